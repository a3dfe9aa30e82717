import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { detectCrisis } from '../../../service/analysis/distress/crisis.js';
import { normalise } from '../../../service/analysis/text/phrases.js';

const crisis = (text: string) => detectCrisis(normalise(text));

describe('crisis language', () => {
  it.each([
    ['I want to kill myself', 'suicidal_ideation'],
    ['I have been cutting myself again', 'self_harm'],
    ["I'm going to kill my manager tomorrow", 'harm_to_others'],
    ['my dad hits me when he is drunk', 'abuse_disclosure'],
    ['my manager has been sexually harassing me for months', 'abuse_disclosure'],
    ['I was raped last year and never told anyone', 'abuse_disclosure'],
    ['I will bring a gun to work tomorrow', 'harm_to_others'],
    ['I want to overdose on my pills tonight', 'suicidal_ideation'],
    ['I keep thinking about killing myself', 'suicidal_ideation'],
    ['how many sleeping pills does it take to die', 'suicidal_ideation'],
    ["I'm trying so hard not to kill myself", 'suicidal_ideation'],
    ['I have the urge to hurt myself again', 'self_harm'],
    ['I tried to kill myslef last year and I think about it again', 'suicidal_ideation'],
    ["I've been having sucidal thoughts all week", 'suicidal_ideation'],
    ["I had the pills in my hand but I didn't go through with it", 'suicidal_ideation'],
    ["I stood on the bridge for an hour and couldn't find the courage to jump", 'suicidal_ideation'],
    ['I wish I was dead and I have been saving up my pills', 'suicidal_ideation'],
    ["I don't want to wake up tomorrow, I have a plan", 'suicidal_ideation'],
    ['I have been thinking about suicide a lot lately', 'suicidal_ideation'],
    ["I'm going to take my dad's gun and end my life", 'suicidal_ideation'],
    ["I'm bringing my dad's gun to the office on Monday", 'harm_to_others'],
    ['I know where my manager lives and he will regret this', 'harm_to_others'],
    ["I bought a rope today. I know what I'm going to do tonight", 'suicidal_ideation'],
    ["I'll shoot everyone in that meeting", 'harm_to_others'],
    ['I am going to hurt my manager when I see him', 'harm_to_others'],
  ])('flags %j as high risk, %s', (text, theme) => {
    expect(crisis(text)).toMatchObject({ crisis: true, level: 'high', theme });
  });

  // Passive wishes, hopelessness and farewells without a plan, method, intent or attempt: no crisis banner.
  it.each([
    "I don't want to live anymore",
    'everyone would be better off without me',
    "I'd rather not wake up tomorrow",
    "I'm done with life.",
    'I just want to die',
    'honestly hoping the cancer takes me',
    "once my dog dies I'll go too",
    "there's no way out and nothing will change, I can't do this anymore, I'm so tired of everything",
    'I am worthless and hopeless, nobody cares',
    'I wish I could just disappear',
    // `none` at distress 2.5 before.
    "I've been having really dark thoughts lately",
  ])('rates %j as elevated, not crisis', (text) => {
    expect(crisis(text)).toMatchObject({ crisis: false, level: 'elevated', theme: null });
  });

  it('puts a wish to die or be gone said in words at the stress threshold or above', () => {
    // "everyone would be better off without me" read at distress 1.9 before.
    for (const text of ['everyone would be better off without me', 'I wish I could just disappear']) {
      expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
    }
  });

  it.each([
    'I want to disappear for a week on a beach',
    "I know what I'm going to do tonight: pizza and a film",
    "I'm going to kill myself if this meeting runs over again lol",
    "I'll kill myself if I have to fix one more merge conflict",
    'my character has dark thoughts',
    "I'm going to kill this presentation tomorrow",
  ])('reads no risk in %j: a holiday, plans, hyperbole about work, a story', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it.each(['I know where the office is', 'I know where [NAME] lives, I can give you a lift'])(
    'reads no threat in %j',
    (text) => {
      expect(crisis(text).level).toBe('none');
    },
  );

  it("reads a wish of violence on someone at work as conflict, not a threat of the author's", () => {
    const signal = analyse('someone should shoot the CEO');
    expect(signal.states).toContain('conflict');
    expect(signal.risk_level).toBe('none');
    expect(analyse('someone should shoot him a message').states).not.toContain('conflict');
  });

  it("keeps a threat to one's life tied to an exam", () => {
    expect(crisis("I'm going to kill myself if I fail this exam").level).toBe('high');
  });

  it('does not count the everyday senses of weak cues in talk about software', () => {
    // Elevated before: "empty", "the end", "existing", "failure" and "worse" counted as weak crisis cues.
    for (const text of [
      'I think the parser should allow comments at the end of the buffer. I checked the existing config and the ' +
        'test only checks for data at the end, so I get a failure when the json has a comment at the end.',
      'I tried this in the pipeline: I get an empty string from the api, then an empty value in the config, and ' +
        'the existing retry makes the failure worse.',
    ]) {
      expect(crisis(text).level).toBe('none');
    }
    // One word of software is not enough to read a life story as talk about software.
    const life =
      'I feel so empty and numb since the build of the new house fell through. I am alone and exhausted, and it is the end';
    expect(crisis(life).level).toBe('elevated');
  });

  it('gives elevated a higher distress than the same words without it', () => {
    const signal = analyse("I'm done with life.");
    expect(signal).toMatchObject({ crisis: false, crisis_theme: null, risk_level: 'elevated' });
    expect(signal.distress).toBeGreaterThan(analyse("I'm done with the report.").distress);
  });

  it('sets crisis and its theme exactly when the level is high', () => {
    for (const text of ['I want to kill myself', 'I just want to die', 'lunch at noon?']) {
      const s = analyse(text);
      expect(s.crisis).toBe(s.risk_level === 'high');
      expect(s.crisis_theme !== null).toBe(s.crisis);
    }
  });

  // Depression and its treatment are not crisis language.
  it.each([
    "I've been depressed for years, my therapist changed my meds and my antidepressants make me numb, I have panic attacks and I cry every night and I feel so alone",
    'My medication stopped working and therapy is hard, I am depressed and exhausted and I feel worthless',
  ])('does not raise a crisis on depression and treatment words: %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });

  // Technical, gaming, news and policy senses.
  it.each([
    'Use kill -0 to check whether the pid is still alive, otherwise the worker should commit suicide and restart',
    'The child process should commit suicide when the parent dies',
    'the build keeps dying and I had to kill the job twice, then terminate the pod and abort the pipeline',
    'if the daemon hangs, shoot it with SIGKILL and execute the cleanup script',
    'The suicide bomber killed twelve people in the attack',
    'The bill on assisted suicide and euthanasia passes its second reading',
    'Another suicide attack hit the capital this morning',
    '#suicide #depression awareness month starts today',
    'ugh this tool makes me want to die lol',
  ])('does not flag %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });

  it.each([
    "I'm dying to see it",
    'you are killing it today!',
    'I could kill for a coffee',
    'this commute is killing me',
    "I'm not suicidal, just tired",
    'I have never been suicidal',
    // "That" after "never had" is a determiner, not emphasis.
    "I've never had that suicidal feeling",
    "I would never hurt myself, don't worry",
    'She said she wants to kill herself',
    'The song goes "I want to die" and it is catchy',
    'my friend told me he was suicidal last year',
    "my brother's suicidal thoughts scare me",
    "I'm worried about my friend's recent suicide attempt",
    "my character's suicidal thoughts feel flat in this draft",
    "I don't want to live in this city anymore",
    'That is a face I do not want to wake up to',
    'stop living in your world of fantasy',
    'hi, want to grab lunch?',
    "I'm gonna kill him lol he ate my fries",
    'they beat me to it',
  ])('does not flag %j', (text) => {
    expect(crisis(text).crisis).toBe(false);
  });

  it.each(['i literally want to die of embarrassment', 'I wanna die from cringe'])(
    'reads dying of a feeling in %j as an idiom, no risk',
    (text) => {
      expect(analyse(text).risk_level).toBe('none');
    },
  );

  // Workplace chat is full of farewells and hyperbole; a crisis banner pings a whole moderators' channel.
  it.each([
    'Today is my last day at Acme, goodbye everyone and thanks for everything!',
    'Goodbye everyone, see you next week!',
    'I ran 5 kms before work',
    'we need to pull the trigger on the migration',
    'I left a note on your desk',
    'will the server survive until tomorrow?',
    'I took 2 pills for my headache',
    'Reminder: suicide prevention training on Tuesday',
    "I'm killing myself laughing at this thread",
    "I can't take it anymore, the build broke again",
    'I shot myself in the foot with that refactor',
    'this meeting made me lose the will to live',
    "if you put a gun to my head I'd pick Python",
    "I'm thinking of jumping ship to another team",
    'I could kill myself for forgetting the standup',
    'we went jumping off the cliff into the lake, best summer ever',
    "I won't last much longer without coffee",
    'I have a lethal dose of deadlines this week',
    "I'm done with life admin for today, taxes filed",
    'I want to sleep forever this weekend',
    "I'd rather die than sit through another one of those meetings",
  ])('does not flag the workplace farewell or hyperbole %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });

  // Dying and killing in a game are play, unless the sentence is about the author's own life.
  it.each([
    "what's the most painless way to die in minecraft",
    'best way to kill myself in Fortnite so I respawn faster',
    "I'm going to kill them all in this game",
  ])('does not flag death in a game %j, but counts it as weak evidence', (text) => {
    const signal = analyse(text);
    expect(signal.crisis).toBe(false);
    expect(signal.distress).toBeGreaterThan(
      analyse('what is the fastest way to travel in minecraft').distress,
    );
  });

  it.each([
    'I play minecraft all day but I want a painless way to die',
    'I want to kill myself. Minecraft is the only thing keeping me going',
    'I want to kill myself in real life, not in minecraft',
    'I keep thinking about killing myself while playing the game',
  ])('still flags %j', (text) => {
    expect(analyse(text).crisis).toBe(true);
  });

  it('puts distress at 9 or more, and mood away from joy, when crisis is flagged', () => {
    const s = analyse('I just want to end my life, I am done');
    expect(s.crisis).toBe(true);
    expect(s.crisis_theme).toBe('suicidal_ideation');
    expect(s.distress).toBeGreaterThanOrEqual(9);
    expect(s.mood).not.toBe('joy');
  });

  it('gives no crisis and no theme to ordinary text', () => {
    const s = analyse('Lunch was great, the new place downstairs is fantastic');
    expect(s.crisis).toBe(false);
    expect(s.crisis_theme).toBeNull();
    expect(s.distress).toBeLessThan(9);
  });
});

describe('suicide as the author’s own option', () => {
  it.each([
    'I have considered suicide more than once this year',
    'suicide feels like the only way out at this point',
    "I've been thinking about suicide every night",
  ])('rates %j as high', (text) => {
    expect(crisis(text)).toMatchObject({ crisis: true, level: 'high', theme: 'suicidal_ideation' });
  });

  it.each([
    'The documentary is about suicide among farmers',
    'Suicide rates rose in the county last year',
    'Their suicide squad rerun was fun',
  ])('does not raise a crisis on the mention %j', (text) => {
    expect(crisis(text).crisis).toBe(false);
  });
});

describe('intent, plans, methods and attempts in many wordings', () => {
  it.each([
    // Attempts, told directly or through a negation.
    ['I attempted two years ago and nobody at home ever knew', 'suicidal_ideation'],
    ['After my second attempt I still want to die most days', 'suicidal_ideation'],
    ["I can't kill myself because of my mom, but I think about it every day", 'suicidal_ideation'],
    ["The only reason I haven't killed myself is my dog", 'suicidal_ideation'],
    ['I would have killed myself years ago if not for my sister', 'suicidal_ideation'],
    ["I tried last night and failed, I'm still here", 'suicidal_ideation'],
    ['ever since I attempted and failed I have felt worse', 'suicidal_ideation'],
    ["I didn't kill myself last night but I came close", 'suicidal_ideation'],
    ["I've attempted several times since I was a teenager", 'suicidal_ideation'],
    ['After two attempts on my life I am still here', 'suicidal_ideation'],
    ["I've never been closer to killing myself than tonight", 'suicidal_ideation'],
    ['I have the urge to shove the glass into my neck', 'suicidal_ideation'],
    ['I might do it soon, they will be relieved when I am dead', 'suicidal_ideation'],
    ['all I want is to find a way to end it, an easy way out', 'suicidal_ideation'],
    ["I don't want to be talked out of it this time", 'suicidal_ideation'],
    ['I think about doing it every day, suicide is all I think of', 'suicidal_ideation'],
    ["I won't be here much longer, I have written my note", 'suicidal_ideation'],
    // Plans, timing, goodbyes.
    ["Tonight is the night. I've written my goodbye letters to everyone", 'suicidal_ideation'],
    ["I'm finally going to do it this weekend, nobody will care when I'm dead", 'suicidal_ideation'],
    ['The rope is ready in the garage and I just want to die', 'suicidal_ideation'],
    ['I set a date and wrote my note, this is my last week', 'suicidal_ideation'],
    ['I have been planning my death for months', 'suicidal_ideation'],
    ["I'm sitting here with the means to end it", 'suicidal_ideation'],
    ['My suicide is planned for the end of the month', 'suicidal_ideation'],
    ['I have no plans except suicide', 'suicidal_ideation'],
    ["I've made my decision. You won't have to deal with me ever again", 'suicidal_ideation'],
    ["I'm just going to end it here, nobody would notice anyway", 'suicidal_ideation'],
    ['how easy is it to die from an overdose of sleeping pills', 'suicidal_ideation'],
    ["I'm on the edge of suicide tonight", 'suicidal_ideation'],
    ["I'm ready to die, I have made peace with it", 'suicidal_ideation'],
    ['I think it is about time to end my life', 'suicidal_ideation'],
    ["Why shouldn't I just kill myself?", 'suicidal_ideation'],
    ['I want to end this life for good', 'suicidal_ideation'],
    // Methods and questions about means.
    ['how much tylenol would it take to die', 'suicidal_ideation'],
    ['would 40 sleeping pills be enough to kill me', 'suicidal_ideation'],
    ['is hanging painful?', 'suicidal_ideation'],
    ["what's the most painless way to go?", 'suicidal_ideation'],
    ['Is the old bridge still an option for suicide?', 'suicidal_ideation'],
    ['I keep thinking about jumping off the roof of my building', 'suicidal_ideation'],
    ['I kinda want to jump out of the window of my flat', 'suicidal_ideation'],
    ["I'm going to unalive myself", 'suicidal_ideation'],
    ['I was going to drink the bleach under the sink', 'suicidal_ideation'],
    ["I'm going to take every pill in the cabinet", 'suicidal_ideation'],
    // Typos of the explicit phrases.
    ['i want to kil myself', 'suicidal_ideation'],
    ['im going to kill my slef tonight', 'suicidal_ideation'],
    ['i just want to end my lfe', 'suicidal_ideation'],
    ['i keep fantasizing about commiting suicide', 'suicidal_ideation'],
    // Self-harm relapses.
    ['I broke my streak of 3 months without cutting', 'self_harm'],
    ['i cut 4 times a day now and hide the scars', 'self_harm'],
    // Threats of violence at work have their own theme.
    ["I swear I'm going to stab my manager if he says one more word", 'harm_to_others'],
    ['I am bringing a knife to the office tomorrow', 'harm_to_others'],
    ["I'll bring a knife tomorrow and deal with my manager", 'harm_to_others'],
    // "Never" as emphasis, not denial (no risk read before).
    ["I've never been so suicidal", 'suicidal_ideation'],
    // Means kept ready, told with the pills first (no risk read before).
    ["I have pills saved up and I'm going to take them tonight", 'suicidal_ideation'],
  ])('flags %j as high risk, %s', (text, theme) => {
    expect(crisis(text)).toMatchObject({ crisis: true, level: 'high', theme });
  });

  // Intent words without death, or a passive wish without a plan: no banner.
  it.each([
    "I'm finally going to do it, wish me luck",
    'I wish I could fall asleep and never wake up',
    "I shouldn't exist, everyone would be happier",
    'I want to die, nothing ever changes',
  ])('does not raise a crisis on %j', (text) => {
    expect(crisis(text).crisis).toBe(false);
  });

  it.each(['I wish I could fall asleep and never wake up', "I shouldn't exist, everyone would be happier"])(
    'rates the passive wish %j as elevated',
    (text) => {
      expect(crisis(text).level).toBe('elevated');
    },
  );

  it.each(['my boss makes me want to kill myself', 'this life makes me want to kill myself'])(
    'keeps the crisis of %j, blamed on a person or a life',
    (text) => {
      expect(crisis(text)).toMatchObject({ crisis: true, level: 'high' });
    },
  );

  it.each([
    "I don't want to wake up in the morning",
    "I don't think I can hold on much longer",
    "Literally can't afford to live any more.",
    "we'll see if i can make it through tomorrow",
    "I don't see the point of living anymore",
    "I can't find a reason to live",
    'Honestly nobody here would notice if I disappeared',
    "Honestly some days I wish I wouldn't wake up.",
    'Sometimes I wish I would not wake up at all.',
    "I'm so done with life",
    'I feel like a burden to everyone',
  ])('rates the passive wish %j as elevated, not crisis', (text) => {
    expect(crisis(text)).toMatchObject({ crisis: false, level: 'elevated' });
  });

  it.each([
    "I don't want to wake up early tomorrow for the standup",
    'nobody would notice if I disappeared for a week',
    "I don't want to wake up tomorrow for the exam",
    "I don't think I can hold on to this ticket much longer, someone else should take it",
    "not sure I'll make it through tomorrow's all-day workshop",
    "we can't afford to live in the city anymore",
    "I don't see the point of this meeting",
    "I wish I didn't wake up so early for this flight",
    "I wish I wouldn't wake up at 5am every day",
    "I wish I didn't wake up with this headache",
    'the quarterly paperwork is a burden to everyone',
    "I'm so done with this sprint",
    "I'll grab the bat and take care of my teammates' warmup",
    'I have my meds saved for the trip',
    'my grandpa committed suicide last year and it still hurts',
    // Hyperbole blamed on a thing of work or school (a crisis banner before for the first).
    'this bug makes me want to kms',
    'the standup made me want to die',
    'this merge conflict is making me want to kill myself',
  ])('reads the everyday %j as no risk', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  // Developer and workplace language.
  it.each([
    'kill -9 the worker and restart it',
    'the build died again after the merge',
    'execute the script and abort the merge if it conflicts',
    'this bug makes me want to die lol',
    'Suicide Squad was a terrible movie',
    'two suicide bombers attacked the market',
    'the assisted suicide debate is back in parliament',
    'my first attempt failed, here is the second version',
    'the login attempt failed after 3 retries',
    'I attempted again with the new flag and it passed',
    "I'm going to end it here, thanks for reading",
    'I was dying to leave, my last day was great',
    'The process will die if the parent is killed; do it tonight',
    'fantasizing about jumping off the project',
    'why not end it now and start fresh with a new branch',
    'I planned my exit from the company carefully',
    "I'm going to take my pills now",
    'if I take 2 tablets will my headache go away',
    'how many mg of melatonin should I take to sleep',
    'I set a date for the release',
    'countdown to the launch!',
    'tonight is the night, release 2.0 ships',
    'we wrote a note to the team about the outage',
    'consider drinking bleach.',
    "I'm going to shoot my manager an email",
    'carbon monoxide displaces oxygen in the blood',
    'I have 3 weeks left on this contract',
    'my mood has been better in the last month, I was thinking of doing it again with friends',
    'I forced myself to do it so we could ship on time',
    'I attempted and failed to reproduce the crash on staging',
    'I thought about doing it with a regex instead',
    "I've attempted several times to get this test green",
    'we took the easy way out and pinned the dependency',
    'we need a way to end it gracefully when the pod is evicted',
  ])('does not flag %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });
});

describe('methods, means, struggles and near-attempts in the author’s own words', () => {
  it.each([
    // Methods listed or asked about.
    'I have worked out the ways I could go: overdose, hanging, or the bridge by the station',
    'which pills can you take to kill oneself painlessly?',
    'what household products would you mix to kill yourself',
    "I'm about to make a cocktail of cleaning products, I've given up",
    'Is 4 floors high enough to die?',
    'My plan is suicide by cop.',
    'Cutting yourself is one of the least reliable methods, I need something that works',
    "I'm tempted to yeet myself off a bridge tonight",
    "I keep pointing my dad's .38 at my head at night",
    'I think about flipping my car on the motorway every day',
    'how much diphenhydramine would it take benadryl 25mg pills',
    // Thoughts of suicide without "I am" or "my" just before them.
    'Everything falls apart and I hate myself. Suicidal thoughts come and go, tonight they stay.',
    'I told her about the suicidal thoughts I keep having',
    'I have struggled with suicide since I was fifteen',
    "I've been battling suicidal thoughts all winter",
    'Suicide. I think about doing it every night.',
    "I have mixed feelings about suicide; I think about doing it but I'm scared",
    "I can't stop thinking about killing myself",
    "I don't understand why I shouldn't just kill myself this weekend",
    'I used to have thoughts of ending it and I still do',
    'Suicide still feels like the only option to me',
    "I don't plan on living past thirty",
    // Attempts and near-attempts, also beside a joke marker in another sentence.
    "I didn't kill myself tonight. But I came close. hahaha",
    "I don't want to attempt suicide for the third time",
    'Suicide scares me. But I already have two attempts.',
    'Attempt failed. Next time I will make sure I die.',
    // Intent beside death words or a second intent cue.
    "I'm going to die alone anyway, might as well do it now",
    "This Saturday I won't stop myself from going through with it, I want to die",
    "I've started writing notes to my family. I don't know if I'll go through with it.",
    "It's my time to go. How do I say goodbye to people without drawing suspicion?",
    'I set the date, and in my last 10 days I just want some peace',
    "I rather just be dead, I can't get enough courage to do it though",
    'My cat is the only thing keeping me from it. I came here instead of doing it just now.',
    'how is suicide not the answer for someone like me?',
  ])('flags %j as high risk', (text) => {
    expect(analyse(text)).toMatchObject({
      crisis: true,
      risk_level: 'high',
      crisis_theme: 'suicidal_ideation',
    });
  });

  // Passive wishes stay below the banner.
  it.each(["I'd rather be dead", "I wish I wasn't born", 'I want to die', 'I rather just be dead honestly'])(
    'rates the passive wish %j as elevated',
    (text) => {
      expect(analyse(text)).toMatchObject({ crisis: false, risk_level: 'elevated' });
    },
  );

  it.each([
    // Technical and everyday senses of the same words.
    'There are 3 ways I can go with this design: refactor, rewrite, or wrap it.',
    'There are two ways to go: by train or by the bridge over the river.',
    'Which cleaning products can you mix to kill mold in the shower?',
    'Is a 3 story building high enough for the crane to clear?',
    'Are two floors enough for a family of five?',
    'Is 10 floors high enough to see the sea?',
    "I didn't kill it today, but tomorrow's demo will go better.",
    'how much ibuprofen will it take to fix this headache',
    "I don't understand why I can't commit to the gym.",
    "I can't stop myself from doing it, I love refactoring.",
    // News, research and topics.
    'The documentary covers the chemicals people use to kill themselves, and how to restrict them.',
    'I have worked with suicide prevention charities for a decade.',
    'I struggled with suicide rates data for my thesis.',
    "I can't stop thinking about Suicide Squad, what a movie.",
    "Not a day goes by that I don't think about suicide prevention at work.",
    'Suicide prevention training is on Tuesday. I am thinking about doing it online.',
    'The suicide of my favourite author shocked me. I think about doing it too, writing a novel.',
    // Someone else.
    'My brother struggled with suicide for years before he got help.',
    'She told me she has been battling suicidal thoughts.',
    // Jokes in the same sentence.
    'kms lol this exam',
    'I want to die lol this meeting is endless',
    // Workplace hyperbole and farewells.
    "I'm going to throw myself off the roof if this deploy fails again lol",
    "I'd throw myself in front of a bus for this team.",
    'Might as well do it now, the release is tomorrow.',
    "I don't know if I'll do it before Friday, the ticket is huge.",
    "I'm saying goodbye to everyone without any fuss, my last day is Friday.",
    'My last two weeks at the company were great.',
    'Attempt failed: the retry limit was reached, see logs.',
    'The first two attempts failed, the third deploy worked.',
    'I already have two attempts at the exam, one more allowed.',
    'The thought of ending it with him makes me sad.',
    'The only thing keeping me from it is the deadline.',
    'I went for a walk instead of doing it tonight.',
  ])('does not flag %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });
});

describe('departures from work and notes for work', () => {
  it.each([
    'I wrote my notes for the retro, leaving tonight',
    'writing some notes for the handover, my last day before vacation is friday',
    'my last week at the company, writing goodbye notes to everyone',
    'my final day here, said my goodbyes to the team',
    'Leaving tonight for the conference, wrote my notes already',
    'finished writing farewell notes to the team before my last day',
    'I wrote a note to my boss about the schedule, leaving tonight',
  ])('reads no risk in %j (a crisis before)', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it.each([
    "I wrote my goodbye letters and I'm leaving tonight",
    'tonight is the night, I wrote my notes',
    "I've written my letters, tonight's the night",
    'my last day at the company, I wrote my note, tonight I am going to end it',
    "my last day at work, tonight I'm going to do it, I wrote my note",
    "I won't be around much longer, driving to the bridge tonight",
    "Goodbye everyone, I'm flying to Berlin, I'll end it tonight",
  ])('keeps the crisis of %j', (text) => {
    expect(crisis(text).level).toBe('high');
  });

  it.each([
    'This is my last message before I go on leave, goodbye for now!',
    "I won't be around much longer today, leaving early for the dentist",
    "I don't want to be here anymore, this company is toxic",
    "I'll be gone tomorrow, flying to Berlin",
    'Sometimes I think everyone would be better off without me on the team',
  ])('reads no risk in %j (elevated before)', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it.each([
    "I don't want to be here anymore",
    "I won't be around much longer",
    'this is my last message, goodbye',
    "I'll be gone tomorrow",
    'everyone would be better off without me',
    "I'll be gone soon, I'm off to a better place",
  ])('keeps the elevated risk of %j', (text) => {
    expect(crisis(text).level).not.toBe('none');
  });

  it('reads goodbye letters written as a farewell at elevated risk, not a leaving note to the team', () => {
    expect(crisis('I wrote my goodbye letters').level).toBe('elevated');
    expect(crisis('I wrote my goodbye letters to the team').level).toBe('none');
  });
});

describe('a rope for something else', () => {
  it('reads no risk in "I bought a rope for the climbing trip" (a crisis before) nor in a rope for a hammock', () => {
    expect(crisis('I bought a rope for the climbing trip').level).toBe('none');
    expect(crisis('I got a rope to hang the hammock').level).toBe('none');
  });

  it.each([
    'I bought a rope for tonight',
    'I bought a rope to hang myself',
    'I bought a noose for the weekend',
  ])('keeps the crisis of %j', (text) => {
    expect(crisis(text).level).toBe('high');
  });
});

describe('weak cues in their everyday and technical senses', () => {
  it("reads no risk in a developer's message about empty results, useless tools and the end of a run (elevated before)", () => {
    const text =
      "I'm looking at the existing parser. Honestly it's useless, the result is always empty, and the cache is dead at the end of every run";
    expect(crisis(text).level).toBe('none');
  });

  it.each([
    "I feel so empty and broken, I'm useless",
    'why do I even exist, my heart is broken and I feel empty',
  ])('keeps the elevated risk of %j', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });
});

describe('the mood of a risk to the author', () => {
  it.each([
    ["I don't see the point in living anymore", 'anger'],
    ['honestly thinking about ending it all', 'neutral'],
  ])('reads %j as sadness (before: %s)', (text) => {
    expect(analyse(text).mood).toBe('sadness');
  });

  it('leaves the mood of a threat to others alone', () => {
    expect(analyse("I'm going to bring a gun to work tomorrow and make them pay").mood).not.toBe('sadness');
  });
});

describe('a wish to die that opens a complaint about a thing of work', () => {
  it.each([
    'I want to die, who scheduled a 7am meeting',
    'Goodbye cruel world, Jira is down again',
    'I want to die, this meeting has been going for 3 hours',
    'ugh I want to die, the build is red again',
  ])('reads no risk in %j (elevated before)', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it.each([
    'I want to die, got laid off in the meeting today',
    'I want to die, my boss yelled at me in the meeting',
    "I want to die. The meeting was the last straw, I can't do this anymore",
    'I want to die, nothing works, not the code, not my life',
  ])('keeps the elevated risk of %j (the author, a person or a loss named)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it('keeps the crisis of a farewell with a note, whatever follows', () => {
    expect(crisis('goodbye cruel world, I wrote my note').level).toBe('high');
  });
});

describe('the means kept ready', () => {
  it('reads a wish to die beside meds kept ready as a crisis, and meds ready for a trip as no method', () => {
    expect(crisis('I want to die, I have my meds ready').level).toBe('high');
    expect(crisis('I want to die, I have my meds ready for the trip').level).toBe('elevated');
  });
});

describe('the means kept ready for a time', () => {
  it.each([
    'I have the pills ready for tonight',
    "I've got the rope ready for tonight",
    'the noose is ready for tomorrow',
  ])('reads %j alone as elevated (none before)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it.each([
    'I have my meds ready for tonight',
    'I have the pills ready for my trip',
    "my gun is ready for tomorrow's hunt",
    'the pills are ready for tonight, mom',
    "I don't have the pills ready for tonight",
  ])('reads no risk in %j (routine medication, another purpose, someone else, denied)', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it('reads it beside a sign of despair as a crisis', () => {
    expect(crisis("I can't do this anymore, I have the pills ready for tonight").level).toBe('high');
  });
});

describe('a threat to others, as a signal', () => {
  it('reads a threat of violence at work as anger, with no pay topic from "make them all pay"', () => {
    // Neutral with the topics pay and conduct before.
    const signal = analyse("I'm going to bring a gun to work tomorrow and make them all pay");
    expect(signal.risk_level).toBe('high');
    expect(signal.crisis_theme).toBe('harm_to_others');
    expect(signal.mood).toBe('anger');
    expect(signal.topics).not.toContain('pay');
  });
});

describe('self-harm again, and sleep wished forever', () => {
  it('reads "i\'ve been cutting again" as self-harm (none before)', () => {
    const c = crisis("i've been cutting again");
    expect(c.level).toBe('high');
    expect(c.theme).toBe('self_harm');
  });

  it.each([
    "I'm cutting again, down 5 lbs",
    "after my bulk I'm cutting again",
    "we've been cutting again the budget",
  ])('reads no risk in the cut of a diet or a budget: %j', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it('reads a wish to sleep forever as elevated (none before)', () => {
    expect(crisis('im so tired of everything, i just want to sleep forever').level).toBe('elevated');
  });
});

describe('the means at hand', () => {
  it('reads a wish to die beside pills at hand as a crisis (elevated before)', () => {
    expect(crisis('I want to die, the pills are in the drawer').level).toBe('high');
    expect(crisis('the pills are in the drawer').level).toBe('none');
  });
});

describe('warning signs in the author’s own words', () => {
  it.each([
    ["I have a gun and I'm thinking of using it on myself", 'suicidal_ideation'],
    ['I wrote letters to my family and gave away my stuff', 'suicidal_ideation'],
    ["I can't do this anymore, I have the pills ready", 'suicidal_ideation'],
    ["I can't do this anymore, the pills are ready", 'suicidal_ideation'],
    ["I'm going to make everyone at the office pay, I know where they park", 'harm_to_others'],
    ["I swear I'll make them pay for what they did", 'harm_to_others'],
  ])('reads %j as high (none or elevated before)', (text, theme) => {
    const c = crisis(text);
    expect(c.level).toBe('high');
    expect(c.theme).toBe(theme);
  });

  it.each([
    'I just want it all to stop, permanently',
    'I keep thinking about how easy it would be to just not be here',
  ])('reads %j as elevated (none before)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it.each([
    "I'll make them pay, the invoice is overdue",
    "I'm going to make them pay for the pizza",
    'they will make us pay for parking now',
    'I gave away my books to charity before the move',
    'I gave away my stuff',
    'she gave away my stuff without asking',
    'we stood on the bridge and watched the fireworks',
    'I have the pills ready for my trip',
  ])('reads no risk in %j', (text) => {
    expect(crisis(text).level).toBe('none');
  });
});

describe('risk said in more wordings', () => {
  it.each([
    ['my plan is to drive into a wall on the way home', 'suicidal_ideation', 'none'],
    ["I'm standing on the roof right now and thinking of stepping off", 'suicidal_ideation', 'none'],
    ["I want to die and I've worked out how", 'suicidal_ideation', 'elevated'],
    ["I want to die and I know how I'd do it", 'suicidal_ideation', 'elevated'],
    ["I'm on the roof and I want to jump", 'suicidal_ideation', 'none'],
    ["if Mark says one more word to me I'm going to bring a knife and stab him", 'harm_to_others', 'none'],
    [
      "I'll put a bullet in the next person who takes credit for my work, I'm serious",
      'harm_to_others',
      'none',
    ],
    ["I'm going to burn this office down with all of them inside", 'harm_to_others', 'none'],
    ["they fired me, I'm coming back tomorrow and someone is going to get shot", 'harm_to_others', 'none'],
    ["my stepdad has been touching me and I don't know who to tell", 'abuse_disclosure', 'none'],
    [
      'my boss keeps groping me in the supply room and threatened my job if I tell',
      'abuse_disclosure',
      'none',
    ],
    ['my boyfriend forces me to have sex', 'abuse_disclosure', 'none'],
    ['my husband locks me in the house and takes my phone and paycheck', 'abuse_disclosure', 'none'],
    ["he said he'll kill me if I tell anyone", 'abuse_disclosure', 'none'],
  ])('reads %j as high: %s (before: %s)', (text, theme) => {
    const found = crisis(text);
    expect(found.level).toBe('high');
    expect(found.theme).toBe(theme);
  });

  it.each([
    "I wish I'd never been born",
    "I keep hoping I just won't wake up tomorrow",
    'it would be easier for everyone if I just went away for good',
    "I've been thinking people would be relieved if I just wasn't around",
    'I have nothing left to live for since the layoffs',
    "I'm running out of reasons to stay",
    'this is my last post here, thanks for everything, take care of each other',
    'goodbye everyone, it was nice knowing you all',
    "sorry for being such a disappointment, I won't bother you all much longer",
    'please look after my cat if anything happens to me',
  ])('reads %j as elevated (none before)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it.each([
    'It was nice knowing you all.',
    'this is my last post about the login bug',
    "I'm going to go home and kill it at the gym",
    "I'll find him and hug him",
    'my plan is to finish the migration by Friday',
    "I'm standing on the roof terrace with a coffee, great view",
    'my boss made me redo the slides',
    'pls end my suffering and approve my PR 🙏',
    "I'm on the roof fixing the antenna and I want to jump down to grab a beer",
    "I'm at the edge of my seat, ready to jump in",
  ])('reads %j as none', (text) => {
    expect(crisis(text).level).toBe('none');
  });
});

describe('threats, abuse, hopelessness and farewells in more wordings', () => {
  // Read through `analyse`, which scrubs names first: the threats name their target as [NAME].
  it.each([
    [
      "I'm going to shoot Greg when he shows up at the office tomorrow.",
      'harm_to_others',
      'none at distress 1.6',
    ],
    ["I'm going to kill Greg tomorrow.", 'harm_to_others', 'none at 6.4'],
    [
      "If Greg shows up at the office tomorrow after what he did, I'm bringing my gun and he's not walking out.",
      'harm_to_others',
      'none at 2.1',
    ],
    ['Honestly someone should put a bullet in the CEO after this layoff.', 'harm_to_others', 'none at 0.3'],
    [
      "I swear I'll make sure everyone in this building regrets it. They'll see it on the news.",
      'harm_to_others',
      'none at 1.0',
    ],
    ['I know where the mod who banned me lives.', 'harm_to_others', 'none at 4.7'],
    [
      "I'm going to wait outside for Jenna after her shift and make her regret it",
      'harm_to_others',
      'none at 3.8',
    ],
    [
      'I have the rope in my car. I keep driving past the bridge thinking about it.',
      'suicidal_ideation',
      'none at 2.9',
    ],
    ["I bought a rope and I know what I'm going to do with it", 'suicidal_ideation', 'none at 5.0'],
    [
      "I'm sitting on the roof of my building right now. I don't think I'm coming down.",
      'suicidal_ideation',
      'none at 8.0',
    ],
    [
      "When I was a kid my uncle used to touch me and I've never told anyone until now.",
      'abuse_disclosure',
      'none at 7.2',
    ],
    ["My manager keeps grabbing me when we're alone", 'abuse_disclosure', 'none at 8.3'],
    ["My ex has been following me to work and I don't feel safe.", 'abuse_disclosure', 'none at 8.2'],
    ["he left a message saying he'll kill me if I don't come back", 'abuse_disclosure', 'none at 6.9'],
  ])('reads %j as high: %s (before: %s)', (text, theme) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('high');
    expect(signal.crisis_theme).toBe(theme);
  });

  it.each([
    ["I don't think I'll be around for the next survey. Good luck to whoever reads this.", 'none at 0.5'],
    ['Sometimes I wish a car would just hit me on the way to work', 'none at 1.4'],
    ["I won't need it where I'm going.", 'none at 7.1'],
    ["I feel hopeless and I'm out of hope.", 'none at 8.4'],
    ['I feel completely hopeless, nothing is going to change', 'none at 8.6'],
    ["I've given up on everything", 'none at 1.5'],
    ['I keep thinking that if I died tomorrow nobody at work would even notice', 'none at 6.7'],
    ["I'm just so tired of fighting. Tired of waking up.", 'none at 8.9'],
    ["they'd be relieved if I was gone", 'none at 1.7'],
    ["I don't see the point in anything anymore.", 'none at 7.2'],
    ['no one knows I want to die', 'none at 6.2: "no one" was read as denying the wish'],
    ["I don't think I want to live anymore", 'none at 8.6'],
  ])('reads %j as elevated, distress at least 7 (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('elevated');
    expect(signal.distress).toBeGreaterThanOrEqual(7);
  });

  it.each([
    "I'm going to shoot Greg a quick email about the release.",
    "I'm going to kill Dave if he books one more 8am meeting",
    'I know where the config file lives, check /etc',
    "I'm on the roof fixing the antenna, not coming down until it works",
    'My dad used to beat me at chess every sunday',
    'She keeps grabbing me coffee in the mornings, so sweet',
    'he has been following me on twitter for years',
    "I won't need my coat where I'm going, 30 degrees in Lisbon!",
    "I'm hopeless at cooking lol",
    "I've lost all hope in this company's leadership",
    "I'm tired of waking up at 5am for the US standup",
    "I don't think I'll be around for the next survey, I'm handing in my notice",
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });

  it('keeps a denial that reaches the wish: "I don\'t want to die" stays none', () => {
    expect(crisis("I don't want to die").level).toBe('none');
    expect(crisis('nobody knows I want to die').level).toBe('elevated');
  });
});

describe('means researched, weapons hinted, stalking and farewells', () => {
  it.each([
    [
      "I looked up how high the bridge on Route 9 is. I think it's high enough.",
      'suicidal_ideation',
      'none at 0.7',
    ],
    ['I bought a gun last week. Not for protection.', 'suicidal_ideation', 'none at 3.5'],
    [
      "If my manager humiliates me in front of the team one more time, he's going to find out what I keep in my glovebox.",
      'harm_to_others',
      'none at 5.0',
    ],
    [
      "My ex keeps showing up outside my apartment and following me to work. He left a note on my car last night saying he's watching me.",
      'abuse_disclosure',
      'none at 4.2',
    ],
    [
      "When I was a kid my uncle did things to me that I've never told anyone. It's been coming back lately.",
      'abuse_disclosure',
      'none at 7.1',
    ],
    [
      'Someone has been sending me messages from new accounts every day for months, they know my address and what I wore yesterday.',
      'abuse_disclosure',
      'none at 1.1',
    ],
  ])('reads %j as high: %s (before: %s)', (text, theme) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('high');
    expect(signal.crisis_theme).toBe(theme);
  });

  it.each([
    ['Goodbye everyone. It was nice knowing you.', 'none at 0.2'],
    [
      "Thanks for everything, all of you. I won't be logging in anymore. Take care of each other.",
      'none at 0.1',
    ],
    ["I keep thinking it would be easier if I just wasn't here.", 'none at 1.3'],
    ["I don't see myself being alive in five years, and honestly I'm okay with that.", 'none at 4.9'],
    ["What's the point of any of this. Nothing is going to get better for me.", 'none at 5.8'],
  ])('reads %j as elevated (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('elevated');
    expect(signal.distress).toBeGreaterThanOrEqual(7);
  });

  it.each([
    "I looked up how tall the Eiffel tower is, it's 330 m!",
    'I bought a gun last week for hunting season',
    "I won't be logging in anymore today, heading out",
    "Thanks for everything all, I won't be logging in anymore, my last day at the company is Friday",
    "it would be easier if I wasn't here for the handover, can someone cover",
    "my mom says she'll be watching me play tonight",
    'the recruiter keeps sending me emails from different accounts lol',
    'they know my address and the delivery still failed',
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('means, plans, stalking and farewells in everyday words', () => {
  it.each([
    [
      'I looked up how many of my sleeping tablets it would take. I have enough. Just wanted someone to know before I go.',
      'suicidal_ideation',
      'none at 2.3',
    ],
    [
      'the bridge on my way home is high enough, ive been thinking about stopping there tonight and not coming back',
      'suicidal_ideation',
      'none at 1.0',
    ],
    [
      "I bought a rope today and it wasn't for camping. I don't know why I'm telling you guys.",
      'suicidal_ideation',
      'none at 8.0',
    ],
    [
      "took a bunch of my meds about an hour ago, feeling really weird, I don't want to be here anymore",
      'suicidal_ideation',
      'elevated at 8.4',
    ],
    [
      "my stepdad comes into my room at night and does things to me, I can't tell my mom",
      'abuse_disclosure',
      'none at 8.0',
    ],
    [
      "my husband said if I tell anyone about what he does he'll make me regret it. I have bruises on my arms again.",
      'abuse_disclosure',
      'none',
    ],
    [
      'i have the razor blades in the bathroom and i keep going back to them tonight, i dont think i can stop myself this time',
      'suicidal_ideation',
      'none at 6.1',
    ],
    [
      "Gonna kms tonight fr, not even joking this time, i'm done",
      'suicidal_ideation',
      'none at 4.2: "to" of "tonight" read as a distance',
    ],
    [
      'if i dont show up tomorrow its because i finally went through with it. sorry guys',
      'suicidal_ideation',
      'none at 1.1',
    ],
    [
      "Writing my handover doc so nobody's stuck after I'm gone. I've decided I'm ending things on Friday.",
      'suicidal_ideation',
      'none at 7.8',
    ],
    [
      "I drove to the cliffs after the layoff news. I'm sitting in the car and I keep thinking about just driving off.",
      'suicidal_ideation',
      'none at 1.8',
    ],
    [
      "Someone has been sending me messages saying they know my schedule, they posted photos of my house. I'm terrified.",
      'abuse_disclosure',
      'none at 8.8',
    ],
    [
      'going to take all my insulin at once tonight. nobody will even notice im gone',
      'suicidal_ideation',
      'none at 5.4',
    ],
    [
      "re the ticket from yesterday, I won't need it fixed. I have a plan for this weekend and I've made my peace with it.",
      'suicidal_ideation',
      'none at 2.5',
    ],
    [
      'Standing at the train platform and thinking about stepping in front of the next one. Please someone talk to me.',
      'suicidal_ideation',
      'none at 5.0',
    ],
    [
      "Ive stopped taking my meds and saved them all up. i know what i'm going to do with them",
      'suicidal_ideation',
      'none at 2.7',
    ],
    [
      'Someone from this server keeps finding my new accounts, messaging my family and threatening to leak my address.',
      'abuse_disclosure',
      'none',
    ],
    [
      'wrote a note, sorted out my cat, deleted my socials. just wanted to say you were all good people',
      'suicidal_ideation',
      'none at 2.3',
    ],
    [
      'cant stop thinking about jumping from my balcony, 12th floor, i stood there for an hour last night',
      'suicidal_ideation',
      'none at 2.8',
    ],
  ])('reads %j as high: %s (before: %s)', (text, theme) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('high');
    expect(signal.crisis_theme).toBe(theme);
  });

  it.each([
    ["what's even the point of me being alive, I mess up everything I touch", 'none at 7.9'],
    [
      "Just want to say thanks to everyone in this server for the good times. I won't be around after this, take care of each other.",
      'none at 0.1',
    ],
    [
      "i dont see a future for myself at all. every day is the same grey nothing and it's not going to get better for me",
      'none at 6.0',
    ],
    [
      'Lately I just feel hopeless about my whole life. Work, friends, family, nothing feels worth it anymore.',
      'none at 8.7',
    ],
    [
      "I've been standing on the roof of my building for 20 minutes. I don't know why I'm typing this.",
      'none at 6.6',
    ],
    ["I don't want to die exactly but I wouldn't mind if I didn't wake up.", 'none at 7.3'],
    [
      "It's not going to get better. I've tried therapy, meds, everything. I'm just so tired of fighting to stay alive.",
      'none at 8.2',
    ],
    [
      'idk how much longer i can keep going like this honestly. i think about death a lot. like a lot a lot',
      'none at 3.4',
    ],
    ['Im so hopless, nothing i do matters and i just want it all to stop', 'none at 6.7'],
    [
      "I used to think it would get better but it never does. Honestly I'm done. Done trying, done hoping, done living really.",
      'none at 0.7',
    ],
    ["tell everyone i said bye and that i'm sorry. logging off for the last time", 'none at 3.4'],
    [
      "what's the point of anything. i'm a waste of space and everyone would be happier if i never existed",
      'none at 5.8',
    ],
    ["Been drinking alone every night and honestly I don't care if I wake up anymore.", 'none at 8.8'],
    [
      "Thanks for the laughs over the years guys. Won't be around anymore. Look after yourselves x",
      'none at 0.1',
    ],
  ])('reads %j as elevated, distress at least 7 (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.risk_level).toBe('elevated');
    expect(signal.distress).toBeGreaterThanOrEqual(7);
  });

  it.each([
    'I took a handful of pills this morning because my allergies are awful, the pollen count is insane.',
    'I overdosed on caffeine today, five espressos before noon, my hands are vibrating lol',
    "I won't be here much longer, my contract ends in March and I've accepted a role at a startup.",
    "the recruiter said if I tell anyone the salary he'll make me regret it lol",
    "I bought a new climbing rope for the trip, it's not for the gym",
    "I don't see a future for myself at this company",
    'logging off for the last time this week, see you Monday',
    "I'm ending things with my landlord on Friday, finally moving out",
    'I have a plan for this weekend: hiking and a barbecue',
    "my boss said if I miss the deadline he'll make me regret it lol",
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('a fifth probe of everyday messages', () => {
  it('reads "some days I wish I just wouldn\'t wake up" as elevated (before: none, joy at distress 2.4)', () => {
    expect(analyse("some days I wish I just wouldn't wake up").risk_level).toBe('elevated');
  });

  it('reads stalking asked about in a support ticket as high (before: none at 5.2)', () => {
    const signal = analyse(
      "My ex keeps logging into our old shared account and reading my messages, and he has been showing up wherever I am. How do I remove him and make sure he can't see my location?",
    );
    expect(signal.risk_level).toBe('high');
    expect(signal.crisis_theme).toBe('abuse_disclosure');
  });
});

describe('the valence of a risk said', () => {
  it.each([
    ['I keep thinking everyone here would be better off without me', '0.00'],
    ["I have the pills saved up and I think tonight's the night", '0.00'],
    [
      "Thanks for everything, all of you. I won't be logging in anymore. Take care of each other.",
      'positive',
    ],
  ])('reads %j as clearly negative (before: %s)', (text) => {
    expect(analyse(text).valence).toBeLessThanOrEqual(-0.2);
  });
});

describe('a device that died, a task asked for', () => {
  it('reads a long thank-you that tells of a laptop that died as no risk (before: elevated at distress 8.0)', () => {
    const signal = analyse(
      "I just want to say how grateful I am for this team. When my laptop died two days before the launch, three of you stayed late to help me rebuild everything and nobody made me feel bad about it. That's rare and I don't take it for granted.",
    );
    expect(signal.risk_level).toBe('none');
    expect(signal.distress).toBeLessThan(7);
  });

  it('keeps the risk of "I want to die, my phone died again"', () => {
    expect(analyse('I want to die, my phone died again').risk_level).toBe('elevated');
  });

  it('keeps "please help me, I can\'t do this anymore" distressed', () => {
    expect(analyse("please help me, I can't do this anymore").distress).toBeGreaterThanOrEqual(7);
  });
});

describe('threats and abuse told by the one threatened', () => {
  it.each([
    'he said he is going to break my legs',
    "The team lead said if I report the safety issue he'll 'break my legs'. I don't think he was joking.",
    "Tom from accounts told me he'd 'make me pay' if I reported him, and he knows where I live. I'm scared.",
    "A senior colleague keeps sending me sexual messages after hours and said my contract won't be renewed if I tell anyone.",
    "My husband shows up at the office and screams at me, I'm scared to go home tonight",
    'My manager grabbed my arm and pulled me into the office',
    'Another employee has been following me to my car after shifts',
    "an older guy from another server keeps asking me for pics and says he'll leak our chats if i stop. i'm 14",
    "my boyfriend checks my phone and says he'll hurt me if i talk to other guys. is that normal?",
    "my mom locked me out again and said she'd kill me if i came back before she's sober",
    'my little sister keeps telling me her teacher is "mean" but she has bruises on her arms and won\'t say why',
    'he beat me with a bag he thought I packed',
  ])('reads %j as abuse disclosed (none before)', (text) => {
    expect(crisis(text)).toMatchObject({ level: 'high', theme: 'abuse_disclosure' });
  });

  it.each([
    'he hit me up about the job yesterday',
    'my manager hit me with a surprise deadline',
    'she kicked me out of the call lol',
    'someone kicked me in the group chat lol',
    'my boss touched me on the shoulder to say good job',
    'my sister beats me at chess every time',
    'someone beats me to saying that every time',
    'he grabbed me a coffee',
    'my manager threatened me with a PIP',
    "my boss said he'd kill me if I was late again lol",
    "my mom said she'll kill me if I'm late",
    'it felt like someone punched me in the gut',
    'Now it feels like someone beat me with a rock in the head',
    'my friend keeps asking me for pics of my cat',
  ])('reads %j as none', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it.each([
    "Someone in the warehouse said he's going to bring a gun in and 'sort out' management. He wasn't laughing.",
    'he keeps threatening to shoot up the office',
    "if that kid from my class says one more thing to me i swear i'm bringing my dad's gun tomorrow",
    "i'm going to find him after school and make sure he never walks again",
  ])('reads %j as harm to others (none before)', (text) => {
    expect(crisis(text)).toMatchObject({ level: 'high', theme: 'harm_to_others' });
  });

  it('reads regret promised to a colleague named as harm to others (none before)', () => {
    const signal = analyse("I'm going to make sure Dave regrets humiliating me. He won't see it coming.");
    expect(signal).toMatchObject({ risk_level: 'high', crisis_theme: 'harm_to_others' });
  });

  it.each([
    "my coworker said he's gonna kill everyone lol",
    "she said she'd bring a knife to the potluck",
    "he said he's bringing his gun to the range tomorrow",
    'the police threatened to kill everyone inside the house',
    "I'll make sure the customer regrets nothing, great service is our goal",
  ])('reads %j as none', (text) => {
    expect(crisis(text).level).toBe('none');
  });
});

describe('risk told in plain words', () => {
  it.each([
    ["wrote my note. it's in the drawer. i love you all", 'suicidal_ideation'],
    ["i'm standing on the bridge rn. i just wanted to say bye to someone", 'suicidal_ideation'],
    ["i've been writing letters to my family, just in case. i think it's time", 'suicidal_ideation'],
    [
      "i'm giving away all my games and my pc to whoever wants them, i won't need them anymore",
      'suicidal_ideation',
    ],
    [
      'ok so hypothetically if someone took a whole bottle of tylenol how long would it take',
      'suicidal_ideation',
    ],
    [
      'I gave my guitar to my brother and my games to my friends. it was fun while it lasted',
      'suicidal_ideation',
    ],
    ["I want to die. I've decided how I'm going to do it", 'suicidal_ideation'],
    ["i relapsed and cut again last night, deeper this time. please don't tell anyone", 'self_harm'],
    ["my arms are covered in scars and i keep hiding them in hoodies, i can't stop doing it", 'self_harm'],
    ["i've started hitting my head against the wall when i get overwhelmed", 'self_harm'],
    ["i haven't eaten in 4 days on purpose, i don't deserve food", 'self_harm'],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(crisis(text)).toMatchObject({ level: 'high', theme });
  });

  it.each([
    "I can't do this anymore. Nothing is going to get better.",
    "i can't keep doing this. i'm so tired. i just want it all to stop",
    'sometimes i think about just not being here anymore',
    "if i got hit by a car tomorrow i don't think i'd mind honestly",
    "does anyone else feel like they're just waiting to die",
    'anyone else wish they could just disappear',
    "anyone else feel like they're a burden to everyone",
    "I'm just waiting to die honestly",
    'just waiting to die at this point',
  ])('reads %j as elevated (none before)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it.each([
    "I'm going to take my life savings and finally buy a house 🏠",
    'training on self-harm awareness and mental health first aid is next Tuesday, sign up here',
    "there's a webinar about self-harm tomorrow",
    'anyone else want to die when they hear their own voice on a recording',
    'my phone is just waiting to die',
    'the old dog is just waiting to die, poor thing',
    "I'm waiting to die in the next round, someone revive me",
    "I've decided how I'm going to do it, a two-step migration",
    "I've decided how I'm going to do it. Tonight.",
    'RIP free snacks, it was fun while it lasted',
    'I gave my old books to my cousin',
    "ok it's time",
    'I think about not being here at the company next year',
    "I'm waiting for the end of the sprint",
    'banging my head against the wall with this bug',
    'I cut again the onions for the second batch',
  ])('reads %j as none', (text) => {
    expect(crisis(text).level).toBe('none');
  });

  it('keeps self-harm said of oneself', () => {
    expect(crisis('self-harm is something I struggle with every day')).toMatchObject({ theme: 'self_harm' });
    expect(crisis('I want to take my life')).toMatchObject({ level: 'high' });
  });
});

describe('farewells to a community', () => {
  it.each([
    'thanks for everything guys, you were the best part of the last few years. take care of each other',
    "i'm leaving the server. sorry for being annoying. i won't bother anyone again. bye",
  ])('reads %j as elevated (none before)', (text) => {
    expect(crisis(text).level).toBe('elevated');
  });

  it.each([
    'Last day at the company tomorrow, you were the best part of the last few years!',
    "I won't bother you again about the invoice",
  ])('reads %j as none', (text) => {
    expect(crisis(text).level).toBe('none');
  });
});

describe('harm told in plain words, from a second probe', () => {
  it.each([
    [
      'a guy followed me from the station to my building and he was there again this morning',
      'abuse_disclosure',
    ],
    ['my manager keeps touching my back and making comments about my body', 'abuse_disclosure'],
    ['my gf slapped me and threw my phone at the wall, im hiding in the bathroom', 'abuse_disclosure'],
    ['my coworker cornered me in the supply room and wouldnt let me leave', 'abuse_disclosure'],
    ['mum pushed me down the stairs during an argument', 'abuse_disclosure'],
    ["My stepfather said if I tell anyone what he does he'll kill me", 'abuse_disclosure'],
    ['team lead keeps calling me slurs in DMs', 'abuse_disclosure'],
    ["there's a man who's been waiting outside my office every evening for a week", 'abuse_disclosure'],
    ["my partner says he'll hurt the dog if i leave", 'abuse_disclosure'],
    ["At home my husband checks my phone and hits me when I'm late back from the office", 'abuse_disclosure'],
    ['A senior engineer keeps asking me to come to his hotel room during offsites', 'abuse_disclosure'],
    ["a guy in my class said he's bringing his dad's gun to school on friday", 'harm_to_others'],
    ["My coworker said if he gets laid off he'll come back and make everyone pay", 'harm_to_others'],
    ['someone wrote "everyone in 3B dies tomorrow" on the bathroom wall', 'harm_to_others'],
    [
      'the new contractor told me he keeps a knife in his car for the manager who wrote him up',
      'harm_to_others',
    ],
    ["kid on the bus told my son he's going to stab him at recess", 'harm_to_others'],
    ["a customer called three times saying he'd burn the store down with us in it", 'harm_to_others'],
    ['he told me he has a list of kids he wants to hurt', 'harm_to_others'],
    ["my lab partner said he wants to poison the professor's coffee", 'harm_to_others'],
    ["there's a post going around saying there will be a bomb at the assembly on monday", 'harm_to_others'],
    ['someone in the group chat is threatening to beat up the new girl after practice', 'harm_to_others'],
    ["I'm going back tonight to make him bleed", 'harm_to_others'],
    ["one more comment from him and I'm going to smash his face into the desk", 'harm_to_others'],
    ["I'm going to beat the crap out of that guy when I see him", 'harm_to_others'],
    ['I want to hurt the people who did this to my brother', 'harm_to_others'],
    ['i cut my arm again last night, deeper this time', 'self_harm'],
    ['i keep scratching my wrists with my keys until they bleed', 'self_harm'],
    ["relapsed tonight. 8 months clean from cutting and now it's all gone", 'self_harm'],
    ['took way more of my pills than I should have, just to feel numb', 'self_harm'],
    ["I hide the razor blades in my sock drawer so my mom won't find them", 'self_harm'],
    ['punched the wall until my knuckles broke because i hate myself', 'self_harm'],
    ['i made myself throw up again after dinner', 'self_harm'],
    ['wearing long sleeves in july so nobody sees the marks on my arms', 'self_harm'],
    ['I carved his name into my thigh last night', 'self_harm'],
    ['held my hand on the hot stove on purpose tonight', 'self_harm'],
    ["giving my guitar and my games to my little brother. i won't need them anymore", 'suicidal_ideation'],
    ["I love you all. thank you for everything. I'm sorry it has to end like this", 'suicidal_ideation'],
    ["wrote letters to everyone tonight. they'll understand eventually", 'suicidal_ideation'],
    ['I gave away my plants and paid off my debts so nobody has to deal with it after', 'suicidal_ideation'],
    ["if I don't log on tomorrow, don't worry about it. it's better this way", 'suicidal_ideation'],
    ['deleted all my accounts except this one. just wanted to say you all meant a lot', 'suicidal_ideation'],
    ["Tell my mom I'm sorry and that it wasn't her fault", 'suicidal_ideation'],
    ["I'm at peace now. goodbye everyone ❤️", 'suicidal_ideation'],
    ["i've decided tonight is the night. thanks for being my friends", 'suicidal_ideation'],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    "nothing is ever going to get better, I'm so tired of trying",
    "if a bus hit me tomorrow i wouldn't even mind",
    "no future for me, every door is closed and I've stopped caring",
    "I can't see a way out of this and I've stopped looking",
    "there's no reason to keep going. i'm just a burden",
    "sorry for being such a burden to everyone. you won't have to worry about me much longer",
    "you can have my bike, i won't be around to use it",
  ])('reads %j as at least elevated (none before)', (text) => {
    expect(analyse(text).risk_level).not.toBe('none');
  });

  it.each([
    "my boss threatened me with a performance review if the deck isn't done by Friday",
    "Coach said he's going to kill us at practice tomorrow, so many sprints 😩",
    "hit me up when you're free this weekend!",
    "she's going to kill me if I'm late again lol",
    'My mom keeps following me on every app now',
    "he said he's bringing a knife to cut the cake",
    "she said she'd shoot the promo video tomorrow morning",
    'banging my head against the wall over this null pointer bug',
    'cut my finger slicing bagels, all good',
    'scratched my arm on the rose bush while gardening',
    'Burned myself on the oven tray making cookies, worth it',
    'Last day at Acme tomorrow! Giving away my desk plants, first come first served',
    "moving to Berlin next week so I won't need my car anymore",
    "it's time! the launch is live, thank you all",
    'I love you all, thanks for an amazing 5 years on this team',
    "that's it for tonight's stream, love you all, goodbye and see you thursday!",
    'deleted instagram, tiktok and twitter. best decision ever',
    'letters to everyone on the team are done for the holiday party',
    "I've made peace with the fact that the printer will never work",
    'things can only get better from here',
    "I'm going to beat the crap out of you in fifa tonight",
    'She made comments about my weight and how I was too skinny',
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in survey answers and tickets', () => {
  it.each([
    ["A coworker told me that if I report him again he'll make sure I regret it.", 'abuse_disclosure'],
    [
      "Honestly I'm so done. If I snapped and brought something to the office, nobody would be surprised.",
      'harm_to_others',
    ],
    ["I wrote letters to my kids last night just in case. I'm tired of fighting this.", 'suicidal_ideation'],
    ["I have a plan and I've picked the date. I just wanted someone to know.", 'suicidal_ideation'],
    [
      "What's the point of a performance plan. I'm not planning on being alive by the review date.",
      'suicidal_ideation',
    ],
    ["I bought a rope over the weekend. I don't know why I'm telling a survey.", 'suicidal_ideation'],
    [
      "I'm trapped and exhausted and I honestly can't see a way out of this except ending it.",
      'suicidal_ideation',
    ],
    [
      'The guy who got fired last week keeps posting about coming back to the office with a gun.',
      'harm_to_others',
    ],
    [
      "My partner controls all my money and won't let me see friends, and I'm afraid of what happens if I leave.",
      'abuse_disclosure',
    ],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    "Sometimes I think everyone here would be better off if I just wasn't around.",
    "I haven't eaten properly in days and I keep thinking I'd rather disappear than face another Monday.",
  ])('reads %j as elevated (none before)', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'I saved the file twice, just in case. I wanted you to know.',
    "it's time. I love you all.",
    "I won't be around for the meeting tomorrow",
    'I packed an umbrella just in case.',
    "I don't know why I'm writing this, I just want to sleep forever",
    "I'd rather die than wear crocs to the wedding",
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});

describe('farewells in everyday words', () => {
  it.each([
    "wrote my note. it's in the drawer. i love you all",
    "I'm at peace now. goodbye everyone ❤️",
    "you can have my bike and the xbox, i won't be around to use them",
  ])('reads %j as high: a farewell beside an intent cue or a wish', (text) => {
    expect(crisis(text).level).toBe('high');
  });

  it.each(["it's time! the launch is live", 'goodbye everyone.', "that's all, I love you all."])(
    'reads %j alone as none',
    (text) => {
      expect(crisis(text).level).toBe('none');
    },
  );
});

describe('methods described, plans, attempts and passive wishes in fresh wordings', () => {
  it.each([
    [
      'I put the charcoal in the car and taped the windows. just need to work up the nerve',
      'suicidal_ideation',
    ],
    ["I've been saving my antidepressants instead of taking them. I counted 60 today.", 'suicidal_ideation'],
    ["the train passes at 11:40, i'll be on the tracks", 'suicidal_ideation'],
    ["the plan is to walk into the sea at high tide. i've checked the times", 'suicidal_ideation'],
    [
      "I'm going to go into the woods with a bottle of vodka and my dad's pills and just lie down",
      'suicidal_ideation',
    ],
    [
      "going to crash the car on the highway on my way home, it'll look like an accident for the insurance",
      'suicidal_ideation',
    ],
    [
      "Filled the bathtub and I've got the razor. Just wanted to say thanks for being nice to me on here.",
      'suicidal_ideation',
    ],
    [
      'I keep driving past the gun store. I went in today and asked about waiting periods, I only need it for one thing.',
      'suicidal_ideation',
    ],
    ["tomorrow i won't be here. i've planned it out, please don't try to find me", 'suicidal_ideation'],
    [
      "i scheduled the messages to send to everyone tomorrow morning, by then it'll be done",
      'suicidal_ideation',
    ],
    [
      'sorry guys this is my last message on this server, i have the pills in front of me',
      'suicidal_ideation',
    ],
    ['i am decide to finish my life, the rope is ready in garage', 'suicidal_ideation'],
    ["tonight i'll make sure i dont wake up, love you all", 'suicidal_ideation'],
    [
      "idk how to say this but i'm not gonna be alive by my birthday, i've got it planned",
      'suicidal_ideation',
    ],
    [
      'last week i took a whole pack of paracetamol and woke up in the hospital, nobody at work knows',
      'suicidal_ideation',
    ],
    ["woke up on the bathroom floor, guess the pills didn't work", 'suicidal_ideation'],
    ["second time i've tried to not wake up this year. didnt work again", 'suicidal_ideation'],
    ['my friend just texted me goodbye and said she took all her pills, what do i do', 'suicidal_ideation'],
    ['i dig my compass into my arm in class so i can feel something', 'self_harm'],
    ['when i mess up i carve the word into my skin so i remember', 'self_harm'],
    ['punched the mirror on purpose and kept going until my knuckles split', 'self_harm'],
    ['Had to butterfly-stitch my own leg tonight. I went too far.', 'self_harm'],
    ["keep talking trash and i'll find you and slit your throat", 'harm_to_others'],
    ["If that landlord shows up again I'm going to put him in the ground", 'harm_to_others'],
    ["next time he touches my sister i'll break every bone in his body, i'm not joking", 'harm_to_others'],
    ['when the HR meeting happens i will bring my gun and end this', 'harm_to_others'],
    ["my stepdad is asleep and i'm standing in his doorway with a hammer", 'harm_to_others'],
    ["my brother said he's going to kill our dad when he gets home tonight", 'harm_to_others'],
    [
      "My coworker keeps saying he'll take care of the managers and last week he showed me a knife in his locker",
      'harm_to_others',
    ],
    ["someone in our discord posted the school name and said 'tomorrow everyone dies'", 'harm_to_others'],
    ['mom throws things at me, yesterday it was a plate and i needed stitches', 'abuse_disclosure'],
    ["my coach sends me messages at 2am asking for pictures. i'm 14", 'abuse_disclosure'],
    [
      'Someone at the conference pushed me into a stairwell and put his hands up my skirt',
      'abuse_disclosure',
    ],
    [
      "My partner tracks my location, controls all the money, and won't let me see my friends anymore",
      'abuse_disclosure',
    ],
    ["my husband takes my paycheck and says he'll take the kids if i ever leave", 'abuse_disclosure'],
    ["my ex said if he can't have me nobody can", 'abuse_disclosure'],
    [
      'someone hacked my account and is threatening to send my private photos to my family unless I pay',
      'abuse_disclosure',
    ],
    ["there's a car that follows me home from the bus stop every night now, same guy", 'abuse_disclosure'],
    ['A man from my old job keeps creating new accounts to message me after I block him', 'abuse_disclosure'],
    ['A senior partner says my review depends on being "friendly"', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    "I keep thinking everyone's life would be easier without me in it",
    "i'm a waste of space and oxygen",
    "I've been a burden to my parents since the day I was born",
    "The world doesn't need me. It would keep spinning just fine without me.",
    "Just wanted to say goodbye to everyone in the group. You've all been great. I'm sorry for everything.",
    "gg everyone, it was nice knowing you all. i won't be back, ever",
    "Honestly I'm just existing, not living. Waiting for it to end.",
    "I've stopped seeing a future for myself. I can't picture being 30.",
    "my life is over. it's never going to get better",
    'the only thing keeping me here is my dog',
    "lowkey hoping i don't wake up tomorrow",
    'every morning i wake up disappointed that i did',
    "honestly dying doesn't sound so bad anymore",
    'i pray every night that god takes me in my sleep',
    'why am i even alive',
    "i'm tired. not sleepy tired. tired of everything, including being here",
  ])('reads %j as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'burned my arm on the oven tray again, i never learn',
    'hit my leg on the table again',
    'maybe a zombie would eat me and finish my life game already',
    "Move and I'll slit your throat !",
    "I'm exhausted. I've worked every weekend for two months and I have nothing left.",
    "I'm taking the train tomorrow, see you at the bridge club",
    'She grabbed me and pulled me onto the dance floor at the wedding',
    'the barber grabbed my head to turn it and I almost jumped lol',
    'my colleague followed me home... because we live on the same street',
    'Reminder from the mods, posts encouraging self-harm or suicide will be removed',
    'The novel deals with self-harm in a really sensitive way',
    "I'm going to hang myself from the pull-up bar until I can do ten",
    'Playing Juliet in the school play, I have to pretend to stab myself with a dagger',
    "I won't be around after today, my contract ends. Take care of the dashboards for me 😊",
    "my sister is getting my car since I'm moving abroad, won't need it where I'm going",
    "The song goes 'I don't want to live forever' and it's been stuck in my head all day",
    'I love you all, this team has been the best part of my career. Signing off for the last time 💙',
    "omg I'm gonna kill Dave, he replied-all to the entire company again 🤦",
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of a fifth probe', () => {
  it.each([
    [
      "Sorry to write this in the ticket but I won't need the account after Friday because I won't be alive",
      'suicidal_ideation',
    ],
    [
      'my mind is set, i am going to stop my heart one way or another before the month ends',
      'suicidal_ideation',
    ],
    ['how many paracetamol would it take to not wake up, asking for me not a friend', 'suicidal_ideation'],
    ['does anyone know if a belt would hold my weight from a door hinge', 'suicidal_ideation'],
    ['i looked up how deep to cut so it actually works this time', 'suicidal_ideation'],
    ['Is a car exhaust in a closed garage painless? I need to know before the weekend.', 'suicidal_ideation'],
    ['im sitting in my car with the engine running in the closed garage right now', 'suicidal_ideation'],
    [
      "I took everything in my medicine cabinet about an hour ago and now I'm getting scared",
      'suicidal_ideation',
    ],
    [
      "I'm typing this from the hospital. I tried to end things on Tuesday, and they say I'm stable now.",
      'suicidal_ideation',
    ],
    ['they pumped my stomach sunday. first time i tried it. second time wont fail', 'suicidal_ideation'],
    ['been cutting again. long sleeves at work in july', 'self_harm'],
    ['relapsed last night, 6 months clean from the blade and now my thighs are a mess again', 'self_harm'],
    [
      "I've got my dad's rifle in the trunk. HR is going to find out what happens when you fire me.",
      'harm_to_others',
    ],
    ["i know where my ex's new bf lives. im going over there tonight with a bat", 'harm_to_others'],
    ["my coworker in logistics said he's going to bring a gun to the holiday party", 'harm_to_others'],
    [
      'The patient in bay 4 told the night nurse he is going to find the surgeon and cut his throat',
      'harm_to_others',
    ],
    [
      "someone in our clan chat has been posting that he's going to burn down his school tomorrow",
      'harm_to_others',
    ],
    [
      'When I was little my uncle used to make me keep secrets about what he did when we were alone.',
      'abuse_disclosure',
    ],
    ["a guy at the bar put something in my drink and i woke up in a place i didn't know", 'abuse_disclosure'],
    ['someone forced himself on me after the team dinner and i said no like four times', 'abuse_disclosure'],
    ['Someone put an AirTag in my car, I found it under the bumper.', 'abuse_disclosure'],
    [
      'The senior partner told me my promotion depends on whether I go to his hotel room.',
      'abuse_disclosure',
    ],
    [
      "He checks my phone every night and takes my paycheck. I'm not allowed to see my friends without him.",
      'abuse_disclosure',
    ],
    [
      "my parents took my phone and said they're sending me abroad to marry someone i've never met",
      'abuse_disclosure',
    ],
    [
      "got a message tonight, 'you're dead if you show up monday'. it's from a number i don't know",
      'abuse_disclosure',
    ],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    "I'm just a burden to my team. They'd get more done if I wasn't here at all.",
    'the world would be a bit lighter without me in it',
    "my kids deserve a better mum than me, they'd be fine without me",
    "Everyone I love would have an easier life if I wasn't in the picture.",
    "i feel trapped with no way out and it's been like this for months",
    "What's the point of trying anymore. Nothing I do changes anything.",
    'After the layoff and the divorce I just feel like my life is over.',
    'im a lost cause and everyone knows it',
    'dont really care if i live or die at this point',
    "honestly if i didn't wake up tomorrow i'd be relieved",
    "no reason to stay alive really, i'm just sort of still here by default",
    'This will probably be my last message here. Thank you for putting up with me.',
    "Thank you all for everything. I'm sorry for the trouble I've caused. Goodbye.",
    'tell my sister i love her, ok? and that none of it was her fault',
    "been having those thoughts again. the ones about not being here. i'm safe but they're loud",
    "I'm so done. Done with trying, done with being here.",
  ])('reads %j as elevated (none before)', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'i want to hang myself upside down from the pull up bar, it does wonders for my back lol',
    "I won't be alive by the time they finish that road, lol",
    'my phone is at 2%, the engine is running so I can charge it',
    'how many coffees would it take to survive this week',
    'I picked the spot for the picnic, see you saturday',
    "they'd be fine without me on the team for a week",
    "I'm worthless at drawing but it's fun",
    "he said he's going to bring a cake to the holiday party",
    'my uncle used to make me pancakes when we were alone on sundays',
    'put the charcoal in the car for the bbq tomorrow',
    "I picked the date for the party, it's saturday",
    "I'm going to poison the weeds in the garden tomorrow",
    'he keeps a knife in his bag for the picnic',
    "she said she'll be waiting for us at the gate",
    'got my rifle ready for hunting season tomorrow',
    "I'm safe at home now",
    "gonna down the whole bottle of wine tonight, it's been a week",
    "she'll shoot me a text when she lands",
    'my cat keeps touching my face at night',
  ])('reads %j as none', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of a sixth probe', () => {
  it.each([
    [
      'wrote my notes already, going to the bridge on route 9 after my last shift sunday',
      'suicidal_ideation',
    ],
    ['after i drop the dog at my sisters tomorrow im going to the woods with the rope', 'suicidal_ideation'],
    [
      'Planned it for after exams so nobody blames the uni. 14th. Already chose the spot',
      'suicidal_ideation',
    ],
    [
      "I have it all figured out, after payday I'm settling my debts and then I'm ending it at the lake cabin",
      'suicidal_ideation',
    ],
    ["Tbh I'm planning to not wake up tomorrow. Dont tell anyone in the guild", 'suicidal_ideation'],
    ["I want to die and I'm going to make it happen, nobody can talk me out of it", 'suicidal_ideation'],
    [
      'ive got access to the med cupboard on nights, i know exactly which vials would do it',
      'suicidal_ideation',
    ],
    ['keep thinking about stepping in front of the 7:40 express', 'suicidal_ideation'],
    ['bought the rope today. hid it in the boot of the car', 'suicidal_ideation'],
    [
      'i took the whole bottle of my antidepressants like 20 min ago and im starting to feel weird',
      'suicidal_ideation',
    ],
    ['standing on the ledge of the parking garage right now, typing this', 'suicidal_ideation'],
    ['I already took them all. its fine. just wanted to say thanks for the good raids', 'suicidal_ideation'],
    ['relapsed last night, used the blade again after 8 months clean', 'self_harm'],
    ["im bringing my dads gun to the office on monday and they'll finally see", 'harm_to_others'],
    [
      "my coworker said he's going to shoot up the distribution center if they cut his hours",
      'harm_to_others',
    ],
    [
      "a customer just phoned in saying he's coming down with a knife to sort out the refund girl",
      'harm_to_others',
    ],
    ["he held me down and wouldn't stop when i said no", 'abuse_disclosure'],
    ["My husband doesn't let me leave the house without him and tracks my location 24/7", 'abuse_disclosure'],
    ['people in the discord have been sending me rape threats', 'abuse_disclosure'],
    ["got a message tonight saying they'll burn my car with me in it if I testify", 'abuse_disclosure'],
    ["My parents lock me in the basement when I fail a test, I'm 15", 'abuse_disclosure'],
    ['someone keeps sending me photos of my own front door taken at night', 'abuse_disclosure'],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'if i died tomorrow i wouldnt be upset about it',
    'some nights i pray i dont wake up',
    'I keep thinking it would be simpler if I just vanished',
    'i envy people who get to die in their sleep',
    'death sounds peaceful lately, I think about it more than I should',
    "my mum would have an easier life if I wasn't in it",
    "honestly the world wouldn't lose anything without me",
    'feels like im just waiting for my life to be over',
    "this is the last time you'll hear from me. sorry for everything",
    "Just wanted to thank this group. you made night shifts bearable. I'm signing off for good",
    'forgive me for what comes next',
    "Tell my mum i'm sorry",
  ])('reads %j as at least elevated (none before)', (text) => {
    expect(analyse(text).risk_level).not.toBe('none');
  });

  it.each([
    "I'm ending it at 5pm today, the meeting, I mean",
    "I'm ending it on a high note with this release",
    'bought a rope for the climbing wall',
    "it's my last shift before the holidays, see you all in January!",
    "Last day at the company, I'm signing off for good, thanks everyone!",
    "Tell my mom I'm sorry I missed her call",
    'we settled all our debts this year, feels great',
    "I'm going to make it happen, this launch is ours",
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});

describe('risk in the words of a seventh probe', () => {
  it.each([
    ['the only way out is death', 'suicidal_ideation'],
    ['honestly dying feels like the only option left', 'suicidal_ideation'],
    ["i've got a plan and the means", 'suicidal_ideation'],
    ["i'll make them all pay, i have my dad's gun", 'harm_to_others'],
    ['got my uncle’s rifle in the car. gonna make everyone pay', 'harm_to_others'],
  ])('reads %j as high (none before)', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'i keep thinking everyone would be happier if i just stopped existing',
    "nobody will notice when i'm gone",
    'i just want the pain to stop forever',
    "if i'm not here tomorrow, know that i loved you",
    'if im not around tonight, just know i love my kids',
    'i wrote letters to my family explaining why',
  ])('reads %j as elevated (none before)', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    "nobody will notice when i'm gone for lunch",
    "nobody will notice when i'm gone, i'll be back monday",
    "no one will even notice when i'm gone next week, the team has it covered",
    'i want the pain in my knee to stop for good',
    "if i'm not here tomorrow morning, know that i love the new design",
    'i left a note for my manager explaining why the build failed',
    'the only way out is through',
    'the only way out of this bug is a rewrite',
    'i have a plan and the means to pay for it',
    'we will make them pay for the pizza',
    "i'll make them pay for the damage to my car, i have my dad's lawyer",
    'bring the knife for the cake and we will make them all pay for drinks',
    'death is the only certainty in life',
    'everyone would be better off if we stopped existing as a separate team',
  ])('reads %j as no risk', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of an eighth probe', () => {
  it.each([
    ['been stockpiling my zoloft since march, almost have enough', 'suicidal_ideation'],
    ["i'm saving my oxy instead of taking it", 'suicidal_ideation'],
    ['the pills are counted out on my nightstand', 'suicidal_ideation'],
    ["don't bother replying tomorrow, i won't be alive to read it", 'suicidal_ideation'],
    ["i'll be gone before the ambulance gets here", 'suicidal_ideation'],
    ["by the time you read this it'll be over", 'suicidal_ideation'],
    ['booked a hotel so my sister doesnt have to be the one who finds me', 'suicidal_ideation'],
    ['got a rope off amazon. not for climbing', 'suicidal_ideation'],
    ['held the razor to my wrist for ten minutes last night', 'suicidal_ideation'],
    ["i'm going to drive off the overpass after work", 'suicidal_ideation'],
    ['sitting here staring at the pills again', 'suicidal_ideation'],
    ['thinking about how to unalive myself', 'suicidal_ideation'],
    ['i know which dose would do it', 'suicidal_ideation'],
    ['swallowed a handful of my mum’s sleeping pills an hour ago', 'suicidal_ideation'],
    ['third attempt. didnt work either', 'suicidal_ideation'],
    ['tying up loose ends this week, rehomed my cat yesterday', 'suicidal_ideation'],
    ['my affairs are sorted and my will is updated. logging off for good on sunday', 'suicidal_ideation'],
    ['burned my arm with a lighter on purpose again', 'self_harm'],
    ['scratched my legs until they bled bc i deserved it', 'self_harm'],
    ['sh clean streak reset to zero last night', 'self_harm'],
    ['my mum noticed the cuts on my thighs', 'self_harm'],
    ['punched the wall till my knuckles bled', 'self_harm'],
    ['when they walk me out on friday, they are all going down with me', 'harm_to_others'],
    ["if he touches my sister again i'll break his neck", 'harm_to_others'],
    ['putting a little bleach in my flatmate’s coffee every morning', 'harm_to_others'],
    ["kill her and then myself, that's what i'll do if she leaves", 'harm_to_others'],
    ['bf strangled me last night during a fight', 'abuse_disclosure'],
    ['my husband put a tracker on my phone and reads my messages', 'abuse_disclosure'],
    ['a guy on discord keeps asking me for pics and I’m 13', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'i wish i just wouldnt wake up some mornings',
    "if a truck hit me on the way home i wouldn't even mind",
    'want to vanish for good honestly',
    "i don't see myself being around in five years",
    'if i died nobody in this class would notice',
    "i'm just a drain on my family",
    'my parents would have less stress if i was gone',
    'if this is what living is like, i dont want it',
    'i just dont get why im still here',
    'been apologising for existing my whole life',
    'woke up again and was disappointed',
    'hope i get there early, heaven i mean',
    'if there was a button that meant i never existed, i would press it',
    'the office would run smoother without me in it',
    'some nights i hope i go in my sleep',
    "it would be easier for everyone if i'm not around anymore",
    'lol jk. no but seriously, hoping the plane crashes on my way back. not joking',
  ])('reads %j as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'i hope i never get old and boring',
    'stockpiling snacks for the hackathon',
    'saving my leave days instead of taking them',
    'the invoices are counted out on my desk',
    "i won't be alive to see the heat death of the universe, thankfully",
    'by the time you read this the deploy will be over',
    'bought a rope for the tent, going camping friday',
    'held the knife to the bread and cut four slices',
    'drove off the ferry and straight to the hotel',
    'staring at the gun show ads again',
    'took a handful of vitamins this morning',
    'tying up loose ends before my parental leave',
    'updated my will after the baby was born, feels very adult',
    'rehomed the dog because of my allergies, so sad',
    'burned my hand on the oven, ouch',
    'bit my tongue so hard it bled lol',
    'took apart the printer again, paper jam',
    'the whole team is going down with the ship if this release slips',
    'break a leg at the audition tonight!',
    'killing it in the meeting today',
    "nobody will notice when i'm gone for lunch",
    'i wish this sprint would just end',
    "i'd be relieved if i wasn't here at 7am for standup",
    'the team would be fine without me on the call tomorrow',
    'wish i could disappear to a beach for a week',
    'my flatmate locked me out by accident, had to wait an hour',
    'she shut me out of the planning meeting',
    'the user id is wrong, i think id be better off checking the logs',
  ])('reads %j as no risk', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('contractions without their apostrophe', () => {
  it.each([
    ['honestly wouldnt mind if i didnt wake up', "honestly wouldn't mind if i didn't wake up"],
    ['theyd all be fine without me', "they'd all be fine without me"],
  ])('%j reads as %j does', (bare, written) => {
    expect(analyse(bare).risk_level).toBe(analyse(written).risk_level);
    expect(analyse(bare).risk_level).not.toBe('none');
  });
});

describe('risk in the words of a ninth probe', () => {
  it.each([
    ['took a whole box of ibuprofen 20 minutes ago, dont tell anyone', 'suicidal_ideation'],
    ['downed everything in the bottle before bed', 'suicidal_ideation'],
    ['mixing all my pills with the vodka tonight', 'suicidal_ideation'],
    ['the hose from the exhaust is in the window now', 'suicidal_ideation'],
    ['the scarf is tied to the banister, just sitting here', 'suicidal_ideation'],
    ['got all the pills lined up on the bathroom counter', 'suicidal_ideation'],
    ['i stopped taking my insulin on purpose on monday', 'suicidal_ideation'],
    ['not telling anyone but i am planning on not being alive by spring', 'suicidal_ideation'],
    ['every night i hold my dads pistol and think about it', 'suicidal_ideation'],
    ['tried last night but didnt go deep enough', 'suicidal_ideation'],
    ['first attempt was two years ago. got a better plan this time', 'suicidal_ideation'],
    ['i keep the pills hidden in my sock drawer. its my exit', 'suicidal_ideation'],
    ['going to do it on sunday, the kids will be better off without me', 'suicidal_ideation'],
    ['burned myself with a lighter again when nobody was home', 'self_harm'],
    ['poured hot water on my arm on purpose after the call', 'self_harm'],
    ['i scratch my forearms till they bleed whenever i panic', 'self_harm'],
    ["if he says one more word i'm running him over with the forklift", 'harm_to_others'],
    ['he wont be walking out of that meeting', 'harm_to_others'],
    ["touch my stuff again and i'll put her in the hospital", 'harm_to_others'],
    ['my older brother punches me when mum is at work', 'abuse_disclosure'],
    ['my dad takes the belt to me when i get detention', 'abuse_disclosure'],
    ['he shoved me against the wall last night and i have bruises', 'abuse_disclosure'],
    ['he locked me in my room for the whole weekend', 'abuse_disclosure'],
    ["he's like 35 and keeps telling me to delete our chats, im 13", 'abuse_disclosure'],
    ["if i break up with him he'll post the pics online", 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'burned my hand on the stove again, classic me',
    'i bang my head against the wall over this regex every day lol',
    'scratched my arm on the fence, it bled a bit',
    'hit my head on the cupboard door again, ouch',
    'the rope is tied to the railing of the boat',
    'got my vitamins lined up for the week',
    'i stopped taking my allergy meds, the season is over',
    'held my dads old guitar and thought about him',
    'the first attempt was a failure, the second one compiled',
    'this is my exit interview, wish me luck',
    'we set a date! june 12th 💍',
    'first attempt at sourdough was a disaster',
    'running the tests down with the ci box again',
    'pushing my luck down the stairs with this box',
    "my mom said she'll kill me if I'm late",
    'he took my inhaler by mistake, grabbed it back',
    'my sister threw me a surprise party',
    'the team would be fine without me on the call tomorrow',
  ])('reads %j as no risk', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of a tenth probe', () => {
  it.each([
    ['checked how tight the cord needs to be, i can do it', 'suicidal_ideation'],
    ['lying here with the blade against my wrist', 'suicidal_ideation'],
    ['picked up gin to go with the tablets', 'suicidal_ideation'],
    ['still have the noose i made last month', 'suicidal_ideation'],
    ['which of my meds would stop a heart fastest', 'suicidal_ideation'],
    [
      'i overdosed on my sleeping tablets last spring. going to do it properly this time',
      'suicidal_ideation',
    ],
    ['made my decision and the pills are next to me', 'suicidal_ideation'],
    ['the date is picked and the spot is picked', 'suicidal_ideation'],
    ['got the blade out of my sharpener again', 'self_harm'],
    ['how do i keep hiding the cuts on my arms in summer', 'self_harm'],
    ['slammed my fingers in the drawer on purpose after the call', 'self_harm'],
    ['2 months sh free and i just broke it', 'self_harm'],
    ['im gonna wait by his car and im breaking his nose', 'harm_to_others'],
    ['putting something in his coffee tomorrow, lets see him laugh then', 'harm_to_others'],
    ['gonna burn the shop down with the owner inside', 'harm_to_others'],
    ['made a list of everyone at school who bullied me', 'harm_to_others'],
    ['he has my bank card and i have to ask him for money for food', 'abuse_disclosure'],
    ["he's touched me twice at the christmas party", 'abuse_disclosure'],
    ["my wife won't let me see my friends and checks my phone", 'abuse_disclosure'],
    ["he wouldn't stop when i said no", 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'Run the scum over.',
    'check how tight the belt needs to be for the new trousers',
    'the note is on the fridge, dinner is in the oven',
    'the pills are next to me on the nightstand, took one for my headache',
    'heading to the bridge club after work',
    'i broke his record in the race today',
    'gonna break her heart if i miss the recital',
    'putting something in the oven for lunch',
    'we made a list of everyone who helped at the fair',
    'the gun is loaded with blanks for the play',
    'he touched me on the shoulder to say well done',
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});

describe('risk in the words of an eleventh probe', () => {
  it.each([
    ['been saving up my mums sleeping tablets for weeks. finally have enough', 'suicidal_ideation'],
    ['bought 3 boxes from different chemists so nobody asks', 'suicidal_ideation'],
    ['after the meeting im driving into the quarry', 'suicidal_ideation'],
    ['practising with the belt every night now', 'suicidal_ideation'],
    ['everyone thinks it was a cry for help. it wasnt a cry for help', 'suicidal_ideation'],
    ['the only thing stopping me from jumping is my dog', 'suicidal_ideation'],
    ['sitting on the bridge with my legs over the railing', 'suicidal_ideation'],
    ['i know exactly what to take and how much', 'suicidal_ideation'],
    ['i have enough to not wake up', 'suicidal_ideation'],
    ['put a bag over my head last night and chickened out', 'suicidal_ideation'],
    ['the pills are in my bag. doing it at the station tomorrow', 'suicidal_ideation'],
    ['i have the gun. i have the date.', 'suicidal_ideation'],
    ["so my kids aren't the ones who find me, i booked a room", 'suicidal_ideation'],
    ['only the blade helps anymore', 'self_harm'],
    ['told the nurse it was an accident. it wasnt', 'self_harm'],
    ['carved her name into my arm last night', 'self_harm'],
    ['pressed the curling tongs on my wrist on purpose', 'self_harm'],
    ['been watching his routine for a week now, he always leaves alone', 'harm_to_others'],
    ["knife's in my bag for tomorrow's meeting with my manager", 'harm_to_others'],
    ["i'm not stopping till he stops breathing", 'harm_to_others'],
    ['my boyfriend keeps my bank card and checks my phone', 'abuse_disclosure'],
    ['someone has followed me home for 2 weeks now', 'abuse_disclosure'],
    ['i woke up and dont remember agreeing to any of it', 'abuse_disclosure'],
    ['found a tracker under the bumper of my car', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'if i get hit by a bus tomorrow id honestly be relieved',
    'if anything happens to me, please look after my cat',
    'going quiet for a while, maybe for good',
    "don't think i'll be around for christmas",
    'why do i keep waking up',
    'if it wasnt for my dog i dont think id bother',
    'i just want to not exist',
    "i'm not living, just not dead yet",
    'hoping i dont wake up from the anaesthetic',
    'every day im disappointed i woke up',
    "honestly i'd be fine if my heart just gave out",
    'they would finally be free if i was gone',
  ])('reads %j as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    "if i have to sit through one more all-hands i'm walking into the sea 😂",
    'cut myself shaving before the wedding',
    'saving up my leave days, finally have enough for japan',
    'bought 3 boxes from different shops for the party',
    'the only thing stopping me from quitting is the pension',
    'i know exactly what to take on the hike',
    'i have enough to get by this month',
    'the pills are in my bag for the flight',
    'we know his routine, he always leaves at five',
    'the knife is in my bag for the picnic',
    'followed me home to get the keys i forgot',
    'if anything happens to the build, ping me',
    'disappointed i woke up late again',
  ])('reads %j as no risk', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of a twelfth probe', () => {
  it.each([
    ['sat with the barrel in my mouth for an hour', 'suicidal_ideation'],
    ['bought the weedkiller, not telling anyone at home', 'suicidal_ideation'],
    ['looked up which floor is high enough', 'suicidal_ideation'],
    ['got the tablets from three different chemists', 'suicidal_ideation'],
    ['worked out how much would do it', 'suicidal_ideation'],
    ['the only reason i havent done it yet is my mum', 'suicidal_ideation'],
    ['bought a hosepipe and duct tape today', 'suicidal_ideation'],
    ['im going to jump off the 9th floor tonight', 'suicidal_ideation'],
    ['ive already taken them, like 20 mins ago', 'suicidal_ideation'],
    ['i attempted in may and the plan never went away', 'suicidal_ideation'],
    ['ive decided. the bridge after work. just wanted someone to know', 'suicidal_ideation'],
    [
      'sorted my will and cancelled everything. only thing left is the actual doing of it',
      'suicidal_ideation',
    ],
    ["sh'd again last night", 'self_harm'],
    ['its been a week since i last cut', 'self_harm'],
    ['taped my sleeve so the blood didnt show', 'self_harm'],
    ['dug my nails into my arms till they bled', 'self_harm'],
    ['i keep punching the wall in the garage on purpose', 'self_harm'],
    ["i'm gonna shank that guy after practice", 'harm_to_others'],
    ['rat poison is in the shed and its going in his tea', 'harm_to_others'],
    ['going to throw acid at her', 'harm_to_others'],
    ['he had his hands round my neck last night', 'abuse_disclosure'],
    ['my son knocks me about when i say no', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    "won't be a bother much longer",
    "i've had my innings, i'd rather just go now",
    "if the cancer comes back i'm not fighting it this time",
    'idc if i make it through this winter',
    'part of me hopes something happens on the drive home',
    'everyone would do better without me full stop',
    'lowkey hope i dont make it to my birthday',
    'i hate being alive',
    'not sure i want to be around for christmas',
    'if i just wasnt here they would finally be happy',
  ])('reads %j as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'Ugh I want to punch a wall every time I have to use this laptop',
    'Carry on without me.',
    'bought the weedkiller for the patio weeds',
    'which floor is the meeting on?',
    'how much would do it for the deposit, 500?',
    'only thing left is the actual packing',
    'i decided. pizza tonight',
    'nearly did it! so close to beating the boss',
    'planning to do it in the summer holidays, the kitchen redo i mean',
    'the shotgun is in the cabinet, locked, for the clay shoot',
    'if i wasnt here for the handover, can someone cover',
    'hate being alone on night shifts',
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});

describe('the parts of the composed readings', () => {
  it('takes back a joke marker when the author says it is no joke', () => {
    expect(analyse('kinda hoping the plane goes down lol').risk_level).toBe('none');
    expect(analyse('kinda hoping the plane goes down lol. not even joking').risk_level).toBe('elevated');
  });

  it.each([
    'i dont wish i was gone, i just need a holiday',
    'the chorus goes "i wish i had never been born" and i cant stop singing it',
  ])('reads a denied or quoted wish, %j, as no risk', (text) => {
    expect(analyse(text).risk_level).toBe('none');
  });
});

describe('risk in the words of a fourteenth probe', () => {
  it.each([
    ['had the noose up in the shed on sunday and my sister knocked on the door', 'suicidal_ideation'],
    ['i have about 40 of my sleeping pills stashed in a sock drawer', 'suicidal_ideation'],
    ['been skipping doses to build up enough', 'suicidal_ideation'],
    ['how high do you need to jump from so you dont survive', 'suicidal_ideation'],
    ['how many tablets would it take to not wake up', 'suicidal_ideation'],
    ['spent the night googling painless ways again', 'suicidal_ideation'],
    ["i'm going to drive the car off the bridge on the way home", 'suicidal_ideation'],
    ['stood at the railing for ages working up the nerve', 'suicidal_ideation'],
    ["it's loaded and lying on my desk", 'suicidal_ideation'],
    ['so tired of all of it. tonight im ending it', 'suicidal_ideation'],
    ['swallowed a handful of my pills like 10 minutes ago', 'suicidal_ideation'],
    ['my last attempt was in october and nobody at work knows', 'suicidal_ideation'],
    ['when i odd last spring my mum found me', 'suicidal_ideation'],
    ['shd again after the review meeting', 'self_harm'],
    ['started cutting my forearms where the watch hides it', 'self_harm'],
    ['bought new blades and im not using them for shaving', 'self_harm'],
    ['any tips for covering up fresh cuts at the beach', 'self_harm'],
    ['went deeper than usual, had to use a whole roll of tape to stop the bleeding', 'self_harm'],
    ['bit my hand hard enough to bruise so i wouldnt scream at him', 'self_harm'],
    ['im thinking a lot about what id do to him with a hammer', 'harm_to_others'],
    ['everyone on my list is going to pay.', 'harm_to_others'],
    ['gonna pay him a visit with something from the garage', 'harm_to_others'],
    ['bought a rifle and i know exactly which coworker first', 'harm_to_others'],
    ['i put something in my flatmates tea, hope it makes him sick', 'harm_to_others'],
    ["i'm going to set his van on fire with him inside", 'harm_to_others'],
    ["i'll beat him till he can't walk", 'harm_to_others'],
    ['the baby screams all night and im about to shake her', 'harm_to_others'],
    ["already worked out which exits don't have cameras", 'harm_to_others'],
    ['my stepdad shoved me down the stairs last week', 'abuse_disclosure'],
    ['my husband tracks my phone and reads every message', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    // Two intent cues, or one beside a farewell.
    ['sorted out who gets my records. wont need them after friday', 'suicidal_ideation'],
    ["made my will online today. i don't plan on seeing next year", 'suicidal_ideation'],
    ['the where and when are all decided. just need the nerve', 'suicidal_ideation'],
    ["if i'm not online by monday just know i did what i said i would", 'suicidal_ideation'],
    ["i won't be around after this week, and i mean that in the final way", 'suicidal_ideation'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'i envy the dead, they get to rest',
    'honestly im jealous of people who get to die in their sleep',
    "death doesn't scare me anymore, it sounds peaceful",
    'every night i go to bed kinda hoping that is it',
    'i just want to log off from life for a while',
    'really want the universe to delete my save file',
    'stopped caring if i make it to 40',
    "i'm not going to do anything. i just wish i could stop",
    "what's the point of waking up",
    "i'm out of reasons to keep going",
    "i don't have anything left to look forward to",
    "there's no future where i'm okay",
    "it's over for me.",
    'no light at the end of this',
    "can't picture myself in ten years",
    "it's not like i have a future",
    'feels like im already gone and my body just goes to work',
    "it's never going to stop hurting",
    'im a burden to everyone around me',
    "i'm tired of being everyone's problem",
    'costing my parents money just by existing',
    'no one would notice if i disappeared',
    'if i was gone my family could finally breathe',
    'my team would be faster without me',
    'theyd be happier without me in the house',
  ])('reads %j as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each([
    'we put the rope up for the swing on sunday',
    'we have a month of pills saved up for the dog',
    'how high do you need to jump to dunk',
    'googling painless ways to remove a splinter',
    'going to drive the car into the garage',
    'sat on the edge of the cliff for an hour watching the sunset',
    "it's loaded and sitting next to me, the dishwasher i mean",
    "tonight, i'm ending it with him",
    'took a bunch of photos like 20 min ago',
    'my last attempt was in march and i failed the driving test again',
    'i tried last year with pills to fix my sleep, it did not help',
    'i envy the dead calm of the lake',
    'lost the final, its over for me.',
    "it's not like i have a future in this band",
    'started cutting my hair again',
    'hiding the fresh cuts of meat from the dog',
    'went deeper than usual into the codebase, needed tape to hold it together',
    "i'm cutting again, gotta make weight for the fight",
    'what id do with a hammer if i had more time in the shed',
    'everyone on the list will pay their dues on friday',
    'bought a knife and i know exactly which recipe to try',
    'the building was set on fire with them inside, in the movie',
    'the rattle, i could shake it all day',
    'hold her head under the water for a few seconds when teaching her to swim',
    'my bf tracks my location and i like it, we share locations',
    "i've decided i'm done after this weekend with the diet",
    'nobody is going to stop me this time from winning',
    'just need the nerve to ask her out',
    'if anything happens to me on the hike, you can have my snacks',
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});

describe('a time beside a wish, a subject named and hyperbole', () => {
  it.each([
    "i'd be fine if my heart gave out tonight",
    "if a bus hit me tonight i wouldn't mind",
    "honestly i'd be relieved if my heart gave out this weekend",
  ])('reads a wish that something befall the author, with a time, %j, as elevated', (text) => {
    expect(analyse(text).risk_level).toBe('elevated');
  });

  it.each(['i want to die tonight', 'i want to die this weekend'])(
    'reads a near time beside a wish to die, %j, as a plan',
    (text) => {
      expect(analyse(text).risk_level).toBe('high');
    },
  );

  it.each([
    'should we auto-remove posts that mention self harm or send them to a human?',
    'our new training on suicide prevention starts monday',
    'how do i talk to a teenager who might be self harming?',
    'as a paramedic i see overdose patients every shift',
    'if i have to review one more yaml file im going to walk into the sea',
    'im gonna murder my brother he ate my last cookies',
    'i saw overdose after overdose in the er last year',
  ])('reads %j as no crisis', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });

  it('keeps a condition on one more day as no hyperbole', () => {
    expect(
      analyse('if i have to live through one more day like this i will walk into the sea').risk_level,
    ).toBe('high');
  });
});

describe('risk in the words of a fifteenth probe', () => {
  it.each([
    ['how tall does a bridge have to be for it to be a sure thing', 'suicidal_ideation'],
    ['looked up how many of my citalopram it would take', 'suicidal_ideation'],
    ['sat in the car in the garage with the door shut', 'suicidal_ideation'],
    ['i know which train doesnt slow down at my station', 'suicidal_ideation'],
    ['i have a date and im sticking to it', 'suicidal_ideation'],
    ['i know the place, i know the time', 'suicidal_ideation'],
    ['been putting aside my blood pressure pills for months', 'suicidal_ideation'],
    ['saturday is when i end it', 'suicidal_ideation'],
    ['i have a plan and im going through with it', 'suicidal_ideation'],
    ['went up to the roof last night to jump', 'suicidal_ideation'],
    ['tested if the beam would hold my weight', 'suicidal_ideation'],
    ['tried last june and woke up in the hospital', 'suicidal_ideation'],
    ['my flatmate found me before it kicked in', 'suicidal_ideation'],
    ['the overdose last year wasnt an accident', 'suicidal_ideation'],
    ['relapsed after 30 days clean, it was bad', 'self_harm'],
    ['need to hide it before my mum sees my arms', 'self_harm'],
    ['been carving into my skin with a compass', 'self_harm'],
    ['punched the brick wall until my knuckles bled', 'self_harm'],
    ['cut my thighs this time so nobody sees', 'self_harm'],
    ['taking my dads gun to school tomorrow', 'harm_to_others'],
    ['when i snap, theyre first', 'harm_to_others'],
    ['waiting outside his gym with a crowbar', 'harm_to_others'],
    ['i found where you live. see you soon', 'harm_to_others'],
    ['stay home on friday if youre smart', 'harm_to_others'],
    ['my uncle hits me with his belt when he drinks', 'abuse_disclosure'],
    ['he comes into my room at night and touches me', 'abuse_disclosure'],
    ['if i leave he will make sure i never see my son', 'abuse_disclosure'],
    ['my coach makes me send him pictures', 'abuse_disclosure'],
  ])('reads %j as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    ['rehomed the cat. wont be around to feed her after sunday', 'suicidal_ideation'],
    ['wrote letters to my parents tonight. i think im finally ready', 'suicidal_ideation'],
  ])('reads %j, an intent beside another or a farewell, as high', (text, theme) => {
    expect(analyse(text)).toMatchObject({ risk_level: 'high', crisis_theme: theme });
  });

  it.each([
    'how tall does a christmas tree have to be for the hall',
    'i know the place, the cafe on 5th',
    'putting aside my savings for a car',
    'went up to the roof to fix the aerial',
    'taking my knife to the cooking class tomorrow',
    'waiting outside the gym for my trainer',
    'my cat comes into my room at night and sits on me',
    'need someone to take my cat while im on holiday in june',
    'only thing left is to do it, the tax return i mean',
    'if i leave early he will cover for me',
    "my roommate's ex keeps showing up at our door",
    "that line 'i cut myself today to see if i still feel' gets me every time",
    'kms this homework is impossible',
    'new figures on suicide among students came out today',
    'if someone posts something suggesting self harm, ping the safety team',
  ])('reads %j as below high', (text) => {
    expect(analyse(text).risk_level).not.toBe('high');
  });
});
