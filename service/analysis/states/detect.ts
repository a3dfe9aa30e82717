/**
 * Psychological states from phrase cues (negation- and quotation-aware) and the models' emotions. A state is
 * reported when its cues are asserted in the text, or when the emotion evidence for it is strong on its own.
 */
import {
  AFFECT_FEATURES,
  type AffectFeatures,
  CANNOT,
  FIRST_PERSON,
  holdsAffectWord,
  isAnxietyWord,
  isSadnessWord,
  isStressorAt,
  STRESSOR_WORDS,
  WordList,
} from '../distress/affect.js';
import { LEXICON, OPENS_WITH_THANKS } from '../mood/valence.js';
import type { State } from '../signal.js';
import { MOODS, STATES } from '../signal.js';
import { ownJobLossSaid, ownKinIllSaid, ownLossSaid } from '../text/loss.js';
import { CueBook, Gated, isAsserted } from '../text/phrases.js';
import { successSaid } from '../text/success.js';
import { endsClause, isWord } from '../text/tokens.js';

/**
 * A put-down of the work or the place: "this mod team is a joke", "the whole process is a clown show", "this is a
 * joke" (not "a joke about pirates", "that was a joke"). A frustration cue, and read as sarcasm is (see
 * `sarcastic`).
 */
const PUT_DOWN_CUE =
  '(?:^this is|(?:^|[,.;:!?] )(?:honestly |seriously |frankly )?this is|(?:team|teams|process|company|management|leadership|system|support|service|review|reviews|policy|place|org|mods?|moderation|moderators|app|update|release|product|game|server|tool|meetings?|sprint|roadmap|project|patch|map|meta|season|event|dlc|ui|matchmaking|ranked)(?: here)? (?:is|are|was|has become)) (?:a |an )?(?:total |complete |absolute |such a |fucking |bloody |literal |running )?(?:joke|disgrace|clown show|circus|shitshow|dumpster fire|farce|trash|garbage|hot garbage|dogshit|dog shit)(?! (?:about|for|to|that|of|in|can|bag|bags|day|collection|truck|disposal|bin|panda)(?![\\p{L}]))';

/**
 * Mocking the other's competence or effort: "you clearly have no idea what you're doing", "did you even test
 * this?", "maybe read the docs next time", "rtfm" (not "I have no idea what I'm doing", "read the docs here"). A
 * conflict cue, and read as sarcasm is (see `sarcastic`).
 */
const MOCKING_CUE =
  "(?:(?:you|u|they|he|she) (?:clearly |obviously |really |honestly |seriously )?(?:have|has|got) no (?:idea|clue) (?:what (?:you|u|they|he|she)(?:'re| are|'s| is)? (?:doing|talking about|saying)|how (?:to|this works|it works|code works))|did (?:you|u|they|he|she|anyone|anybody) (?:even|actually|ever) (?:read|test|try|look|run|check|bother|open|compile)|(?:maybe|try|next time,?|please) (?:try )?read(?:ing)? the (?:fucking |damn |goddamn |bloody )?(?:docs|documentation|manual|readme|error|error message|thread|issue)|read the (?:fucking|damn|goddamn|bloody) (?:docs|documentation|manual|readme)|rtfm)";

/**
 * What one is fed up with, after "tired of": others' doings and the same thing again ("the constant reorgs", "being
 * ignored", "having to explain it again"); not one's own life or self ("tired of being alive", "tired of it all").
 */
const FED_UP_WITH =
  "(?:(?:the |these |those |all the |his |her |their )?(?:constant|endless|same|never-ending|stupid|pointless|useless|repeated|daily|weekly|last-minute)|being (?:ignored|interrupted|blamed|called|treated|talked over|overlooked|micromanaged|lied to|yelled at|passed over|told what|the only one)|(?:doing|fixing|cleaning up) (?:all the|everyone's|everybody's|other people's|their|his|her)|picking up (?:the|their|his|her) slack|people|everyone|everybody|management|leadership|my (?:manager|boss|coworkers?|colleagues?)|(?:the|these|all the) (?:meetings|reorgs|excuses|politics|delays|changes|outages)|having to|hearing|waiting)(?![\\p{L}'])";

/** Things of work and of a community that a complaint judges ("this codebase", "the whole meeting"). */
const WORK_THING =
  '(?:this|that|the|our|these|those) (?:whole |entire |new |old )?(?:codebase|code ?base|code|repo|legacy code|process|tool|tooling|app|build|setup|system|ui|api|project|meeting|standup|stand-up|retro|sync|call|discussion|conversation|thread|argument|debate|exercise|task|ticket|review|migration|deploy|deployment|release|sprint|onboarding|workflow|pipeline|ci|config|documentation|docs|policy|rule|change|feature|update|award|product|game|server|board|jira|reorg)s?';
const JUDGED = '(?:is|are|was|were|has been|has become|feels|felt|seems|seemed|is just|was just)';
/** A thing judged pointless ("this meeting is pointless"): irritation with it, not the author's hopelessness. */
const THING_POINTLESS = `${WORK_THING} ${JUDGED} (?:so |completely |totally |utterly |kind of |kinda |pretty |absolutely |honestly |just )?`;

/** Those whose word a person at work or in a community waits for. */
const NO_WORD_FROM =
  '(?:my|our|the) (?:manager|boss|lead|team lead|tech lead|pm|director|mentor|supervisor|reviewers?|maintainers?|mods?|moderators?|admins?|support team|hr)';

/** What a place, a job or a community is said to have been before it went downhill ("used to be fun"). */
const DECLINED_GOOD =
  '(?:so |really |actually |a lot |much |way |genuinely )?(?:fun|great|good|nice|chill|friendly|awesome|cool|welcoming|active|helpful|enjoyable|close|better|the best|a (?:good|great|nice|fun|friendly|safe|welcoming) (?:place|server|community|team|company|job|game))';

/**
 * Shortcomings of the place, as survey answers and support tickets name them: "the tools we use are outdated and
 * slow", "there is too much bureaucracy to get anything done", "career growth opportunities are limited here",
 * "nobody responds to my emails". Frustration, and (in `analyse`) neither joyful nor positive, whatever
 * "opportunities" or "growth" say to the models.
 */
export const SHORTCOMINGS = [
  '(?:tools|systems|laptops?|software|equipment|processes|hardware|computers?|machines|apps) (?:we (?:use|have|get|are given)|here|at work|at the office) (?:is|are) (?:so |really |very |pretty |totally |completely |way |hopelessly )?(?:outdated|slow|ancient|archaic|unreliable|clunky|buggy|terrible|awful|a mess|a nightmare|obsolete)',
  'too much (?:bureaucracy|red tape|paperwork|politics|process|micromanagement)',
  // "the office is too cold lol", "the meeting rooms are always too small".
  '(?:office|offices|room|rooms|building|desk|desks|floor|kitchen|meeting rooms?|break room|workspace|place) (?:is|are|was|gets|get) (?:always |way |so |far |just |literally )?too (?:cold|hot|warm|loud|noisy|crowded|cramped|small|dark|bright)',
  // "The tools are outdated and slow us down constantly".
  '(?:the|our|these) (?:tools|systems|laptops?|software|equipment|processes|hardware|computers?|machines) (?:are|is) (?:so |really |very |pretty |totally |completely |way |hopelessly |badly )?(?:outdated|ancient|archaic|obsolete)',
  '(?:slows?|slowing) (?:us|me|the team|everyone|everybody) down (?:constantly|all the time|every day|a lot|so much)',
  // "Communication from leadership is basically nonexistent".
  '(?:communication|transparency|feedback|support|documentation|onboarding|recognition|training) (?:from (?:leadership|management|the top|above|(?:our|my|the) (?:manager|managers|lead|leads|leadership|execs?|ceo)) )?(?:is|has been) (?:basically |practically |almost |pretty much |virtually |completely )?(?:nonexistent|non-existent|zero|nil|lacking|absent|missing)',
  'no(?:body| one) (?:ever |even )?(?:replies|responds|answers|gets back) to (?:my|our) (?:e-?mails?|tickets?|calls?|requests?|complaints?|messages?)',
  '(?:(?:growth|career|promotion|advancement|learning|development) (?:opportunities|paths?|prospects|options)|opportunities(?: for (?:growth|advancement|promotion))?) (?:are|is) (?:very |so |pretty |quite |really |extremely )?(?:limited|nonexistent|non-existent|scarce|lacking|unclear|nowhere to be seen)',
  'no (?:room|opportunit(?:y|ies)|path|chance) (?:for|to) (?:grow|growth|advance|advancement|promotion|get promoted)',
  // "Career growth here is nonexistent", "promotions are a joke".
  '(?:career growth|career progression|career development|growth|promotions?|advancement|progression) (?:here |at this company |in this company |in this team )?(?:is|are) (?:very |so |pretty |quite |really |extremely |basically |practically |almost )?(?:limited|nonexistent|non-existent|scarce|lacking|unclear|a joke|nowhere to be seen|capped|blocked|stalled)',
  // Told what those in charge must do: "Management needs to listen to employees more".
  '(?:management|leadership|the company|upper management|senior leadership|hr|the execs|our execs|our managers|managers) (?:really |seriously |desperately )?(?:needs?|has to|have to) (?:to )?(?:actually |start to |start |really )?(?:listen|listening|communicate|communicating|be more transparent|do better|step up|stop micromanaging|follow through|hire more)',
  // A thing praised and another denied in a breath: "The team is great, the pay is not".
  '(?<=[,;] )(?:but |while |whereas )?(?:the |our |my )?(?:pay|salary|salaries|compensation|benefits|management|leadership|communication|hours|workload|culture|tools|tooling|processes|process|onboarding|career growth|growth|work-life balance|work life balance) (?:is|are) not(?= *[.!…]*$)',
  // Thanks never said: "no one ever says thank you around here".
  "(?:no(?:body| one)|nobody here|no one here) (?:ever |even )?(?:says|said|say) (?:thank you|thanks)|(?:never|rarely|don't|do not) (?:get|hear|receive) (?:a |any )?(?:thank you|thanks|word of thanks|appreciation)(?! (?:for|from) (?:nothing|that))",
  // Direction and tools: "there's no clear direction from leadership", "a lack of transparency", "we have too many
  // tools and none of them talk to each other".
  '(?:no|zero|little|a lack of|lack of|lacking|lacks) (?:(?:clear |real |any |a clear |consistent )?(?:(?:direction|strategy|priorities|communication) from (?:leadership|management|the top|above|(?:our|my|the) (?:manager|managers|lead|leads|leadership|execs?|ceo|org))|transparency|accountability)|(?:clear |real |a clear |consistent |shared )(?:vision|goals))(?! (?:issues?|problems?)(?![\\p{L}]))',
  'too many (?:tools|meetings|apps|systems|channels|dashboards|approvals|layers of (?:management|approval)|managers|priorities|handoffs|hand-offs)',
  'none of (?:them|the (?:tools|systems|apps)) (?:talk|talks|integrate|integrates|work|works|connect|connects) (?:to|with) each other',
];

const CUES: Record<State, string[]> = {
  stress: [
    // Alone on the work, and time running out with the work not done: "…and I'm the only one on it", "The launch is in
    // two days and half the features still don't work".
    "(?:i'm|im|i am) the only one (?:on|working on|left on|covering|handling) (?:it|this|that|them|the [\\p{L}]+)(?= *(?:$|[.!,;…]| and| now| again))",
    "(?:launch|release|deadline|demo|exam|presentation|go-live|cutover) is in (?:\\d+|two|three|four|a few) (?:days|hours)[^.!?]{0,50}?(?:still (?:don't|doesn't|isn't|aren't|can't) (?:work|ready|done)|(?:isn't|aren't|not) ready|nothing works|(?:is|are) broken)",
    // Deadlines or exams piled up, told as a count: "i have 3 deadlines tomorrow and i haven't started any of them",
    // "Three deadlines landing the same week and I'm the only one on two of them".
    '(?:\\d+|two|three|four|five|six|several|multiple|so many) (?:big |major )?(?:deadlines|exams|finals|midterms|projects|assignments|essays|deliverables|launches|releases|presentations) (?:due |landing |all )?(?:tomorrow|today|tonight|this week|next week|on (?:monday|tuesday|wednesday|thursday|friday)|in the same week|the same week|at once|back to back|in (?:\\d+|two|three) days)',
    // A test close and nothing learned: "exam in 6 hours and i have learned absolutely nothing".
    "(?:exam|test|final|midterm|presentation|interview|defen[cs]e|deadline|demo) (?:is )?in (?:\\d+|a few|two|three|four|five|six) (?:hours|hrs|minutes|mins)[^.!?]{0,30}?(?:(?:learned|studied|prepared|done|written|revised) (?:absolutely |literally )?nothing|(?:haven't|have not|havent|didn't) (?:even )?(?:started|studied|prepared|revised|slept))",
    // No way seen to make it: "honestly don't know how we're going to ship this on time, feels impossible".
    "(?:don't|dont|do not) (?:know|see) how (?:we're|we are|i'm|im|i am|we'll|i'll|we|i) (?:going to |gonna )?(?:ship|finish|make|hit|meet|get|deliver|pay|afford|cover|survive|handle|manage)(?: \\w+){0,6}? (?:on time|in time|by (?:friday|monday|tomorrow|the deadline|then)|this month|this week|the rent|the bills)",
    // A hard stretch told briefly: "not my best week tbh", "been a rough few days, just trying to get through it".
    'not (?:been )?(?:exactly )?my best (?:day|week|month|year|stretch)',
    '(?:been|had|having) an? (?:really |pretty |very |super )?(?:rough|tough|hard|brutal|bad) (?:few (?:days|weeks|months)|couple (?:of )?(?:days|weeks|months))',
    // Holding on at work through a life event: "I'm trying to hold it together at work".
    "(?:trying to|barely|struggling to|can't|cannot|can barely) (?:hold|holding|keep|keeping) (?:it|myself|things|my shit) together",
    // Days that weigh: "some days are really heavy", "most days feel impossible".
    '(?:some|most|these|other) days (?:are|feel|have been) (?:just |really |so |pretty |incredibly |a lot )?(?:heavy|hard|rough|tough|dark|unbearable|impossible|too much)',
    // Worry that consumes: "it's eating me alive", "the guilt is eating me up".
    "(?:is|it's|its|has been|keeps|been) eating me (?:alive|up|from the inside)",
    'stress(?:ed|ful|ing)?(?: out)?',
    'under (?:a lot of |so much |huge |too much )?pressure',
    'on edge',
    'at (?:my|the) breaking point',
    'losing (?:my )?sleep',
    "can't (?:sleep|relax|breathe)",
    'tense',
    'freaking out',
    'falling apart',
    // Unable to settle to work: "is anyone else struggling to focus lately?", "I can't concentrate on anything".
    "(?:struggling|struggle|struggled|(?:it's|it is|so|really|very|getting|been|find it|finding it) (?:hard|difficult|impossible)) to (?:focus|concentrate|cope|switch off|unwind)|(?:can't|cannot|can not|couldn't) (?:focus|concentrate|switch off|unwind) (?:on anything|at all|lately|anymore|today|these days)",
    // A stretch of time that was hard: "this week has been rough" (not "the ride was rough").
    "(?:this|the|last|past) (?:week|month|sprint|quarter|year|day|few (?:days|weeks|months)) (?:has been|have been|was|is being|'s been) (?:so |really |pretty |very |incredibly |absolutely |super |quite )?(?:rough|brutal|hard|tough|exhausting|hellish|a nightmare|hell|insane|overwhelming)",
    // "My mental health has been rough lately" (not "mental health has been great").
    "my mental health (?:has been|is|was|has gotten|is getting|'s been|'s) (?:so |really |pretty |very |quite |kind of |kinda )?(?:rough|bad|terrible|awful|horrible|poor|worse|shit|shitty|a mess|in the gutter|tanking|declining|suffering|struggling)",
    // Saying one is not all right, not disagreeing ("I'm not okay with this change").
    "(?:i'm|im|i am) (?:really |just |so |honestly |seriously )?not (?:ok|okay|fine|alright|all right|doing (?:well|ok|okay|good|great|so well|fine))(?! (?:with|about|to|if|that|for|at|by|either)(?![\\p{L}]))",
    // Crying over work: "not gonna lie I cried after the 1:1", "I broke down crying in the bathroom at work" (not at a
    // wedding or a film).
    "(?:i|i've|i have|i just|just|i literally|literally) (?:cried|been crying|was crying|started crying|broke down(?: crying| in tears)?|teared up) (?:after|during|in|at|before|because of|over) (?:the |my |our |a |this |that )?(?:meeting|1:1|one on one|one-on-one|standup|stand-up|review|performance review|call|work|office|desk|bathroom at work|toilets at work|feedback|retro|all-hands|interview)",
    // Losing one's job.
    "(?:i|we|i've|we've|i was|we were|i got|we got|just got|just been|been|getting|i'm being|we're being) (?:just )?(?:laid off|fired|let go|made redundant)(?! (?:up|a|the|an)(?![\\p{L}]))",
    'lost my job',
    // Layoffs around the author: "the layoffs hit my whole team, I'm one of the few left".
    '(?:layoffs?|lay-offs?|cuts|redundancies|the rif) (?:hit|affected|gutted|decimated|took out|wiped out|cut) (?:my|our) (?:whole |entire )?(?:team|department|org|group|office)',
    "(?:i'm|im|i am|we're|we are) (?:one of )?(?:the )?(?:only |last )?(?:few |ones? |survivors? )?(?:left|remaining|still here) after (?:the )?(?:layoffs?|lay-offs?|cuts|redundancies|rif)",
    // A plea: "please help me", "please someone talk to me" (not "please help me understand the config" or "can
    // someone help me with the deploy?"; "I need help!" opens requests for advice as often).
    '(?:(?:please|pls|plz) (?:(?:someone|somebody|anyone|anybody) )?|(?:someone|somebody|anyone|anybody) (?:please )?)(?:help me|talk to me)(?= *(?:[.!?,…]|$))',
    // At a loss: "I don't know what to do anymore", "idk what else to do." (not "…what to do with this error").
    "(?:(?:don't|do not|dont|didn't)(?: even| really| honestly)? know|idk) what (?:to do|else to do|i should do|i'm supposed to do|i can do)(?: anymore| any more| with (?:my ?self|my life)| about (?:it|this|that|him|her|them|my \\w+))?(?=[.!?,…;:)]|\\s*$| and | but | i | anymore)",
    // Money run out, a breakdown, a mind that will not work, a lot at stake.
    "(?:i|we) (?:have|had|got|am left with|'m left with) no money|without (?:any )?money|no money (?:left|for|to)",
    "(?:(?:hard|harder|difficult|struggling|struggle) to|(?:can't|cannot|can not|barely|couldn't) (?:even )?) (?:cover|pay|afford|make) (?:the |my |our )?(?:rent|bills|mortgage|ends meet|groceries)",
    // Sleep lost to it: "I haven't slept properly in days because of this launch".
    "(?:haven't|have not|hasn't|hardly|barely|not) (?:slept|been sleeping)(?: properly| well| much| at all)? (?:in|for) (?:days|weeks|a week|two days|three days|\\d+ days)",
    "(?:(?:i'm|im|i am|i was) (?:having|on the verge of|close to|near)|(?:i|i've|i have) (?:just )?had) (?:a |an |another )?(?:[\\p{L}-]+ )?(?:mental|nervous|emotional) breakdown",
    "(?:can't|cannot|can not) think (?:straight|clearly)",
    'so much (?:is )?(?:at stake|on the line)',
    // Money lost to it: "this outage is costing me thousands".
    '(?:costing|cost|costs) (?:me|us|my (?:business|company|shop)) (?:thousands|hundreds|a fortune|a lot of money|so much money|money|customers|clients|sales)',
    // A hard stretch told, and the need to let it out: "having a really rough week, just needed to vent".
    "(?:(?<!(?:is|are|was|were|'s) )having|(?:i|we|i've|we've|i have|we have) had|it's been|it has been|this has been|what) (?:a |such a |one )?(?:really |very |pretty |super |so |incredibly |extremely )?(?:rough|tough|hard|awful|terrible|horrible|brutal|shitty|crappy) (?:week|day|month|year|few days|few weeks|couple of days|couple of weeks|stretch)",
    // The author's own need ("just needed to vent"), not an offer ("if you need to vent, I'm here").
    '(?<!(?:you|u|ya|they|he|she|anyone|someone|somebody) )(?:just |really )?(?:need|needed) (?:to|a place to|somewhere to) vent',
  ],
  anxiety: [
    'anxious',
    'anxiety',
    'nervous',
    'worr(?:ied|ying|y) (?:about|that|sick)',
    "i'm worried",
    // Not a program's: "panic: runtime error", "kernel panic", "thread 'main' panicked at".
    '(?<!kernel )panic(?:king|ked)?(?: attacks?)?(?!:| at [\'"`\\w./]*[\'"`./:])',
    'scared (?:of|that|about)',
    // Dread felt in the body: "every Sunday night I get this knot in my stomach thinking about Monday".
    '(?:knot|knots|pit) in my (?:stomach|gut|chest)|stomach (?:is |in )?(?:in )?knots|sunday scaries',
    // Layoffs coming where the author works: "leadership announced another round of layoffs this morning".
    'announced (?:another |a new |more |a |the next )?(?:round of )?(?:layoffs|lay-offs|redundancies|job cuts|cuts)|(?:layoffs|lay-offs|redundancies|job cuts) (?:were|got|have been|are being|was) announced|(?:more|another round of|new|rumou?rs of|rumou?red) (?:layoffs|lay-offs|redundancies) (?:are |is )?(?:coming|next week|this week|soon|announced)',
    // The body's fear: "my hands won't stop shaking before presentations" (not a building's).
    "(?:my )?(?:hands|legs|knees|voice|whole body) (?:won't stop|wont stop|keep|keeps|kept|start|started|were|was|are|is) (?:shaking|trembling)",
    // Measured against the others: "I keep comparing myself to everyone", "I feel like everyone can see I'm failing".
    "(?:keep|kept|always|constantly|can't stop|cant stop) comparing myself to",
    "(?:i keep|i'm always|im always|i am always|i feel like i keep|i feel like i'm always) (?:dropping the ball|messing (?:things )?up|screwing (?:things )?up|letting (?:everyone|everybody|people|the team|my team) down|falling short)",
    // Fear of what may come said without "that": "I'm scared I'll never be good enough for this job", "scared I'm
    // going to mess it up" (not "I was scared I'd missed the bus, but…" told of the past: the author now).
    "(?:i'm|im|i am|so|really|honestly|kinda|lowkey) (?:so |really |honestly |kinda |a bit |a little )?(?:scared|terrified|frightened) (?:i'll|ill|i will|i won't|i wont|i might|i may|i'm going to|im going to|i'm gonna|im gonna|i'm not|im not|i can't|i cant|they'll|they will|it'll|it will|we'll|we will|everyone will|people will|my (?:manager|boss|team) will)",
    // Expecting to lose one's job: "I think I'm going to get fired", "pretty sure I'm about to be let go".
    "(?:i think|i feel like|i'm sure|im sure|pretty sure|i'm afraid|i have a feeling|i bet) (?:that )?(?:i'm|im|i am) (?:going to|gonna|about to|next to) (?:get|be) (?:fired|laid off|let go|sacked|canned|pipped|put on a pip)",
    'afraid (?:of|that|i)',
    'dread(?:ing)?',
    'uneasy',
    // Not safe to speak, and the impostor's fear: "I don't feel safe speaking up in meetings".
    "(?:don't|do not|didn't|never) feel (?:safe|comfortable) (?:speaking up|to speak|raising|sharing|asking|saying|pushing back|disagreeing|bringing (?:it|this|that|things|issues|concerns|problems) up|to bring (?:it|this|that|things|issues|concerns|problems) up)",
    '(?:feel|feeling|felt) like (?:an? |such an? |a total |a complete )?(?:impostor|imposter|fraud)',
    // Self-doubt in the role: "I feel like I'm not good enough for this role", "not cut out for this job".
    "(?:i'm|im|i am|i'm just|i feel|feel|feeling|i felt) (?:like )?(?:i'm |im |i am )?(?:not|never) (?:good|smart|skilled|qualified|experienced) enough (?:for|at|to do) (?:this|the|my|our) (?:role|job|position|team|work|company|project|level)",
    "(?:i'm|im|i am) (?:just )?not cut out for (?:this|the|my) (?:role|job|position|team|work|career|industry)",
    // Said as a doubt: "not sure I'm cut out for this role"; and doubting oneself: "I keep second-guessing every
    // decision I make".
    "(?:not sure|unsure|don't know|do not know|doubt|wonder|wondering) (?:if |whether |that )?(?:i'm|im|i am) (?:really )?cut out for (?:this|the|my) (?:role|job|position|team|work|career|industry)",
    '(?:keep|kept|constantly|always|been) second.guessing (?:every|each|all|my|myself|everything)',
    'impost[eo]r syndrome',
    'on pins and needles',
    // Panic said plainly: "I'm freaking out", "kinda freaking out about the demo" (not "freaking out with joy").
    "(?:i'm|im|i am|i was|i've been|ive been|been|kinda|kind of|lowkey|totally|literally|honestly|slightly|a bit) (?:\\w+ )?freak(?:ing|ed) out(?! (?:with|from) (?:joy|excitement|happiness))",
    'overthink(?:ing)?',
    // Alone in not knowing: "everyone else seems to know what they're doing except me".
    "(?:everyone|everybody) (?:else )?(?:seems|seem) to (?:know|get|understand) (?:what (?:they're|they are) doing|it|this|everything) (?:except|but|apart from|other than) me",
    // Not safe around someone: "I feel unsafe around my team lead" (not a neighbourhood's crime figures).
    "(?:feel|feels|feeling|felt|i'm|im|i am) (?:so |really |very |pretty |a bit |kind of |kinda )?(?:unsafe|not safe) (?:around|with|near|at work|in the office|in (?:this|the|our) (?:team|office|building|workplace|channel|server))",
    // A racing mind and a pounding heart: "my mind won't stop racing about work", "racing thoughts", "I can't calm
    // down" (not a car's or a horse's race, nor a heart pounding with a workout).
    "(?:my )?(?:mind|thoughts|brain|head) (?:is |are |keeps |kept |has been |have been |won't stop |wont stop |will not stop |just )?(?:racing|spinning)(?! (?:car|game|team|season|track)s?(?![\\p{L}']))",
    'racing (?:thoughts|mind)',
    "(?:my )?heart (?:is |has been |keeps |won't stop |wont stop )?(?:pounding|racing)(?! (?:from|after) (?:the |my |a )?(?:run|workout|gym|climb|coffee|sprint)(?![\\p{L}']))",
    "(?<=(?:^|[.!?,;] ?|(?<![\\p{L}'])(?:i|and|just|still|i just|i still|i really) ))(?:can't|cant|cannot|can not) (?:seem to )?(?:calm|settle) (?:myself )?down",
    // Watched and judged: "I feel like I'm constantly being watched and judged".
    "(?:feel|feeling|felt) (?:like )?(?:i'm |im |i am |i was )?(?:always |constantly |being |always being |constantly being )+(?:watched|judged|scrutini[sz]ed|monitored)",
  ],
  burnout: [
    'burn(?:ed|t|ing) out',
    'burnout',
    'exhausted',
    'drained',
    // A task or a place that drains ("the context switching is draining"), not a queue or a battery.
    "(?:is|was|are|were|been|so|very|really|incredibly|emotionally|mentally|physically) (?:draining|exhausting)(?! (?:the|a|an|my|our|your|their|its|this|that|these|those|all|it|them|fast|quickly|slowly|away|out|down|off)(?![\\p{L}']))",
    'worn out',
    'running on empty',
    'nothing left to give',
    'so tired of (?:this|work|it)',
    'no energy',
    // "I can't keep doing 60 hour weeks": the negation is the strain, not a denial of it.
    "can(?:not|'t) keep (?:up|going|doing this|(?:doing|working|pulling|putting in) (?:these |this |the |all these )?(?:\\d+|long|late|crazy|overtime|weekend|night|double))",
    // Doubting one can go on: "not sure I can keep doing this pace for much longer", "can't sustain this pace".
    "(?:(?:i'm|im|i am) (?:not sure|unsure)|not sure|i (?:don't|do not) (?:think|know)|i doubt) (?:if |whether )?(?:i|we) can (?:keep (?:up|going|doing|(?:this|it|that) up)|sustain)(?: (?:this|it|that))?",
    "(?:can(?:not|'t)|can not) (?:keep up|sustain|maintain|handle) (?:this|the) pace",
    // "I don't know how much longer I can keep up with this pace".
    "(?:don't|do not|not sure) (?:know )?how (?:much )?longer (?:i|we) can (?:keep (?:up|going|doing (?:this|it))|do this|handle (?:this|it)|sustain (?:this|it))",
    "(?:can(?:not|'t)|can not|don't think i can) do this (?:job |work )?any ?more",
    'dead tired',
    'without (?:any )?sleep',
    'no sleep (?:for|in|since)',
    'sleepless nights?',
    'working (?:all|every) (?:night|weekend|day)',
    // "I've been working weekends for a month straight" (not "working weekends is optional").
    "(?:i've been|i have been|been|i'm|i am|we've been|we're|still|keep|kept|again|always) working (?:nights and |late and )?weekends",
    // "I have no work-life balance, I answer emails at midnight".
    '(?:no|zero|not much|non-?existent|terrible|awful|no real) work[- ]?life balance',
    // Long days: "worked 14 hours today" (not "worked 8 hours").
    '(?:worked|working|pulled|pulling) (?:a |an )?(?:1[2-9]|2[0-4]|twelve|thirteen|fourteen|fifteen|sixteen)(?:\\+|-plus)? ?(?:hours?|hrs?|h)(?: (?:today|yesterday|straight|a day|every day|per day|shifts?|days?))?',
    // Fried as the author is ("I'm fried", "my brain is fried"), not food ("fried chicken") or hardware.
    "(?:i'm|im|i am|i feel|feeling|i felt|brain is|brain's|brains are) (?:so |totally |completely |absolutely |utterly |pretty |really |just )?fried(?! (?:chicken|rice|eggs?|food|fish|dough|onions?|pickles?|potatoes|spaghettis?)(?![\\p{L}']))",
    // "My brain is mush after that workshop", "brain's toast".
    "(?:my )?(?:brain|head|mind) (?:is|'s|feels|is just|is completely|is totally|is so) (?:like )?(?:mush|toast|jelly|soup|melted|porridge|scrambled|a sieve)(?![\\p{L}'])",
    // Workload complaints: the hours and the pace, not a feeling word.
    'exhausting',
    `(?:i'm|im|i am|i feel|feeling|so|totally|completely) (?:so |really |very |completely |totally )?(?:tired|wiped|knackered|spent)(?! of (?!(?:it|this|that|work)(?= *(?:$|[.!,;:…?]|(?:anymore|any more|honestly|tbh|lol)(?![\\p{L}'])))))`,
    '(?:worked|working|stayed|up) (?:until|till|til) [1-5] ?(?:am|a\\.m\\.)',
    "(?:is|isn't|is not|not) sustainable",
    'unsustainable',
    'overwork(?:ed|ing)?',
    '(?:long|crazy|insane|endless) hours',
    "(?:haven't|have not|hasn't|no) (?:had )?(?:a )?(?:proper |real |single |decent |full )?(?:day|break|weekend|holiday|vacation)(?: off)? (?:in|for)",
    // Each number written out, so that the cue is tried only where such a number starts a word.
    '(?:50|55|60|65|70|75|80|85|90|95|100)(?: |-|)hours? (?:work ?)?weeks?',
    'on.?call again',
    '(?:paged|woken up|called) (?:almost |nearly |pretty much )?(?:every|each) night',
    '(?:paged|woken up|called) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|multiple|several|many) times (?:last night|overnight|tonight|in one night|this weekend)',
    '(?:on.?call|pager) (?:rotation|schedule|shifts?|week|duty|load)s? (?:is|are|was|has been|have been) (?:so |really |absolutely |just )?(?:brutal|killing me|exhausting|insane|relentless|unsustainable|awful|hell|a nightmare)',
    'running on fumes',
    // Still at it deep in the night: "it's 2am and I'm still debugging this".
    "(?:it's|its|it is) (?:already |almost |nearly |past )?[1-5] ?(?:am|a\\.m\\.)(?: now)? and (?:i'm|im|i am|we're|we are) still (?:working|debugging|coding|fixing|at (?:it|work|the office)|on (?:this|it|call)|in the office|awake|up)",
    // Asking for a day off for one's mind: "I need a mental health day" (read as joy at 0.36).
    '(?:need|needed|needing|taking|take|took) (?:a |another )?mental health (?:day|break|week)',
    '(?:wear|wears|wearing|wore|worn) (?:me|us|people|everyone|everybody|the team) (?:down|out)',
    'i (?:really |badly |desperately |seriously |so )?need (?:a|some) (?:vacation|holiday|break|time off|day off)',
  ],
  loneliness: [
    // Left out and unknown, as people say it: "Everyone else got invited to the team dinner…", "I honestly don't know
    // anyone on this team", "the only one who isn't part of the inside jokes", "I spend every evening alone".
    "(?:everyone|everybody) else (?:got|was|were|gets|is) invited|(?<=(?:^|[^\\p{L}'])i (?:just |even |also )?)(?:wasn't|was not|didn't get|did not get|never get|never got) invited(?! (?:to|for) (?:the|a) (?:interview|meeting|call|review)(?![\\p{L}]))",
    "(?:don't|do not|dont) (?:really |honestly |even )?know anyone (?:on|in|at|here|around)",
    "(?:the )?only one who (?:isn't|is not|wasn't|was not|never gets) (?:part of|invited|included|asked)",
    '(?:spend|spent|spending) (?:every|most|all|each) (?:evening|night|weekend|day|holiday)s? (?:alone|by myself|on my own)',
    // Unspoken to, eating alone: "nobody at my new school talks to me, i eat lunch in the bathroom most days".
    '(?:nobody|no one|noone) (?:at (?:my |the )?(?:new )?(?:school|work|job|office|class|uni|college)|here|in (?:my|this) (?:class|team|office|school|dorm)|on (?:my|this) team) (?:ever )?(?:talks|speaks|talked|spoke|says hi|sits) (?:to|with) me',
    '(?:eat|ate|eating|have|had) (?:my )?(?:lunch|dinner|breakfast) (?:alone |by myself )?(?:in the (?:bathroom|toilet|stairwell|car)|in my car|alone|by myself)(?! (?:today|for once|because|so|to)(?![\\p{L}]))',
    'lonely',
    'loneliness',
    '(?:all|so|completely|totally|utterly|very|really|entirely) alone',
    "(?:i'm|im|i am|i feel|feeling|i felt|i've been) (?:(?!not |never )\\w+ )?alone",
    'feel(?:ing)? alone',
    // Weary of it: "I'm tired of being alone", "sick of eating lunch by myself".
    '(?:tired|sick) of (?:being|feeling|eating|sitting|working) (?:so |always |completely |all )?(?:alone|lonely|by myself|on my own)',
    // Said of a person, not of an environment, a file or a colour ("an isolated dev environment").
    "(?:feel(?:s|ing)?|felt|i'm|im|i am|i was|been|being|get|got|so|very) (?:so |very |really |completely |totally |pretty |quite |a bit |kind of |kinda |increasingly |more and more |this )?(?:isolated|left out|excluded|invisible|disconnected)",
    'no (?:one|body) to talk to',
    // Missing one's people far away: "miss my family so much, haven't been home in two years".
    '(?:i |i really |really |i just |just )?miss (?:my )?(?:family|friends|parents|mom|dad|mum|kids|wife|husband|partner|girlfriend|boyfriend|home) so (?:much|bad|badly)',
    // No one to be with: "I don't really have anyone to hang out with now".
    "(?:don't|do not|dont) (?:really |even )?have (?:anyone|anybody|any friends|friends) (?:to (?:hang out|talk|go out|spend time|eat lunch|grab lunch|sit) with|here|around|nearby)",
    // A birthday no one marked: "nobody texted me on my birthday".
    'no(?:body| one) (?:even )?(?:texted|called|messaged|remembered|wished me|said happy birthday|came)(?: me)?(?: (?:a )?happy birthday)? (?:on|for|about) my birthday',
    // Asking for someone: "I just need someone to talk to" (not "I need someone to talk to the client").
    "(?<=(?:^|[^\\p{L}'])(?:i|i just|i really|i just really|i really just|really|just) )(?:need|needed|want|wish i had) (?:someone|somebody|anyone|anybody) to (?:talk|vent) to(?! (?:the|about the|our|my (?:manager|boss|team))(?![\\p{L}]))",
    "(?:don't|do not|didn't) (?:know|have) (?:who|anyone|anybody) to (?:talk|turn) to",
    'no (?:one|body) to turn to',
    // Missing the others: "I miss seeing people in the office", "I miss my team" (not "I miss the old UI").
    '(?:i|i really|i kinda|i kind of|i just) miss (?:seeing|talking to|being around|hanging out with|working with|having) (?:people|everyone|everybody|my (?:team|colleagues|coworkers|co-workers|friends|teammates)|the (?:team|people|office|others))',
    "(?:i|i really) miss (?:my (?:team|colleagues|coworkers|co-workers|teammates)|the office|the people)(?![\\p{L}'])",
    // Unmissed at work: "I feel like nobody would notice if I left".
    "no(?:body| one)(?: (?:here|on (?:the|my|this) team|at work|in (?:the|this) office))? (?:would|will|even|ever) (?:notice|care|miss me) (?:if|when) i (?:left|leave|quit|was gone|wasn't here|stopped (?:coming|showing up))",
    // About the author: "nobody cares about your points" is a put-down, not loneliness.
    'no(?:body| one) (?:really |even )?(?:cares about me|cares if i|cares how i|talks to me|listens)',
    // Spoken to only for work, or not at all, where the author is: "nobody on my team talks to me unless they need
    // something".
    'no(?:body| one) (?:here |around here |on (?:this|the|my) team |at work |in (?:this|the) (?:office|server|channel) )(?:really |even |ever |actually )?(?:talks|speaks|reaches out|checks in|says hi) (?:to|with|on) me',
    // Unliked and unwelcome where the author is: "I feel like nobody here likes me", "never felt so unwelcome".
    'no(?:body| one) (?:here |around here |on (?:this|the) team |at work )?(?:really |even |actually )?(?:likes|wants|understands) me',
    "(?:feel|feeling|felt|i'm|im|i am|made to feel) (?:so |very |really |completely |totally |pretty |quite |kind of |kinda )?unwelcome",
    // Unanswered where the author posts: "why does nobody reply to my posts" (not a customer's unanswered e-mails or
    // tickets: "nobody responds to my emails" is frustration).
    'no(?:body| one) (?:ever )?(?:reply|replies|respond|responds|answer|answers|reacts|react) to (?:my|me)(?! (?:e-?mails?|tickets?|calls?|requests?|complaints?|orders?|invoices?|support|inquir(?:y|ies)|enquir(?:y|ies)|messages? (?:about|regarding))(?![\\p{L}]))',
    "(?:don't|do not) have (?:any )?friends",
    'no friends',
    '(?:shouting|screaming|talking|yelling) into (?:the|a) void',
    '(?:is|been|feels?|so|very|really|pretty|quite) (?:so |very |really |pretty |quite )?isolating',
    '(?:eat|eating|ate|have|having|had) (?:my )?(?:lunch|dinner|breakfast) alone',
    // Not belonging: "I don't belong here", "I never fit in on this team", "I feel like an outsider".
    "(?:i|we)(?: just| really| still| honestly)? (?:don't|do not|didn't|did not|never) (?:really |truly )?(?:feel like i |feel that i |feel i )?(?:belong|fit in)(?! (?:to|with (?:the|a)|in (?:the|a) (?:box|category|list|folder))(?![\\p{L}]))",
    "(?:i|we) (?:feel|felt) (?:like|that) (?:i|we) (?:don't|do not|didn't|did not|never) (?:really |truly )?(?:belong|fit in)",
    "(?:feel|feeling|felt|i'm|im|i am) (?:like )?(?:an|the|such an) (?:outsider|outcast)",
    // Left out of the work: "nobody invited me to the planning meeting, again", "I wasn't even invited".
    "(?:no(?:body| one) (?:even )?(?:invited|included) me|(?:i|we) (?:wasn't|was not|weren't|were not|never got|didn't get|haven't been|have not been) (?:even )?(?:invited|included|looped in))",
    // Unknown where the author works: "I feel like nobody on this team even knows I exist".
    'no(?:body| one) (?:here |around here |on (?:this|the|my) team |at work |in (?:this|the) (?:company|office|server) )?(?:even |really |actually )?knows (?:i exist|who i am|my name)',
  ],
  frustration: [
    'frustrat(?:ed|ing|ion)',
    'annoy(?:ed|ing)',
    'fed up',
    'sick (?:and tired )?of',
    // Failing at a game again and again: "I've died 40 times on this boss", "wiped like 20 times".
    '(?<!(?:almost|nearly) )(?:died|failed|lost|wiped|got killed|been killed) (?:like |about |over |literally )?(?:\\d\\d+|[5-9]|so many|a (?:hundred|million|dozen)|dozens of|hundreds of) times',
    // A game or a server that lags, or that sells winning: "server is lagging so bad rn", "it's pay to win now".
    '(?:is|are|was|so|keeps?|been|always|constantly) (?:\\w+ )?lagging',
    'pay[- ]to[- ]win|p2w',
    // A cheat or a troll reported: "reported for cheating, hope he gets banned".
    '(?:reported|report|reporting) (?:him |her |them |this (?:guy|player|person|kid) |that (?:guy|player|person|kid) )?for (?:cheating|hacking|aimbotting|aimbot|wallhacking|griefing|harassment|toxicity|spamming|scamming|trolling|botting)',
    // Let down by one's own side in a game: "our jungler went afk", "my teammates keep feeding", "lost because my duo
    // threw".
    "(?:my|our) (?:team ?mates?|team|jungler|support|healer|tank|carry|duo|squad|randoms?|adc|mid(?: laner)?|top(?: laner)?) (?:(?:just|literally|all|totally|completely) )?(?:went afk|(?:is|are|was|were|keeps?|kept) (?:going )?afk|afk'd|inting|inted|griefing|griefed|trolling|trolled|rage ?quit|ragequit|left the (?:game|match)|(?:keeps?|kept|always) (?:feeding|throwing|inting|trolling)|(?:feeding|fed|throwing|threw)(?= (?:the (?:whole )?(?:game|match|round|lane)|again|every|hard|so hard|all game)(?![\\p{L}'])| *(?:[.,!?…]|$)))(?![\\p{L}'])",
    // Stuck after trying long: "I've been grinding for 6 hours and still can't rank up".
    "still (?:can't|cannot|can not|couldn't|haven't been able to|unable to) (?:rank up|win|beat|get past|clear|pass|finish|get (?:a|one) win)",
    // Kept in the dark: "nobody tells us anything until it's too late", "…and nobody knows what's happening", a merge
    // made without the review it needed ("Why was this merged without review?").
    "(?:nobody|no one|no-one) (?:here |really |even )?(?:knows|know) what(?:'s| is) (?:going on|happening|going to happen|next)",
    // Passed over again: "I was passed over for promotion again".
    "(?:was|got|been|being|i'm|im|am) (?:passed over|overlooked|skipped over) (?:for|again)",
    '(?:merged|shipped|deployed|pushed|approved|released) (?:this |it |that )?without (?:any |a |proper |code )?(?:review|reviews|tests|testing|approval|asking)',
    '(?:nobody|no one|no-one) (?:ever )?(?:tells|told|informs|informed|updates|updated|warns|warned) (?:us|me) (?:anything|until|when|about|beforehand)',
    // …of a change made without a word: "Nobody told me the meeting was moved".
    "(?:nobody|no one|no-one) (?:even |ever |bothered to )?(?:tells|told|tell|informs|informed|inform|warned|warn) (?:us|me) (?:that )?(?:the|our|my|this|that|it|its|it's)(?: [\\p{L}'-]+){0,3} (?:was|were|had been|has been|got|is|are|been|had) (?:moved|cancell?ed|changed|rescheduled|postponed|pushed|delayed|removed|dropped|deprecated|shut down|replaced)(?![\\p{L}'])",
    // A game that will not run smoothly: "lag is unbearable tonight", "the servers are trash today".
    '(?:lag|ping|latency|queue times?|queues|load times?|loading times|matchmaking|servers?|netcode|hit ?reg|connection|frame ?rate|fps) (?:is|are|has been|have been|was|were) (?:so |absolutely |literally |just |actually |still |really )?(?:unbearable|unplayable|horrible|terrible|awful|trash|garbage|atrocious|ridiculous|a joke|dogshit|dog shit|abysmal)',
    // Silence about a loss: "we lost two senior engineers this month and nobody is talking about it".
    "(?:nobody|no one|no-one)(?: is|'s| are) (?:even )?(?:talking|saying anything|doing anything|addressing it) about (?:it|this|that)",
    // Unvalued: "honestly feeling undervalued after the promotion cycle".
    "(?:feel|feels|feeling|felt|i'm|im|i am|i've been|been|so|very|completely|totally) (?:so |really |very |pretty |quite |completely |totally |a bit |kind of |kinda )?(?:undervalued|underappreciated|under-appreciated|unappreciated|unvalued|taken for granted)(?! until (?:now|today|recently))",
    // Fed up with a thing or a habit: "I'm so tired of the constant reorgs", "tired of being ignored" (tiredness
    // itself is burnout's, and "tired of being alive" is no irritation).
    // …and said through a denial: "I don't feel my work is valued", "I never feel appreciated here".
    "(?:don't|do not|never|rarely|no longer) feel (?:like )?(?:(?:my|our) (?:work|contributions?|efforts?|ideas?|input) (?:is|are) |(?:i'm|im|i am|we're|we are) )?(?:really |truly |actually )?(?:valued|appreciated|recogni[sz]ed|heard)(?! (?:for|by) (?:nothing|it)(?![\\p{L}]))",
    // Kept from the work itself: "meetings take up most of my day and I can't get real work done".
    "(?:can't|cannot|can not|couldn't|never) (?:get|getting) (?:any |real |actual |much |deep )?work done",
    `tired of ${FED_UP_WITH}`,
    'irritat(?:ed|ing)',
    'so done with',
    // Losing one's temper, said as a warning: "if he says that one more time I swear I'll lose it", "I'm going to
    // punch the next person who schedules a 4pm meeting" (hyperbole: no threat to anyone named).
    "(?:i'll|i will|i'm (?:going to|gonna|about to)|i am (?:going to|about to)|gonna|about to) (?:(?:lose it|snap)(?= *(?:[.!,]|$| at| if| soon| one day| on| completely| totally))|lose my (?:mind|shit|temper|cool))",
    '(?:punch|strangle|slap|throttle) the next (?:person|one|guy|dev|developer|manager|pm|colleague|coworker|person who|one who)',
    'ugh+',
    'again\\?+',
    'keeps? (?:breaking|crashing|failing|happening|changing|moving|slipping|freezing|lagging|glitching|disconnecting|dropping|timing out|logging (?:me|us) out|kicking (?:me|us) out|signing (?:me|us) out|resetting)',
    // Money or data lost to the product: "I was charged twice", "the update deleted all my notes".
    '(?:charged|billed) (?:me )?(?:\\$?\\d+(?:[.,]\\d+)? (?:dollars |euros |pounds |usd |eur )?)?(?:twice|two times|three times|double)|double[- ]charged|overcharged',
    // Logged out again and again, a reply waited for: "the app logs me out every five minutes", "I've been waiting
    // two weeks for a reply to my ticket".
    '(?:logs|kicks|signs|throws) (?:me|us) out (?:every|all the time|constantly|again|randomly)',
    '(?:been )?waiting (?:for )?(?:over |more than |almost |nearly )?(?:\\d+|a|an|one|two|three|four|five|six|several|many) (?:days?|weeks?|months?|hours?) (?:now )?(?:for|on) (?:a |an |my |any |the )?(?:reply|response|answer|refund|update|fix|callback|call back|delivery)',
    ...SHORTCOMINGS,
    "(?:no|zero) (?:idea|clue) what (?:the|our) (?:company(?:'s)?|team(?:'s)?|org(?:'s)?|leadership(?:'s)?|department(?:'s)?) (?:priorities|strategy|goals|plans?|vision|direction) (?:are|is)",
    // A product that fails its buyer: "the checkout page won't load", "the update made everything slower", "it broke
    // after two days, I want a refund".
    "(?:the|this|my|your) (?:\\w+ )?(?:app|page|site|website|laptop|phone|computer|printer|car|screen|tv|checkout|login|dashboard|vpn|wifi|account)(?: still| just)? (?:won't|will not|wont|refuses to|keeps failing to) (?:even )?(?:load|open|start|launch|boot|sync|save|connect|charge|turn on|log (?:me )?in)(?![\\p{L}'])",
    '(?:update|patch|release|upgrade|redesign|new version|latest version|rollout|migration) (?:has |just |only |really )?(?:made|makes|making) (?:everything|it|the app|the site|things|my (?:phone|laptop|computer)) (?:so much |much |way |a lot |even )?(?:slower|worse|buggier|unusable|laggier)',
    '(?:broke|stopped working|died|fell apart) (?:after|within) (?:just |only )?(?:a|one|two|three|four|five|\\d+|a few|a couple of) (?:days?|weeks?|uses|months?|hours?)',
    '(?:want|need|demand|demanding|expect) (?:a (?:full )?refund|my money back)',
    // A promise broken: "I was promised a callback yesterday and nobody called".
    '(?:promised|assured)(?: (?:me|us))? (?:a |an |that |the )?(?:\\w+ ){0,5}?(?:and|but) (?:nobody|no one|they never|it never|nothing|still nothing|i never|we never)',
    // Done to the author, not by them ("I deleted my account").
    "(?<!(?:^|[^\\p{L}'])(?:i|i've|i have|i had) (?:\\w+ )?)(?:deleted|wiped|erased|lost|corrupted|overwrote) (?:all (?:of )?)?my (?:notes|data|files|work|photos|pictures|progress|settings|messages|history|saves?|documents|playlists?)",
    // Another person's habit that wears on the author: "he keeps stealing my lunch", "my coworker keeps
    // interrupting me in meetings" (not the author's own: "I keep eating snacks").
    '(?:he|she|they|someone|somebody|people|everyone|(?:my|our|this|that|the) (?:coworker|co-worker|colleague|teammate|manager|boss|lead|roommate|neighbou?r|team|client|customer|pm|stakeholders?|product owner)) (?:just )?(?:keeps|keep|kept) (?:on )?(?:stealing|taking|eating|interrupting|ignoring|undoing|reverting|overwriting|deleting|spamming|pinging|messaging|calling|talking over|cutting (?:me|us) off|scheduling|rescheduling|cancell?ing|dumping|changing|micromanaging|blaming|correcting|critici[sz]ing|asking (?:me|us) to) (?:my|me|us|our|the|everything|things|meetings|it|work|tasks)',
    '(?:broke|broken|crashed|failing|failed|fails|flaked|timed out|dropped|died|froze|went down)(?: \\w+){0,2} again',
    // Something spoiled: "this patch ruined my favourite build" (not "destroyed": "they destroyed the challenge").
    '(?:ruined|wrecked) (?:my|our|the|it|everything|this)',
    // Put off again: "my review got pushed back again", "the launch slipped again" (not "I cancelled again").
    '(?:got|was|were|been|is|are|being|gets|getting) (?:\\w+ )?(?:pushed|moved|delayed|postponed|rescheduled|cancell?ed|bumped) (?:back |out )?again',
    'slipped (?:\\w+ )?again',
    // Counting the failures: "third time today", "the fifth time this week" (not "second time today I…").
    '(?:third|fourth|fifth|sixth|\\d+(?:rd|th)) time (?:today|this week|this month|this sprint|in a row)',
    // Again and again by the calendar: "my 1:1 got cancelled for the third week in a row".
    '(?:second|third|fourth|fifth|sixth|\\d+(?:nd|rd|th)) (?:week|day|month|sprint|meeting|quarter|year) in a row',
    // "This is the third time the requirements changed this week".
    '(?:third|fourth|fifth|sixth|\\d+(?:rd|th)) time (?:the |that |our |my )?(?:\\w+ ){1,3}(?:changed|broke|failed|crashed|moved|slipped|went down|got (?:moved|pushed|cancell?ed)) (?:today|this week|this month|this sprint|in a row)',
    '(?:is|are|was|went) (?:down|red) again',
    '(?:please|pls|plz) stop',
    '(?:yet|once) again',
    'waste of (?:time|my time)',
    'pointless meetings?',
    `${THING_POINTLESS}pointless`,
    // A thing that is hard to work with: "this codebase is a nightmare to work with", "the migration was a mess".
    `${WORK_THING} ${JUDGED} (?:a |an )?(?:absolute |total |complete |real |such a |fucking |bloody |literal |living )?(?:nightmare|mess|disaster|headache|hell)`,
    "could(?: have|'ve|a| of) been an? (?:e-?mail|message|slack message|memo|doc|document|post|slack post|chat message|ping)",
    'thanks? (?:you )?for nothing',
    // Heated issue threads: exasperation, complaints that something is still broken, blunt put-downs of the work.
    'sigh+',
    "(?:it's|its|it is|this is|that's|thats|what) (?:a |an )?(?:real |huge |big |such a |total |complete |absolute )?(?:pain|shame|joke|nightmare|disgrace)",
    PUT_DOWN_CUE,
    'pain in the (?:ass|arse|neck|butt)',
    'piss(?:es|ed|ing)? (?:me )?off',
    'on my nerves',
    '(?:drives?|driving) me (?:crazy|nuts|insane|mad|up the wall)',
    'wtf',
    'fml',
    'ffs',
    "for (?:fuck|god|christ|heaven)(?:'?s)? sake",
    'still (?:a |an )?(?:major |big |huge |serious |open |outstanding |real )?(?:issue|problem|bug)',
    'no(?:body| one) (?:ever )?(?:responds|replies|answers|reviews|looks at (?:it|this|my|our|them))',
    // Work unread: "nobody reads the docs I write".
    'no(?:body| one) (?:ever |even |actually )?(?:reads|opens|uses) (?:my|our|the (?:docs|documentation|notes|emails|messages|reports|updates|wiki|posts?|newsletters?|changelogs?|specs?|rfcs?) (?:i|we))',
    // Asked and asked: "I've asked three times for access and still nothing", "pinged them twice, still waiting".
    '(?:asked|requested|pinged|chased|emailed|messaged|followed up)(?: (?:for|about|on|them|him|her|it) ?(?:\\w+)?)? (?:twice|(?:two|three|four|five|several|multiple|many|so many) times)',
    '(?:and|but|yet) still nothing(?= *(?:[.!?,…]|$))',
    // Work left waiting: "my code review has been sitting for a week" (not "sitting for an exam").
    '(?:has been|have been|been|is|are|just) sitting (?:there |untouched |unreviewed |idle |in (?:the |my |a )?queue )?(?:for|since) (?:a |an |two |three |four |several |over a |more than a |almost a )?(?:week|weeks|month|months|days|ages|forever)',
    // Work wasted: "months of work down the drain" (not health "going down the drain").
    '(?:work|time|money|years|months|weeks|days|hours|effort|progress|savings) (?:(?:is|are|was|were|just|all|now|has|have|gone|went|going) )*down the drain',
    // Not heard by those in charge: "management doesn't listen to feedback" (being unheard as a person is loneliness).
    "(?:management|leadership|the company|the org|my manager|my boss|our manager|our boss|they|the mods|the devs) (?:doesn't|don't|does not|do not|never|won't|will not|refuses? to) (?:even |actually |really )?(?:listen|listens|read|care about) (?:to )?(?:us|our|any|feedback|input|suggestions|concerns|what|my (?:ideas|suggestions|feedback|input|concerns|opinions?|proposals?))",
    'no(?:body| one) (?:has )?(?:even )?(?:responded|replied|answered|reviewed|looked at) (?:my|this|it|the)',
    '(?:how|why) (?:is|was) this (?:issue |bug |ticket )?(?:closed|still open)',
    'nothing (?:has )?changed',
    'please (?:just )?fix (?:this|it)',
    '(?:hard|difficult) to believe',
    "snail'?s pace",
    "(?:don't|doesn't|do not|does not|didn't|did not) (?:even |seem to )?give a (?:shit|damn|fuck|crap)",
    '(?:is|are|was|looks|total|complete|absolute|utter|pure|primitive|just) (?:garbage|trash|crap|rubbish|junk)',
    '(?:looks?|is|so|very|really) ugly',
    'did you (?:even |actually )?(?:run|test|read|try|look at|check|compile)',
    'why would (?:anyone|anybody|you|somebody) (?:ever )?(?:do|write|want|use|think|name|call|add|merge|put|make|design|choose|pick|hardcode|hard-code)',
    // Criticism as code review and issue threads voice it: "The docs are wrong here", "Who approved this? It's full
    // of bugs.", "This is a hack and you know it", "Seriously? Another breaking change in a minor release?".
    '(?:the|these|this|your|our) (?:docs|documentation|readme|example|examples|comment|comments|description|title|changelog|error message|spec|typings|types) (?:is|are) (?:just |still |completely |totally |plain |simply )?(?:wrong|incorrect|outdated|misleading|out of date|inaccurate)',
    "(?:is|it's|are|was|were|they're|this is) (?:absolutely |completely |just )?(?:full of|riddled with) (?:bugs|errors|typos|mistakes|holes|security holes|race conditions)",
    'who (?:even )?(?:approved|merged|reviewed|signed off on|shipped) (?:this|that)(?: (?:mess|code|pr|change))?\\?',
    "(?:this|that|it)(?:'s| is) (?:such )?an? (?:dirty |gross |ugly |terrible |nasty |awful )?(?:hack|kludge|band-?aid)(?= *(?:[.!,;…]|$| and you know it))",
    "(?<=(?:^|[.!?] )(?:ugh,? |seriously\\?* |wow,? |oh,? |great,? )?)(?:yet )?another (?:breaking change|regression|outage|incident|reorg|re-org|delay|layoff|round of layoffs|price (?:increase|hike)|bug)(?= *(?:[.!?…]|$|in|this|again|today)(?![\\p{L}']))",
    "(?:been|still|now|i'm|im|i am|we're|we are|they're|they are) waiting (?:for (?:a |an |any )?(?:response|reply|answer|review|update|fix|feedback) )?(?:for )?(?:over |more than |almost |nearly )?(?:\\d+|two|three|four|five|six|several|many) (?:days|weeks|months)",
    'ridiculous',
    // Criticism and impatience, as code review and issue threads voice them.
    '(?:this|that|it) (?:is|was|looks) (?:just |simply |completely |totally |still )?(?:wrong|incorrect|broken|unacceptable|a mess|useless|terrible|awful|not right|not correct)',
    // Let down by a service or a product, as tickets say it: "I am extremely disappointed with the level of service I
    // have received".
    "(?:disappointed|dissatisfied|unhappy|not happy|not satisfied|fed up) (?:with|in|by) (?:the|this|that|your|their|how) (?:[\\p{L}-]+ ){0,3}?(?:service|support|product|update|experience|response|quality|handling|communication|delivery|order|refund|purchase|app|software|customer care|helpdesk|help desk)(?![\\p{L}'])",
    // …of a thing named, or a tool or a service: "Confluence search is useless", "your chatbot is useless", "the new
    // portal is basically unusable" (not "my life is useless", "I am useless").
    "(?:(?:the|this|that|your|our|their|these|those) (?:[\\p{L}-]+ ){0,2}|(?<=(?:^|[.!?,;] ))(?!(?:life|everything|it|i|he|she|they|we|you|this|that|which|what|who)(?![\\p{L}']))[\\p{L}-]+(?: [\\p{L}-]+)? )(?<!(?:my|me) (?:[\\p{L}-]+ )?)(?:is|are|was|were|has been|have been) (?:so |just |completely |totally |absolutely |literally |still |honestly |pretty |basically |utterly )?(?:useless|unusable)(?![\\p{L}'])(?! (?:when|if|for|in|unless|without|here|there|as|because|on|with|at)(?![\\p{L}']))",
    // …of a thing named: "this PR is a mess, please start over".
    '(?:this|that|your) (?:pr|patch|diff|change|code|commit|branch|migration|design|implementation|api|setup|config|test|refactor|release) (?:is|was|looks) (?:just |simply |completely |totally |still |such )?(?:a mess|a disaster|a nightmare|wrong|broken|unreadable|unmaintainable)',
    // "I've been waiting on hold for 45 minutes and I'm honestly losing patience".
    '(?:losing|lost|running out of|out of|testing) (?:my |all )?patience',
    // Work thrown away: "we just found out the project is cancelled after six months of work".
    '(?:scrapped|cancell?ed|shelved|axed|killed|canned|dropped) after (?:\\w+ )?(?:months|weeks|years|a year|a month|a quarter) of (?:work|effort|development|hard work)',
    // Judged without a word: "my review got marked 'needs improvement' with zero explanation".
    '(?:with|and|but) (?:zero|no|literally no|absolutely no) (?:explanation|reason)(?![\\p{L}])|without (?:any |a |an )?(?:explanation|reason)(?! (?:needed|required|necessary))',
    // "this company treats its employees like disposable parts".
    '(?:treat|treats|treated|treating) (?:its |their |our |the )?(?:employees|staff|workers|people|engineers|devs|contractors|users|customers|us|me|them) (?:like|as) (?:disposable|garbage|trash|dirt|numbers|children|kids|robots|cogs|slaves|shit|crap|idiots|criminals)',
    // "your refund policy is a scam".
    "(?:is|it's|this is|that's|what a|total|complete|such a) (?:an? )?(?:total |complete |absolute )?(?:scam|rip-?off|ripoff|con job)(?![\\p{L}'])(?! (?:number|call|email|text|message|site|website|link|page|artist|alert)s?(?![\\p{L}']))",
    // A convention ignored: "this PR ignores every convention we agreed on, please read the style guide".
    '(?:ignores|ignored|ignoring|disregards|disregarded|breaks|violates|violated) (?:every|all|all of|the|our|any of the|most of the) (?:\\w+ )?(?:conventions?|rules|guidelines|standards|feedback|review comments|comments)',
    // The same bugs again: "these are the same bugs from last year, nothing has been fixed".
    'nothing (?:has |have )?(?:been|was|got|gets|ever gets|is) (?:fixed|done|resolved|addressed)|(?:the )?same (?:old )?(?:bugs?|issues?|problems?|crashes) (?:from|as) (?:last|the last|before)',
    // A cost of someone's slip: "this regression cost us a full day of debugging".
    '(?:cost|wasted|lost) (?:us|me|the team) (?:a |an |another )?(?:full |whole |entire )?(?:day|days|week|weeks|hours|afternoon|morning|night|sprint)(?! (?:off|of (?:fun|rest|vacation)))',
    // Made to feel unimportant: "we're treated like an afterthought".
    '(?:treated|treats us|treat us|treats me|treat me|seen|viewed) (?:like|as) (?:an? )?(?:afterthought|second.class|dirt|garbage|trash|a number|numbers|children|kids|idiots|robots|cogs)',
    // "the only one who cares about quality".
    "(?:i'm|im|i am|i feel like i'm|i feel like im|feel like i'm) (?:always |literally |basically |still )?the only one (?:here |on (?:this|the|my) team )?(?:who|that|to) (?:cares|does|writes|tests|reviews|bothers|actually|ever|shows up|cleans|documents|answers)",
    // A parcel lost or broken by a carrier: "you managed to lose my package AGAIN".
    '(?:lost|lose|losing|damaged|damage|broke|delayed|misplaced) (?:my|our) (?:package|parcel|order|luggage|bag|bags|suitcase|delivery|shipment)',
    // An idea or a design judged: "This is a terrible idea" (read as fear at 0.77).
    "(?:this|that|it)(?:'s| is| was| seems(?: like)?| sounds(?: like)?| looks like) (?:a |an |such a )?(?:really |truly |pretty |very |genuinely |frankly )?(?:terrible|awful|horrible|bad|stupid|dumb|horrendous|idiotic|misguided|half-baked|poor|dangerous) (?:idea|approach|design|decision|solution|hack|change|pr|implementation|api|pattern|default|choice|plan)",
    "(?:should|shouldn't|should not) (?:not )?be (?:here|there|in this)",
    'makes no sense',
    // Something other than agreed: "that's not what we agreed on in the meeting".
    "(?:that's|that is|this is|it's|it is|that was|this was|that isn't|this isn't) not what (?:we|i|you|they|the team|everyone) (?:agreed|asked for|discussed|decided|signed up for|ordered|paid for|were promised|was promised|expected)",
    // The work judged: "the performance regression is unacceptable", "the installer is completely broken",
    // "unusable on Windows".
    "(?:is|are|was|were|simply|just|absolutely|completely|totally|frankly|that's|it's) unacceptable",
    'unusable',
    'unplayable',
    'nerfed (?:\\w+ )*?into the ground',
    // A favourite weakened by a patch: "my main got nerfed again" (not "they nerfed the boss, finally").
    '(?:got|gets|getting|been|was|were) nerfed(?: (?:again|into|to (?:the ground|death|oblivion|hell))|(?= *(?:[.!,…]|$)))',
    // Cheated: "I got scammed in the trading channel", "ripped off by a seller".
    '(?:got|get|getting|been|was|were) (?:\\w+ )?(?:scammed|ripped off|conned|swindled)',
    // The same failure at each try: "the app crashes every time I try to upload a photo".
    '(?:crash|crashes|crashed|freezes|froze|fails|failed|breaks|broke|disconnects|hangs|times out|logs (?:me|us) out) (?:\\w+ )?(?:every|each) (?:single )?time',
    // Billed for what one gave up: "I was charged for a subscription I cancelled last month".
    '(?:charged|billed) (?:me |us )?(?:again )?(?:for|after) (?:a |the |my |our |an )?(?:\\w+ )?(?:i|we) (?:had )?(?:already )?(?:cancell?ed|returned|never (?:ordered|used|signed up for|bought))',
    // Paid below worth, said by those paid: "pay is below market", "we're underpaid".
    "(?:pay|salary|salaries|compensation|wages?) (?:is|are|has been|have been|remains?|stays?) (?:well |way |far |still |significantly |so |really )?(?:below|under) (?:the )?(?:market|average|industry)|(?:i'm|im|i am|we're|we are|feel|feeling|so|totally|massively|severely|criminally) (?:so |totally |massively |severely |criminally |really )?underpaid",
    // Said of a thing, not of the author ("I was completely broken" is grief).
    "(?<!(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i was|i felt|i feel|me|he|she|he's|she's|they|we|we're|we were|heart|hearts) )(?:completely|totally|utterly|basically|fundamentally) broken",
    // Another's waste of one's time, not futility of one's own ("I feel like I'm just wasting my time").
    "(?<!(?:^|[^\\p{L}'])(?:i'm|im|i am|i was|i've been|i have been|i'm just|im just|i am just|i was just) )wast(?:e|es|ed|ing) (?:everyone's|everybody's|everyones|our|my|people's|the team's) time",
    '(?:so|very|really|too|super|painfully|insanely|unbearably|ridiculously) (?:buggy|slow|flaky|broken|unstable|clunky|janky|laggy)',
    // Imposed without asking: "mandatory overtime again, nobody asked us".
    '(?:nobody|no one|no-one) (?:even )?(?:asked|consulted) (?:us|me|the team|the staff|anyone)(?![\\p{L}])',
    '(?:mandatory|forced|unpaid) overtime',
    'buggy',
    'how many (?:more )?times',
    'still (?:not (?:fixed|working|done|merged)|broken|waiting|no (?:response|answer|fix|update))',
    'any (?:update|news|progress)(?: on this)?\\?',
    '(?:waiting|waited) (?:for )?(?:weeks|months|ages|forever)',
    "(?:doesn't|does not|didn't|did not|won't|will not) (?:even )?work",
    'fix (?:this|it) already',
    'for the (?:last|third|fourth|fifth|tenth|hundredth) time',
    'why do we (?:even|still) (?:have|do|need|bother)',
    // The same thing again and again: "why do we keep having the same retro action items every sprint?".
    'why (?:do|does|did|are|is) (?:we|they|you|this|people|everyone|management) (?:keep|keeps|always|still) (?:having|getting|doing|making|breaking|failing|ignoring|changing|moving|scheduling|shipping|repeating|talking about|going back)',
    'so over (?:it|this|that|these)',
    "(?:second|third|fourth|fifth|tenth|nth) time (?:i've|i have|we've|we have|i|we|i'm|i am|we're|we are) (?:asked|reported|mentioned|raised|requested|asking|reporting|mentioning|raising|requesting)",
    "(?:can't|cannot|can not) believe how long",
    'how long (?:this|it|the \\w+) (?:is taking|takes|has taken)',
    '(?:ran|went|running|runs|run) (?:over|late) (?:again|constantly|every time|all the time|every week|every day)',
    // Told by the clock: "the standup ran 45 minutes again", "the sync took two hours, again".
    '(?:ran|lasted|took|dragged on(?: for)?) (?:\\d+|two|three|four|an?) (?:extra )?(?:minutes?|mins?|hours?),? again',
    '(?:always|constantly) (?:run|runs|running|start|starts|starting) late',
    // "the standup always runs over" (not "I always run over the bridge").
    '(?:meeting|meetings|standup|standups|stand-up|sync|syncs|call|calls|retro|retros|all-hands|1:1|one-on-one) (?:always |constantly |often |usually |keeps? )(?:run|runs|running|going|goes|go) (?:over|long)(?![\\p{L}])',
    "(?:i've|i have|i|we've|we have|we) (?:already )?(?:reported|asked about|raised|mentioned|flagged) (?:this|it|that)(?: \\w+)? (?:twice|(?:two|three|four|five|several|multiple|many|so many|a dozen) times)",
    'no(?:body| one) (?:has |have )?(?:even )?(?:responded|replied|answered|got back to (?:me|us))',
    "(?:never|still hasn't|still haven't|still has not|still have not) (?:got|gotten|gets|get) back to (?:me|us)",
    // How the place is run, judged: "communication between teams is poor", "decisions are made without us".
    '(?:communication|transparency|leadership|management|planning|documentation|onboarding|support|the process|feedback) (?:(?:between|across|with|from) (?:the )?(?:teams|departments|management|leadership|us) )?(?:is|has been|are|was) (?:so |very |really |extremely |pretty |quite |just )?(?:poor|bad|terrible|lacking|non-?existent|awful|a mess|broken|chaotic)',
    '(?:decisions|changes|plans|choices|priorities) (?:are|were|get|got|keep getting|are being|were being) (?:\\w+ )?(?:made|decided|changed|set) without (?:us|me|our input|any input|asking|consulting|telling)',
    // Meetings judged: "meetings are too long and there are too many of them".
    '(?:meetings|standups|stand-ups|syncs|calls|retros) (?:are|run|go|take|keep running) (?:way |far |much |always |often )?(?:too long|too many|endless|overlong|a waste)',
    // Slow or no help: "the support team took 3 days to answer my ticket and didn't even solve the problem".
    '(?:took|takes|taking) (?:\\d+|two|three|four|five|six|several|many) (?:whole )?(?:days|weeks|months) to (?:answer|reply|respond|review|fix|get back|merge|approve|look at)',
    "(?:didn't|did not|doesn't|does not|don't|do not|won't|will not) even (?:solve|fix|answer|read|look at|acknowledge|reply|respond)",
    // Too much control: "there's too much micromanagement", "my manager micromanages everything".
    'micromanag(?:ing|ed|es|e|ement|er)',
    // Unfairness named: "there's a lot of favoritism in who gets the interesting projects".
    '(?:favou?ritism|nepotism|cronyism|double standards?)',
    '(?:leadership|management|they|the (?:execs|executives|leaders|company)) (?:is|are|seems?|feels?|has been|have been) (?:so |completely |totally |really )?out of touch',
    // Wins never marked, pay that lags, budgets cut, a place too loud to work in.
    "(?:we|they|management|leadership|no one|nobody) (?:never|rarely|don't|do not) (?:ever )?(?:celebrates?|recogni[sz]es?|acknowledges?) (?:our |the |any |team |small )?(?:wins|successes|achievements|milestones|work)",
    "(?:pay|salary|salaries|wages?|raises?|compensation) (?:hasn't|haven't|has not|have not|doesn't|don't|didn't|never) (?:kept|keep) up with (?:inflation|the market|the cost of living|cost of living)",
    // A raise below inflation: "I got a 2% raise while inflation is 6%".
    '(?:raise|pay rise|increase|bump) (?:while|when|but|and|with|whereas) (?:inflation|the cost of living|rent|prices) (?:is|was|went up|rose|hit|sits at|at)',
    // A thing long waited for, still not there: "three years and still no promotion", "still no reply from HR".
    'still no (?:promotion|raise|feedback|reply|response|answer|update|word|news|fix|refund|decision|offer|bonus|review|callback)(?![\\p{L}])',
    // Handled badly: "the layoffs announcement was handled so poorly".
    '(?:was|were|is|are|got|been|being) (?:handled|managed|communicated|run|rolled out|announced) (?:so |really |very |extremely |incredibly |pretty |quite )?(?:poorly|badly|terribly|horribly|awfully|clumsily|disastrously)|(?<!(?:almost|nearly|i|we) )(?:mishandled|botched)',
    '(?:budget|budgets|bonus|bonuses|perks?|benefits?|headcount|training budget|raises?) (?:got|was|were|has been|have been|is being|are being) (?:\\w+ )?(?:cut|slashed|frozen|reduced|axed|cancell?ed)',
    '(?:too|so|way too) (?:noisy|loud|crowded|cold|hot) (?:to|for (?:me )?to) (?:concentrate|focus|work|think|get (?:anything|any work) done)',
    // Not given what the work needs: "I don't have the tools I need to do my job well".
    "(?:i|we) (?:don't|do not|never|still don't|still do not) (?:have|get) (?:the|enough|any) (?:tools|resources|support|access|equipment|budget|people|information|training|headcount|hardware) (?:i|we) (?:need|needed)",
    // Left without a word by those one works for: "my manager never gives feedback", "the maintainers never reply".
    `${NO_WORD_FROM} (?:never|rarely|barely|hardly ever|doesn't|does not|don't|do not|won't) (?:even |ever )?(?:gives?|provides?|shares?) (?:me |us |any |me any |us any )?(?:feedback|updates?|context|guidance|credit|praise|direction)`,
    `${NO_WORD_FROM} (?:never|rarely|barely|hardly ever) (?:replies|reply|responds|respond|answers|answer|checks in|check in|follows up|follow up|reviews (?:my|our|any)|review (?:my|our|any)|reads (?:my|our|any)|read (?:my|our|any))`,
    '(?:ate|eats|eating|swallowed) my (?:money|coins|card|change|changes|commit|data|files|work|homework|message|comment)',
    // A promise taken back: "management promised raises and then backtracked".
    '(?:backtracked|backpedal(?:l)?ed|reneged|went back on (?:their|his|her|its|the|our) (?:word|promise|decision))',
    '(?:slows|slowing|slowed) (?:everyone|everybody|us all|all of us|the (?:whole )?team) down',
    // Punished for nothing: "the mods banned me for no reason", "I got banned for no reason".
    '(?:got|get|was|were|been|getting) (?:banned|muted|kicked|timed out|suspended|warned|blocked) (?:\\w+ ){0,2}?for no (?:good |apparent |real )?reason',
    // Anger at the machine: "I want to punch my monitor", "about to throw my laptop out the window".
    '(?:want|wanna|going|gonna|about|ready|tempted) (?:to )?(?:punch|throw|smash|kick|hit|chuck|yeet) (?:my|the|this) (?:monitor|laptop|screen|keyboard|computer|pc|desk|wall|phone|mouse|controller)',
    // A deadline or an expectation that cannot be met: "the deadline is unrealistic".
    '(?:deadlines?|timelines?|targets?|expectations|estimates?|schedule|goals?) (?:is|are|was|were|seems?|feels?) (?:so |completely |totally |just |wildly |absolutely )?(?:unrealistic|impossible|insane|ridiculous|absurd)',
    'unrealistic (?:deadlines?|timelines?|targets?|expectations|estimates?|goals?)',
    // Work unseen: "nobody recognises the extra work I put in".
    'no(?:body| one) (?:ever |even |really )?(?:recogni[sz]es|appreciates|acknowledges|notices|values|sees) (?:the|my|our|all the|how much) (?:extra |hard |late )?(?:work|effort|hours)',
    // The same failure counted: "the app crashed three times during checkout".
    '(?:crashed|failed|broke|froze|went down|timed out|disconnected) (?:\\w+ )?(?:three|four|five|six|several|multiple|\\d+) times',
    '(?:banned|muted|kicked|timed out|suspended|warned|blocked|removed|deleted|locked) (?:me|us|my (?:post|posts|comment|comments|account|message|messages|thread)) (?:\\w+ ){0,2}?for no (?:good |apparent |real )?reason',
  ],
  overwhelm: [
    'overwhelm(?:ed|ing)?',
    // Evenings and weekends given to keep up: "I often work weekends to keep up".
    '(?:work|working|worked) (?:on )?(?:most |many |every |all |through (?:the )?)?(?:weekends|evenings|nights|late(?: nights)?)(?: [\\p{L}]+){0,3} (?:just )?to (?:keep up|catch up|get (?:it|things|everything|stuff|my work) done|meet (?:the |my |our |those )?deadlines?|stay on top|stay afloat)',
    'too much (?:on my plate|to do|work)',
    'so much (?:to do|work|going on)',
    'drowning',
    'swamped',
    // Buried under work or buried as the author is, not a thing buried in the ground or in books.
    "(?:(?:i'm|im|i am|we're|we are|been|feel|feeling|getting|got|completely|totally|absolutely|just) buried (?:in|under)|buried (?:in|under) (?:(?:a |the )?(?:pile|mountain|avalanche|backlog) of |(?:my|our) )?(?:work|e-?mails?|tickets|tasks|paperwork|meetings|requests|messages|bugs|deadlines|admin|reviews|notifications|projects|assignments|homework|debt|bills))",
    "can(?:not|'t) cope",
    "can(?:not|'t) handle (?:it|this|all)",
    'juggling',
    // The work of missing people: "hiring freeze means we're doing the work of three people".
    'doing the (?:work|jobs?) of (?:two|three|four|five|\\d+|multiple|several) (?:people|persons|engineers|devs|roles)',
    // "everyone is doing two jobs", "I'm covering three roles".
    "(?:doing|covering) (?:two|three|four|multiple|several|\\d+) (?:jobs|roles|people's jobs)",
    // A calendar with no room: "my calendar is literally back to back from 8 to 6", "when am I supposed to actually work".
    '(?:calendar|schedule|day|week) (?:is|was|has been) (?:literally |just |completely |totally )?(?:back to back|wall to wall|full of meetings|all meetings)',
    'when (?:am|are) (?:i|we) (?:even )?supposed to (?:actually )?(?:work|do (?:my|any|actual|real) work|get (?:anything|any work|my work) done|focus|code|eat|sleep)',
    'snowed under',
    'in over my head',
    'no time to (?:breathe|think|eat|sleep|rest)',
    "(?:don't|do not|barely) have (?:the )?time to (?:breathe|think|eat|sleep|rest)",
    '(?:three|four|five|several|multiple|too many) deadlines (?:this|next|in one|in the same) (?:week|day)',
    'more than i can handle',
    'back to back meetings',
    'no time to (?:actually )?(?:do (?:my|any|real) work|work|focus)',
    'too many (?:tickets|tasks|meetings|projects|priorities|fires|things to do|interruptions|pings|notifications|context switches|distractions)',
    'not enough (?:people|hands|staff|engineers|devs)',
    'short.?staffed',
    'stretched (?:(?:so|too|really|way|very|pretty|super|incredibly|a bit|extremely) )?thin',
    'spread (?:(?:way )?too|so|really|very|super|incredibly|extremely) thin',
    "(?:can't|cannot|can not|never) (?:get|finish) anything (?:done|finished)?",
    '(?:keep|kept|keeps) (?:getting|being) pulled into',
    // Work piling up behind the author: "I'm so behind", "falling behind", "no idea how I'll catch up".
    "(?:i'm|im|i am|i feel|feeling|we're|we are|the team is|our team is) (?:so |really |way |hopelessly |completely |totally |very )?behind(?! (?:the|a|an|this|that|it|him|her|them|you|my|our|your|his|their|its|one|some|corporate|proxy|firewall|vpn|nat)(?![\\p{L}]))",
    'falling (?:further |way |so )?behind',
    "(?:don't|do not|no idea|not sure) (?:know )?how (?:i'll|i will|i'm going to|i am going to|i'd|i can) (?:ever )?catch up",
    'understaffed',
    // The load itself: "the workload is crushing", "not enough time to finish my work".
    // …and "these deadlines are killing me".
    '(?:the|my|our|this|these) (?:workload|work ?load|pressure|deadlines?|schedule|pace|hours|overtime|crunch) (?:is|are|has been|have been|feels?) (?:(?:just|absolutely|honestly|so|really|literally) )?(?:crushing|insane|brutal|relentless|unmanageable|unsustainable|too much|killing (?:me|us))',
    'crushing (?:workload|pressure|deadlines?)',
    // "Workload is too high and expectations are unclear".
    '(?:workload|work ?load|work) (?:is|are|has been|feels|seems) (?:way |far |much |just |simply |still )?too (?:high|heavy|big|much)',
    "(?:don't|do not|never|doesn't) (?:have|get) (?:enough )?time to (?:finish|do|get through|complete|catch up on) (?:my|our|the|all|everything)",
  ],
  disengagement: [
    // A game or a community given up as dead: "I quit, this game is dead" (a server that is dead is down).
    "(?:this|the|our) (?:game|community|discord|sub|subreddit|channel|guild|clan|forum) (?:is|'s) (?:basically |pretty much |so |totally |completely |officially |just )?dead(?![\\p{L}'])",
    // …or left by its makers: "the devs abandoned this game lol".
    '(?:the )?(?:devs|developers|mods|admins|owners?) (?:have |just |basically |completely |totally )?(?:abandoned|given up on|gave up on|stopped (?:supporting|updating|caring about)) (?:this|the|our) (?:game|server|community|discord|project|app)',
    "(?:don't|do not|no longer|doesn't) (?:really |even |honestly )?care (?:anymore|any more|about (?:work|this|it))",
    "(?:don't|do not|doesn't) (?:even |really )?care about (?:this|the|my|our|work|it)(?: \\w+)? any ?more",
    "what(?:'s|s| is) (?:even )?the point",
    'why bother',
    "(?:don't|dont|do not|can't|cannot) see (?:the|any) point (?:of|in) (?:this|these|the|our|going|doing|trying|working)",
    // Checked out as the author or the team is, not a doctor's check, a library book or a branch.
    "(?:i'm|im|i am|i've been|i have been|i feel|feeling|i was|we're|we are|everyone's|everyone is|team is|team has|people have|already|mentally|emotionally|completely|totally|pretty much|kinda|kind of) (?:so |completely |totally |mentally |emotionally |already |pretty much )?checked out(?! (?:the|a|an|this|that|my|your|our|his|her|their|some|it|them|him|of|from|by|with|for)(?![\\p{L}']))",
    'going through the motions',
    // Fun gone, or leaving the place: "it's not fun anymore", "I'm leaving this server".
    "(?:not|no longer|isn't|is not|wasn't|stopped being|ain't) (?:even )?fun (?:anymore|any more)",
    // A place or a job gone downhill: "this server used to be fun, now it's just drama", "not as fun as it used to
    // be", "I used to love this job" (not "I used to love this song").
    `used to be ${DECLINED_GOOD}(?: [\\p{L}']+){0,3},? (?:but |and )?(?:now|these days|nowadays|lately|anymore|not anymore)(?![\\p{L}'])`,
    `not (?:nearly |even |half )?as ${DECLINED_GOOD} as (?:it|this|they|we|he|she) used to be`,
    "(?:i|we) used to (?:love|enjoy|like) (?:(?:this|my|our|the) (?:job|place|team|server|community|game|company|work|discord|channel|sub|subreddit|guild|project|office)|working here)(?! (?:when|as a|back|growing up)(?![\\p{L}']))(?![\\p{L}'])",
    "(?:i'm|im|i am|thinking (?:about|of)|considering) (?:leaving|quitting) (?:this|the) (?:server|community|group|discord|sub|subreddit|forum|guild|clan|game)",
    "(?:i'm|im|i am) (?:so |just |honestly |completely |totally |officially )?done with (?:this|the|my) (?:place|job|company|team|project|server|community|org|industry|career)",
    'unmotivated',
    // Caring given up: "third reorg this year, I've stopped caring" (not "stopped caring about what others think").
    "(?:i've|i have|i|we've|we have|we|i kinda|i kind of|i basically|i just|i honestly) (?:just |kinda |kind of |basically |honestly |completely |totally |pretty much )?(?:stopped|quit) caring(?! (?:about )?(?:what|how|whether|if)(?![\\p{L}])| about (?:others|other people|people|anyone|appearances|my looks)(?![\\p{L}]))",
    // "I don't feel like my work matters", "my work doesn't matter here".
    "(?:(?:don't|do not|never) feel (?:like |that )?(?:my|our) (?:work|job|contributions?|efforts?) (?:matters?|makes? a difference|counts?)|(?:my|our) (?:work|job|contributions?|efforts?) (?:doesn't|does not|don't|do not|never) (?:really |even )?(?:matter|make a difference|count))",
    'no motivation',
    "(?:hard|struggling|struggle|difficult|can't|cannot|trying) to (?:stay|keep|remain|get|feel) motivated",
    'lost (?:all )?(?:interest|motivation)',
    'bored',
    'boring',
    'just a (?:pay ?check|job)',
    'quiet(?:ly)? quit(?:ting)?',
    'counting down the (?:hours|days)',
    "(?:couldn't|could not) care less",
    'demorali[sz](?:ing|ed)',
    "morale(?: is| has been|'s)? (?:so |really |very |pretty |quite )?(?:low|terrible|awful|at an all.time low)",
    'low morale',
    // Quitting the job, not a habit ("want to quit smoking").
    '(?:feel(?:s|ing)? like|thinking (?:about|of)|want(?:ing)? to|going to|ready to) (?:quit(?:ting)?|resign(?:ing)?)(?: (?:my|this|the) job)?(?! ?[a-z])',
    // Notice given or about to be: "I'm going to hand in my notice", "put in my two weeks today".
    "(?:hand(?:ing|ed)? in|put(?:ting)? in|giv(?:e|ing)|gave|submit(?:ting|ted)?|turn(?:ing|ed)? in|hand(?:ing|ed)? over) my (?:notice|resignation|two weeks(?:['’]? notice)?)",
    // Leaving the company, not the office for the day ("thinking about leaving early").
    '(?:thinking (?:about|of)|considering|planning on|seriously considering) (?:leaving|quitting)(?: (?:the|this|my) (?:company|team|job|place|org|organi[sz]ation)| here| (?:in|within|by) (?:the next |the coming |a few |a couple of )?(?:\\d+ |two |three |six |twelve )?(?:months?|weeks?|years?|quarters?)|(?! ?[a-z]))',
    // Looking for the way out: a job search, not hiring ("we're looking for a new engineer").
    "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am|i've been|i have been|been|started|start|i'll start|i) )(?:actively |quietly |secretly |already )?(?:looking|searching|applying|interviewing) (?:for|at) (?:a )?(?:new|another|other|different) (?:jobs?|roles?|positions?|companies|company|employers?|opportunities)",
    '(?:updating|updated|polishing|polished|dusting off|dusted off) my (?:resume|résumé|cv|linkedin)',
    // No way forward here: "I don't see a future for me here" (not "I don't see a future where we drop support").
    "(?:don't|do not|can't|cannot|no longer) see (?:a|any|my|much of a) (?:future|path|career|way forward)(?: for (?:me|myself|us))? (?:here|at this (?:company|place|job)|in this (?:team|job|company|role|org))",
    "(?:i )?(?:hate|loathe|despise|can't stand|cannot stand) (?:my|this) (?:job|work|career)",
    // A love of the work that is gone: "I no longer enjoy my job", "I don't enjoy coming to work anymore".
    "(?:i|we) (?:no longer|don't|do not) (?:really |even )?(?:love|enjoy|like) (?:this|my|our|working|coming to) ?(?:job|work|team|company|place|project|role)(?: (?:any ?more|these days|now))?(?![\\p{L}'])",
    // No way up: "pay is fine but there is no career growth here", "zero room for advancement".
    '(?:no|zero|little|not much|not any) (?:real |clear )?(?:(?:room for|path for|path to|chance of|opportunit(?:y|ies) for) (?:career )?(?:growth|progression|advancement)|career (?:growth|progression|advancement|path)|(?:growth|progression|advancement) (?:here|for me|for us|in this (?:role|job|company|team|position)))',
  ],
  conflict: [
    // Name-calling of the one spoken to: "muted you, you're being a jerk".
    "(?:you're|you are|youre|ur|you were) (?:being |acting like |such |acting )?(?:a |an )?(?:total |complete |absolute |real )?(?:jerk|dick|asshole|prick|clown|idiot|moron|douche|douchebag|twat|tool|creep|bully)(?![\\p{L}'])",
    // Brought to tears by someone at work: "my manager made me cry today" (not a film: see text/slang.ts).
    '(?:manager|boss|lead|coworker|co-worker|colleague|client|customer|supervisor|director|ceo|teammate|team ?mate|he|she|they) (?:literally |actually |basically |almost |nearly |just )?(?:made|makes|make) me (?:cry|tear up)',
    // "Argument" is also a function's parameter and a point in a debate ("a six-argument method", "my arguments
    // against this"): only a quarrel counts.
    'argu(?:ed|ing)',
    '(?:heated|big|huge|petty|an|another|had an|having an|into an|in an) arguments?',
    'arguments? (?:with|between)',
    'fight(?:ing|s)?',
    'fought',
    'yell(?:ed|ing) at',
    // A threat to the author: "a patient's family member threatened me today" (the abuse cues take kin's threats).
    'threaten(?:ed|ing|s) (?:me|us)(?![\\p{L}])',
    'shout(?:ed|ing) at',
    // At people, not at a reply or a screen ("screaming at this reply" is laughter), nor the author's own mind.
    "(?<!(?:mind|brain|head|body|gut|heart|instincts?) (?:was |is |kept |keeps )?)scream(?:ed|ing|s)? at (?:me|us|him|her|them|you|my (?:\\w+ )?(?:kids?|son|daughter|wife|husband|partner|team|coworkers?|colleagues?|staff|reports?)|people|everyone|everybody|each other|(?:the|our) (?:team|kids?|staff|intern|new hire|waiter|cashier|customer service|support))(?![\\p{L}'])",
    '(?:raised|raising|raises) (?:his|her|their|a) voice at',
    // Retaliation for speaking up: "now I'm being retaliated against".
    '(?:retaliat(?:ed|ing|es|e) against (?:me|us)|(?<=(?:being|been|was|got|getting) )retaliated against)',
    // Remarks about who the author is: "my coworker keeps making comments about my accent".
    '(?:comments|jokes|remarks|cracks) about (?:my|me being) (?:accent|race|skin|colou?r|gender|weight|age|appearance|looks|religion|hair|body|disability|ethnicity|name|pregnancy|sexuality|being (?:a woman|gay|trans|black|old|young|pregnant))',
    'blam(?:ed|ing|es) (?:me|us|them|him|her)',
    'toxic',
    'hostile',
    'disrespect(?:ed|ful)?',
    'rude',
    'passive.aggressive',
    'bull(?:y|ied|ying)',
    // Harassed, stalked, picked on: "I'm getting harassed in DMs by another member" (not "harassment training").
    '(?:getting|got|being|been|was|am) (?:harassed|stalked|picked on|targeted|singled out|ganged up on)',
    "(?:don't|do not|doesn't) get along",
    "at each other's throats",
    'threw (?:me|us) under the bus',
    'conflict',
    "you(?:'re| are) (?:just |simply |completely |so |plain )?(?:wrong|lying|clueless|delusional|ignorant|arrogant|entitled)",
    "you(?:'re| are) (?:just )?wasting (?:everyone's|everybody's|everyones|our|my|people's) time",
    'condescending',
    'arrogant',
    'troll(?:s|ing|ed)?',
    '(?:should|deserve to|ought to) (?:be )?(?:killed|shot|hanged|die)',
    // A wish of violence on someone: "someone should shoot the CEO" (not "someone should shoot me a message").
    '(?:someone|somebody|they|you) (?:should|needs to|need to|ought to|oughta) (?:just )?(?:shoot|kill|punch|strangle|stab|hang|murder) (?:him|her|them|the|that|this|those|these|my|our|every)(?! (?:an? |the )?(?:e-?mail|message|text|note|dm|line|invite|reminder|question|ping|link|update|bug|process|job|pod|server|task|feature|branch)s?(?![\\p{L}]))',
    'imagine thinking',
    // Someone at work who is hard to bear: "my boss is a nightmare to work with".
    '(?:my|our|the) (?:boss|manager|lead|coworker|co-worker|colleague|client|customer|pm|team lead|tech lead|ceo|landlord|teammate) (?:is|was|has been|can be) (?:a |an )?(?:absolute |total |complete |real |such a |such an )?(?:nightmare|pain|jerk|asshole|tyrant|bully|micromanager|control freak|dick|prick)',
    // Work run down to others: "my manager said my work was sloppy in front of the whole team".
    '(?:said|says|called|told (?:everyone|the team|the whole team|people)) (?:that )?my (?:work|code|design|ideas?|presentation|pr|writing|report) (?:(?:was|is|were|are) )?(?:so |really |just |pretty |total |complete )?(?:sloppy|bad|terrible|garbage|trash|crap|shit|awful|useless|stupid|lazy|embarrassing|unacceptable|amateurish|a joke|a mess)',
    '(?:criticised|criticized|called out|humiliated|embarrassed|shamed|scolded|chewed out|tore into|ripped into|berated|yelled at|shouted at|screamed at) me (?:in front of|publicly|in public)',
    // Moderators or leads abusing their power, as a community says it.
    'power.?trip(?:ping|s|ped)?',
    '(?:so |too |really |very )?power.?hungry',
    'get lost',
    'bash(?:es|ed|ing) (?:the|this|my|our|people|anyone|everyone|others)',
    // Disrespect at work: being talked over, ignored, robbed of credit.
    '(?:getting|got|being|was|am) (?:constantly )?(?:interrupted|talked over|ignored|dismissed)',
    'talk(?:s|ed|ing)? over me',
    // …and said of the one who does it: "my lead constantly interrupts me" (not "feel free to interrupt me").
    '(?:interrupt(?:s|ed|ing)|ignor(?:es|ed|ing)|dismiss(?:es|ing)) (?:me|us)',
    '(?:takes?|taking|steals?|stealing) (?:the |all the )?credit for (?:my|our|everything (?:i|we)|all (?:my|our|of my|of our)|the work (?:i|we))',
    '(?:took|stole) (?:the |all the )?credit for (?:my|our|everything (?:i|we)|all (?:my|our|of my|of our)|the work (?:i|we))',
    '(?:undermin|belittl|humiliat)(?:e|es|ed|ing) me',
    '(?:make|makes|made|making) fun of me',
    'gaslight(?:s|ed|ing)? me',
    // Insults and mocking.
    'idiot(?:s|ic)?',
    // Aimed at the other: "you're trash at this game, uninstall" (a thing called trash is frustration, above).
    "(?:you're|you are|youre|ur|u r|u are) (?:so |such |absolute |complete |total |literal |actual )*(?:trash|garbage|useless|worthless|braindead|brain dead|a clown|a joke|a disgrace)",
    // "you're so bad at this game", taunts: "get rekt", "ez clap".
    "(?:you're|you are|youre|ur|u r|u are) (?:so |really |literally |actually |just |fucking )*(?:bad|terrible|awful|dogshit|shit|garbage|trash) at (?:this|the|everything|every)",
    'get rekt|ez clap|gg ez',
    '(?:(?:just |go |pls |please )|(?<=[,.!] ))uninstall(?: (?:the|this) game)?(?= *(?:[.!,]|$| noob| lol| kid))',
    'stupid(?:est)?',
    'moron(?:s|ic)?',
    'dumb(?:er|est)?',
    'clowns?',
    'incompetent',
    'shut up',
    'stfu',
    'pathetic',
    'fuck (?:you|off|this)',
    'go fuck yourself',
    // Telling someone to die: abuse, not the author's crisis ("kys", "go kill yourself").
    'kys',
    // Told to someone as abuse, like "kys", as an order opening a sentence: "kill yourself noob" (not in a game,
    // "kill yourself in Fortnite to respawn", nor the generic "you" of a post, "how hard is it to kill yourself").
    '(?<=(?:^|[.!?] ))(?:just |pls |please )?kill yourself(?! (?:in|on) )',
    'go (?:kill|hang) yourself',
    'piss off',
    'learn (?:how )?to (?:read|code|program)',
    // Mocking the other's competence: "you clearly have no idea what you're doing", "did you even test this?",
    // "maybe read the docs next time", "rtfm".
    MOCKING_CUE,
    // A put-down ("nobody asked"), not being left unconsulted ("mandatory overtime again, nobody asked us").
    'nobody asked(?! (?:us|me|the team|the staff|anyone|for (?:our|my|input|feedback)|what)(?![\\p{L}]))',
    'are you (?:kidding|serious|blind|joking)',
    '(?:your|you) people',
    'get a clue',
    'tension (?:between|with|in)',
  ],
  hopelessness: [
    // Told one will never amount to anything, and believing it: "…some days I believe him".
    "(?:i'll|i will|i'm|im|i am|i would|i'd) (?:never|not (?:ever )?(?:going to|gonna)) (?:amount to anything|be anything(?= *(?:$|[.!,;…]|in (?:life|this world))))",
    // Not a skill lacked: "I'm hopeless with regex", "hopeless at CSS".
    'hopeless(?! (?:at|with) (?!life|everything|people|myself|him|her|them|my|it all|this|the situation)[\\p{L}])',
    'no hope',
    'never (?:going to|gonna) get better',
    'nothing (?:will|is going to|ever) change',
    'no way out',
    "(?:there's|there is) no point",
    "(?:don't|do not|can't|cannot|cant) see (?:the|any) point (?:in|of) (?:anything|it all|trying|doing anything|any of (?:it|this))",
    // Not an argument, a habit or a task dropped: "I give up arguing about tabs", "giving up sugar", "give up on this PR",
    // "I give up on this SDK for today".
    '(?:give|giving) up(?! (?:arguing|explaining|debating|discussing|trying to (?:explain|convince|argue|reason)|smoking|sugar|caffeine|coffee|drinking|alcohol|meat|social media|(?:my|the|their|your|his|her) seat|on (?:this|that|the) (?:pr|bug|issue|ticket|feature|project|game|thread|argument|debate|discussion|library|tool|framework|approach|idea|package|plugin|app|setup|config|language|course|book|show|series|level|boss|puzzle|recipe|sdk|api|build|test|tests|migration|docs|laptop|printer|vpn|release|deploy|crossword|spreadsheet)|(?:on (?:\\S+ ){1,3})?for (?:today|now|the day|tonight|the week|this week)))',
    'no future',
    // Weary of living itself: "I'm so tired of existing", "tired of everything", "sick of it all".
    // (At the clause's end: not "tired of trying to explain this", "tired of the life advice threads".)
    "(?:tired|sick|weary) of (?:existing|being alive|living|life|everything|it all|fighting|trying|being me|waking up)(?= *(?:$|[.!,;:…?]|(?:like this|anymore|any more|honestly|tbh|i|and|but|so|at this point)(?![\\p{L}'])))",
    "what(?:'s|s| is) (?:even )?the point",
    "(?:won't|will never) get any better",
    `(?<!${THING_POINTLESS})pointless`,
    'worthless',
    'nothing (?:really )?matters(?: any ?more)?(?! (?:more|as|but|except|if|when|than|here))',
    'no(?:body| one) would (?:even )?(?:miss|notice) me',
    "no(?:body| one) (?:here )?would (?:even )?(?:notice|care) if i(?:'m| was| were) gone",
    'no(?:body| one) (?:here )?would (?:even )?(?:notice|care) if i (?:disappeared|vanished)(?! (?:for|from|during)(?![\\p{L}]))',

    // "honestly don't know why I bother anymore" (read as surprise): futility.
    "(?:don't|do not|dont|no idea|not sure) (?:even )?(?:know )?why i (?:even |still )?(?:bother|try|keep trying)(?! (?:with|to) (?:this|that|the|it)(?: (?:bug|error|code|tool|app|config))?[?])",
    // Done with it all: "I want to quit everything", "i'm so done with everything" (not "done with everything on my
    // list", "quit everything else and focus").
    "(?:(?:want|wanna|going|gonna|ready) (?:to )?(?:quit|give up on)|(?:i'm|im|i am|so|just) (?:so |just |really |completely |honestly )?done with) (?:everything|it all|life|all of (?:this|it))(?! (?:on|in|for|else|at work|today|i (?:needed|had|wanted))(?![\\p{L}]))",
    // Worthless to the others at work: "everyone would be better off without me on the team".
    '(?:everyone|everybody|the team|they|we|people) (?:would|will) be (?:so |much |a lot )?better off without me',
  ],
  engagement: [
    'excited (?:about|for|to)',
    // "I'm thrilled to announce I'm joining the platform team" (read as neutral), "stoked for the launch".
    // (Said by the author or in a sentence of one's own, not "I thought you'd be thrilled to…".)
    "(?<=(?:^|[.!?] |(?<![\\p{L}'])(?:i'm|im|i am|i was|we're|we are|so|really|super|absolutely|totally|beyond|just|pretty|honestly) ))(?:thrilled|stoked) (?:about|for|to|that|with)",
    '(?:killing|crushing|smashing|nailing) it',
    // The author's own motivation, not keeping others motivated or struggling to stay so ("hard to stay motivated").
    '(?<!(?:keep|keeping|stay|staying|get|getting|remain|remaining) (?:\\w+ ){0,2})motivated',
    'love (?:working|my job|this team|this project|what i do|it here)',
    'enjoy(?:ing|ed)? (?:the|this|my|working)',
    'passionate',
    'energi[sz]ed',
    'looking forward to',
    // Eager for an event: "who else is hyped for the tournament this weekend??" (not "overhyped").
    '(?<!over)hyped (?:for|about|to|af)|(?:so|super|really|very|mega|hella) (?<!over)hyped',
    'fired up (?:about|for|to)',
    "can't wait (?:to|for)",
    // Not a style: "vape-inspired", "retro inspired design".
    '(?<!-)inspired(?! (?:design|look|style|theme|dish|menu|outfit|decor))',
    // Said of a meeting, a talk, a leader: "the all-hands was actually inspiring".
    '(?:was|is|were|so|really|truly|genuinely|actually|incredibly) inspiring',
    'proud of (?:the|our|this|my)',
    // Growth told by the author: "I've learned so much in my first year here".
    "(?:i've|i have|i|we've|we have) (?:really |already )?(?:learned|learnt|grown) (?:so much|a lot|a ton|tons|loads|more than)",
    // "Our team lunches are the highlight of my week".
    '(?:is|are|was|were) (?:always |honestly |easily |really )?the (?:highlight|best part) of my (?:day|week|month|year|job|work)',
    'great progress',
    'fun (?:project|work|team)',
    "let's do (?:it|this)",
  ],
  belonging: [
    'part of (?:the|this|a|our) (?:team|family|community|group)',
    '(?:feel(?:s|ing)?|felt) (?:so |very |really |truly |always )?(?:welcome|welcomed|included|at home|supported|valued|heard)',
    'my people',
    'like (?:a|one big) family',
    'belong',
    'have my back',
    // A welcome told: "first week here and everyone has been so nice" (not "everyone has been so nice to him").
    '(?:everyone|everybody|the team|people) (?:here |on the team |on my team )?(?:has been|have been|is|are|was|were) (?:so |really |very |super |incredibly |amazingly |extremely )?(?:nice|welcoming|kind|friendly|helpful|supportive)(?! of| (?:to|with) (?:him|her|them|the)(?![\\p{L}]))(?: (?:to me|so far|since i (?:joined|started)))?',
    'supportive (?:team|colleagues|manager|community|people)',
    // Someone at work who stands by the author: "my mentor has been incredibly supportive".
    '(?:my|our) (?:manager|boss|lead|mentor|team|teammates|colleagues|coworkers|tech lead|team lead) (?:has been|have been|is|are|was|were) (?:so |incredibly |really |very |super |always |amazingly |extremely )?supportive',
    // Said of someone in a survey answer: "I'd rate my manager 9/10, very supportive" (not "supportive of the idea").
    '(?:very|so|really|super|incredibly|extremely|always|amazingly) supportive(?! of (?:the|this|that|an?|your|his|her|their) (?:idea|proposal|change|plan|decision|bill|policy|move|pr|approach))',
    // Safe to speak: "I feel safe to speak up in my team" (its denial is anxiety's).
    '(?:feel|feels|feeling|felt) safe (?:to speak up|speaking up|to share|sharing|to disagree|disagreeing|to ask|asking|to raise|raising|to push back|pushing back|to make mistakes|making mistakes|to fail|failing|to experiment|experimenting|to be myself|being myself)',
    '(?:feel|feels|feeling|felt) comfortable (?:to speak up|speaking up|to disagree|disagreeing|to push back|pushing back|raising concerns)',
    // A community held dear: "it's honestly my favourite place online", "best team I've ever worked with".
    '(?:my|our) (?:absolute |all.time )?favou?rite (?:place|community|server|team|group|corner of the internet)',
    "(?:the )?best (?:team|community|server|group|people|coworkers|colleagues) (?:i've|i have|i've ever|i have ever|i ever) (?:worked with|been (?:a )?part of|been in|joined|had)",
    // The team's spirit enjoyed: "Love the energy in this team lately!" (not "love the energy drink").
    '(?:love|loving|enjoy|enjoying) (?:the )?(?:energy|vibes?|culture|atmosphere|spirit|camaraderie) (?:in|on|of|around|here)',
    "we(?:'re| are) in this together",
    'glad to be (?:here|part)',
  ],
  gratitude: [
    // A community that carried the author: "this community has helped me through a really dark time".
    '(?:this|the|our|you) (?:community|server|group|sub|subreddit|team|discord|place|guild|clan|people here)(?: here)? (?:has |have |really |honestly |truly )*(?:helped|saved|supported|carried|got) me (?:through|so much|a lot|more than|out of)',
    'thanks?',
    'thank you',
    'thx',
    'ty',
    'grateful',
    'gratitude',
    'appreciat(?:e|ed|ion|ive)',
    'kudos',
    // Help praised in a person: "your support agent was really helpful", "you've been so helpful" (not "would be
    // helpful", "salt baths are helpful for me").
    "(?:you|you've|you have|you're|youre|you were|you guys|y'all|everyone|everybody|people|he|she|they|(?:\\w+ )?(?:patients|families|customers|clients|users|neighbou?rs|volunteers|nurses|doctors|colleagues|coworkers|teammates|folks)|(?:the|your|our|my) (?:\\w+ )?(?:support|agent|team|staff|people|mods?|moderators?|manager|lead|mentor|colleagues?|coworkers?|co-workers?|reviewers?|maintainers?|rep|representative|admins?|folks|crew|community|engineers?|devs?|doctor|nurse|tech|technician|guy|lady|person|patients?|famil(?:y|ies)|customers?|clients?|users?|neighbou?rs?|volunteers?|nurses|doctors)(?: (?:team|staff|agent|people|folks))?)(?: here| on (?:the |this )?\\w+)? (?:was |were |has been |have been |is |are |been )?(?:so |really |very |super |incredibly |extremely |truly |genuinely |hugely |most |amazingly |always )?helpful(?! (?:if|to (?:know|have|add|see|get|include)|when)(?![\\p{L}]))",
    'shout.?out to',
    'cheers',
  ],
};

const BOOK = new CueBook<State>(STATES.map((s) => [s, CUES[s]] as const));

/** Emotion groups whose probability alone can carry a state, with the probability needed. */
const EMOTION_EVIDENCE: Partial<Record<State, { emotions: string[]; min: number }>> = {
  anxiety: { emotions: ['anxious'], min: 0.5 },
  frustration: { emotions: ['angry'], min: 0.6 },
  gratitude: { emotions: ['grateful'], min: 0.6 },
};

/**
 * Irritation that names no feeling: the valence model (which has read heated issue threads and code review) finds
 * the text clearly negative and anger is its leading negative emotion ("How is this still not merged, seriously").
 */
const IRRITATED_VALENCE = -0.4;
/** The valence at or below which a text reads as clearly negative: irritation's, and `analyse`'s for its mood. */
export const CLEARLY_NEGATIVE = IRRITATED_VALENCE;
const IRRITATED_ANGER = 0.3;
const emotionOf = (input: StateInputs, name: string): number =>
  input.affect.emotions[input.emotionNames.indexOf(name)] ?? 0;

function irritated(input: StateInputs): boolean {
  if (input.affect.valence > IRRITATED_VALENCE) return false;
  const angry = emotionOf(input, 'angry');
  if (angry >= IRRITATED_ANGER && angry >= Math.max(emotionOf(input, 'sad'), emotionOf(input, 'anxious')))
    return true;
  // The mood model, which has read heated issue threads as well, finds anger or disgust the text's mood.
  const mood = input.affect.mood;
  let top = 0;
  for (let k = 1; k < mood.length; k++) if (mood[k]! > mood[top]!) top = k;
  return MOODS[top] === 'anger' || MOODS[top] === 'disgust';
}

export interface StateInputs {
  norm: string;
  affect: AffectFeatures;
  emotionNames: readonly string[];
  /** Whether the stress index is above the stress threshold. */
  stressed: boolean;
}

/** Up to this many tokens, thanks are what a message is about; a long post ending "thanks in advance" is not. */
const THANKS_MESSAGE_TOKENS = 40;

/**
 * A message of thanks (the gratitude state, which strongly negative text never gets, in a message-length text):
 * strain words inside it ("thanks for covering for me while my kid was sick") are the reason for the thanks, so
 * the stress index alone gives no stress and no distress.
 */
export function thankful(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const grateful = 'has' in states ? states.has('gratitude') : states.includes('gratitude');
  return grateful && affect.tokens.length <= THANKS_MESSAGE_TOKENS;
}

/** States that say the author is strained; their cues hold even beside thanks ("stressed, thanks for asking"). */
const POSITIVE_STATES: ReadonlySet<State> = new Set(['engagement', 'belonging', 'gratitude']);
const STRAINED: ReadonlySet<State> = new Set(STATES.filter((s) => !POSITIVE_STATES.has(s)));

/** Whether `said` (states said in words) names a strain and nothing positive. */
export const strainSaid = (said: readonly State[]): boolean =>
  strainAmong(said) && !said.some((s) => POSITIVE_STATES.has(s));
/** Whether any strain is said, whatever else is. */
export const strainAmong = (said: readonly State[]): boolean => said.some((s) => STRAINED.has(s));
/** Exhaustion or workload said in words ("the team is stretched thin", "I'm fried"): never joyful news. */
export const workloadSaid = (said: readonly State[]): boolean =>
  said.includes('overwhelm') || said.includes('burnout');
/**
 * A message that opens with thanks and says gratitude, with no strain said ("Thanks for the PR, but…"): positive
 * (mood/valence.ts). `analyse` also leaves out sarcasm, hard events and risk, which training rows are not read for.
 */
export const thanksOpen = (norm: string, said: readonly State[]): boolean =>
  OPENS_WITH_THANKS.test(norm) && said.includes('gratitude') && !strainSaid(said);
/** A positive state said in words and no strain: "so motivated for this project!" */
export const onlyGladSaid = (said: readonly State[]): boolean =>
  said.some((s) => POSITIVE_STATES.has(s)) && !said.some((s) => STRAINED.has(s));

/** States only words (or strong emotion evidence) give: a strain the author names. */
const NAMED_STRAIN: ReadonlySet<State> = new Set([
  'stress',
  'burnout',
  'overwhelm',
  'anxiety',
  'hopelessness',
  'loneliness',
]);

/**
 * A hard event of the author's said in words: mistreatment, a bereavement, the loss of their job, a loved one gravely
 * ill.
 */
export const hardEvent = (r: StateReading) => r.mistreated || r.bereaved || r.jobLost || r.kinIll;

/** What `readStates` reads from a text. */
export interface StateReading {
  states: State[];
  /** The states said in words: cue hits, not the models' inferences. */
  said: State[];
  courtesy: Courtesy;
  /** A conflict aimed at the author ("the client yelled at me", "my lead took credit for my work"). */
  mistreated: boolean;
  /** A bereavement of the author's own said in words ("my grandma passed away last week"). */
  bereaved: boolean;
  /** A loved one of the author's gravely ill, said in words ("my mom is in the hospital", text/loss.ts). */
  kinIll: boolean;
  /** The author's job lost, said in words ("I just got laid off", "my contract wasn't renewed"). */
  jobLost: boolean;
  /** Set phrases of sarcasm, put-downs and mocking (see `sarcastic`). */
  sarcastic: boolean;
  /**
   * A success of the author's or their team's said in words ("we shipped v2 today", "I passed my exam"), with no
   * strain, hard event or sarcasm said beside it (text/success.ts).
   */
  celebrated: boolean;
  /**
   * A strain said only with a hedge ("a bit worried about the Q4 targets") or nerves before an occasion ("nervous
   * for my first tournament"): see `mildStrain`.
   */
  mild: boolean;
}

/**
 * The stress index a signal's distress is read from: a named strain ("worked until 2am, this workload is not
 * sustainable") or a hard event (a conflict aimed at the author, "the client yelled at me today", or a
 * bereavement, "my grandma passed last week") is at least at the stress threshold, whatever the words around it;
 * a message of thanks with no strain named and no hard event is read as typical text.
 */
export function distressIndex(
  reading: StateReading,
  affect: AffectFeatures,
  index: number,
  threshold: number,
) {
  const { states, said, courtesy, celebrated } = reading;
  // A hard event said in words is strain whatever courtesy or thanks stand around it ("my grandma passed last
  // week, I'll be out. Thanks").
  const hardship = hardEvent(reading);
  // Good news with no strain said is read as typical text, as thanks are ("I passed my exam!!" was at 4.4).
  if (
    !hardship &&
    (celebrated ||
      calmThanks(states, said, affect) ||
      calmGlad(states, said, affect) ||
      courtesy === 'typical')
  )
    return Math.min(index, 0);
  // A loss or a loved one gravely ill is more than stress at its threshold ("We lost the baby at 14 weeks. I'll be
  // offline for a while" was at 5.0, "My son is in the ICU after a car accident" at 5.0).
  if (reading.bereaved || reading.kinIll) return Math.max(index, threshold + GRAVE_MARGIN);
  // So is a job lost ("I got laid off this morning. Still processing it." was at 5.0).
  if (reading.jobLost) return Math.max(index, threshold + GRAVE_MARGIN);
  if (hardship) return Math.max(index, threshold);
  // Never raised by the hedge: a strain it softens is at the threshold only when one is named.
  if (reading.mild)
    return courtesy !== null
      ? Math.min(index, threshold - REPROACH_MARGIN)
      : states.some((s) => NAMED_STRAIN.has(s))
        ? threshold
        : Math.min(index, threshold);
  // Burnout or overwhelm said without a hedge is more than stress at its threshold ("I haven't had a real weekend in
  // two months, I'm burned out" and "…I'm drowning" were at 5.0).
  if (
    !courtesy &&
    said.some((s) => s === 'burnout' || s === 'overwhelm') &&
    STRONG_STRAIN.test(affect.tokens.join(' '))
  )
    return Math.max(index, threshold + GRAVE_MARGIN);
  if (states.some((s) => NAMED_STRAIN.has(s))) return Math.max(index, threshold);
  return courtesy === null ? index : Math.min(index, threshold - REPROACH_MARGIN);
}

/**
 * What kind of message that is not strain a text is, read from the states said in words: `typical` for a plain
 * request or question and a routine apology (read as typical text), `below` for a reproach, irritation (unless the
 * author is `mistreated`: a conflict aimed at them), an absence notice and a judgement of something else (no stress
 * from the index, distress below the stress threshold), `impersonal` for the last of these (which also takes no
 * anxiety from the emotion model); null for any other text.
 */
export type Courtesy = 'typical' | 'below' | 'impersonal' | null;

export function courtesyOf(said: readonly State[], affect: AffectFeatures, mistreated = false): Courtesy {
  if (
    plainRequest(said, affect) ||
    routineApology(said, affect) ||
    plainUncertainty(said, affect) ||
    sympathyWithHelp(said, affect) ||
    helpOffered(said, affect)
  )
    return 'typical';
  if (impersonal(said, affect)) return 'impersonal';
  return reproach(said, affect) ||
    absenceNotice(said, affect) ||
    reassurance(said, affect) ||
    boredom(said, affect) ||
    technicalBlocker(said, affect) ||
    ownSlip(said, affect) ||
    (!mistreated && irritation(said, affect)) ||
    bodilyAche(said, affect)
    ? 'below'
    : null;
}

/**
 * An anxiety or sadness word, read whether negated or not: "I don't know" and "I can't" negate what follows them
 * ("I don't know why I'm so tired").
 */
const feelingNamed = (affect: AffectFeatures): boolean =>
  affect.vector[ANXIETY_WORDS]! > 0 || holdsAffectWord(affect.tokens, thingJudged);

/** Strain said in its strongest words: burned out, drowning, falling apart, at breaking point, running on empty. */
const STRONG_STRAIN =
  /(?:^| )(?:i'm|im|i am|i feel|i'm feeling|feeling|i've been|ive been|i was|we're|we are) (?:(?:so |completely |totally |really |just |absolutely |kind of |kinda |literally )?(?:burn(?:ed|t)[ -]?out|drowning|falling apart|at (?:my )?breaking point|barely holding it together|running on empty|at my limit)|(?:so|completely|totally|absolutely|utterly) overwhelmed)(?! on | by | with the)/;

/** Sadness words that judge a thing as well as name a feeling: "useless", "terrible", "the worst". */
const JUDGING = new Set(['useless', 'terrible', 'awful', 'horrible', 'worst', 'worse']);
/** What stands between a thing and its judgement: "is", "is so", "was completely". */
const JUDGED_BY = new Set(['is', "'s", 'are', 'was', 'were', 'seems', 'looks', 'sounds', 'feels', "isn't"]);
const JUDGEMENT_HEDGES = new Set([
  'so',
  'completely',
  'totally',
  'absolutely',
  'pretty',
  'literally',
  'just',
  'really',
  'utterly',
  'still',
  'honestly',
  'beyond',
]);
/** Who or what a judgement may not be of: the author, their life, everything. */
const NOT_A_THING = new Set([
  'i',
  "i'm",
  'im',
  'me',
  'myself',
  'life',
  'everything',
  "i've",
  'he',
  'she',
  'they',
  'everyone',
]);
/**
 * A judgement of a thing, not a feeling: "Confluence search is useless", "your chatbot is useless", "this update is
 * terrible" (not "I feel useless", "my life is useless", "everything is terrible").
 */
function thingJudged(tokens: readonly string[], i: number): boolean {
  if (!JUDGING.has(tokens[i]!)) return false;
  let j = i - 1;
  while (j >= 0 && JUDGEMENT_HEDGES.has(tokens[j]!)) j--;
  if (j < 1 || !JUDGED_BY.has(tokens[j]!)) return false;
  const subject = tokens[j - 1]!;
  return isWord(subject) && !NOT_A_THING.has(subject) && !OWN_LIFE.has(subject);
}

/** A tool or a step of work that will not go: "I can't log in to Jira", "I'm stuck on this test". */
const BLOCKED =
  /(?:^| )(?:(?:i|we)(?: still| just)? (?:can't|cant|cannot|can not|couldn't|am unable to|am not able to)|(?:i'm|im|we're) (?:unable|not able) to) (?:log ?in|sign in|access|connect|ssh|push|pull|build|deploy|reproduce|install|compile|merge|debug|run (?:the|this|it|my|our)|find (?:where|how|the|my|it)|figure out (?:how|where|the))(?= |$)|(?:^| )(?:i'm|im|i am|we're|we are) (?:still |kind of |kinda |a bit |totally )?stuck (?:on|with|at) (?:this|the|a|my|our)(?= |$)|(?:^| )(?:(?:i'm|im|i am|we're|we are|i keep|we keep|i'm still|i am still) (?:getting|seeing|hitting)|(?:i|we) (?:get|got|see|saw|hit|still get)) (?:an? |the |this |that |some |same )?(?:[a-z0-9]+ )?[a-z]*(?:error|exception|segfault|timeout|traceback|crash)(?:s)?(?= |$)/;
/** Up to this many tokens a message about a blocker is about that. */
const BLOCKER_MESSAGE_TOKENS = 20;

/**
 * A short message about a tool or a step of work that will not go, with no strain but irritation said, no anxiety
 * or sadness word (negated or not), no plea and no stressor ("I can't log in to Jira", "I'm stuck on this test, any
 * ideas?", "I'm getting an error when I call save()"): the stress index reads "can't", "stuck" and "error" as
 * strain, which put the first at distress 8.1. Its irritation is frustration's; it gets no stress from the index
 * and stays below the stress threshold. "I can't log in and the deadline is in an hour" and "I'm stuck on this and I
 * can't do this anymore" keep their reading.
 */
export function technicalBlocker(
  states: ReadonlySet<State> | readonly State[],
  affect: AffectFeatures,
): boolean {
  const { tokens } = affect;
  if (tokens.length > BLOCKER_MESSAGE_TOKENS || tokens.length === 0) return false;
  if (!BLOCKED.test(tokens.join(' '))) return false;
  if ([...states].some((s) => STRAINED.has(s) && !AT_OTHERS.has(s))) return false;
  if (feelingNamed(affect)) return false;
  // The blocker's own "can't" is no plea; "anymore" and "desperate" are.
  return !tokens.some(
    (t) =>
      (PLEA.test(t) && !CANNOT.has(t)) ||
      WORK_STRESSORS.has(t) ||
      (STRESSOR_WORDS.has(t) && !NOT_PRESSURE.has(t)),
  );
}

/** Up to this many tokens a message of irritation is about that. */
const IRRITATION_MESSAGE_TOKENS = 25;

/**
 * Irritation said in a chat message, with no other strain said, no anxiety or sadness word (negated or not), no
 * plea and no stressor ("my manager never gives feedback", "the maintainers never reply to issues"): the stress
 * index reads its negative words and first person as strain. What it voices is frustration or conflict, which
 * those states carry: no stress from the index, and distress below the stress threshold.
 */
export function irritation(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens } = affect;
  if (tokens.length > IRRITATION_MESSAGE_TOKENS || tokens.length === 0) return false;
  const list = [...states];
  if (!list.some((s) => AT_OTHERS.has(s)) || list.some((s) => !AT_OTHERS.has(s))) return false;
  if (feelingNamed(affect)) return false;
  return !tokens.some(
    (t, i) => PLEA.test(t) || WORK_STRESSORS.has(t) || (isStressorAt(tokens, i) && !NOT_PRESSURE.has(t)),
  );
}

const BORED = new Set(['bored', 'boring', 'boredom']);
/** What boredom may come with in words: disengagement ("bored") and irritation ("this meeting is boring"). */
const BOREDOM_STATES: ReadonlySet<State> = new Set(['disengagement', 'frustration']);

/**
 * Boredom said in a chat message with no other strain ("i'm so bored", "bored out of my mind, nothing to do"): the
 * stress index reads its first person and low mood as strain, which put "i'm so bored" at distress 8.4. It keeps
 * its disengagement, gets no `stress` from the index and stays below the stress threshold; "bored and lonely
 * tonight" (loneliness said) keeps its reading.
 */
export function boredom(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REQUEST_MESSAGE_TOKENS || !tokens.some((t) => BORED.has(t))) return false;
  if ([...states].some((s) => STRAINED.has(s) && !BOREDOM_STATES.has(s))) return false;
  if (vector[ANXIETY_WORDS]! > 0 || vector[SADNESS_WORDS]! > 0) return false;
  return !tokens.some((t) => PLEA.test(t) || STRESSOR_WORDS.has(t));
}

/** Saying one does not know: "I have no idea.", "not sure, maybe ask Dana", "idk". */
const UNSURE =
  /(?:^| )(?:i have no idea|i've no idea|no idea|(?:i'm|im|i am) not (?:really |entirely |totally |quite |100% )?sure|not sure|(?:i )?(?:don't|dont|do not) (?:really )?know|dunno|idk|no clue|beats me|not certain)(?= |$)/;
/**
 * …about one's own life or coping, which is strain: "I have no idea what to do anymore" (not "what to do with this
 * config file", a thing of work).
 */
const UNSURE_OF_LIFE =
  /(?:what to do(?! with (?:this|the|that|these|those|it|a|an|our) )|how to (?:cope|go on|live|keep going|deal|handle|stop|make (?:it|them|this|these|him|her) (?:stop|go away|leave)|get rid|get better|feel better|help myself|fix (?:this|myself|it|me))|go away|with my life|if i can|who i am|where to turn|anymore|any more)(?= |$)/;
/** Up to this many tokens a message of not knowing is about that. */
const UNSURE_MESSAGE_TOKENS = 15;

/**
 * A short message that says the author does not know, with no strain, no anxiety or sadness word, no plea and no
 * stressor ("I have no idea.", "I don't know", "I'm not sure, maybe ask Dana"): the stress index reads its first
 * person and its negation as strain, which put "I don't know" at distress 8.0. Read as typical text, as thanks are.
 * "I have no idea what to do anymore" and "I don't know what to do with my life" keep their reading.
 */
export function plainUncertainty(
  states: ReadonlySet<State> | readonly State[],
  affect: AffectFeatures,
): boolean {
  const { tokens } = affect;
  if (tokens.length > UNSURE_MESSAGE_TOKENS || tokens.length === 0) return false;
  const text = tokens.join(' ');
  if (!UNSURE.test(text) || UNSURE_OF_LIFE.test(text)) return false;
  if ([...states].some((s) => STRAINED.has(s))) return false;
  if (feelingNamed(affect)) return false;
  return !tokens.some((t) => PLEA.test(t) || STRESSOR_WORDS.has(t));
}

/** Words of an apology ("sorry I'm late", "apologies for the delay"). */
const APOLOGY = new Set(['sorry', 'apologies', 'apologise', 'apologize', 'oops', 'whoops']);
const APOLOGY_LEADS = new Set(['so', 'really', 'very', 'super', 'my', 'bad', 'oh', 'ah', 'hey', 'hi']);

/**
 * A routine apology in a chat message ("sorry I'm late, train was delayed", "apologies for the slow reply"):
 * "sorry" reads as sadness and remorse to models trained on Reddit, which made a note about a late train read as
 * stressed at distress 8.4. An apology of up to 25 tokens that names no strain, no anxiety or sadness word, no
 * stressor and no plea is read as typical text, as thanks are. "sorry for the slow replies, my mom is in
 * hospital" keeps its reading.
 */
export function routineApology(
  states: ReadonlySet<State> | readonly State[],
  affect: AffectFeatures,
): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REQUEST_MESSAGE_TOKENS || tokens.length < 2) return false;
  if (!apologises(tokens)) return false;
  if ([...states].some((s) => STRAINED.has(s))) return false;
  if (vector[ANXIETY_WORDS]! > 0 || vector[SADNESS_WORDS]! > 0) return false;
  return !tokens.some((t) => PLEA.test(t) || (STRESSOR_WORDS.has(t) && !ASKING.has(t)));
}

/** Sympathy that opens a reply: "I'm sorry to hear…", "sorry to hear that!". */
const SYMPATHY_OPENS = /^(?:(?:i'm|im|i am|so|really|very|oh|ah) )*sorry to hear(?= |$)/;
/** Help offered or asked for after it: "did you try clearing the cache?", "send me the logs and I'll dig in". */
const HELP_OFFERED =
  /(?:^| )(?:did you try|have you tried|(?:can|could) you (?:try|share|send|post|check|paste|run)|try (?:clearing|restarting|running|reinstalling|updating|deleting|removing|rebooting|logging)|send me|dm me|let me know|i'll (?:dig|take a look|look into|check|have a look|help)|happy to help)(?= |$)/;
/** Up to this many tokens a reply of sympathy and help is about that. */
const SYMPATHY_MESSAGE_TOKENS = 40;
/** SYMPATHY_OPENS allows at most this many words before "sorry" ("oh i'm really sorry…"). */
const SYMPATHY_OPENING_WORDS = 6;

/**
 * Sympathy with help in a reply ("I'm sorry to hear the build broke on your machine. Did you try clearing the
 * cache?", stressed at 7.0): "sorry" reads as sadness and the trouble it names as the author's, but the author is
 * the one helping. With no strain said but the other's irritation, it is read as typical text.
 */
export function sympathyWithHelp(
  states: ReadonlySet<State> | readonly State[],
  affect: AffectFeatures,
): boolean {
  const { tokens } = affect;
  // "sorry" stands among the first words, or the message opens otherwise: most texts stop here, before any join.
  if (tokens.length > SYMPATHY_MESSAGE_TOKENS || !tokens.slice(0, SYMPATHY_OPENING_WORDS).includes('sorry'))
    return false;
  const text = tokens.join(' ');
  if (!SYMPATHY_OPENS.test(text) || !HELP_OFFERED.test(text)) return false;
  if ([...states].some((s) => STRAINED.has(s) && s !== 'frustration')) return false;
  return !tokens.some((t) => PLEA.test(t) || DEATH.test(t));
}

/** Help offered to whoever may need it: "if anyone is struggling tonight, the support channel is open". */
const OFFER_OPENS =
  /^(?:(?:just )?(?:a )?(?:reminder|heads up|psa)[,:.!-]* )?if (?:anyone|anybody|someone|somebody|you|any of you|y'all)(?: here)? (?:is|are|'s|'re|feels?|needs?|wants?|ever|has|have|happens?) /;
const HELP_OPEN =
  /(?:^| )(?:(?:the |our |my )?(?:support |help |vent |venting )?(?:channel|dms?|door|inbox|line|hotline|space|room)s? (?:is|are|'s|'re|will be|stays?) (?:always |still |open|here)|(?:mods|moderators|we|i|the team)(?:'re|'m| are| am) (?:always |still )?(?:around|here|available|listening)|(?:reach out|dm me|message me|ping me|talk to us|come talk|don't hesitate)(?= |$))/;
/** Up to this many tokens an offer of help is what a message is about. */
const OFFER_MESSAGE_TOKENS = 40;

/**
 * An offer of help to others, as moderators and leads post it ("if anyone is struggling tonight, the support channel
 * is open and mods are around", stressed at 7.6 from "struggling"): no strain of the author's, read as typical text.
 */
export function helpOffered(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens } = affect;
  if (tokens.length > OFFER_MESSAGE_TOKENS || tokens[0] === undefined) return false;
  const text = tokens.join(' ');
  if (!OFFER_OPENS.test(text) || !HELP_OPEN.test(text)) return false;
  // The offer's own "struggling" is the others'; a feeling named after it is the author's ("…, I'm struggling too").
  const comma = tokens.indexOf(',');
  const rest = comma < 0 ? [] : tokens.slice(comma + 1);
  return (
    ![...states].some((s) => STRAINED.has(s)) && !tokens.some((t) => DEATH.test(t)) && !holdsAffectWord(rest)
  );
}

/** A slip at work, owned: "I missed an integration test", "I made a mistake and the PR was closed", "my bad". */
const SLIP =
  /(?:^| )(?:(?:i|i've|ive|i have|we|we've) (?:just |accidentally |mistakenly |probably |must have |might have )?(?:missed|forgot|forgotten|broke|messed up|screwed up|made a (?:mistake|typo)|pushed (?:to|the wrong)|merged (?:the wrong|too)|deleted|closed|overwrote|misread|mixed up)|my (?:mistake|bad|fault)|oops|whoops)(?= |$)/;
/** What a slip at work is about: a thing of code or of the work. */
const SLIP_OBJECTS = new WordList(
  `test tests pr prs commit commits branch branches file files link links review reviews comment comments build builds
merge rebase ticket tickets import imports config changelog docs doc line lines typo version release label labels pull
readme issue issues changes change patch step argument param parameter flag check checks lint linting squash squashing`,
);
/** Up to this many tokens a message about a slip is about that. */
const SLIP_MESSAGE_TOKENS = 30;

/**
 * A slip at work owned in a short message with no strain said and no feeling named ("I missed an integration test.
 * I'll look into that.", "@snicoll, oh, it's my mistake, I'm so sorry"): the stress index reads its first person,
 * "sorry" and "mistake" as strain, which put the second at distress 7.4. It stays below the stress threshold; "I made
 * a mistake and I'm so anxious about it" keeps its reading, and a slip that drew a hard event (a manager yelling)
 * is read as that.
 */
export function ownSlip(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens } = affect;
  if (tokens.length > SLIP_MESSAGE_TOKENS || tokens.length === 0) return false;
  if (!tokens.some((t) => SLIP_OBJECTS.has(t)) || !SLIP.test(tokens.join(' '))) return false;
  if ([...states].some((s) => STRAINED.has(s) && !AT_OTHERS.has(s))) return false;
  if (affect.vector[ANXIETY_WORDS]! > 0 || affect.vector[SADNESS_WORDS]! > 0) return false;
  return !tokens.some(
    (t) => PLEA.test(t) || WORK_STRESSORS.has(t) || (STRESSOR_WORDS.has(t) && !NOT_PRESSURE.has(t)),
  );
}

/** Owning a slip: "my bad", "my fault", "my mistake". */
const OWNED = new Set(['bad', 'fault', 'mistake']);

/**
 * Whether a message apologises: it opens with sorry, apologies, oops or "my bad" ("sorry I'm late"), or says
 * sorry, apologises or owns a slip further on ("I missed an integration test, my bad, sorry", "Done. My fault.").
 */
function apologises(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (APOLOGY.has(t) && (i === 0 || t !== 'oops' || APOLOGY_LEADS.has(tokens[i - 1]!))) return true;
    if (t === 'my' && OWNED.has(tokens[i + 1] ?? '')) return true;
    if (correctsItself(tokens, i)) return true;
  }
  return false;
}

/** Where a message goes wrong: "wrong channel", "wrong thread". */
const MISPLACED = new Set(['channel', 'thread', 'chat', 'room', 'server', 'person', 'tab', 'window', 'dm']);
/** What one takes back: "ignore me", "ignore that", "disregard my last message". */
const TAKEN_BACK = new Set(['me', 'that', 'this', 'my', 'the', 'above', 'previous']);

/**
 * A message that takes itself back, as an apology does: it opens with "ignore me", "disregard that", "nvm" or
 * "never mind", or says it went to the wrong channel ("Ignore me, wrong channel" read as anger at distress 8.5).
 */
function correctsItself(tokens: readonly string[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  if (t === 'wrong' && MISPLACED.has(next)) return true;
  if (i !== 0) return false;
  if ((t === 'ignore' || t === 'disregard') && TAKEN_BACK.has(next)) return true;
  return t === 'nvm' || t === 'nevermind' || (t === 'never' && next === 'mind');
}

const I_AM = "(?:i['’]m|i am|im)";
const REGRET_VERB =
  "(?:can['’]?t|cannot|can not|won['’]?t|will not|don['’]?t|do not|doesn['’]?t|does not|isn['’]?t|is not|aren['’]?t|wasn['’]?t|didn['’]?t|haven['’]?t|hasn['’]?t|couldn['’]?t|wouldn['’]?t|shouldn['’]?t|have to|has to|had to|['’]ll have to|will have to|need to|needs to|must|missed|misread|misunderstood|disagree)";
const AFRAID = new RegExp(`(?<![\\p{L}'’])${I_AM} afraid`, 'giu');
/** "I'm afraid" that opens bad news: "I'm afraid we can't ship this week", "I'm afraid not". */
const REGRET_AFTER = new RegExp(
  `^,? (?:not|so|(?:that )?(?:i|we|you|this|that|it|there|they) ${REGRET_VERB})(?![\\p{L}])`,
  'iu',
);
/**
 * "I'm afraid" that opens bad news about a thing: "I'm afraid it's not possible", "I'm afraid this breaks
 * backwards compatibility", "I'm afraid there's a bug in the parser", "I'm afraid these changes conflict with main",
 * "I'm afraid the migration will slip to next week" (a step of the work: not "I'm afraid the layoffs will hit us").
 * Not when the news is the author's own ("I'm afraid this is the end for me": see AUTHOR_AFTER).
 */
const THING_NEWS_AFTER =
  /^,? (?:that )?(?:(?:it|this|that|there)['’]s (?:not|no|nothing)(?![\p{L}])|there['’]s |(?:this|these|those|there)(?: (?:change|changes|pr|patch|commit|approach|fix|code|tests?|feature|release|branch|version|api|build|one))? (?:[\p{L}]+s|is|are|was|were|will|would|might|may|could|has|have|had)(?![\p{L}'’])|the (?:migration|release|launch|deploy|deployment|rollout|upgrade|demo|feature|fix|build|patch|pr|change|estimate|timeline|ship date|delivery|deadline|sprint|meeting|review|project|budget) (?:will|won't|is|isn't|might|may|could|can't|has|hasn't|needs to|has to|would)(?![\p{L}'’]))/iu;
/** The author in the rest of a sentence: "… the end for me", "… my job". */
const AUTHOR_AFTER = /^[^.!?\n]*(?<![\p{L}'’])(?:i|me|my|myself|i['’]m|i['’]ll|i['’]ve)(?![\p{L}'’])/iu;
/** "I'm afraid" that ends a sentence: "I don't think so, I'm afraid." */
const SENTENCE_END_AFTER = /^ *(?:[.!?)]|$)/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether words of the same sentence stand before `at` (looking back at most 300 characters). */
function wordsBefore(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 300; i--) {
    const c = text[i]!;
    if (c === '.' || c === '!' || c === '?' || c === '\n') return false;
    if (LETTER_OR_DIGIT.test(c)) return true;
  }
  return false;
}

/**
 * The text without the courtesy "I'm afraid", which tells bad news politely and says nothing of fear: the models
 * read "afraid" as fear, which made "I'm afraid I can't give you an estimate" anxiety and stress at distress 8.8.
 * "I'm afraid of losing my job", "I'm afraid I'll fail" and "I'm afraid." alone keep it. Linear in the text.
 */
export function withoutPoliteAfraid(text: string): string {
  if (!/afraid/i.test(text)) return text;
  const cuts: [number, number][] = [];
  for (const m of text.matchAll(AFRAID)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const after = text.slice(end, end + 160);
    if (REGRET_AFTER.test(after) || (THING_NEWS_AFTER.test(after) && !AUTHOR_AFTER.test(after)))
      cuts.push([start, end]);
    else if (SENTENCE_END_AFTER.test(after)) {
      // The commas and spaces before a closing "I'm afraid" go with it.
      let lead = start;
      while (lead > 0 && (text[lead - 1] === ' ' || text[lead - 1] === ',') && start - lead < 40) lead--;
      if (lead < start && wordsBefore(text, lead)) cuts.push([lead, end]);
    }
  }
  let out = '';
  let from = 0;
  for (const [a, b] of cuts) {
    out += text.slice(from, a);
    from = b;
  }
  return out + text.slice(from);
}

/**
 * Saying one will be away: "offline", "OOO", "logging off early", "taking the day off", "off sick", "I'm out
 * tomorrow, my kid is sick", "can't make it to the standup".
 */
const ABSENCE = new Gated(
  /(?:^| )(?:offline|ooo|out of (?:the )?office|log(?:ging)? off|signing off|day off|taking the (?:day|afternoon|morning)|be out|afk|off (?:today|sick|tomorrow)|sick (?:day|leave|today)|(?:out|home|off) sick|(?:was|were|been|i'm|im|i am) (?:getting |feeling |a bit |kinda |a little |coming down with )?(?:sick(?! of)|ill|unwell|under the weather|a cold|the flu)|coming down with (?:a cold|the flu|something)|(?:i'm|im|i am|i'll be|ill be|i will be) out (?:today|tomorrow|tmrw|this|on|next|until|till|for|all)|(?:kid|kids|son|daughter|child|children|baby|toddler) (?:is|are|was|were|got|has been|have been) (?:sick(?! of)|ill|unwell)|be slow to (?:respond|reply)|working (?:odd|reduced|shorter|flexible|fewer) hours|wfh|working from home (?:today|tomorrow)|(?:can't|cant|cannot|won't|wont|unable to) (?:make it (?:to|today|tomorrow|tonight|this (?:morning|afternoon|evening|week))|make (?:the|today's|tomorrow's) (?:standup|stand-up|meeting|sync|call|retro|review|demo|planning|1:1|lunch)|attend|join (?:the|today's|tomorrow's)))(?= |$)/,
);
/** Stressor words an absence notice may name: a cold, a sick child. Hospital, surgery or a death are not routine. */
const ROUTINE_ILLNESS = new Set(['sick', 'need', 'help', 'please']);
const DEATH = /^(?:died|dies|dead|death|passed|funeral|loss|lost)$/;
/** "Can't" is a plea and a stressor, but not in declining to come: "I can't make it to the standup, dentist appt". */
const COME = new Set(['make', 'attend', 'join']);

/**
 * A routine absence notice ("I'm sick today, will be offline", "my kid is sick again so I'll log off early"):
 * "sick" counts as a stressor and reads as sadness, which put such notes at distress 8.7. A message of up to 25
 * tokens that says the author will be away, names no strain, no anxiety or sadness word, no plea, no death and no
 * stressor beyond being sick gets no `stress` from the index, and distress below the stress threshold (it may
 * still be a bad day); irritation at it is allowed ("Ugh I'm sick today, staying home" was at 8.6). "my dog died this
 * morning, I'm taking the day off" keeps its reading.
 */
export function absenceNotice(
  states: ReadonlySet<State> | readonly State[],
  affect: AffectFeatures,
): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REQUEST_MESSAGE_TOKENS || !ABSENCE.test(tokens.join(' '))) return false;
  // Irritation at it ("ugh, I'm sick today, staying home") is no strain beyond the absence.
  if ([...states].some((s) => STRAINED.has(s) && s !== 'frustration')) return false;
  if (vector[ANXIETY_WORDS]! > 0 || vector[SADNESS_WORDS]! > 0) return false;
  return !tokens.some(
    (t, i) =>
      !(CANNOT.has(t) && COME.has(tokens[i + 1] ?? '')) &&
      (PLEA.test(t) || DEATH.test(t) || (STRESSOR_WORDS.has(t) && !ROUTINE_ILLNESS.has(t))),
  );
}

/** Words that soften the strain word after them: "slightly worried", "kinda overwhelmed". */
const HEDGES = new Set(['slightly', 'kinda', 'somewhat', 'mildly']);
/** Hedges said after "a": "a bit", "a little", "a tad", "a little bit" (not "little nightmare"). */
const A_HEDGES = new Set(['bit', 'little', 'tad']);
/** "What kind of useless bot" is a kind, not a hedge. */
const DETERMINERS = new Set([
  'what',
  'which',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'the',
  'a',
  'an',
]);
/** The states a hedge can soften; loneliness, hopelessness or a conflict are not "a bit" of anything. */
const HEDGEABLE: ReadonlySet<State> = new Set(['anxiety', 'stress', 'overwhelm', 'burnout', 'frustration']);
/** Strain words a hedge softens, beyond the index's anxiety and sadness words. */
const STRAIN_WORDS = new Set([
  'stressed',
  'overwhelmed',
  'frustrated',
  'annoyed',
  'drained',
  'burnt',
  'burned',
]);
/** Up to this many tokens a hedged strain is what a message says. */
const MILD_MESSAGE_TOKENS = 20;
/** Nerves, as felt before an occasion ("nervous for my first tournament"); not terror or dread. */
const NERVES = new Set(['nervous', 'anxious', 'scared', 'worried', 'nerves', 'jitters', 'butterflies']);
/** Words that tie nerves to what comes: "nervous for", "about", "before". */
const NERVES_TIE = new Set(['for', 'about', 'before']);
/** Occasions one is nervous before: a test, a talk, a match, a first day. */
const OCCASIONS = new Set(
  `exam exams test quiz final finals midterm midterms interview presentation talk speech pitch demo tournament
match game race recital audition performance gig concert show date flight tryout tryouts playoffs playoff
semifinal semis qualifier qualifiers`.split(/\s+/),
);
/** Laughter closing a message, which makes light of a strain said in it (`mildStrain`). */
const LAUGHTER = new Set(['haha', 'hahaha', 'lol', 'lmao', 'lmfao', 'rofl', 'hehe', '😂', '🤣', '😅', '😆']);
/**
 * A strain found worth it, closing the message: "…but it was worth it", "…but totally worth it!", or crowned by the
 * work done: "I'm exhausted but we shipped it!", "…but we made it", by pride in coming through: "Work has been
 * stressful but I'm proud I got through it without drinking", "I'm scared of heights but I did the ladder climb… and
 * I'm proud of myself", or by confidence: "…I could scream, but we'll get there", or by others' kindness: "I was nervous
 * about returning from parental leave but everyone made it so smooth".
 */
const WORTH_IT =
  /(?:^| )(?:but|and) (?:(?:it was |it's |it is |it'll be |it will be |still |so |totally |definitely |absolutely |honestly |100% )*worth it|(?:we|i) (?:finally |actually |still |totally )?(?:shipped|launched|did|made|finished|nailed|won|delivered|got) (?:it|there|through it)|(?:i'm|im|i am) (?:so |really |pretty |very )?proud (?:that )?(?:i|we) (?:got through it|made it|pulled through|did it|survived)(?: [\p{L}']+){0,4}|(?:we|i)(?:'ll| will) (?:get there|make it|be fine|be okay|be ok|manage|get through it)|(?:we|i)(?:'ve)? got this|(?:everyone|everybody|the team|my team|you all|they|people) (?:made it|made me feel|was|were|has been|have been) (?:so |really |super |very |incredibly )?(?:smooth|easy|welcome|welcoming|great|fine|lovely|supportive|kind|painless|amazing)|i (?:did|managed|made|climbed|finished|faced|conquered)(?: [\p{L}']+){1,10} (?:and )?(?:i'm|im|i am) (?:so |really |very )?proud of (?:myself|me))(?: [.!]+| \p{Extended_Pictographic})*$/u;
/** Eagerness said beside the nerves: "nervous but excited for", "nervous and pumped about". */
const EAGER_BESIDE = new Set(['but', 'and', 'yet']);
const EAGER = new Set(['excited', 'pumped', 'hyped', 'stoked', 'thrilled', 'eager', 'ready']);
/** Up to this many words between the tie and its occasion: "nervous about my big job interview". */
const OCCASION_REACH = 4;

/**
 * Nerves before an occasion, the nerves word at `i` ("I'm so nervous for my first tournament tomorrow", "scared
 * for my driving test", "nervous about my presentation on Friday"): a tie word after it and, a few words on, an
 * occasion or a first time ("my first day").
 */
function beforeOccasion(tokens: readonly string[], i: number): boolean {
  if (!NERVES.has(tokens[i]!)) return false;
  // "nervous but excited for my first day": the tie after the eagerness.
  const tie = EAGER_BESIDE.has(tokens[i + 1] ?? '') && EAGER.has(tokens[i + 2] ?? '') ? i + 3 : i + 1;
  if (!NERVES_TIE.has(tokens[tie] ?? '')) return false;
  const end = Math.min(tokens.length, tie + 1 + OCCASION_REACH);
  for (let k = tie + 1; k < end; k++) {
    const t = tokens[k]!;
    if (endsClause(t)) return false;
    if (OCCASIONS.has(t) || (t === 'first' && isWord(tokens[k + 1] ?? ''))) return true;
  }
  return false;
}

/**
 * A strain said only with a hedge in a chat message ("Tbh I'm a bit worried about the Q4 targets", "feeling a little
 * overwhelmed today", "I'm a little sad today"): every anxiety, sadness or strain word stands after "a bit", "a
 * little", "a tad", "slightly", "kinda", "kind of" (not "what kind of") or "somewhat", or is nerves before an
 * occasion ("I'm so nervous for my first tournament tomorrow": see `beforeOccasion`), no state is said but one a
 * hedge can soften, and no plea, death or stressor is named. The stress index reads the worry word as it would
 * unhedged, which put the first at distress 8.8 (and the nerves at 8.8): such a message gets no `stress` from the
 * index and is at the stress threshold at most (distressIndex). "I'm a bit worried, my mom is in the hospital" (a
 * hard event) and "a bit worried and I can't sleep" (an unhedged "can't") keep their reading.
 */
export function mildStrain(said: readonly State[], affect: AffectFeatures): boolean {
  const { tokens } = affect;
  if (tokens.length > MILD_MESSAGE_TOKENS) return false;
  if (said.some((s) => STRAINED.has(s) && !HEDGEABLE.has(s))) return false;
  // "I'm so tired but it was worth it": the strain is weighed and found worth it (read at the first strain word).
  let worthIt: boolean | undefined;
  // Laughter that closes the message makes light of it: "that boss fight took me 40 tries, I'm exhausted haha".
  const laughed = LAUGHTER.has(tokens[tokens.length - 1] ?? '');
  let hedged = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // (A struggle is a stressor and a sadness word both: hedged, it is mild: "struggling a bit today".)
    if (PLEA.test(t) || DEATH.test(t) || (STRESSOR_WORDS.has(t) && !NOT_PRESSURE.has(t) && !isSadnessWord(t)))
      return false;
    if (!(isAnxietyWord(t) || isSadnessWord(t) || STRAIN_WORDS.has(t))) continue;
    const before = tokens[i - 1] ?? '';
    const kindOf = before === 'of' && tokens[i - 2] === 'kind' && !DETERMINERS.has(tokens[i - 3] ?? '');
    const aBit =
      A_HEDGES.has(before) &&
      (tokens[i - 2] === 'a' || (before === 'bit' && tokens[i - 2] === 'little' && tokens[i - 3] === 'a'));
    // …or after it: "struggling a bit today but I'll be fine".
    const aBitAfter =
      tokens[i + 1] === 'a' &&
      (tokens[i + 2] === 'bit' || tokens[i + 2] === 'little') &&
      tokens[i + 3] !== 'more';
    worthIt ??= WORTH_IT.test(tokens.join(' '));
    if (
      !(HEDGES.has(before) || kindOf || aBit || aBitAfter || worthIt || laughed || beforeOccasion(tokens, i))
    )
      return false;
    hedged++;
  }
  return hedged > 0;
}

/** A part of the body that aches: "my back hurts", "my eyes are sore", "headache from the noise". */
const ACHE =
  /(?:^| )(?:(?:(?:my|our|the) )?(?:back|lower back|neck|head|eyes|wrist|wrists|shoulder|shoulders|knee|knees|feet|hands|arm|arms|fingers|legs|hips?) (?:hurts|hurt|aches|ache|(?:is|are|has been|have been) (?:a bit |a little |kinda |slightly |so |really )?(?:aching|hurting|sore|stiff|killing me))|(?:back|neck|head)ache|(?:back|neck|wrist|eye) pain|eye strain|sore (?:back|neck|eyes|wrists))(?= |$)/;
/** The sadness words an ache and a judgement of its cause may hold ("the chairs are terrible, my back hurts"). */
const ACHE_WORDS = new Set([
  'hurt',
  'hurts',
  'ache',
  'aches',
  'pain',
  'terrible',
  'awful',
  'horrible',
  'worse',
  'worst',
]);

/**
 * A bodily ache in a chat message or a survey answer ("The office chairs are terrible, my back hurts", "my eyes hurt
 * from staring at the screen all day"): "hurts" and "terrible" are sadness words of the index, which put the first at
 * distress 8.9. A message of up to 25 tokens with an ache, no strain said but irritation, no anxiety word, no other
 * sadness word, no plea, no death and no stressor gets no `stress` from the index and stays below the stress
 * threshold, as an absence notice does. "my back hurts and I can't sleep, I'm so stressed" keeps its reading.
 */
export function bodilyAche(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REQUEST_MESSAGE_TOKENS || !ACHE.test(tokens.join(' '))) return false;
  if ([...states].some((s) => STRAINED.has(s) && !AT_OTHERS.has(s))) return false;
  if (vector[ANXIETY_WORDS]! > 0) return false;
  return !tokens.some(
    (t) =>
      (isSadnessWord(t) && !ACHE_WORDS.has(t)) ||
      PLEA.test(t) ||
      DEATH.test(t) ||
      (STRESSOR_WORDS.has(t) && !ROUTINE_ILLNESS.has(t)),
  );
}

/**
 * Reassurance with a mild tiredness, the whole message: "I'm fine, just tired", "all good, just a bit busy this
 * week" (tokens joined by spaces).
 */
const REASSURED =
  /^(?:(?:i'm|im|i am|i'm doing|im doing|doing|i feel|feeling) (?:fine|ok|okay|good|alright|all right|well)|all good|no worries) (?:[,.!] )?(?:just|only) (?:a bit |a little |kinda |kind of |a tad |slightly )?(?:tired|sleepy|busy)(?: (?:today|tonight|this week|lately))?(?: [.!]| lol| haha| 🙂| 😅)?$/;

/** The longest message REASSURED can match ("i'm doing fine , just a little tired this week lol"). */
const REASSURANCE_TOKENS = 14;

/**
 * "I'm fine, just tired": reassurance that names a mild tiredness, no strain said. "tired" reads as sadness to the
 * stress index, which put it at distress 5.8 with `stress`; it gets no stress from the index and stays below the
 * stress threshold. "I'm fine, just tired of everything" and "I'm not fine" keep their reading.
 */
export function reassurance(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  if (affect.tokens.length > REASSURANCE_TOKENS) return false;
  return REASSURED.test(affect.tokens.join(' ')) && ![...states].some((s) => STRAINED.has(s));
}

/** Up to this many tokens, a reproach is what a message is about. */
const REPROACH_MESSAGE_TOKENS = 30;
const ADDRESSED = new Set([
  'you',
  'your',
  "you're",
  'youre',
  'u',
  'ur',
  "you've",
  "you'll",
  'yourself',
  "y'all",
  'yall',
]);
/** A message that opens with one of these ("stop pushing to main", "please stop") is said to someone. */
const IMPERATIVE = new Set(['stop', 'quit']);
const POLITE = new Set(['please', 'pls', 'plz', 'just', 'now']);
/** Strained states that belong to a reproach: irritation and friction with the one addressed. */
const AT_OTHERS: ReadonlySet<State> = new Set(['frustration', 'conflict']);
/**
 * A reproach's or an absence notice's index stays this far below the stress threshold: an irritated or unwell
 * author, not a distressed one.
 */
const REPROACH_MARGIN = 0.5;
/** How far above the stress threshold a loss or a loved one gravely ill is read at least (distress 6.5). */
const GRAVE_MARGIN = 0.5;
const AUTHOR_AS_OBJECT = new Set(['me', 'my']);
const REPROACH_VALENCE = -0.4;

/**
 * A reproach aimed at someone else in a chat message ("you broke main again", "please stop pushing to main, you
 * know better"): negative, addressed to "you", and not about the author (no I, me or my). The stress index reads
 * its negativity as strain, but the strain it voices is irritation with another person, which the frustration
 * and conflict states carry: the index alone gives no stress, and distress stays below the stress threshold.
 */
export function reproach(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens } = affect;
  if (tokens.length > REPROACH_MESSAGE_TOKENS) return false;
  const imperative =
    IMPERATIVE.has(tokens[0] ?? '') || (POLITE.has(tokens[0] ?? '') && IMPERATIVE.has(tokens[1] ?? ''));
  // Told to stop, the author may be the object ("stop pinging me", "stop wasting my time"), never the subject ("stop, I'm scared"), nor
  // hurt by it ("stop, you're hurting me", "stop making me cry").
  if (tokens.some((t) => FIRST_PERSON.has(t) && !(imperative && AUTHOR_AS_OBJECT.has(t)))) return false;
  const hurt = affect.vector[ANXIETY_WORDS]! > 0 || affect.vector[SADNESS_WORDS]! > 0;
  if (hurt && tokens.some((t) => AUTHOR_AS_OBJECT.has(t))) return false;
  if (!imperative && !tokens.some((t) => ADDRESSED.has(t))) return false;
  const list = [...states];
  if (list.some((s) => STRAINED.has(s) && !AT_OTHERS.has(s))) return false;
  return affect.valence <= REPROACH_VALENCE || list.some((s) => AT_OTHERS.has(s));
}

/** The author's group, which holds the author ("we are so behind on this release"). */
const FIRST_PERSON_PLURAL = new Set([
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  "we're",
  "we've",
  "we'll",
  "we'd",
  "let's",
]);
/**
 * Words that open a chat message whose subject, the author, is left out ("feeling awful today", "had the worst
 * day", "can't log in again", "need a break").
 */
const DROPPED_SUBJECT = new WordList(
  `feel feeling felt had having have been being am was can't cant cannot couldn't need needed want wanted hate
hated wish gonna going trying tried got getting lost losing stuck missing dreading hoping worried scared tired
exhausted stressed overwhelmed drowning struggling barely still just burned burnt drained fried swamped anxious
nervous`,
);
/** Hedges and interjections that may stand before such an opening ("lowkey stressed about finals"). */
const OPENING_LEADS = new Set(['lowkey', 'highkey', 'kinda', 'honestly', 'tbh', 'ngl', 'ugh']);
/** Intensifiers that may stand before a strain's word ("totally burned out this week"; not "So having…?"). */
const OPENING_INTENSIFIERS = new Set([
  'so',
  'totally',
  'completely',
  'absolutely',
  'super',
  'really',
  'pretty',
]);
const STRAIN_OPENINGS = new Set(
  `burned burnt drained fried swamped anxious nervous exhausted stressed overwhelmed tired worried scared stuck
drowning struggling`.split(/\s+/),
);
/** Whether a chat message opens with its subject, the author, left out ("feeling a bit overwhelmed…"). */
export function opensWithoutSubject(tokens: readonly string[]): boolean {
  let i = 0;
  while (i < tokens.length - 1 && i < 3 && OPENING_LEADS.has(tokens[i]!)) i++;
  if (OPENING_INTENSIFIERS.has(tokens[i] ?? '') && STRAIN_OPENINGS.has(tokens[i + 1] ?? '')) return true;
  return i < tokens.length && DROPPED_SUBJECT.has(tokens[i]!);
}

/** Pressures of work a message may name without the author in it ("deadline tomorrow and nothing works"). */
const WORK_STRESSORS = new WordList(
  'deadline* layoff* overtime workload crunch on-call oncall pip fired laid firing redundan* burnout',
);
const NOT_PRESSURE = new Set(['need', 'help', 'please', "can't", 'cant', 'cannot']);
/**
 * A judgement of life itself is the author's ("life is nothing but misery"), and so are crying, exhaustion and
 * being alone, said of anyone ("is it normal to cry at work?").
 */
const OWN_LIFE = new WordList(
  'life living cry crying cried tears lonely alone hopeless helpless worthless depressed exhausted tired suffering hurting struggling',
);

/** Verbs of an opinion: "I think this is wrong", "I disagree with this approach". */
const OPINION = new WordList('think thought believe disagree agree guess suppose suspect doubt');
const OPINION_HEDGES = new Set("don't dont do not really still strongly personally just".split(' '));

/** Verbs of a dislike: "I hate Mondays", "I really can't stand this theme". */
const DISLIKE = new WordList('hate hated dislike disliked despise despised loathe loathed detest detested');
/**
 * What a dislike is about when it is the author's own state, life or workplace, not a judgement of a thing: "I
 * hate myself", "I hate my job", "I hate this place", "I hate feeling like this", "I hate being ignored", "I hate
 * everything", "I hate it here".
 */
const DISLIKED_SELF = new WordList(
  `me myself my mine being feeling feel living existing exist life it everything everyone everybody people job work career place
company team when how waking going having doing getting`,
);

/** Who a pet peeve ("I hate it when…") is about when it is the author's strain, not a thing's ("…when mom and dad fight"). */
const PEEVE_ABOUT_SELF = new WordList(
  "i i'm im i've i'd me my people everyone everybody nobody no someone they he she mom mum dad mother father parents family wife husband partner boyfriend girlfriend kids",
);

/**
 * The end of a dislike of a thing that starts at `i` ("hate this printer", "can't stand meetings"), or -1: the
 * dislike verb, followed by what is disliked, which is not the author's own state or life.
 */
function dislikeOfThing(tokens: readonly string[], i: number): number {
  let j = i;
  if (CANNOT.has(tokens[j] ?? '') && tokens[j + 1] === 'stand') j += 1;
  else if (!DISLIKE.has(tokens[j] ?? '')) return -1;
  const object = tokens[j + 1];
  // A pet peeve: "I hate it when the coffee machine is empty" (not "I hate it when I…", "…when people ignore me").
  if (object === 'it' && tokens[j + 2] === 'when' && !PEEVE_ABOUT_SELF.has(tokens[j + 3] ?? 'i')) return j;
  if (object === undefined || DISLIKED_SELF.has(object)) return -1;
  // "this job", "the company", "our team".
  return DISLIKED_SELF.has(tokens[j + 2] ?? '') ? -1 : j;
}

/** Being let down by something: "I'm really disappointed with the latest update". */
const LET_DOWN = new WordList('disappointed dissatisfied unimpressed unhappy');
const LET_DOWN_HEDGES = new WordList(
  'am was just really so very quite pretty a bit kinda extremely honestly super totally',
);
const LET_DOWN_BY = new Set(['with', 'in', 'by']);
const THING_DETERMINERS = new Set(['the', 'this', 'that', 'these', 'those', 'your', 'their', 'its', 'how']);

/**
 * The end of a disappointment with a thing that starts at `i`, just after "I" or "I'm" ("really disappointed with
 * the latest update", "am not happy with this release"), or -1: the author let down by a thing, which frames a
 * judgement of it, not the author's strain. Not by a person or the author's own life ("disappointed in myself",
 * "with my job").
 */
function disappointmentWithThing(tokens: readonly string[], i: number): number {
  let j = i;
  while (j < tokens.length && j <= i + 3 && LET_DOWN_HEDGES.has(tokens[j]!)) j++;
  if (tokens[j] === 'not' && (tokens[j + 1] === 'happy' || tokens[j + 1] === 'impressed')) j++;
  else if (!LET_DOWN.has(tokens[j] ?? '')) return -1;
  if (!LET_DOWN_BY.has(tokens[j + 1] ?? '') || !THING_DETERMINERS.has(tokens[j + 2] ?? '')) return -1;
  return DISLIKED_SELF.has(tokens[j + 3] ?? '') ? -1 : j;
}

/** "I'm okay," said beside a judgement: what a denied strain says ("I'm not angry, …": text/denied.ts). */
const AT_EASE = new Set(['okay', 'ok', 'fine', 'calm']);

/**
 * Whether the author is in the text: a first-person word other than the "I" of an opinion ("I think this is
 * wrong", "I don't think this belongs here", "I disagree with this approach"), of a dislike of a thing ("I hate
 * Mondays", "I really can't stand this printer"), of a disappointment with one ("I'm really disappointed with
 * the latest update") or of being at ease beside it ("I'm not angry, I'm just disappointed in the process"), which
 * frame a judgement of something else. "I think I'm going to quit" and "I hate my job" have the author in them.
 */
function authorIn(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!(FIRST_PERSON.has(t) || FIRST_PERSON_PLURAL.has(t))) continue;
    if (witnessOfSuperlative(tokens, i)) continue;
    if ((t === 'i' || t === "i'm" || t === 'im') && disappointmentWithThing(tokens, i + 1) >= 0) continue;
    if ((t === "i'm" || t === 'im') && AT_EASE.has(tokens[i + 1] ?? '') && endsClause(tokens[i + 2] ?? '.'))
      continue;
    if (t !== 'i') return true;
    let j = i + 1;
    while (j < tokens.length && j <= i + 3 && OPINION_HEDGES.has(tokens[j]!)) j++;
    if (!OPINION.has(tokens[j] ?? '') && dislikeOfThing(tokens, j) < 0) return true;
  }
  return false;
}

const SUPERLATIVES = new Set(['worst', 'best', 'most', 'least', 'rudest', 'slowest', 'dumbest', 'laziest']);
const WITNESSES = new Set(['i', "i've", 'ive', 'we', "we've", "i'd", 'weve']);
/**
 * The author only as the witness of a superlative: "the worst customer service I've ever experienced", "the rudest
 * reply we have ever had", "the slowest build of my life". The thing is judged; the author is not in it.
 */
function witnessOfSuperlative(tokens: readonly string[], i: number): boolean {
  const t = tokens[i]!;
  const ever =
    WITNESSES.has(t) && (tokens[i + 1] === 'ever' || (tokens[i + 1] === 'have' && tokens[i + 2] === 'ever'));
  const ofMyLife = t === 'my' && tokens[i - 1] === 'of' && tokens[i + 1] === 'life';
  if (!ever && !ofMyLife) return false;
  for (let j = Math.max(0, i - 7); j < i; j++) if (SUPERLATIVES.has(tokens[j]!)) return true;
  return false;
}

/** What makes "nightmare" a judgement of a thing ("is a nightmare", "an absolute nightmare"), not a dream. */
const FIGURATIVE_BEFORE = new Set(['a', 'an', 'absolute', 'total', 'complete', 'real', 'living', 'such']);

/** Whether the text's only anxiety words are figurative nightmares: "this codebase is a nightmare to work with". */
const onlyFigurativeFear = (tokens: readonly string[]): boolean =>
  tokens.every(
    (t, i) => !isAnxietyWord(t) || (t === 'nightmare' && FIGURATIVE_BEFORE.has(tokens[i - 1] ?? '')),
  );

/**
 * A judgement of something other than the author in a chat message ("this is the worst sprint ever", "what a
 * terrible decision by leadership", "Error: cannot read property 'map' of undefined"): the author is not in it
 * (no I, me, my, we or our, and no opening that leaves the subject out, such as "feeling awful"), it names no
 * strain of the author's and no pressure. The stress index reads its negative words as strain, and the emotion
 * model reads "terrible" and "horrible" as fear; but what it voices is an opinion or irritation, which frustration
 * and conflict carry: the index alone gives no stress and distress stays below the stress threshold, and fear
 * read by the emotion model is not the author's anxiety.
 */
export function impersonal(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REPROACH_MESSAGE_TOKENS || tokens.length === 0) return false;
  // A leading dislike of a thing is a judgement of it, as with "I" ("hate this weather").
  if (opensWithoutSubject(tokens) && dislikeOfThing(tokens, 0) < 0) return false;
  if (authorIn(tokens) || tokens.some((t) => OWN_LIFE.has(t))) return false;
  if ([...states].some((s) => STRAINED.has(s) && !AT_OTHERS.has(s))) return false;
  if (vector[ANXIETY_WORDS]! > 0 && !onlyFigurativeFear(tokens)) return false;
  return !tokens.some(
    (t) => WORK_STRESSORS.has(t) || (STRESSOR_WORDS.has(t) && !NOT_PRESSURE.has(t)) || URGENCY.test(t),
  );
}

/** Thanks with no strain named in words: read as calm, whatever the stress index says. */
const calmThanks = (states: readonly State[], said: readonly State[], affect: AffectFeatures) =>
  thankful(states, affect) && !said.some((s) => STRAINED.has(s));

/**
 * A message that says engagement or belonging and no strain, not read as negative (valence above −0.2): "my manager
 * is supportive and I have the flexibility I need" was stressed at distress 5.7 ("need" is a stressor word of the
 * index). Read as calm, as thanks are: no stress from the index, distress as for typical text.
 */
const calmGlad = (states: Iterable<State>, said: Iterable<State>, affect: AffectFeatures) =>
  onlyGladSaid([...said]) &&
  ![...states].some((s) => STRAINED.has(s)) &&
  affect.valence > -POSITIVE_TEXT &&
  affect.tokens.length <= THANKS_MESSAGE_TOKENS;

/** Up to this many tokens, a request for help is what a message is about. */
const REQUEST_MESSAGE_TOKENS = 25;
const REQUEST_VERBS = new Set(['can', 'could', 'would', 'will', 'may']);
/** A polite imperative is a request too ("please cancel my subscription", "kindly send the invoice")… */
const POLITE_OPENERS = new Set(['please', 'pls', 'plz', 'kindly']);
/** …unless it is a plea or a reproach ("please help me", "please someone talk to me", "please stop"). */
const NOT_AN_ERRAND = new Set(
  "help someone somebody anyone anybody i me stop quit don't dont just".split(' '),
);
const REQUEST_ADDRESSEES = new Set([
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'you',
  'u',
  'i',
  'we',
  'one',
]);
/** Words that name a strain or make the request an ongoing plea ("can anyone help, I can't anymore"). */
const ANXIETY_WORDS = AFFECT_FEATURES.indexOf('anxietyWords');
const SADNESS_WORDS = AFFECT_FEATURES.indexOf('sadnessWords');
const ASKING = new Set(['help', 'please', 'need']);
const URGENT = String.raw`desperate\w*|urgent\w*|asap|sos`;
const URGENCY = new RegExp(`^(?:${URGENT})$`);
const PLEA = new RegExp(`^(?:can't|cant|cannot|anymore|${URGENT})$`);

/** Phrases that ask for practical help or information ("any pointers?", "does anyone know…", "how do I…"). */
const HELP_QUESTION = new Gated(
  /(?:^| )(?:any (?:pointers|ideas|tips|advice|suggestions|hints)|(?:any(?:one|body)|some(?:one|body)) (?:know|knows|have|has|seen)|how (?:do|can|should|would) (?:i|we|you|one)|where (?:do|can|should) (?:i|we)|is there (?:a|an|any) (?:way|guide|doc|docs))(?= |$)/,
);
/**
 * The valence model reads plain questions as somewhat negative (its training data holds many critical review
 * questions), "is the deploy still running?" at −0.4: a question is negative for this rule only below this.
 */
const QUESTION_VALENCE = -0.5;
/** Uncertainty in a question ("not sure how…", "no idea where…") reads as mildly negative to the lexicon. */
const QUESTION_COMPOUND = -0.3;
/** How one asks what went wrong in one's own work: "what am I doing wrong?", "what did I miss?". */
const WHAT_WENT_WRONG =
  /(?:^| )(?:what (?:am i|are we|did i|did we|have i) (?:doing |done |getting )?(?:wrong|missing|miss)|what(?:'s| is) wrong with (?:my|this|the) (?:code|config|setup|query|test|build|script|command|syntax))(?= |$)/;

/**
 * A plain request for practical help in a chat message ("can someone help me with the deploy config please?",
 * "could you review my PR?"), or a plain question asking for it ("I am not sure how to run the tests locally, any
 * pointers?"): it asks for help, please or pointers, which the stress index counts as strain (and the author's
 * uncertainty with it), but names no feeling, no strain and nothing negative, so it is read as typical text,
 * neither stress nor distress.
 */
export function plainRequest(states: ReadonlySet<State> | readonly State[], affect: AffectFeatures): boolean {
  const { tokens, vector } = affect;
  if (tokens.length > REQUEST_MESSAGE_TOKENS || tokens.length < 3) return false;
  const request =
    (REQUEST_VERBS.has(tokens[0]!) && REQUEST_ADDRESSEES.has(tokens[1]!)) ||
    (POLITE_OPENERS.has(tokens[0]!) && isWord(tokens[1]!) && !NOT_AN_ERRAND.has(tokens[1]!));
  const question =
    !request && (tokens[tokens.length - 1]!.startsWith('?') || HELP_QUESTION.test(tokens.join(' ')));
  if (!request && !question) return false;
  if ([...states].some((s) => STRAINED.has(s))) return false;
  if (vector[ANXIETY_WORDS]! > 0 || vector[SADNESS_WORDS]! > 0) return false;
  // Neither the lexicon nor the valence model may read it as negative; "wrong" in "what am I doing wrong?" asks.
  const asksWhatWentWrong = question && WHAT_WENT_WRONG.test(tokens.join(' '));
  if (!asksWhatWentWrong && (question ? affect.compound < QUESTION_COMPOUND : affect.compound < -0.05))
    return false;
  if (affect.valence < (question ? QUESTION_VALENCE : -0.3)) return false;
  // Asking is not strain; a stressor the request names is ("could someone help? my rent is overdue").
  return !tokens.some((t) => PLEA.test(t) || (STRESSOR_WORDS.has(t) && !ASKING.has(t)));
}

/** What comes just before an insult the author aims at themselves ("I'm such an idiot", "I felt so stupid"). */
const SELF_BEFORE =
  /(?:i'm|im|i am|i was|i feel|i felt|i feel like|i felt like|call(?:ed)? myself|makes me feel|made me feel|makes me look|made me look) (?:like )?(?:(?:such|so|a|an|complete|total|absolute|utter|really|very|the biggest|the) )*$/;

/** The author's own slips called stupid or dumb: "I keep making stupid mistakes", "my dumb typo". */
const OWN_SLIP_BEFORE =
  /(?:(?:^|[^\p{L}'])(?:i|i've|i have|i'm|im|i am|i keep|i kept) (?:\p{L}+ ){0,2}(?:making|made|make|makes|asking|asked|ask)|(?:^|[^\p{L}'])my) (?:(?:so many|such|a|an|the same|these|those|all these|more|really|some) )*$/u;
const OWN_SLIP_AFTER =
  /^(?:stupid|dumb)(?:est)? (?:mistakes?|errors?|typos?|bugs?|questions?|slip|blunder)(?![\p{L}])/u;

/** A cue in the passive: something done to the author ("I'm getting harassed"), not said of them. */
const DONE_TO_AUTHOR = /^(?:getting|got|being|been) /;

/** An insult cue the author says of themselves: self-blame, not friction with someone else. */
function aboutOneself(norm: string, at: number): boolean {
  if (DONE_TO_AUTHOR.test(norm.slice(at, at + 8))) return false;
  const before = norm.slice(Math.max(0, at - 40), at);
  return (
    SELF_BEFORE.test(before) || (OWN_SLIP_AFTER.test(norm.slice(at, at + 30)) && OWN_SLIP_BEFORE.test(before))
  );
}

/**
 * A fight that is a game's, a chore's or an illness's, not one between people ("the boss fight", "fight the flu"),
 * nor one fought for someone ("my team lead… actually fought for my raise").
 */
const FIGHT_BEFORE =
  /(?:boss|team|pvp|food|pillow|snowball|sword|gun|fist|water|fire|bar|dog|final|last|first) $/;
const FIGHT_AFTER =
  /^(?:fights?|fighting|fought) (?:(?:the |a |this |that |off (?:the |a )?)?(?:boss|fire|bug|cold|flu|urge|virus|infection|cancer|traffic|crowds?)|(?:hard |so hard |really hard )?for (?:me|us|my|our|the team|his team|her team|their team|a raise|raises|people|everyone|the people))(?![\p{L}])/u;
/** A conflict between versions of code or between dates, not people ("a merge conflict", "conflicts with main"). */
const CONFLICT_BEFORE =
  /(?:merge|merging|rebase|rebasing|version|versions|dependency|dependencies|package|git|naming|name|port|scheduling|schedule|calendar|resolv(?:e|ed|es|ing)(?: all)?(?: the)?|fix(?:ed|es|ing)?(?: the)?) $/;
const CONFLICT_AFTER =
  /^conflicts? (?:with|in|on) (?:the )?(?:main|master|develop|dev|branch|base|upstream|head|file|files|lockfile|package|changes|version|release)(?![\p{L}])/u;
function notBetweenPeople(norm: string, hit: { index: number; text: string }): boolean {
  if (hit.text.startsWith('conflict'))
    return (
      CONFLICT_BEFORE.test(norm.slice(Math.max(0, hit.index - 24), hit.index)) ||
      CONFLICT_AFTER.test(norm.slice(hit.index))
    );
  if (!/^f(?:ight|ought)/.test(hit.text)) return false;
  return (
    FIGHT_BEFORE.test(norm.slice(Math.max(0, hit.index - 12), hit.index)) ||
    FIGHT_AFTER.test(norm.slice(hit.index))
  );
}

/** Valence at or above which a text reads as positive overall. */
const POSITIVE_TEXT = 0.2;

/**
 * Set phrases of sarcasm: praise words that mean the opposite ("great, another meeting that could have been an
 * email", "thanks for nothing, really helpful"), and taunts ("gg ez", "get rekt"). Such a text gives no gratitude,
 * and `analyse` reads it as neither joyful nor positive.
 */
const SARCASM = new Gated(
  /(?<![\p{L}'])(?:(?:this is|everything is|everything's|it's all|all) (?:totally |completely |perfectly )?fine[.! ]*(?:\p{Extended_Pictographic}\ufe0f? ?)*(?:🔥|🙃|🫠|💀)|could(?: have|'ve|a| of) been an? (?:e-?mail|message|slack message|memo|doc|document|post|slack post|chat message|ping)|thanks? (?:you )?for nothing|just what i (?:needed|wanted)|yeah,? right|said no one ever|what could (?:possibly )?go wrong|because that (?:worked|went|turned out) (?:so|really|super) well|(?:love|like|adore) (?:how|that|it when) (?:(?:nobody|no one|no-one) (?:ever |even |actually )?(?:tested|tests|reviewed|reviews|read|reads|checked|checks|noticed|notices|bothered|bothers|cares|cared|responded|responds|replied|replies|answered|answers|told|tells|documented|documents|listened|listens)|(?:they|you|he|she|management|leadership|my manager|our manager) (?:never|didn't|don't|doesn't|won't) (?:even |ever |actually )?(?:test|review|read|check|respond|reply|answer|listen|tell|document|bother))|(?:(?:great|nice|good|awesome|fantastic|brilliant|amazing|excellent|stellar|wonderful|fine) (?:job|work|going|move)|way to go|thanks?(?: you)? (?:so much )?for|kudos (?:to \w+ )?for) (?:on |with )?(?:breaking|deleting|ignoring|crashing|killing|wiping|losing|nuking|taking down|bricking|corrupting|leaking|ripping (?:me|us) off|ruining|wasting) |#(?:sarcasm|jk|not)(?![\p{L}])|(?:gg ez|get rekt|ez clap|skill issue|cope harder|ratio \+|\+ ratio)(?![\p{L}])|imagine being (?:this|so|that) (?:bad|trash|washed|slow|dumb|stupid|clueless|mad|salty)(?![\p{L}]))/u,
);

/**
 * Praise that greets one more of something ("great, another reorg", "oh perfect, yet another outage"): sarcasm,
 * unless what comes again is itself good ("Great, another win for the team!", read by the lexicon).
 */
const PRAISE_FOR_ANOTHER =
  /(?<=^|[.!?…] )(?:oh |just |well |wow,? )?(?:great|perfect|wonderful|awesome|fantastic|lovely|brilliant|amazing|excellent|nice|cool|super)[,.!…]* (?:yet |just )?another ([^.!?,;…]*)/u;
const MAY_GREET_ANOTHER = /another/;
/** A word the lexicon rates at least this positive makes what comes again good news. */
const GOOD_NEWS_WORD = 1;

function praisesAnother(norm: string): boolean {
  const m = MAY_GREET_ANOTHER.test(norm) ? PRAISE_FOR_ANOTHER.exec(norm) : null;
  if (!m) return false;
  return !(m[1] ?? '').split(' ').some((w) => (LEXICON.get(w) ?? 0) >= GOOD_NEWS_WORD);
}

/**
 * A put-down in words the models read as fun: "this mod team is a joke", "the whole process is a clown show"
 * ("joke" made the first joy at valence 0.56). Read as sarcasm is: neither joyful nor positive.
 */
const PUT_DOWN = new RegExp(`(?<![\\p{L}'])${PUT_DOWN_CUE}(?![\\p{L}])`, 'u');

/** The words a put-down ends in: most texts hold none, and skip the scan. */
const MAY_PUT_DOWN = /joke|disgrace|clown show|circus|shitshow|dumpster fire|farce|trash|garbage|dog ?shit/;

/** Mocking the other's competence (see `MOCKING_CUE`). */
const MOCKING = new Gated(new RegExp(`(?<![\\p{L}'])${MOCKING_CUE}(?![\\p{L}])`, 'u'));
const MAY_MOCK = /idea|clue|even|actually|ever|read|rtfm/;

/**
 * Praise or thanks beside an eye roll ("wow thanks for the last minute meeting invite 🙄", read as joy at 0.80 with
 * gratitude), and the love of being woken for work ("love getting paged at 3am", joy at 0.76): sarcasm.
 */
const EYE_ROLL = /🙄/u;
const PRAISE_WORD =
  /(?<![\p{L}'])(?:thanks?|thank you|thx|ty|love|loving|great|awesome|perfect|nice|wonderful|fantastic|amazing|brilliant|lovely|fun|cool|yay)(?![\p{L}'])/u;
const LOVE_WOKEN = new Gated(
  /(?<![\p{L}'])(?:love|loving|just love|really love|gotta love|got to love|nothing like|nothing better than) (?:getting|being) (?:paged|woken up|woken|pinged|called|messaged|texted)(?: [^.!?]{0,30}?)? (?:at (?:[1-5]|midnight)(?: ?am| ?a\.m\.)?|on (?:a |my )?(?:weekend|saturday|sunday|day off|vacation|pto|holiday)|in the middle of the night)(?![\p{L}\p{N}])/u,
);

/**
 * Gladness at something broken once more ("oh I'm thrilled that the build is broken again", read as engagement):
 * sarcasm. Only a breakage told as repeated: "glad the outage is over" and "happy the build is green again" stay.
 */
const MAY_BE_AGAIN = /again/;
const GLAD_AT_BREAKAGE_AGAIN =
  /(?<![\p{L}'])(?:thrilled|delighted|overjoyed|stoked|glad|happy|love|loving|so excited)(?: (?:that|how|when|to see|to find|to hear))? (?:[^.!?]{0,40} )?(?:broken|broke|down|crashed|crashing|failing|failed|late|delayed|cancell?ed|postponed|on fire) again(?![\p{L}'])/u;

/**
 * Praise that closes a message about a thing gone wrong once more ("the build is red again five minutes before the
 * demo. Exactly what I needed today.", read as joy at 0.74; "the spec changed again after we built it. Glad we're
 * all aligned.", joy at 0.83): sarcasm. The same words after good news stay ("the fix worked again, exactly what I
 * needed!").
 */
const PRAISE_CLOSING_AFTER_AGAIN =
  /(?<![\p{L}'])again(?![\p{L}'])[\s\S]*?(?<![\p{L}'])(?:(?:exactly|just|precisely) what (?:i|we) (?:needed|wanted)(?: today| this morning| right now| this week| on a (?:monday|friday))?|(?:glad|good|great|nice|happy|love) (?:to see )?(?:that )?(?:we're|we are|everyone's|everyone is) (?:all )?(?:so )?(?:aligned|on the same page)|love (?:that|this) for (?:us|me)|(?:love|loving|nothing like|nothing better than) (?:spending|wasting|starting|beginning) my (?:morning|day|evening|night|weekend|friday|monday|afternoon|lunch|sunday|saturday)(?: [\p{L}']+){0,3}? (?:on|with|like|doing) (?:this|that|it)|(?:great|perfect|fantastic|awesome|wonderful|brilliant|lovely),? (?:just |simply |absolutely )?(?:great|perfect|fantastic|awesome|wonderful|brilliant|lovely))[.!…]* *(?:\p{Extended_Pictographic}\ufe0f? *)*$/u;

/** What comes again is good news when its clause holds a word the lexicon rates positive, or a fix said. */
const GOOD_AGAIN =
  /(?<![\p{L}'])(?:work(?:s|ed|ing)|fixed|green|passing|passed|back up|up and running|online)(?![\p{L}'])/u;

function praiseClosesMishap(norm: string): boolean {
  if (!PRAISE_CLOSING_AFTER_AGAIN.test(norm)) return false;
  const at = norm.search(/(?<![\p{L}'])again(?![\p{L}'])/u);
  const before = norm.slice(0, at);
  const start = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf(','),
  );
  const end = norm.slice(at).search(/[.!?,]/);
  const clause = norm.slice(start + 1, end < 0 ? norm.length : at + end);
  return !GOOD_AGAIN.test(clause) && !clause.split(' ').some((w) => (LEXICON.get(w) ?? 0) >= GOOD_NEWS_WORD);
}

/**
 * Praise that opens a message about a breakage once more: "Oh wonderful, the update broke login again" (read as joy at
 * 0.69), "great, the build is red again" (not "Great, the build is green again!").
 */
const PRAISE_OPENING_MISHAP_AGAIN =
  /^(?:oh |wow,? |just |well )?(?:great|perfect|wonderful|fantastic|awesome|lovely|brilliant|amazing|nice|cool|super)[,.!…]+ [^.!?]*?(?<![\p{L}'])(?:broke|broken|breaks|crashed|crashes|crashing|down|failed|fails|failing|deleted|lost|missing|late|delayed|cancell?ed|wrong|stuck|red|outage|bug|bugs|logged me out|timed out|froze|frozen|raining)(?![\p{L}'])[^.!?]*?(?<![\p{L}'])again(?![\p{L}'])/u;

/**
 * Thanks for a mistake made public ("wow thanks for cc'ing the whole company on my mistake, super helpful"), the love
 * of a habit that then blames ("love how the client changes the spec every day and then asks why we're late"), glee
 * at a huge review ("thrilled to review this 400-file PR at 6pm on a friday"): sarcasm.
 */
const SARCASM_MORE =
  /(?<![\p{L}'])(?:(?:thanks?|thank you|ty)(?: so much)? for (?:cc'?ing|cc-ing|copying|forwarding|sharing|posting|announcing|replying all)[^.!?]{0,40}?(?:my|our) (?:mistake|error|screw-?up|failure|bug|typo)|(?:love|loving|gotta love) how [^.!?]{3,60}? and then (?:asks?|blames?|wonders?|complains?|acts? surprised)|(?:thrilled|so excited|delighted|stoked|can't wait) to (?:review|fix|debug|read|redo|rewrite|untangle) (?:this|a|another) (?:\d+[- ]?(?:file|line|page)|massive|huge|giant))(?![\p{L}'])/u;
const MAY_SARCASM_MORE = /thank|ty |love|thrilled|excited|delighted|stoked|can't wait/;

export const sarcastic = (norm: string): boolean =>
  SARCASM.test(norm) ||
  (MAY_SARCASM_MORE.test(norm) && SARCASM_MORE.test(norm)) ||
  (MAY_BE_AGAIN.test(norm) &&
    (GLAD_AT_BREAKAGE_AGAIN.test(norm) ||
      praiseClosesMishap(norm) ||
      PRAISE_OPENING_MISHAP_AGAIN.test(norm))) ||
  (EYE_ROLL.test(norm) && PRAISE_WORD.test(norm)) ||
  LOVE_WOKEN.test(norm) ||
  praisesAnother(norm) ||
  (MAY_PUT_DOWN.test(norm) && PUT_DOWN.test(norm)) ||
  (MAY_MOCK.test(norm) && MOCKING.test(norm));

export function detectStates(input: StateInputs): State[] {
  return readStates(input).states;
}

/** Whether a positive state (engagement, belonging, gratitude) is among `said`. */
export function positiveSaid(said: Iterable<State>): boolean {
  for (const s of said) if (POSITIVE_STATES.has(s)) return true;
  return false;
}

/** The states whose cues are asserted in the normalised text `norm`: the states said in words. */
export function statesSaid(norm: string): Set<State> {
  return scanSaid(norm).said;
}

/**
 * Conflict cues that are something done to a person (being yelled at, blamed, bullied, talked over, robbed of
 * credit, undermined, mocked), not an insult or a quarrel the author takes part in ("are you kidding me?").
 */
const DONE_TO =
  /^(?:yell|shout|scream|raise|retaliat|threaten|comments|jokes|remarks|cracks|blam|bull|threw|getting|got|being|been|was|am|talk|take|taking|took|steal|stole|interrupt|ignor|dismiss|undermin|belittl|humiliat|mak|made|gaslight|disrespect|rude|hostile|said|says|called|told|critici|embarrass|sham|scold|chew|tore|ripped|berat)/;
/** The author as the one such a cue is aimed at: its object ("yelled at me", "took credit for my work"). */
const AT_AUTHOR_IN = /(?<![\p{L}'])(?:me|my|us|our|everything (?:i|we)|the work (?:i|we))(?![\p{L}'])/u;
const AT_AUTHOR_AFTER = /^ (?:to |towards |toward |with )?(?:me|us)(?![\p{L}'])/u;
/** …or its subject, in the passive ("I keep getting talked over", "I'm being bullied"). */
const PASSIVE = /^(?:getting|got|being|been|was|am|bullied|retaliated)/;
const AUTHOR_BEFORE = /(?<![\p{L}'])(?:i|i'm|im|i've|ive)(?![\p{L}'])[^.!?]{0,24}$/u;

function scanSaid(norm: string): { said: Set<State>; mistreated: boolean } {
  const said = new Set<State>();
  let mistreated = false;
  for (const [state, hits] of BOOK.scan(norm)) {
    const kept = hits.filter(
      (h) =>
        isAsserted(norm, h.index) &&
        !(state === 'conflict' && (aboutOneself(norm, h.index) || notBetweenPeople(norm, h))),
    );
    if (kept.length === 0) continue;
    said.add(state);
    if (state === 'conflict') mistreated = kept.some((h) => atAuthor(norm, h));
  }
  return { said, mistreated };
}

/** Whether a conflict cue's hit is aimed at the author ("the client yelled at me"), not said to or of others. */
function atAuthor(norm: string, hit: { index: number; text: string }): boolean {
  if (!DONE_TO.test(hit.text)) return false;
  return (
    AT_AUTHOR_IN.test(hit.text) ||
    AT_AUTHOR_AFTER.test(norm.slice(hit.index + hit.text.length, hit.index + hit.text.length + 12)) ||
    (PASSIVE.test(hit.text) && AUTHOR_BEFORE.test(norm.slice(Math.max(0, hit.index - 32), hit.index)))
  );
}

/**
 * The states, and those of them said in words (`said`: cue hits, not the models' inferences). Whether a message
 * is a plain request, an apology, an absence notice or a reproach is read from what it says: an irritation the
 * models infer from "sorry, wrong merge direction" does not make the apology a strain.
 */
export function readStates(input: StateInputs): StateReading {
  const { said, mistreated } = scanSaid(input.norm);
  const found = new Set(said);
  const saidStates = STATES.filter((s) => said.has(s));
  const bereaved = ownLossSaid(input.norm);
  const kinIll = ownKinIllSaid(input.norm);
  const jobLost = ownJobLossSaid(input.norm);
  const sarcasm = sarcastic(input.norm);
  const celebrated =
    !mistreated &&
    !bereaved &&
    !kinIll &&
    !jobLost &&
    !saidStates.some((s) => STRAINED.has(s)) &&
    // Nothing negative said beside it: "we launched the new site and it crashed immediately, what a disaster".
    input.affect.lexicon.negative === 0 &&
    successSaid(input.norm) &&
    !sarcasm;
  const courtesy = courtesyOf(saidStates, input.affect, mistreated);
  const aboutSomethingElse =
    courtesy === 'impersonal' || (courtesy === 'typical' && impersonal(saidStates, input.affect));
  for (const [state, rule] of Object.entries(EMOTION_EVIDENCE) as [
    State,
    { emotions: string[]; min: number },
  ][]) {
    // A text that reads as clearly positive is not anxious or irritated, whatever its words' emotions ("this
    // game is so scary, love it"); gratitude is read from its emotion alone.
    // Nor is good news said in words ("we hit our Q3 target!").
    if (state !== 'gratitude' && (input.affect.valence >= POSITIVE_TEXT || celebrated)) continue;
    // Fear the emotion model reads in a judgement of something else is not the author's anxiety.
    if (state === 'anxiety' && aboutSomethingElse) continue;
    let p = 0;
    for (const e of rule.emotions) p += input.affect.emotions[input.emotionNames.indexOf(e)] ?? 0;
    if (p >= rule.min) found.add(state);
  }
  // Irritation inferred from the models does not stand beside a positive state in words ("killing it, team!").
  if (!celebrated && ![...found].some((s) => POSITIVE_STATES.has(s)) && irritated(input))
    found.add('frustration');
  const mild = !mistreated && !bereaved && !kinIll && !jobLost && mildStrain(saidStates, input.affect);
  if (
    input.stressed &&
    !celebrated &&
    !mild &&
    !thankful(found, input.affect) &&
    !calmGlad(found, said, input.affect) &&
    courtesy === null
  )
    found.add('stress');
  // Positive states do not stand beside their opposites from the same cue ("thanks for nothing"); sarcasm is
  // irritation ("wow, great job breaking prod again"), and its eagerness none ("thrilled that the build is broken
  // again").
  if (sarcasm) {
    found.add('frustration');
    found.delete('engagement');
  }
  if (found.has('gratitude') && (input.affect.compound < -0.5 || sarcasm)) found.delete('gratitude');
  return {
    states: STATES.filter((s) => found.has(s)),
    said: saidStates,
    courtesy,
    mistreated,
    bereaved,
    kinIll,
    jobLost,
    celebrated,
    sarcastic: sarcasm,
    mild,
  };
}
