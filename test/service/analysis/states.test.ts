import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { affectFeatures } from '../../../service/analysis/distress/affect.js';
import { MODELS } from '../../../service/analysis/mood/classify.js';
import { MOODS, STATES } from '../../../service/analysis/signal.js';
import { detectStates, mildStrain } from '../../../service/analysis/states/detect.js';
import { STATE_DEFINITIONS } from '../../../service/analysis/states/vocabulary.js';
import {
  lossesSaid,
  ownJobLossSaid,
  ownKinIllSaid,
  ownLossSaid,
} from '../../../service/analysis/text/loss.js';
import { normalise } from '../../../service/analysis/text/phrases.js';
import { withSlangPlain } from '../../../service/analysis/text/slang.js';
import { successSaid } from '../../../service/analysis/text/success.js';

const states = (text: string) => analyse(text).states;

describe('states', () => {
  it('defines every state', () => {
    for (const s of STATES) expect(STATE_DEFINITIONS[s].length).toBeGreaterThan(20);
  });

  it.each([
    ["I'm so stressed about the release, I can't sleep", 'stress'],
    ['I feel anxious about the review tomorrow', 'anxiety'],
    ["I'm completely burned out, running on empty", 'burnout'],
    ['I feel so lonely since we went remote, no one to talk to', 'loneliness'],
    ['So frustrated, the build keeps breaking', 'frustration'],
    ["I'm overwhelmed, there is too much on my plate", 'overwhelm'],
    ["Honestly I don't care anymore, it's just a paycheck", 'disengagement'],
    ['They argued again and he yelled at me in the meeting', 'conflict'],
    ["It's hopeless, nothing will change here", 'hopelessness'],
    ["I'm excited about the new project, can't wait to start", 'engagement'],
    ['I feel welcome here, like part of the team', 'belonging'],
    ['Thank you so much for the help yesterday!', 'gratitude'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it('respects negation', () => {
    expect(states("I'm not stressed at all, the week went fine")).not.toContain('stress');
    expect(states('I never feel lonely here')).not.toContain('loneliness');
  });

  it('ends a negation where a new clause of the author opens', () => {
    // "not okay and I" denied the loneliness before.
    expect(states("I'm not okay and I don't know who to talk to")).toContain('loneliness');
    expect(states("I'm not stressed and I feel fine")).not.toContain('stress');
  });

  it('returns states in vocabulary order without duplicates', () => {
    const found = states("I'm stressed and overwhelmed and so anxious, thanks for asking");
    expect(found).toEqual(STATES.filter((s) => found.includes(s)));
  });
});

describe('workplace language', () => {
  it.each([
    ['This is incorrect, the check should not be here', 'frustration'],
    ['Still not fixed after three releases, how many times do we have to report it?', 'frustration'],
    ['the tool is so buggy', 'frustration'],
    ['Are you kidding? Learn to read the docs before you open an issue, clown', 'conflict'],
    ['Worked until 2am again, this workload is not sustainable', 'burnout'],
    ['another deadline moved up, I am exhausted', 'burnout'],
    ['I feel completely alone on this project', 'loneliness'],
    ['I have three deadlines this week and no time to breathe', 'overwhelm'],
    ['our manager keeps changing priorities every day', 'frustration'],
    ['the build is red again', 'frustration'],
    ['does anyone else feel like quitting?', 'disengagement'],
    ["I keep getting interrupted in standup and it's demoralising", 'conflict'],
    ["I keep getting interrupted in standup and it's demoralising", 'disengagement'],
    ['my manager takes credit for my work all the time', 'conflict'],
    ['she dismisses me every time I suggest something', 'conflict'],
    ['great, another meeting that could have been an email', 'frustration'],
    ["I don't think I can do this job anymore", 'burnout'],
    ['no one replied to my proposal, feels like shouting into the void', 'loneliness'],
    ['killing it this quarter, team!', 'engagement'],
    ['thanks for nothing, really helpful', 'frustration'],
    ['the on-call rotation is brutal, third night without sleep', 'burnout'],
    ['the constant context switching is draining', 'burnout'],
    ['This job is emotionally exhausting.', 'burnout'],
    ["I've been quietly interviewing at other companies.", 'disengagement'],
    ['Just updated my CV, time to go.', 'disengagement'],
    ['Sigh... the same hang came back this morning.', 'frustration'],
    ['how is this closed? still a major issue', 'frustration'],
    ['It honestly looks like they dont give a shit', 'frustration'],
    ['Did you even run the tests before pushing this?', 'frustration'],
    ['Imagine thinking anyone reads the docs.', 'conflict'],
    ["You're wrong, and condescending about it", 'conflict'],
    ["I've been feeling really down lately and don't know who to talk to", 'loneliness'],
    ['I always get left out of the planning', 'loneliness'],
    ['nobody ever responds in this channel', 'frustration'],
    ['Not sure I can keep doing this pace for much longer', 'burnout'],
    ["I don't think we can keep this up without more people", 'burnout'],
    ["I can't sustain this pace", 'burnout'],
    ['The performance regression is unacceptable for a patch release', 'frustration'],
    ['The installer is completely broken on Windows, nothing works', 'frustration'],
    ['This app is unusable after the update', 'frustration'],
    ['the VPN dropped again', 'frustration'],
    ["You're wasting everyone's time with these low quality PRs", 'conflict'],
    // Community language.
    ['this patch nerfed my main into the ground, unplayable', 'frustration'],
    ['the mods here are power tripping', 'conflict'],
    ["I'm leaving this server, it's not fun anymore", 'disengagement'],
    ['this game is not fun anymore', 'disengagement'],
    ["I'm leaving this server tonight", 'disengagement'],
    ['my laptop froze again', 'frustration'],
    ["I've been having a really rough week, just needed to vent", 'stress'],
    ['I had a rough day at work', 'stress'],
    ['please someone help me', 'stress'],
    ['anybody please talk to me.', 'stress'],
    ["I don't know what to do anymore", 'stress'],
    ['idk what else to do.', 'stress'],
    ['I have no money left for rent', 'stress'],
    ["I'm having a nervous breakdown", 'stress'],
    ["I can't think straight today", 'stress'],
    ['there is so much on the line with this interview', 'stress'],
    ["This meeting could've been a slack message", 'frustration'],
    ['my manager said my work was sloppy in front of the whole team', 'conflict'],
    ['she criticised me in front of everyone', 'conflict'],
    ["I don't feel safe speaking up in meetings", 'anxiety'],
    ['I keep making mistakes and I feel like an impostor', 'anxiety'],
    ['HR never got back to me about the complaint', 'frustration'],
    ['Management promised raises and then backtracked', 'frustration'],
    ['My mentor has been incredibly supportive', 'belonging'],
    ['The all-hands was actually inspiring', 'engagement'],
    ['The vending machine ate my money again', 'frustration'],
    ['my boss is a nightmare to work with', 'conflict'],
    ['kill yourself noob', 'conflict'],
    ['I love my team but I hate my job', 'disengagement'],
    ['worked 14 hours today', 'burnout'],
    ['I give up, nothing ever works out for me', 'hopelessness'],
    ['he keeps stealing my lunch', 'frustration'],
    ['my coworker keeps interrupting me in meetings', 'frustration'],
    ['my manager keeps rescheduling our 1:1s', 'frustration'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    // A person broken, not a thing; a question to someone else; advice about the reader's time.
    ['I was completely broken after she left', 'frustration'],
    ["You don't think I can handle a twin engine?", 'burnout'],
    ['Open an issue first, to avoid wasting your time on a PR we cannot merge', 'frustration'],
    ["I feel like I'm just wasting my time with this course", 'frustration'],
    ['we hung out again on Saturday', 'frustration'],
    ['the CI had a rough day', 'stress'],
    ['the server is having a rough day', 'stress'],
    ["If you need to vent, I'm here for you", 'stress'],
    ["I don't know what to do with this config file, any ideas?", 'stress'],
    ['The film follows a nervous breakdown of a famous chef.', 'stress'],
    ['whatever, I give up arguing about tabs vs spaces', 'hopelessness'],
    ['giving up sugar this month', 'hopelessness'],
    // The author's own habit, or another's that does the author no harm.
    ['I keep eating snacks at my desk', 'frustration'],
    ['she keeps taking photos of the sunset', 'frustration'],
    ['I worked 8 hours today', 'burnout'],
  ])('finds no cue in %j → %s', (text, state) => {
    expect(states(text)).not.toContain(state);
  });

  it('reads work run down in front of others as a hard event: distress at the stress threshold, nothing positive', () => {
    // Neutral at distress 1.5 with no state before.
    const signal = analyse('my manager said my work was sloppy in front of the whole team');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
    expect(signal.valence).toBeLessThanOrEqual(0);
    expect(analyse('my manager said my work was great').states).not.toContain('conflict');
  });

  it.each([
    ["I'm tired", 5],
    ['a bit tired today', 4.9],
  ])('reads the two or three words of %j without alarm (distress at most %d)', (text, most) => {
    // "I'm tired" read at a stress index of 5.4 (distress 8.9): the models' readings of a short text are shrunk.
    expect(analyse(text).distress).toBeLessThanOrEqual(most);
  });

  it('puts a named strain at the stress threshold or above', () => {
    expect(
      analyse('Worked until 2am again, this workload is not sustainable').distress,
    ).toBeGreaterThanOrEqual(5);
  });

  it('never reads thanks as distress', () => {
    const signal = analyse('So grateful for my manager covering for me while my kid was sick last week');
    expect(signal.states).toContain('gratitude');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(3);
  });

  it.each([
    ['can someone help me with the deploy config please?', false],
    ['Could you review my PR when you get a chance?', false],
    ['Can I get access to the staging bucket please?', false],
    // A polite imperative is a request (distress 6.7 before); a plea is not.
    ['Please cancel my subscription', false],
    ['Kindly send the invoice again', false],
    ['please help me', true],
    ['please someone talk to me', true],
    ['can someone help me, I am so stressed about this release', true],
    ['could someone help? my rent is overdue and I have no money', true],
    ['can anyone help me, I cannot do this anymore', true],
    ['I am not sure how to run the tests locally, any pointers?', false],
    ["sorry I'm late, train was delayed", false],
    ['my bad, I pushed to the wrong branch', false],
    ['sorry for the slow replies, my mom is in hospital', true],
    ['so sorry, I messed up everything and I hate myself', true],
    ['does anyone know where the staging credentials live?', false],
    ['is the deploy still running?', false],
    ['is it normal to cry at work?', true],
    ["I'm getting a NullPointerException when I call this method, what am I doing wrong?", false],
    ["what am I doing wrong with my life, I can't do anything right", true],
    ["how do I tell my boss I can't take on more work?", true],
    ['what should I do, my manager yelled at me today?', true],
    // Absence notices: not stress, distress below the threshold (an unwell author), unless it is more than that.
    ['Sorry, wrong merge direction', false],
    ['I missed an integration test, my bad. Will push a fix.', false],
    ["I'm very sorry I missed that :(", false],
    ["I'm so sorry, I can't do this anymore", true],
    // Boredom alone is disengagement, not stress (8.4 before); with loneliness, exhaustion or a plea it keeps its strain.
    ["i'm so bored", false, 5],
    ['this meeting is boring', false, 5],
    ['bored and lonely tonight', true],
    ["my job is so boring and I'm exhausted all the time", true],
    // A message that takes itself back is an apology too (read at distress 8.5 before).
    ['Ignore me, wrong channel.', false],
    ['nvm, found it', false],
    ['Disregard my last message, the numbers were off.', false],
    ['I went the wrong way and missed the bus, so stressed.', true],
    ['Everyone keeps ignoring me and I feel invisible.', true],
    ["I'm sick today, will be offline", false, 5],
    ["my kid is sick again so I'll log off early", false, 5],
    ["my dog died this morning, I'm taking the day off", true],
    // Declining to come is an absence (read as stress at 7.4 before); not making it through is not.
    ["I can't make it to the standup today, dentist appointment.", false, 5],
    ['Cannot attend the all-hands, I have a doctor appointment.', false, 5],
    ["I can't make it anymore, everything is falling apart.", true],
    ["I can't make it through the day without crying.", true],
    ['off sick today, feel awful', true],
    // Read as stress at 8.7 before: being sick yesterday is an absence told afterwards.
    ['Sorry for the late reply, I was sick yesterday', false, 5],
    ['I was out sick on Tuesday so I missed the retro', false, 5],
    ["I'm sick of this", true],
    ["I was sick all week and I'm so behind, I don't know how I'll catch up", true],
    // Read as stress at distress 8.9 before.
    ["I'm out tomorrow, my kid is sick", false, 5],
    ["I'll be out on Monday, my daughter is ill", false, 5],
    // A routine illness coming on (stress at distress 8.3 before); being sick of something is not one.
    ["I think I'm getting sick", false, 5],
    ['coming down with something, might log off early', false, 5],
    ["I'm getting sick of this", true],
    // Astonishment and eagerness, not a struggle: "can't" counted as a stressor (stress at distress 5.4 and 7.2
    // before).
    ["Can't believe it's already December", false],
    ["Can't wait for the holidays, I really need the break", false, 5],
  ])(
    'reads %j as stressed: %s (a plain request, question, apology or absence is not strain)',
    (text, stressed, below = 3) => {
      const signal = analyse(text);
      expect(signal.states.includes('stress')).toBe(stressed);
      if (stressed) expect(signal.distress).toBeGreaterThanOrEqual(5);
      else expect(signal.distress).toBeLessThan(below);
    },
  );

  it.each([
    'you broke main again',
    'please stop pushing directly to main',
    'who merged this? you broke main again and nobody noticed',
    // The author as the one told about (stress at distress 6.1 before).
    'stop pinging me',
    'please stop messaging me at 2am',
    // Stress at distress 8.5 before.
    'stop wasting my time',
    "You're wasting everyone's time with these low quality PRs",
  ])('reads the reproach %j as frustration, not as the author’s stress', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    'you broke main again and I have to stay late to fix it, I am so tired of this',
    "I can't believe you broke main again, I'm the one who gets yelled at",
    "stop, I'm scared",
    'stop, you are hurting me',
    'stop making me cry',
    'stop, my chest hurts',
  ])('keeps the strain of an author who speaks of themselves in %j', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    'This is the worst sprint ever.',
    'What a terrible decision by leadership.',
    'That was a horrible outage.',
    'Any idea why the tests are failing on CI?',
    "Error: cannot read property 'map' of undefined",
  ])('reads the judgement %j, with the author not in it, as no stress or anxiety', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.states).not.toContain('anxiety');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    'This is the worst sprint ever, I am so done',
    'we are so behind, this release is a disaster',
    'feeling awful, worst week ever',
    'Life is nothing but misery and loss.',
    'terrible news, worried about the layoffs',
    'Another round of layoffs, this is awful.',
  ])('keeps the strain of %j, where the author or a pressure is named', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["I haven't had a weekend off in two months.", 'burnout'],
    ["I'm working 60 hour weeks and it's still not enough.", 'burnout'],
    ['On call again this weekend, third time this month.', 'burnout'],
    ['My calendar is back to back meetings all day, no time to actually work.', 'overwhelm'],
    ['Too many tickets, not enough people.', 'overwhelm'],
    ["I don't even care about this project anymore.", 'disengagement'],
    ['Working from home has been really isolating.', 'loneliness'],
    ['I eat lunch alone at my desk every day.', 'loneliness'],
    ['She keeps undermining me in front of the client.', 'conflict'],
    ['Nobody reviewed my PR for a week.', 'frustration'],
    ['Feeling pretty isolated since we went fully remote.', 'loneliness'],
    ['I feel kind of disconnected from the rest of the team.', 'loneliness'],
    ["I haven't had a proper break in months.", 'burnout'],
    ["I've been paged every night this week.", 'burnout'],
    ["I keep getting pulled into meetings and can't get anything done.", 'overwhelm'],
    ['Why do we even have this process? It slows everyone down.', 'frustration'],
    ["Another reorg, another new manager, I'm so over it.", 'frustration'],
    ["This is the third time I've asked for access.", 'frustration'],
    ["Can't believe how long this review is taking.", 'frustration'],
    ['The meeting ran over again and I missed lunch.', 'frustration'],
    ['Team morale is really low right now.', 'disengagement'],
    ["Honestly I'm thinking about leaving", 'disengagement'],
    ['thinking of leaving the company next year', 'disengagement'],
    ['The onboarding was great, I felt welcome from day one', 'belonging'],
    ["I'm trying to keep the team going but I'm running on fumes.", 'burnout'],
    ["Three of us have been paged almost every night and it's starting to wear people down.", 'burnout'],
    ["It's hard to stay motivated when nothing ships.", 'disengagement'],
    ["I don't see the point of this meeting.", 'disengagement'],
    ['fml', 'frustration'],
    ['I really need a vacation.', 'burnout'],
  ])('reads the workplace strain %j as %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    'I work alone on this module, it is quiet and I like it',
    'the test runs in an isolated environment',
    'we have enough people for the release',
  ])('reads no loneliness or overwhelm in %j', (text) => {
    expect(states(text)).not.toContain('loneliness');
    expect(states(text)).not.toContain('overwhelm');
  });

  it.each([
    "I'm afraid I can't give you an estimate for when it might be reviewed.",
    "I'm afraid we can't ship this week, the review is still open.",
    "That won't work with the old parser, I'm afraid.",
    // Bad news about a thing (anxiety and stress at distress 8.8 before).
    "I'm afraid this breaks backwards compatibility",
    "I'm afraid it's not possible to do that in this release",
    "I'm afraid there's a bug in the parser",
    "I'm afraid these changes conflict with main",
  ])('reads the courtesy "I\'m afraid" in %j as no anxiety or fear', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('anxiety');
    expect(signal.mood).not.toBe('fear');
  });

  it.each([
    "I'm afraid of losing my job",
    "I'm afraid I'll fail the review",
    "I'm afraid.",
    "I'm afraid it's cancer",
    "I'm afraid this is the end for me",
  ])('keeps the fear of %j', (text) => {
    expect(states(text)).toContain('anxiety');
  });

  it.each([
    "I don't yet understand why these unit tests failed on the build server.",
    'The deploy failed again, rolling back.',
    'I tried everything but the build still fails with the same error.',
  ])('reads the technical trouble in %j as no stress', (text) => {
    // Each read as stressed at distress 6 to 8 before; below the stress threshold now (which distress 5.0 marks).
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThanOrEqual(5);
  });

  it.each([
    'I get a merge conflict when I rebase on main.',
    'This conflicts with master, please rebase.',
    'Resolved the conflicts, ready for another look.',
    'This method takes six arguments.',
    'My arguments against this change are in the description.',
    'Feel free to interrupt me if anything is unclear.',
    'Ignore me, wrong channel.',
    'He never interrupts me, he is a great listener.',
  ])('reads the technical, debating or courteous sense in %j as no conflict', (text) => {
    expect(states(text)).not.toContain('conflict');
  });

  it.each([
    'We had a heated argument about the architecture.',
    'I got into an argument with my manager.',
    'The conflict between them is getting worse.',
  ])('reads the quarrel in %j as conflict', (text) => {
    expect(states(text)).toContain('conflict');
  });

  it.each(['Nothing matters anymore.', 'nothing matters to me now', 'Nobody would miss me.'])(
    'reads %j as hopelessness, at distress 5 or more',
    (text) => {
      const signal = analyse(text);
      expect(signal.states).toContain('hopelessness');
      expect(signal.distress).toBeGreaterThanOrEqual(5);
    },
  );

  it.each([
    'I disagree with this approach, it adds a lot of complexity.',
    'I think this is wrong, the check should not be here.',
    "I don't think this belongs in this PR.",
    'I guess the release is cancelled then, terrible.',
  ])(
    'reads the opinion %j as a judgement of something else: no stress, distress below the threshold',
    (text) => {
      // Each read as stressed at distress 4.7 to 8.8 before: the "I" of an opinion does not put the author in it.
      const signal = analyse(text);
      expect(signal.states).not.toContain('stress');
      expect(signal.states).not.toContain('anxiety');
      expect(signal.distress).toBeLessThan(5);
    },
  );

  it.each([
    'I hate Mondays',
    'I really hate the new expense tool',
    "can't stand this slack theme",
    'hate this weather',
    'I hate it when the coffee machine is empty',
  ])(
    'reads the dislike of a thing in %j as a judgement of it: frustration, no stress, below the threshold',
    (text) => {
      // Each read as stressed at distress 6.1 to 8.9 before: "I hate" put the author in it.
      const signal = analyse(text);
      expect(signal.states).toContain('frustration');
      expect(signal.states).not.toContain('stress');
      expect(signal.distress).toBeLessThan(5);
    },
  );

  it.each([
    "I missed an integration test. I'll look into that.",
    '@jzheaux I made a mistake and the PR was closed. So I reopened it',
    "@snicoll, oh, it's my mistake, I'm so sorry. We could delete this pull request",
  ])('reads the slip at work owned in %j below the stress threshold', (text) => {
    // The third read as stressed at distress 7.4.
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    "I made a mistake at work and I'm so anxious about it",
    'I missed the deadline and my boss yelled at me',
  ])('keeps the strain beside a slip in %j', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each(['I hate it when I mess up', 'I hate it when mom and dad fight'])(
    'keeps the author in the pet peeve %j',
    (text) => {
      expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
    },
  );

  it.each([
    "I'm really disappointed with the latest update, half the features are gone",
    'I am not happy with this release at all',
    // Stressed at 7.6 and 8.7 before: "just", and "I'm okay," where the anger denied stood.
    "I'm just disappointed in the process",
    "I'm not angry, I'm just disappointed in the process",
  ])(
    'reads the disappointment with a thing in %j as a judgement of it: no stress, below the threshold',
    (text) => {
      // The first read as stressed at distress 8.0 before.
      const signal = analyse(text);
      expect(signal.states).not.toContain('stress');
      expect(signal.distress).toBeLessThan(5);
    },
  );

  it.each([
    "I'm disappointed in myself",
    "I'm just disappointed in myself",
    "I'm okay, I'm just disappointed in myself",
    "I'm so disappointed with my life",
    "I'm really disappointed with the latest update, I'm so stressed",
  ])("keeps the strain of %j, a disappointment with the author's own life or beside a strain", (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    'I hate my job',
    'I hate this place',
    'I hate myself',
    'I hate feeling like this',
    'I hate existing',
  ])("keeps the strain of %j, a dislike of the author's own life or state", (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each(["I don't think I can do this anymore.", "I think I'm going under, the workload is crushing me."])(
    'keeps the strain of %j, where the author is more than the opinion',
    (text) => {
      expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
    },
  );

  it.each([
    'The client yelled at me on the call today.',
    'My lead took credit for my work again in the meeting.',
    'I keep getting talked over in standups.',
    'She was rude to me in front of everyone.',
    'My team lead constantly interrupts me in meetings.',
    'My manager ignores me whenever I raise a concern.',
  ])(
    'reads the conflict aimed at the author in %j as strain: distress at the threshold or more, not positive',
    (text) => {
      // Each read at distress 0.7 to 1.2 before, and the second as positive (0.46: "credit").
      const signal = analyse(text);
      expect(signal.states).toContain('conflict');
      expect(signal.distress).toBeGreaterThanOrEqual(5);
      expect(signal.valence).toBeLessThanOrEqual(0);
      expect(signal.mood).not.toBe('joy');
    },
  );

  it.each([
    "I think you're wrong about this.",
    'You are an idiot, learn to read.',
    'Are you kidding me? This was fixed last year.',
    'They yelled at each other all afternoon.',
  ])('reads the conflict in %j, not aimed at the author, below the stress threshold', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('conflict');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    "I'm not okay.",
    "honestly I'm not doing well",
    // At distress 2.4 with no state before.
    "I'm not fine",
    'I got laid off today.',
    'We were let go this morning.',
  ])('reads %j as stress, at the stress threshold or more', (text) => {
    // The first and the third were at distress 4.0 and 1.6 with no state.
    const signal = analyse(text);
    expect(signal.states).toContain('stress');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('reads a style "inspired" by something as no engagement', () => {
    expect(states('I read that as vape-inspired')).not.toContain('engagement');
    expect(states("I'm so inspired by this team")).toContain('engagement');
  });

  it("reads keeping others motivated as none of the author's engagement", () => {
    expect(states("I'm trying to keep the team motivated this quarter.")).not.toContain('engagement');
    expect(states("I'm so motivated for this project!")).toContain('engagement');
  });

  it('reads leaving the office early as no disengagement', () => {
    expect(states("I'm thinking about leaving early today")).not.toContain('disengagement');
  });

  it('reads hiring and shopping as no job search, and a battery or a queue draining as no burnout', () => {
    expect(states("We're looking for a new engineer to join the team.")).not.toContain('disengagement');
    expect(states("I'm looking for a new charger, any recommendations?")).not.toContain('disengagement');
    expect(states('I have been looking for a job for three months')).not.toContain('disengagement');
    expect(states('The battery is draining fast.')).not.toContain('burnout');
    expect(states('We are draining the queue before the deploy.')).not.toContain('burnout');
  });

  it.each(["I'm fine, just tired", 'all good, just a bit busy this week', 'im ok just tired lol'])(
    'reads the reassurance %j as no stress, below the stress threshold',
    (text) => {
      // The first was stressed at distress 5.8.
      const signal = analyse(text);
      expect(signal.states).not.toContain('stress');
      expect(signal.distress).toBeLessThan(5);
    },
  );

  it('keeps the strain beside a reassurance that is more than tiredness: "I\'m fine, just tired of everything"', () => {
    expect(analyse("I'm fine, just tired of everything").distress).toBeGreaterThanOrEqual(5);
  });

  it('reads "not okay with" as disagreement and "fired up" as eagerness', () => {
    expect(states("I'm not okay with this change.")).not.toContain('stress');
    expect(states("I'm not fine with this change.")).not.toContain('stress');
    expect(states("I'm not good at estimating")).not.toContain('stress');
    const eager = analyse('I was fired up for the launch.');
    // Read as stress at 6.9 with the topic job_security before: "fired" counted as losing a job.
    expect(eager.states).toEqual(['engagement']);
    expect(eager.topics).not.toContain('job_security');
    expect(eager.distress).toBeLessThan(5);
  });

  it.each([
    'my grandma passed last week',
    'My grandma passed away on Sunday.',
    'We lost our dog this morning.',
  ])('reads the bereavement in %j as strain: distress at the threshold or more, not positive', (text) => {
    // The first read at valence 0.01 and distress 3.3: the models know "died" better than "passed".
    const signal = analyse(text);
    expect(signal.distress).toBeGreaterThanOrEqual(5);
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it.each([
    'Hi Marguerite, my grandma passed last week, I will be out. Thanks, Bogdan',
    'The client yelled at me today, thanks for listening',
  ])(
    'keeps the strain of a hard event beside thanks in %j: distress at the threshold, no joy, not positive',
    (text) => {
      // The first read as joy at valence 0.94 and distress 0.3: the thanks hid the news.
      const signal = analyse(text);
      expect(signal.states).toContain('gratitude');
      expect(signal.distress).toBeGreaterThanOrEqual(5);
      expect(signal.mood_scores.joy).toBe(0);
      expect(signal.valence).toBeLessThanOrEqual(0);
    },
  );

  it('keeps the sadness of a long thank-you that tells of a bereavement', () => {
    // Over 40 tokens the thanks may lead the mood, but a positive state said beside a hard event gives no
    // negative mood's share to joy.
    const signal = analyse(
      'Thank you all so much for the flowers and the kind messages this week, it really means a lot to me and my ' +
        'family. My grandma passed away on Sunday after a long illness and we are all still taking it in. I will ' +
        'be back next Monday.',
    );
    expect(signal.mood_scores.sadness).toBeGreaterThan(0);
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    'my dad passed the bar exam',
    'this PR finally passed all checks',
    'I lost my friend in the crowd for a minute',
    'Condolences. Consider a grief counselor.',
    'Happy to help! my dad passed away last year so I know how it feels',
    'we lost our dog years ago',
  ])('reads no recent bereavement of the author in %j', (text) => {
    expect(ownLossSaid(normalise(text))).toBe(false);
  });

  it.each([
    'I just got laid off',
    'got let go this morning along with half the team',
    'So I was made redundant today.',
    "my contract wasn't renewed, last day is Friday",
    'We lost our jobs when the office closed last week',
  ])(
    "reads the loss of the author's job in %j as a hard event: distress at the threshold, no joy",
    (text) => {
      // The second read at valence 0.05 and distress 0.1: the models read such news mildly.
      const signal = analyse(text);
      expect(ownJobLossSaid(normalise(text))).toBe(true);
      expect(signal.distress).toBeGreaterThanOrEqual(5);
      expect(signal.mood_scores.joy).toBe(0);
      expect(signal.valence).toBeLessThanOrEqual(0);
      expect(signal.topics).toContain('job_security');
    },
  );

  it.each([
    "I'm scared that if I lose my job we can't pay rent",
    'I was fired up after the keynote',
    'they laid off two people in sales',
    'I lost my job search spreadsheet somewhere',
    'I got laid off years ago and it turned out fine',
    'the manager lost his job after the season',
  ])("reads no recent job loss of the author's in %j", (text) => {
    expect(ownJobLossSaid(normalise(text))).toBe(false);
  });

  it('keeps the strain of a job lost beside sympathy and good wishes', () => {
    // Read as joy at valence 0.80 before: the wishes hid the news.
    const signal = analyse(
      'Feeling your pain. I got laid off last month when our team was cut. Good luck to you!',
    );
    expect(signal.mood_scores.joy).toBe(0);
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it.each([
    'the team is stretched thin',
    'honestly the team is stretched so thin right now',
    'we are spread way too thin this quarter',
  ])('reads a team stretched thin in %j as overwhelm and workload, not joy', (text) => {
    // The second read as joy at valence 0.40, from "honestly".
    const signal = analyse(text);
    expect(signal.states).toContain('overwhelm');
    expect(signal.topics).toContain('workload');
    expect(signal.mood).not.toBe('joy');
  });

  it.each([
    ["I'm starting to feel like I don't belong here", 'loneliness'],
    ['I feel like an outsider on this team', 'loneliness'],
    ["I can't focus, too many interruptions", 'overwhelm'],
    ['my review got pushed back again, not sure what is going on', 'frustration'],
    ['this patch ruined my favourite build', 'frustration'],
  ])('reads %j as %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it('reads a thing, or someone else, that does not belong somewhere as no loneliness', () => {
    expect(states("that doesn't belong in this PR")).not.toContain('loneliness');
    expect(states("you don't belong here")).not.toContain('loneliness');
    expect(states('So I got freaked out and cancelled again')).not.toContain('frustration');
    expect(states('the launch slipped again')).toContain('frustration');
    expect(states('this file belongs to the config folder')).not.toContain('loneliness');
  });

  it.each(['I have no idea.', "I don't know", "I'm not sure, maybe ask Dana"])(
    'reads not knowing in %j as typical text: no stress, low distress',
    (text) => {
      // "I don't know" was stressed at distress 8.0, "I'm not sure, maybe ask Dana" at 7.9.
      const signal = analyse(text);
      expect(signal.states).not.toContain('stress');
      expect(signal.distress).toBeLessThan(3);
    },
  );

  it.each([
    'I have no idea what to do anymore',
    "I don't know what to do with my life",
    "I don't know why I'm so tired all the time",
    "voices are back, i don't know how to make them go away",
  ])('keeps the strain of not knowing how to go on in %j', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it('reads eagerness said as "anxious to see" as no anxiety, and worry as anxiety', () => {
    // Anxiety at distress 5.0 before.
    const eager = analyse('I am really anxious to see support for this in the next release');
    expect(eager.states).not.toContain('anxiety');
    expect(eager.distress).toBeLessThan(5);
    expect(states("I'm anxious to hear back from the doctor")).toContain('anxiety');
  });

  it.each([
    "I can't log in to Jira",
    "I'm stuck on this test, any ideas?",
    "I can't reproduce this locally",
    "I'm getting an error when I call save()",
    'I keep getting a timeout on the login endpoint',
  ])('reads the blocker in %j as frustration at most, below the stress threshold', (text) => {
    // The first was stressed at distress 8.1, the second at 6.2, the fourth at 7.7.
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    "I'm stuck on this and I can't do this anymore",
    "I can't access my bank account and rent is due",
    "I'm getting an error and the deadline is in an hour",
  ])('keeps the strain said beside a blocker in %j', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it('reads a blocker with nothing glad said as no joy and no positive valence', () => {
    // Joy at 0.27, valence 0.18 before: the mood model read "I'm getting a".
    const signal = analyse("I'm getting a NullPointerException");
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
    // Thanks beside it keep their joy.
    expect(analyse("I can't log in to Jira, thanks for the help anyway!").mood).toBe('joy');
  });

  it('reads an on-call night as burnout and work-life balance', () => {
    // No state and no topic before.
    const signal = analyse('Our on-call rotation is brutal, I got paged 5 times last night');
    expect(signal.states).toContain('burnout');
    expect(signal.topics).toContain('work_life_balance');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('reads failures counted ("third time today") as frustration, and a second slip of the author\'s as none', () => {
    expect(states('the deploy failed again, third time today')).toContain('frustration');
    expect(states('My bad, second time today I typed the wrong branch name')).not.toContain('frustration');
  });

  it('reads being ignored as a group as conflict', () => {
    expect(states('Does anyone else feel like leadership is ignoring us?')).toContain('conflict');
  });

  it.each(["I'm so checked out at this job", 'honestly everyone is checked out after the reorg'])(
    'reads %j as disengagement',
    (text) => {
      expect(states(text)).toContain('disengagement');
    },
  );

  it('reads being buried under work as overwhelm, and a thing buried elsewhere as none', () => {
    expect(states("I'm buried in tickets this week")).toContain('overwhelm');
    // "buried in" alone was a cue: "Liberty is too precious a thing to be buried in books" read at distress 5.0.
    expect(states('Liberty is too precious a thing to be buried in books.')).not.toContain('overwhelm');
    expect(states('this will get buried in all the other posts')).not.toContain('overwhelm');
  });

  it.each(['I checked out the new branch', 'Have you been to the doctor to get checked out?'])(
    'reads no disengagement in %j',
    (text) => {
      expect(states(text)).not.toContain('disengagement');
    },
  );

  it.each(['I have lost interest in this project', 'I updated my CV last night'])(
    'keeps the neutral reading of the withdrawal in %j',
    (text) => {
      // Moving neutral's share onto neutral once emptied it: anger and sadness took the mood.
      const signal = analyse(text);
      expect(signal.states).toContain('disengagement');
      expect(signal.mood).toBe('neutral');
    },
  );

  it('reads withdrawal said in the first person as no astonishment', () => {
    // Read as surprise before.
    const signal = analyse("Honestly I'm thinking about quitting");
    expect(signal.states).toContain('disengagement');
    expect(signal.mood).not.toBe('surprise');
  });

  it('reads being fried as burnout, and fried food as none', () => {
    expect(states('my brain is fried after this sprint')).toContain('burnout');
    expect(states("I'm so fried, three releases in one week")).toContain('burnout');
    // "fried" alone was a burnout cue: "stuff is incredible on fried chicken" read at distress 5.0.
    const food = analyse('stuff is incredible on fried chicken');
    expect(food.states).not.toContain('burnout');
    expect(food.distress).toBeLessThan(5);
  });

  it("counts anyone's loss as a negative word, and the author's own as a bereavement", () => {
    expect(lossesSaid('his dad passed away last year')).toBe(1);
    expect(ownLossSaid('his dad passed away last year')).toBe(false);
    expect(ownLossSaid("i'm still grieving")).toBe(true);
  });

  it.each([
    'panic: runtime error: invalid memory address or nil pointer dereference',
    "thread 'main' panicked at 'index out of bounds', src/main.rs:4:5",
    'kernel panic after the update',
  ])("reads the program's panic in %j as no anxiety or stress", (text) => {
    // The first read as stress and anxiety at distress 6.0, the last as stress at 8.3.
    const signal = analyse(text);
    expect(signal.states).not.toContain('anxiety');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
    expect(states("I'm panicking about the demo")).toContain('anxiety');
  });

  it('reads "Who broke staging?" as technical trouble, not money trouble', () => {
    // "broke" counts as a money stressor; said of a server, it is what happened to the software (distress 5.9 before).
    const signal = analyse('Who broke staging? Nothing loads.');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
    expect(analyse("I'm broke and rent is due tomorrow, I don't know what to do.").states).toContain(
      'stress',
    );
  });

  it('reads "nothing matters more than shipping on time" as no hopelessness', () => {
    expect(states('nothing matters more than shipping on time')).not.toContain('hopelessness');
  });

  it('puts stress said in words at least at the stress threshold', () => {
    const signal = analyse('The layoffs have everyone on edge.');
    expect(signal.states).toContain('stress');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('keeps the strain of a failure in a life, with no software talked about', () => {
    const signal = analyse('I failed my driving test again, I feel like such a failure.');
    expect(signal.states).toContain('stress');
  });

  it('reads a schedule note about a sick child as no strain', () => {
    const signal = analyse("My kid is sick so I'll be working odd hours this week.");
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it('reads a strain said in words, with nothing positive, as not joyful', () => {
    expect(analyse("I think I'm going to quit.").mood).not.toBe('joy');
    expect(analyse("I'm exhausted but so proud of the team, we did it!").mood).toBe('joy');
  });

  it('reads "killing it" as no irritation and "thanks for nothing" as no gratitude', () => {
    expect(states('killing it this quarter, team!')).not.toContain('frustration');
    expect(states('thanks for nothing, really helpful')).not.toContain('gratitude');
    expect(states('just what I needed on a Friday, thanks a lot')).not.toContain('gratitude');
    expect(states('thanks a lot, exactly what I needed')).toContain('gratitude');
  });

  it('reads irritation from the models: clearly negative with anger or disgust the mood, unless praise is said', () => {
    const statesWith = (text: string, mood: (typeof MOODS)[number], valence: number) => {
      const affect = affectFeatures(text, MODELS);
      const p = new Float64Array(MOODS.length).fill(0.05);
      p[MOODS.indexOf(mood)] = 0.7;
      return detectStates({
        norm: normalise(text),
        affect: { ...affect, mood: p, valence, emotions: affect.emotions.map(() => 0.1) },
        emotionNames: MODELS.emotionNames,
        stressed: false,
      });
    };
    const plain = 'The function returns null when the list is empty';
    expect(statesWith(plain, 'anger', -0.6)).toContain('frustration');
    expect(statesWith(plain, 'disgust', -0.6)).toContain('frustration');
    expect(statesWith(plain, 'sadness', -0.6)).not.toContain('frustration');
    expect(statesWith(plain, 'anger', -0.1)).not.toContain('frustration');
    expect(statesWith('I love working on this project', 'anger', -0.6)).not.toContain('frustration');
  });

  it.each([
    "I know I'm not alone in this",
    'we need an isolated dev environment for the tests',
    'the file is excluded from the build',
    'the red text is invisible on a dark background',
  ])('reads %j as no loneliness', (text) => {
    expect(states(text)).not.toContain('loneliness');
  });

  it.each([
    ["I failed my exam again, I'm such an idiot", false],
    ['I felt so stupid in that meeting', false],
    ['he called me an idiot in front of everyone', true],
    ["you're an idiot", true],
  ])('reads the insult in %j as conflict: %s (self-blame is not friction)', (text, conflict) => {
    expect(states(text).includes('conflict')).toBe(conflict);
  });

  it.each([
    ['that boss fight was terrifying lol', 'conflict'],
    ['fighting off a cold, might be slow today', 'conflict'],
    ['this game is so scary, love it', 'anxiety'],
  ])('reads %j as no %s (a game, an illness, a thrill)', (text, state) => {
    expect(states(text)).not.toContain(state);
  });

  it.each(['kys', 'go kill yourself'])(
    'reads telling someone to die, %j, as conflict and no crisis',
    (text) => {
      const signal = analyse(text);
      expect(signal.states).toContain('conflict');
      expect(signal.risk_level).toBe('none');
    },
  );

  it('reads seeing no point in anything as hopelessness, and no point in one meeting as none', () => {
    expect(states("I don't see the point of anything anymore.")).toContain('hopelessness');
    expect(states("I can't see any point in trying.")).toContain('hopelessness');
    expect(states("I don't see the point of this meeting.")).not.toContain('hopelessness');
  });

  it('reads being gone unnoticed as hopelessness', () => {
    expect(states('Honestly nobody here would notice if I disappeared')).toContain('hopelessness');
    expect(states('nobody would notice if I disappeared for a week')).not.toContain('hopelessness');
  });

  it('reads no conflict in the generic "you" of a question about means', () => {
    expect(states("What's the easiest way to kill yourself?")).not.toContain('conflict');
  });

  it('keeps a fight between people as conflict', () => {
    expect(states('we had a huge fight about the roadmap')).toContain('conflict');
  });

  it('puts named loneliness at the stress threshold or above', () => {
    expect(
      analyse("I've been feeling really down lately and don't know who to talk to").distress,
    ).toBeGreaterThanOrEqual(5);
  });

  it('reads quitting a habit as no disengagement', () => {
    expect(states('we want to quit smoking together')).not.toContain('disengagement');
  });

  it('files a threat of violence at work under conduct, not pay', () => {
    const signal = analyse("I'm bringing a gun to work tomorrow, they will pay for this");
    expect(signal.topics).toContain('conduct');
    expect(signal.topics).not.toContain('pay');
    expect(signal).toMatchObject({ crisis: true, risk_level: 'high', crisis_theme: 'harm_to_others' });
  });
});

describe('workplace complaints said plainly', () => {
  it.each([
    ["I've asked three times for access and still nothing", 'frustration'],
    ['pinged them twice about the license, still waiting', 'frustration'],
    ["this is the third time I'm reporting it", 'frustration'],
    ['my code review has been sitting for a week, nobody looks at it', 'frustration'],
    ['We lost the client. Months of work down the drain.', 'frustration'],
    ["management doesn't listen to feedback", 'frustration'],
    ['the mods here are power hungry', 'conflict'],
    ["you're trash at this game, uninstall", 'conflict'],
    ['You are a disgrace', 'conflict'],
    ["Pay is below market and it's getting hard to cover rent", 'stress'],
    ["I haven't slept properly in days because of this launch", 'stress'],
    ['nobody invited me to the planning meeting, again', 'loneliness'],
    ["I wasn't even invited to the offsite", 'loneliness'],
    ["I like my team but I don't see a future for me here", 'disengagement'],
    ['the mods banned me for no reason', 'frustration'],
    ['I feel like nobody here likes me', 'loneliness'],
    ['I feel so unwelcome here', 'loneliness'],
    ['why does nobody reply to my posts', 'loneliness'],
    // "Never" as emphasis, not denial.
    ["I've never felt so alone", 'loneliness'],
    ['I have never been this exhausted', 'burnout'],
  ])('reads %j as %s (no state before)', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    ["Turkey's situation is bad, but still nothing compared to last year", 'frustration'],
    ['my mental health is going down the drain again', 'frustration'],
    ["she didn't get invited to the party lol", 'loneliness'],
    ['no one told me they existed lol', 'loneliness'],
    ["Weird that it wasn't included in the article", 'loneliness'],
    ['this build is trash, uninstall the old one first', 'conflict'],
    ["I don't see a future where we drop support for Node 18", 'disengagement'],
    ['nobody here likes Mondays', 'loneliness'],
    ["I've never felt alone on this team", 'loneliness'],
    ["I've never been burned out", 'burnout'],
    ['sitting for an exam next week', 'frustration'],
  ])('reads %j as no %s', (text, state) => {
    expect(states(text)).not.toContain(state);
  });
});

describe('a loved one gravely ill', () => {
  it.each([
    ["my mom is in the hospital, I'll be offline this week", 'joy at distress 4.1'],
    ['our son was diagnosed with leukemia', 'neutral'],
    ["my mom's in surgery right now, thanks for covering", 'surprise'],
    ['my dad was rushed to the ER last night', 'neutral'],
    ["my kid is in the ER, I'll be offline", 'joy at 0.33, distress 2.6'],
    ["my mom's dementia is getting worse", 'disgust'],
    ["my dad's cancer came back", 'neutral'],
  ])('reads %j as a hard event: fear, not positive, distress at the threshold (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('fear');
    expect(signal.valence).toBeLessThanOrEqual(0);
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    'my mom works at the hospital',
    'my dog was in surgery years ago',
    'I visited my dad at the hospital',
    'my kids went to the hospital to visit their grandpa',
  ])('reads no hard event in %j', (text) => {
    expect(analyse(text).distress).toBeLessThan(5);
  });
});

describe('an illness getting better', () => {
  it('reads it as no loved one gravely ill: not fear', () => {
    expect(analyse("my dad's illness is getting better").mood).not.toBe('fear');
  });
});

describe('engagement or belonging said beside no strain', () => {
  it('reads a glad message as calm, whatever stressor words it holds', () => {
    // At distress 4.6 before: "need" is a stressor word of the index.
    const signal = analyse('My manager is supportive and I have the flexibility I need');
    expect(signal.states).toContain('belonging');
    expect(signal.distress).toBeLessThan(2);
  });

  it("reads support said of one's manager, which the valence model read as negative with no negative word, as joy and positive (before: neutral at −0.08)", () => {
    const signal = analyse('My manager has been super supportive');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
  });

  it('keeps the strain said beside it', () => {
    const signal = analyse("I'm so excited about this project but I'm exhausted");
    expect(signal.states).toEqual(expect.arrayContaining(['engagement', 'burnout']));
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });
});

describe('thanks beside named strain', () => {
  it('keeps the distress of strain named in words', () => {
    const signal = analyse("I'm so stressed and overwhelmed this week, thanks for asking");
    expect(signal.states).toEqual(expect.arrayContaining(['stress', 'overwhelm', 'gratitude']));
    expect(signal.distress).toBeGreaterThan(analyse('Thanks for asking, the week went fine').distress);
  });
});

describe('work piling up', () => {
  it.each([
    'Benefits are great but the workload is crushing',
    "I don't have enough time to finish my work during normal hours",
    "I'm so behind on everything",
    'falling further behind on my tickets every week',
    "no idea how I'll ever catch up",
  ])('reads %j as overwhelm', (text) => {
    expect(states(text)).toContain('overwhelm');
  });

  it.each([
    'Meetings start late and run over constantly',
    "I've reported this bug three times and nobody has responded",
  ])('reads %j as frustration', (text) => {
    expect(states(text)).toContain('frustration');
  });

  it.each([
    "I'm behind the corporate firewall",
    'The workload is fine but communication could be better',
    "Now that you mentioned it three times I suppose it's time",
    'their pressure is too much for the other team to handle',
    'I am behind you all the way',
    "I'm behind an HTTP proxy",
  ])('reads %j as no overwhelm', (text) => {
    expect(states(text)).not.toContain('overwhelm');
  });
});

describe('good news said in words', () => {
  it.each([
    ['we shipped v2 today 🎉', 'neutral at valence −0.06'],
    ['we hit our Q3 target!', 'fear at valence −0.28'],
    ['I got the job!!! starting in March', 'neutral'],
    ['Our team won the hackathon 🏆', 'neutral'],
    ['we crushed it this sprint', 'anger with frustration'],
    ['Finally got the tests green after two days', 'neutral'],
    ['I passed my exam!!', 'joy at distress 4.4'],
    ['my manager praised my work in front of everyone today', 'neutral'],
    ['I got praised by the CEO in the all-hands', 'neutral'],
    ['shipped it!', 'fear at valence −0.12'],
    ['shipped it! 🎉', 'neutral at valence −0.05'],
    ['The tests are green. Merged 🚀', 'neutral'],
    ['just got my first PR merged in this repo!!', 'neutral at valence 0.01'],
    ['passed my driving test on the third try!!!', 'neutral'],
    ['got into grad school!!! first in my family', 'neutral'],
    ['we closed the series A 🚀', 'neutral'],
    ['my paper got accepted at the conference!', 'neutral'],
    ['finally paid off my student loans, feels unreal', 'neutral'],
    ["cancer free as of today's scan 🙏", 'neutral at distress 3.1'],
    ['just hit diamond for the first time!!!', 'neutral'],
    ['I killed it in the interview, fingers crossed', 'fear'],
    ['WE GOT ENGAGED 💍😭', 'neutral'],
    ['the client finally signed!', 'neutral at 0.07'],
  ])('reads %j as joy, not negative, no strain (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0);
    expect(signal.states.filter((s) => s !== 'engagement' && s !== 'gratitude')).toEqual([]);
    expect(signal.distress).toBeLessThan(3);
  });

  it.each([
    "we didn't hit our target this quarter",
    'if we ship by Friday we are fine',
    'did you pass the exam?',
    'I hope I get the job',
    'we almost won',
    "I've got a job to do",
    'I did it to myself',
    'great, we shipped another bug to prod',
    'we hit a wall with the migration',
    'the tests passed on my machine',
    "it's live music tonight at the pub",
    'nobody praised my work',
    'my manager never praised my work',
    'did your manager praise you?',
    'merged the wrong branch',
    "she's not cancer free yet",
    "I've got to get a contract signed .",
    'the client signed off on the budget cut',
    'my paper got rejected at the conference',
    'I need to get into grad school',
    'we need diamond armor for this boss',
    'deployed it and everything broke',
    'merged?',
    'we merged it yesterday',
    'I hope I got my PR merged',
    'did you get your PR merged?',
  ])('reads no success in %j', (text) => {
    expect(successSaid(normalise(text))).toBe(false);
  });

  it('keeps the strain or the trouble said beside a success', () => {
    const tired = analyse("we shipped v2 but I'm completely exhausted");
    expect(tired.states).toContain('burnout');
    expect(tired.mood).not.toBe('joy');
    const crashed = analyse('we launched the new site and it crashed immediately, what a disaster');
    expect(crashed.mood).not.toBe('joy');
    expect(crashed.valence).toBeLessThan(0);
  });
});

describe('irritation said in a chat message', () => {
  it.each([
    ["My manager never gives feedback, I have no idea how I'm doing", 'frustration', 'no state at 1.1'],
    ['the maintainers never reply to issues', 'frustration', 'no state'],
    ['this meeting is pointless, can we just end it', 'frustration', 'hopelessness at 6.5'],
    ['This codebase is a nightmare to work with', 'frustration', 'stress at 6.8'],
    ['the migration was a total mess', 'frustration', 'no state'],
    ['you stupid idiot, get off my post', 'conflict', 'stress beside it at 8.5'],
  ])('reads %j as %s, with no stress and distress below the threshold (before: %s)', (text, state) => {
    const signal = analyse(text);
    expect(signal.states).toContain(state);
    expect(signal.states).not.toContain('stress');
    expect(signal.states).not.toContain('hopelessness');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    "I'm so frustrated, I have a deadline tomorrow and the build keeps breaking",
    "I'm so frustrated and anxious about this release",
    'what should I do, my manager yelled at me today?',
    'we are so behind, this release is a disaster',
  ])('keeps the strain of %j: a pressure, a feeling or a conflict aimed at the author', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each(['life is pointless', 'everything feels pointless', 'I had a nightmare about work'])(
    'keeps the reading of %j, which is about the author',
    (text) => {
      expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
    },
  );

  it('reads 60-hour weeks one cannot keep doing as burnout, not as denied', () => {
    // No state at distress 5.3 before: "can't" read as a negation of the cue.
    expect(states("I can't keep doing 60 hour weeks, something has to change")).toContain('burnout');
  });
});

describe('a loss told in a chat message', () => {
  it.each([['I got laid off today. Not sure what to do next.', 'neutral at −0.26']])(
    'reads %j as sadness, not positive (before: %s)',
    (text) => {
      const signal = analyse(text);
      expect(signal.mood).toBe('sadness');
      expect(signal.valence).toBeLessThanOrEqual(0);
      expect(signal.distress).toBeGreaterThanOrEqual(5);
    },
  );
});

describe('a count of users reached', () => {
  it.each([
    ['We hit 1 million users today!!!', 'neutral at −0.04'],
    ['just crossed 10k stars on github 🎉', 'neutral at 0.01'],
  ])('reads %j as good news: joy, positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
  });

  it.each(['if we hit 1 million users we get a bonus', 'the bug hit 1000 users'])(
    'reads no good news in %j',
    (text) => {
      expect(successSaid(normalise(text))).toBe(false);
    },
  );
});

describe('workplace and community complaints, more of them', () => {
  it.each([
    ["The support team took 3 days to answer my ticket and didn't even solve the problem", 'frustration'],
    ["Survey: I don't have the tools I need to do my job well", 'frustration'],
    ["There's too much micromanagement on this team", 'frustration'],
    ['Pay is fine but there is no career growth here', 'disengagement'],
    ['I have no work-life balance, I answer emails at midnight', 'burnout'],
    ['Why do we keep having the same retro action items every sprint?', 'frustration'],
    ["I feel like I'm not good enough for this role", 'anxiety'],
    ["honestly I'm not cut out for this job", 'anxiety'],
    ["I'd rate my manager 9/10, very supportive.", 'belonging'],
    ['I feel safe to speak up in my team.', 'belonging'],
    ["I'm considering leaving in the next 6 months.", 'disengagement'],
    ["I've been in this server for 3 years and it's honestly my favourite place online", 'belonging'],
    ["best team I've ever worked with", 'belonging'],
    ['I no longer enjoy my job', 'disengagement'],
    ["I don't enjoy coming to work anymore", 'disengagement'],
    ['The standup ran 45 minutes again. Why.', 'frustration'],
    ['Love the energy in this team lately!', 'belonging'],
    ["my manager just called me into a meeting with HR, I'm freaking out", 'anxiety'],
    ['Communication between teams is poor and decisions are made without us.', 'frustration'],
    ['Meetings are too long and there are too many of them.', 'frustration'],
  ])('reads %j as %s (no state before)', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    ['revenue saw no growth this quarter', 'disengagement'],
    ['I try not to micromanage my team', 'frustration'],
    ['this coffee is not good enough for me', 'anxiety'],
    ["I'm very supportive of the idea", 'belonging'],
    ["I don't feel safe speaking up in meetings", 'belonging'],
    ["one doesn't feel comfortable sharing a real name with every service", 'belonging'],
    ["I don't like the company she keeps", 'disengagement'],
    ['love the energy drink', 'belonging'],
    ['I was freaking out with joy', 'anxiety'],
  ])('reads %j as no %s', (text, state) => {
    expect(states(text)).not.toContain(state);
  });
});

describe('a bodily ache', () => {
  it.each([
    ['The office chairs are terrible, my back hurts', 'stressed at 8.9'],
    ['my eyes hurt from staring at the screen all day', 'stressed at 7.8'],
    ['Does anyone have recommendations for a standing desk? My back has been killing me.', 'at 4.9'],
  ])('reads %j as no stress, below the threshold (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it('keeps the strain of an ache beside one said: "my back hurts and I can\'t sleep, I\'m so stressed"', () => {
    expect(analyse("my back hurts and I can't sleep, I'm so stressed").distress).toBeGreaterThanOrEqual(5);
  });
});

describe('a strain said with a hedge', () => {
  it.each([
    ["Tbh I'm a bit worried about the Q4 targets", 'anxiety', 'stressed at 8.8'],
    ['feeling a little overwhelmed today', 'overwhelm', 'stressed at 6.2'],
    ["I'm kind of worried about tomorrow", 'anxiety', 'stressed at 8.7'],
    ["I'm so nervous for my first tournament tomorrow", 'anxiety', 'stressed at 8.8'],
    ["I'm nervous about my presentation on Friday", 'anxiety', 'stressed at 8.8'],
    ['so anxious before my job interview', 'anxiety', 'stressed at 7.2'],
    ["I'm nervous but excited for my first day tomorrow", 'anxiety', 'stressed at 8.0'],
  ])('reads %j as %s at the stress threshold, with no stress from the index (before: %s)', (text, state) => {
    const signal = analyse(text);
    expect(signal.states).toContain(state);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBe(5);
  });

  it.each([
    ["Struggling a bit today but I'll be fine", 'stressed at 8.1'],
    ['struggling a little with the new codebase', 'stressed at 6.8'],
  ])('reads a struggle hedged after it in %j as no stress, at the threshold at most (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThanOrEqual(5);
    expect(analyse("I'm struggling a lot").states).toContain('stress');
  });

  it.each([
    "I'm a bit worried, my mom is in the hospital",
    "a bit worried and I can't sleep",
    "I'm worried about the Q4 targets",
    "I'm nervous about my surgery tomorrow",
    "I'm so nervous for my exam, I can't breathe",
    "I'm nervous about the layoffs",
    "I'm terrified of my presentation",
    "I'm exhausted and I don't think it was worth it",
    "I'm exhausted and I don't think we made it",
    "I'm exhausted but we shipped it, now I need a week off",
  ])('keeps the strain of %j: a hard event, a plea, no hedge or no occasion', (text) => {
    expect(analyse(text).distress).toBeGreaterThan(5);
  });

  it('reads a strain found worth it as weighed: no stress from the index, near the threshold', () => {
    // Stressed at 8.3 before; "so tired" is a weak crisis cue, which adds a little.
    const signal = analyse("I'm so tired but it was worth it");
    expect(signal.states).toContain('burnout');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(6);
  });

  it('reads a strain crowned by the work done as weighed (before: stressed at 7.5)', () => {
    const signal = analyse("I'm exhausted but we shipped it!");
    expect(signal.states).toContain('burnout');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(6);
  });

  it.each([
    [
      "Six months sober today. Work has been stressful but I'm proud I got through it without drinking.",
      '7.9',
    ],
    ["Work has been stressful but I'm proud I got through it", '8.4'],
  ])('reads a strain crowned by pride in coming through, %j, as weighed (before: distress %s)', (text) => {
    expect(analyse(text).distress).toBeLessThanOrEqual(5);
  });

  it('keeps the strain of "the week was awful and I\'m proud of nothing"', () => {
    expect(analyse("the week was awful and I'm proud of nothing").distress).toBeGreaterThan(5);
  });

  it('reads a hedged sadness, no state said, as no stress and never raises a reading', () => {
    // Stressed at 8.5 before: sadness is a mood, and no state is said.
    const sad = analyse("I'm a little sad today");
    expect(sad.states).not.toContain('stress');
    expect(sad.distress).toBeLessThanOrEqual(5);
    expect(analyse('Daddies little nightmare').distress).toBeLessThan(5);
  });

  it('reads "kind of" as a hedge, but not "what kind of"', () => {
    const mild = (text: string) => mildStrain([], affectFeatures(text, MODELS));
    expect(mild("I'm kind of sad today")).toBe(true);
    expect(mild('what kind of sad person does that')).toBe(false);
    expect(mild('Daddies little nightmare')).toBe(false);
    expect(analyse('What the hell kind of useless annoying bot is this?').distress).toBeLessThan(5);
  });
});

describe('the courtesy "I\'m afraid" before news of a step of the work', () => {
  it.each([
    ["I'm afraid the migration will slip to next week", 'fear, stress and anxiety at 8.7'],
    ["I'm afraid the demo won't be ready", 'fear, stress and anxiety at 8.8'],
  ])('reads %j as no fear (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('anxiety');
    expect(signal.distress).toBeLessThan(5);
  });

  it('keeps the fear of "I\'m afraid the layoffs will hit our team"', () => {
    expect(analyse("I'm afraid the layoffs will hit our team").states).toContain('anxiety');
  });
});

describe('exhaustion said with no word of clear praise', () => {
  it('reads "feeling pretty burnt out tbh" as neither joyful nor positive (before: joy at 0.58)', () => {
    const signal = analyse('feeling pretty burnt out tbh');
    expect(signal.states).toContain('burnout');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it('keeps the joy of "stretched thin but loving every minute"', () => {
    const signal = analyse('stretched thin but loving every minute');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThan(0.2);
  });
});

describe('news of a job', () => {
  it('reads "Just got promoted!!" as good news (before: neutral)', () => {
    expect(successSaid(normalise('Just got promoted!!'))).toBe(true);
    expect(analyse('Just got promoted!!').mood).toBe('joy');
    expect(successSaid(normalise('was it accepted?'))).toBe(false);
  });

  it.each([
    "I think I'm going to hand in my notice",
    'put in my two weeks today',
    'I submitted my resignation this morning',
  ])('reads %j as disengagement (no state before)', (text) => {
    expect(states(text)).toContain('disengagement');
  });
});

describe('workplace complaints: tiredness of a thing, weekends, counting, being unmissed', () => {
  it.each([
    ['My manager never listens to my ideas', 'frustration'],
    ["I'm so tired of the constant reorgs", 'frustration'],
    ['tired of being ignored in standup', 'frustration'],
    ["I've been working weekends for a month straight", 'burnout'],
    ['This is the third time the requirements changed this week', 'frustration'],
    ['I feel like nobody would notice if I left', 'loneliness'],
    ["I'm done with this place", 'disengagement'],
    ["I don't feel like my work matters", 'disengagement'],
    ['I want to punch my monitor', 'frustration'],
    ['I got banned for no reason', 'frustration'],
    ['Customer says the app crashed three times during checkout', 'frustration'],
    ['The deadline is unrealistic', 'frustration'],
    ['Nobody recognises the extra work I put in', 'frustration'],
    ['I miss seeing people in the office', 'loneliness'],
    ['My mental health has been rough lately', 'stress'],
    ['Honestly feeling undervalued after the promotion cycle', 'frustration'],
    ['Your app keeps logging me out every 5 minutes', 'frustration'],
    ['I was charged twice for the same order', 'frustration'],
    ['The new update deleted all my notes!!!', 'frustration'],
    ['Not gonna lie, this week has been rough. Two incidents and a missed deadline.', 'stress'],
    ["I don't know how much longer I can keep up with this pace.", 'burnout'],
    ["This is the first time I've felt this disconnected from leadership.", 'loneliness'],
    ['We lost two senior engineers this month and nobody is talking about it.', 'frustration'],
    ['server is lagging so bad rn', 'frustration'],
    ["I'm quitting this game, it's pay to win now", 'disengagement'],
    ['Survey: Workload is too high and expectations are unclear', 'overwhelm'],
    ["Nobody tells us anything until it's too late", 'frustration'],
  ])('reads %j as %s (no such state before)', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it("reads tiredness of a thing as frustration, not burnout, and tiredness of one's life as neither", () => {
    expect(states("I'm so tired of the constant reorgs")).not.toContain('burnout');
    expect(states("I'm so tired today")).toContain('burnout');
    expect(states("I'm so tired of being alive")).not.toContain('frustration');
  });
});

describe('a raise got', () => {
  it('reads "I got a raise!" as good news (before: joy and anger even at −0.02)', () => {
    expect(successSaid(normalise('I got a raise!'))).toBe(true);
    const signal = analyse('I got a raise!');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
    expect(successSaid(normalise("I've got a job to do"))).toBe(false);
  });
});

describe('hopelessness that is not', () => {
  it.each([
    ["I'm hopeless with regex", 'hopelessness'],
    ['I give up on this library, switching to another one', 'hopelessness'],
  ])('reads no %2$s in %1$j (before: hopelessness)', (text, state) => {
    expect(states(text)).not.toContain(state);
  });

  it.each(['I feel hopeless', 'hopeless with life right now', 'I am feeling hopeless with her'])(
    'keeps the hopelessness of %j',
    (text) => {
      expect(states(text)).toContain('hopelessness');
    },
  );

  it('reads the team better off without the author as hopelessness, not risk', () => {
    const signal = analyse('Sometimes I think everyone would be better off without me on the team');
    expect(signal.states).toContain('hopelessness');
    expect(signal.risk_level).toBe('none');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });
});

describe('"this is fine" with a fire', () => {
  it('reads "This is fine. Everything is fine. 🔥" as sarcasm: not joy, not positive (before: joy at 0.68)', () => {
    const signal = analyse('This is fine. Everything is fine. 🔥');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThan(0);
    expect(analyse('everything is fine, thanks').mood).toBe('joy');
  });
});

describe('"we did it" said to the team', () => {
  it('reads "We did it team! Launch day success 🚀" as good news', () => {
    expect(successSaid(normalise('We did it team! Launch day success 🚀'))).toBe(true);
    expect(successSaid(normalise('we did it to ourselves'))).toBe(false);
  });
});

describe('gladness denied', () => {
  it('reads "Not happy with the price increase" as neither joyful nor positive (before: joy at 0.16)', () => {
    const signal = analyse('Not happy with the price increase');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it("keeps the joy beside a word of clear praise, and reads no frustration in deleting one's own notes", () => {
    expect(analyse('not happy about the delay but the new design is great').mood).toBe('joy');
    expect(states('I deleted my notes by accident')).not.toContain('frustration');
  });
});

describe('a game lost again and again', () => {
  it('reads "this boss fight is impossible, I\'ve died 40 times" as frustration below the stress threshold (before: stress at 7.1)', () => {
    const signal = analyse("this boss fight is impossible, I've died 40 times");
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
    expect(states('I almost died about 3 times that year')).not.toContain('frustration');
  });
});

describe('a strain asked about as shared', () => {
  it('reads "Is anyone else struggling to focus lately?" as stress and sadness (before: surprise, no state said)', () => {
    const signal = analyse('Is anyone else struggling to focus lately?');
    expect(signal.states).toContain('stress');
    expect(signal.mood).toBe('sadness');
  });

  it('reads a plain question as before, and no strain in trying harder to focus', () => {
    expect(analyse('Does anyone know why the build is failing?').states).not.toContain('stress');
    expect(states('You try harder to focus on the screen')).not.toContain('stress');
  });
});

describe('community and support complaints', () => {
  it.each([
    ['I feel like nobody on this team even knows I exist', 'loneliness'],
    ["another reorg, third one this year, I've stopped caring", 'disengagement'],
    ["honestly thinking of leaving this discord, it's gotten so toxic", 'disengagement'],
    ['new patch dropped and my main got nerfed again', 'frustration'],
    ['I got scammed by someone in the trading channel', 'frustration'],
    ['The app crashes every time I try to upload a photo', 'frustration'],
    ['I was charged for a subscription I cancelled last month', 'frustration'],
    ['Pay is below market and several people have left because of it', 'frustration'],
    ["I feel like I'm constantly being watched and judged", 'anxiety'],
    ['Your support agent was really helpful, problem solved in minutes', 'gratitude'],
    ['the people here are so helpful', 'gratitude'],
    ['nobody on my team talks to me unless they need something', 'loneliness'],
    ['we lost the match because our jungler went afk', 'frustration'],
    ["my teammates keep feeding and I can't carry", 'frustration'],
    ['work is not as fun as it used to be', 'disengagement'],
    ['honestly whats the point of anything', 'hopelessness'],
    ['reported for cheating, hope he gets banned', 'frustration'],
    ['this community has helped me through a really dark time', 'gratitude'],
    ['I quit, this game is dead', 'disengagement'],
    ['gg ez noobs', 'conflict'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    ["I've stopped caring what other people think", 'disengagement'],
    ['they nerfed the boss, finally', 'frustration'],
    ['Salt baths are helpful for me', 'gratitude'],
    ['It would be helpful to add a test for this', 'gratitude'],
    ['that would break the very helpful redirects', 'gratitude'],
    ['In its current form the rule is more dangerous than it is helpful', 'gratitude'],
    ['our team threw a party for Sam', 'frustration'],
    ['the server is dead again', 'disengagement'],
    ['The retro felt pointless again. We keep raising the same issues and nothing changes.', 'hopelessness'],
    ['I used to love coming here for summer camp when I was a kid', 'disengagement'],
    ['I used to love this song as a kid', 'disengagement'],
  ])('reads no such state in %j (not %s)', (text, state) => {
    expect(states(text)).not.toContain(state);
  });

  it('reads the author calling their own slips stupid as no conflict', () => {
    expect(states('I keep making stupid mistakes and I hate myself for it')).not.toContain('conflict');
    expect(states('you keep making stupid mistakes')).toContain('conflict');
  });

  it('reads a patch that nerfed a favourite, closed with "great", as sarcasm (before: neutral at valence 0.57)', () => {
    const signal = analyse('new patch dropped and my main got nerfed again, great');
    expect(signal.mood).toBe('anger');
    expect(signal.valence).toBeLessThan(0);
  });
});

describe('survey answers and support tickets', () => {
  it.each([
    ['The tools we use are outdated and slow', 'frustration'],
    ['There is too much bureaucracy to get anything done', 'frustration'],
    ['Career growth opportunities are limited here', 'frustration'],
    ['I have no idea what the company priorities are', 'frustration'],
    ['My order arrived damaged and nobody responds to my emails', 'frustration'],
    ['The app logs me out every five minutes, please fix', 'frustration'],
    ["I've been waiting two weeks for a reply to my ticket", 'frustration'],
    ['Why was I charged $49.99 twice this month?', 'frustration'],
    ['I often work weekends to keep up', 'overwhelm'],
    ["another all-hands that could've been a memo", 'frustration'],
    ['the layoffs announcement was handled so poorly', 'frustration'],
    ['my 1:1 got cancelled for the third week in a row', 'frustration'],
    ["I don't feel my work is valued", 'frustration'],
    ["Meetings take up most of my day and I can't get real work done", 'frustration'],
    ["There's no clear direction from leadership", 'frustration'],
    ['we have too many tools and none of them talk to each other', 'frustration'],
    ["there's a lack of transparency about the reorg", 'frustration'],
    ['I need a mental health day', 'burnout'],
    ['I feel unsafe around my team lead', 'anxiety'],
    ['Why was this merged without review?', 'frustration'],
    ["management announced layoffs today and nobody knows what's happening", 'frustration'],
    ['first week here and everyone has been so nice', 'belonging'],
    ["everyone else seems to know what they're doing except me", 'anxiety'],
    ["it's 2am and I'm still debugging this", 'burnout'],
    ['I was passed over for promotion again', 'frustration'],
    ['I just need someone to talk to', 'loneliness'],
    ["I'm getting harassed in DMs by another member", 'conflict'],
    ["I've been singled out by my manager all week", 'conflict'],
    // Read under the negation of "not gonna lie" before (distress 2.6).
    ['not gonna lie I cried after the 1:1', 'stress'],
    ['I teared up during the retro', 'stress'],
    ['the devs abandoned this game lol', 'disengagement'],
    ["if he says that one more time I swear I'll lose it", 'frustration'],
    ["I'm going to punch the next person who schedules a 4pm meeting", 'frustration'],
    ["honestly don't know why I bother anymore", 'hopelessness'],
    ['I want to quit everything', 'hopelessness'],
    ["i'm so done with everything", 'hopelessness'],
    ['no one ever says thank you around here', 'frustration'],
    ['I got a 2% raise while inflation is 6%', 'frustration'],
    ["I've been here three years and still no promotion", 'frustration'],
    ['This is a terrible idea', 'frustration'],
    ['that sounds like a bad idea tbh', 'frustration'],
    ['Is it just me or is the new VPN super slow today?', 'frustration'],
    ['the standup always runs over', 'frustration'],
    ['The retro felt pointless again. We keep raising the same issues and nothing changes.', 'frustration'],
    ["not sure I'm cut out for this role", 'anxiety'],
    ['I keep second-guessing every decision I make', 'anxiety'],
    ['my thoughts are racing', 'anxiety'],
    ['my heart is pounding before this call', 'anxiety'],
    ["I can't calm down", 'anxiety'],
    ['racing thoughts all night', 'anxiety'],
  ])('finds %j → %s (no state before)', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    "the kids can't calm down after the party",
    'my heart is racing after the run',
    'my mind is racing cars again this weekend',
  ])('finds no anxiety in %j: someone else, a workout, a race', (text) => {
    expect(states(text)).not.toContain('anxiety');
  });

  it('reads harassment or being singled out as a conflict aimed at the author, at the stress threshold at least', () => {
    // The second was at distress 2.3 with no state.
    for (const text of [
      "I'm getting harassed in DMs by another member",
      "I've been singled out by my manager all week",
    ])
      expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
    expect(states('mandatory harassment training today')).not.toContain('conflict');
    expect(states('we targeted the Q3 release for October')).not.toContain('conflict');
  });

  it.each([
    'I feel so lost and like I have no direction in life',
    'What terrible thing to see and have no vision',
    "I can't get anything done in my personal life",
    "One step closer, and I'll snap her neck.",
    "if I fail this semester I'll lose it anyway",
    'People are kind of turning on it',
  ])('reads no shortcoming of the place, no temper lost and no welcome in %j', (text) => {
    expect(states(text)).not.toContain('frustration');
    expect(states(text)).not.toContain('belonging');
  });

  it("reads unanswered e-mails as a customer's frustration, not loneliness", () => {
    expect(states('My order arrived damaged and nobody responds to my emails')).not.toContain('loneliness');
    expect(states('why does nobody reply to my posts')).toContain('loneliness');
  });

  it.each(['Career growth opportunities are limited here', "There's no room to grow here"])(
    'reads the shortcoming named in %j as neither joyful nor positive (the first was at valence 0.31)',
    (text) => {
      const signal = analyse(text);
      expect(signal.mood).not.toBe('joy');
      expect(signal.valence).toBeLessThanOrEqual(0);
    },
  );

  it.each(['Work-life balance has improved since we got flexible hours', 'onboarding is much better now'])(
    'reads things better than before in %j as good news: joy, positive (the first was neutral at 0)',
    (text) => {
      const signal = analyse(text);
      expect(signal.mood).toBe('joy');
      expect(signal.valence).toBeGreaterThanOrEqual(0.2);
    },
  );

  it.each([
    ['the team offsite was a blast', 'neutral at −0.03'],
    ['my manager said my work was excellent in my review', 'neutral at 0.27'],
  ])('reads %j as joy, positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
  });

  it('reads "no one ever says thank you around here" as neither joyful nor positive (joy at 0.25 before)', () => {
    const signal = analyse('no one ever says thank you around here');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it('reads a self-doubt in the role as fear, not surprise', () => {
    expect(analyse("not sure I'm cut out for this role").mood).toBe('fear');
  });

  it.each([
    ['had the best day at work, shipped my first feature solo', 'neutral at 0.51'],
    ["I can't stop smiling, got the offer!!", 'joy at 0.40 beside neutral at 0.34'],
    ['killing it today team!', 'neutral at valence −0.34'],
    ["we're getting married!", 'fear at 0.29'],
    ["I'm pregnant!!", 'joy at 0.33 beside sadness at 0.23'],
  ])('reads the success told in %j as good news (before: %s)', (text) => {
    expect(successSaid(normalise(text))).toBe(true);
    expect(analyse(text).mood).toBe('joy');
  });

  it.each([
    ["i've been clean for 30 days today!", 'neutral at 0.30'],
    ['one year sober today', 'joy'],
    ['90 days smoke-free 🎉', 'joy'],
  ])('reads the milestone of recovery %j as good news (before: %s)', (text) => {
    expect(successSaid(normalise(text))).toBe(true);
    expect(analyse(text).mood).toBe('joy');
  });

  it.each([
    'if I got the job, I would move',
    'I have got a job to do',
    'I relapsed after 30 days clean',
    "I'm not pregnant",
    "I'd like to be married before we are pregnant.",
    'the kitchen was clean for a day',
  ])('reads no success in %j', (text) => {
    expect(successSaid(normalise(text))).toBe(false);
  });

  it('reads no good news in "nothing has improved since the reorg"', () => {
    expect(analyse('nothing has improved since the reorg').mood).not.toBe('joy');
  });
});

describe('game chat', () => {
  it.each([
    ["lol this patch is trash, devs clearly don't play their own game", 'joy at 0.20'],
    ['gg ez noobs', 'neutral at 0.42'],
    ['imagine being this bad at the game lmao', 'sadness at −0.01'],
  ])('reads the put-down or the taunt %j as not positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThan(0);
  });

  it.each(['take out the trash', 'the trash can is full'])('reads no put-down in %j', (text) => {
    expect(states(text)).not.toContain('frustration');
  });

  it('reads "skill issue" as a taunt, not a topic of career, and a level reached as good news', () => {
    const taunt = analyse('skill issue');
    expect(taunt.states).toContain('frustration');
    expect(taunt.topics).not.toContain('career');
    expect(analyse('we need to work on our skills').topics).toContain('career');
    // Neutral at −0.01 before.
    expect(analyse('just hit level 100!!!').mood).toBe('joy');
    expect(successSaid(normalise('we hit level 3 of the parking garage'))).toBe(false);
  });
});

describe('a place gone downhill', () => {
  it.each([
    ["this server used to be fun, now it's just drama", 'joy at 0.38'],
    ["this job used to be great but now it's just meetings", 'joy at 0.75'],
    ['I used to love this place', 'joy at 0.90'],
  ])('reads %j as disengagement, neither joyful nor positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('disengagement');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });
});

describe('something said to want improving', () => {
  it.each([
    'Communication from leadership could be better',
    'Onboarding needs improvement, the docs are outdated',
    'There is room for improvement in how we plan sprints',
  ])('reads %j as neither joyful nor positive (before: valence 0.45 for the first)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it('keeps praise that nothing could better', () => {
    const signal = analyse("The new office is great, couldn't be better");
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThan(0.5);
  });
});

describe('doubt that one can go on', () => {
  it('reads "Not sure how much longer I can do this job" as sadness, not puzzlement (before: surprise)', () => {
    expect(analyse('Not sure how much longer I can do this job').mood).toBe('sadness');
  });
});

describe('survey answers about the place', () => {
  it.each([
    ["The benefits are good but the salary hasn't kept up with inflation", 'frustration'],
    ["We never celebrate wins, it's always on to the next thing", 'frustration'],
    ["Hiring freeze means we're doing the work of three people", 'overwhelm'],
    ['the office is too noisy to concentrate', 'frustration'],
    ["Leadership is out of touch with what's happening on the ground", 'frustration'],
    ["There's a lot of favoritism in who gets the interesting projects", 'frustration'],
    ['The training budget got cut, no conferences this year', 'frustration'],
    ['I feel safe to make mistakes here', 'belonging'],
    ["I've learned so much in my first year here", 'engagement'],
    ['Our team lunches are the highlight of my week', 'engagement'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    ["There's a lot of favoritism in who gets the interesting projects", 'joy at valence 0.77'],
    ['The promotion process is opaque and feels political', 'valence −0.02'],
  ])('reads unfairness named in %j as neither joyful nor positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it.each([
    ['Career growth here is nonexistent', 'neutral at −0.01'],
    ['Management needs to listen to employees more', 'neutral at 0.03'],
    ['The team is great, the pay is not', 'joy at 0.64'],
  ])(
    'reads the shortcoming named in %j as frustration, neither joyful nor positive (before: %s, no state)',
    (text) => {
      const signal = analyse(text);
      expect(signal.states).toContain('frustration');
      expect(signal.mood).not.toBe('joy');
      expect(signal.valence).toBeLessThanOrEqual(0);
    },
  );

  it.each([
    ['More training opportunities would be nice', 'joy at 0.61'],
    ['I would like more recognition for the work I do', 'neutral at 0.37'],
    ["I'd love to see more transparency from leadership", 'joy'],
  ])('reads a want of more of what the place gives in %j as no praise (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it('keeps wants of other things, requests and praise beside a denial glad', () => {
    expect(analyse('more pizza would be nice').mood).toBe('joy');
    expect(analyse('I would love some feedback on my draft').valence).toBeGreaterThan(0.2);
    expect(analyse('The pay is good, the hours are not too bad').mood).toBe('joy');
  });

  it('reads political parties as no unfairness', () => {
    expect(analyse('there are political parties that promote liberalism').valence).not.toBe(0);
  });
});

describe('news about the team', () => {
  it('reads "Just found out my teammate is leaving, gutted" as sadness (before: neutral)', () => {
    expect(analyse('Just found out my teammate is leaving, gutted').mood).toBe('sadness');
  });

  it.each([
    "The layoffs hit my whole team, I'm one of the few left",
    "I'm one of the only ones left after the layoffs",
  ])('reads %j as stress and sadness (before: neutral, no state)', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('stress');
    expect(signal.mood).toBe('sadness');
  });

  it('reads asking whether a strain is normal as the strain (before: surprise), and a plain question as before', () => {
    expect(analyse('Is it normal to feel this anxious before every standup?').mood).toBe('fear');
    expect(analyse('Is it normal to get a 500 from this endpoint?').mood).toBe('neutral');
  });
});

describe('mistreatment and hard news at work', () => {
  it.each([
    ['He screamed at me in front of everyone', 'neutral at distress 1.4, no state'],
    ["I reported my manager for inappropriate comments and now I'm being retaliated against", 'neutral'],
    ['My coworker keeps making comments about my accent', 'neutral, no state'],
  ])('reads %j as a conflict aimed at the author, negative in mood, with conduct (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('conflict');
    expect(['anger', 'sadness', 'fear', 'disgust']).toContain(signal.mood);
    expect(signal.topics).toContain('conduct');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('reads no retaliation against the author in one against others', () => {
    expect(states('they retaliated against the union')).not.toContain('conflict');
  });

  it("reads a failed exam of the author's as sadness (before: neutral), and failed tests of code as before", () => {
    expect(analyse('I failed the AWS certification exam').mood).toBe('sadness');
    expect(analyse('the integration tests failed on CI').mood).not.toBe('sadness');
    expect(analyse('I failed the integration test on purpose to check the alert').mood).not.toBe('sadness');
  });

  it('reads a loved one with cancer as worry (before: neutral), and an illness past as before', () => {
    expect(analyse("My mom has cancer and I'm trying to keep working").mood).toBe('fear');
    expect(ownKinIllSaid(normalise('my mom has cancer'))).toBe(true);
    expect(ownKinIllSaid(normalise('my mom had cancer years ago'))).toBe(false);
  });
});

describe('game communities', () => {
  it.each([
    ["you're so bad at this game, uninstall", 'conflict'],
    ['ez clap, get rekt noobs', 'conflict'],
    ['who else is hyped for the tournament this weekend??', 'engagement'],
    ["I've been grinding for 6 hours and still can't rank up", 'frustration'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it('reads no eagerness in an overhyped release', () => {
    expect(states('the release was overhyped')).not.toContain('engagement');
  });

  it('reads hours of grinding still unranked as not joyful (before: joy)', () => {
    expect(analyse("I've been grinding for 6 hours and still can't rank up").mood).not.toBe('joy');
  });

  it('reads "we finally beat the raid boss after 50 attempts!!" as good news (before: neutral at valence 0.01)', () => {
    const signal = analyse('we finally beat the raid boss after 50 attempts!!');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
    expect(successSaid(normalise('the boss finally beat me'))).toBe(false);
  });

  it("reads a hedged opening without its subject as the author's strain (before: neutral)", () => {
    expect(analyse('lowkey stressed about finals but gaming helps').mood).toBe('sadness');
  });
});

describe('chat about the day', () => {
  it('reads "My brain is mush after that workshop" as burnout (before: neutral, no state)', () => {
    const signal = analyse('My brain is mush after that workshop');
    expect(signal.states).toContain('burnout');
    expect(signal.mood).not.toBe('joy');
  });

  it('reads "Ugh I\'m sick today, staying home" as an absence notice below the stress threshold (before: 8.6)', () => {
    const signal = analyse("Ugh I'm sick today, staying home");
    expect(signal.distress).toBeLessThan(5);
    expect(signal.states).not.toContain('stress');
  });

  it('reads "Nobody reads the docs I write" as frustration', () => {
    expect(states('Nobody reads the docs I write')).toContain('frustration');
  });

  it('reads "dying to try" as eagerness (before: neutral at valence 0), and "dying to get out of this job" as before', () => {
    const signal = analyse("I'm dying to try the new espresso machine");
    expect(signal.states).toContain('engagement');
    expect(signal.valence).toBeGreaterThan(0);
    expect(signal.keyphrases).not.toContain('dying');
    expect(states("I'm dying to get out of this job")).not.toContain('engagement');
  });
});

describe('support tickets and reviews', () => {
  it.each([
    ["The checkout page won't load on Safari", 'frustration'],
    ['The latest update made everything slower', 'frustration'],
    ['The product broke after two days, I want a refund', 'frustration'],
    ['I was promised a callback yesterday and nobody called', 'frustration'],
    ["I'm a small business owner and this outage is costing me thousands", 'stress'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    'the server does not start normally, see the log',
    'the update made everything faster',
    'I told her and nobody believed me',
  ])('reads no frustration in %j', (text) => {
    expect(states(text)).not.toContain('frustration');
  });

  it('reads a broken promise as not positive (before: valence 0.24)', () => {
    expect(analyse('I was promised a callback yesterday and nobody called').valence).toBeLessThanOrEqual(0);
  });

  it.each([
    ['Five stars, would recommend', 'neutral at 0.09'],
    ['10/10 would recommend', 'neutral at 0.20'],
  ])('reads the rating %j as praise (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThan(0.5);
  });

  it('reads a low rating as negative, and counts of stars and advice as no rating', () => {
    expect(analyse('1 star, would not buy again').valence).toBeLessThan(-0.5);
    expect(withSlangPlain('the repo has 5 stars')).toBe('the repo has 5 stars');
    expect(withSlangPlain('I would recommend checking the logs first')).toBe(
      'I would recommend checking the logs first',
    );
    // A rating that closes a message is no closing praise of a mishap (it read as sarcasm with "excellent").
    expect(analyse("it's simple, it's stupid, and I can't stop laughing. 10/10").mood).toBe('joy');
  });
});

describe('an agreement broken', () => {
  it('reads "That\'s not what we agreed on in the meeting" as frustration, neither joyful nor positive (before: joy)', () => {
    const signal = analyse("That's not what we agreed on in the meeting");
    expect(signal.states).toContain('frustration');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
    expect(states('this is exactly what we agreed on')).not.toContain('frustration');
  });
});

describe('not safe to raise it', () => {
  it('reads "I don\'t feel safe bringing it up with my manager" as anxiety', () => {
    expect(states("I don't feel safe bringing it up with my manager")).toContain('anxiety');
    expect(states('I feel safe bringing it up with my manager')).not.toContain('anxiety');
  });
});

describe('care work', () => {
  it.each([
    ['Mandatory overtime again, nobody asked us', 'frustration'],
    ['The new EHR system is so clunky', 'frustration'],
    ["A patient's family member threatened me today", 'conflict'],
    ['nurses here are always helpful', 'gratitude'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it('reads being left unconsulted as no put-down, and "nobody asked" alone as one', () => {
    expect(states('Mandatory overtime again, nobody asked us')).not.toContain('conflict');
    expect(states('nobody asked, mate')).toContain('conflict');
  });

  it('reads a threat aimed at the author as a hard event (distress at the threshold or above)', () => {
    expect(analyse("A patient's family member threatened me today").distress).toBeGreaterThanOrEqual(5);
  });
});

describe('weary of a nuisance, of being alone, of living', () => {
  it.each([
    ["I'm so tired of being the only one who writes tests", 'frustration', 'burnout'],
    ["I'm tired of doing everyone's code reviews", 'frustration', 'burnout'],
    ['tired of picking up their slack every sprint', 'frustration', 'burnout'],
    ["I'm tired of being alone", 'loneliness', 'burnout'],
    ["I'm so tired of existing", 'hopelessness', 'burnout'],
    ["I'm tired of everything", 'hopelessness', 'burnout'],
  ])('reads %j as %s, not %s', (text, state, not) => {
    const found = states(text);
    expect(found).toContain(state);
    expect(found).not.toContain(not);
  });

  it('reads being tired of a task or a thread as no hopelessness', () => {
    expect(states("I'm tired of trying to explain this to the client")).not.toContain('hopelessness');
    expect(states('Is anyone else tired of the life advice threads')).not.toContain('hopelessness');
    expect(states("I'm so tired of this job")).toContain('burnout');
  });
});

describe('eagerness and its sarcasm', () => {
  it('reads "I\'m thrilled to announce I\'m joining the platform team" as engagement and joy (before: neutral)', () => {
    const signal = analyse("I'm thrilled to announce I'm joining the platform team");
    expect(signal.states).toContain('engagement');
    expect(signal.mood).toBe('joy');
    expect(states('stoked for the launch tomorrow')).toContain('engagement');
    expect(states("I thought you'd be thrilled to death .")).not.toContain('engagement');
  });

  it.each([
    "oh I'm thrilled that the build is broken again",
    'so happy the train was late again, really made my day',
  ])(
    'reads gladness at a breakage once more in %j as sarcasm: frustration, no engagement, not positive',
    (text) => {
      const signal = analyse(text);
      expect(signal.states).toContain('frustration');
      expect(signal.states).not.toContain('engagement');
      expect(signal.mood).not.toBe('joy');
      expect(signal.valence).toBeLessThan(0);
    },
  );

  it('keeps gladness at something good once more', () => {
    expect(analyse('happy the build is green again').mood).toBe('joy');
    expect(analyse('glad to see you back again').valence).toBeGreaterThan(0.2);
  });
});

describe('kept in the dark, and a game that will not run', () => {
  it.each([
    'Nobody told me the meeting was moved',
    'no one told me that the deadline had been pushed',
    'lag is unbearable tonight',
    'the servers are trash today',
  ])('reads %j as frustration (no state before)', (text) => {
    expect(states(text)).toContain('frustration');
  });

  it('reads being told nothing of a pleasant surprise as no frustration', () => {
    expect(states('nobody told me it would be this fun')).not.toContain('frustration');
  });
});

describe('criticism and impatience in review threads', () => {
  it.each([
    'Why would you name a variable like that?',
    'The docs are wrong here, the parameter is optional.',
    "Who approved this? It's full of bugs.",
    'This is a hack and you know it.',
    'Seriously? Another breaking change in a minor release?',
    'I have been waiting for a response for three weeks',
  ])('reads %j as frustration (no state before)', (text) => {
    expect(states(text)).toContain('frustration');
  });

  it.each([
    'this is a neat hack',
    'Another day, another dollar',
    'I waited for two weeks for the package, it was worth it',
    "the README was misleading for a while, that's fixed now",
  ])('reads %j as no frustration', (text) => {
    expect(states(text)).not.toContain('frustration');
  });
});

describe("a game's cheat", () => {
  it('reads a match lost to a cheater as frustration below the stress threshold (before: stressed at 8.5)', () => {
    const signal = analyse('ugh lost another match to a cheater');
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it("keeps a partner's cheating a stressor", () => {
    expect(analyse('my husband cheated on me').distress).toBeGreaterThanOrEqual(5);
  });
});

describe('asking a service for a person, and tired of a nuisance of work', () => {
  it.each([
    ['I need a human agent please, the chatbot keeps sending me in circles', 'stressed at 5.8'],
    ["i'm honestly so tired of being pulled into meetings that could have been an email", 'stressed at 6.7'],
    ["I'm so tired of being the only one who writes tests", 'stressed at 7.8'],
    ["I'm tired of doing everyone's code reviews", 'stressed at 5.8'],
  ])('reads %j as no stress, below the threshold (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it('keeps the strain of being tired of being alone', () => {
    expect(analyse("I'm tired of being alone").distress).toBeGreaterThanOrEqual(5);
  });
});

describe('brought to tears by someone at work', () => {
  it.each([
    ['my manager made me cry today', 'stress alone'],
    ['she made me cry in the 1:1', 'stress alone'],
  ])('reads %j as conflict (before: %s)', (text) => {
    expect(states(text)).toContain('conflict');
  });

  it('keeps the distress of it beside love of the job (before: 1.1)', () => {
    expect(analyse('my manager made me cry, I love my job though').distress).toBeGreaterThanOrEqual(5);
  });
});

describe('fear of what may come', () => {
  it.each([
    "I'm scared I'll never be good enough for this job",
    "I think I'm going to get fired",
    "so scared I'm going to mess up the demo",
  ])('reads %j as anxiety (before: stress alone)', (text) => {
    expect(states(text)).toContain('anxiety');
  });
});

describe('a load that is killing the author', () => {
  it.each([
    'great sprint but the deadlines are killing me',
    'the workload is killing us lol',
    'these hours are killing me',
  ])('reads %j as overwhelm (no state before)', (text) => {
    expect(states(text)).toContain('overwhelm');
  });
});

describe('more readings of workplace and community messages', () => {
  it.each([
    ["I don't really care anymore what they decide, I just do my tickets and log off", 'disengagement'],
    ["muted you, you're being a jerk", 'conflict'],
    ["my hands won't stop shaking before presentations", 'anxiety'],
    ["I keep comparing myself to everyone and it's eating me alive", 'anxiety'],
    ['I feel like I keep dropping the ball and everyone can see it', 'anxiety'],
    ["I'm trying to be ok but some days are really heavy", 'stress'],
    ["nobody texted me on my birthday. it's whatever", 'loneliness'],
    ['we need more headcount, everyone is doing two jobs', 'overwhelm'],
    ['my calendar is literally back to back from 8 to 6, when am i supposed to actually work', 'overwhelm'],
    ['this PR is a mess, please start over', 'frustration'],
    ['this regression cost us a full day of debugging, please add tests next time', 'frustration'],
    ["nobody recognizes the support team, we're treated like an afterthought", 'frustration'],
    ['the office is too cold lol', 'frustration'],
    ["Sometimes I feel like I'm the only one who cares about quality", 'frustration'],
    ['The tools are outdated and slow us down constantly', 'frustration'],
    [
      'Communication from leadership is basically nonexistent. we find out about changes on linkedin.',
      'frustration',
    ],
  ])('reads %j as %s (not before)', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it.each([
    ['He is a douche, but I love that douche!', 'conflict'],
    ['Working 2 jobs and being in school, the grind is real', 'overwhelm'],
  ])('reads %j as no %s', (text, state) => {
    expect(states(text)).not.toContain(state);
  });

  it('reads a complaint about the office closed with "lol" as no joy (before: joy at 0.70)', () => {
    const signal = analyse('the office is too cold lol');
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it('reads praise of "guys" that opens a complaint as sarcasm (before: joy at 0.29)', () => {
    const signal = analyse('Great job guys, you managed to lose my package AGAIN 👏');
    expect(signal.mood).toBe('anger');
    expect(signal.valence).toBeLessThan(0);
    expect(analyse('great job team, we shipped it!').mood).toBe('joy');
  });
});

describe('understated disclosures and hard news', () => {
  it.each([
    ['not my best week tbh', 'stress', 'no state at 2.9'],
    ['been a rough few days, just trying to get through it', 'stress', 'no state at 0.4'],
    ["the divorce is final and I'm trying to hold it together at work", 'stress', 'no state at 2.5'],
    ['I feel like nobody on the team would notice if I stopped showing up', 'loneliness', 'no state at 4.3'],
    ["miss my family so much, haven't been home in two years", 'loneliness', 'no state at 4.4'],
    [
      "my best friend moved away and I don't really have anyone to hang out with now",
      'loneliness',
      'joy at 2.7',
    ],
    ['every Sunday night I get this knot in my stomach thinking about Monday', 'anxiety', 'no state at 1.9'],
    [
      'leadership announced another round of layoffs this morning, 15% of the org',
      'anxiety',
      'no state at 0.3',
    ],
  ])('reads %j as %s at the threshold or above (before: %s)', (text, state) => {
    const signal = analyse(text);
    expect(signal.states).toContain(state);
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    [
      "grieving my grandfather and trying to work through it, sorry if I'm slow",
      'distress 1.1, a routine apology',
    ],
    ["the miscarriage was three weeks ago and people keep asking when we're having kids", 'neutral at 0.4'],
  ])('reads the loss in %j as a hard event (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('sadness');
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('reads crying that goes on as sadness, not the surprise of "not sure why" (before: surprise)', () => {
    expect(analyse("I've been crying a lot lately, not sure why").mood).toBe('sadness');
    expect(analyse("I've been crying laughing all day").mood).toBe('joy');
  });

  it('reads loneliness said with a low word beside a glad one as sadness (before: joy at 0.35)', () => {
    const signal = analyse('feeling pretty disconnected from the team since we went fully remote');
    expect(signal.mood).toBe('sadness');
    expect(signal.valence).toBeLessThanOrEqual(0);
  });

  it.each([
    'we just found out the project is cancelled after six months of work',
    'my review got marked "needs improvement" with zero explanation',
    'this company treats its employees like disposable parts',
    "your refund policy is a scam and I'm reporting you to consumer protection",
    'this PR ignores every convention we agreed on, please read the style guide',
    'these are the same bugs from last year, nothing has been fixed',
  ])('reads %j as frustration (no state before)', (text) => {
    expect(states(text)).toContain('frustration');
  });

  it.each([
    'an .exe will download in the background without any warning',
    'No additional details will be provided and no feedback is required.',
    'the app tells me if it is a scam number',
    'it was good therapy after my divorce and my miscarriages years ago',
  ])('reads %j as no frustration and no hard event', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('frustration');
    expect(signal.mood).not.toBe('sadness');
  });

  it('reads a release that went flawlessly as good news (before: neutral)', () => {
    expect(analyse('nice work everyone, the release went flawlessly').mood).toBe('joy');
    expect(analyse('the migration went well over budget').mood).not.toBe('joy');
  });
});

describe('everyday strain said lightly', () => {
  it.each([
    ['got my flu shot today, arm is a bit sore but otherwise fine', 'stressed at 5.8'],
    ["I'm starving, is anyone ordering pizza?", 'stressed at 6.2'],
    ['this weather is absolutely killing me, who turned the heat on to 30', 'stressed at 7.2'],
  ])('reads %j as no stress, below the threshold (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    ["that boss fight took me 40 tries, I'm exhausted haha", 'stressed at 6.8'],
    ["I start work tmrw yall, i'm nervous lol", 'stressed at 7.5'],
  ])(
    'reads a strain made light of by closing laughter in %j as mild: no stress, at most the threshold (before: %s)',
    (text) => {
      const signal = analyse(text);
      expect(signal.states).not.toContain('stress');
      expect(signal.distress).toBeLessThanOrEqual(6);
    },
  );

  it('keeps the strain of the workload killing the author and of a plea beside laughter', () => {
    expect(analyse('the workload is killing me').distress).toBeGreaterThanOrEqual(5);
    expect(analyse("I'm exhausted, please help me lol").distress).toBeGreaterThan(6);
  });
});

describe('sympathy with help in a reply', () => {
  it.each([
    [
      "I'm sorry to hear the build broke on your machine. Did you try clearing the cache? If that doesn't work, send me the logs and I'll dig in.",
      'stressed at 7.5',
    ],
    ['sorry to hear that! did you try restarting it?', '2.2'],
  ])('reads %j as typical text (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(2);
  });

  it('keeps a strain the author says beside the sympathy', () => {
    expect(analyse("sorry to hear that, I'm so stressed too, let me know").distress).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('reads patience lost as frustration', () => {
    expect(states("I've been waiting on hold for 45 minutes and I'm honestly losing patience")).toContain(
      'frustration',
    );
  });
});

describe('an argument judged pointless', () => {
  it('reads "this argument is pointless" as frustration, not hopelessness (before: hopelessness at 6.1)', () => {
    const signal = analyse('this argument is pointless, you never listen to anyone');
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('hopelessness');
  });
});

describe('a task given up for the day', () => {
  it('reads no hopelessness in giving up on an SDK for today (before: hopelessness at distress 8.8)', () => {
    const signal = analyse(
      'the docs are wrong, the examples are wrong, the error messages are wrong. I give up on this SDK for today',
    );
    expect(signal.states).not.toContain('hopelessness');
    expect(signal.distress).toBeLessThan(7);
  });

  it('keeps the hopelessness of "I give up, nothing ever changes for me"', () => {
    expect(analyse('I give up, nothing ever changes for me').states).toContain('hopelessness');
  });
});

describe('a fear conquered', () => {
  it.each([
    ["I was so nervous but I did the presentation and I'm proud of myself.", '8.7'],
    ["I'm scared of heights but I did the ladder climb and I'm proud of myself", '8.9'],
  ])('reads %j with no stress (before: stressed at %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(6);
  });
});

describe('a loss or a loved one gravely ill', () => {
  it.each([
    ["We lost the baby at 14 weeks. I'll be offline for a while.", '5.0'],
    ['My son is in the ICU after a car accident.', '5.0'],
    ["my grandma passed last week, I'll be out. Thanks", '5.0'],
  ])('reads %j above the stress threshold (before: %s)', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(6.5);
  });

  it('keeps a conflict aimed at the author at the threshold ("the client yelled at me today")', () => {
    expect(analyse('the client yelled at me today').distress).toBeLessThan(6.5);
  });
});

describe('a thing judged, not the author strained', () => {
  it.each([
    ["Worst customer service I've ever experienced", '8.1'],
    ['Confluence search is useless, I can never find anything', '8.2'],
    ['Your chatbot is useless, just connect me to a human', '7.3'],
    ['I am extremely disappointed with the level of service I have received', '8.2'],
    ['She was literally the worst manager I’ve ever worked for', '8.4'],
  ])('reads %j as frustration below the stress threshold (before: stressed at %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    'worst day of my life, my dog died',
    "The worst week I've ever had, I can't sleep and I cry every night",
    'my life is useless',
  ])('keeps %j distressed', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    'the game is a joke about pirates',
    'I also modified the generation of the update code, which is useless when the tag is not dynamic.',
  ])('reads no frustration in %j', (text) => {
    expect(analyse(text).states).not.toContain('frustration');
  });
});

describe('a game foe killed, a battery run down', () => {
  it.each([
    ['who wants to help me kill the raid boss at 9? need 2 more dps', '7.6'],
    ['ok who keeps stealing my kills', '7.6'],
    ['my phone is about to die', '7.5'],
    ['my phone is just waiting to die', '7.2'],
  ])('reads %j below the stress threshold (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.distress).toBeLessThan(5);
    expect(signal.states).not.toContain('stress');
  });

  it('reads "we need to kill the dragon before it enrages" as no anger (before: anger at −0.82)', () => {
    expect(analyse('we need to kill the dragon before it enrages, everyone stack on the tank').mood).not.toBe(
      'anger',
    );
  });

  it.each(["I'm going to kill the boss tomorrow", "I'm going to kill my boss"])(
    'keeps %j a threat',
    (text) => {
      expect(analyse(text).risk_level).toBe('high');
    },
  );
});

describe('strain told flatly', () => {
  it.each([
    ['exam in 6 hours and i have learned absolutely nothing this semester', 'stress', '1.6'],
    ["i have 3 deadlines tomorrow and i haven't started any of them", 'stress', '1.9'],
    ["Three deadlines landing the same week and I'm the only one on two of them", 'stress', '0.4'],
    ["honestly don't know how we're going to ship this on time, feels impossible", 'stress', '1.1'],
    ['nobody at my new school talks to me, i eat lunch in the bathroom most days', 'loneliness', '3.1'],
    ["my dad keeps saying i'll never amount to anything and some days i believe him", 'hopelessness', '3.9'],
    ["i think i'm going to quit, my manager takes credit for everything i do", 'conflict', '4.0'],
  ])('reads %j with %s, at the stress threshold at least (before: %s)', (text, state) => {
    const signal = analyse(text);
    expect(signal.states).toContain(state);
    expect(signal.distress).toBeGreaterThanOrEqual(5);
  });

  it('reads "miscarriage last month." as a loss of the author\'s (before: distress 3.1)', () => {
    expect(ownLossSaid('miscarriage last month. i keep seeing baby stuff everywhere and it breaks me')).toBe(
      true,
    );
    expect(
      analyse('miscarriage last month. i keep seeing baby stuff everywhere').distress,
    ).toBeGreaterThanOrEqual(6.5);
  });

  it.each([
    'I have three exams next month, any study tips?',
    "I'll never be anything but grateful for this team",
    'I had lunch in my car today because the cafeteria was packed',
    'they give credit for every bug report',
  ])('reads no strain said in %j', (text) => {
    const states = analyse(text).states;
    for (const s of ['stress', 'loneliness', 'hopelessness', 'conflict']) expect(states).not.toContain(s);
  });
});

describe('help offered to others', () => {
  it.each([
    ['if anyone is struggling tonight, the support channel is open and mods are around', '7.6'],
    ['if you ever need to talk, my dms are open', ''],
  ])('reads %j as typical text (before: %s)', (text) => {
    expect(analyse(text).distress).toBeLessThan(3);
  });

  it('keeps the strain the author adds to an offer', () => {
    expect(
      analyse("if anyone needs me I'm here, I'm struggling too honestly").distress,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe('a thing one cannot find', () => {
  it.each([
    ["Hello, I can't find where to change my shipping address, can you help?", '7.3'],
    ["I can't figure out how to change the language settings, the menu isn't where the guide says.", '4.0'],
  ])('reads %j as a blocker below the stress threshold (before: %s)', (text) => {
    expect(analyse(text).distress).toBeLessThan(5);
  });

  it('keeps "I can\'t find my dog anywhere, I\'m panicking" distressed', () => {
    expect(analyse("I can't find my dog anywhere, I'm panicking").distress).toBeGreaterThanOrEqual(7);
  });
});

describe('strain, loss and loneliness as a team tells them', () => {
  it.each([
    [
      "The deadline is tomorrow, the client changed the scope again, and I'm the only one on it.",
      'stress',
      5,
      '0.6',
    ],
    ["The launch is in two days and half the features still don't work.", 'stress', 5, '0.5'],
    ["I haven't had a real weekend in two months, I'm burned out.", 'burnout', 6.5, '5.0'],
    ["My manager keeps piling on new projects and I'm drowning.", 'overwhelm', 6.5, '5.0'],
    ['Everyone else got invited to the team dinner and I found out from the photos.', 'loneliness', 5, '0.3'],
    ["Working remote for two years and I honestly don't know anyone on this team.", 'loneliness', 5, '1.1'],
    [
      "Sometimes I feel like I'm the only one who isn't part of the inside jokes here.",
      'loneliness',
      5,
      '2.7',
    ],
    ['Moved to a new city for this job and I spend every evening alone.', 'loneliness', 5, '5.1'],
  ])('reads %j with %s at distress %d at least (before: %s)', (text, state, floor) => {
    const signal = analyse(text);
    expect(signal.states).toContain(state);
    expect(signal.distress).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    ['We had to put our dog down yesterday, the house feels so empty.', '1.4'],
    ['Our longtime guild member Dave passed away, he was the heart of this server.', '0.6'],
    ['I got laid off this morning. Still processing it.', '5.0'],
  ])('reads %j as a loss, at distress 6.5 at least (before: %s)', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(6.5);
  });

  it.each([
    "I'm a bit overwhelmed with emails today",
    'Just when I thought I was burnt out on comic book movies! Hell yes',
  ])('keeps %j below the strong-strain floor', (text) => {
    expect(analyse(text).distress).toBeLessThan(6.5);
  });

  it("reads no loneliness in another's missed invitation", () => {
    expect(analyse("she didn't get invited to the party lol").states).not.toContain('loneliness');
  });

  it('reads "sick of it" as no health topic', () => {
    expect(
      analyse("Mark keeps rewriting my code without telling me and I'm sick of it.").topics,
    ).not.toContain('health');
    expect(analyse("I'm sick, staying home today").topics).toContain('health');
  });

  it.each(['Just got the keys to our first house.', "We're officially engaged!"])(
    'reads %j as good news',
    (text) => {
      expect(analyse(text).mood).toBe('joy');
    },
  );
});
