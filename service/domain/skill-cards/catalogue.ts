import type { SkillCardInput } from '../../../shared/contract/skill-cards.js';

/**
 * The catalogue every Brain organisation starts with. It is copied into the organisation's own cards on first
 * use, and from then on belongs to the organisation to change, delete or replace. Each card speaks to the
 * person themselves, in each tone; none repeats what they wrote.
 */
export const DEFAULT_SKILL_CARDS: readonly SkillCardInput[] = [
  {
    title: 'A two-minute breathing reset',
    body: 'When things pile up, try this: breathe in for **4**, hold for **4**, out for **6**, five times.\n\n- Drop your shoulders\n- Unclench your jaw\n- Notice one thing you can see and one you can hear',
    resources: [],
    triggers: { states: ['stress', 'anxiety', 'overwhelm'], themes: [], risk_levels: [], min_distress: 5 },
    tones: {
      community:
        'Sounds like a lot right now. Want to try a quick reset? Breathe in for **4**, hold for **4**, out for **6**, five times.\n\n- Drop your shoulders\n- Unclench your jaw\n- Notice one thing you can see and one you can hear',
      corporate:
        'A short pause can help on a demanding day. Breathe in for **4** seconds, hold for **4**, breathe out for **6**, and repeat five times before returning to your work.',
      clinical:
        'Paced breathing lowers physiological arousal. Inhale for **4** seconds, hold for **4**, exhale for **6**; repeat five cycles and notice the change in tension.',
    },
  },
  {
    title: 'Setting boundaries on your workload',
    body: 'You do not have to carry everything at once.\n\n1. List what is on your plate\n2. Mark what truly has to happen this week\n3. Name one thing to pause, hand over or push back on, and say so early',
    resources: [],
    triggers: {
      states: ['burnout', 'overwhelm'],
      themes: ['workload', 'deadlines', 'work_life_balance'],
      risk_levels: [],
      min_distress: null,
    },
    tones: {
      corporate:
        'Sustainable performance needs clear priorities.\n\n1. List your current commitments\n2. Agree with your manager which ones matter most this week\n3. Flag early what needs more time, more hands, or to be dropped',
      clinical:
        'Chronic overload is a known driver of burnout. Identify essential tasks, defer or delegate the rest, and protect recovery time outside working hours.',
    },
  },
  {
    title: 'Asking for help',
    body: 'Reaching out is a strength, not a burden. Pick one person you trust (a friend, a colleague, someone on the team) and tell them a little of how things are. _"Have you got ten minutes? I could use a chat."_ is enough to start.',
    resources: [],
    triggers: {
      states: ['loneliness', 'hopelessness'],
      themes: [],
      risk_levels: ['elevated'],
      min_distress: null,
    },
    tones: {
      corporate:
        'Support is available, and using it is encouraged. Consider speaking with your manager, a trusted colleague, or the Employee Assistance Programme, which is confidential.',
      clinical:
        'Social support protects against low mood. Consider contacting someone you trust, or a counsellor, and sharing how you have been feeling lately.',
    },
  },
  {
    title: 'Preparing a conversation with your manager',
    body: 'A little preparation makes a hard conversation easier.\n\n- Write down the one thing you most want them to understand\n- Bring an example or two\n- Suggest what would help, and ask what they can do',
    resources: [],
    triggers: {
      states: ['conflict', 'frustration'],
      themes: ['management', 'career', 'pay', 'recognition'],
      risk_levels: [],
      min_distress: null,
    },
    tones: {
      corporate:
        'To make a one-to-one productive:\n\n- State the issue and its impact on your work\n- Bring specific examples\n- Propose a solution and agree next steps with a date',
    },
  },
  {
    title: 'You do not have to face this alone',
    body: 'If you are thinking about ending your life or hurting yourself, please reach out now. You can talk to someone any time, for free and in confidence.',
    resources: [
      { label: 'Find a helpline in your country', url: 'https://findahelpline.com' },
      {
        label: 'International Association for Suicide Prevention: crisis centres',
        url: 'https://www.iasp.info/resources/Crisis_Centres/',
      },
    ],
    triggers: {
      states: [],
      themes: ['suicidal_ideation', 'self_harm'],
      risk_levels: ['high'],
      min_distress: null,
    },
    tones: {
      corporate:
        'If you are thinking about ending your life or hurting yourself, please reach out now. Crisis lines are free and confidential, and the Employee Assistance Programme can help too.',
      clinical:
        'If you are having thoughts of suicide or self-harm, contact a crisis line or emergency services now. Support is available at any hour, free and confidential.',
    },
  },
];
