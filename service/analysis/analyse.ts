/**
 * The analysis engine: one text in, one Signal out. Pure and deterministic; the only I/O is loading the
 * weights file and language model once, when this module is first imported.
 */
import { createHash } from 'node:crypto';
import {
  type AffectFeatures,
  type AffectModels,
  type AffectNorm,
  affectFeatures,
  FIRST_PERSON,
  stressIndex,
} from './distress/affect.js';
import { detectCrisis } from './distress/crisis.js';
import { distressScore, STRESS_THRESHOLD } from './distress/score.js';
import { detectLanguage } from './lang/detect.js';
import { WEIGHTS, WEIGHTS_BYTES } from './model/weights.js';
import { argmaxMood, MODELS } from './mood/classify.js';
import { emojiOnlyMood } from './mood/emoji.js';
import { LEXICON, supportedValence, thankedValence } from './mood/valence.js';
import { scrubPii } from './pii/index.js';
import { keyphraseWords } from './pii/names.js';
import { MOODS, type Mood, type PiiType, type Signal, type State } from './signal.js';
import {
  CLEARLY_NEGATIVE,
  detectStates,
  distressIndex,
  hardEvent,
  onlyGladSaid,
  opensWithoutSubject,
  positiveSaid,
  readStates,
  SHORTCOMINGS,
  statesSaid,
  strainAmong,
  strainSaid,
  technicalBlocker,
  thanksOpen,
  withoutPoliteAfraid,
  workloadSaid,
} from './states/detect.js';
import { withStrainDeniedPlain } from './text/denied.js';
import { withLitotesPlain } from './text/litotes.js';
import { compile, Gated, normalise } from './text/phrases.js';
import { withEmoji } from './text/shortcodes.js';
import { withSlangPlain } from './text/slang.js';
import { withTechnicalPlain } from './text/technical.js';
import { withoutTemplate } from './text/template.js';
import { tokenize } from './text/tokens.js';
import { detectTopics } from './topics/detect.js';
import { extractKeyphrases } from './topics/keyphrases.js';

/** Bump when the rules change; the weights' own hash is appended, so retraining changes the version too. */
const ENGINE_VERSION = '2.2.20';
export const MODEL_VERSION = `${ENGINE_VERSION}+${WEIGHTS.version}.${createHash('sha256').update(WEIGHTS_BYTES).digest('hex').slice(0, 8)}`;

const PLACEHOLDER = /\[[A-Z]+\]/g;

/** Probabilities rounded to 4 decimals; the largest absorbs the rounding so that the seven sum to 1. */
function roundScores(p: ArrayLike<number>): Record<Mood, number> {
  const units = new Array<number>(MOODS.length);
  let sum = 0;
  let best = 0;
  for (let k = 0; k < MOODS.length; k++) {
    units[k] = Math.round(p[k]! * 10_000);
    sum += units[k]!;
    if (units[k]! > units[best]!) best = k;
  }
  units[best] = units[best]! + 10_000 - sum;
  const scores = {} as Record<Mood, number>;
  for (let k = 0; k < MOODS.length; k++) scores[MOODS[k]!] = units[k]! / 10_000;
  return scores;
}

/** What a text the classifiers cannot read gets: neutral, with low confidence spread over the other moods. */
function unreadSignal(lang: string, piiTypes: PiiType[]): Signal {
  const scores = Object.fromEntries(MOODS.map((m) => [m, m === 'neutral' ? 0.4 : 0.1])) as Record<
    Mood,
    number
  >;
  return {
    mood: 'neutral',
    mood_scores: scores,
    valence: 0,
    states: [],
    topics: [],
    keyphrases: [],
    distress: 0,
    crisis: false,
    crisis_theme: null,
    risk_level: 'none',
    pii_found: piiTypes.length > 0,
    pii_types: piiTypes,
    lang,
    model_version: MODEL_VERSION,
  };
}

/** Crisis language, high or elevated, is never joyful, whatever its words ("I want to…") suggest to the mood model. */
function withoutJoy(p: Float64Array): void {
  const joy = MOODS.indexOf('joy');
  const rest = 1 - p[joy]!;
  p[joy] = 0;
  if (rest < 1e-9) p[MOODS.indexOf('sadness')] = 1;
  else for (let k = 0; k < p.length; k++) p[k] = p[k]! / rest;
}

/**
 * The valence model learned from more kinds of text than the mood model (dialogue, pull requests, heated issue
 * threads): when it reads a text as clearly negative, joy is not its mood ("another deadline moved up, I am
 * exhausted").
 */
const JOYLESS_VALENCE = 0.2;
/** At or above this valence a text reads as positive: a strain said beside it may still be joyful. */
const POSITIVE_VALENCE = 0.2;
/**
 * Good news said in words is at least this positive: the valence model reads such news by its other words, and at
 * 0.20 "Passed my AWS certification exam this morning!" sat beside "the meeting is at 3" in a pulse's positive share.
 */
const GOOD_NEWS_VALENCE = 0.5;
/** The valence a text needs to stay joyful beside exhaustion or workload said in words. */
const WORKLOAD_JOY_VALENCE = 0.5;
/**
 * The lexicon's sum of positive words that makes a word of clear praise ("loving every minute", 2.9 in the lexicon;
 * "great", 3.1), not "feeling" (0.5), "sure" or "increase" (1.3): joy beside exhaustion or workload said, or beside
 * gladness denied, takes one.
 */
const CLEAR_PRAISE = 1.5;

/**
 * Praise that opens a message on its own ("great, the VPN is down again", "oh perfect. another outage"; not
 * "Great job!"): said beside irritation in words and nothing positive, in a short message, it is sarcasm.
 */
const PRAISE_OPENING =
  /^(?:oh |just |well |wow,? )?(?:great|perfect|wonderful|awesome|fantastic|lovely|brilliant|amazing|excellent|nice|splendid|cool|super|love it|love this|love that)(?: (?:job|work|stuff))?(?: (?:guys|team|everyone|folks|all|y'all|people|mate|buddy))?(?:[,.…]| -)/u;
/**
 * Praise that closes a message after a mishap ("my laptop died right before the demo, great timing", "the VPN
 * dropped again. just perfect."): said after a clearly negative word or irritation, and nothing positive, in a
 * short message, it is sarcasm too.
 */
const PRAISE_CLOSING =
  /[,.…;!] (?:oh |just |how |what |really |so |truly |simply |absolutely |super |very )?(?:(?:great|perfect|wonderful|awesome|fantastic|lovely|brilliant|amazing|excellent|splendid|helpful)(?: timing)?|cool,? cool(?:,? cool)*|love (?:that|this) for (?:me|us)|living the dream|(?:thrilled|so excited|delighted|stoked|can't wait|cant wait) to (?:review|fix|debug|read|sit through|deal with|clean up|untangle|attend|redo|rewrite|test|merge|explain) (?:this|that|it|all (?:of )?(?:this|that)))[.!…]*(?: *\p{Extended_Pictographic}\ufe0f?)*$/u;
/**
 * What makes the clause before a closing praise a complaint when no word of it is negative enough: a wait counted, a
 * change without notice, work handed over without what it needs ("client moved the deadline up by 2 weeks with zero
 * notice, fantastic", "3 hours of queue for a 10 minute match. love that for me", "another 2000
 * line PR with no description. thrilled to review this.").
 */
const COMPLAINT_MARK =
  /(?<![\p{L}'])(?:zero notice|(?:for )?the (?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) time|weekend on-?call|during (?:the|my|our) (?:demo|presentation|interview|pitch|standup|all-hands)|on (?:launch|release) day|on my day off|no notice|without (?:any )?(?:notice|warning|asking|telling (?:us|me|anyone))|no (?:description|docs|documentation|tests|explanation|warning|context|reason)|\d+ (?:hours?|minutes?|days?|weeks?|gb|mb) (?:of|in|on|waiting|stuck)|ate \d+|overnight|on a (?:friday|saturday|sunday)|at (?:[1-5]|midnight) ?am)(?![\p{L}'])/u;
/** A word the lexicon rates at least this positive before a closing praise makes it sincere ("we won again, great!"). */
const SINCERE_WORD = 1;
/** The words before a closing praise hold none the lexicon rates positive. */
function nothingGoodBefore(norm: string): boolean {
  const m = PRAISE_CLOSING.exec(norm);
  if (!m) return false;
  return !norm
    .slice(0, m.index)
    .split(/[^\p{L}']+/u)
    .some((w) => !INTERJECTIONS.has(w) && !PRAISED.has(w) && (LEXICON.get(w) ?? 0) >= SINCERE_WORD);
}
/** …nor the praise that opens the same sarcasm: "awesome, my laptop updated itself during the demo. just awesome". */
const PRAISED = new Set([
  'great',
  'perfect',
  'wonderful',
  'awesome',
  'fantastic',
  'lovely',
  'brilliant',
  'amazing',
  'excellent',
  'cool',
  'yay',
]);
/** Words the lexicon rates positive that tell no good news: "wow, another 2000 line PR with no description". */
const INTERJECTIONS = new Set([
  'wow',
  'lol',
  'haha',
  'yes',
  'yeah',
  'ok',
  'okay',
  'like',
  'please',
  'well',
  'oh',
]);
/** A lexicon word at least this negative ("died" −2.6, "broken" −2.1) is a mishap a closing praise can mock. */
const MISHAP_WORD = -1.5;
/** Up to this many tokens an opening of praise beside irritation is read as sarcasm. */
const SARCASM_TOKENS = 15;
/** …and a closing one after a complaint ("got assigned to the weekend on-call for the third time, love that for me"). */
const CLOSING_SARCASM_TOKENS = 25;

/**
 * Exhaustion, workload or stress the author says after the last "but" of a message ("I love my job but I'm
 * exhausted", "grateful for my team but I'm running on empty", "I love my team but the workload is crushing me"):
 * the point of the message, whatever praise comes before it. (Since engine 2.2.16 whatever the clause's subject:
 * the load itself may be it.)
 */
const BUT = /(?<![\p{L}'])but(?![\p{L}'])/gu;
function wornAfterBut(norm: string): boolean {
  let at = -1;
  for (const m of norm.matchAll(BUT)) at = m.index;
  if (at < 0) return false;
  const after = statesSaid(norm.slice(at));
  return after.has('burnout') || after.has('overwhelm') || after.has('stress');
}

/**
 * Thanks for being asked how one is: what follows or comes before is the answer ("Thanks for asking, honestly I'm
 * exhausted", "I cried after my performance review, thanks for asking").
 */
const COURTESY_THANKS =
  /^(?:thanks|thank you|thx|ty)(?: so much| a lot)?,? for (?:asking|checking in|checking on me|reaching out|the check-in)(?![\p{L}'])|[,.;!—–-] *(?:but |and )?(?:thanks|thank you|thx|ty)(?: so much| a lot)? for (?:asking|checking in|checking on me|reaching out|the check-in)[ .!…]*$/u;

/** The words one of which COURTESY_THANKS's every match holds: most texts hold none and skip the expression. */
const MAY_THANK_FOR_ASKING = /asking|checking|reaching out|check-in/;

/** A surprise cue: the text is astonished, not only asking. */
const ASTONISHED =
  /(?<![\p{L}'])(?:wow|whoa|woah|omg|oh my|no way|really\?!|what\?!|can't believe|cannot believe|unbelievable|shock(?:ed|ing)|surpris(?:ed|ing)|amazed|astonish\w*|wtf|holy|seriously\?)|!/u;
const QUESTION =
  /\?\s*$|^(?:who|what|when|where|why|how|which|is|are|do|does|did|can|could|would|will|should|has|have|any)\b[^.!]*\?/u;

/**
 * A question with no emotion in it reads as neutral: GoEmotions files curiosity and confusion under surprise, so
 * the mood model reads most questions as surprise.
 */
function isPlainQuestion(norm: string, affect: AffectFeatures): boolean {
  return isUnastonishedQuestion(norm, affect) && Math.abs(affect.valence) < JOYLESS_VALENCE;
}

/** A question the mood model reads as surprise, with no sign of astonishment. */
const isUnastonishedQuestion = (norm: string, affect: AffectFeatures): boolean =>
  argmaxMood(affect.mood) === 'surprise' && QUESTION.test(norm) && !ASTONISHED.test(norm);

/**
 * A question whether others share the author's strain ("is anyone else struggling to focus lately?", "am I the only
 * one who feels burnt out?"): the strain is the author's, though it asks.
 */
const SHARED_STRAIN =
  /(?<![\p{L}'])(?:(?:anyone|anybody|any of you) else|am i the only one|is it just me|is it (?:normal|common|okay|ok) to (?:feel|be|get))(?![\p{L}'])/u;

/**
 * A short statement of a strain of the author's that the mood model reads as surprise or neutral ("I'm honestly
 * burnt out" read as surprise, then as neutral: GoEmotions files realisation and confusion under surprise, and
 * many a tired remark under neutral) is neither astonished nor without feeling, unless an astonishment cue says so
 * ("wow, I'm so burnt out"): a statement in the first person, not a question, with a strain said. The model's
 * reading's share goes to the strain's own mood (see `strainMood`). So does a reading of anger beside loneliness
 * or hopelessness said with no irritation said ("feeling really isolated since we went fully remote" read as anger
 * at 0.27): neither is ever anger.
 */
function isStrainUnread(norm: string, affect: AffectFeatures, said: readonly State[]): boolean {
  const read = argmaxMood(affect.mood);
  return (
    (read === 'surprise' ||
      read === 'neutral' ||
      (read === 'anger' &&
        (said.includes('loneliness') || said.includes('hopelessness') || said.includes('anxiety')) &&
        !said.includes('frustration') &&
        !said.includes('conflict'))) &&
    affect.tokens.length <= STRAIN_STATEMENT_TOKENS &&
    said.some((s) => STRAIN_MOODS[s] !== undefined) &&
    (affect.tokens.some((t) => FIRST_PERSON.has(t)) ||
      opensWithoutSubject(affect.tokens) ||
      SHARED_STRAIN.test(norm)) &&
    (!QUESTION.test(norm) || SHARED_STRAIN.test(norm)) &&
    !ASTONISHED.test(norm) &&
    !PUZZLED.test(norm)
  );
}

/**
 * Low mood said in the first person: "I've been feeling really down lately", "I feel so low", "feeling blue", and
 * feeling unseen: "I feel undervalued", "I feel like my work goes unnoticed here", and a chat message that opens
 * with disappointment, its subject left out: "kinda bummed the offsite got cancelled", or closes with it: "just found out
 * my teammate is leaving, gutted", low mood with its subject left out ("kinda down today ngl"), and a hard day told
 * ("today was rough", "had a rough week"). No state names it (sadness is a
 * mood), so the strain rule above does not reach it.
 */
const SAD_SAID =
  /(?<![\p{L}'])(?:i feel|i'm feeling|im feeling|i am feeling|i've been feeling|ive been feeling|i have been feeling|i've been|i have been|feeling|i felt|i'm|im|i am)(?: (?:so|really|very|pretty|quite|a bit|kind of|kinda|just|super|incredibly|extremely|a little|a lot))? (?:down|low|blue|sad|miserable|depressed|heartbroken|gutted|crushed|devastated|deflated|discouraged|disheartened|demoralised|demoralized|unappreciated|underappreciated|undervalued|overlooked|unseen|unheard|lonely|isolated|disconnected|invisible|excluded)(?! (?:to|for|on|with|the|a|and up|here|there|there's|below|by)(?![\p{L}']))|^(?:so |kinda |kind of |pretty |a bit |a little |really |super |honestly |tbh )*(?:bummed|gutted|heartbroken)(?! (?:out|up)(?![\p{L}']))|^(?:so |kinda |kind of |pretty |a bit |a little |really |super |honestly |tbh |feeling |feelin )+(?:down|low|blue|sad)(?= (?:today|tonight|lately|rn|right now|this week|again|ngl|tbh|honestly)(?![\p{L}'])| *[.!,…]| *$)|^(?:down|low|sad)(?= (?:today|tonight|lately|rn|right now|this week)(?![\p{L}']))|(?<![\p{L}'])(?:today|this week|the week|yesterday|tonight|last night|this morning|work today|the day) (?:was|has been|is being|is|been) (?:so |really |pretty |kinda |kind of |a bit |super |very |quite )?(?:rough|tough|hard|awful|terrible|brutal|shit|crap|crappy|the worst)(?![\p{L}'])(?! *,? *but)|(?:(?<![\p{L}'])(?:i|we|i've|we've|i'm|we're|i have|we have|i am|we are)(?: just| really| been)? |^)(?:had|having|have had|such) an? (?:really |pretty |super |very )?(?:rough|tough|hard|bad|awful|terrible|brutal|shitty|crappy) (?:day|week|night|morning|shift)(?![\p{L}'])(?! *,? *but)|[,;:—–-] *(?:so |kinda |kind of |pretty |really |honestly |absolutely |totally |just )*(?:bummed|gutted|heartbroken)(?: tbh| honestly)?[.!…]*$|(?<![\p{L}'])(?:i've been|ive been|i have been|i keep|i kept|i can't stop|i cant stop|i cannot stop) crying(?! (?:laughing|of laughter|with laughter|from laughing|at (?:the|this|that) (?:movie|film|show|book|ending|video)))|(?<![\p{L}'])(?:i feel like |feels like |it feels like )?my (?:work|contributions?|efforts?|ideas?) (?:always |just |often |never |really )?(?:goes|go|went|gets|get|is|are|has been|have been|keeps? being) (?:completely |totally |always )?(?:unnoticed|ignored|overlooked|unrecogni[sz]ed|unappreciated|taken for granted)/u;
/** The words one of which SAD_SAID's every match holds: most texts hold none and skip the expression. */
const MAY_BE_SAD = new Set(
  `down low blue sad miserable depressed heartbroken gutted crushed devastated deflated discouraged disheartened
demoralised demoralized unappreciated underappreciated undervalued overlooked unseen unheard bummed rough tough hard
awful terrible brutal shit crap crappy shitty worst bad unnoticed ignored unrecognised unrecognized granted crying lonely
isolated disconnected invisible excluded`.split(/\s+/),
);
const sadSaid = (norm: string, tokens: readonly string[]): boolean =>
  tokens.some((t) => MAY_BE_SAD.has(t)) && SAD_SAID.test(norm);

/**
 * A disappointment of the author's at work: "I just found out I'm not getting the promotion", "passed over for the
 * lead role again", "my application got rejected", "I got rejected from every job I applied to".
 */
const DISAPPOINTED =
  /(?<![\p{L}'])(?:(?:i'm|im|i am|i was|i'm still|we're|we are) not getting|(?:i|we) (?:didn't|did not|won't|will not) (?:get|be getting)|(?:got|was|been|get|getting|keep getting) (?:passed over|turned down|rejected) for|(?:i|we) (?:got|were|was) (?:turned down|rejected)(?: for)?) (?:the |a |my |our |that |this )?(?:promotion|raise|job|role|position|offer|bonus|transfer|grant|lead role|senior role|funding)|(?<![\p{L}'])(?:i|we) (?:just |again |keep )?(?:got|get|was|were|getting|been) (?:rejected|turned down) (?:from|by) (?:every|all|each|another|the|my|a|both)|(?<![\p{L}'])(?:i|we) (?:just |totally |completely |also |again )?(?:failed|flunked|bombed) (?:my|the|our|an?) (?:[\p{L}-]+ ){0,2}(?:exam|exams|finals|certification|cert|interview|assessment|probation|driving test|bar exam)(?![\p{L}'])/u;

/** Words one of which DISAPPOINTED needs. */
const MAY_BE_DISAPPOINTED =
  /promotion|raise|job|role|position|offer|bonus|transfer|grant|funding|rejected|turned down|failed|flunked|bombed/;

/**
 * A short message of low mood said in the first person that the mood model reads as surprise or neutral ("I've been
 * feeling really down lately and I don't know why" read as surprise: "don't know why" is confusion to it): its
 * reading's share goes to sadness, unless it asks.
 */
function isSadnessUnread(norm: string, affect: AffectFeatures): boolean {
  const read = argmaxMood(affect.mood);
  return (
    (read === 'surprise' || read === 'neutral') &&
    affect.tokens.length <= GLAD_STATEMENT_TOKENS &&
    !QUESTION.test(norm) &&
    lowMoodSaid(norm, affect.tokens)
  );
}

/** Low mood (SAD_SAID) or a disappointment at work (DISAPPOINTED) said in words. */
const lowMoodSaid = (norm: string, tokens: readonly string[]): boolean =>
  sadSaid(norm, tokens) || (MAY_BE_DISAPPOINTED.test(norm) && DISAPPOINTED.test(norm));

/** Confusion and realisation, which GoEmotions files under surprise: "I have no idea", "can someone explain". */
const PUZZLED =
  /(?<![\p{L}'])(?:no idea|(?:don't|do not|didn't) (?:get|understand)|confus\w*|explain|wonder\w*|reali[sz]\w*|not sure(?! (?:how (?:much )?longer|if i can|whether i can|i can|(?:if |whether )?(?:i'm|im|i am) (?:really )?cut out)(?![\p{L}]))|idk|can't (?:even )?believe)(?![\p{L}])/u;

/** The author's side as a group: "Our CEO's all-hands was inspiring" (read as neutral beside its engagement). */
const OURS: ReadonlySet<string> = new Set(['we', 'our', "we're", "we've", 'us']);

const BOREDOM = /(?<![\p{L}'])bor(?:ed|ing|edom)(?![\p{L}'])/u;

/**
 * Disengagement said as leaving or giving up ("I'm looking for another job", read as joy at 0.31; "I'm quitting this
 * game"), not boredom, which GoEmotions' raters read with a smile ("Who is bored? I happily entertain myself."); and
 * hopelessness in the first person ("I want to quit everything", read as joy at 0.22).
 */
const withdrawing = (norm: string, said: readonly State[], tokens: readonly string[]): boolean =>
  (said.includes('disengagement') && !BOREDOM.test(norm)) ||
  (said.includes('hopelessness') && tokens.some((t) => FIRST_PERSON.has(t)));

/** Up to this many tokens a message that says a positive state is about it. */
const GLAD_STATEMENT_TOKENS = 25;

/** Up to this many tokens a message that names a strain is about that strain. */
const STRAIN_STATEMENT_TOKENS = 15;

/** The mood a named strain of the author's goes with: fear for worry, sadness for the others. */
const STRAIN_MOODS: Partial<Record<State, Mood>> = {
  anxiety: 'fear',
  stress: 'sadness',
  burnout: 'sadness',
  loneliness: 'sadness',
  overwhelm: 'sadness',
  hopelessness: 'sadness',
  // Withdrawal is no astonishment either ("Honestly I'm thinking about quitting" read as surprise).
  disengagement: 'neutral',
};
const strainMood = (said: readonly State[]): Mood =>
  STRAIN_MOODS[said.find((s) => STRAIN_MOODS[s] !== undefined)!]!;

/**
 * An impatient question ("why is this still not fixed?", "are you kidding me?") is not astonished: a question the
 * mood model reads as surprise, clearly negative, with frustration or conflict asserted.
 */
function isImpatientQuestion(norm: string, affect: AffectFeatures, states: readonly string[]): boolean {
  return (
    argmaxMood(affect.mood) === 'surprise' &&
    QUESTION.test(norm) &&
    !ASTONISHED.test(norm) &&
    affect.valence <= -JOYLESS_VALENCE &&
    (states.includes('frustration') || states.includes('conflict'))
  );
}

/**
 * A wish that others acted otherwise ("I wish leadership would listen to us more", "I wish they had told us
 * earlier"): a want or a regret, not joy, and not positive. The models read "wish" as desire, which GoEmotions
 * files under joy, so such a complaint read as joy at valence 0.78. Not a wish for someone ("I wish you all the
 * best"), nor one's own ("I wish I could join").
 */
const WISH_FOR_CHANGE = new Gated(
  /(?<![\p{L}'])i (?:really |just |only |honestly |kind of |sometimes )?wish (?:that )?(?:they|someone|somebody|people|everyone|everybody|management|leadership|(?:my|our|the) (?:manager|managers|boss|lead|leads|team|company|leadership|management|org|organi[sz]ation|employer|department|director|ceo|execs?|devs?|developers|mods?|moderators|admins?|hr|people|customers?|clients?)) (?:would|wouldn't|'d|had|hadn't|didn't|cared|listened|knew|actually|just|at least|were|weren't|was|wasn't|could|couldn't)(?![\p{L}'])/u,
);

/**
 * Something said to want improving ("communication from leadership could be better", "onboarding needs
 * improvement", "there's room for improvement"): a criticism, as a survey answer puts it, not praise, whatever
 * "better" says to the models ("…could be better" read at valence 0.45).
 */
const IMPROVABLE =
  /(?<![\p{L}'])(?:could (?:be|get) (?:a lot |a bit |a little |much |way |far |so much )?(?:better|improved|clearer)|could use (?:some |a lot of )?(?:improvement|work)|needs? (?:some |a lot of |more |serious )?improvement|leaves? (?:a lot|much|something) to be desired|room for improvement)(?![\p{L}'])/u;

/**
 * Unfairness named ("there's a lot of favoritism in who gets the interesting projects" read as joy at valence 0.77,
 * from "interesting"; "the promotion process is opaque and feels political"), a promise broken ("I was promised a
 * callback yesterday and nobody called" read at 0.24) and an agreement broken ("that's not what we agreed on" read as
 * joy): a criticism too.
 */
const UNFAIRNESS =
  /(?<![\p{L}'])(?:(?:promised|assured)(?: (?:me|us))? (?:a |an |that |the )?(?:[\p{L}']+ ){0,5}?(?:and|but) (?:nobody|no one|they never|it never|nothing)|(?:that's|that is|this is|it's|it is|that was|this was) not what (?:we|i|you|they) (?:agreed|asked for|decided|signed up for|ordered|paid for)|favou?ritism|nepotism|cronyism|double standards?|(?:is|are|was|were|feels?|seems?|so|very|too|really|completely|totally|incredibly) (?:unfair|political|opaque|rigged)(?= *(?:$|[.,;:!?…)]| and | but | to | as | at | in how))|unfairly(?![\p{L}']))/u;

/**
 * A place, a job or a community said to have gone downhill: disengagement said beside "used to" ("this server used
 * to be fun, now it's just drama" read as joy at 0.38, from "fun").
 */
const USED_TO = /(?<![\p{L}'])used to(?![\p{L}'])/u;

/** A shortcoming of the place named, as survey answers name them (SHORTCOMINGS in states/detect.ts). */
const SHORTCOMING = compile(SHORTCOMINGS);
const shortcomingNamed = (norm: string): boolean => {
  SHORTCOMING.lastIndex = 0;
  return SHORTCOMING.test(norm);
};

/** Words one of which IMPROVABLE and UNFAIRNESS each need: most texts hold none, and skip both. */
const MAY_WANT_IMPROVING =
  /better|improv|clearer|work|desired|favou?rit|nepotis|cronyis|standard|unfair|political|opaque|rigged|promised|assured|not what/;

/**
 * A want of more or better of something at work, as a survey answer or a retro puts it ("More training opportunities
 * would be nice", "I would like more recognition for the work I do", read as joy at 0.61 and neutral at 0.37): a
 * shortcoming named, not praise. Only of the things a workplace gives: "more pizza would be nice" stays glad.
 */
const WANT_OF_MORE =
  /(?:^|[.!?;,] |(?<![\p{L}'])(?:i|we)(?: would|'d) (?:really )?(?:like|love|appreciate|want) (?:to (?:see|have|get) )?)(?:a bit |a little |much |far |way |some )?(?:more|better|clearer) (?:\p{L}+ ){0,2}(?:training|recognition|feedback|communication|transparency|clarity|support|guidance|direction|opportunities|growth|career development|mentoring|mentorship|documentation|docs|headcount|staff|resources|flexibility|autonomy|pay|salary|compensation|notice|planning|time|visibility|appreciation|information|updates)(?![\p{L}'])(?:(?: [\p{L}']+){0,6} would be (?:nice|great|good|helpful|appreciated|welcome|lovely|awesome|useful))?/u;
/** The words every want of more holds: most texts hold neither and skip the expression. */
const MAY_WANT_MORE = /more|better|clearer/;
const MAY_WANT = /would be|(?:would|'d) (?:really )?(?:like|love|appreciate|want)/;
/** A want said as such: after "I would like", or closed by "would be nice" (not a bare "more time…"). */
const WANT_SAID = /(?:like|love|appreciate|want|see|have|get) | would be /;
const wantsMore = (norm: string): boolean => {
  const m = MAY_WANT_MORE.test(norm) && MAY_WANT.test(norm) ? WANT_OF_MORE.exec(norm) : null;
  return m !== null && WANT_SAID.test(m[0]);
};

/** Anger said in words, which a hard event may well bring. */
const FURY =
  /(?<![\p{L}'])(?:furious|angry|mad|pissed|livid|fuming|outraged|rage|hate|unfair|bullshit)(?![\p{L}'])/u;

/** A negative mood read at least this clearly, beside words at most this negative, caps the valence (analyse). */
const FELT_MOOD = 0.5;
const FELT_COMPOUND = -0.25;

/** A reaction said plainly: a message of emoji alone that share a mood of feeling. */
const REACTION_VALENCE = 0.5;
function reactionValence(mood: Mood, valence: number): number {
  if (mood === 'joy') return Math.max(valence, REACTION_VALENCE);
  if (mood === 'surprise' || mood === 'neutral') return valence;
  return Math.min(valence, -REACTION_VALENCE);
}

/** Up to this many tokens a text is a chat message about one thing, which one hard event said in it sums up. */
const CHAT_MESSAGE_TOKENS = 40;

/** The negative moods, which a positive state said in words and a positive valence together contradict. */
const NEGATIVE_MOODS = (['anger', 'disgust', 'fear', 'sadness'] as const).map((m) => MOODS.indexOf(m));

/** The share of each mood in `from` (indices into MOODS) goes to joy. */
function asJoy(p: Float64Array, from: readonly number[]): void {
  const joy = MOODS.indexOf('joy');
  for (const k of from) {
    p[joy] = p[joy]! + p[k]!;
    p[k] = 0;
  }
}

/**
 * A positive state said in words (engagement, belonging, gratitude), no strain said and a positive valence: the
 * author is glad, whatever a word such as "motivated" (mostly "politically motivated" in Reddit comments) says to
 * the mood model. The negative moods' share goes to joy.
 */
const negativeAsJoy = (p: Float64Array) => asJoy(p, NEGATIVE_MOODS);

/** Moods the models may read in plain gladness that has no negative word ("I feel like I belong here"). */
const UNFELT_GLADNESS: readonly Mood[] = ['sadness', 'fear'];

/** The moods that good news said in words contradicts: the negative ones, and neutral. */
const UNGLAD_MOODS = [...NEGATIVE_MOODS, MOODS.indexOf('neutral')];

/**
 * A success said in words ("we shipped v2 today 🎉", "we hit our Q3 target!", "I got the job!!!"), with no strain
 * said: the author is glad, whatever "hit", "target" or "shipped" say to the mood model. The negative moods' and
 * neutral's share goes to joy; surprise stays ("wow, we won!").
 */
const celebratedAsJoy = (p: Float64Array) => asJoy(p, UNGLAD_MOODS);

/**
 * A clearly negative text (CLEARLY_NEGATIVE, as for irritation) is not neutral: when the mood model's reading is
 * neutral, neutral's share goes to the leading negative mood. The mood model's Reddit part keeps GoEmotions'
 * convention, whose raters call many a sour remark neutral: "ugh, another all-hands that could have been an email"
 * read as neutral at valence −0.65. The valence model, which learned polarity from dialogue and developer threads
 * too, tells a complaint from a plain note.
 */
function neutralAsNegative(p: Float64Array): void {
  const neutral = MOODS.indexOf('neutral');
  let to = NEGATIVE_MOODS[0]!;
  for (const k of NEGATIVE_MOODS) if (p[k]! > p[to]!) to = k;
  p[to] = p[to]! + p[neutral]!;
  p[neutral] = 0;
}

/** `from`'s share goes to `to`. */
function moodAs(p: Float64Array, from: Mood, to: Mood): void {
  if (from === to) return;
  const f = MOODS.indexOf(from);
  const t = MOODS.indexOf(to);
  p[t] = p[t]! + p[f]!;
  p[f] = 0;
}

/** Surprise's share goes to `mood` (neutral for a plain question, anger for an impatient one). */
const surpriseAs = (p: Float64Array, mood: Mood) => moodAs(p, 'surprise', mood);

/** Gladness denied: "not happy with", "I'm not impressed", "never satisfied", "not a fan of". */
const GLADNESS_DENIED = new Gated(
  /(?:^|[^\p{L}'])(?:not|never|isn't|wasn't|aren't|weren't|no longer|hardly) (?:very |so |too |really |that |at all |entirely |completely |fully |particularly |exactly |overly )?(?:happy|pleased|satisfied|impressed|thrilled|excited|glad|delighted|content|a fan|amused)(?![\p{L}'])/u,
);

/**
 * Suicidal ideation or self-harm (`high`), or an `elevated` risk said in words (a passive wish to be gone, a
 * farewell), which is always to the author's own life; not one inferred from weak cues.
 */
const SELF_DIRECTED_RISK = (c: { level: string; theme: string | null; said?: boolean }) =>
  (c.level === 'elevated' && c.said === true) || c.theme === 'suicidal_ideation' || c.theme === 'self_harm';

/** The trained models and the scale of their features: the weights file's, unless a tool compares others. */
export interface Reader {
  models: AffectModels;
  norm: AffectNorm;
}
const WEIGHTS_READER: Reader = { models: MODELS, norm: WEIGHTS.extra.affectNorm };

/** Something to read: a letter, a digit, an emoji or an emoticon (":(" alone says something). */
const READABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]|[:;]-?[()DPp/\\](?![\p{L}\p{N}])/u;

/** What every reading starts from; `text` is null for text the classifiers cannot read (not English, no words). */
function read(text: string, reader: Reader = WEIGHTS_READER) {
  const scrubbed = scrubPii(typeof text === 'string' ? text : '');
  const clean = scrubbed.text;
  // The author's words, without a template's hidden comments; and the same with emoji written as short names
  // (":tada:", Slack's and GitHub's way) as the emoji, which the language detector and the keyphrases take as such.
  // The models read the names as words, which they read more warmly than the emoji (":smile:", ":+1:").
  const own = withoutTemplate(clean);
  const shown = withEmoji(own);
  const withoutPlaceholders = shown.replace(PLACEHOLDER, ' ');
  const { lang } = detectLanguage(withoutPlaceholders);
  const readable = (lang === 'en' || lang === 'und') && READABLE.test(withoutPlaceholders);
  if (!readable) return { scrubbed, lang, text: null };
  // The courtesy "I'm afraid" ("I'm afraid we can't ship this week") is no fear: the readers do not see it.
  // Nor is praise said by denying the opposite ("I don't hate it", "not bad at all") anger: they see it plainly,
  // and chat slang ("this slaps", "we're so back") in plain words.
  // A strain denied ("I'm not worried about the launch") is read as what the denial says ("I'm calm…").
  // Things of software shut down ("kill the old service", "the build died") are not hurt.
  const readText = withTechnicalPlain(
    withSlangPlain(withStrainDeniedPlain(withLitotesPlain(withoutPoliteAfraid(own)))),
  );
  const norm = normalise(readText);
  const affect = affectFeatures(readText, reader.models);
  const index = stressIndex(affect, reader.norm);
  // Keyphrases are words the author wrote and the readers read: not a short name's ("rage" of ":rage:").
  const keyTokens =
    readText === clean && shown === own
      ? affect.tokens
      : wordsReadAndSaid(shown === own ? clean : withEmoji(clean), affect.tokens);
  return { scrubbed, lang, text: { clean, shown, norm, affect, index, keyTokens } };
}

/**
 * The tokens of what the author wrote, each word the readers did not see (one the plain reading of slang or
 * litotes replaced: "slaps", "don't hate") turned into a break: keyphrases are words of the text that were read,
 * never a word of the plain reading ("great" for "this slaps") nor one read in its place ("hate" for "I don't hate
 * it").
 */
function wordsReadAndSaid(clean: string, read: readonly string[]): string[] {
  const seen = new Set(read);
  return tokenize(clean).map((t) => (seen.has(t) ? t : '.'));
}

export function analyse(text: string): Signal {
  const { scrubbed, lang, text: reading } = read(text);
  if (!reading) return unreadSignal(lang, scrubbed.types);
  const { clean, shown, norm, affect, index, keyTokens } = reading;
  const crisis = detectCrisis(norm, index);
  if (crisis.level !== 'none') withoutJoy(affect.mood);
  const stateReading = readStates({
    norm,
    affect,
    emotionNames: MODELS.emotionNames,
    stressed: index >= STRESS_THRESHOLD,
  });
  const { states, said } = stateReading;
  // A risk to the author's own life is sadness when the models read no feeling in it or read anger ("honestly
  // thinking about ending it all" read as neutral, "I don't see the point in living anymore" as anger); a threat to
  // others keeps its anger, a disclosure of abuse its fear. Read after the states, which read the models' anger.
  if (SELF_DIRECTED_RISK(crisis)) {
    const read = argmaxMood(affect.mood);
    if (read === 'neutral' || read === 'surprise' || read === 'anger') moodAs(affect.mood, read, 'sadness');
  }
  // A threat to others is anger where the models read no feeling in it ("I'm going to bring a gun to work tomorrow
  // and make them all pay" read as neutral), or read the hurt it avenges ("I'm going to hurt her the way she hurt
  // me" read as sadness).
  if (crisis.level === 'high' && crisis.theme === 'harm_to_others') {
    const read = argmaxMood(affect.mood);
    if (read === 'neutral' || read === 'surprise' || read === 'sadness' || read === 'joy')
      moodAs(affect.mood, read, 'anger');
  }
  // Abuse disclosed is fear where the models read no feeling in it ("my manager touched me inappropriately at the
  // party" read as neutral).
  if (crisis.level === 'high' && crisis.theme === 'abuse_disclosure') {
    const read = argmaxMood(affect.mood);
    if (read === 'neutral' || read === 'surprise') moodAs(affect.mood, read, 'fear');
  }
  // Exhaustion or workload said with no word of clear praise ("feeling pretty burnt out tbh" read at 0.58, from
  // "pretty" and "feeling") is neither joyful nor positive.
  const worn = strainSaid(said) && workloadSaid(said) && affect.lexicon.positive < CLEAR_PRAISE;
  if (crisis.level === 'none' && affect.valence <= -JOYLESS_VALENCE) withoutJoy(affect.mood);
  // A strain said in words, with nothing positive said or read, is not joyful ("I think I'm going to quit"). Said
  // exhaustion or workload takes a clearly positive reading to stay joyful ("honestly the team is stretched so thin
  // right now" read as joy at 0.40, from "honestly"; "stretched thin but loving every minute" stays).
  else if (
    strainSaid(said) &&
    (workloadSaid(said) || withdrawing(norm, said, affect.tokens)
      ? worn || supportedValence(affect.valence, affect.lexicon) < WORKLOAD_JOY_VALENCE
      : affect.valence < POSITIVE_VALENCE)
  )
    withoutJoy(affect.mood);
  else if (isPlainQuestion(norm, affect)) surpriseAs(affect.mood, 'neutral');
  // A plain request for help asked as a question is neutral too, though the valence model reads asking as somewhat
  // negative ("does anyone know where the deploy docs are?" at −0.37, read as surprise).
  if (stateReading.courtesy === 'typical' && isUnastonishedQuestion(norm, affect))
    surpriseAs(affect.mood, 'neutral');
  if (isStrainUnread(norm, affect, said)) {
    moodAs(affect.mood, argmaxMood(affect.mood), strainMood(said));
  } else if (isSadnessUnread(norm, affect)) moodAs(affect.mood, argmaxMood(affect.mood), 'sadness');
  if (isImpatientQuestion(norm, affect, states)) surpriseAs(affect.mood, 'anger');
  // Read on the valence the signal reports: halved when no negative word supports it.
  if (
    argmaxMood(affect.mood) === 'neutral' &&
    supportedValence(affect.valence, affect.lexicon) <= CLEARLY_NEGATIVE
  )
    neutralAsNegative(affect.mood);
  const hardship = hardEvent(stateReading);
  // A loved one gravely ill ("my mom is in the hospital", "our son was diagnosed with leukemia") is worry, which the
  // models read as neutral, or as joy beside thanks: fear, in a chat message. A loss ("I got laid off today", "my
  // grandma passed last week") is sadness.
  // Nor is it anger or disgust, unless irritation or a quarrel is said ("my mom's dementia is getting worse" read as
  // disgust, from "worse"; "I got laid off and I'm furious at how they did it" keeps its anger).
  const unmoved = argmaxMood(affect.mood);
  if (
    (stateReading.kinIll || stateReading.jobLost || stateReading.bereaved) &&
    affect.tokens.length <= CHAT_MESSAGE_TOKENS &&
    (unmoved === 'neutral' ||
      unmoved === 'surprise' ||
      unmoved === 'joy' ||
      ((unmoved === 'anger' || unmoved === 'disgust') &&
        !said.includes('frustration') &&
        !said.includes('conflict') &&
        !FURY.test(norm)))
  )
    moodAs(affect.mood, unmoved, stateReading.kinIll ? 'fear' : 'sadness');
  // Nothing said at risk is joyful or positive, whatever thanks stand beside it ("…ending it all, thanks anyway").
  const atRisk = crisis.level !== 'none';
  if (onlyGladSaid(said) && !hardship && !atRisk && affect.valence >= POSITIVE_VALENCE)
    negativeAsJoy(affect.mood);
  // Nor is a short first-person message of engagement or belonging without feeling when its valence is not
  // negative, or negative with no negative word to support it: "I feel valued by my manager" read as neutral, "My
  // manager has been super supportive" as neutral at −0.08. (Thanks are not enough: "Thanks for the PR. I am not
  // sure…" is a plain reply.) Such a message is positive too.
  const warm =
    onlyGladSaid(said) &&
    (said.includes('engagement') || said.includes('belonging')) &&
    !hardship &&
    !atRisk &&
    (affect.valence >= 0 || affect.lexicon.negative === 0) &&
    affect.tokens.length <= GLAD_STATEMENT_TOKENS &&
    affect.tokens.some((t) => FIRST_PERSON.has(t) || OURS.has(t)) &&
    // …or read as sadness or fear with no negative word at all ("I feel like I belong on this team, people have my
    // back" read as sadness at −0.12).
    (argmaxMood(affect.mood) === 'neutral' ||
      (affect.lexicon.negative === 0 && UNFELT_GLADNESS.includes(argmaxMood(affect.mood))));
  if (warm) moodAs(affect.mood, argmaxMood(affect.mood), 'joy');
  // Sarcasm (see states/detect.ts) is neither joyful nor positive, whatever its praise words say. Nor is a chat
  // message about a hard event, a conflict aimed at the author or a bereavement ("my lead took credit for my work
  // again", "my grandma passed last week"): with nothing positive said, a positive reading came from words such as
  // "credit" or "passed" and turns negative; beside thanks ("…, thanks for listening") it is neutral at most.
  const chat = affect.tokens.length <= CHAT_MESSAGE_TOKENS;
  const hard = hardship && chat;
  const sarcasm =
    stateReading.sarcastic ||
    (PRAISE_OPENING.test(norm) &&
      said.includes('frustration') &&
      !positiveSaid(said) &&
      affect.tokens.length <= SARCASM_TOKENS) ||
    (PRAISE_CLOSING.test(norm.trimEnd()) &&
      affect.tokens.length <= CLOSING_SARCASM_TOKENS &&
      // The author's own closing, not a plain reading's ("…let's goooo" read as "let's go, awesome").
      PRAISE_CLOSING.test(normalise(clean).trimEnd()) &&
      (((said.includes('frustration') || hardship || affect.lexicon.negative <= MISHAP_WORD) &&
        !positiveSaid(said)) ||
        // The closing praise's own gladness ("thrilled to review this") is no good news said.
        (COMPLAINT_MARK.test(norm) && nothingGoodBefore(norm.trimEnd()))));
  const sour = sarcasm || (hard && !positiveSaid(said));
  // A wish that others acted otherwise, something said to want improving, unfairness, a decline or a shortcoming
  // named is neither joyful nor positive either.
  const wanting =
    chat &&
    (WISH_FOR_CHANGE.test(norm) ||
      (MAY_WANT_IMPROVING.test(norm) && (IMPROVABLE.test(norm) || UNFAIRNESS.test(norm))) ||
      (said.includes('disengagement') && USED_TO.test(norm)) ||
      (said.includes('frustration') && shortcomingNamed(norm)) ||
      wantsMore(norm));
  // Thanks for asking after one ("Thanks for asking, I'm really stressed", read as joy at 0.93) are courtesy: the
  // strain said after them is the answer.
  const answered = chat && strainAmong(said) && MAY_THANK_FOR_ASKING.test(norm) && COURTESY_THANKS.test(norm);
  // Exhaustion said after "but" is the point of the message ("I love my job but I'm exhausted" read as joy at 0.97).
  const butStrained = chat && strainAmong(said) && wornAfterBut(norm);
  // A tool or a step of work that will not go is no good news ("I'm getting a NullPointerException" read as joy at
  // 0.27, from "I'm getting a").
  // (A blocker always gives a courtesy, so the scan is repeated only where one was read.)
  const blocked =
    chat && stateReading.courtesy !== null && !positiveSaid(said) && technicalBlocker(said, affect);
  // Low mood said ("ngl i've been feeling pretty low since the breakup", valence 0.21 from "pretty") is not positive.
  // (Its mood is left to the models and isSadnessUnread: GoEmotions' raters give joy to "I'm down." and to a joke
  // about one's misery.)
  const low = chat && !positiveSaid(said) && !QUESTION.test(norm) && lowMoodSaid(norm, affect.tokens);
  // The joy the models read in sarcasm's praise words is its irritation ("wow, great job breaking prod again"), and
  // so is the surprise they read in mocking ("you clearly have no idea what you're doing").
  if (sarcasm) {
    moodAs(affect.mood, 'joy', 'anger');
    surpriseAs(affect.mood, 'anger');
  }
  // Gladness denied ("Not happy with the price increase" read as joy at 0.24, from "happy"), with no word of clear
  // praise and nothing positive said, is neither joyful nor positive.
  const unhappy =
    affect.lexicon.positive < CLEAR_PRAISE &&
    GLADNESS_DENIED.test(norm) &&
    !positiveSaid(said) &&
    !stateReading.celebrated &&
    argmaxMood(affect.mood) === 'joy';
  // Low mood said beside a strain named ("feeling pretty disconnected from the team since we went fully remote", joy at
  // 0.35 from "pretty") is no joy either.
  const lowStrained = low && strainAmong(said);
  if (sour || hard || wanting || unhappy || answered || butStrained || blocked || lowStrained)
    withoutJoy(affect.mood);
  const left = argmaxMood(affect.mood);
  if (
    ((answered || butStrained) && (left === 'surprise' || left === 'neutral')) ||
    (lowStrained && (left === 'surprise' || left === 'neutral' || left === 'anger'))
  )
    moodAs(affect.mood, left, strainMood(said));
  // A conflict aimed at the author in a chat message ("He screamed at me in front of everyone" read as neutral) is
  // not without feeling: neutral's share goes to the leading negative mood.
  if (hard && stateReading.mistreated && argmaxMood(affect.mood) === 'neutral')
    neutralAsNegative(affect.mood);
  // A message of emoji alone is the mood they share ("😡" read as neutral), and a clear polarity for one of feeling.
  const reaction = emojiOnlyMood(shown);
  if (reaction !== null) moodAs(affect.mood, argmaxMood(affect.mood), reaction);
  const glad = stateReading.celebrated && !atRisk && !sour && !hard && !wanting;
  if (glad) celebratedAsJoy(affect.mood);
  const modelRead = supportedValence(affect.valence, affect.lexicon, positiveSaid(said) || glad);
  // Thanks that open a message make it positive, whatever technical rest or "no" follows ("Thanks for the PR, but…"),
  // unless a strain, sarcasm, a hard event or a risk is said in it.
  const thanked = thanksOpen(norm, said) && !stateReading.sarcastic && !hardship && !atRisk;
  const supported = thanked ? thankedValence(modelRead) : modelRead;
  const mood = argmaxMood(affect.mood);
  // A negative mood read clearly, with the lexicon's words clearly negative, is no near-neutral valence ("the new
  // update deleted all my saved playlists, I'm devastated" read at 0.00 beside sadness at 0.63): the valence is at
  // most the lexicon's compound.
  const felt = MOODS.indexOf(mood);
  const clearlyFelt =
    NEGATIVE_MOODS.includes(felt) &&
    affect.mood[felt]! >= FELT_MOOD &&
    affect.compound <= FELT_COMPOUND &&
    !positiveSaid(said) &&
    !thanked &&
    !sarcasm;
  // A bereavement or a job lost, with no thanks beside it, is clearly negative ("my grandma passed away last night"
  // read at −0.07).
  // So is a risk said in words: a crisis, a passive wish, a farewell ("I keep thinking everyone here would be better
  // off without me" read at 0.00, from "better"), whatever thanks stand beside it.
  const riskSaid = crisis.level === 'high' || (crisis.level === 'elevated' && crisis.said === true);
  const valence =
    riskSaid || (hard && (stateReading.bereaved || stateReading.jobLost) && !said.includes('gratitude'))
      ? Math.min(-POSITIVE_VALENCE, -Math.abs(affect.valence))
      : sour
        ? -Math.abs(affect.valence)
        : hard || wanting || atRisk || worn || unhappy || answered || butStrained || blocked || low
          ? Math.min(0, supported)
          : glad
            ? Math.max(GOOD_NEWS_VALENCE, Math.abs(supported))
            : warm
              ? Math.max(POSITIVE_VALENCE, supported)
              : reaction !== null
                ? reactionValence(reaction, supported)
                : supported;
  return {
    mood,
    mood_scores: roundScores(affect.mood),
    valence: Math.round((clearlyFelt ? Math.min(valence, affect.compound) : valence) * 1000) / 1000,
    states,
    topics: detectTopics(norm),
    keyphrases: extractKeyphrases(keyTokens, keyphraseWords(clean)),
    distress: distressScore(distressIndex(stateReading, affect, index, STRESS_THRESHOLD), crisis),
    crisis: crisis.crisis,
    crisis_theme: crisis.theme,
    risk_level: crisis.level,
    pii_found: scrubbed.types.length > 0,
    pii_types: scrubbed.types,
    lang,
    model_version: MODEL_VERSION,
  };
}

/**
 * For choosing STRESS_THRESHOLD (`npm run tune:stress`): a text's stress index, and whether its words or
 * emotions alone already give it the stress state, whatever the threshold. Null for text that is not read.
 */
export function stressEvidence(
  text: string,
  reader: Reader = WEIGHTS_READER,
): { index: number; cued: boolean } | null {
  const { text: reading } = read(text, reader);
  if (!reading) return null;
  const { norm, affect, index } = reading;
  const states = detectStates({ norm, affect, emotionNames: reader.models.emotionNames, stressed: false });
  return { index, cued: states.includes('stress') };
}
