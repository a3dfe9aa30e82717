import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { withSlangPlain } from '../../../service/analysis/text/slang.js';

describe('chat slang', () => {
  it.each([
    ['this slaps', 'neutral at valence −0.13'],
    ['the new dashboard slaps 🔥', 'neutral at 0.08'],
    ["we're so back", 'neutral at 0.04'],
    ["that's straight fire!", 'joy'],
    ['the new build is goated', 'joy'],
    ['huge W for the team', 'joy'],
    ['lets goooo', 'joy'],
    ['that joke killed me 😂', 'anger with frustration at distress 4.4'],
    ["I'm dead 😂", 'joy'],
    ['our new hire is crushing it', 'neutral at 0.04'],
    ["he's killing it at work", 'neutral'],
    ['gg wp everyone, that raid was insane', 'neutral at −0.33'],
    ['omg the new patch notes are 🔥🔥🔥', 'surprise at 0.19'],
    ['shoutout to the mods for handling that so fast', 'neutral at −0.05'],
    ['bro that clutch was insane 🔥🔥', 'neutral at −0.19'],
    ['that play was nuts', 'neutral'],
    ['the vibes in this channel are immaculate', 'neutral at 0.01'],
    ['immaculate vibes tonight', 'neutral at 0.05'],
  ])('reads %j as joy, positive (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThan(0.5);
  });

  it.each([
    ['the update is kinda mid', 'neutral at valence −0.02'],
    ['the new release kinda mid tbh', 'neutral at 0.01'],
    ["it's so over, we're cooked", 'sadness'],
  ])('reads %j as negative (before: %s)', (text) => {
    expect(analyse(text).valence).toBeLessThan(-0.2);
  });

  it.each([
    'she slaps him every time',
    'the kitchen is immaculate',
    'Accidentally clip through a bathroom wall, get slapped',
    'fire him',
    'the office is on fire',
    'mid-sprint review tomorrow',
    'we are back in the office on monday',
    'took the L downtown',
    'wait before using the big L word',
    'no cap on expenses this quarter',
    "let's go to lunch",
    'the commute is killing me',
    'he was killing it with an axe',
    "I'm dead tired",
    'gg ez',
    "you're wrong. Gg. just stop",
    'the server room is on 🔥',
    'Shoutout to the guy who kept ruining my order',
    'the workload is insane',
    'the queue times are insane',
    'I left the old job for good reason',
    "it's for good",
    'the screen is tilted',
    'tilted my head to read it',
  ])('reads no slang in %j', (text) => {
    expect(withSlangPlain(text)).toBe(text);
  });

  it('keeps the words around a form', () => {
    expect(withSlangPlain('Honestly this song slaps, no cap.')).toBe(
      'Honestly this song is great, honestly.',
    );
    expect(withSlangPlain('took an L on that one')).toBe('took a loss on that one');
    expect(withSlangPlain("I'm quitting this game for good")).toBe("I'm quitting this game forever");
    expect(withSlangPlain("I'm going to kill this presentation tomorrow")).toBe(
      "I'm going to nail this presentation tomorrow",
    );
    expect(withSlangPlain("I'm going to kill him")).toBe("I'm going to kill him");
    expect(withSlangPlain('not gonna lie, this sprint was brutal')).toBe('honestly, this sprint was brutal');
    expect(withSlangPlain("I'm not gonna lie to you")).toBe("I'm not gonna lie to you");
    expect(withSlangPlain("we lost 5 games in a row, i'm tilted")).toBe(
      "we lost 5 games in a row, i'm frustrated",
    );
  });

  it('reads leaving "for good" as no praise: "I\'m quitting this game for good, it\'s unplayable" was joy at 0.68', () => {
    const signal = analyse("I'm quitting this game for good, it's unplayable");
    expect(signal.mood).not.toBe('joy');
    expect(signal.valence).toBeLessThanOrEqual(0);
    expect(signal.states).toContain('disengagement');
  });

  it('reads "I\'m going to kill this presentation tomorrow" as no fear and no stress (fear, stressed at 7.3 before)', () => {
    const signal = analyse("I'm going to kill this presentation tomorrow");
    expect(signal.mood).not.toBe('fear');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    ["I'm crying laughing at this thread", 'joy with stress at 5.8'],
    ["i'm crying 😂", 'sadness with stress at 7.1'],
    ['I cried at the wedding', 'sadness with stress and anxiety at 7.8'],
    ['this movie made me cry so hard, loved it', 'sadness with stress at 7.9'],
    ['ngl i cried at the ending of the story mode', 'neutral with stress at 7.9'],
    ["the garden is blooming and I'm obsessed", 'sadness with stress at 5.3'],
    ["can someone explain the new crafting system, i'm lost", 'surprise with stress at 6.7'],
    ['I could cry, the client finally signed', 'neutral with stress at 7.6'],
    ["our app hit #1 in the store this morning, I'm screaming", 'anger at 4.3'],
  ])('reads the tears of %j as no distress (before: %s)', (text) => {
    const signal = analyse(text);
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
    expect(signal.mood).not.toBe('sadness');
  });

  it.each([
    "my wife left and I'm lost",
    "I'm obsessed with checking my email",
    'I could cry, this is so frustrating',
    "I'm so mad I'm screaming",
    "I'm screaming at my screen",
  ])('keeps the strain of %j', (text) => {
    expect(analyse(text).distress).toBeGreaterThanOrEqual(5);
  });

  it.each(['I cried at the funeral', "I'm crying", 'that movie made me cry'])(
    'keeps the tears of %j',
    (text) => {
      expect(analyse(text).mood).toBe('sadness');
    },
  );

  it('reads games lost and tilt as frustration below the stress threshold (stressed at 8.3 before)', () => {
    const signal = analyse("we lost 5 games in a row, i'm tilted");
    expect(signal.states).toContain('frustration');
    expect(signal.states).not.toContain('stress');
    expect(signal.distress).toBeLessThan(5);
    // A person lost is no game.
    expect(analyse('lost my mom last year, still hurts').distress).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['this slaps, the new dashboard is amazing', ['dashboard', 'amazing'], ['great', 'slaps']],
    ["I don't hate it, the new sidebar is cleaner", ['sidebar', 'cleaner'], ['hate', 'like']],
    ['the new release kinda mid tbh', ['release'], ['disappointing', 'mid', 'tbh']],
    ['honestly the docs are outdated lately', ['docs', 'outdated'], ['honestly', 'lately']],
  ])('takes keyphrases of %j from words both written and read', (text, kept, left) => {
    const { keyphrases } = analyse(text);
    for (const word of kept) expect(keyphrases.some((k) => k.includes(word))).toBe(true);
    for (const word of left) expect(keyphrases.some((k) => k.split(' ').includes(word))).toBe(false);
  });
});

describe('words of violence said of work and games', () => {
  it.each([
    ['We absolutely crushed the Q3 targets', 'anger at −0.42 with frustration'],
    ['she slayed the demo yesterday', 'neutral at −0.09'],
    ["gonna murder this backlog today, who's with me", 'anger at −0.74 with stress, distress 5.9'],
    ["we'll attack the critical bugs first", 'neutral at −0.28'],
    [
      "I'm gonna destroy you in the rematch tonight, prepare to get wrecked",
      'anger with stress, distress 6.2',
    ],
    [
      'The killer feature of this release is the offline mode, customers have been asking for it for years',
      'anger at −0.70',
    ],
    ["this game is gonna be the death of me, 2am and I'm still saying one more match", 'distress 8.4'],
  ])('reads %j as neither angry nor strained (before: %s)', (text) => {
    const signal = analyse(text);
    expect(['anger', 'disgust']).not.toContain(signal.mood);
    expect(signal.states).not.toContain('stress');
    expect(signal.states).not.toContain('frustration');
    expect(signal.distress).toBeLessThan(5);
  });

  it.each([
    ['We absolutely crushed the Q3 targets', 'We absolutely exceeded the Q3 targets'],
    ['gonna murder this backlog today', 'gonna clear this backlog today'],
    ['I will destroy you in the rematch', 'I will beat you in the rematch'],
    ['prepare to get wrecked', 'prepare to lose'],
    ['the killer feature', 'the great feature'],
    ['this spreadsheet is going to be the death of me', 'this spreadsheet is going to be a lot'],
  ])('reads %j as %j', (text, plain) => {
    expect(withSlangPlain(text)).toBe(plain);
  });

  it.each([
    'the storm destroyed the sales forecast',
    "he's a serial killer in the movie",
    'they will destroy you if you testify',
    'the death of me would be a relief',
  ])('leaves %j as written', (text) => {
    expect(withSlangPlain(text)).toBe(text);
  });
});

describe('dark words of small troubles', () => {
  it.each([
    ['Kill me now, I have seven back-to-back meetings and no lunch break 😂', 'distress 8.4'],
    ["I'm so stressed about the deadline I could scream, but we'll get there.", 'distress 8.6'],
    ["I think I'm hopeless at small talk, any tips for networking events?", 'distress 7.9'],
  ])('reads %j below a spike (before: %s)', (text) => {
    expect(analyse(text).distress).toBeLessThan(7);
  });

  it.each([
    [
      'My sister is going to kill me, I forgot her birthday again.',
      'My sister is going to be mad at me, I forgot her birthday again.',
    ],
    ['kill me now, another meeting', 'ugh, another meeting'],
    ["I'm hopeless at small talk", "I'm bad at small talk"],
    ['no hope of me finishing this crossword', 'no chance of me finishing this crossword'],
  ])('reads %j as %j', (text, plain) => {
    expect(withSlangPlain(text)).toBe(plain);
  });

  it.each([
    'my husband is going to kill me',
    'My parents are going to kill me when they find out.',
    "I'm hopeless at life",
    'no hope of getting better',
    'kill me now',
  ])('leaves %j as written', (text) => {
    expect(withSlangPlain(text)).toBe(text);
  });
});

describe('good news said by counting nothing, laughter and soreness', () => {
  it.each([
    ['such a smooth deploy, not a single alert', 'anger at −0.58'],
    ['that meme murdered me 😂', 'surprise at −0.43, distress 4.9'],
    ['dying at this gif 💀💀', 'neutral at −0.31'],
    ['zero incidents this month! first time ever', 'neutral at 0.04'],
  ])('reads %j as not negative (before: %s)', (text) => {
    expect(analyse(text).valence).toBeGreaterThan(-0.2);
  });

  it('reads "no way, we won the industry award?!" as surprise, not anger (before: anger)', () => {
    expect(analyse('no way, we won the industry award?!').mood).toBe('surprise');
  });

  it.each([
    [
      'ran my first half marathon this weekend, legs are destroyed 😅',
      'ran my first half marathon this weekend, legs are sore 😅',
    ],
    ['legs are destroyed after the marathon', 'legs are sore after the marathon'],
    ['that meme murdered me 😂', 'that meme cracked me up 😂'],
    ['dying at this gif 💀', 'laughing at this gif 💀'],
    ['no way, we won!', 'wow, we won!'],
  ])('reads %j as %j', (text, plain) => {
    expect(withSlangPlain(text)).toBe(plain);
  });

  it.each([
    "my body is dead, I can't do this anymore",
    'no way to fix it without a restart',
    "I'm dying at work",
  ])('leaves %j as written', (text) => {
    expect(withSlangPlain(text)).toBe(text);
  });
});

describe('foes of a game, tests faced, things to die for', () => {
  it.each([
    ['who wants to help me kill the raid boss at 9?', 'who wants to help me beat the raid boss at 9?'],
    ['we need to kill the dragon before it enrages', 'we need to beat the dragon before it enrages'],
    ['killing zombies all night', 'beating zombies all night'],
    ['ok who keeps stealing my kills', 'ok who keeps stealing my points'],
    ["i'm gonna murder this exam tomorrow", "i'm gonna nail this exam tomorrow"],
    ['this cake is to die for', 'this cake is amazing'],
    ['this meme has me on the floor 😭', "this meme I'm laughing so hard 😭"],
  ])('reads %j as %j', (text, plain) => {
    expect(withSlangPlain(text)).toBe(plain);
  });

  it.each([
    "I'm going to kill the boss tomorrow",
    'You tree killing monster!!!!',
    "i'm weak and tired all the time",
    'he was willing to die for his beliefs',
  ])('leaves %j as written', (text) => {
    expect(withSlangPlain(text)).toBe(text);
  });
});

describe('sobs beside a celebration', () => {
  it('read a run of sobs beside a celebration as tears of joy, and a run alone or beside grief as written', () => {
    expect(withSlangPlain('WE GOT ENGAGED 💍😭😭')).toBe('WE GOT ENGAGED 💍🥹');
    expect(withSlangPlain('we did it 😭😭😭 🎉')).toBe('we did it 🥹 🎉');
    expect(withSlangPlain('my dog died 😭😭😭')).toBe('my dog died 😭😭😭');
    const sobs = '😭'.repeat(3000);
    expect(withSlangPlain(sobs)).toBe(sobs);
    expect(withSlangPlain(`${sobs}🎉`)).toBe('🥹🎉');
  });
});
