import type { Tone } from '../../../shared/contract/common.js';
import type { State, Topic } from '../../analysis/signal.js';

/** Key of an emerging keyphrase: actions never repeat a phrase, however many people used it. */
export const EMERGING_KEY = 'emerging';
/** Key of the safety action, first whenever crisis language appeared in the window. */
export const SAFETY_KEY = 'crisis';
export type ActionKey = State | Topic | typeof EMERGING_KEY | typeof SAFETY_KEY;

export interface CatalogueAction {
  /** How serious what it answers is, 1 the most: orders actions of the same kind (see actions.ts). */
  severity: number;
  wording: Record<Tone, { label: string; action: string }>;
}

/**
 * Suggested actions keyed by states, topics, emerging keyphrases and crisis language, worded for each
 * `svc_tone`. Every text speaks of the group: none names, describes or points at a person, and none repeats a
 * keyphrase.
 */
export const ACTION_CATALOGUE: Record<ActionKey, CatalogueAction> = {
  crisis: {
    severity: 1,
    wording: {
      community: {
        label: 'Make sure help is one step away',
        action:
          'Someone here used crisis language this period. Pin crisis lines and peer-support channels, check that moderators know how to respond, and follow up on every crisis alert.',
      },
      corporate: {
        label: 'Put safety first',
        action:
          'Crisis language appeared in this period. Make sure every crisis alert has been followed up by the wellbeing lead, and remind everyone of the Employee Assistance Programme and crisis lines.',
      },
      clinical: {
        label: 'Follow the risk protocol',
        action:
          'Crisis indicators were present in this period. Confirm that every crisis alert was triaged under the risk protocol and that crisis pathways are visible to the group.',
      },
    },
  },
  hopelessness: {
    severity: 1,
    wording: {
      community: {
        label: 'Make support easy to find',
        action:
          'Pin a message with support lines and peer-support channels, and remind moderators how to respond kindly to low moments.',
      },
      corporate: {
        label: 'Reinforce wellbeing support',
        action:
          'Remind everyone of the Employee Assistance Programme and wellbeing contacts, and brief managers on signposting support.',
      },
      clinical: {
        label: 'Raise support visibility',
        action:
          'Increase visibility of crisis and counselling pathways and review capacity of support services for the coming weeks.',
      },
    },
  },
  burnout: {
    severity: 1,
    wording: {
      community: {
        label: 'Encourage real breaks',
        action: 'Invite people to step away and rest, and ease expectations on response times for a while.',
      },
      corporate: {
        label: 'Reduce sustained load',
        action:
          'Review workload and overtime with team leads, protect time off, and postpone non-essential deliverables.',
      },
      clinical: {
        label: 'Address burnout risk',
        action:
          'Offer burnout screening and recovery resources, and recommend reduced demand until indicators ease.',
      },
    },
  },
  overwhelm: {
    severity: 2,
    wording: {
      community: {
        label: 'Lighten the load together',
        action: 'Ask what could be paused or shared, and highlight one or two priorities instead of many.',
      },
      corporate: {
        label: 'Clarify priorities',
        action: 'Have managers agree the top priorities with their teams and explicitly de-scope the rest.',
      },
      clinical: {
        label: 'Reduce cognitive load',
        action: 'Recommend structured prioritisation and brief coping-skills sessions for the group.',
      },
    },
  },
  anxiety: {
    severity: 2,
    wording: {
      community: {
        label: 'Share what is known',
        action: 'Post a calm update on what is changing and what is not, and invite questions openly.',
      },
      corporate: {
        label: 'Communicate transparently',
        action: 'Hold an open Q&A on upcoming changes and publish answers to common concerns.',
      },
      clinical: {
        label: 'Offer anxiety support',
        action: 'Share anxiety-management resources and make brief supportive sessions available.',
      },
    },
  },
  stress: {
    severity: 2,
    wording: {
      community: {
        label: 'Check in with the group',
        action: 'Start a low-pressure check-in thread asking how people are doing and what would help.',
      },
      corporate: {
        label: 'Run a team check-in',
        action: 'Ask managers to hold short check-ins on pressure points and remove avoidable blockers.',
      },
      clinical: {
        label: 'Provide stress-management resources',
        action: 'Circulate evidence-based stress-management resources and offer a group session.',
      },
    },
  },
  loneliness: {
    severity: 2,
    wording: {
      community: {
        label: 'Create ways to connect',
        action: 'Set up informal spaces such as a coffee chat or buddy pairing so people can connect.',
      },
      corporate: {
        label: 'Strengthen connection',
        action: 'Introduce regular informal team time and a buddy scheme, especially for remote colleagues.',
      },
      clinical: {
        label: 'Address social isolation',
        action: 'Promote peer-support groups and structured social contact opportunities.',
      },
    },
  },
  conflict: {
    severity: 2,
    wording: {
      community: {
        label: 'Reset the tone',
        action:
          'Remind everyone of the community guidelines and invite disagreements to move to calm, moderated threads.',
      },
      corporate: {
        label: 'Support constructive resolution',
        action:
          'Offer facilitated conversations or mediation and restate expectations of respectful conduct.',
      },
      clinical: {
        label: 'Facilitate conflict resolution',
        action: 'Provide access to mediation and group communication support.',
      },
    },
  },
  frustration: {
    severity: 3,
    wording: {
      community: {
        label: 'Ask what gets in the way',
        action: 'Open a thread for sharing blockers and follow up visibly on the most common ones.',
      },
      corporate: {
        label: 'Remove recurring blockers',
        action: 'Collect the most frequent obstacles through a short survey and assign owners to fix them.',
      },
      clinical: {
        label: 'Reduce sources of frustration',
        action: 'Identify recurring stressors with the group and agree small, achievable changes.',
      },
    },
  },
  disengagement: {
    severity: 3,
    wording: {
      community: {
        label: 'Re-invite participation',
        action: 'Start light conversations and ask the group what they would like more of.',
      },
      corporate: {
        label: 'Renew engagement',
        action:
          'Revisit goals and purpose in team meetings and ask for input on what would re-energise the work.',
      },
      clinical: {
        label: 'Monitor motivation',
        action: 'Check for low motivation in group sessions and offer support where withdrawal persists.',
      },
    },
  },
  engagement: {
    severity: 5,
    wording: {
      community: {
        label: 'Keep the energy going',
        action: 'Celebrate the active conversations and give people ways to build on them.',
      },
      corporate: {
        label: 'Build on engagement',
        action: 'Recognise the momentum publicly and channel it into current initiatives.',
      },
      clinical: {
        label: 'Reinforce protective factors',
        action: 'Note rising engagement as a protective factor and sustain the activities behind it.',
      },
    },
  },
  belonging: {
    severity: 5,
    wording: {
      community: {
        label: 'Celebrate community spirit',
        action: 'Thank people for making the space welcoming and keep the rituals that bring them together.',
      },
      corporate: {
        label: 'Sustain team cohesion',
        action: 'Acknowledge the strong team spirit and protect the practices that support it.',
      },
      clinical: {
        label: 'Maintain social support',
        action: 'Sustain the group structures that foster belonging.',
      },
    },
  },
  gratitude: {
    severity: 5,
    wording: {
      community: {
        label: 'Amplify appreciation',
        action: 'Create a shout-out thread so people can keep thanking each other.',
      },
      corporate: {
        label: 'Encourage recognition',
        action: 'Highlight peer recognition in team communications and make it easy to give.',
      },
      clinical: {
        label: 'Reinforce positive affect',
        action: 'Encourage gratitude practices that sustain the positive trend.',
      },
    },
  },
  workload: {
    severity: 2,
    wording: {
      community: {
        label: 'Talk about workload',
        action: 'Invite people to share where the load feels heavy and look for things that can wait.',
      },
      corporate: {
        label: 'Rebalance workload',
        action:
          'Review capacity against commitments and redistribute or defer work where teams are stretched.',
      },
      clinical: {
        label: 'Assess workload strain',
        action: 'Assess workload as a stressor and recommend adjustments to demand.',
      },
    },
  },
  deadlines: {
    severity: 2,
    wording: {
      community: {
        label: 'Ease deadline pressure',
        action: 'Share realistic timelines and let people know where there is flexibility.',
      },
      corporate: {
        label: 'Review timelines',
        action: 'Re-examine upcoming deadlines with stakeholders and adjust scope or dates where needed.',
      },
      clinical: {
        label: 'Mitigate time pressure',
        action: 'Recommend realistic scheduling and time-management support during peak periods.',
      },
    },
  },
  management: {
    severity: 3,
    wording: {
      community: {
        label: 'Open a feedback channel',
        action: 'Give people a safe, anonymous way to share feedback about how things are run.',
      },
      corporate: {
        label: 'Gather leadership feedback',
        action: 'Run an anonymous pulse survey on management practices and share the follow-up actions.',
      },
      clinical: {
        label: 'Review supervisory support',
        action: 'Review the supportiveness of supervision and leadership practices.',
      },
    },
  },
  pay: {
    severity: 3,
    wording: {
      community: {
        label: 'Clarify compensation questions',
        action: 'Point people to clear information on pay and benefits and where to ask questions.',
      },
      corporate: {
        label: 'Communicate on pay',
        action: 'Explain compensation principles and upcoming review timelines clearly.',
      },
      clinical: {
        label: 'Note financial stress',
        action: 'Share financial-wellbeing resources alongside any pay communications.',
      },
    },
  },
  career: {
    severity: 3,
    wording: {
      community: {
        label: 'Share growth opportunities',
        action: 'Highlight ways to learn, mentor or take on new roles in the community.',
      },
      corporate: {
        label: 'Discuss career paths',
        action: 'Encourage development conversations and publish available growth opportunities.',
      },
      clinical: {
        label: 'Support development goals',
        action: 'Support goal-setting and development planning as protective factors.',
      },
    },
  },
  recognition: {
    severity: 3,
    wording: {
      community: {
        label: 'Recognise contributions',
        action: 'Make a habit of thanking people publicly for what they add.',
      },
      corporate: {
        label: 'Strengthen recognition',
        action: 'Ensure contributions are acknowledged in team forums and through recognition programmes.',
      },
      clinical: {
        label: 'Address effort-reward balance',
        action: 'Review the balance between effort and reward in the group.',
      },
    },
  },
  team_dynamics: {
    severity: 3,
    wording: {
      community: {
        label: 'Strengthen how people work together',
        action: 'Invite a conversation about what helps the group collaborate well.',
      },
      corporate: {
        label: 'Support team collaboration',
        action: 'Hold a team retrospective on ways of working and agree shared norms.',
      },
      clinical: {
        label: 'Review group dynamics',
        action: 'Facilitate a structured discussion of group dynamics and roles.',
      },
    },
  },
  communication: {
    severity: 3,
    wording: {
      community: {
        label: 'Improve how news travels',
        action: 'Summarise important updates in one place and check people can find them.',
      },
      corporate: {
        label: 'Improve communication flow',
        action: 'Consolidate announcements into a regular, predictable channel and invite questions.',
      },
      clinical: {
        label: 'Clarify communication',
        action: 'Reduce ambiguity by providing clear, consistent information.',
      },
    },
  },
  meetings: {
    severity: 4,
    wording: {
      community: {
        label: 'Make gatherings count',
        action: 'Keep calls short and purposeful, and share notes for those who cannot join.',
      },
      corporate: {
        label: 'Reduce meeting load',
        action: 'Audit recurring meetings, cancel low-value ones and introduce meeting-free focus time.',
      },
      clinical: {
        label: 'Protect recovery time',
        action: 'Recommend fewer back-to-back meetings to allow recovery between demands.',
      },
    },
  },
  tools: {
    severity: 4,
    wording: {
      community: {
        label: 'Smooth out tool problems',
        action: 'Collect the most annoying tool issues and share fixes or workarounds.',
      },
      corporate: {
        label: 'Fix tooling pain points',
        action: 'Ask IT or platform owners to prioritise the most reported tooling issues.',
      },
      clinical: {
        label: 'Reduce technostress',
        action: 'Address technology-related strain with training and simpler workflows.',
      },
    },
  },
  remote_work: {
    severity: 4,
    wording: {
      community: {
        label: 'Support remote members',
        action: 'Make sure remote members are included in conversations and decisions.',
      },
      corporate: {
        label: 'Review remote practices',
        action: 'Check that remote and hybrid colleagues have the equipment, access and inclusion they need.',
      },
      clinical: {
        label: 'Address remote-work strain',
        action: 'Promote boundaries and connection strategies for remote work.',
      },
    },
  },
  work_life_balance: {
    severity: 2,
    wording: {
      community: {
        label: 'Respect time off',
        action: 'Encourage quiet hours and avoid expecting replies outside them.',
      },
      corporate: {
        label: 'Protect work-life balance',
        action: 'Reinforce right-to-disconnect norms and discourage out-of-hours messages.',
      },
      clinical: {
        label: 'Support boundary-setting',
        action: 'Recommend boundary-setting practices and adequate rest periods.',
      },
    },
  },
  health: {
    severity: 2,
    wording: {
      community: {
        label: 'Point to health resources',
        action:
          'Share where to find health information and support, and encourage people to look after themselves.',
      },
      corporate: {
        label: 'Promote health support',
        action: 'Remind everyone of health benefits, sick-leave policy and occupational health services.',
      },
      clinical: {
        label: 'Signpost health services',
        action: 'Signpost occupational and primary health services and encourage early help-seeking.',
      },
    },
  },
  job_security: {
    severity: 2,
    wording: {
      community: {
        label: 'Address uncertainty openly',
        action: 'Share what is known about changes ahead and be honest about what is not yet decided.',
      },
      corporate: {
        label: 'Address job-security concerns',
        action: 'Communicate plans and timelines clearly and give managers guidance on answering questions.',
      },
      clinical: {
        label: 'Mitigate uncertainty stress',
        action: 'Provide support for uncertainty-related stress and clear information about available help.',
      },
    },
  },
  events: {
    severity: 5,
    wording: {
      community: {
        label: 'Follow up on events',
        action: 'Ask for feedback on recent events and share what will happen next.',
      },
      corporate: {
        label: 'Review recent events',
        action: 'Gather feedback on recent events and incorporate it into upcoming plans.',
      },
      clinical: {
        label: 'Review event impact',
        action: 'Review the impact of recent events on the group and follow up where needed.',
      },
    },
  },
  product_feedback: {
    severity: 5,
    wording: {
      community: {
        label: 'Pass feedback on',
        action: 'Collect product feedback in one place and tell people how it is being used.',
      },
      corporate: {
        label: 'Route product feedback',
        action: 'Forward the feedback themes to product owners and close the loop with the group.',
      },
      clinical: {
        label: 'Acknowledge feedback',
        action: 'Acknowledge the feedback raised and communicate follow-up.',
      },
    },
  },
  conduct: {
    severity: 2,
    wording: {
      community: {
        label: 'Reaffirm community standards',
        action: 'Restate the code of conduct and make the reporting route easy to find.',
      },
      corporate: {
        label: 'Reinforce conduct policy',
        action: 'Remind everyone of the conduct policy and the confidential ways to raise concerns.',
      },
      clinical: {
        label: 'Ensure safe reporting',
        action: 'Ensure safe, confidential reporting pathways and support for those affected.',
      },
    },
  },
  onboarding: {
    severity: 4,
    wording: {
      community: {
        label: 'Welcome newcomers',
        action: 'Refresh the welcome guide and pair newcomers with friendly regulars.',
      },
      corporate: {
        label: 'Improve onboarding',
        action: 'Review the onboarding programme with recent joiners and fill the gaps they point out.',
      },
      clinical: {
        label: 'Support adjustment',
        action: 'Offer structured support during the adjustment period for new members.',
      },
    },
  },
  emerging: {
    severity: 4,
    wording: {
      community: {
        label: 'Explore new conversation themes',
        action: 'New themes are rising in conversations; ask the group openly what is on their minds.',
      },
      corporate: {
        label: 'Investigate emerging themes',
        action:
          'New themes are gaining traction; review them with team leads and decide whether a response is needed.',
      },
      clinical: {
        label: 'Assess emerging themes',
        action:
          'Newly prominent themes were detected; assess their relevance to wellbeing and follow up as needed.',
      },
    },
  },
};
