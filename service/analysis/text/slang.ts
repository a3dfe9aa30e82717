import { LEXICON } from '../mood/valence.js';
import { Gates } from './gates.js';

/**
 * Chat slang whose words mean something else, or nothing, to the models and the lexicon: "this slaps" read as
 * neutral at valence −0.13 and "we're so back" as neutral. The readers see plain words instead ("this is great",
 * "we are doing great again"), as they do for litotes (text/litotes.ts). Each form is narrow: "slaps" only after
 * what is praised and not before whom it hits ("she slaps him" stays), "fire" only as what something is ("this is
 * fire", not "fire him" or "on fire"), "mid" only closing a judgement ("the update is kinda mid", not "mid-sprint").
 */

/** A lexicon word at least this negative after a form ("ruining" −1, "pissed" −3.2) makes it mocking. */
const MOCKING_WORD = -1;
const WORD = /\p{L}+(?:'\p{L}+)?/gu;
const holdsNegativeWord = (text: string): boolean => {
  for (const [word] of text.toLowerCase().matchAll(WORD))
    if ((LEXICON.get(word) ?? 0) <= MOCKING_WORD) return true;
  return false;
};

/**
 * Each form, the plain words the readers see, and the gates: the lower-cased text holds one where the form can
 * match. `keep`, given the text after a match, keeps the words as written.
 */
const FORMS: { gates: string[]; re: RegExp; plain: string; keep?: (after: string) => boolean }[] = [
  {
    gates: ['slap'],
    // After what is praised, or closing a clause: "this slaps", "the new dashboard slaps 🔥", "it slaps so hard";
    // not "get slapped", "she slaps him".
    re: /(?<=(?<![\p{L}'])(?:this|that|it|this \p{L}+|that \p{L}+|which) )slap(?:s|ped)(?! (?:me|him|her|you|them|us|my|his|her|their|your|our|someone|people)(?![\p{L}']))(?![\p{L}'])|(?<=(?<![\p{L}'])(?!(?:get|gets|got|getting|be|been|being|was|were|is|are|am|i|you|he|she|they|we)\s)\p{L}+ )slaps(?=(?: so)?(?: hard)?\s*(?:[.!,]|\p{Extended_Pictographic}|ngl|tbh|fr|$))/giu,
    plain: 'is great',
  },
  // Eagerness: "I'm dying to try the new espresso machine" (not "dying to get out of here", "dying from").
  {
    gates: ['dying to'],
    re: /(?<![\p{L}'])dying to (?=(?:try|see|know|hear|meet|read|play|watch|go|visit|taste|get my hands on|find out|check out)(?![\p{L}']))/giu,
    plain: "can't wait to ",
  },
  // Ratings and recommendations, as reviews and survey answers give them: "Five stars, would recommend", "10/10".
  {
    gates: ['star', '/10', '/5'],
    re: /(?<![\p{L}\p{N}/'])(?<!(?:has|have|had|got|with|over|only|just|of|and|the) )(?:(?:five|5) stars?(?![\p{L}'])|(?:10\/10|5\/5)(?![\p{N}/]))(?= *(?:[.!,]|$| would| highly| recommend| from me| overall))/giu,
    plain: 'really good',
  },
  {
    gates: ['star', '/10', '/5'],
    re: /(?<![\p{L}\p{N}/'])(?<!(?:has|have|had|got|with|over|only|just|of|and|the) )(?:(?:one|1|zero|0) stars?(?![\p{L}'])|(?:[0-2]\/10|[01]\/5)(?![\p{N}/]))(?= *(?:[.!,]|$| would| do not| don't| avoid| never| not))/giu,
    plain: 'awful',
  },
  // A verdict, not advice ("I would recommend checking the logs").
  {
    gates: ['would'],
    re: /(?<![\p{L}'])would (?:definitely |highly |100% |totally |absolutely |strongly )?recommend(?= *(?:[.!,]|$| (?:it|this|them|to (?:anyone|everyone|everybody|a friend|friends|others|all))(?![\p{L}'])))/giu,
    plain: 'highly recommend',
  },
  { gates: ['goated'], re: /(?<![\p{L}'])goated(?![\p{L}'])/giu, plain: 'the best' },
  // Vibes said to be immaculate: "the vibes in this channel are immaculate" read as neutral at valence 0.01 (not an
  // immaculate kitchen or record).
  {
    gates: ['immaculate'],
    re: /(?<=(?<![\p{L}'])(?:vibes?|energy|atmosphere|aura)(?: (?:in|here|of|on|at) [\p{L}' ]{0,30}?)? (?:is|are|was|were|been|stay|stays|remain) (?:so |absolutely |truly |literally |lowkey |just )?)immaculate(?![\p{L}'])|immaculate(?= vibes?(?![\p{L}']))/giu,
    plain: 'great',
  },
  // Leaving for good is leaving forever: "I'm quitting this game for good" read as joy at valence 0.76, from "good"
  // (not "for good reason", "it's for good").
  {
    gates: ['for good'],
    re: /(?<=(?<![\p{L}'])(?:quit|quits|quitting|leave|leaving|left|leaves|gone|done|over|uninstall(?:ed|ing)?|delet(?:e|ed|ing)|stop(?:ped|ping)?|ban(?:ned)?|clos(?:e|ed|ing)|shut down|moved?|moving)(?: [\p{L}']+){0,4} )for good(?![\p{L}']| (?:reason|measure|cause|people|use|behaviou?r))/giu,
    plain: 'forever',
  },
  // Tilted, in a game: upset by losing ("we lost 5 games in a row, i'm tilted"), not a tilted screen or head.
  {
    gates: ['tilt'],
    re: /(?<=(?<![\p{L}'])(?:i'm|im|i am|i was|i get|i got|got|getting|so|totally|super|fully|hard|kinda|lowkey) (?:so |totally |super |fully |hard |kinda |lowkey |absolutely |completely )?)tilted(?= *(?:[.!,]|$|\p{Extended_Pictographic}|ngl|tbh|fr|rn|af|lol|lmao|after|from|by|because|cause|cuz))/giu,
    plain: 'frustrated',
  },
  // Great fun: "the team offsite was a blast" read as neutral at −0.03 (not "a blast radius", "the blast furnace").
  {
    gates: ['blast'],
    re: /(?<=(?<![\p{L}'])(?:was|were|is|are|be|been|had|have|having|'s|it's) (?:such |an absolute |a total |a real |a complete )?)an? (?:absolute |total |real )?blast(?! (?:radius|from|furnace|of|off|door|wave|zone|through))(?![\p{L}'])/giu,
    plain: 'great fun',
  },
  // A play praised as insane or nuts: "bro that clutch was insane 🔥🔥" read as neutral at −0.19 (not "the workload is
  // insane", "the queue times are insane").
  {
    gates: ['insane', 'nuts', 'crazy'],
    re: /(?<=(?<![\p{L}'])(?:that|this|the|your|his|her|their|what an?) (?:\p{L}+ )?(?:clutch|play|shot|save|combo|run|goal|move|comeback|ace|pull|snipe|trickshot|trick shot|dunk|speedrun|flick|outplay|highlight|montage|edit|set|performance|finish|dribble)(?: (?:was|is|were))? (?:so |absolutely |actually |literally |fucking |lowkey |kinda )?)(?:insane|nuts|crazy)(?=\s*(?:[!.,]|\p{Extended_Pictographic}|bro|dude|man|lol|ngl|$))/giu,
    plain: 'amazing',
  },
  { gates: ['bussin'], re: /(?<![\p{L}'])bussin['g]?(?![\p{L}'])/giu, plain: 'great' },
  {
    gates: ['back'],
    re: /(?<![\p{L}'])(?:we're|we are|were|it's|it is) so back(?![\p{L}'])/giu,
    plain: 'we are doing great again',
  },
  {
    gates: ['cooked'],
    re: /(?<![\p{L}'])(?:we're|we are|i'm|im|i am) (?:so |totally |actually |completely )?cooked(?![\p{L}'])/giu,
    plain: 'we are doomed',
  },
  {
    gates: ['fire'],
    re: /(?<=(?<![\p{L}'])(?:is|it's|that's|this's|are|was|were) (?:straight |absolute |pure |literally |actually |lowkey |so )?)fire(?=\s*(?:[.!,🔥]|$))/giu,
    plain: 'great',
  },
  {
    // Fire as an emoji said of a thing: "the new patch notes are 🔥🔥🔥" (not "the server room is on 🔥").
    gates: ['🔥'],
    re: /(?<=(?<![\p{L}'])(?:is|are|was|were|looks|look|it's|that's|this's) (?:straight |absolutely |lowkey |so )?)🔥+/gu,
    plain: 'great',
  },
  {
    // Good game, well played, opening a message: "gg wp everyone", "gg all", "GG. We played as best as we could" (not
    // "gg ez", a taunt, nor a "… Gg." that dismisses someone mid-message).
    gates: ['gg'],
    re: /^\s*gg(?: wp)?(?= *(?:everyone|all|guys|team|folks|y'all|boys|girls|[.!,]|$))|(?<![\p{L}\p{N}'])gg wp(?![\p{L}\p{N}'])/giu,
    plain: 'good game, well played',
  },
  {
    // Praise given in public: "shoutout to the mods for handling that so fast" (read as neutral at −0.05); not a
    // mocking one, with a clearly negative word after it ("shoutout to @user for ruining my order").
    gates: ['shout'],
    re: /(?<![\p{L}'])(?:(?:big|huge|massive) )?shout[- ]?outs? (?:to|for)(?![\p{L}'])/giu,
    plain: 'kudos and big thanks to',
    keep: (after) => holdsNegativeWord(after),
  },
  {
    gates: ['mid'],
    re: /(?<=(?<![\p{L}'])(?:is|was|looks|kinda|pretty|so|very|lowkey|honestly|mostly) )mid(?=\s*(?:[.!?,]|$)|\s+(?:tbh|ngl|fr|imo|honestly|lol|lmao)(?![\p{L}']))/giu,
    plain: 'disappointing',
  },
  {
    gates: ['different'],
    re: /(?<![\p{L}'])hits different(?![\p{L}'])/giu,
    plain: 'is amazing',
  },
  {
    // Laughter said as dying: "that joke killed me 😂", "I'm dead lmao", "you're killing me 🤣" (the marker of
    // laughter must follow: "the commute is killing me" stays).
    gates: ['kill', 'murder', 'destroy', 'ended'],
    re: /(?<![\p{L}'])(?:killed|killing|kills|murdered|murdering|destroyed|ended) me(?= *(?:😂|🤣|💀|lol|lmao|lmfao|haha|ha ha|rofl))/giu,
    plain: 'cracked me up',
  },
  {
    // "dying at this gif 💀💀" (since engine 2.2.17; not "dying at work").
    gates: ['dying at'],
    re: /(?<![\p{L}'])(?:i'm |im |i am )?dying at (?=(?:this|that|the|these|those|your|his|her) [^.!?]{0,40}?(?:😂|🤣|💀|lol|lmao|lmfao|haha))/giu,
    plain: 'laughing at ',
  },
  {
    gates: ['dead'],
    re: /(?<![\p{L}'])(?:i'm|im|i am) (?:literally |actually |so |absolutely )?(?:dead|deceased)(?= *(?:😂|🤣|💀|lol|lmao|lmfao|haha|rofl))/giu,
    plain: "I'm laughing so hard",
  },
  {
    gates: ['dying'],
    re: /(?<![\p{L}'])(?:i'm|im|i am) (?:literally |actually |so )?dying(?= *(?:😂|🤣|💀|lol|lmao|lmfao|haha|rofl))/giu,
    plain: "I'm laughing so hard",
  },
  // Tears of laughter or joy: "I'm crying laughing at this thread" (stressed at 5.8), "i'm crying 😂", "happy tears".
  {
    gates: ['cry', 'tears'],
    re: /(?<![\p{L}'])(?:crying|cry|cried) (?:laughing|of laughter|with laughter|from laughing)(?![\p{L}'])|(?<=(?<![\p{L}'])(?:i'm|im|i am) (?:literally |actually |so )?)crying(?= *(?:😂|🤣|💀|lol|lmao|lmfao|haha|rofl))|(?<![\p{L}'])(?:happy tears|tears of joy)(?![\p{L}'])/giu,
    plain: 'laughing so hard',
  },
  // Hunger and weather said as suffering: "I'm starving, is anyone ordering pizza?" (stressed at 6.2), "this weather is
  // absolutely killing me, who turned the heat on" (7.2); not "starving children", nor "my back is killing me".
  {
    gates: ['starving'],
    re: /(?<=(?<![\p{L}'])(?:i'm|im|i am|so|literally|actually|absolutely) (?:so |literally |actually |absolutely )?)starving(?= *(?:[.!,?…]|$|lol|rn|tbh|ngl|\p{Extended_Pictographic})(?![\p{L}']))/giu,
    plain: 'hungry',
  },
  {
    gates: ['killing me'],
    re: /(?<=(?<![\p{L}'])(?:this |the )?(?:weather|heat|heatwave|humidity|cold|rain|snow|aircon|ac|air conditioning) (?:is|are) (?:absolutely |literally |actually |honestly |really |just |so )?)killing me(?![\p{L}'])/giu,
    plain: 'getting to me',
  },
  // Taken with something, closing a clause: "the garden is blooming and I'm obsessed" (stressed at 5.3), "obsessed
  // 😍"; not "obsessed with my weight" or "I'm obsessed with checking my email", what one is taken with named.
  {
    gates: ['obsessed'],
    re: /(?<=(?<![\p{L}'])(?:i'm|im|i am|so|literally|lowkey|absolutely|honestly|actually) (?:so |literally |lowkey |absolutely |honestly |actually |kinda )?)obsessed(?= *(?:[.!,…]|$|\p{Extended_Pictographic}|lol|ngl|tbh|fr|rn)(?![\p{L}']))/giu,
    plain: 'in love with it',
  },
  // Lost as confused, in a question about how a thing works: "can someone explain the new crafting system, i'm
  // lost" (stressed at 6.7); not "my wife left and I'm lost".
  {
    gates: ['lost'],
    re: /(?<=(?:explain|how (?:do|does|to|is)|understand|figure out|where (?:is|do|are)|what (?:is|does)|docs|documentation|tutorial|instructions|guide|system|setup|config|menu|settings|ui|syntax|rules|mechanic)[^.!\n]{0,80}(?<![\p{L}'])(?:i'm|im|i am) (?:so |completely |totally |a bit |kinda |kind of |a little |just )?)lost(?= *(?:[.!?,…]|$|lol|haha|tbh|here|on this|with this)(?![\p{L}']))/giu,
    plain: 'unsure',
  },
  // Free of a disease is good news ("cancer free as of today's scan" read as neutral, its "cancer" a negative word
  // and a stressor); the readers see "in remission", a success (text/success.ts). Not "not cancer free yet".
  {
    gates: ['cancer free', 'cancer-free', 'tumor', 'tumour', 'disease free', 'disease-free'],
    re: /(?<![\p{L}'])(?<!(?:not|isn't|wasn't|never) (?:\p{L}+ )?)(?:cancer|tumou?r|disease)[ -]free(?! (?:yet|anymore|any more)(?![\p{L}']))/giu,
    plain: 'in remission',
  },
  // Sobbing beside a celebration's emoji is tears of joy: "WE GOT ENGAGED 💍😭" (read as neutral, its news taken
  // back by the sob); the readers see the face holding back tears instead, which no reader takes for grief. Not a
  // sob beside a broken heart or alone ("my dog died 😭"). A run of sobs is tried from its first (a run that fails
  // from there fails from anywhere in it; tried from each, 5,000 sobs took 80 ms).
  {
    gates: ['😭'],
    re: /(?<!😭)😭+(?=[\ufe0f ]*(?:💍|🎉|🥳|🎊|🥰|😍|💖|💕|❤|✨|🙌))|(?<=(?:💍|🎉|🥳|🎊|🥰|😍|💖|💕|❤|✨|🙌)[\ufe0f ]*)😭+/gu,
    plain: '🥹',
  },
  // Near tears of relief at good news: "I could cry, the client finally signed" (stressed at 7.6); only beside
  // "finally" or a celebration's emoji ("I could cry, this is so frustrating" stays).
  {
    gates: ['could cry', 'could literally cry', 'could actually cry'],
    re: /(?<![\p{L}'])(?:i|i literally|i actually|i honestly) could (?:literally |actually |honestly |just )?cry(?=[^.!?]{0,60}(?:(?<![\p{L}'])finally(?![\p{L}'])|🎉|🥳|🥹|🙌))/giu,
    plain: "I'm so relieved",
  },
  // Laughter told as being floored or weak: "this meme has me on the floor 😭😭😭" (sadness at −0.37), "i'm weak 😂
  // who made this" (stressed at 5.9); "i'm screaming, the dog's face in the 3rd pic" (neutral at −0.30). Only beside
  // laughter's emoji or words, or of a picture, a meme or a joke.
  {
    gates: ['on the floor', 'weak', 'screaming'],
    re: /(?<![\p{L}'])(?:(?:has|had|got|have) me (?:on the floor|rolling|dead|weak)|(?:i'm|im|i am) (?:literally |actually |so |lowkey )?(?:weak|on the floor|screaming))(?=[^.!?]{0,40}(?:😂|🤣|😭|💀|lol|lmao|lmfao|haha|meme|pic|picture|photo|video|gif|face|joke|tweet|post|who made this))/giu,
    plain: "I'm laughing so hard",
  },
  // Something so good one would die for it: "this cake recipe is to die for" (sadness at −0.21).
  {
    gates: ['to die for'],
    re: /(?<![\p{L}'])(?:is|are|was|were|looks?|sounds?|tastes?|smells?) (?:absolutely |literally |just |honestly )?to die for(?![\p{L}'])/giu,
    plain: 'is amazing',
  },
  // Screaming with excitement at good news, closing a clause: "our app hit #1 in the store, I'm screaming" (read as
  // anger at −0.60); not "I'm screaming at my screen", nor beside a word of anger.
  {
    gates: ['screaming'],
    re: /(?<!(?<![\p{L}'])(?:angry|furious|pissed|hate|rage|mad|annoyed|frustrated|livid)(?![\p{L}'])[\s\S]*)(?<=(?<![\p{L}'])(?:i'm|im|i am) (?:literally |actually |legit |lowkey |so )?)screaming(?= *(?:[.!…]|$|😭|😂|🎉|🥳|🥹|lol|omg)(?![\p{L}']))(?![\s\S]*(?<![\p{L}'])(?:angry|furious|pissed|hate|rage|mad|annoyed|frustrated|livid)(?![\p{L}']))/giu,
    plain: 'so excited',
  },
  // Tears at a celebration or at a story's end: "I cried at the wedding" (stressed at 7.8), "ngl i cried at the ending
  // of the story mode" (7.9); not at a funeral.
  {
    gates: ['cried at', 'crying at', 'cry at'],
    re: /(?<![\p{L}'])(?:cried|crying|cry) at (?=(?:the|my|our|their|his|her|a) (?:\w+ )?(?:wedding|graduation|proposal|reunion|birth|baby shower|engagement party|ending|finale|last episode|final episode|last chapter|end of (?:the |that |this )?(?:movie|film|show|book|game|story|season|series))(?![\p{L}']))/giu,
    plain: 'was so moved at ',
  },
  // Tears drawn by a work of art beside praise of it: "this movie made me cry so hard, loved it" (stressed at 7.9),
  // "the ending of the book had me in tears, 10/10"; not "my manager made me cry", nor a film that made one cry with
  // no praise beside it.
  {
    gates: ['made me cry', 'makes me cry', 'had me crying', 'had me in tears', 'made me tear up'],
    re: /(?<=(?<![\p{L}'])(?:movie|film|show|series|book|novel|episode|season|finale|ending|song|album|game|scene|video|documentary|musical|play|story|chapter|trailer)s? (?:\p{L}+ ){0,2})(?:made me cry|makes me cry|had me crying|had me in tears|made me tear up)(?=(?:[^.!?]*(?:lov|amazing|beautiful|gorgeous|masterpiece|so good|incredible|10\/10|perfect|wonderful|recommend|best))|[^.!?]*(?:❤|😍|🥹|😭❤))/giu,
    plain: 'moved me',
  },
  {
    // Another's work praised: "our new hire is crushing it" (the author's own is good news, text/success.ts).
    gates: ['ing it'],
    re: /(?<=(?:(?<![\p{L}'])(?:is|are|was|were|been|keeps?|kept)|\p{L}'(?:s|re)) (?:absolutely |totally |really |just |seriously |honestly )?)(?:crushing|killing|nailing|smashing) it(?![\p{L}'])(?! with (?:a|an|the|his|her|my|their|some) (?:axe|knife|gun|hammer|bat|fire|poison|sword|rock|stick|shovel|car|truck|spray))/giu,
    plain: 'doing great',
  },
  {
    // A goal beaten in words of violence: "We absolutely crushed the Q3 targets" (read as anger at −0.42), "she
    // slayed the demo"; not "the storm destroyed the forecast" (the achiever is a person). "We crushed it" is good news
    // as it stands (text/success.ts).
    gates: [
      'crushed',
      'smashed',
      'destroyed',
      'demolished',
      'obliterated',
      'annihilated',
      'slayed',
      'murdered',
      'killed',
    ],
    re: /(?<=(?<![\p{L}'])(?:i|we|you|they|he|she|the team|our team|team|y'all|\[name\])(?: (?:absolutely|totally|completely|just|really|literally|so|truly))? )(?:crushed|smashed|destroyed|demolished|obliterated|annihilated|slayed|murdered|killed) (?=(?:the|our|my|this|that|their|your|his|her|all|every)(?: [\p{L}0-9-]+){0,2}? (?:targets?|goals?|quotas?|numbers|okrs?|kpis?|deadlines?|demo|presentation|interview|exam|test|pitch|launch|release|sprint|records?|race|marathon|show|gig|talk|keynote|audition|finals?|review|sales|forecast|competition|hackathon|tournament)(?![\p{L}']))/giu,
    plain: 'exceeded ',
  },
  {
    // Work attacked with gusto: "gonna murder this backlog today, who's with me" (read as anger at −0.74 with
    // stress), "we'll attack the critical bugs first".
    gates: [
      'murder',
      'destroy',
      'demolish',
      'obliterate',
      'annihilate',
      'crush',
      'smash',
      'slay',
      'nuke',
      'attack',
    ],
    re: /(?<=(?<![\p{L}'])(?:going to|gonna|will|i'll|we'll|let's|lets|time to|ready to|about to) (?:absolutely |totally |so |just )?)(?:murder|destroy|demolish|obliterate|annihilate|crush|smash|slay|nuke|attack) (?=(?:this|the|that|my|our|your|these|those) (?:(?:critical|open|remaining|p0|p1|last|first) )?(?:backlog|inbox|todo list|to-do list|to do list|tickets|bugs|issues|bug list|workout|leg day|sprint|queue|pile|week|ticket queue)(?![\p{L}']))/giu,
    plain: 'clear ',
  },
  {
    // …and a test faced with gusto: "i'm gonna murder this exam tomorrow, studied all week 💪" (fear at −0.56).
    gates: ['murder', 'destroy', 'demolish', 'obliterate', 'annihilate', 'crush', 'smash', 'slay'],
    re: /(?<=(?<![\p{L}'])(?:going to|gonna|will|i'll|we'll|let's|lets|time to|ready to|about to) (?:absolutely |totally |so |just )?)(?:murder|destroy|demolish|obliterate|annihilate|crush|smash|slay) (?=(?:this|the|that|my|our|your|these|those|tomorrow's|today's) (?:(?:final|last|first|big|next|driving|math|bio|chem) )?(?:exam|exams|test|tests|midterm|midterms|finals?|quiz|interview|presentation|demo|pitch|audition|race|marathon|tryouts?)(?![\p{L}']))/giu,
    plain: 'nail ',
  },
  {
    // Trash talk over a game: "I'm gonna destroy you in the rematch tonight" (read as anger with stress and
    // frustration), "prepare to get wrecked".
    gates: [
      'destroy',
      'wreck',
      'murder',
      'demolish',
      'obliterate',
      'annihilate',
      'smoke',
      'bury',
      'crush',
      'stomp',
    ],
    re: /(?<![\p{L}'])(?:destroy|wreck|murder|demolish|obliterate|annihilate|smoke|bury|crush|stomp) (?=(?:you|u|y'all|you guys|you all|them|him|her|ur team|your team|their team|everyone)(?: all)? (?:in|at|on) (?:the |this |our |tonight's |tomorrow's |next |today's )?(?:rematch|match|game|round|ranked|raid|duel|1v1|finals?|tournament|race|scrim|map|lobby|chess|mario ?kart|smash|fifa|valorant|fortnite|overwatch|apex|league|tetris|ping ?pong|pool|darts|trivia|quiz)(?![\p{L}']))/giu,
    plain: 'beat ',
  },
  // A foe of a game killed is beaten: "who wants to help me kill the raid boss at 9?" (stressed at 7.6), "we need to
  // kill the dragon before it enrages" (anger at −0.82); "who keeps stealing my kills" (anger with stress at 7.6).
  ...(
    [
      ['kill', 'beat'],
      ['kills', 'beats'],
      ['killing', 'beating'],
      ['killed', 'beat'],
    ] as const
  ).map(([verb, plain]) => ({
    gates: [verb],
    re: new RegExp(
      `(?<![\\p{L}'])${verb}(?= (?:the |that |this |a |an |all the |every |those |these )?(?:(?:raid|final|last|first|world|mini-?|secret|optional|level|dungeon) (?:boss|bosses)|(?:big )?(?:dragons?|mobs?|creepers?|zombies?|enemies|enemy team|raid boss|ender dragon|minions|monsters|goblins?|orcs?|skeletons?|npcs?))(?![\\p{L}']))`,
      'giu',
    ),
    plain,
  })),
  {
    gates: ['kills'],
    re: /(?<=(?<![\p{L}'])(?:my|our|your|his|her|their) )kills(?= *(?:$|[.!?,]| again| every| in| all))/giu,
    plain: 'points',
  },
  {
    gates: ['prepare to'],
    re: /(?<![\p{L}'])prepare to (?:get|be) (?:wrecked|rekt|destroyed|owned|pwned|stomped|demolished|crushed|smoked)(?![\p{L}'])/giu,
    plain: 'prepare to lose',
  },
  {
    // Houseplants lost: "my plants are all dead, I've killed every succulent I've ever owned" (read at distress 8.8),
    // "I'm a serial killer of succulents apparently".
    gates: ['dead'],
    re: /(?<=(?<![\p{L}'])(?:succulents?|plants?|houseplants?|cactus|cacti|basil|orchids?|ferns?|monstera|seedlings|tomatoes|herbs|bonsai)(?: are| is)? (?:all |already |totally |completely |officially )?)dead(?![\p{L}'])/giu,
    plain: 'wilted',
  },
  {
    gates: ['kill'],
    re: /(?<![\p{L}'])(?:killed|kill|killing) (?=(?:every|all (?:my|the)|my|another|yet another|the|all|a)(?: [\p{L}']+){0,2}? (?:succulents?|plants?|houseplants?|cactus|cacti|basil|orchids?|ferns?|monstera|seedlings|tomatoes|herbs|bonsai)(?![\p{L}']))/giu,
    plain: 'gone through ',
  },
  {
    gates: ['serial killer of'],
    re: /(?<![\p{L}'])serial killer of (?=(?:succulents?|plants?|houseplants?|cactus|cacti|basil|orchids?|ferns?|monstera|seedlings|tomatoes|herbs|bonsai)(?![\p{L}']))/giu,
    plain: 'bad with ',
  },
  {
    // Trouble foretold for a small slip: "My sister is going to kill me, I forgot her birthday again" (read at distress
    // 8.3); not a threat said of someone without such a reason, nor dread of being found out ("…when they find out").
    gates: ['kill me'],
    re: /(?<=(?<![\p{L}'])(?:is|are|'s|'re|will|'ll) (?:literally |actually |so |totally )?(?:going to |gonna )?)kill me(?=[,.!]* (?:because|cause|cuz|i (?:forgot|forget|broke|lost|missed|spilled|ate|used|crashed|scratched|overslept|deleted|skipped)|for (?:forgetting|breaking|losing|missing|eating|being late)))/giu,
    plain: 'be mad at me',
  },
  {
    // "Kill me now, I have seven back-to-back meetings 😂": exasperation in jest, beside laughter or a thing of work.
    gates: ['kill me now'],
    re: /(?<![\p{L}'])(?:just |please |someone )?kill me now(?=[\s\S]*(?:😂|🤣|💀|😭|(?<![\p{L}'])(?:lol|lmao|haha\p{L}*|meetings?|standups?|calls?|emails?|deadlines?|mondays?|traffic|homework|exams?|spreadsheets?|jira|slack)(?![\p{L}'])))/giu,
    plain: 'ugh',
  },
  {
    // A skill one lacks: "I think I'm hopeless at small talk" (read at distress 7.9); "no hope of me finishing this
    // crossword before lunch" (8.3, hopelessness). Not "hopeless at life", "no hope of getting better".
    gates: ['hopeless at'],
    re: /(?<![\p{L}'])hopeless (?=at (?!life|living|everything|anything)\p{L})/giu,
    plain: 'bad ',
  },
  {
    gates: ['no hope of'],
    re: /(?<![\p{L}'])no hope of (?=(?:me |us |ever )?(?!getting better|recovering|living|surviving|being happy)\p{L}+ing(?![\p{L}']))/giu,
    plain: 'no chance of ',
  },
  {
    // Muscles spent after a race or a workout: "ran my first half marathon this weekend, legs are destroyed 😅" (read as
    // anger at −0.60 with frustration).
    gates: ['destroyed', 'dead', 'toast', 'jelly', 'wrecked', 'killing me'],
    re: /(?<=(?<![\p{L}'])(?:legs|arms|calves|quads|glutes|abs|muscles|body|hamstrings|shoulders)(?: are| is|'re)? (?:absolutely |completely |totally |so )?)(?:destroyed|dead|toast|jelly|wrecked|killing me)(?:(?<=(?:marathon|run|ran|race|gym|workout|leg day|hike|hiked|climb|training|squats|cycling|bike ride|5k|10k|spin class|crossfit|yoga)[\s\S]{0,120})|(?=[^.!?]{0,60}(?:marathon|run|race|gym|workout|leg day|hike|climb|training|squats|cycling|bike ride|5k|10k|spin class|crossfit|yoga)))/giu,
    plain: 'sore',
  },
  {
    // Astonished delight: "no way, we won the industry award?!" (read as anger); not "no way to fix it", nor "No way.",
    // which disagrees.
    gates: ['no way'],
    re: /^(?:oh |omg,? )?no way(?=[,!]+ )/giu,
    plain: 'wow',
  },
  {
    // "The killer feature of this release is the offline mode" (read as anger at 0.89); not "a serial killer".
    gates: ['killer'],
    re: /(?<![\p{L}'])killer (?=(?:feature|features|app|combo|deal|track|song|album|view|views|idea|lineup|demo|presentation|setlist|recipe|playlist|design|ui|update|release|move|play|shot|goal|build|deck|outfit|smile)(?![\p{L}']))/giu,
    plain: 'great ',
  },
  {
    // "this game is gonna be the death of me" (read at distress 8.4): exasperation in jest.
    gates: ['death of me'],
    re: /(?<=(?<![\p{L}'])(?:is|are|was|will be|'s going to be|is going to be|gonna be|going to be|'ll be|might be|could be) (?:literally |actually |honestly |truly )?)the death of me(?![\p{L}'])/giu,
    plain: 'a lot',
  },
  {
    // "I'm going to kill this presentation tomorrow": doing it very well, not harm (read as fear at −0.39, stress).
    gates: ['kill'],
    re: /(?<=(?<![\p{L}'])(?:going to|gonna|gunna|will|i'll|we'll|you'll|you're gonna|you are going to) (?:absolutely |totally |so )?)kill (?=(?:it|this|that|the|my|your|our) (?:presentation|interview|demo|exam|talk|pitch|test|audition|performance|set|speech|keynote|tournament|match|final|finals|review)(?![\p{L}']))/giu,
    plain: 'nail ',
  },
  { gates: ['cap'], re: /(?<![\p{L}'])no cap(?=\s*(?:[.!,🔥]|$))/giu, plain: 'honestly' },
  // "not gonna lie, I cried after the 1:1": a frankness, whose "not" denies nothing that follows.
  {
    gates: ['gonna lie', 'going to lie'],
    re: /(?<![\p{L}'])(?:i'm |im |i am )?not (?:gonna|going to) lie(?![\p{L}'])(?! (?:to|about|for)(?![\p{L}']))/giu,
    plain: 'honestly',
  },
  {
    gates: ['gooo'],
    re: /(?<![\p{L}'])let['’]?s go{3,}(?![\p{L}'])/giu,
    plain: "let's go, awesome",
  },
  {
    // "huge W for the team", "took an L on that one": a win and a loss (not "took the L downtown").
    gates: ['huge w', 'big w', 'massive w', 'another w', 'such a w', 'what a w'],
    re: /(?<=(?<![\p{L}'])(?:huge|big|massive|another|such a|what a) )w(?=\s|[.!]|$)/giu,
    plain: 'win',
  },
  {
    gates: ['huge l', 'big l', 'massive l', 'another l', 'a l'],
    re: /(?<=(?<![\p{L}'])(?:huge|big|massive|another|such a|what a) )l(?=\s|[.!]|$)(?! word)/giu,
    plain: 'loss',
  },
  {
    gates: ['an l'],
    re: /(?<![\p{L}'])(?:an l)(?=\s|[.!]|$)/giu,
    plain: 'a loss',
  },
];

const GATES = new Gates(FORMS.map((form) => form.gates));
/** Which forms' gates the text being read holds (Gates.holds). */
const held = new Uint8Array(FORMS.length);

/** `text` with each slang form above in plain words. Linear in the text; most texts hold no form's gate. */
export function withSlangPlain(text: string): string {
  GATES.holds(text.toLowerCase(), held);
  let out = text;
  for (let k = 0; k < FORMS.length; k++) {
    if (held[k] === 0) continue;
    const form = FORMS[k]!;
    const { keep, plain } = form;
    out = keep
      ? out.replace(form.re, (match: string, at: number, whole: string) =>
          keep(whole.slice(at + match.length)) ? match : plain,
        )
      : out.replace(form.re, plain);
  }
  return out;
}
