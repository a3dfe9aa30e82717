/**
 * Crisis language: suicidal ideation or intent, self-harm, intent to harm others, disclosure of abuse. Each theme
 * has strong cues (one asserted hit is enough) and, for suicidal ideation, weaker cues that count only together
 * (first person + hopelessness + death language). A cue that is negated ("I'm not suicidal"), inside quotes, or
 * about someone else ("she wants to kill herself") is not the author's crisis; idioms ("dying to see it",
 * "killing it", "I could kill for a coffee") never match because the cues require a first-person object or intent.
 */
import type { CrisisTheme } from '../signal.js';
import { CueBook, clauseBefore, compile, type Hit, hits, isAsserted } from '../text/phrases.js';
import { STRESS_THRESHOLD } from './score.js';

const I = "(?:i|i'm|im|i am|i've|ive|i have|i'd|i'll|i feel|i just)";
const WANT =
  '(?:want to|wanna|going to|gonna|need to|have to|will|plan to|planning to|trying to|try to|about to|ready to|tempted to|thinking about|thought about|think about|considering|decided to|might|should just|should)';

const SUICIDAL_STRONG = [
  '(?<!could (?:just |honestly |literally )?)kill(?:ing)? my ?self(?! (?:laughing|with laughter|over (?:this|that|it)|trying to|to (?:get|make|finish|meet)))',
  '(?<![\\d.,] ?)kms(?! (?:away|from|of|per|a|an|to|in|on|each|every|later|left))',
  '(?:commit|committing|commited|committed|attempt|attempted|attempting) suicide',
  'suicide (?:note|attempt|plan|pact)',
  "(?:i'm|im|i am|i feel|feeling|been|being|get|getting|got|am) (?:so |very |really |extremely |pretty |kind of |kinda |a bit |fucking )?suicidal",
  'suicidal (?:thoughts|ideation|urges|feelings|again|tonight)',
  'end(?:ing)? (?:my|my own) life',
  'end(?:ing)? it all',
  'end(?:ing)? it (?:tonight|today|soon|now|here|once and for all)',
  `(?<=(?:^|[^\\p{L}'])${I} )${WANT} end (?:it|things|everything)`,
  '(?:take|taking) my (?:own )?life',
  `(?<=(?:^|[^\\p{L}'])${I} (?:really |just |honestly |still |kind of |kinda )?)(?:want|wanna|wish|need|hope) (?:to|i could|i can) (?:die|be dead|not exist|disappear forever|stop existing|not wake up|never wake up)`,
  'want to die',
  'wanna die',
  'wish (?:i was|i were|i was just|i could be) dead',
  "wish i (?:had never been|was never|wasn't|were never) born",
  "(?:don't|dont|do not) (?:want|wanna) to (?:live|be alive|exist|be here|wake up(?! to| with| next)|go on|keep living|continue living)(?! in | with | like | there | near | together)(?: anymore| any more)?",
  "(?:don't|dont|do not) (?:want|wanna) to be alive",
  'better off (?:dead|without me|if i was gone|if i were gone|if i died)',
  '(?:no|any) (?:reason|point) (?:to|in|of) (?:living|live|being alive|staying alive|going on|life)',
  "(?:can't|cant|cannot) (?:go on|live like this) (?:anymore|any more|any longer)",
  "(?:i'm|im|i am) (?:going|gonna) to die (?:tonight|soon|today)",
  '(?:hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|overdose on|od on|starve) myself',
  '(?:slit|cut|slash) my (?:wrists?|throat)',
  "(?:i|i'm|i've|i'll|me|my|gonna|going to|want to|wanna) (?:\\w+ )?overdos(?:e|ed|ing)",
  'tired of (?:living|being alive|life|existing)',
  "(?:don't|dont|do not) (?:deserve|want) to live(?! in | with | like | there | near | together)",
  'not (?:worth|want) living',
  "life (?:is|isn't|is not) (?:not )?worth living",
  '(?:welcome|wish for|pray for|waiting for|long for) death',
  "(?:i'll|ill|i will|i'm going to|i am going to|gonna) (?:be gone|not be here|not be around) (?:soon|tomorrow|by|anymore)",
  'goodbye (?:cruel )?world',
  '(?:last|final) (?:night|day) (?:alive|on earth|of my life)',
  '(?<!#|(?:about|on|of|for|against|in) )suicide(?! squad| mission| king| doors| prevention| awareness| hotline| helpline| lifeline| line| rates?| statistics| risk| bomb\\w*| run| pact with| watch)',
  '(?<!#)suicidal',
  'end my suffering',
  '(?:rather|prefer to|just want to|hope i|hope to) (?:never|not) wake up',
  "(?:i|i'm|im|i am) (?:just |finally |really )?(?:going to|gonna|ready to|about to) end (?:it|things|everything|my pain)",
  '(?:see|know) (?:why|how) i should (?:be alive|stay alive|keep living|live)',
  "(?:i|i'll|i will) (?:won't|will not|wont|not) be (?:here|around|alive) (?:for )?(?:much|any) longer",
  '(?:write|wrote|writing|leave|left|leaving) (?:a|my) suicide note',
  '(?:find|found|finds) my body',
  '(?:took|swallowed|take|swallow|taking|swallowing) (?:like |about |around )?(?:[1-9]\\d+|a bunch of|all (?:my|the|of my)|a handful of|a lot of) (?:\\w+ )?(?:pills|tablets|sleeping pills|painkillers)',
  '(?:get|catch) (?:the virus|it|sick|cancer) and die',
  'anytime i (?:can|could) die',
  '(?:stop|ending|end) (?:my|this) existence',
  '(?:stop|quit) (?:existing|living)(?! in | with | like | off | for | your | the )',
  '(?:wish|want) (?:it|everything|this|life) (?:would|to|could) (?:just )?end',
  '(?<!could (?:just |honestly |literally )?)(?:kill|hurt) myself(?! (?:laughing|with laughter|trying to|to (?:get|make|finish|meet)))',
  "(?:i|i'm) (?:hope|hoping|pray|praying) (?:i|to) (?:die|don't wake up|do not wake up)",
  // Wish to die, no wish to live (first person is required where the words alone are common).
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)deserve to die`,
  '(?:no longer|never) (?:want|wanna|wish) to (?:live|be alive|exist|be here|wake up)(?! in | with | like | there | near | together| at | for )',
  "(?:i'd|i would|id) (?:much |just |really )*rather (?:be dead|not exist|not be alive|not live|not wake up|not be born)(?! than| from| of | in | at | on | by | doing| trying)",
  '(?:not|never) meant to (?:exist|be alive|live|be born)',
  "(?:don't|dont|do not) care (?:enough )?(?:to live|to stay alive|if i (?:live|die)|whether i (?:live|die)|about living)",
  '(?:sleep|rest) (?:and|&) (?:never|not) (?:want to )?wake up',
  '(?:never|not) (?:want to |wanna )?wake up again',
  '(?:fantasi[sz](?:e|es|ed|ing)|obsess(?:ed|ing)?) about (?:death|dying|my death|my suicide|suicide|killing myself|ending (?:it|my life))',
  '(?:dream(?:s|ed|ing)?|think(?:s|ing)?) about (?:killing myself|ending my life|my suicide|my own death)',
  "(?:can't|cannot|cant) (?:bear|stand) to (?:live|be alive|exist|go on)(?! in | with | like | there | near | here | without)",
  "(?:this|it) (?:isn't|is not|isnt) (?:even )?living (?:anymore|any more)",
  '(?:want|need|wish) (?:it all|everything|all of it|life) (?:all )?to (?:just )?(?:stop|end) (?:forever|for good|permanently)',
  "(?:i|i'm|im|i am) (?:just )?(?:done|finished) with (?:life|living|being alive|existing)(?=\\s*(?:$|[.!?,;]|and |i ))",
  "(?:everyone|everybody|they|people|my family|the world) (?:would|will) be (?:so |much |a lot |so much )?(?:better|happier) (?:off )?(?:without me|if i (?:was|were|died|was gone|were gone|wasn't here|weren't here|didn't exist))",
  "hopefully i (?:\\w+ )?(?:die|don't wake up|won't wake up|never wake up)",
  // Plans, methods and timing.
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)(?:going to|gonna|ready to|about to|planning to|plan to|decided to|want to|wanna) (?:just |finally |really |fucking )?end (?:it all|my pain|my suffering|myself)`,
  'end(?:ing)? myself',
  "(?:can't|cannot|cant|couldn't) (?:see|imagine|picture) (?:myself|me) (?:still )?(?:living|alive|being alive|existing|surviving) (?:to|past|until|much longer|another year|in (?:a|\\d+|two|three|five|ten) (?:years?|months?))",
  'painless (?:way|ways|method|methods) to (?:die|kill myself|end (?:it|my life|it all)|commit suicide)',
  '(?:quickest|easiest|fastest|surest|least painful) (?:way|ways|method|methods) to (?:kill myself|end my life|commit suicide)',
  '(?:is|how) (?:painful|painless|quick|long) (?:is )?(?:hanging|overdosing|an overdose|bleeding out|suffocating|suffocation)',
  '(?:how|what) (?:much|many) (?:pills|tablets|mg|milligrams|grams|sleeping pills|painkillers) (?:\\S+ ){0,4}(?:to|will it take to|would it take to|does it take to|is enough to) (?:die|overdose|od|kill me|kill myself)',
  'lethal (?:dose|amount|overdose) (?:of )?(?:pills|tablets|medication|meds|insulin|paracetamol|tylenol|acetaminophen|ibuprofen|sleeping pills|painkillers)',
  'enough (?:pills|tablets|meds|medication|sleeping pills|painkillers) to (?:kill|die|end|od|overdose)',
  '(?:rope|belt|noose|cord|cable) (?:around|round|on) my neck',
  '(?:slit|slitting|slash|slashing|slice|slicing|cut|cutting) (?:open )?my (?:wrists?|throat|veins?)',
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)${WANT} (?:just )?(?:jump|leap) (?:off|from|in front of) (?:a|the|my|this) (?:\\w+ )?(?:bridge|building|roof|rooftop|train|cliff|balcony|tower|overpass)`,
  'blow my (?:\\w+ )?brains out',
  'shot myself(?! in the (?:foot|leg))',
  '(?:set|setting) myself on fire',
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i was|i've been|me) (?:\\w+ )?)(?:planning|thinking) (?:on|of|about) (?:overdosing|hanging myself|od'?ing)",
  '(?:downing|swallow|swallowing|take|taking|took|swallowed) (?:a bottle of|a handful of|all (?:my|the|of my)) (?:\\S+ ){0,3}?(?:pills|tablets|paracetamol|acetaminophen|painkillers|sleeping pills|antidepressants)',
  'suicide (?:notes|letters?)',
  '(?:planned|planning|plan|plans) (?:on|to) (?:kill myself|killing myself|end(?:ing)? my life|take my life|taking my life)',
  "(?:don't|dont|do not) (?:plan|expect|intend) (?:on|to) (?:living|live|being alive|be alive) (?:much |past |beyond |longer|to |until )",
  '(?:my|your) death would (?:\\w+ )?(?:improve|help|benefit|make (?:\\w+ )?(?:better|easier|happier)|be (?:a relief|better|for the best))',
  "(?:it's|it is|this is) my time to die",
  '(?:keeping|keeps|kept|stopping|stops|holding) me (?:back )?from (?:ending my life|killing myself|suicide)',
  // "Not" inside the cue: still ideation ("a reason not to end my life", "trying not to kill myself").
  '(?:reason|reasons) (?:not to|to not) (?:kill myself|end my life|end it all)',
  '(?:trying|try|fighting|fight|struggling|struggle|hard|harder) (?:so hard )?(?:not to|to not) (?:kill myself|kms|end (?:my life|it all))',
  "(?:haven't|have not|havent|didn't|did not) (?:\\w+ )?(?:killed myself|ended my life|ended it all) (?:just )?yet",
  'regret (?:not )?(?:killing myself|ending my life)',
];

/** Weaker cues: each scores one point; suicidal ideation needs three points and a strong-enough context. */
const SUICIDAL_WEAK = [
  'hopeless(?:ness)?',
  'worthless',
  'no (?:hope|future|way out|point)',
  'pointless',
  'give up',
  'giving up',
  'gave up',
  '(?:a|such a|being a) burden',
  'nobody (?:would|will|cares|care) ',
  'no one (?:would|will|cares|care)',
  '(?:no one|nobody) (?:wants|needs|loves|likes|would miss) me',
  'goodbye',
  'my (?:last|final) (?:night|post|message|goodbye)',
  'pull(?:ing)? the trigger',
  '(?:my|the) life is over',
  "(?:can't|cant|cannot) (?:keep going|do this|take (?:it|this)) (?:anymore|any more|any longer)",
  '(?:lose|lost|losing|have no) (?:the |my |all )?will to live',
  'sleep forever',
  'lethal dose',
  '(?:jump|jumping|leap|leaping) (?:off|from|in front of) (?:a|the|my|this) (?:bridge|building|roof|train|cliff|balcony)',
  "(?:won't|will not|wont|can't|cannot|cant) (?:last|hold on|hang on|make it|survive) (?:much |any |very )?(?:longer|more)",
  "(?:won't|wouldn't) (?:miss|notice) me",
  'hate (?:my life|myself|being alive|living)',
  'end the pain',
  'escape (?:this|the pain|it all)',
  'pills',
  'rope',
  'noose',
  'gun',
  'die',
  'dying',
  'dead',
  'death',
  'kill',
  'alone',
  'empty',
  'numb',
  "(?:can't|cannot|cant) (?:take|handle|cope|do) (?:it|this|anything)",
  'disappear',
  'lonely',
  'exhausted',
  'tired of everything',
  'no energy',
  'nothing (?:matters|left)',
  'self.?hatred',
  'why bother',
  'last resort',
  'cry(?:ing)? myself to sleep',
  'depress(?:ed|ion|ing)',
  'suffer(?:ing|ed)?',
  'pain(?:ful)?',
  'hurts?',
  '(?:please )?help me',
  'cry(?:ing)?',
  'cried',
  'tears',
  '(?:dark|bad|low) place',
  "(?:don't|dont|do not) know what to do",
  "(?:don't|dont|do not) know (?:how much longer|if i can)",
  'ruined',
  'failure',
  'useless',
  'pathetic',
  'miserable',
  'broken',
  'scared',
  'anymore',
  'any more',
  'unbearable',
  'unlovable',
  'deserve (?:this|it|to suffer|nothing)',
  'sick of (?:it|this|everything|myself|life)',
  'so tired',
  'exhausting',
  'trapped',
  'therapist',
  'therapy',
  'medication',
  'meds',
  'antidepressants?',
  'panic attacks?',
  'self.?pity',
  'grave',
  'funeral',
  'afterlife',
  'leave this world',
  'the end',
  'nothing to live for',
  'what.?s the point',
  'lost (?:all|everything|my)',
  'fail(?:ed|ing)? (?:at )?everything',
  "(?:can't|cannot|cant) (?:anymore|any more|keep)",
  'too much',
  'alive',
  'exist(?:ing|ence)?',
  '(?:do|doing) it',
  'go through with it',
  'gone',
  'forever',
  'attempts?',
  'live (?:anymore|like this)',
  'end (?:it|this)',
  'worse',
  'alone',
];

const SELF_HARM = [
  '(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|scratch|scratching) myself',
  'self.?harm(?:ing|ed)?',
  'self.?injur(?:y|ing|ies)',
  '(?:relapsed?|relapsing) (?:on|into|with)? ?(?:cutting|self.?harm)',
  'my (?:cuts|scars) (?:from|are)',
  'started cutting again',
  '(?:urge|urges|urged) to (?:self.?harm|hurt myself|cut myself|cut again|burn myself)',
  '(?:trying|try|fighting|fight|struggling|struggle|hard|harder) (?:so hard )?(?:not to|to not) (?:hurt|cut|harm|burn) myself',
];

const HARM_OTHERS = [
  `(?<=(?:^|[^\\p{L}'])${I} )(?:want to|wanna|am going to|going to|gonna|am gonna|will|plan to|planning to|intend to) (?:kill|shoot|stab|murder|hurt|strangle|beat up|attack) (?:him|her|them|you|everyone|everybody|people|my (?:boss|manager|coworkers?|colleagues?|wife|husband|ex|dad|mom|father|mother|family|brother|sister|roommate|neighbou?r)|the (?:boss|manager|team))`,
  '(?:bring|brought|bringing) (?:a|my) (?:gun|knife|weapon|rifle) to (?:work|school|the office|class)',
  'shoot up (?:the|my|this) (?:school|office|workplace|place|building)',
  "(?:they'll|they will|everyone will|you'll|you will) (?:all )?(?:pay|regret it) (?:for this|tomorrow|soon)",
  '(?:make|making) them (?:all )?pay',
];

const PERPETRATOR =
  '(?:he|she|they|my (?:dad|father|stepdad|step-dad|mom|mother|stepmom|husband|wife|boyfriend|girlfriend|partner|ex|brother|sister|uncle|aunt|cousin|grandpa|grandfather|teacher|coach|boss|manager|supervisor|coworker|colleague|parents?|family))';
const ABUSE = [
  `${PERPETRATOR} (?:hits|hit|beats|beat(?! me to)|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|rapes|raped|molests|molested|abuses|abused|assaults|assaulted|threatens|threatened|burns|burned|touches|touched|grabbed) me`,
  `${PERPETRATOR} (?:sexually )?(?:abuses|abused|assaulted|raped|molested) me`,
  `${PERPETRATOR} (?:keeps |has been |is |was )?sexually (?:harassing|harassed|harasses|assaulting|touching) me`,
  `${PERPETRATOR} (?:threatened|threatens|keeps threatening) to (?:kill|hurt|beat) me`,
  "i (?:was|am|got|have been|was being|am being|'ve been|been) (?:sexually )?(?:abused|raped|molested|assaulted|beaten|sexually assaulted|groomed|trafficked)",
  "(?:i'm|im|i am|i was) (?:in|stuck in|trapped in) an abusive (?:relationship|marriage|home|household)",
  'my (?:abuser|rapist)',
  '(?:he|she|they) (?:forced|forces) (?:me|himself on me|herself on me)',
];

const WEAK_THRESHOLD = 3;
const JOKE = /(?:\blol\b|\blmao\b|\bhaha|\bjk\b|😂|🤣|\/s\b)/u;

export interface CrisisResult {
  crisis: boolean;
  theme: CrisisTheme | null;
  /** Evidence strength, 0 when there is none; feeds the distress score. */
  weight: number;
}

const FIRST_PERSON = compile(['i', "i'm", 'im', 'me', 'my', 'myself', "i've", "i'd", "i'll"]);

type Cue = 'strong' | 'weak' | 'self_harm' | 'harm_to_others' | 'abuse';
const BOOK = new CueBook<Cue>([
  ['strong', SUICIDAL_STRONG],
  ['weak', SUICIDAL_WEAK],
  ['self_harm', SELF_HARM],
  ['harm_to_others', HARM_OTHERS],
  ['abuse', ABUSE],
]);

/** "She wants to die", "my friend was suicidal": someone else's crisis, reported. */
const THIRD_PERSON =
  /(?<![\p{L}'])(?:\[name\]|he|she|they|he's|she's|they're|his|her|him|them|their|someone|somebody|friend|brother|sister|mom|mum|dad|mother|father|son|daughter|cousin|wife|husband|girlfriend|boyfriend|partner|coworker|colleague|character)(?![\p{L}'])/gu;
const FIRST_PERSON_WORD = /(?<![\p{L}'])(?:i|i'm|im|i've|i'd|i'll|me|my|myself)(?![\p{L}'])/gu;

function lastIndex(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index ?? last;
  return last;
}

const STARTS_FIRST_PERSON = /^(?:i|i'm|im|i've|i'd|i'll|my)(?![\p{L}'])/u;

/**
 * Asserted, and the author is the subject: the cue itself starts with "I"/"my" ("… when I tell them I won't be
 * here much longer"), or the clause's latest subject before the cue is the author rather than someone else.
 */
function firstPersonClaim(norm: string, hit: Hit): boolean {
  const at = hit.index;
  if (!isAsserted(norm, at)) return false;
  if (STARTS_FIRST_PERSON.test(hit.text)) return true;
  const clause = clauseBefore(norm, at);
  const third = lastIndex(THIRD_PERSON, clause);
  return third < 0 || lastIndex(FIRST_PERSON_WORD, clause) > third;
}

const NONE: CrisisResult = { crisis: false, theme: null, weight: 0 };

const GAMES =
  '(?:minecraft|fortnite|roblox|terraria|skyrim|valorant|overwatch|apex(?: legends)?|elden ring|dark souls|zelda|pokemon|the sims|sims|gta|call of duty|warzone|dota|among us|dayz|stardew(?: valley)?|hardcore(?: mode)?|(?:a|the|this|that|my|our) (?:video )?game|survival mode|pvp)';
/** The cue's dying or killing happens in a game: "the most painless way to die in minecraft". */
const IN_GAME = new RegExp(`^[^.!?]{0,12}?(?<![\\p{L}'])(?:in|on) ${GAMES}(?![\\p{L}'])`, 'u');
const inGame = (norm: string, hit: Hit) => IN_GAME.test(norm.slice(hit.index + hit.text.length));

/**
 * A long first-person account by a stressed author (stress index at the stress threshold or above) that also
 * uses hopelessness or death language is read as suicidal ideation even without an explicit phrase: this needs
 * at least one weak cue, LONG_FIRST_PERSON first-person words and LONG_WORDS words.
 */
const DISTRESSED_INDEX = STRESS_THRESHOLD;
const LONG_FIRST_PERSON = 5;
const LONG_WORDS = 30;

/**
 * `norm` is the output of `normalise` applied to PII-scrubbed text; `stressIndex` (see affect.ts) is optional and
 * enables the combined first-person + distress + hopelessness rule.
 */
export function detectCrisis(norm: string, stressIndex = Number.NEGATIVE_INFINITY): CrisisResult {
  const found = BOOK.scan(norm);
  if (found.size === 0) return NONE;
  const claims = new Map<Cue, Hit[]>();
  // Death and killing in a game count only as weak evidence, like hyperbole.
  let played = 0;
  for (const [cue, hits] of found) {
    const claimed = hits.filter((h) =>
      cue === 'abuse' ? isAsserted(norm, h.index) : firstPersonClaim(norm, h),
    );
    const real = cue === 'abuse' || cue === 'weak' ? claimed : claimed.filter((h) => !inGame(norm, h));
    played += claimed.length - real.length;
    claims.set(cue, real);
  }
  const asserted = (cue: Cue) => claims.get(cue) ?? [];
  const joking = JOKE.test(norm);
  if (asserted('self_harm').length > 0) return { crisis: true, theme: 'self_harm', weight: 1 };
  const strong = asserted('strong');
  if (strong.length > 0 && !(joking && strong.length === 1 && norm.length < 80)) {
    return { crisis: true, theme: 'suicidal_ideation', weight: 1 };
  }
  if (asserted('abuse').length > 0) return { crisis: true, theme: 'abuse_disclosure', weight: 1 };
  if (!joking && asserted('harm_to_others').length > 0)
    return { crisis: true, theme: 'harm_to_others', weight: 1 };
  const weak = asserted('weak').length + played;
  const evidence = weak + (strong.length > 0 ? 2 : 0);
  const firstPerson = evidence > 0 ? hits(FIRST_PERSON, norm).length : 0;
  if (evidence >= WEAK_THRESHOLD && firstPerson >= 3)
    return { crisis: true, theme: 'suicidal_ideation', weight: 1 };
  const long = firstPerson >= LONG_FIRST_PERSON && norm.split(' ').length >= LONG_WORDS;
  if (evidence >= 1 && long && stressIndex >= DISTRESSED_INDEX) {
    return { crisis: true, theme: 'suicidal_ideation', weight: 1 };
  }
  return { crisis: false, theme: null, weight: Math.min(1, evidence / 4) };
}
