/**
 * Crisis language and the risk level (DESIGN §4). `high` (which alone sets `crisis`): thoughts of killing oneself,
 * a suicide method, plan, intent or attempt, self-harm, intent to harm others, disclosure of abuse — one asserted
 * strong cue is enough. `elevated`: passive wishes to be dead or gone, farewells, hopelessness (several weak cues)
 * and long distressed first-person accounts. A cue that is negated ("I'm not suicidal"), inside quotes, in a
 * hashtag, about someone else ("she wants to kill herself", "the process should commit suicide") or in a
 * technical, gaming or news sense is not the author's crisis; idioms ("dying to see it", "killing it", "I could
 * kill for a coffee") never match because the cues require a first-person object or intent.
 */
import type { CrisisTheme, RiskLevel } from '../signal.js';
import { FNV_BASIS, fnvStep, hashString } from '../text/hash.js';
import {
  CueBook,
  clauseBefore,
  compile,
  Gated,
  type Hit,
  hits,
  isAsserted,
  isNegated,
  isQuoted,
} from '../text/phrases.js';
import { talksAboutSoftware } from '../text/technical.js';
import { codePointAt, codePointBefore, isLetter } from '../text/unicode.js';
import { STRESS_THRESHOLD } from './score.js';

const I = "(?:i|i'm|im|i am|i've|ive|i have|i'd|i'll|i feel|i just)";
const WANT =
  '(?:want to|wanna|going to|gonna|need to|have to|will|plan to|planning to|trying to|try to|about to|ready to|tempted to|thinking about|thought about|think about|considering|decided to|decide to|might|should just|should)';

/** Medicines and units that questions about overdosing name. */
const DRUG_WORDS =
  'pills|tablets|mg|milligrams|grams|sleeping pills|painkillers|benadryl|tylenol|paracetamol|acetaminophen|ibuprofen|insulin|xanax|melatonin|diphenhydramine|aspirin|advil|nyquil|codeine|oxycodone|tramadol|lithium|seroquel|sertraline|zoloft|prozac|antidepressants|sodium nitrite|nitrite';

/** Suicide as a topic rather than the author's act: "suicide prevention", "suicide squad", "suicide rates". */
const NOT_TOPIC =
  '(?! (?:squad|prevention|awareness|hotline|helpline|lifeline|rates?|statistics|risk|research|training|data|cases|calls|loss|survivors?|victims?|bomb\\w*|mission|doors|watch))';

/** After pills taken: not a remedy for something ("a handful of pills this morning because my allergies are awful"). */
const NOT_A_REMEDY =
  '(?![^.!?]{0,60}(?:allerg|hay fever|pollen|headache|migraine|cold|flu|cramps|period|back pain|vitamins?|supplements?|for my (?:\\w+ )?(?:back|knee|head|tooth|teeth|stomach)))';

const SUICIDAL_STRONG = [
  // From a twelfth probe.
  '(?:with|put|had) (?:it|the (?:gun|pistol|barrel)) in my mouth',
  '(?:bought|got|drank|drink|drinking|swallowed) (?:the |some |a bottle of )?(?:pesticide|weedkiller|paraquat)(?! for)',
  'which floor is high enough|high enough to (?:die|kill me|end it|not survive)',
  `(?:tablets|pills|paracetamol|${DRUG_WORDS}) from (?:two|three|four|several|\\d+|different|multiple) (?:different )?(?:chemists|pharmacies|shops)`,
  '(?:how much|how many) (?:would|will) do it(?= *(?:$|[.!,…]))',
  "(?:the )?only reason i (?:haven't|have not|havent) done it (?:yet )?is",
  'hosepipe and (?:duct|gaffer) tape',
  '(?:pocketed|taken|took|stolen|saved) enough (?:from|of) (?:the )?(?:meds|pills|tablets|meds trolley|drugs cupboard)',
  '(?:going to|gonna) jump (?:from|off) (?:the )?(?:\\d+(?:st|nd|rd|th) floor|roof|bridge|balcony|building)',
  'stop taking my (?:heart meds|insulin|medication|meds) and let it happen',
  '(?:look|looks) like an accident so (?:the )?(?:insurance|life insurance|mum|my family|the kids)',
  '(?:would|should|will) be enough to (?:not wake up|never wake up|end it|do it)',
  // From an eleventh probe.
  `(?:saving|saved|been saving|collecting|saving up) (?:up )?(?:my |the |all my )?(?:[\\p{L}]+'?s )?(?:${DRUG_WORDS}|meds|sleeping tablets|tablets)[^.!?]{0,40}?(?:[.!,] ?)?[^.!?]{0,20}?(?:(?:got|have) enough|enough now)`,
  `(?:bought|got) [\\p{L}\\d ]{0,12}(?:packs|boxes|bottles) (?:of (?:${DRUG_WORDS}|pills|tablets|meds) from (?:different|several|\\d+|multiple|a few) (?:shops|pharmacies|chemists|stores)|from (?:different|several|\\d+|multiple|a few) (?:pharmacies|chemists))`,
  '(?:driving|drive|going to drive|gonna drive) (?:my car )?into the (?:reservoir|sea|river|lake|canal|sea wall|quarry|pylon|bridge support)',
  'the (?:insulin )?dose that (?:would|will) do it',
  '(?:hose|pipe|tube)[^.!?]{0,20}?(?:fit|fits|attached to|taped to|on) the exhaust',
  'practi[cs]ing with the (?:belt|rope|cord|scarf|noose)',
  `(?:strip|box|packet|bottle)s? of (?:${DRUG_WORDS}|co-codamol|meds|pills|tablets) down(?= *(?:$|[.!,…]))`,
  "(?:it )?(?:wasn't|was not) a cry for help",
  "(?:only thing|the only thing|all that's) (?:stopping|keeping) me (?:from )?(?:jumping|doing it|going through with it)",
  'legs over the (?:rail|railing|edge|side|ledge)',
  '(?:know|worked out) exactly what to take and how much',
  'disposable (?:bbq|barbecue)s?[^.!?]{0,40}?(?:tent|car)|(?:tent|car) (?:is )?(?:zipped|sealed|taped) (?:up )?[^.!?]{0,20}?(?:bbq|charcoal)',
  '(?:got|have|has) enough to (?:not wake up|never wake up|end it|do it)(?= *(?:$|[.!,…]))',
  '(?:put|tied|pulled) a (?:plastic )?bag over my (?:own )?head',
  // From a tenth probe: how tight a belt must be, a razor sat with against the wrist, drink bought to go with the
  // pills, a noose the author made, what would stop a heart, the last thing on the list.
  '(?:tested|testing|tried|trying|checked|practi[cs]ed|practi[cs]ing) how tight the (?:belt|rope|cord|noose|scarf) (?:needs|has|would need) to be(?! for)',
  '(?:sitting|sat|lying) (?:here )?with (?:a|the|my) (?:razor|blade|knife|gun) (?:against|to|on) my (?:wrists?|throat|neck|head|temple)',
  '(?:vodka|alcohol|booze|wine|whiskey|whisky|gin) to go with the (?:pills|tablets|meds)',
  '(?:the|a) noose i (?:made|tied|bought)',
  'would stop (?:a|my) heart',
  'last thing (?:on the list )?is the (?:jump|actual thing|big one|bridge|rope|pills)',
  `(?:got|have|i've got) (?:the|my|all my|all the) (?:${DRUG_WORDS}|meds|pills) (?:all )?(?:counted out|lined up|laid out) (?:on|in|by)`,
  'stopped taking my (?:insulin|heart meds|heart medication|medication|meds) on purpose',
  'planning (?:on|to) not (?:be|being) (?:alive|here|around)',
  "(?:hold|holding|held) (?:my |the |a |my dad's |my dads )?(?:old )?(?:revolver|gun|pistol|rifle|shotgun) and think(?:ing)? about it",
  "(?:didn't|didnt|did not) (?:go|cut) deep enough",
  // From an eighth probe: medicines hoarded or counted out, not being alive to answer, gone before help comes, over by
  // the time a message is read, one's own end spared a finder, a method bought "not for camping", a blade held to
  // one's throat, a car driven off a pier, the means stared at, "unalive myself".
  `(?:stockpil\\w*|hoard\\w*) (?:up )?(?:my |the |all my |some |of )?(?:${DRUG_WORDS}|meds|medication|prescriptions?|oxy|oxys|opioids)`,
  `(?:saving|collecting|keeping|hiding) (?:up )?(?:my |the |all my )?(?:${DRUG_WORDS}|meds|medication|oxy|oxys|opioids) instead of taking (?:it|them)`,
  `(?:${DRUG_WORDS}|meds|oxy|oxys) (?:are|is) (?:all )?(?:counted out|lined up|laid out) (?:on|in|by)`,
  "(?:won't|wont|will not) be alive to (?:answer|read (?:it|this|them|your \\p{L}+)|reply|respond)",
  "(?:i'll|ill|i will) be (?:gone|dead) (?:before|by the time) (?:they|you|anyone|the cops|the police|help|someone|the ambulance)",
  "by (?:then|the time (?:you|they|anyone|someone) (?:read|reads|see|sees|get|gets) (?:this|it|them)),? (?:it'll|it will|itll|i'll|i will|ill) (?:be over|be gone|be dead|be done|all be over)",
  "(?:doesn't|doesnt|does not|don't|dont|do not|won't|wont|will not) have to be the (?:one|ones|person|people) (?:who|that|to) finds? me|(?:aren't|arent|isn't|isnt|are not|is not|won't be|wont be) the (?:one|ones|person|people) (?:who|that|to) finds? me|(?:for|to) whoever finds me",
  "(?:bought|got|ordered|picked up) (?:a |some |the )?(?:rope|noose|helium|charcoal|gun|pistol|razor blades)[^.!?]{0,25}[.!,]? (?:and )?(?:it's |its )?not for (?:camping|climbing|hiking|the garden|work|a project|crafts?|a ?bbq|protection|hunting|shaving)",
  '(?:held|holding|hold) (?:a|the|my) (?:knife|blade|razor|gun|pistol) (?:to|against) my (?:own )?(?:throat|wrists?|head|temple|chest|neck)',
  '(?:drive|driving|drove|going to drive|gonna drive) (?:my car |the car )?off (?:the|a) (?:pier|cliff|bridge|overpass|edge)',
  '(?:have|got) (?:the|my|a) (?:gun|pistol|rifle) out (?:on|in)|(?:just )?staring at (?:the|my) (?:gun|pills|rope|noose|blade|razor|bottle of pills)(?= *(?:$|[.!,…]| again| for| rn| right now| tonight))',
  'unalive (?:myself|me)|(?:ctrl ?\\+? ?alt ?\\+? ?del(?:ete)?|alt ?\\+? ?f4) myself(?! from)',
  '(?:what|which) (?:dose|amount|combination|doses) (?:would|will) do it',
  'the (?:chair|stool) and the (?:belt|rope|cord|noose)',
  // From a seventh probe: death as the only way out, a plan and the means said together.
  '(?:death|dying|suicide|killing myself|ending (?:it|it all|my life)) (?:is|feels like|seems like|is really) (?:the|my) only (?:way out|option|answer|escape|solution)(?= *(?:$|[.!,;…]| (?:left|now|anymore|i have|i see)))',
  '(?:the|my) only (?:way out|escape|option|answer|solution)(?: left)? (?:is|would be|seems to be) (?:death|dying|to die|suicide|killing myself|to kill myself|ending it|to end it|to end my life)(?= *(?:$|[.!,;…]))',
  "(?<=(?:^|[^\\p{L}'])(?:i have|i've got|ive got|i got|i've) )(?:a|the|my) plan and (?:the|a) (?:means|way to do it)(?= *(?:$|[.!,;…])| to (?:do it|end it|die|end my life|kill myself))",
  // From a sixth probe: "planning to not wake up tomorrow", standing on a ledge now, stepping in front of the 7:40.
  '(?:planning|plan|planned|going) (?:to|on) (?:not|never) wak(?:e|ing) up',
  '(?:standing|sitting|stood) on the (?:ledge|edge|railing) of (?:the|a) (?:parking garage|car park|roof|building|bridge|balcony)[^.!?]{0,20}?(?:right now|rn|now)',
  '(?:stepping|step|jumping|jump|walking|walk)(?: out)? in front of (?:the|a) (?:\\d{1,2}[:.]\\d\\d )?(?:train|express|bus|truck|lorry)',
  // From a fifth probe (unseen wordings): "…because I won't be alive", "stop my heart", "how many paracetamol would it
  // take to not wake up", "would a belt hold my weight", "how deep to cut so it actually works", "is a car exhaust in a
  // closed garage painless?", "sitting in my car with the engine running in the closed garage".
  "(?:because |since |as )i (?:won't|will not|wont) be alive|(?:i|i'll) (?:won't|will not|wont) be alive (?:by|after|for|on|next|anymore|much longer)(?! (?:the time|then,? (?:probably|anyway)))",
  'stop my (?:own )?heart',
  "(?:how many|how much) [\\p{L}' ]{1,30}? (?:would it take|does it take|would i need|do i need|to take) to (?:not wake up|never wake up|die|be fatal|end it|kill (?:me|myself))",
  '(?:belt|rope|cord|scarf|sheet|cable) (?:would|will|could|can|strong enough to) hold my weight',
  'how deep (?:to|should i|do i have to|do you have to|would i need to) cut',
  '(?:(?:a |the )?car )?(?:exhaust|hanging|drowning|overdos\\w*|jumping|carbon monoxide|gas)[\\p{L} ]{0,40}? (?:painless|quick|fast enough)\\?',
  '(?:sitting|sat|lying|waiting) in (?:my|the) car with the engine running|engine running in the (?:closed |shut )?garage|car running,? (?:the )?(?:garage )?door (?:shut|closed)',
  // Plainly, from a fourth probe: "i am decide to finish my life", "tonight i'll make sure i dont wake up", "i'm not gonna
  // be alive by my birthday".
  "(?:finish|finishing|finished) (?:my (?:own )?life|myself off)(?!['’]s| (?:game|story|work|goals?|list|plans?)(?![\\p{L}]))",
  "(?:make sure|making sure) (?:that )?i (?:don't|dont|do not|won't|wont|never) wake up(?! (?:late|early|at|for|on|to)(?![\\p{L}]))",
  "(?:not (?:gonna|going to)|won't|wont|will not) be alive (?:by|for|at|on|to see) (?:my|the (?:end|weekend|morning|holidays|summer|new year|next)|next|christmas|new year|summer)",
  // No way out but one, said: "I can't see a way out of this except ending it"; not alive by a date: "I'm not planning
  // on being alive by the review date".
  "(?:no way out|(?:can't|cannot|cant|don't|dont|do not) see (?:a|any) way out)(?: of (?:this|it))?[^.!?]{0,20}?(?:except|other than|but|besides) (?:ending it|to end it|dying|death|killing myself|suicide|ending my life|ending things)",
  "(?:not planning on|not planning to|don't plan on|do not plan on|no plans? (?:on|of)) (?:be |being |staying )?alive (?:by|for|at|when|after|past|to see|much longer|next)",
  // An overdose asked about: "hypothetically if someone took a whole bottle of tylenol how long would it take".
  `(?:if )?(?:someone|somebody|a person|i|you) (?:took|take|swallowed|swallow|downed|down) (?:a |the )?(?:whole|entire|full) (?:bottle|pack|packet|box|strip) of (?:${DRUG_WORDS})[^.!?]{0,40}?(?:how long|would it|what happens|would (?:i|they|you|it) (?:die|kill)|enough to)`,
  // A plan told: "my plan is to drive into a wall on the way home", "my plan is to end it".
  'my plan is to (?:end it(?: all)?|end my life|kill myself|drive (?:my car )?(?:into|off)|jump (?:off|from|in front)|overdose|hang myself|take (?:all )?(?:my|the|those) pills|stop (?:eating|taking my meds))',
  // On the edge now: "I'm standing on the roof right now and thinking of stepping off".
  "(?:standing|sitting|sat|stood|up|i'm|im|i am) (?:on|at) (?:the|a|this) (?:roof|ledge|edge|bridge|balcony|rooftop|railing)(?: [\\p{L}']+){0,5} (?:thinking (?:of|about) |about to |going to |gonna |want to |wanna |ready to |trying to )?(?:step|stepping|jump|jumping|let go|letting go|fall|falling)(?: (?:off|over|from))?(?! (?:down|in|into|on|onto|up|to|at|for|with|around|back|the gun|ship)(?![\\p{L}']))",
  // Not coming down from a height: "I'm sitting on the roof of my building right now. I don't think I'm coming down".
  "(?<=(?:roof|rooftop|ledge|bridge|balcony|railing|top floor)[^.!?]{0,60}[.!?,]* *(?:and |but )?)(?:i (?:don't|do not|dont) think i'?m|i'm not|im not|i am not|i won't be|i'm never) (?:coming|going to come|gonna come) (?:back )?down(?! (?:for|to|with|until|till|before|after|later|soon|tonight|today)(?![\\p{L}']))",
  // A rope kept for a purpose: "I have the rope in my car…", "I bought a rope and I know what I'm going to do with it".
  "(?:bought|have|got|keep|kept|hid|hidden|hide|hung|tied) (?:a |the |some |my )?(?:rope|noose)(?: [\\p{L}']+){0,5}?[.,]? (?:and )?(?:i )?(?:know (?:exactly )?what i'?m (?:going to|gonna) do with it|keep (?:thinking about|driving past|looking at)|think about (?:it|using it) every)",
  // A height looked up and found enough: "I looked up how high the bridge on Route 9 is. I think it's high enough".
  "(?:looked up|looking up|researched|researching|googled|googling|checked|checking|measured|measuring) (?:how (?:high|tall|far (?:down|up)|deep)|the height of) (?:[\\p{L}0-9']+ ){0,6}?(?:bridge|overpass|cliff|parking (?:garage|deck|structure)|building|roof|tower|balcony|dam)(?: [^.!?]{0,30})?[.!?,]* (?:and )?(?:i think |i guess |i'm pretty sure |pretty sure )?(?:it's|it is|it'd be|it would be|that's|that is) (?:high |tall |far )?enough",
  // A dose looked up: "I looked up how many of my sleeping tablets it would take".
  "(?:looked up|looking up|googled|googling|researched|researching|checked|figured out|worked out|counted) how (?:many|much) (?:of )?(?:my |the |those )?(?:[\\p{L}]+ )?(?:pills|tablets|meds|insulin|painkillers|tylenol|paracetamol|sleeping pills|sleeping tablets) (?:it )?(?:would|will|it'd|it'll) take",
  // A means kept ready and a purpose known: "…saved them all up. I know what I'm going to do with them".
  "(?:saved|saving|stockpiled|stockpiling|hoarded|hoarding|collected|collecting|kept|keeping) (?:them|(?:all )?(?:my|the) (?:pills|meds|tablets|medication|sleeping pills|painkillers))(?: all)?(?: up)?[^.!?]{0,40}[.!?,]* (?:and )?(?:i )?know (?:exactly )?what i'?m (?:going to|gonna) do with (?:it|them)",
  // A rope not for its everyday use: "I bought a rope today and it wasn't for camping".
  "(?:rope|noose)[^.!?]{0,40}?(?:and )?(?:it )?(?:wasn't|isn't|is not|was not|not) for (?:camping|climbing|moving|hiking|the boat|a project|work|the garden|sailing|the tent|a swing)",
  // A whole supply at once: "going to take all my insulin at once tonight".
  "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am|i'll|i will|gonna|going to|about to|planning to|i'm going to|i'm gonna) )(?:take|swallow|inject|down) (?:all|the rest) (?:of )?(?:my|the) (?:insulin|pills|meds|tablets|sleeping pills|painkillers|medication)(?= (?:at once|tonight|in one go|all at once|together|right now)(?![\\p{L}']))",
  // Gone through with it, foretold: "if I don't show up tomorrow it's because I finally went through with it".
  "(?:i|i've|i have|i'll have) (?:finally )?(?:went|gone|go) through with it(?= *(?:[.!,]|$| sorry| tonight| tomorrow))",
  // Ending things on a day: "I've decided I'm ending things on Friday" (not "…ending things with Sarah").
  "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am|i've decided i'm|i'll be) )ending (?:things|it|everything|it all)(?= (?:on|this|next|tonight|tomorrow|soon|friday|monday|tuesday|wednesday|thursday|saturday|sunday|after)(?![\\p{L}']))(?![^.!?]{0,40}(?<![\\p{L}'])with(?![\\p{L}']))",
  // Thinking of driving off, stepping in front of a train, jumping from the balcony.
  '(?:thinking|thought) (?:about|of) (?:just )?(?:driving|going|jumping|stepping) off (?:the |a )?(?:cliff|cliffs|edge|bridge|road|overpass)',
  "(?<=(?:cliff|cliffs|edge|bridge|overpass)[^.!?]{0,80}[.!?,]* [^.!?]{0,60})(?:thinking|thought) (?:about|of) (?:just )?driving off(?![\\p{L}'])",
  '(?:thinking about|thinking of|want to|wanna|going to|gonna|about to|tempted to) (?:just )?(?:step|stepping|jump|jumping|throw myself|throwing myself|walk|walking) (?:out )?in front of (?:the |a |an )?(?:next )?(?:train|one|bus|truck|car|subway|tram|lorry)',
  "(?:can't stop|cant stop|keep|kept|been) thinking (?:about|of) (?:jumping|leaping|stepping) (?:off|from|out of) (?:my|the|a|our) (?:balcony|roof|window|bridge|building|ledge|cliff)",
  // At the bridge tonight, not coming back.
  "(?<=(?:bridge|roof|ledge|cliff|tracks|balcony|river)[^.!?]{0,80})(?:and )?not (?:coming|going) back(?![\\p{L}'])",
  // A gun bought for no good reason: "I bought a gun last week. Not for protection."
  "(?:bought|got|buying|getting|picked up) (?:a|myself a|a new) (?:gun|pistol|handgun|rifle|shotgun|revolver)(?: [^.!?]{0,30})?[.!?,]* (?:and )?(?:it's |it is |and it's )?not for (?:protection|self-defen[cs]e|hunting|the range|sport|target practice)",
  // The way worked out: "I want to die and I've worked out how", "…and I know how I'd do it".
  "(?:die|kill myself|end it(?: all)?|end my life)(?: [\\p{L}']+){0,4} (?:and |but )?(?:i've|i have|ive) (?:already )?(?:worked out|figured out|planned|decided|chosen) (?:how|when|where)",
  "(?:die|kill myself|end it(?: all)?|end my life)(?: [\\p{L}']+){0,4} (?:and |but )?i know (?:exactly )?how i(?:'d| would|'ll| will|'m going to) do it",
  '(?<!could (?:just |honestly |literally )?)kill(?:ing)? my ?(?:own )?self(?! (?:laughing|with laughter|over (?:this|that|it)|trying to|to (?:get|make|finish|meet)))',
  // (The words after it are whole words: "kms tonight" is no distance "to".)
  "(?<![\\d.,] ?)kms(?! (?:away|from|of|per|a|an|to|in|on|each|every|later|left)(?![\\p{L}']))",
  '(?:commit|committing|commiting|comitting|commited|committed|attempt|attempted|attempting) suicide',
  'suicide (?:note|attempt|attempts|plan|pact|ideation|thoughts|toughts|thougts|urges|methods?)',
  "(?:i'm|im|i am|i feel|feeling|been|being|get|getting|got|am) (?:so |very |really |extremely |pretty |kind of |kinda |a bit |fucking )?suicidal",
  'suicidal (?:thoughts|ideation|urges|feelings|again|tonight)',
  'end(?:ing)? (?:my|my own) life',
  'end(?:ing)? it all',
  "(?<!let's |lets |let us |we |you )end(?:ing)? it (?:tonight|today|soon|now|once and for all)(?! (?:and start|with)(?![\\p{L}']))",
  `(?<=(?:^|[^\\p{L}'])${I} )${WANT} (?:just |finally |really |fucking )?end (?:it|things|everything)(?! (?:with|between|for (?:good )?with|on good terms|here(?=[,.]? (?:thanks|thank|for|and|with|as|so|to|in|then|before))|there|early|at|for (?:today|now|the day))(?![\\p{L}']))`,
  // Not savings, an insurance or a life taken back: "I'm going to take my life savings and buy a house".
  "(?:take|taking) my (?:own )?life(?!['’]?s? (?:savings|insurance|story|lessons?)| (?:savings|insurance|policy|back|into|in (?:a|another|a new|my own) (?:direction|hands)|seriously|more seriously|for granted|by the horns|one day at a time|step by step|to the next level)(?![\\p{L}']))",
  "(?:i'm|im|i am) (?:going|gonna) to die (?:tonight|soon|today)",
  '(?<!(?:pretend|pretending|pretends|act|acting|fake|faking|mime|miming) to )(?:hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|overdose on|od on|starve|stab|stabbing|stabbed|suffocate|suffocating|electrocute|strangle|strangling|unalive|unaliving|off|offing) myself(?! (?:in the (?:foot|leg)|to sleep|with (?:work|coffee|food|sugar)|(?:upside down )?(?:from|on) (?:the|a) (?:pull[- ]?up|chin[- ]?up|monkey|climbing) bars?|upside down|until i can))',
  'unalive (?:me|myself)',
  // A weapon turned on oneself: "I have a gun and I'm thinking of using it on myself".
  '(?:use|using|used|turn|turning|turned|point|pointing|pointed) (?:it|the gun|a gun|my gun|the knife|a knife|my knife|the pistol|the rifle|the blade) on myself',
  'give myself alcohol poisoning',
  '(?:slit|cut|slash) my (?:own )?(?:wrists?|throat)',
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i was|i am|i'll|i will|i've|gonna|going to|want to|wanna|about to|thinking about|thinking of) (?:\\w+ ){0,2})(?:drink|drinking|drank|swallow|swallowing|swallowed|ingest|ingesting) (?:some |the |a bottle of |a cup of )?(?:\\w+ )?(?:bleach|detergent|antifreeze|rat poison|weed killer|drain cleaner)",
  '(?:painless|least painful|most painless|quickest painless) (?:way|ways|method|methods) to go(?! (?:to|home|back|out|about|for|with|from|in|through|over)(?![\\p{L}]))',
  '(?:no|any|nothing|not any) (?:other )?(?:plans?|options?|choices?|future) (?:except|other than|besides|but) suicide',
  '(?<=(?:have|with|got|own|sitting here with) )the means to (?:end it|die|kill myself|do it|end my life)',
  'end (?:it|my life) or (?:stay|keep going|keep living|continue|live|not)(?![\\p{L}])',
  "(?:i|i'm|i've|i'll|me|my|gonna|going to|want to|wanna) (?!(?:see|saw|seen|treat|treated|treating|nurse|nursed|witness|witnessed|handle|handled|admit|admitted|meet|met|read|study|studied|research|researched|cover|covered|report|reported) )(?:\\w+ )?overdos(?:e|ed|ing)(?! (?:patients|cases|victims|calls|deaths|rates?|crisis|epidemic|statistics|numbers|reversal|kits?|training|prevention)(?![\\p{L}']))(?! on (?:caffeine|coffee|espresso|sugar|candy|chocolate|memes|netflix|anime|content|cuteness|carbs|pizza|energy drinks?|red bull|monster|tea|matcha)(?![\\p{L}']))",
  '(?:last|final) (?:night|day) (?:alive|on earth|of my life)',
  '(?:thoughts? of|thinking (?:about|of)|considering|contemplating|consider|contemplate|planning|plan|urge to|urges to|close to|resort to) suicide',
  // Suicide as the author's own option: active thoughts of it, not a mention.
  '(?:considered|contemplated|attempting|chose|choose|choosing) suicide',
  `(?:how|why) (?:is|isn't) suicide${NOT_TOPIC} not (?:the|an|my) (?:answer|option|solution)`,
  'suicide (?:still |really |just |honestly )?(?:is|seems|feels)(?: like)? (?:(?:the|my) (?:only|best|last|easiest|most logical) (?:option|way out|way|answer|choice|solution)|(?:the )?most optimal)',
  'suicide (?:is|has been|keeps) (?:always )?(?:on|in) my mind',
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i've|i have) (?:\\w+ )?)(?:been |keep |kept |always )?(?:thinking|think|thought) (?:a lot |so much |constantly )?(?:about|of) (?:suicide|killing myself|ending it)",
  '(?<!#)suicidal',
  "(?:i|i'm|im|i am) (?:just |finally |really )?(?:going to|gonna|ready to|about to) end (?:it|things|everything|my pain)(?! (?:with|between|here(?=[,.]? (?:thanks|thank|for|and|with|as|so|to|in|then|before))|there|early|at|for (?:today|now|the day)|on good terms)(?![\\p{L}']))",
  '(?:see|know) (?:why|how) i should (?:be alive|stay alive|keep living|live)',
  '(?:write|wrote|writing|leave|left|leaving) (?:a|my) suicide note',
  '(?:find|found|finds) my body',
  `(?:took|swallowed|take|swallow|taking|swallowing) (?:like |about |around )?(?:[1-9]\\d+|a bunch of|all (?:my|the|of my)|a handful of|a lot of) (?:\\w+ )?(?:pills|tablets|sleeping pills|painkillers)${NOT_A_REMEDY}`,
  '(?<!could (?:just |honestly |literally )?)(?:kill|hurt) myself(?! (?:laughing|with laughter|trying to|to (?:get|make|finish|meet)))',
  '(?:fantasi[sz](?:e|es|ed|ing)|obsess(?:ed|ing)?) about (?:death|dying|my death|my suicide|suicide|killing myself|ending (?:it|my life))',
  '(?:dream(?:s|ed|ing)?|think(?:s|ing)?) about (?:killing myself|ending my life|my suicide|my own death)',
  // Plans, methods and timing.
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)(?:going to|gonna|ready to|about to|planning to|plan to|decided to|want to|wanna) (?:just |finally |really |fucking )?end (?:it all|my pain|my suffering|myself)`,
  'end(?:ing)? myself',
  'painless (?:way|ways|method|methods) to (?:die|kill myself|end (?:it|my life|it all)|commit suicide)',
  '(?:quickest|easiest|fastest|surest|least painful) (?:way|ways|method|methods) to (?:kill myself|end my life|commit suicide)',
  '(?:is|how) (?:painful|painless|quick|long) (?:is )?(?:hanging|overdosing|an overdose|bleeding out|suffocating|suffocation)',
  '(?:how|what) (?:much|many) (?:pills|tablets|mg|milligrams|grams|sleeping pills|painkillers) (?:\\S+ ){0,4}(?:to|will it take to|would it take to|does it take to|is enough to) (?:die|overdose|od|kill me|kill myself)',
  'lethal (?:dose|amount|overdose) (?:of )?(?:pills|tablets|medication|meds|insulin|paracetamol|tylenol|acetaminophen|ibuprofen|sleeping pills|painkillers)',
  'enough (?:pills|tablets|meds|medication|sleeping pills|painkillers) to (?:kill|die|end|od|overdose)',
  '(?:rope|belt|noose|cord|cable) (?:around|round|on) my neck',
  '(?:slit|slitting|slash|slashing|slice|slicing|cut|cutting) (?:open )?my (?:wrists?|throat|veins?)',
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)${WANT} (?:just |kinda |kind of )?(?:jump|leap) (?:off|from|in front of|out of)(?: of)? (?:a|the|my|this|his|her|our) (?:\\w+ ){0,2}?(?:bridge|building|roof|rooftop|train|cliff|balcony|tower|overpass|skyscraper|window|ledge|parking (?:garage|deck))`,
  '(?<=(?:scared|afraid|courage|guts|nerve|balls|considering|contemplating|thinking of|thinking about) (?:to )?)(?:jump|jumping|leap|leaping) (?:off|from|out of)(?: of)? (?:a|the|my|this) (?:\\w+ ){0,2}?(?:bridge|building|roof|rooftop|cliff|balcony|tower|overpass|skyscraper|window|ledge)',
  '(?<=(?:considering|contemplating) )(?:hanging myself|overdosing|shooting myself|slitting my wrists|drowning myself)',
  'blow my (?:\\w+ )?brains out',
  'shot myself(?! in the (?:foot|leg))',
  '(?:set|setting) myself on fire',
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i was|i've been|me) (?:\\w+ )?)(?:planning|thinking) (?:on|of|about) (?:overdosing|hanging myself|od'?ing)",
  `(?:downing|swallow|swallowing|take|taking|took|swallowed) (?:a bottle of|a handful of|all (?:my|the|of my)) (?:\\S+ ){0,3}?(?:pills|tablets|paracetamol|acetaminophen|painkillers|sleeping pills|antidepressants)${NOT_A_REMEDY}`,
  'suicide (?:notes|letters?)',
  '(?:planned|planning|plan|plans) (?:on|to) (?:kill myself|killing myself|end(?:ing)? my life|take my life|taking my life)',
  "(?:don't|dont|do not) (?:plan|expect|intend) (?:on|to) (?:living|live|being alive|be alive) (?:much|past|beyond|longer|to|until|more than)(?![\\p{L}])",
  '(?:keeping|keeps|kept|stopping|stops|holding) me (?:back )?from (?:ending my life|killing myself|suicide)',
  // "Not" inside the cue: still ideation ("a reason not to end my life", "trying not to kill myself").
  '(?:reason|reasons) (?:not to|to not) (?:kill myself|end my life|end it all|off myself|commit suicide)',
  '(?:trying|try|fighting|fight|struggling|struggle|hard|harder) (?:so hard )?(?:not to|to not) (?:kill myself|kms|end (?:my life|it all))',
  "(?:haven't|have not|havent|didn't|did not) (?:\\w+ )?(?:killed myself|ended my life|ended it all) (?:just )?yet",
  'regret (?:not )?(?:killing myself|ending my life)',
  '(?:tried|tried to|attempted to) (?:kill myself|end my life|end it|overdose|hang myself|od)',
  // Methods and preparations in wording the phrases above lack.
  '(?:stockpil(?:e|ed|ing)|hoard(?:ed|ing)?|sav(?:e|ed|ing) up|collect(?:ed|ing)) (?:\\w+ ){0,2}(?:pills|tablets|meds|painkillers|sleeping pills)',
  // The same told the other way round: "I have pills saved up and I'm going to take them tonight".
  '(?:pills|tablets|meds|painkillers|sleeping pills) (?:saved up|stockpiled|hoarded|stashed|put aside)(?= (?:for|to|and|so)(?![\\p{L}])|\\s*(?:[.!,]|$))(?! for (?:the|my|our|a|his|her) (?:dog|cat|pet|horse|trip|travel|holiday|vacation|flight|journey|move|surgery|treatment))',
  '(?:bought|buy|buying|got|tied|tie|tying|made|making) (?:a |the |my )?noose (?:to|for|so)',
  // A rope for something else is no method: "I bought a rope for the climbing trip", "…to hang the hammock".
  '(?:bought|buy|buying|got|tied|tie|tying|made|making) (?:a |the |my )?rope (?:to|for|so)(?! (?:the|a|an|my|our|his|her|their|climbing|camping|hiking|sailing|boating|gym|climb|secure|pull|tow|moor|lash|skip|skipping|exercise|training|practice|tie (?:down|up|the|a|my)|hang (?:the|a|my|our) (?:hammock|swing|laundry|clothes|tarp|plants?|bags?|lights?))(?![\\p{L}]))',
  '(?:tie|tied|tying) (?:a|the|my) noose',
  '(?:step|stepping|walk|walking|jump|jumping|lie|lying) (?:in front of|onto|on) (?:a|the) (?:train|bus|truck|tracks|railway)',
  '(?:crash|drive|driving) (?:my|the) car (?:into|off) (?:a|the) (?:wall|tree|bridge|cliff|river|barrier|road|overpass)',
  '(?:exit bag|helium hood)',
  "(?<=(?:^|[^\\p{L}'])(?:i|i've|i have|i was|i'm|im|i keep|i kept) (?:\\w+ )?)(?:put|putting|held|hold|holding|pressed|pressing|pointed|pointing|point) (?:a|the|my|our|his|her|dad's|my dad's) (?:loaded )?(?:gun|pistol|revolver|barrel|rifle|shotgun|handgun|\\.\\d+)(?: \\w+)? (?:to|in|against|at|into|under) my (?:head|mouth|temple|skull|chin|chest|heart)",
  // The author's own suicide, its method and its date ("my suicide will be in july", "I look at suicide methods").
  '(?<=my (?:own )?)suicide(?! (?:prevention|awareness|hotline|helpline|training|rates?|statistics|risk|squad))',
  '(?:edge|brink|verge) of suicide',
  "(?:don't|do not|dont) want (?:to be|anyone to|you to|them to) talk(?:ed)? (?:me )?out of it",
  '(?:attempts?|tried|try|trying) on my (?:own )?life',
  '(?:never|not) been (?:this |so |any |as )?closer? to (?:killing myself|suicide|ending (?:it|my life)|taking my (?:own )?life)',
  '(?<=(?:urge|urges|want|wanted|tempted) to )(?:shove|stab|jab|stick|push|plunge) (?:it|a knife|the knife|the glass|a blade|the blade|glass) (?:in|into|through) my (?:neck|throat|wrists?|chest|heart)',
  'how (?:easy|hard|painful|painless|quick|long) (?:is it|would it be|will it be) to die(?! (?:in|on) )',
  "(?:what is|what's|whats) the lethal dose",
  'how (?:much|many) (?:\\w+ ){0,3}(?:is|are|would be) enough to kill me',
  '(?<=(?:number of|my|\\d+|several|multiple|many) )failed (?:suicide )?attempts(?! (?:at|to|of|on)(?![\\p{L}]))',
  "(?<=(?:i'll|i will|i'm going to|im going to|i'm gonna|im gonna|i am going to|destined to|meant to|likely to|going to|gonna) (?:\\w+ )?)die (?:by|of|from) (?:(?:natural causes|old age|illness|disease) or (?:by )?)?suicide",
  'methods? (?:of|for) (?:suicide|killing myself|ending my life)',
  "(?<=(?:i'm|im|i am|i feel|i think i'm|i think im) (?:\\w+ )?)(?:ready|prepared) to (?:die|end it|go through with it)",
  // Asking how to, or whether something would kill.
  "(?<=(?:how|easiest|quickest|best|fastest|surest|painless|least painful|most painless|reliable) (?:\\w+ ){0,2}(?:way |ways |method |methods )?to )(?:kill (?:yourself|oneself|myself)|commit suicide|end (?:your|one's|my) (?:own )?life)",
  `(?<=(?:how|what) (?:much|many) )(?:${DRUG_WORDS}) (?:\\S+ ){0,6}?(?:to (?:die|overdose|od|kill (?:me|myself)|be fatal|be lethal|end it)|(?:will|would|does) it take(?= to (?:die|od|overdose|kill)|\\?|$|[.,!]| (?:${DRUG_WORDS})(?![\\p{L}]))|is (?:fatal|lethal|enough to (?:die|kill))|before i (?:die|od|overdose)|until i (?:die|od|overdose))`,
  `(?:${DRUG_WORDS}) (?:\\S+ ){0,4}?(?:kill me|be fatal|be lethal|enough to (?:die|kill me|od|overdose))`,
  "(?<=(?:is (?:this|that|it)|would (?:this|that|it) be|will (?:this|that|it) be|i have|i've got|i got|i had) )enough (?:\\w+ ){0,2}to kill (?:me|myself)(?! with)",
  "(?<=(?:is|would|will|isn't) (?:an )?)(?:hanging|drowning|overdosing|overdose|jumping|bleeding out|slitting (?:my|your) wrists|carbon monoxide) (?:\\w+ )?(?:painful|painless|quick|effective|reliable)",
  '(?<=(?:option|options|place|places|spot|spots|locations?|bridges?|buildings?) (?:for|to commit) )suicide',
  // Attempts told in the first person ("I attempted last night", "my last attempt", "two attempts").
  "(?<=(?:^|[^\\p{L}'])(?:i|i've|i have|i had|since i|when i|after i) (?:\\w+ )?)attempted(?= (?:last (?:night|week|month|year|time)|suicide|before|when i was|at (?:\\d+|age)|(?:several|many|multiple|a few|\\d+|two|three|four|five) times(?! to)|(?:a|one|two|three|a few|\\d+) (?:times?|years?|months?|weeks?|days?) ago|and (?:survived|lived|woke up|ended up in|failed(?! to)))|[.!?]|$)",
  "(?<=(?:^|[^\\p{L}'])i )tried (?:again )?(?:yesterday|last night|last week|this morning|earlier|again|twice|once) and (?:failed|survived|woke up|lived|ended up)",
  // Methods.
  '(?:sliced?|slicing|slit|slash(?:ed)?) (?:open )?my (?:neck|throat|wrists?|arms?)',
  '(?:take|taking|swallow|swallowing|took|swallowed) (?:every|each) (?:single )?(?:pill|tablet)',
  '(?<=(?:made|tied|tie|tying|making|bought|got|have|had|keep) (?:a |the |my )?(?:rope )?)noose',
  '(?<=(?:close to|about to|going to|gonna|want to|wanna|ready to) )(?:(?:down|downing|od on|overdose on) (?:\\w+ ){0,4}?(?:pills|tablets|bottle(?! of (?:wine|vodka|whiskey|beer|champagne|prosecco|water|soda|coke|juice|rum|gin|tequila)))|(?:take|taking|swallow|swallowing) (?:all|every|the whole|a (?:whole )?bottle|a handful|the rest) (?:\\w+ ){0,3}?(?:pills|tablets|bottle))',
  '(?<=if i )(?:down|take|swallow|took|downed|drink|drank) (?:a bottle|the bottle|all|every|a handful|\\d{2,}) (?:of )?(?:\\w+ ){0,2}?(?:pills|tablets)',
  "(?<=(?:^|[^\\p{L}'])(?:before|until|when|if|so|then) i )(?:jump|leap) (?:off|from)(?: of)? (?:a|the|my|this) (?:\\w+ )?(?:bridge|building|roof|rooftop|balcony|cliff|tower|overpass)",
  '(?:drank|downed) (?:like |about |around )?(?:\\d+|a bunch of|all (?:my|the|of my)|a handful of|a bottle of) (?:\\w+ )?(?:pills|tablets|sleeping pills|painkillers)',
  '(?:planned|plan|planning) (?:on )?dying',
  '(?:planning|planned|plan) my (?:own )?(?:death|suicide)',
  '(?:thought|thinking|think|considered|considering|dream|dreamt|dreamed|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:jumping (?:off|from) (?:a|the|my|this) (?:\\w+ )?(?:bridge|building|roof|rooftop|balcony|cliff|tower|overpass)|jumping in front of (?:a|the) (?:train|bus|truck|car)|hanging myself|overdosing|shooting myself|slitting my|drowning myself|(?:crashing|flipping|wrecking|wrapping) my car|driving (?:my car )?(?:off|into))',
  // Intent with its time, or told through a question or a reason not to: "tonight is the night", "why not end it now".
  '(?<=my )(?:death ?day|last sunrise|last sunset)',
  '(?<=(?:^|[.!?,;] ?))(?:going to|gonna|about to|ready to) (?:just )?end it(?! (?:with|between|here|there|early|at|for|by)(?![\\p{L}]))',
  "(?:why not|why shouldn't i|why should i not|should i not|why i shouldn't|why i should not) (?:just )?(?:kill myself|end my life|end it all|commit suicide|end it (?:right )?now(?! and)|end it(?=\\s*(?:[.?!]|$)))",
  "(?<=(?:it's|its|it is) (?:about )?)time (?:to |for me to |i )?(?:end it|end my life|end it all|kill myself)(?! with)",
  '(?:would|might|could) have (?:killed myself|ended my life|ended it|committed suicide) (?:already|by now|long ago|years ago|a long time ago)',
  "(?:reason|reasons) (?:why )?i (?:haven't|have not|havent|didn't|did not|don't|do not|shouldn't|should not) (?:just |already )?(?:kill(?:ed)? myself|end(?:ed)? (?:my life|it all)|commit(?:ted)? suicide)",
  "(?:didn't|did not|haven't|have not|havent|don't|do not|can't|cannot|cant|couldn't|won't) (?:kill|killed) myself (?:because|only because|since|out of|cause|'cause|cuz|bc)(?![\\p{L}])",
  "(?<=(?:^|[^\\p{L}'])if i )(?:killed|kill|were to kill|ended|end|took|take) (?:myself|my (?:own )?life)",
  'end(?:ing)? (?:this|my own) (?:life|existence)(?! (?:style|insurance|cycle))',
  "(?:haven't|have not|havent|hadn't|had not) (?:been|felt) (?:this|so|as|that) suicidal",
  // Methods weighed, listed or asked about ("4 ways I can go: overdose, by cop, by bridge", "which products can you
  // mix to kill oneself", "is 3 stories high enough"), and suicide as the author's own struggle.
  '(?:ways|methods|options) (?:i (?:can|could|might|would) |to )(?:go|die|do it|end it)[^\\p{L}]{1,12}(?:overdos(?:e|ing)|by cop|hanging|noose|slit\\w*|bleed(?:ing)? out|od)',
  '(?:suicide|death) by cop',
  '(?:mix|mixed|combine|combined|take|use|drink|swallow|inhale|buy) to kill (?:oneself|yourself|myself)',
  '(?:products?|chemicals?|gas(?:es)?|pills|medications?|drugs?|poisons?|substances?) (?:\\w+ ){0,3}?to kill (?:oneself|yourself)(?! (?:slowly|with (?:work|stress)))',
  '(?<=(?:about to|going to|gonna|ready to|want to|wanna|planning to|plan to) )(?:make|mix|drink) a cocktail of (?:cleaning|bleach|chemicals|pills|meds|household)',
  '(?:is|are|would|will) (?:a |the )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)[- ](?:stor(?:y|ey|ies|eys)|floors?)(?: (?:building|fall|drop|jump|window|balcony|roof))? (?:high|tall|up) enough(?! (?:for|to (?!die|kill|end)))',
  `(?<=(?:^|[^\\p{L}'])(?:i|i've|i have|i had|i'm|im|i am|i've been|i have been|i still|i always|i also) (?:\\w+ ){0,2})(?:struggl(?:e|es|ed|ing)|battl(?:e|ed|ing)|fight|fighting|fought|live|lived|living) with (?:suicide|suicidal (?:thoughts|ideation|urges|feelings|tendencies)|thoughts of suicide)${NOT_TOPIC}`,
  // Ideation told through a negation: "I can't stop thinking of killing myself", "I don't see why I shouldn't".
  `(?:can't|cannot|cant|couldn't|could not) stop (?:thinking|dreaming|fantasi[sz]ing) (?:about|of) (?:suicide${NOT_TOPIC}|killing myself|ending (?:it all|my life)|taking my (?:own )?life|hanging myself|overdosing|jumping (?:off|in front of))`,
  `not a day goes by (?:where|that|when|without) (?:i )?(?:don't |do not )?(?:think|thinking) (?:about|of) (?:suicide${NOT_TOPIC}|killing myself|ending (?:it|my life))`,
  "(?:don't|do not|dont|can't|cannot|cant) (?:understand|see|know|think of a reason) why i (?:shouldn't|should not|can't|cannot) (?:just )?(?:kill myself|end my life|end it all|commit suicide)",
  '(?:the )?thoughts? of (?:just )?(?:ending it(?: all)?|ending my life|killing myself|taking my (?:own )?life)(?! (?:with|early|here|there|between)(?![\\p{L}]))',
  '(?:cutting|slitting) (?:yourself|myself|your wrists|my wrists) (?:\\w+ ){0,6}(?:least|most) (?:reliable|lethal|effective|painless) (?:methods?|ways?)',
  '(?:yeet|throw|throwing|hurl|hurling|fling|flinging|launch|launching|toss|tossing) myself (?:off|from|out of|in front of|under) (?:a|the|my|this|that) (?:\\w+ )?(?:roof|rooftop|bridge|building|cliff|balcony|window|train|bus|truck|car|overpass|tower|ledge|skyscraper)(?! (?:for|to save|if|when|lol|lmao|haha)(?![\\p{L}]))',
  // From a fourteenth probe: a ligature put up, a supply of medicine saved, research into heights and doses, a car
  // driven off a height, a vigil at the rail, a gun loaded beside the author, an ending given its time.
  '(?:had|put|hung|tied|set) (?:the|a|my) (?:rope|noose) (?:up|ready)(?! for (?:the|a|my) (?:tent|tarp|boat|hammock|swing|climb|washing|laundry))',
  'of my (?:antidepressants|sleeping pills|pills|tablets|meds|painkillers|prescriptions?) (?:saved|stashed|stockpiled|hoarded|put away)(?: up)?(?! for (?:the|my|a|our) (?:dog|cat|pet|trip|travel|holiday|vacation|flight|journey|move))',
  '(?:skipping|skipped|skip) (?:my )?doses (?:on purpose )?(?:to|so i can) (?:build|save|stockpile|keep|stash|have)',
  "how (?:high|tall|far up|far down) (?:do |does |would |will )?(?:you|one|i|someone|a person) (?:need|needs|has|have|would need|would have) to (?:jump|fall) (?:from )?(?:to (?:make sure|be sure|not survive|die|guarantee|be certain)|so (?:you|i|one|it|that you|that i) (?:don't|do not|won't|will not|die|never)|for it to (?:work|be fatal|kill))",
  'how many (?:[\\p{L}]+ )?(?:pills|tablets|capsules) (?:would it take|does it take|it takes|would i need|do i need|would you need) to (?:just )?(?:not wake up|never wake up|die|be fatal|end it|not be here)',
  '(?:googling|googled|searching|searched|looking up|looked up|researching|researched|reading up on) (?:for )?painless ways?(?! to (?:remove|get rid|learn|wax|pierce|clean|fix|lose|quit|break|tell|deliver|give|do (?:a|the|my|your) (?:eyebrows|brows|nails|tattoo)))',
  "(?<=(?:i'm|im|i am|i'll|i will|gonna|going to|about to|planning to|plan to|want to|wanna) (?:just )?)(?:take|drive|steer|crash|run|put) (?:the|my) car (?:off|into|over) (?:the|a) (?:overpass|bridge|cliff|edge|pier|river|lake|wall|tree|barrier|quarry|embankment)",
  "(?<=(?:i'm|im|i am|i'll|i will|gonna|going to|about to|planning to|plan to|want to|wanna) (?:just )?)drive (?:my car )?off (?:the|a) (?:coast road|cliff|bridge|overpass|pier|edge|quarry)",
  '(?:stood|standing|sat|sitting|was standing|was sitting) (?:at|on) the (?:rail|railing|ledge|edge)(?: of (?:the|a) (?:roof|bridge|building|overpass|parking garage|car park|cliff))? (?:\\w+ ){0,3}(?:working up to it|working up the (?:nerve|courage)|getting up the (?:nerve|courage)|trying to (?:jump|let go|make myself))',
  "(?:stood|was standing|sat|was sitting) on the (?:edge|ledge) of (?:the|a) (?:roof|bridge|building|overpass|parking garage|car park|cliff) for (?:like |about |almost |over |nearly )?(?:an hour|hours|half an hour|\\d+ (?:minutes|mins|hours))(?=[^.!?]{0,40}(?:pulled me|talked me|dragged me|grabbed me|couldn't|didn't jump|working up))",
  "if (?:i'm|im|i am) not (?:online|on|here|around|back|posting) by (?:tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week),? (?:just )?know (?:that )?i (?:did|went through with|finally did) (?:what i said i would|it)(?= *(?:$|[.!,…]))",
  "(?:it's|it is) loaded and (?:sitting |lying |right )?(?:next to|beside|in front of|on) (?:me|my (?:lap|desk|bed|nightstand))(?![^.!?]{0,40}(?:dishwasher|washing machine|washer|truck|van|car|camera|tray|boat|page|game|printer|stapler))",
  "(?<=(?:^|[.!?,] )(?:tonight|today|this weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after (?:my|this) shift),? )(?:i'm|i am) (?:going to |gonna )?(?:end|ending) (?:it|things|everything|it all|my life)(?= *(?:$|[.!,…]))",
  // From a fifteenth probe, after it was scored: a height asked for a sure thing, a dose asked of one's own
  // medicine, a car running in a closed garage, the train that does not slow down, a date kept to, the method, place and
  // time known, medicine put aside, a crash made to look like an accident for the insurance, a rail tested for weight.
  'how (?:tall|high) (?:does|do|would|should) (?:a|the) (?:building|bridge|drop|fall|roof|cliff|balcony) (?:have|need) to be (?:for it to be (?:a sure thing|fatal|certain|enough)|to (?:die|be sure|be fatal|kill (?:you|me|someone)))',
  'how many of my [\\p{L}]+ (?:it )?(?:would|will|does|it would|it will) (?:it )?take(?= *(?:$|[.!,…]| to))',
  "(?:in|inside) the car in the garage (?:[\\p{L}']+ ){0,3}with the (?:garage )?door (?:down|closed|shut)",
  "(?:not|won't be|wont be) turning (?:it|the engine|the car) off this time",
  "(?:which|the) (?:train|one|express) (?:doesn't|does not|doesnt|won't|wont) (?:slow down|stop) (?:at|through) my station",
  "i have a date and (?:i'm|im|i am) sticking to it",
  'i know the (?:method|place|time|way)(?:,? (?:and )?i know the (?:method|place|time|way)){1,2}',
  '(?:planning|plan|planned) to walk into the (?:sea|ocean|lake|river)(?! (?:for|to) (?:a swim|swim|paddle|cool off))',
  '(?:putting|put|setting|set|been putting) aside my (?:[\\p{L}]+ ){0,2}(?:pills|meds|tablets|medication|prescriptions?)',
  '(?:this weekend|tonight|tomorrow|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday) is when i (?:end it|do it|go through with it|kill myself|end my life)',
  "decide when (?:you're|youre|you are|i'm|im|i am) (?:gonna|going to) kill (?:yourself|myself)",
  '(?:reading|read|researching|googling|looking up) (?:up )?(?:about )?what (?:acetaminophen|paracetamol|tylenol|[\\p{L}]+ pills) does to (?:your|the|my) liver',
  'one way trip if (?:u|you) know what i mean',
  'if i (?:had|have) a plan and i said no\\.? i lied',
  "i have a plan and (?:i'm|im|i am) (?:using|doing|going through with) it",
  'went (?:to|up to|out to) the (?:bridge|roof|cliff|tracks|overpass|ledge) (?:last night |yesterday |today |tonight )?to (?:jump|end it|do it|kill myself)',
  '(?:look|looks) like an accident(?=[^.!?]{0,60}(?:insurance|payout|gets the money|get the money))',
  "which (?:curve|bend|stretch|corner|part) (?:has|doesn't have|has no) (?:a )?guard ?rail",
  '(?:to see|check|checking|test|testing|tested) (?:if|whether) (?:it|the [\\p{L}]+) (?:would|will|could|can) hold (?:me|my weight)',
];

/**
 * Near-attempts and past attempts told through a negation, a rescue or a count ("I didn't go through with it",
 * "the rope snapped", "I didn't kill myself tonight, but I could have", "attempt suicide for the third time"):
 * `high` like the strong cues, and never taken back by a joke marker.
 */
const ATTEMPT = [
  "(?:i've|ive|i have) already taken them",
  '(?:necked|swallowed|took|downed) (?:a whole|the whole|half a|half the) (?:packet|bottle|box|strip) of',
  "od'd (?:in|last|on)(?= )",
  'jumped off (?:the|a) (?:bridge|building|roof|cliff|car park)[^.!?]{0,20}?(?:and survived|in \\d{4})',
  '(?<=(?:^|[.!?] )i )attempted (?:in|last|on|a few|twice)',
  '(?:second|third|2nd|3rd|another) attempt[^.!?]{0,20}? and i (?:still )?woke up',
  '(?:took|swallowed|downed) (?:everything|all of it|the lot) in the (?:cupboard|drawer|medicine cabinet)',
  '(?:took|swallowed|ate|downed) (?:a bunch of|everything|all the|loads of|half the) (?:stuff |things |pills |tablets )?(?:from|in) the (?:medicine|bathroom|meds) (?:drawer|cabinet|cupboard|box)',
  '(?:i )?overdosed on my [\\p{L} ]{0,20}?(?:meds|pills|medication|tablets) (?:last|in|a few|two|this)',
  // From an eighth probe: pills taken by the handful or the bottle, a car run in the garage, a river jumped into and
  // pulled out of, an attempt that did not work, a near-attempt with everything ready, trains let go by.
  `(?:took|swallowed|ate|downed|popped) (?:a bunch of|a handful of|half a bottle of|a whole bottle of|the whole bottle of|a bottle of|half the bottle of|a whole box of|the whole box of|a whole strip of|a strip of|all (?:of )?(?:my|the)|like \\d+ of|\\d+ of) (?:my |my mom's |my mum's |my dad's |the )?(?:${DRUG_WORDS}|meds|pills|sleeping pills)${NOT_A_REMEDY}`,
  'in the (?:closed |shut )?garage with the engine running',
  '(?:took|swallowed|downed) (?:everything|all of it|all of them|every pill) in the (?:bottle|box|cabinet|packet)(?! (?:of (?:water|juice|soda|beer|wine)))',
  `(?:mixing|mixed|taking|took|washing down) (?:everything i have|all (?:of )?my (?:${DRUG_WORDS}|meds|pills)|my (?:${DRUG_WORDS}|meds|pills)|the (?:${DRUG_WORDS}|meds|pills)) with (?:the |a )?(?:vodka|alcohol|whiskey|whisky|wine|booze|gin|rum)`,
  '(?:hose|pipe|tube) (?:from|on|off) the exhaust|exhaust (?:hose|pipe) (?:through|in|into) the (?:car )?window',
  '(?:belt|cord|scarf|sheet) (?:is |was )?(?:tied|knotted|hooked) (?:to|around|over) the (?:door handle|doorknob|banister|curtain rail|wardrobe rail)',
  '(?:jumped|threw myself) (?:in|into|off) (?:the|a) (?:river|lake|canal|sea|bridge)[^.!?]{0,40}?(?:pulled me out|fished me out|rescued me|saved me|dragged me out)',
  "(?:second|third|2nd|3rd|another|last|latest) attempt(?: this year| in \\w+| last (?:week|month|year))?[.,]? (?:it )?(?:didn't|didnt|did not) work",
  'almost did it (?:yesterday|last night|today|tonight|again|this weekend)[.,!]? (?:i )?had everything (?:ready|set up|laid out)',
  'letting (?:the )?trains go (?:by|past)(?=[^.!?]*[.!?]? ?(?:next one|maybe|one of these))',
  // "i took the whole bottle of my antidepressants like 20 min ago", "I already took them all".
  'took (?:the|a) (?:whole|full|entire) (?:bottle|pack|box) of (?:my )?(?:antidepressants|pills|meds|tablets|sleeping pills|painkillers|medication)',
  'already took them(?: all)?(?= *(?:$|[.!,…]))',
  // From a fifth probe: "I took everything in my medicine cabinet about an hour ago", "I tried to end things on
  // Tuesday", "they pumped my stomach", "second time won't fail".
  'took (?:everything|all the pills|all the meds) in (?:my|the) (?:medicine cabinet|bathroom cabinet|first aid kit)',
  '(?:tried|attempted) to end things(?! (?:early|with|on (?:a |good |bad |friendly |the right )?(?:note|terms)))',
  '(?:they |had to |had my |got my )?pumped my stomach',
  "second time (?:won't|wont|will not) fail",
  // From a fourth probe, told after the fact: "took a whole pack of paracetamol and woke up in the hospital", "woke up on
  // the bathroom floor, guess the pills didn't work", "second time I've tried to not wake up this year", "this is
  // goodbye. the pills are working already".
  "(?:took|swallowed|downed) (?:a |the )?(?:whole|full|entire) (?:pack|bottle|box|packet|strip) of [\\p{L}' ]{1,30}? and (?:woke up|ended up|came to) in (?:the )?(?:hospital|er|icu|a&e|ambulance)",
  "(?:guess|i guess|apparently|turns out) (?:the )?(?:pills|meds|tablets|rope|overdose) (?:didn't|did not|didnt) work",
  '(?:tried|trying|try) to (?:not wake up|never wake up|not be here|end it|end things|end it all|disappear forever)(?! (?:early|late|at|on|for)(?![\\p{L}]))',
  '(?:the|my) (?:pills|meds|tablets) (?:are|is) (?:working|kicking in|starting to work) (?:already|now)',
  // A dose taken and felt: "took a bunch of my meds about an hour ago, feeling really weird".
  "(?:took|swallowed|taken|downed) (?:a bunch|a handful|a lot|all|a whole bottle|the whole bottle|too many|way too many) (?:of )?(?:my )?(?:meds|pills|tablets|sleeping pills|painkillers|medication)[^.!?]{0,40}?(?:ago|feeling (?:really |so |very )?(?:weird|dizzy|sick|strange|numb|sleepy|drowsy)|and i (?:don't|dont) want to (?:be here|wake up|live))",
  "(?:didn't|did not|couldn't|could not|never|almost|nearly) (?:\\w+ )?(?:go|went|gone) through with (?:it|killing myself|ending (?:it|my life)|the (?:attempt|plan))",
  "(?:didn't|did not|couldn't|could not) (?:have|find|muster) (?:the )?(?:guts|courage|balls|nerve) to (?:do it|kill myself|end it|end my life|jump|pull the trigger|go through)",
  // "…almost jumped" only from a height, not in fright ("the barber grabbed my head and I almost jumped lol").
  '(?:almost|nearly) (?:killed myself|ended (?:it|my life|it all)|jumped(?= (?:off|from|in front|onto the tracks))|overdosed|hanged myself|hung myself|did it last night|took my (?:own )?life)',
  "(?:my|the|a) (?:rope|belt|noose|cord) (?:broke|snapped|slipped|came loose|didn't hold)",
  '(?:woke up|ended up|was) in (?:the|a) (?:hospital|icu|er|psych ward) after (?:i |my )?(?:tried|trying|attempt|taking|took|overdos)',
  '(?:survived|survive) (?:my|an|the|another) (?:suicide )?(?:attempt|overdose)',
  "(?:didn't|did not) (?:kill myself|end (?:it|myself|my life)) (?:tonight|today|last night|yesterday)[,.!]? but",
  '(?<=(?:attempt|attempted|attempting|try|tried|trying) (?:suicide|to kill myself|to end my life) \\(?)(?:for )?(?:the|a) (?:second|third|fourth|fifth|\\d+(?:st|nd|rd|th)) time',
  // From a fourteenth probe: an overdose under way, one told by its year or month, an attempt that ended in the ER.
  '(?:took|swallowed|downed) (?:a bunch|a lot|a handful|all|the whole bottle|way too many|too many|loads) of (?:stuff|pills|tablets|my meds|my pills|sleeping pills|painkillers|paracetamol|tylenol|ibuprofen|xanax|my antidepressants)(?: like| about)? \\d+ (?:min|mins|minutes|hours?|hrs?) ago',
  "(?<=(?:^|[^\\p{L}'])(?:i|when i|after i|since i) )(?:odd|od-ed|oded) (?:in|on|last|again|twice|back in|a few|when|at)(?![\\p{L}'])",
  'my (?:last|first|second|third|latest|previous|most recent) (?:suicide )?attempt (?:was )?(?:in|on|back in) (?:january|february|march|april|may|june|july|august|september|october|november|december|\\d{4}|high school|college|uni|the spring|the summer|the fall|the winter|the autumn)(?![^.!?]{0,40}(?:exam|test|bar|driving|marathon|record|climb|summit|pass|score|recipe|bake|build|speedrun|boss|level|raid|interview))',
  "(?<=(?:^|[^\\p{L}'])(?:i |and i |i've |i have ))(?:tried|attempted) (?:last year|last month|in \\d{4}|before|once|twice|at \\d+) with (?:pills|a rope|a belt|my meds|sleeping pills|insulin)(?! to (?:cook|make|fix|hang|tie|open|climb))",
  // From a fifteenth probe, after it was scored.
  '(?:tried|attempted) (?:last (?:year|month|week|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|in \\d{4}) and (?:woke up|ended up) in (?:the|a) (?:er|hospital|icu|a&e)',
  "the only thing i regret (?:about it )?is (?:that )?it (?:didn't|did not|didnt) work",
  'found me before it (?:worked|took effect|was too late|kicked in)',
  "(?:the|my) (?:overdose|od|crash)(?: in \\d{4}| last year)? (?:wasn't|was not|wasnt) (?:an )?accident",
  'last time i tried,? the (?:paramedics|doctors|nurses|ambulance|er)',
];

/** Dying of a feeling is an idiom: "I want to die of embarrassment", "wanna die from cringe". */
const NOT_A_DEATH =
  '(?! (?:of|from) (?:embarrassment|shame|laughter|laughing|boredom|cringe|cuteness|envy|jealousy|happiness|excitement|secondhand|second-hand|old age)| (?:in (?:my|our|his|her|their) own (?:land|bed|home|country|house)|peacefully|in peace|at home|with dignity|old|happy|a happy (?:man|woman|person))(?![\\p{L}])| (?:when|whenever|every time|each time) (?:i|they|you|we|people) (?:hear|listen to) (?:my|their|your|our) (?:own )?(?:voice|recordings?)| (?:when|whenever|every time|each time) (?:i|they|you|we) (?:reread|re-read|rewatch|read back|look back at|see) (?:my|their|your|our|that|those|the) (?:old )?(?:posts?|tweets?|messages?|texts?|emails?|photos?|pictures?|videos?|code|essays?|poems?|fanfic|writing|recordings?))';

/** "Without me", not a team, a project or a call better off without the author ("…without me on the team"). */
const WITHOUT_ME =
  'without me(?! (?:on|in|at) (?:the|this|my|our) (?:team|project|company|job|call|meeting|server|channel))';

/**
 * Passive wishes to be dead or gone, and farewells: ideation without a plan, method, intent or attempt. Alone they
 * make a signal `elevated`; with a method or plan cue in the same text they are `high`.
 */
const SUICIDAL_PASSIVE = [
  // From a twelfth probe.
  "if i (?:got|get) hit by a (?:bus|car|truck|lorry|train)[^.!?]{0,30}?(?:wouldn't|wouldnt|would not) (?:be sad|care|be upset|mind)",
  "(?:won't|wont|will not) be a (?:bother|burden|problem|nuisance) (?:much|for much) longer|(?:won't|wont) be around to (?:bother|annoy|burden) (?:you|anyone)",
  "(?:i've|ive|i have) had my innings|ready to go whenever (?:the good lord|god|he) (?:decides|wants)",
  "not (?:going to )?fight(?:ing)? it this time|(?:i'd|i would) just let it(?= *(?:$|[.!,…]))",
  'just want to be gone(?= *(?:$|[.!,…]))',
  "(?:idc|don't care|dont care|do not care) if i (?:make it|survive|live)",
  "part of me hopes (?:something happens|it hits|a car|the car|i don't|i dont)",
  "existing until i (?:don't|dont|stop)",
  "my body (?:just )?(?:hasn't|hasnt|has not) caught up|waiting for my body to catch up",
  '(?:a )?drain on (?:this|the) (?:group|server|team|chat)',
  "hope i (?:don't|dont|do not|never) make it to (?:my|the|next|christmas)",
  '(?:nothing|no reason) (?:ahead of me |left )?worth sticking around for',
  'remember me for the good',
  "(?:i've|ive|i have) overstayed",
  "why i'd keep going(?: with life)?",
  'close my eyes and (?:have it all be over|never open them|not wake up)',
  'hate being alive',
  "(?:not sure|don't know if|dont know if) i want to be (?:around|here|alive)",
  '(?:already )?lived too long',
  "(?:wish|should have|should've) (?:it )?(?:had )?(?:taken|been) me instead",
  "if (?:i'm|im|i am) not here tomorrow,? (?:just )?know (?:that )?(?:it wasn't|it was not|none of)",
  "(?:who'd|who would) (?:even )?(?:turn up|come|show up|go) to my funeral",
  // From an eleventh probe.
  "if i (?:got|get) hit by a (?:bus|car|truck|lorry|train)[^.!?]{0,30}?(?:relieved|relief|fine|wouldn't mind|be okay|be ok|be glad)",
  'if (?:anything|something) happens to me,? (?:please )?(?:look after|take care of|feed) my',
  '(?:logging off|signing off|going quiet|leaving)[^.!?]{0,25}?maybe (?:for good|forever)',
  "(?:don't|dont|do not) think i'll be (?:around|here|alive) (?:for|by|at|to see) (?:it|christmas|summer|my birthday|the (?:spring|summer) (?:concert|holidays|break))(?= *(?:$|[.!,…]))|doubt i'll (?:still )?be (?:around|here|alive)(?= *(?:$|[.!,…]| for| by))",
  'why do i keep waking up',
  'take me out of the equation',
  "if it (?:wasn't|weren't|was not|wasnt) for my [\\p{L}]+,? i (?:don't|dont|do not) think i'd (?:bother|be here|still be here|be alive)",
  '(?:just )?not want to exist|want to not exist',
  "if i (?:don't|dont|do not) come back,? (?:thanks|thank you|take care|love you)",
  '(?:just )?not dead yet(?= *(?:$|[.!,…]))',
  "(?:hope|hoping) i (?:don't|dont|do not|never) (?:come round|wake up) from the (?:anaesthetic|anesthetic|op|operation|surgery)|if i (?:don't|dont|do not) wake up from the (?:op|operation|surgery|anaesthetic)[^.!?]{0,30}?(?:fine|relief|okay|ok)",
  "disappointed (?:that )?i (?:woke up|am still here|'m still here|still woke up)(?= *(?:$|[.!,…]| again| this morning| today))",
  'only (?:still )?here (?:cos|because|cause|bc) my',
  // From an eighth probe: waking, surviving or being hit wished away in other words ("sometimes i wish i just wouldnt
  // wake up", "if a bus hit me tomorrow i wouldn't be that upset"), not seeing oneself around, unnoticed or unmissed,
  // a problem or a drain on everyone, others at peace if the author were gone, apologising for existing, relief at a
  // terminal diagnosis, disappointment at waking, a birthday not wanted, resting forever.
  "(?:wish|hope|hoping|pray|praying) (?:that )?i (?:just )?(?:wouldn't|wouldnt|would not|won't|wont|didn't|didnt|never) (?:wake up|survive)(?= *(?:$|[.!?,;…]| tomorrow| again| anymore| any more| one day| some days| some mornings| in the morning| ever))",
  "if (?:a|the) (?:bus|car|truck|lorry|train) (?:hit|hits|ran over|runs over|took) me(?: tomorrow| today| tonight)?,? i (?:wouldn't|wouldnt|would not) (?:be )?(?:that |too |very |even )?(?:upset|mind|care|sad)",
  "(?:wouldn't|wouldnt|would not) be the worst thing if (?:a|the|some|someone|somebody)(?:[\\p{L}']*)(?: [\\p{L}']+){0,4} (?:hit|ran|crashed|drove|ploughed|plowed)(?: [\\p{L}']+){0,4}? (?:into|over) me",
  '(?:want to|wanna|wish i could|need to) (?:just )?(?:disappear|vanish|fade away) (?:for good|forever|permanently|and never come back)(?! from (?:this|the|social|twitter|instagram|work|here)(?![\\p{L}]))',
  "(?:don't|dont|do not|can't|cant|cannot) (?:really )?(?:see|picture|imagine) myself (?:still )?(?:being (?:around|here|alive)|making it to (?:retirement|next year|thirty|forty|\\d+|my next birthday))",
  "if i (?:died|was gone|were gone|disappeared|vanished|wasn't here|weren't here)(?: tomorrow| today)?,? (?:nobody|no one|noone|no-one)(?: [\\p{L}']+){0,4} (?:would|'d|will) (?:even )?(?:notice|care|miss me)",
  "(?:nobody|no one|noone) (?:left )?(?:who'd|who would|that would|would) (?:even )?(?:care|notice|miss me|turn up) if i (?:wasn't|weren't|was not|died|was gone|disappeared)(?= *(?:$|[.!?,;…]| tomorrow| one day| forever| for good))",
  "(?:tired of being|i'm|im|i am|i feel like|feel like|my existence is|being alive is) (?:just |only |nothing but |such |basically )?(?:the|a|an) (?:problem|waste|drain|weight|cost|nuisance|inconvenience)(?: of space| of oxygen)? (?:in|on|to|around|for|of) (?:everyone|everybody|my family|my parents|my friends|the people|those|all of you|you all)",
  "(?:would|'d) (?:have|be|get) (?:so |so much |much |a lot |way |finally )?(?:less stress|less stressed|happier|more peace|at peace|some peace|freer|relieved) if i (?:just )?(?:(?:wasn't|weren't|was not|were not) (?:around|here|alive)|(?:was|were) gone|'d never (?:existed|been born)|had never (?:existed|been born)|never existed)",
  "(?:would|'d) (?:heal|move on|recover) (?:faster|quicker|better|sooner) if i (?:was|were) (?:just )?gone",
  "if i (?:vanished|disappeared|was gone|were gone|died)(?: tomorrow| today)?,? (?:my|our|everyone|everybody|they)(?: [\\p{L}']+){0,3} (?:would|'d) (?:finally )?(?:get some peace|be at peace|be (?:better off|happier|fine|relieved))",
  "if this is (?:what )?(?:life|living)(?: is| is like)?,? i (?:don't|dont|do not) want (?:it|any of it|any more of it|to live)(?= *(?:$|[.!,;…]))",
  "(?:wouldn't|wouldnt|would not|won't|wont) (?:fight|resist) it if (?:something|anything) (?:happened|happens) to me",
  "(?:don't|dont|do not) (?:think|see|feel like) (?:there's|there is|theres) (?:a|any) future for me",
  '(?:being alive|existing|staying alive) (?:feels like|is) (?:a chore|a punishment|a prison|torture|a sentence|a job i never)',
  "(?:stopped caring|don't (?:really )?care|dont (?:really )?care|do not care|no longer care) (?:about )?(?:what happens to me|if i (?:live|die|wake up)|whether i (?:live|die|wake up))",
  "(?:don't|dont|do not) (?:get|know|understand|see) why (?:i'm|im|i am) still (?:here|alive|around)(?= *(?:$|[.!?,;…]))",
  "pretending (?:i want|to want) to (?:be alive|live)|(?:can't|cant|cannot|don't|dont) remember the last time i (?:actually |really |genuinely )?wanted to (?:be alive|live|wake up)",
  "(?:i'd|i would|id) be (?:happier|more at peace|at peace) dead",
  'better off with (?:the|my) (?:life )?insurance(?: money| payout)? than with me',
  '(?:skip|fast[- ]forward through) the rest of my life',
  'apologi[sz]\\w* for (?:existing|being alive|being born)',
  "how little i(?:'d| would) be missed|(?:nobody|no one|noone) would (?:even )?(?:come|show up|go) to my funeral",
  "(?:terminal|cancer) diagnosis[^.!?]{0,25}?(?:i'd|i would|id) be (?:relieved|glad|happy|grateful)",
  '(?:want|wanna|need|wish i could) (?:to )?rest (?:forever|for good|permanently)',
  "birthday i (?:didn't|did not|never|didnt) (?:want|expect|plan) to (?:reach|see|make it to)",
  '(?:woke up|wake up)(?: today| this morning| again)? and (?:was|felt|am) (?:genuinely |really |so |just )?disappointed(?: (?:again|to be alive))?(?= *(?:$|[.!…]))',
  '(?:already|so|just) done with (?:life|living|being alive)(?= *(?:$|[.!?,;]))',
  'hope i (?:get|go) (?:there|to heaven) (?:early|soon)',
  "(?:can't|cant|cannot) imagine (?:anything|life|things) ever (?:feeling|being|getting) (?:good|better|okay|ok|happy) again",
  '(?:already )?said goodbye to everyone in my head',
  "if this is the last time (?:you|y'all|anyone|you guys|you all) (?:hear|hears) from me",
  "if i (?:don't|dont|do not) (?:show up|log on|log in|come back|make it)[^.!?]{0,40}?(?:just )?know (?:that )?i (?:appreciated|appreciate|love|loved)",
  // From a seventh probe: no one noticing when the author is gone (not "gone for lunch", nor gone and back on a day),
  // the pain wanted to stop for good, love said against not being here tomorrow, letters that explain why.
  "(?:nobody|no one|noone|no-one) (?:will|would|'ll|is going to|is gonna) (?:even )?(?:notice|care|miss me|remember me)(?: at all)? (?:when|once|after|if) (?:i'm|im|i am) (?:gone|dead|no longer here|not here anymore)(?= *(?:$|[.!,;…]))(?![^.!?]{0,40}(?:back|return|vacation|holiday|leave|trip|pto|ooo|out of office)(?![\\p{L}]))",
  '(?:want|need|wish|wanna) (?:the|this|all the|all this|my) (?:pain|hurt|hurting|suffering) to (?:stop|end|go away) (?:forever|for good|permanently)',
  "if (?:i'm|im|i am) not (?:here|around|alive) (?:tomorrow|tonight|in the morning|by morning|next week)[^.!?]{0,25}?(?:know|remember) (?:that )?i (?:always )?(?:love|loved) (?:you|y'all|everyone|everybody|all of you|my [\\p{L}]+)(?![\\p{L}])",
  '(?:wrote|written|writing|left|leaving) (?:a |some |the )?(?:letters?|notes?) (?:to|for) (?:my |all my )?(?:family|parents|kids|children|wife|husband|mom|mum|dad|partner|loved ones|friends|sister|brother) (?:explaining|to explain|that explains?|telling them) why(?= *(?:$|[.!,;…]))',
  // From a sixth probe.
  "if i died (?:tomorrow|today),? i (?:wouldn't|wouldnt|would not) (?:be upset|mind|care)",
  "(?:pray|praying|hope|hoping) (?:that )?i (?:don't|dont|won't|wont|never) wake up(?! (?:late|early|at|to|in time)(?![\\p{L}]))",
  'envy (?:people|those|anyone) who (?:get to )?die',
  '(?:death|dying|being dead) (?:sounds|seems|feels) (?:so |really |kind of )?(?:peaceful|nice|good|like a relief|appealing)',
  "(?:wouldn't|would not) lose anything without me",
  '(?:a )?drain on my (?:whole )?(?:family|parents|friends)',
  'waiting for my life to (?:be over|end)',
  "(?:this is|that was) the last time you'll hear from me",
  'signing off for good(?= *(?:$|[.!,…]))',
  "forgive me for what (?:comes|happens|i'm about to do|i am about to do) next",
  "tell my (?:mom|mum|dad|family|parents|wife|husband|kids|sister|brother|partner) (?:that )?(?:i'm|im|i am) sorry(?= *(?:$|[.!,…]| and))",
  // From a fifth probe: burden, a world lighter without me, a better mum than me, a life easier without me, trapped with
  // no way out, what's the point of trying anymore, a lost cause, not fixable, not caring if I live or die, relief at
  // not waking, a plane going down, no reason to stay alive, a scan hoped bad, a last message, sorry for the trouble I
  // caused, "tell my sister I love her", thoughts of not being here, "done with being here", "I'm worthless.".
  "(?:i'm|im|i am|i feel like|i feel) (?:just |such |only )?(?:a )?burden to (?:my team|my family|my kids|my partner|everyone i know|literally everyone|everyone around me)",
  "(?:would be|'d be) (?:a bit |so much |much |a lot )?(?:lighter|better|easier|happier) without me(?: in it)?(?= *(?:$|[.!,;…]))",
  "(?:they'd|they would|everyone would|he'd|she'd|my kids would|my family would) be (?:fine|ok|okay|alright|better) without me(?! (?:on|in|at) (?:the|this|my|our) (?:team|project|company|job|call|meeting|server|channel))",
  'deserve (?:a )?better (?:mum|mom|dad|parent|wife|husband|friend|partner|daughter|son) than me',
  "(?:my (?:mum|mom|dad|family|kids|parents|wife|husband|partner|children) )?(?:would|'d) have (?:an )?(?:easier|better|happier) (?:life|lives|time) if i (?:just )?(?:wasn't|weren't|was gone|were gone|wasn't around|wasn't here|(?:wasn't|weren't) in (?:the picture|it))",
  "(?:would|'d) be (?:more happy|happier|better off|relieved) if i (?:was|were) gone",
  "(?:i feel|i'm|im|i am|feel|feeling) trapped (?:with|and) (?:no way out|nowhere to go|no escape)",
  "(?:what's|whats|what is) (?:even )?the point (?:of|in) (?:trying|anything|any of (?:it|this)|going on) (?:anymore|any more)",
  "(?:can't|cannot|cant) see a way out of this (?:hole|mess|pit|life)",
  '(?:i (?:just )?feel like|feels like|honestly) my life is over',
  "(?:i'm|im|i am) (?:just )?a lost cause",
  "(?:never|not ever) going to feel (?:okay|ok|better|normal|good|happy)(?= *(?:$|[.!,;…]))|(?:i'm|im|i am) not fixable|(?:don't|do not|dont) think (?:i'm|im|i am) fixable",
  "(?:wouldn't|wouldnt|would not) mind if a (?:bus|car|truck|train) hit me",
  "if i (?:didn't|did not|never|don't) wake up[^.!?]{0,20}?(?:i'd|i would|it would|it'd) be (?:relieved|a relief|fine|okay|ok)",
  '(?:hope|hoping|pray|praying) (?:the|this|my) (?:plane|flight|car|bus|train) (?:crashes|goes down|crash|go down)',
  'no reason to (?:stay alive|keep living|be alive)',
  '(?:hope|hopes|hoping) (?:the|my) (?:scan|test|biopsy|results?) (?:comes?|came) back bad|(?:hope|hopes|hoping) (?:the|my) (?:scan|test|biopsy|results?) (?:shows?|finds?) (?:something )?(?:terminal|cancer|bad)',
  'this will (?:probably |likely )?be my last (?:message|post)(?: here)?(?= *(?:$|[.!,;…]))|thank(?:s| you) for putting up with me(?= *(?:$|[.!,;…]))',
  "sorry for (?:all )?(?:the trouble|the pain|everything) i(?:'ve| have)? caused[\\s\\S]{0,40}?(?:goodbye|bye|farewell)",
  '(?:thoughts|thinking|thought|the ones) (?:about|of) not being (?:here|alive|around)',
  'done with being (?:here|alive)',
  "(?<=(?:^|[.!?,;…] ))(?:i'm|im|i am) (?:so )?worthless(?= *(?:$|[.!,;…]))",
  `(?<=(?:^|[^\\p{L}'])${I} (?:really |just |honestly |still |kind of |kinda )?)(?:want|wanna|wish|need|hope) (?:to|i could|i can) (?:die${NOT_A_DEATH}|be dead|not exist|disappear forever|stop existing|not wake up|never wake up|(?:just )?(?:go to )?sleep forever(?! (?:this|next|on|tomorrow|tonight|today|all|the whole|until|till|after|when|once|in)(?![\\p{L}'])))`,
  // Not asked of the one addressed: "why do you want to die, grandfather?".
  `(?<!(?:do|did|does|would) (?:you|he|she|they) )want to die${NOT_A_DEATH}`,
  `wanna die${NOT_A_DEATH}`,
  // A wish to be gone: "I wish I could just disappear" (not "…disappear for a week", "…into the woods").
  `(?<=(?:^|[^\\p{L}'])${I} (?:really |just |honestly |still |kind of |kinda |sometimes )?)(?:want|wanna|wish|need) (?:to|i could|i can) (?:just |simply )?(?:disappear|vanish|fade away|cease to exist)(?! (?:for|to|into|on|from|under|in|at|with|behind|and (?:go|travel|live|start))(?![\\p{L}]))`,
  'wish (?:i was|i were|i was just|i could be) dead',
  // Dark thoughts of one's own, the common way of naming ideation without its word: "I've been having really dark
  // thoughts lately" (not a story's or another's: the claim must be the author's).
  '(?:having|have|had|get|getting|got|keep having|been having|struggling with|fighting|battling) (?:some |really |very |such |these |those |the |more |a lot of |lots of |constant |intrusive )?(?:dark|very dark|really dark) thoughts',
  "wish i(?: had never been|'d never been| was never| wasn't| were never) born",
  // Waiting to die, said of oneself ("I'm just waiting to die at this point"), not of a thing ("my phone is just
  // waiting to die") nor in a game ("…waiting to die in the next round").
  "(?<=(?:(?:^|[^\\p{L}'])(?:i'm|im|i am|i've been|ive been|i have been|feel like i'm|feel like im)|(?:^|[.!?,;…] )(?:just|honestly|basically|tbh|literally)) (?:just |basically |only |literally |really |kind of |kinda |honestly |sort of )?)waiting (?:around )?(?:to die|for (?:death|my life to end|it all to end)|for the end(?= *(?:$|[.!?,;…]|at this point|honestly|now|to come|tbh)))(?! (?:in|on|at) (?:the |this |a |that |my )?(?:game|round|match|level|raid|queue|lobby|boss|dungeon|arena|next)(?![\\p{L}']))",
  // The same asked of others, the author among them: "does anyone else feel like they're just waiting to die".
  "(?:anyone|anybody) else (?:ever |sometimes |just |also |constantly |here )?(?:feel(?:s|ing)? like (?:they're|theyre|they are|they'd|they would|you're|youre|you are|you'd) (?:just |basically |only |kind of |kinda )?(?:waiting to die|better off dead|a burden (?:to|on) (?:everyone|everybody|their family|the people around them|others))|(?:just )?(?:want|wanna|wants) to (?:just )?(?:not exist|stop existing|disappear forever|not wake up)|wish(?:es)? (?:they|you) (?:could )?(?:just )?(?:disappear|not wake up|never wake up|were dead|was dead|didn't exist|could die|would die|wouldn't wake up)(?! (?:for|to|into|on|from|in|at|with)(?![\\p{L}]))|(?:just )?waiting (?:around )?to die)",
  // Hoping not to wake, said as it goes on: "I keep hoping I just won't wake up tomorrow".
  "(?:keep|kept|been|always|sometimes) hoping (?:that )?i (?:just )?(?:won't|wont|will not|don't|dont|never) wake up",
  // Gone as a relief to the others: "it would be easier for everyone if I just went away for good", "people would be
  // relieved if I just wasn't around".
  "(?:easier|better) for (?:everyone|everybody|them|my family|all of them|the world) if i (?:just )?(?:went away|disappeared|wasn't (?:here|around)|weren't (?:here|around)|was gone|were gone|didn't exist|died|was dead)",
  "(?:people|everyone|everybody|they|my family)(?: would|'d) be (?:so |really |all )?(?:relieved|happier|glad) if i (?:just )?(?:(?:wasn't|weren't|was not|were not) (?:around|here|alive)|(?:was|were) gone|disappeared|died)(?! (?:for|from|during|on|at|to|by)(?![\\p{L}]))",
  // Not being here as a relief to oneself: "I keep thinking it would be easier if I just wasn't here".
  "(?:would be|it'd be|it would be|would all be|everything would be) (?:so |so much |a lot |much )?(?:easier|better|simpler) if i (?:just )?(?:(?:wasn't|weren't|was not|were not) (?:here|around|alive)|(?:was|were) (?:gone|dead)|disappeared|vanished|died|didn't exist)(?! (?:for|from|during|on|at|to|by|in|today|tomorrow|this)(?![\\p{L}]))",
  // No better days for oneself: "Nothing is going to get better for me".
  "nothing (?:is|'s) (?:ever )?(?:going to|gonna) (?:get|be) (?:any )?better for me|nothing will (?:ever )?(?:get|be) (?:any )?better for me",
  "(?:what's|whats|what is) (?:even )?the point (?:of|in) (?:me )?(?:being alive|living|existing|my life|me living|going on)",
  "(?:don't|dont|do not|can't|cant|cannot) see (?:a|any) future for (?:myself|me)(?! (?:at(?! all)|in|with|here|there|on)(?![\\p{L}']))",
  "(?:it's|it is|things are|life is|it) (?:not|never) (?:going to|gonna) get (?:any )?better for me",
  "(?:wouldn't|would not|wouldnt) mind (?:if i )?(?:(?:didn't|did not|never) wak(?:e|ing) up|not waking up|dying|being dead|not existing|not being here)",
  "(?:i think|i've been thinking|ive been thinking|thinking|i keep thinking) about (?:death|dying) (?:a lot|all the time|constantly|every day|so much|more and more)",
  "(?<=(?:^|[.,!?;] |i'm |im |i am |honestly |just ))done (?:living|existing|being alive)(?= *(?:$|[.!?,;]|really|honestly|anymore|any more))",
  "(?:don't|dont|do not|can't|cant) (?:think i (?:can|could|will be able to) )?stop myself (?:this time|tonight|anymore|any more)",
  "(?:won't|will not|wont) be around (?:after (?:this|today|tonight)|anymore|any more)(?! (?:today|this week|until|till|for|at|in|on)(?![\\p{L}']))",
  "(?:logging off|signing off|logging out|posting|saying goodbye|saying bye) for the (?:last|final) time(?! (?:this|today|tonight|before|until|till|of|in|on)(?![\\p{L}']))",
  'tell (?:everyone|everybody|them|my (?:family|mom|mum|dad|friends|parents)) (?:that )?i said (?:bye|goodbye)',
  'you (?:were|guys were|all were|have been|guys have been|all have been) (?:all )?(?:such )?(?:good|great|amazing|the best|wonderful|kind) (?:people|friends|to me)(?= *(?:$|[.!,]))',
  // Dying unnoticed: "if I died tomorrow nobody at work would even notice" (not "…if I disappeared for a week").
  "if i (?:died|disappeared|vanished|was gone|were gone) (?:tomorrow|today|tonight|right now)?,? (?:nobody|no one|noone)(?: [\\p{L}']+){0,3}? would (?:even |really |actually |ever )?(?:notice|care|miss me)",
  // Hoping to be hit: "sometimes I wish a car would just hit me on the way to work".
  '(?:wish|hope|hoping|wishing|pray|praying) (?:that )?(?:a|some|the) (?:car|truck|bus|train|drunk driver) (?:would|will|could) (?:just )?(?:hit|run me over|run over me|crash into me|kill me|take me out)',
  // Possessions of no more use: "I won't need it where I'm going" (not a trip: "…where I'm going, it's 30 degrees").
  "(?:won't|wont|will not) need (?:it|them|this|that|these|those|any of (?:it|this|that|them)|my [\\p{L}']+) where i'?m going(?![^.!?]{0,50}(?:beach|vacation|holiday|trip|tropic|summer|sun|warm|hot|island|resort|degrees|weather|flight|visa|abroad|office|job))",
  // Hopelessness said of oneself: "I feel hopeless", "I'm out of hope" (not "hopeless at cooking", "I've lost all
  // hope in this company").
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i feel|i've been feeling|ive been feeling|i have been feeling|feeling|i just feel|i felt|i've felt|everything feels|it all feels|life feels|my life feels|my life is) (?:so |completely |totally |utterly |really |very |just |pretty |absolutely |kind of |kinda |increasingly |more and more )?)hopeless(?= *(?:$|[.!,;…]|and |about (?:my (?:whole |entire )?life|life|the future|everything|myself)|lately|today|tonight|right now|all the time|every day|these days|again|anymore|any more))",
  "(?<=(?:^|[^\\p{L}'])(?:i|i'm|im|i am|i've|ive|i have|i feel|i've just|i just) (?:completely |totally |just |really |so |finally |now )?)(?:out of hope|run out of hope|lost all (?:my )?hope|no hope left|given up (?:all )?hope|nothing left to hope for|got no hope left)(?! (?:in|for|of|that|with|on) (?!(?:myself|me|my life|life|the future|anything|ever|everything)(?![\\p{L}])))",
  "(?:there's|there is|theres) no hope (?:left )?for me(?! (?:in|at|on|with)(?![\\p{L}]))",
  "(?<=(?:^|[^\\p{L}'])(?:i've|ive|i have|i) (?:just |already |completely |totally )?)given up on (?:life|everything|myself|living|getting better|ever being happy|being happy)(?![\\p{L}'])",
  "(?:don't|dont|do not|can't|cant|cannot) see (?:the|any) point (?:in|of|to) (?:anything|everything|any of (?:it|this)) (?:anymore|any more)",
  // Nothing to live for: "I have nothing left to live for since the layoffs".
  '(?:nothing|no one|nobody|no reason) (?:left )?to live for',
  'running out of reasons to (?:stay|live|keep going|go on|stay alive|be here)',
  // A farewell to the others: "this is my last post here, thanks for everything", "goodbye everyone, it was nice
  // knowing you all", "I don't think I'll be around much longer" (not "…my last post about the bug").
  "this (?:is|will be) my (?:last|final) (?:post|message)(?! (?:before|for|about|on(?! (?:this|the|here) (?:server|channel|forum|sub|subreddit|discord|site))|in|of|until|till|today|tonight|this)(?![\\p{L}']))",
  "(?:goodbye|bye|farewell)[^.!?]{0,40}(?:[.!?]+ )?(?:it was|it's been|it has been) (?:nice|good|great|an honou?r) knowing (?:you|y'all|everyone|everybody)",
  // Not coming back to the community: "Thanks for everything, all of you. I won't be logging in anymore."
  "(?:i|i'll) (?:won't|will not|wont) be (?:logging in|logging on|posting|online|on here|around here) (?:anymore|any more|again)(?! (?:today|tonight|this week|until|till|after|before|for|from|on)(?![\\p{L}]))",
  "(?:don't|do not) think i'll be (?:around|here|alive) (?:much |for much |for )?(?:longer|long)",
  // …or for the next of something ("I don't think I'll be around for the next survey"); the hit ends at "around",
  // so that a departure from work explains it (DEPARTURE_CUE).
  "(?:don't|do not) think i'll be (?:around|here|alive)(?= for (?:the )?next (?:survey|one|year|review|christmas|birthday|holiday|summer|season|check-?in|pulse|all-hands|retro)(?![\\p{L}']))",
  "won't (?:be )?(?:bother|bothering|burden|burdening) (?:you|anyone|anybody|you all|y'all|everyone) (?:for )?(?:much )?(?:longer|anymore|any more|again)(?! (?:today|tonight|this week|until|till|with|about|for)(?![\\p{L}]))",
  // A farewell of thanks to a community: "thanks for everything guys, you were the best part of the last few years".
  'you (?:guys |all |people )?(?:were|have been) the best (?:part|thing) (?:of|in) (?:my (?:life|days|years|week|day)|the (?:last|past) (?:few |couple of |\\d+ |two |three )?(?:years|months))',
  '(?:look after|take care of) my (?:cat|dog|kids|children|pets?|plants|son|daughter) if (?:anything|something) (?:happens|were to happen) to me',
  "(?:don't|dont|do not) (?:want|wanna) to (?:live(?! forever| that long| to (?:be )?(?:\\d+|a hundred|100))|be alive|exist|be here|wake up(?! to | with | next to | early| at | for | before | on | so early| this early| that early| tomorrow (?:for|at|to|early|before|so)(?![\\p{L}]))|go on|keep living|continue living)(?! in | with | like | there | near | together)(?: anymore| any more)?",
  "(?:don't|dont|do not) (?:want|wanna) to be alive",
  // The denial raised to a verb of thinking: "I don't think I want to live anymore".
  "(?:don't|dont|do not) (?:think|feel like) i (?:want|wanna) to (?:live|be alive|exist|go on|keep living|keep going|wake up)(?! in | with | like | there | near | together| at | for | early| tomorrow (?:for|at|to|early))",
  `better off (?:dead|${WITHOUT_ME}|if i was gone|if i were gone|if i died)`,
  '(?:no|any) (?:reason|point) (?:to|in|of) (?:living|live|being alive|staying alive|going on|life|keep going|keep living|carry on)',
  "(?:don't|dont|do not|can't|cant|cannot) (?:see|find) (?:the|any|a) (?:point|reason) (?:to|in|of) (?:living|live|being alive|staying alive|going on|life|existing)",
  "(?:can't|cant|cannot) (?:go on|live like this) (?:anymore|any more|any longer)",
  '(?:tired|sick|exhausted) of (?:living|being alive|life|existing|fighting to stay alive|trying to stay alive|waking up(?! (?:early|at|so early|to|for|before|in|on|with|every morning (?:at|to|for))(?![\\p{L}])))',
  "(?:don't|dont|do not) (?:deserve|want) to live(?! in | with | like | there | near | together| forever| that long| to (?:be )?(?:\\d+|a hundred|100))",
  'not (?:worth|want) living',
  "life (?:is|isn't|is not) (?:not )?worth living",
  '(?:welcome|wish for|pray for|waiting for|long for) death',
  "(?:i'll|ill|i will|i'm going to|i am going to|gonna) (?:be gone|not be here|not be around) (?:soon|tomorrow|by|anymore)",
  'goodbye (?:cruel )?world',
  // Not a plea to a reviewer: "pls end my suffering and approve my PR 🙏".
  'end my suffering(?!,? (?:and |by |just )?(?:approv|merg|review|fix|ship|deploy|answer|repl|respond|send|unblock|clos|accept|releas|push)\\p{L}*)',
  '(?:rather|prefer to|just want to|hope i|hope to) (?:never|not) wake up',
  "wish i (?:just )?(?:wouldn't|would not|didn't|did not|won't|will not|would never|could just not) wake up(?! (?:so |this |that |too )?early| at (?!all)| (?:for|before|to|in|on|with|next|late|so late|this late)(?![\\p{L}]))",
  "(?:i|i'll|i will) (?:won't|will not|wont|not) be (?:here|around|alive) (?:for )?(?:much|any) longer",
  '(?:get|catch) (?:the virus|it|sick|cancer) and die',
  'anytime i (?:can|could) die',
  '(?:stop|ending|end) (?:my|this) existence',
  // Said of oneself ("I just want to stop existing"), not of a party ("the NDP need to stop existing").
  "(?<=(?:^|[^\\p{L}'])(?:i|i'd|i just|i want to|i wanna|i wish i could|i should|i need to|want to|wanna|wish i could|i'm going to|gonna|i'll) (?:just |honestly |really |simply )?)(?:stop|quit) (?:existing|living)(?! in | with | like | off | for | your | the )",
  '(?:wish|want) (?:it|everything|this|life) (?:would|to|could) (?:just )?end',
  "(?:i|i'm) (?:hope|hoping|pray|praying) (?:i|to) (?:die|don't wake up|do not wake up)",
  `(?<=(?:^|[^\\p{L}'])${I} (?:\\w+ )?)deserve to die`,
  '(?:no longer|never) (?:want|wanna|wish) to (?:live|be alive|exist|be here|wake up)(?! in | with | like | there | near | together| at | for )',
  "(?:i'd|i would|id) (?:much |just |really )*rather (?:be dead|not exist|not be alive|not live|not wake up|not be born)(?! than| from| of | in | at | on | by | doing| trying)",
  '(?:not|never) meant to (?:exist|be alive|live|be born)',
  "(?<=(?:^|[^\\p{L}'])i )(?:just |really |would |honestly )*rather (?:just )?(?:be dead|not exist|not be alive|die)(?! than| from| of | in | at | on | by | doing| trying)",
  "(?:i'm|im|i am) not (?:going to|gonna) be (?:here|around|alive) (?:much|for much|any|for any) longer",
  "(?<=(?:^|[^\\p{L}'])(?:i|failures|people like me|someone like me) )(?:shouldn't|should not|don't deserve to|do not deserve to) (?:live|exist|be alive)(?! (?:in|with|like|there|here|near)(?![\\p{L}']))",
  "(?:don't|dont|do not) (?:really |even )?care (?:enough )?(?:to live|to stay alive|if i (?:live|die)|whether i (?:live|die)|about living|if i (?:wake up|don't wake up)|whether i wake up)",
  '(?:sleep|asleep|rest) (?:and|&) (?:never|not) (?:want to )?wake up',
  '(?:never|not) (?:want to |wanna )?wake ?up again',
  "(?:can't|cannot|cant) (?:bear|stand) to (?:live|be alive|exist|go on)(?! in | with | like | there | near | here | without)",
  "(?:this|it) (?:isn't|is not|isnt) (?:even )?living (?:anymore|any more)",
  '(?:want|need|wish) (?:it all|everything|all of it|life) (?:all )?to (?:just )?(?:stop|end),? (?:forever|for good|permanently)',
  // How easy not being here would be: "I keep thinking about how easy it would be to just not be here".
  "(?:easy|easier|better|nicer|peaceful|simpler|simple) (?:it )?(?:would be|it'd be|it would be|to) (?:to )?(?:just )?not (?:be here|exist|wake up|be alive|be around)",
  // Standing at a height, lingering: "today I stood on the bridge for an hour".
  "(?<=(?:^|[^\\p{L}'])(?:i|i was|i've been|i have been|i keep|i kept|been) (?:\\w+ )?)(?:stood|standing|stand|sat|sitting) (?:on|at) (?:the |a )?(?:edge of (?:the |a )?)?(?:bridge|ledge|roof|rooftop|cliff|train tracks|tracks)(?: [\\p{L}']+){0,3}? (?:for (?:an hour|hours|a while|a long time|ages|\\d+ minutes|so long)|again|looking down|thinking about jumping)",
  "(?:i|i'm|im|i am) (?:just |so |really |totally |completely |honestly |fucking )?(?:done|finished) with (?:life|living|being alive|existing)(?=\\s*(?:$|[.!?,;]|and |i ))",
  // Feeling a burden to those around: "I feel like a burden to everyone" (not "the paperwork is a burden").
  "(?:i'm|im|i am|i feel like|i feel|feel like|i've become|i have become|sorry for being) (?:such |nothing but |just |only |a huge |a big )?(?:a )?(?:huge |big |such a )?burden (?:to|on|for) (?:everyone|everybody|my family|my friends|the people|all of you|you all|them|my parents|my wife|my husband|my partner|my kids|the people around me|those around me|others)",
  `(?:everyone|everybody|they|people|my family|the world) (?:would|will) be (?:so |much |a lot |so much )?(?:better|happier) (?:off )?(?:${WITHOUT_ME}|if i (?:just )?(?:was|were|died|was gone|were gone|wasn't here|weren't here|didn't exist|never existed|had never been born|stopped existing|ceased to exist))`,
  "hopefully i (?:\\w+ )?(?:die|don't wake up|won't wake up|never wake up)",
  "(?:can't|cannot|cant|couldn't|don't|dont|do not) (?:see|imagine|picture) (?:myself|me) (?:still )?(?:living|alive|being alive|existing|surviving) (?:to|past|until|much longer|another year|in (?:a|\\d+|two|three|five|ten) (?:years?|months?))",
  '(?:my|your) death would (?:\\w+ )?(?:improve|help|benefit|make (?:\\w+ )?(?:better|easier|happier)|be (?:a relief|better|for the best))',
  "(?:it's|it is|this is) my time to die",
  // Hoping an illness or accident ends it, or tying one's own end to someone else's.
  '(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:\\w+ ){0,3}(?:kills|will kill|would kill|ends|takes) me',
  "(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:i|i'll|i will) (?:get|have|catch|be in) (?:\\w+ ){0,3}(?:accident|crash|cancer|disease|illness|virus|terminal)",
  "(?:when|once|after|if) (?:my|our) (?:\\w+ )?(?:dies|die|passes|is gone|goes)(?:,)? (?:i'll|i will|i'm|im) (?:go|going|be gone|follow|done|out|leaving) ?(?:too|with|as well|right after)?",
  "(?:i'll|i will|i'm going to) (?:go|leave|be gone) (?:too )?(?:when|once|after) (?:my|our) (?:\\w+ )?(?:dies|die|passes|is gone)",
  "(?:don't|dont|do not) (?:want|wanna) to wake up (?:in the morning|tomorrow|ever again|again)(?! (?:for|at|to|early|before|so|on)(?![\\p{L}]))",
  "(?:don't|dont|do not) think i (?:can|will|could) (?:hold on|hang on|last|survive|make it|keep going) (?:much |any |a lot |very )?longer",
  // Being gone unnoticed: "nobody here would notice if I disappeared" (not "…if I disappeared for a week").
  "(?:nobody|no one|noone) (?:here |around here |at all )?(?:would|will) (?:even |really )?(?:notice|care|miss me) if i (?:disappeared|vanished|was gone|were gone|died|wasn't here|weren't here|was dead|were dead)(?! (?:for|from|during|at|to)(?![\\p{L}]))",
  "(?:can't|cannot|cant) afford to (?:live|be alive|exist) (?:any ?more|any longer)",
  "(?:if|whether|know if|sure if|sure) i(?:'ll| will| can| could)? (?:even )?make it through (?:tonight|the night|tomorrow|another day)(?!['’])",
  // Farewells.
  "(?:this is|it is|it's) (?:my )?(?:goodbye|farewell)",
  "(?:i'm|im|i am) sorry for everything,? goodbye",
  '(?:tell|say) (?:my (?:family|mom|mum|dad|parents|kids|friends|sister|brother|wife|husband|partner|son|daughter|best friend)|everyone) (?:that )?i (?:love|loved) (?:them|her|him|you)',
  // Goodbye letters written ("I wrote my goodbye letters"), not a leaving note to the team.
  '(?:wrote|written|writing|finished|left) (?:my |the |some |all my |all the )?(?:goodbye|farewell) (?:letters|notes)(?! (?:to|for) (?:the|my|our) (?:team|colleagues|coworkers|co-workers|company|office|class|students|clients|customers))',
  // Hopelessness as a whole sentence: "I can't do this anymore. Nothing is going to get better."
  "(?<=(?:^|[.!?…] ))nothing (?:is|'s) (?:ever )?(?:going to|gonna) get (?:any )?better(?= *(?:$|[.!…]|, (?:i|i'm|im|and i|my)(?![\\p{L}'])))",
  // Not being here, thought about: "sometimes I think about just not being here anymore".
  '(?:think|thinking|thought) about (?:just )?(?:not being (?:here|alive|around)|not existing|not waking up|disappearing forever)(?! (?:for|at|on|during|tomorrow|today|this|next|in|with)(?![\\p{L}]))',
  // Death by accident as no loss: "if I got hit by a car tomorrow I don't think I'd mind".
  "if i (?:got|get|was|were) (?:hit by a (?:car|bus|truck|train)|run over|in (?:a|an) (?:accident|crash))[^.!?]{0,30}?i (?:honestly |really )?(?:don't|dont|do not|wouldn't|would not) (?:think i'd |think i would |really |even |honestly )?(?:mind|care)",
  // More passive wishes and farewells, from a probe: "you won't have to worry about me much longer", "I won't be
  // around to use them", "no future for me", "I can't see a way out of this and I've stopped looking", "if a bus hit
  // me tomorrow I wouldn't even mind", "I'm just a burden".
  "(?:won't|will not|wont) have to (?:worry about|deal with|put up with|take care of) me (?:much |for much )?(?:longer|anymore|any more|for long)",
  "(?:won't|will not|wont) be (?:around|here|alive) to (?:use|see|enjoy|need|read|open|celebrate) (?:them|it|this|that|the(?! (?:heat death|end of (?:the universe|the world|time)|sun (?:burn|die|explod)|next century|year (?:2|3)\\d{3})))",
  "(?<=(?:^|[.!?,;…] )(?:there's |there is |i have |i've got |i see |i've |honestly )?)no future for me(?= *(?:$|[.!,;…]))",
  "(?:can't|cannot|cant|don't|do not|dont) see (?:a|any) way out(?: of (?:this|it))?(?= [^.!?]{0,12}(?:i've stopped|stopped|given up|gave up|no longer|i'm done))",
  "if a (?:car|bus|truck|train|drunk driver) (?:hit|hits|ran over|runs over|killed|kills) me[^.!?]{0,30}?i (?:honestly |really )?(?:don't|dont|do not|wouldn't|would not) (?:think i'd |think i would |really |even |honestly )?(?:mind|care)",
  "(?<=(?:^|[.!?,;…] )(?:i'm|im|i am) )(?:just |only |nothing but )(?:a )?burden(?= *(?:$|[.!,;…]))",
  // Gone as relief, said of those here; rather gone than at work: "Sometimes I think everyone here would be better off if
  // I just wasn't around", "I keep thinking I'd rather disappear than face another Monday".
  "(?:everyone|everybody|people|they)(?: here| at work| around me| on the team)? (?:would|will)(?: all)? be (?:so |much |a lot )?(?:better|happier) (?:off )?if i (?:just )?(?:wasn't|weren't|was not|were not) (?:here|around|alive)",
  "(?:keep thinking|keep wishing|sometimes think|often think|catch myself thinking) (?:that )?(?:i'd|i would) (?:just )?rather (?:disappear|not exist|be dead|die|not be here|not wake up) than",
  "(?<=(?:^|[.!?,;…] ))(?:tomorrow|by (?:tomorrow|monday|friday|the weekend|next week)|after (?:tonight|today)),? i (?:won't|will not|wont) be (?:here|around|alive)(?! (?:because|since|as|for|at|in)(?![\\p{L}]))",
  // From a fourth probe of fresh wordings: burden and worthlessness, farewells, hopelessness about one's own life and
  // passive wishes as people write them ("I keep thinking everyone's life would be easier without me in it", "i'm a
  // waste of space and oxygen", "Honestly I'm just existing, not living", "lowkey hoping i don't wake up tomorrow",
  // "every morning i wake up disappointed that i did", "why am i even alive").
  "(?:everyone|everybody|people|my family|my kids|the world)(?:'s lives?|'s life| would be| would have)[^.!?]{0,25}?(?:easier|happier|better(?: off)?)[^.!?]{0,15}?(?:without me(?! (?:on|in|at) (?:the|this|my|our) (?:team|project|company|job|call|meeting|server|channel))|if i (?:just )?(?:wasn't|weren't|was not|were not) (?:in the picture|here|around|alive))",
  '(?:my kids|my children|my son|my daughter|my family) would be better off with (?:a )?different (?:mom|mum|dad|mother|father|parent)',
  "(?:i'm|im|i am|i feel like|i feel like i'm) (?:just |such |nothing but |a total |a complete )?(?:a )?(?:mistake|waste of (?:space|oxygen|air|a life)|drain on (?:everyone|everybody|my family|the people)|dead weight)(?! (?:on the (?:project|code|sprint)|at (?:work|the office)))",
  "(?:i'm|im|i am) worthless and (?:always will be|always have been)",
  "(?:would|will|'d) throw a party if i (?:were|was|died|disappeared) (?:gone|dead)?",
  "(?:i've|i have) (?:always )?been a burden to (?:my|everyone|everybody|the people)",
  "(?:no one|nobody|noone) needs me|(?:i'm|im|i am) (?:just )?taking up space",
  "(?:the world|everyone|nobody) (?:doesn't|does not|don't) need me|(?:would|will) keep (?:spinning|going) (?:just )?fine without me",
  '(?:nobody|no one|noone) would (?:even )?miss me(?= *(?:$|[.!,;…]))',
  "sorry for everything[.!,]? [\\s\\S]{0,80}?(?:goodbye|bye|love you|going away|won't be back|not coming back)|(?:goodbye|bye|love you (?:guys|all)|going away)[\\s\\S]{0,80}?sorry for everything",
  "(?:bye|goodbye)[^.!?]{0,60}?(?:i'm|im|i am) not coming back(?= *(?:$|[.!,…]))|(?:i|i'll) (?:won't|will not|wont) be back,? ever",
  "(?:i'm|im|i am) just existing,? not living",
  'waiting for it (?:all )?to end(?= *(?:$|[.!,…]))',
  "(?:don't|do not) think i have anything left(?= *(?:$|[.!,;…]))",
  "(?:stopped|stop) seeing a future for myself|(?:can't|cannot|cant) (?:picture|imagine) (?:myself )?being (?:\\d+|thirty|forty|fifty|old)|(?:don't|do not|dont) see myself getting older",
  "(?:there's|there is|theres) no future for (?:someone like me|me|people like me)",
  'no way out of this life',
  '(?<=(?:^|[.!?,;…] ))(?:my life is|life is) (?:over|finished|finish|a dead end)(?= *(?:$|[.!,;…]| and))',
  "(?:i'm|im|i am) beyond help",
  "(?<=(?:^|[^\\p{L}'])i )(?:just )?wish i could just stop(?= *(?:$|[.!,;…]))",
  "(?:don't|do not|dont) see how my life (?:gets|will get|could get|can get|is going to get) (?:any )?better",
  "(?:i'm|im|i am) never (?:going|gonna) to get better(?= *(?:$|[.!,;…]| therapy| nothing))",
  '(?<=(?:^|[.!?,;…] ))(?:my )?life is (?:pointless|meaningless)(?= *(?:$|[.!,;…]| and))',
  "(?<=(?:^|[.!?,;…] )(?:i'm |im |i am |so |honestly )?)giving up(?= *(?:$|[.!…]))|(?:don't|do not|dont) have it in me to keep (?:trying|going|fighting)",
  'things will never get better for me',
  "(?:don't|do not|dont) belong in this world",
  'the only (?:thing|reason|one) keeping me (?:here|alive|going) is',
  "(?:cannot|can't|cant) see a way out(?: of this)?(?= *(?:$|[.!,;…]))",
  "counting down the days (?:until|till) (?:it's|it is|its|it'll be|everything is) (?:all )?over",
  "(?:don't|do not|dont) see the point in (?:continuing|going on|carrying on)",
  'nothing left for me (?:here|in this world|anymore)?(?= *(?:$|[.!,;…]))',
  '(?:thinking|think|thought) about (?:what )?my (?:own )?funeral',
  'hope something (?:bad )?happens to me',
  'press a button and (?:just )?(?:stop existing|disappear|vanish|not exist|die|be gone)',
  '(?:go to sleep|sleep) for (?:a hundred|100|a thousand|a million) years and not (?:come back|wake up)',
  "if i died (?:tomorrow|today),? at least i (?:wouldn't|would not|won't) have to",
  'hope (?:the|my) (?:plane|car|bus|train) crashes',
  'how easy it would be to (?:just )?take (?:one|a) step (?:forward|off)',
  "(?:i'd|i would) rather not (?:exist|be alive|be here) than",
  "(?:i'd|i would) give anything to (?:just )?(?:stop existing|not exist|disappear|not wake up|die|be gone)",
  '(?:pray|praying) (?:every night |each night )?(?:that )?(?:god|he|someone|something) (?:takes|will take) me',
  "wake up disappointed (?:that )?i (?:did|woke up|am still here|'m still here|'m still alive|am still alive)",
  'hope i get hit by a (?:truck|car|bus|train)',
  'hope (?:the|my) cancer comes back',
  "(?:dying|death|being dead) (?:doesn't|does not|don't) (?:sound|seem|feel) (?:so |that |too )?bad",
  '(?:wish|wishing) i had (?:cancer|a terminal illness|something terminal)',
  "wish the doctors? (?:hadn't|had not|didn't) (?:found it|caught it|saved me)",
  'if i never woke up it would be a relief',
  "(?:wish|hope) (?:i'd|i would|i'll|i) die in my sleep",
  'want to disappear and never come back|vanish off the face of the earth',
  'why am i (?:even |still )?alive',
  "(?:not sure|don't know if) i want to keep going(?= *(?:$|[.!,;…]))",
  'tired of (?:everything,? )?including being here|tired of being here(?= *(?:$|[.!,;…]))',
  // A farewell to a community: "you won't hear from me again".
  "(?:you|y'all|you guys|you all|everyone) (?:won't|will not|wont) (?:hear from|see) me (?:again|anymore|any more|ever again)(?! (?:until|till|before|for|on|this|today|tonight|in)(?![\\p{L}]))",
  // From a fourteenth probe: envy of the dead, a wish to stop or be logged off from life, death said to be restful,
  // going to sleep hoping that is it, not caring whether one lives to an age, hopelessness and burden in plain words.
  "(?:jealous of|envy|envious of) (?:people|those|anyone|the ones|everyone) (?:who|that) (?:get to )?(?:die|died|pass away|passed away|don't wake up|never wake up)(?! (?:of|from|in|on|at|with|for|doing)(?![\\p{L}']))",
  '(?:i )?(?:envy|am jealous of) the dead(?= *(?:$|[.!,…]| because| they| sometimes| honestly| tbh))',
  "death (?:doesn't|does not|no longer|don't) (?:scare|frighten) me (?:anymore|any more)?,? (?:it )?(?:sounds|seems|feels|looks) (?:kind of |kinda |almost |so )?(?:restful|peaceful|nice|like (?:a )?(?:relief|rest|vacation|holiday))",
  "(?:go to sleep|fall asleep|go to bed|going to bed|going to sleep) (?:\\w+ ){0,2}(?:hoping|praying|wishing) (?:that's|that is|this is|it's|it is) (?:it|the end)(?= *(?:$|[.!,…]))",
  '(?:log|logging|sign|signing) (?:off|out) (?:from|of) (?:life|existence|living)',
  '(?:universe|world|god) (?:to )?(?:just )?(?:delete|uninstall|unplug) (?:me|my save(?: file)?|my existence|my account from (?:life|existence))',
  "(?:stopped caring|don't care|do not care|no longer care) (?:if|whether) i (?:make it to|reach|live to|live past|survive) (?:\\d+(?! (?:under|lists?|days?|km|miles|followers|subs|subscribers|points|percent|%))|next (?:year|week|month|birthday|christmas|summer)|another (?:year|week|birthday|christmas)|the (?:end of the (?:year|week|month)|summer|winter|new year))",
  'wish i could (?:just )?stop(?= *(?:$|[.!,…]| existing| living| breathing| being here))',
  "(?:what's|whats|what is) (?:even )?the point (?:of|in) (?:anything|it all|living|life|going on|being alive|being here|waking up)(?= *(?:$|[.!?,…]| anymore| any more| honestly))",
  "(?:i'm|i am) (?:just )?out of reasons(?= *(?:$|[.!,…]| to (?:keep going|stay|live|try|get up)))",
  "(?:don't|do not|dont) have anything (?:left )?to look forward to",
  "there(?:'s| is) no (?:version of the |version of my )?future where (?:i'm|i am|i'll be|i) (?:ok|okay|happy|fine|alive|around|here|better)",
  "(?<!(?:match|game|round|season|tournament|race|exam|test|interview|league|bracket|lost|eliminated|knocked out|final|finals|level|boss|raid)[^.!?]{0,50})(?:it's|its|it is) over for me(?= *(?:$|[.!,…]))(?![^.!?\\n]{0,50}(?:match|game|round|season|tournament|race|exam|test|interview|league|bracket|lost|elimin|knocked out|final|level|boss|raid))",
  "(?:no|there's no|there is no) light at the end of (?:this|the tunnel|my tunnel)(?! (?:yet|for now))",
  "(?:can't|cannot|can not) (?:picture|imagine|see) myself (?:in|being alive in|still here in|alive in) (?:\\d+|five|ten|a few|two|three) years(?= *(?:$|[.!,…]| time| from now))",
  "(?:not like|it's not like|its not like) i have (?:a|any) future(?! (?:in|at|with|here|as|there|on))",
  "(?:don't|do not|dont) (?:really )?see myself (?:around|here|alive) (?:for|by|in|next)",
  "(?:feel|feels) like (?:i'm|i am) (?:already )?gone(?= *(?:$|[.!,…]| and| my body))",
  'going through the motions until it (?:ends|all ends|is over|stops)',
  "(?:it's|its|it is) never going to stop hurting",
  "(?:i'm|i am) (?:such |just |only |nothing but |a huge |a total |a massive )?a burden(?= *(?:$|[.!,…]| to (?:everyone|everybody|my|them|you|people|the|all)| on (?:everyone|my|them|you)))",
  "tired of being (?:everyone's|everybody's|a|the) (?:problem|burden)(?= *(?:$|[.!,…]| to))",
  '(?:stop|stopped) being a (?:problem|burden)(?= *(?:$|[.!,…]| for| to))',
  '(?:just )?by (?:being alive|existing|still being here)(?= *(?:$|[.!,…]| feels| is| makes))',
  "(?:nobody|no one|noone) would (?:even )?(?:notice|care|miss me) if i (?:died|disappeared|vanished|was gone|were gone|stopped (?:existing|being here)|wasn't here|weren't here|didn't wake up)(?= *(?:$|[.!,…]| anyway| tbh| honestly| probably| at all))",
];

/** Weaker cues: each scores one point; suicidal ideation needs three points and a strong-enough context. */
const SUICIDAL_WEAK = [
  // Wanting it all to stop: "I can't keep doing this. I'm so tired. I just want it all to stop".
  "(?<=(?:^|[^\\p{L}'])i (?:just |really |just really )?)want (?:it all|everything|all of it) to (?:just )?stop(?= *(?:$|[.!…]))",
  '(?<!#|(?:about|on|of|for|against|in) )suicide(?! squad| mission| king| doors| prevention| awareness| hotline| helpline| lifeline| line| rates?| statistics| risk| bomb\\w*| run| pact with| watch| trail)',
  'hopeless(?:ness)?',
  'worthless',
  'no (?:hope|future|way out|point)',
  'pointless',
  'give up',
  'giving up',
  'gave up',
  '(?:a|such a|being a) burden',
  'nobody (?:would|will|cares|care)',
  'no one (?:would|will|cares|care)',
  '(?:no one|nobody) (?:wants|needs|loves|likes|would miss) me',
  // A farewell, not "goodbye for now" or "goodbye for today".
  'goodbye(?! for (?:now|today|tonight|the (?:day|night|weekend|week)))',
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
  // Said of a person or a life, not a thing ("an empty string", "the list is empty").
  "(?:feel|feels|feeling|felt|i'm|im|i am|i was|i've been|been|so|completely|totally|just|inside|life is|life feels|everything feels) (?:so |completely |totally |just |really |very )?empty|empty (?:void|shell|inside|hole|feeling)|(?:heart|life|soul|mind) (?:is |feels |felt |was )?(?:so |completely |totally )?empty",
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
  'suffer(?:ing|ed)?',
  'pain(?:ful)?',
  'hurts?',
  // A plea, not a task asked for ("…stayed late to help me rebuild everything", "help me understand the config").
  "(?:please )?help me(?! (?:rebuild|fix|set|setup|move|find|understand|with|out|debug|review|install|configure|figure|learn|write|finish|pick|choose|decide|test|build|deploy|carry|pack|clean|plan|prepare|get (?:this|it|the|my|a)|make|cook|paint|translate|check|update|organi[sz]e|sort)(?![\\p{L}']))",
  'cry(?:ing)?',
  'cried',
  'tears',
  '(?:dark|bad|low) place',
  "(?:don't|dont|do not) know what to do",
  "(?:don't|dont|do not) know (?:how much longer|if i can)",
  'ruined',
  'failure',
  // Useless as the author is, not a useless flag or option.
  "(?:i'm|im|i am|i feel|feel|feeling|felt|i was|i've been|so|completely|totally|just|utterly) (?:so |completely |totally |just |really |utterly |actually |literally )?useless|useless (?:person|human|piece of|waste|ass|self|life|loser)",
  'pathetic',
  'miserable',
  // A broken person, not a broken build or link.
  "(?:i'm|im|i am|i feel|feel|feeling|felt|i was|i've been|been|so|completely|totally|just|utterly) (?:so |completely |totally |just |really |utterly )?broken|broken (?:inside|person|soul|heart|mind|man|woman|human|shell)|(?:heart|soul|spirit) (?:is |feels |was )?(?:beyond |so |completely |totally )?broken|(?<=(?:empty|useless|numb|lost|worthless|tired|alone|lonely|hurt) and )broken",
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
  'self.?pity',
  'grave',
  'funeral',
  'afterlife',
  'leave this world',
  // The end of the author's road, not of a file, a sprint or a story ("at the end of the day", "in the end").
  "(?<=(?:this is|it's|it is|that's|that is|this will be|will be|near|nearing|reached|reach|approaching|at) )the end(?! of (?!me|my|the road|it all|everything|the line)[\\p{L}])",
  'nothing to live for',
  'what.?s the point',
  'lost (?:all|everything|my)',
  'fail(?:ed|ing)? (?:at )?everything',
  "(?:can't|cannot|cant) (?:anymore|any more|keep)",
  'too much',
  'alive',
  // Existence as a weight ("existing is exhausting", "tired of existing", "why I even exist", "cease to exist"),
  // not "the existing code", "the existence of the file" or "the file doesn't exist".
  "existence(?! of)|(?<!(?:the|an?|any|all|already|pre|non) )existing(?= ?[.,!?]| ?$| (?:is|was|feels|hurts|sucks|anymore|any more|at all))|(?<=(?:^|[^\\p{L}'])(?:i|me|myself|to) (?:even |still |just |only |really |simply )?)(?<!(?:needs|need|has|have|had|used|seems|appears|happens|continue|continues|going|supposed|ought|got|longer|not) to (?:even |still |just |only |really |simply )?)exist(?![\\p{L}'])",
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
  // From a twelfth probe.
  '(?:used|using) the (?:pencil )?sharpener blade|took the blade out of my (?:razor|sharpener)',
  "sh'd again",
  'punch(?:ing|ed)? (?:the |a )?(?:brick |concrete )?walls?[^.!?]{0,30}?on purpose',
  "since i last (?:cut|hurt myself|self harmed|self-harmed|sh'd)",
  "so the blood (?:didn't|wouldn't|doesn't|didnt|wouldnt) show",
  '(?:did|done) \\d+ lines on my',
  // From an eleventh probe.
  'only the (?:blade|razor|cutting) (?:works|helps)',
  "told (?:them|the nurse|the doctor|her|him|everyone) it was (?:a|an) (?:kitchen )?accident[.,]? (?:it wasn't|it wasnt|it was not)",
  '(?:hid(?:e|ing)?|cover(?:ing)?) the (?:fresh|new) ones',
  'deeper than i (?:meant|wanted|intended)',
  "(?:carve|carved|carving|etch|etched) [\\p{L}' ]{1,20}? into my (?:leg|arm|skin|thigh|wrist|stomach)",
  // From a tenth probe: a sharpener's blade taken out, marks hidden, a blade kept for bad days, too deep, meals skipped as
  // punishment, cuts picked at, a self-harm-free streak broken.
  '(?:took|take|taking|got) the blades? out of (?:a|my|the) (?:pencil )?sharpener',
  '(?:hid(?:e|ing)?|cover(?:ing)? up) (?:the |my )?(?:fresh |new )?(?:marks|cuts|scars) on (?:my |your )?(?:thighs?|arms?|forearms?|wrists?|stomach|legs?|hips?)',
  'keep (?:a|my) (?:blade|razor) in my (?:pencil case|wallet|bag|drawer|phone case)',
  'went too deep (?:last night|again|this time)',
  '(?:skipping meals|starving myself|not eating)[^.!?]{0,20}?(?:as (?:a )?punishment|to punish myself)',
  '(?:picking|pick) (?:at )?(?:the|my) (?:cuts|scabs|wounds) (?:so|open)',
  '(?:sh|self[- ]harm|cutting) free and i (?:just )?(?:broke|lost|ruined) it',
  // From an eighth probe: hurting oneself on purpose, as punishment or to cope (cut, burnt, bitten, hit, starved), a
  // self-harm streak reset, marks found, what the author did to their arms, knuckles split on a wall, a sharpener taken
  // apart, new blades one should not open.
  '(?:cut|cutting|burned|burnt|burning|hit|hitting|bit|biting|punched|punching|scratched|scratching|starved|starving|hurt|hurting|scalded|scalding) (?:myself|my (?:own )?(?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|hand|hands|face|head|stomach))[^.!?]{0,40}?(?:on purpose|deliberately|as (?:a )?punishment|to cope|i deserve(?:d)? it|to feel (?:something|better|in control|real))',
  '(?:bit|bite|biting|scratched|scratching|hit|hitting) my(?:self)?(?: own)?(?: (?:arm|arms|hand|hands|wrist|leg|legs|head|face))? (?:so hard|until|till|til|hard enough)[^.!?]{0,25}?(?:broke (?:the )?skin|bled|bleed|bruised|nosebleed)',
  '(?:held|put|kept) my (?:hand|arm|fingers) (?:under|in|on) (?:the )?(?:scalding|boiling|hot) [\\p{L} ]{0,15}?on purpose|(?:i )?did it (?:to )?myself on purpose',
  '(?:sh|self[- ]harm|cutting) (?:streak|free streak|clean streak|counter|free counter|free days?) (?:reset|back to|is back to|is back at|back at|broken|is at 0)',
  '(?:sh|self-harm)-free (?:streak|counter|days?) (?:reset|back to|is back to|is back at|back at|broken|is at 0)|relapsed (?:after|on) [^.!?]{0,20}?(?:clean|free) (?:of|from) (?:sh|self[- ]harm|cutting)',
  '(?:found|saw|noticed|asked about|seen) (?:the )?(?:marks|cuts|scars) on my (?:wrists?|arms?|thighs?|legs?)',
  "(?:what|the things) i (?:did|do|have done|'ve done) to my (?:arms?|wrists?|thighs?|legs?|skin)(?! (?:at|in) the gym| (?:at|on) leg day)",
  'punch(?:ed|ing)? (?:the |a )?(?:brick |concrete )?walls? (?:until|till|til) my (?:knuckles|hands?|fists?) (?:split|bled|bleed|broke|were bleeding)',
  'took apart (?:a|my|another) (?:pencil )?sharpener',
  "blades[^.!?]{0,40}?i know i (?:shouldn't|should not|shouldnt)",
  '(?:used|using|use) the (?:blade|razor) (?:again|on myself)',
  // From a fifth probe: "been cutting again", "6 months clean from the blade", a burn "because it was the only thing
  // that made the noise stop".
  '(?<=(?:^|[.!?] ))been cutting again',
  '(?:clean|free) (?:from|of) (?:the blade|blades|the razor)',
  '(?:burn\\w*|cut|cutting|scratch\\w*|hit|hitting) (?:my (?:own )?(?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach)|myself) [^.!?]{0,40}?(?:because|since) (?:it|that) (?:was|is) the only (?:thing|way) (?:that )?(?:helps|helped|made|makes|works|worked)',
  '(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|scratch|scratching) myself(?! by | with (?:this|that|these|those)| more than| trying| on (?:the|a|my) | in the (?:foot|leg)| shaving| while | opening| cooking| chopping| slicing)',
  // Not self-harm as a topic: "training on self-harm awareness is next Tuesday", "a webinar about self-harm".
  `(?<!(?:training|talk|workshop|webinar|session|course|module|article|video|documentary|research|paper|study|policy|resources|guidance|guide|leaflet|poster|podcast|lecture|class|chapter|episode) (?:on|about|around|regarding|covering) |(?:encouraging|promoting|glorifying|depicting|discussing|mentioning|posts about|content about|talk of) |(?:novel|book|film|movie|show|episode|story|song|article|series|game|play|podcast|chapter) (?:deals with|is about|covers|explores|depicts|touches on|mentions|discusses|handles|addresses) )self.?harm(?:ing|ed)?${NOT_TOPIC}(?! (?:first aid|support (?:group|line|services?)|resources?|policy|policies|module|workshop|webinar|course|session|talk|screening|protocol|guidance|guidelines)(?![\\p{L}']))`,
  'self.?injur(?:y|ing|ies)',
  '(?:relapsed?|relapsing) (?:on|into|with)? ?(?:cutting|self.?harm)',
  'my (?:cuts|scars) (?:from|are)',
  'started cutting again',
  // A body part harmed with a mark of intent (on purpose, again, until it hurts, to feel something, to remember, a
  // relapse, hidden): "i dig my compass into my arm in class so i can feel something", "when i mess up i carve the word
  // into my skin so i remember", "i bang my fists on my legs until they're purple", "punched the mirror on purpose and
  // kept going until my knuckles split", "relapsed last night after 200 days clean, my thighs are a mess", "Had to
  // butterfly-stitch my own leg tonight. I went too far.", "the blade from my pencil sharpener is hidden… for
  // emergencies".
  '(?:dig|digging|dug|carve|carving|carved|scratch|scratching|scratched|pick|picking|picked|burn|burning|burned|burnt|bang|banging|banged|punch|punching|punched|hit|hitting|stab|stabbing|press|pressing|pressed) (?:my |the |a )?(?:[\\p{L}]+ )?(?:into|on|at|against|in)? ?my (?:own )?(?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hips?|fists?|knuckles|wounds)(?! (?:on|against|with|in) (?:the|a|an|some|my|his|her|our) )(?=[^.!?]{0,60}?(?:on purpose|so i (?:can )?(?:feel|remember)|to feel|feel something|until (?:it|they|i|my)|whenever|when i (?:mess up|get|feel|fail)|deserve|punish))',
  '(?:when|whenever|every time) i (?:mess up|fail|screw up|get (?:upset|angry|overwhelmed|anxious|sad))[^.!?]{0,20}?i (?:carve|cut|burn|scratch|hit|punch|bang|dig)',
  '(?:on purpose|deliberately)[^.!?]{0,40}?until my (?:knuckles|hands?|fists?|skin|arms?)(?: \\w+)? (?:split|broke|bled|bleed|were bleeding|went numb)',
  '(?:relapsed|relapse)[^.!?]{0,30}?(?:\\d+|a hundred|two hundred) days? clean[^.!?]{0,30}?my (?:arms?|thighs?|legs?|wrists?|skin|stomach) (?:are|is) (?:a mess|covered|bleeding|cut up)',
  '(?:stitch|stitched|butterfly-stitch|butterfly-stitched|glue|glued|bandage|bandaged) my own (?:arm|leg|thigh|wrist|skin|cut|cuts)[^.!?]{0,20}?[.!]? ?i went too far',
  '(?:blade|razor)[^.!?]{0,40}?(?:hidden|hide|hid|keep|kept)[^.!?]{0,30}?for emergencies',
  // Harm told by what was done: "i cut my arm again last night", "scratching my wrists with my keys until they bleed",
  // "punched the wall until my knuckles broke", "I carved his name into my thigh", "held my hand on the hot stove on
  // purpose", "made myself throw up again", "took way more of my pills than I should have, just to feel numb".
  "(?<=(?:^|[^\\p{L}'])(?:i|i've|ive|and i|just|and) )cut my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hip|hips) (?:again|last night|tonight|deeper|open|until|on purpose)",
  '(?:scratch\\w*|pick\\w*|burn\\w*|bit|bite|biting|hit|hitting|punch\\w*|bang\\w*) (?:at )?my (?:wrists?|arms?|skin|legs?|thighs?|head|hands?|knuckles)[^.!?]{0,30}? until (?:it|they|i|my \\w+) (?:bleed|bled|bleeds|bruise|bruised|broke|break|split)',
  '(?:punched|punch|punching|hit|hitting|slammed|slamming) (?:the |a )?wall until my (?:knuckles|hands?|fists?)(?: \\w+)? (?:broke|bled|split|bleed|were bleeding)',
  'carved [^.!?]{1,30}? into my (?:skin|arm|arms|thigh|thighs|leg|legs|wrist|stomach|hand)',
  '(?:held|put|pressed|burned|burnt) my (?:hand|arm|skin|fingers?|wrist|palm) (?:on|against|over|under|in|to) (?:the |a )?(?:hot |open )?(?:stove|iron|lighter|flame|candle|pan|kettle|hob|burner|fire)[^.!?]{0,20}?(?:on purpose|deliberately|to feel)',
  'made myself (?:throw up|sick|vomit|puke|purge) (?:again|after|every)',
  "(?:took|taken|take|swallowed) (?:way |a lot |so much |far |a bit )?more (?:of )?(?:my )?(?:pills|meds|tablets|medication|sleeping pills)[^.!?]{0,20}?than (?:i )?(?:should|was supposed to|(?:i'm|i am|i was) (?:supposed|prescribed)|prescribed)",
  '(?:hide|hid|hiding|keep|kept|keeping) (?:the |my )?(?:razor ?blades?|blades|razors)[^.!?]{0,40}?(?:so|from) (?:my|nobody|no one|they|that|people)',
  "(?:long sleeves|hoodies?|bracelets|bandages|a jacket)[^.!?]{0,40}?so (?:nobody|no one|people don't|they don't|my [\\p{L}]+ (?:doesn't|don't|won't)) (?:sees?|notices?|asks? about|finds?) (?:the |my )?(?:marks|cuts|scars|burns)",
  // Clean time from cutting lost: "relapsed tonight. 8 months clean from cutting and now it's all gone".
  '(?:clean|free) (?:from|of) (?:cutting|self.?harm\\w*|burning)[^.!?]{0,40}?(?:gone|over|ruined|lost|wasted|reset)',
  // Said plainly: "I relapsed and cut again last night, deeper this time".
  "(?<=(?:^|[^\\p{L}'])(?:i|i've|ive|i have|and|i just|and i) (?:relapsed and )?)cut (?:again|myself again|deeper)(?! (?:the|my|a|an|some|it|that|this|off|back|down|and again)(?![\\p{L}]))",
  "my (?:arms|wrists|thighs|legs|stomach) (?:are|is) (?:covered (?:in|with)|full of) (?:scars|cuts|fresh cuts|marks|burns)(?=[^.!?]*(?:hid|hoodie|sleeve|can't stop|cannot stop|keep doing|again|myself))",
  '(?:started|start|keep|been|i) (?:hitting|punching|slamming|banging|hit|punch|slam) my (?:own )?head (?:against|on|into) (?:the |a )?(?:wall|floor|desk|door|table)(?=[^.!?]{0,40}(?:when i (?:get|feel|am)|until|so hard|bleed|bruise|every time i))',
  "(?:haven't|have not|havent|didn't|did not) eaten (?:in|for) (?:\\d+|two|three|four|five|six|a few|several) days (?:on purpose|deliberately)|(?:don't|do not|dont) deserve (?:to eat|food)",
  // "I've been cutting again", not the diet of a gym's cut ("bulked all winter, now I'm cutting again").
  "(?<!(?:bulk|calori|diet|weight|gym|protein|carbs|macros|lean|shred)[^.!?]{0,60})(?<=(?:^|[^\\p{L}'])(?:i've been|i have been|ive been|i'm|im|i am|i've started|i started) )cutting again(?![\\p{L}'])(?![^.!?]{0,60}(?:bulk|calori|diet|weight|lbs|kg|macros|gym|protein|shred|lean|carbs))",
  "(?<=(?:^|[^\\p{L}'])i )cut (?:myself )?(?:\\d+(?:-\\d+)? times|every (?:day|night)|a lot|daily|deep(?:er)?)(?![\\p{L}])",
  '(?:broke|broken|fucked|ruined|lost|ended|reset|blew) (?:my )?(?:record|streak) (?:of \\S+ \\S+ )?(?:without|clean from|free of|free from) (?:cutting|self.?harm\\w*|burning)',
  '(?:urge|urges|urged) to (?:self.?harm|hurt myself|cut myself|cut again|burn myself)',
  '(?:trying|try|fighting|fight|struggling|struggle|hard|harder) (?:so hard )?(?:not to|to not) (?:hurt|cut|harm|burn) myself',
  // From a fourteenth probe: cutting named by its place on the body, razors not for shaving, "sh'd", fresh cuts
  // hidden, a cut deeper than usual that needed taping.
  "(?<=(?:^|[^\\p{L}'])(?:started|been|keep|kept|still|i'm|im|i am|and) )cutting my (?:thighs|arms|wrists|legs|stomach|hips|forearms|skin|ankles)(?! (?:on|open on|with|by accident|accidentally|shaving))",
  "(?:razors?|blades?)(?: (?:today|yesterday|again))? (?:and|but) (?:i'm|i am) not (?:\\w+ ){0,3}for shaving",
  "(?:shd (?:again|last night|tonight|today|this morning)|sh'd (?:last night|tonight|today|this morning))",
  '(?:hide|hiding|cover|covering|conceal|concealing)(?: up)? (?:my |the )?(?:fresh|new) (?:cuts|scars|burns|marks)(?! of (?:meat|beef|pork|lamb|chicken|steak|fish|flowers|wood|fabric|hair|paper))',
  '(?:went|cut|go|going) deeper than (?:usual|normal|i meant to|i meant|i wanted|last time|before|ever)(?! (?:into|in|on|with|through|down))(?=[^.!?]{0,80}(?:stitch|steri|tape|taped|bandage|bleed|blood))',
  // From a fifteenth probe, after it was scored.
  '(?:cut|cutting|relapsed) (?:again )?(?:last night |tonight |this morning )?after \\d+ (?:days|weeks|months) clean',
  'before (?:my )?(?:mom|mum|dad|parents|anyone|someone|he|she|they) (?:notices|sees|see|notice) (?:my )?(?:arms|wrists|thighs|legs|cuts|scars|marks)',
  'carving (?:into )?my (?:thighs?|arms?|skin|wrists?|legs?|stomach|hips?)',
  "self[- ]inflicted (?:obv|obviously|lol|so (?:not|i'm not|im not))",
  '(?:little )?(?:kit|box|tin|stash) for (?:cutting|self[- ]harm|sh)(?= *(?:$|[.!,…]| like))',
  'wrists? (?:look|looks) like a barcode',
  'took a handful of my (?:[\\p{L}]+ )?(?:meds|pills|tablets) on purpose',
  'cut my (?:ankles?|thighs?|hips?|stomach) (?:this time|instead of)',
];

/** Colleagues and people near the author; the words of a threat at work. */
const COLLEAGUES =
  '(?:my (?:boss|manager|coworkers?|co-workers?|colleagues?|team|teammates?|lead)|the (?:boss|manager|team|lead|ceo|cto|hr (?:person|lady|guy)|whole team|whole office)|everyone (?:at work|in the office|in this office|on the team|in that meeting))';
const VICTIMS =
  "(?:the (?:people|person|guy|guys|man|men|woman|women|kid|kids)(?= (?:who|that) | (?:in|at|from) [\\p{L} ]{1,25}(?:who|that) )|that (?:kid|guy|girl|dude|bitch|bastard|man|woman|teacher|boy|landlord|streamer)|\\[name\\](?!['’]s)|\\[handle\\](?!['’]s)|him|her|them|everyone|everybody|people|all of them|my (?:boss|manager|supervisor|coworkers?|co-workers?|colleagues?|team|teammates?|team lead|wife|husband|ex|dad|mom|mum|father|mother|stepdad|stepmom|stepfather|stepmother|family|brother|sister|roommate|flatmate|neighbou?r|landlord|teacher|girlfriend|boyfriend|partner|uncle|aunt|cousin)|the (?:boss|manager|team|lead|ceo|hr (?:person|lady|guy)))";
const HARM_OTHERS = [
  // From a twelfth probe.
  'cav(?:e|ing) (?:his|her|their) (?:head|skull) in|smash (?:his|her|their) face in',
  "(?<=(?:i'm|im|i am|i'll|ill|gonna|going to) (?:\\p{L}+ )?)shank(?:ing)? (?:that|him|her|them|the)(?= )",
  "(?:it's|its|it is) going in (?:his|her|their) (?:tea|coffee|drink|food)",
  'throw (?:the )?acid',
  "(?:i'm|im|i am) bringing (?:a|my) (?:blade|knife|machete|gun)",
  'end (?:him|her|them) (?:while|when|in (?:his|her|their) sleep)',
  'a list of (?:everyone|everybody|people)(?: at (?:work|school))? who (?:made|make) my life hell',
  'run (?:him|her|them|that [\\p{L}]+) off the road',
  'sharpening (?:the|my) (?:machete|knife|blade)[^?]{0,80}?getting it',
  'wait for (?:her|him|them) [^.!?]{0,30}?with something (?:heavy|sharp)',
  '(?:going to|gonna) choke the life out of (?:him|her|them)',
  '(?:people|someone|everyone) (?:in|at) (?:that|this|the) (?:office|school|building) (?:are|is) going to get hurt',
  '(?:going|coming) (?:round|over) (?:there )?with (?:a can of )?(?:petrol|gasoline|lighter fluid)',
  "(?<=(?:i'm|im|i am|gonna|going to) )push (?:my (?:sister|brother|flatmate|roommate|coworker|boss|manager)|him|her) down the stairs",
  '(?:going|coming) (?:up|over|round) (?:there )?with a (?:knife|bat|hammer|machete|gun)',
  // From an eleventh probe.
  '(?:worked out|know|learned|learnt|figured out) when (?:he|she|they) (?:walks|leaves|is|are) alone',
  '(?:sat|sitting|waiting) outside (?:her|his|their) (?:flat|house|place|work)[\\s\\S]{0,80}?(?:regret|waiting for (?:her|him|them))',
  "(?:knife|gun|blade)(?:'s| is) in my (?:bag|pocket|car|locker) for (?:tomorrow|the meeting|monday|work|school)",
  "make everyone at (?:that|this|my|the) (?:school|office|work|company) pay|(?:don't|dont|do not) come (?:in|to (?:school|work|the office)) (?:that day|tomorrow|on [\\p{L}]+day)",
  "(?:not stopping|won't stop|wont stop|not going to stop|not gonna stop) (?:till|until) (?:he|she|they) (?:stops?|stop) breathing",
  "(?:been )?(?:watching|studying|tracking) (?:my |his |her |their |the )?(?:[\\p{L}]+'s )?routine|i (?:know|learned|learnt) (?:his|her|their) routine now",
  "(?:he's|she's|they're|hes|shes) getting it too",
  'waiting for (?:him|her|them) with (?:the|a|my|our) (?:bats?|knives?|knife|guns?|crowbars?)',
  "(?:he|she|they)(?: won't| wont| will not) live to see",
  '(?:got|bought) (?:an? |the )?(?:air rifle|rifle|gun|crossbow|knife|machete) [^.!?]{0,20}for (?:the|my|that) (?:neighbour|neighbor|landlord|ex|boss|manager)',
  // From a tenth probe.
  "(?:i'm|im|i am|i'll|ill|gonna|going to)(?: [\\p{L}']+){0,6}? break(?:ing)? (?:his|her|their) (?:jaw|neck|legs|nose|arm)(?! (?:in|at) (?:chess|ranked|the game|the match))",
  '(?:going to|gonna) pay for what (?:she|he|they) did[\\s\\S]{0,40}?(?:knife|gun|bat|blade)',
  "(?:i'm|im|i am) putting (?:him|her|them) in (?:the )?(?:hospital|a coma|the ground)",
  "(?:he|she|they)(?: won't| wont| will not) be walking (?:straight|again)",
  "(?:putting|put) something in (?:my |his |her )?(?:[\\p{L}]+'s )?(?:food|coffee|drink|tea|lunch|shake|protein shake|water bottle)",
  'burn (?:the|that|this|his|her) [\\p{L} ]{1,20}? down with (?:him|her|them|the [\\p{L}]+|everyone) (?:inside|in it)',
  "getting hurt[.!]? (?:i know|i've been watching|ive been watching) (?:which|where|when|his|her)",
  "(?<=(?:i'm|im|i am|i'll|ill|i will|gonna|going to) (?:just )?)run (?:the [\\p{L}]+|him|her|them) over(?= next| when| if| tonight| tomorrow|[.!,]|$)",
  "(?:made|making|have|got) a list of (?:everyone|everybody|people|all the people)(?: at (?:work|school))? who(?:'s| has| have|'ve)? (?:wronged|hurt|crossed|bullied) me",
  '(?:hitting|hit|smash|smashing) (?:him|her|them) with (?:the|a|my) (?:bat|hammer|crowbar|pan)(?= while| when| in his| in her)',
  "coming to your (?:actual )?(?:house|home|door)[\\s\\S]{0,40}?(?:address|you're done|you are done)",
  'zip ties and duct tape|duct tape and zip ties',
  '(?:making|make) (?:them|everyone|everybody)(?: all)? regret it',
  "(?:i'll|ill|i will) do (?:him|her|them) too",
  '(?:he|she|they) (?:gets|will get|is getting) stabbed',
  'waiting (?:outside|by|for)[^?]{0,60}?brought (?:a|my) (?:bat|knife|gun|crowbar|hammer)',
  '(?:running|run|gonna run|going to run) (?:him|her|them) (?:down|over) with (?:the|my|a) (?:forklift|car|truck|van)',
  "(?:he|she|they)(?: won't| wont| will not) be (?:walking|leaving|going home) (?:out|alive)",
  "(?:i'll|ill|i will|gonna|going to) put (?:him|her|them) in (?:the )?(?:hospital|a coma|the ground|a wheelchair)",
  'make sure (?:she|he|they) (?:has|have) an [\'"‘“]accident',
  "(?:he'll|she'll|they'll|he will|she will) be the (?:one|ones) bleeding",
  'pushing (?:him|her|them|my (?:coworker|co-worker|colleague|boss|manager|supervisor|sister|brother|flatmate|roommate|teacher|ex)) (?:down|off) the (?:stairs|stairwell|platform|balcony)',
  'break every bone in (?:his|her|their) body',
  // From an eighth probe: all going down with the author, a neck to be broken, stabbing him, a fist through a face,
  // bleach or "the wrong thing" in a drink, a bat to his knees, tires and then him, "he's next", a list of people,
  // more than a cardboard box, leaving in an ambulance, killing a partner and then oneself, making sure he never gets
  // up.
  "(?:they're|they are|theyre|everyone's|everyone is|you're all|y'all are|all of them are) (?:all )?going down with me",
  "(?:i'll|ill|i will|gonna|going to) break (?:his|her|their|your) (?:neck|legs|arms|jaw)(?! (?:in|at) (?:chess|ranked|the game|the match))",
  "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am) )(?:stabbing|shooting|killing|jumping|beating up) (?:him|her|them|that (?:kid|guy|girl|dude|manager|bitch|bastard|teacher)|my (?:manager|boss|coworker|teacher|stepdad|ex))(?! (?:in|on|at) (?:the game|ranked|fortnite|minecraft|cod|valorant|apex|chess|pool|cards)(?![\\p{L}]))",
  "(?:putting|put|i'll put|gonna put|going to put) my fist through (?:his|her|their|my [\\p{L}]+'s|[\\p{L}]+'s) face",
  "(?:bleach|rat poison|poison|antifreeze|laxatives?)[^.!?]{0,20}? in (?:my |his |her |their |the )?(?:[\\p{L}]+'s )?(?:coffee|drink|food|shake|protein shake|tea|lunch|water)|put (?:the wrong thing|something) in (?:his|her|their) (?:coffee|drink|food|tea|lunch)",
  '(?:taking|take|took) (?:a|the|my) (?:bat|crowbar|hammer|knife|pipe) to (?:his|her|their|your) (?:knees|head|face|legs)',
  '(?:slash|smash|torch) (?:his|her|their) (?:tires|tyres|car|windows)[^.!?]{0,20}?and then (?:him|her|them)',
  "(?:poisoning|poison|kill|killing|shoot|shooting)[^.!?]{0,40}?(?:he's|she's|they're|you're|hes|shes) next(?= *(?:$|[.!]))",
  "(?:i've got|i have|i got|ive got|made) a list[.,:]? (?:of )?(?:(?:\\d+|three|four|five|six|some) )?(?:teachers|students|people|coworkers|managers|kids|names)",
  'coming in with (?:more than|something other than) (?:a|my) (?:cardboard )?box',
  "(?:he's|she's|hes|shes|they're|he is|she is|he'll be|she'll be) leaving in (?:an ambulance|a body bag)",
  '(?:kill|shoot|stab) (?:her|him|them|you|my (?:wife|husband|kids|family|girlfriend|boyfriend)) (?:and then|then|and) (?:me|myself)',
  "make sure (?:he|she|they) (?:never|don't|doesn't|won't) (?:gets?|get) (?:back )?up(?: again)?(?= *(?:$|[.!,]))",
  "(?:no idea|don't know|dont know) what's coming[^?]{0,60}?(?:their|his|her) (?:home )?address(?:es)?",
  // From a seventh probe: making them pay, with a weapon said to be at hand, in either order ("i'll make them all pay,
  // i have my dad's gun"; not "make them pay for the pizza").
  "make (?:them|everyone|everybody|you all|all of them|them all|all of you|y'all)(?: all)? pay(?= *[.!,;…]| *$)[\\s\\S]{0,60}?(?:got|have|has|bring|bringing|brought|with|take|taking) (?:my |a |his |her |the )?(?:[\\p{L}]+'s )?(?:gun|rifle|pistol|shotgun|knife|ar-15|ar15)(?![\\p{L}])",
  "(?:got|have|has|bring|bringing|brought|take|taking) (?:my |a |his |her |the )?(?:[\\p{L}]+'s )?(?:gun|rifle|pistol|shotgun|ar-15|ar15)(?![\\p{L}])[^?]{0,60}?(?:make|making) (?:them|everyone|everybody|you all|all of them|them all|all of you|y'all)(?: all)? pay(?= *(?:$|[.!,;…]))",
  // From a fifth probe: a weapon in the trunk and "find out what happens", going over tonight with a bat, a list of
  // people to hurt.
  "(?:got|have|has|keep|kept|put|brought) (?:my |a |his |her )?(?:[\\p{L}]+'s )?(?:rifle|gun|pistol|shotgun|knife) in (?:the|my) (?:trunk|car|bag|backpack|locker|desk)[\\s\\S]{0,80}?(?:find out what happens|see what happens|regret (?:it|this|firing)|pay for (?:it|this))",
  '(?:going|coming|heading|driving) (?:over |up |round )?(?:there|to (?:his|her|their) (?:place|house)) (?:tonight|tomorrow|now|later|after work)? ?with (?:a|my) (?:bat|gun|knife|crowbar|hammer|pistol)',
  '(?:hurt|kill|shoot|stab) the (?:people|kids|guys|girls) (?:in|at|from) [\\p{L} ]{1,25}? (?:who|that) [^.!?]{1,40}[.!]? ?i (?:have|made|keep) a list',
  `(?<=(?:^|[^\\p{L}'])${I} )(?:want to|wanna|am going to|going to|gonna|am gonna|will|plan to|planning to|intend to|am about to|swear i'll|swear i will) (?:\\w+ )?(?:kill|shoot|stab|murder|hurt|strangle|beat up|attack|punch|strangle) ${VICTIMS}(?! (?:an?|the|my|our|some|quick)(?: quick| short)? (?:e-?mail|message|text|note|dm|line|invite|reminder|question|ping|link|update)s?)`,
  `(?<![\\p{L}'])(?:i'll|ill|i will|i'm gonna|im gonna) (?:\\w+ )?(?:kill|shoot|stab|murder|strangle) ${COLLEAGUES}`,
  "(?:bring|brought|bringing|take|taking|carry|carrying) (?:a|my|the|dad's|my dad's|my dads|dads) (?:gun|guns|knife|weapon|rifle|pistol|shotgun|ar-15|ar15) (?:in)?to (?:work|school|the office|class|the meeting|the standup|the stand-up|the all-hands)",
  // A weapon brought to someone: "I'll bring a knife tomorrow and deal with my manager".
  `(?:bring|bringing|take|taking|carry|carrying|grab|grabbing) (?:a|my|the|dad's|my dad's) (?:gun|guns|knife|knives|weapon|rifle|pistol|shotgun|machete|crowbar) (?:\\w+ ){0,3}?(?:and|to) (?:deal with|take care of|settle (?:this|things|it|the score) with|confront|teach|finish|end|wait for) (?:${VICTIMS}|${COLLEAGUES})`,
  'shoot up (?:the|my|this) (?:[\\p{L}]+ )?(?:school|office|workplace|place|building|meeting|party|lan party|mall|church|event|con|convention|club|bar|campus|library)',
  // From a fourth probe: "i'll find you and slit your throat", "I'm going to put him in the ground", "i'll break every
  // bone in his body", "pay him a visit with a bat", "everyone at school remembers friday. already got my uncle's
  // rifle", "bring my gun and end this", "push Dan down the stairs… make it look like an accident", "standing in his
  // doorway with a hammer".
  // (Not "I'll slit your throat" alone, a line of films and banter, as "I'll kill you" is.)
  "(?:slit|cut|slash) (?:his|her|their|\\[name\\]'s) throat|(?:find|hunt) you (?:down )?and (?:slit|cut|slash) your throat",
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) (?:put|bury) (?:him|her|them|you|\\[name\\]) (?:in the ground|six feet under)`,
  'break every bone in (?:his|her|your|their) body',
  'pay (?:him|her|them|you|\\[name\\]) a (?:little )?visit with (?:a|my) (?:bat|gun|knife|crowbar|hammer|pistol)',
  "(?:already )?(?:got|have|bought) (?:my|his|dad's|my (?:uncle|dad|father|brother|grandpa)'s) (?:rifle|gun|pistol|shotgun)[^.!?]{0,30}?(?:ready|loaded|for (?:friday|monday|tomorrow|them|school))(?![^.!?]{0,40}(?:hunt|range|season|deer|duck|clean|competition|match|trip))|(?:remembers?|remember) (?:friday|monday|tomorrow)[^.!?]{0,5}[.!]? ?(?:already )?got (?:my|his|dad's|my (?:uncle|dad|father|brother|grandpa)'s) (?:rifle|gun|pistol|shotgun)",
  'bring (?:my|a|the) (?:gun|knife|rifle|pistol|weapon) and (?:end this|end it|settle (?:this|it|things)|take care of (?:it|them|him|her)|finish (?:this|it))',
  '(?:push|shove) (?:\\[name\\]|him|her|them) (?:down the stairs|off the (?:roof|balcony|bridge|platform)|in front of (?:a|the) (?:train|bus|car))[^.!?]{0,60}?(?:accident|tomorrow|tonight|timing)',
  '(?:standing|stood|waiting) (?:in|at|over|by) (?:his|her|their) (?:doorway|door|bed|bedside) with (?:a|the|my) (?:hammer|knife|gun|bat|axe|pistol)',
  // Veiled: "If I snapped and brought something to the office, nobody would be surprised".
  'if i (?:snapped|snap|lost it|lose it|went off|go off)[^.!?]{0,20}?(?:and )?(?:brought|bring|came in with|showed up with|walked in with) (?:something|a gun|a weapon|a knife|a rifle)(?: (?:to|into) (?:the office|work|school|the building))?',
  // From a probe: "I'm going back tonight to make him bleed", "I'm going to smash his face into the desk", "I'm going
  // to beat the crap out of that guy when I see him" (not "…out of you in fifa").
  "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am|i'll|ill|i will) )(?:going|coming|heading|driving) (?:back|over|there|round|to (?:his|her|their) (?:place|house))(?: [\\p{L}']+){0,3}? (?:to|and) make (?:him|her|them|\\[name\\]) (?:bleed|suffer|pay)(?![\\p{L}'])",
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) (?:smash|bash|slam|break|punch|kick|cave) (?:in )?(?:his|her|their|\\[name\\]'s) (?:face|head|skull|teeth|jaw|nose|legs?|arms?)(?![\\p{L}'])`,
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) beat the (?:crap|shit|hell|living daylights|fuck|snot) out of (?:him|her|them|that (?:guy|girl|kid|dude|man|woman|bitch|bastard|asshole)|\\[name\\]|my (?:\\w+ )?(?:boss|manager|coworker|roommate|neighbou?r|ex|brother))(?! (?:in|at|on) (?!(?:school|work|the office|the bar|the party)(?![\\p{L}])))`,
  // A weapon brought on a day: "…I swear I'm bringing my dad's gun tomorrow".
  "(?:i'm|im|i am|i'll|ill|i will|gonna|going to) (?:bring|bringing|take|taking) (?:a|my|the|dad's|my dad's|my father's|my brother's) (?:gun|knife|rifle|pistol|shotgun|weapon) (?:tomorrow|tonight|next time|on (?:monday|tuesday|wednesday|thursday|friday))(?= *(?:$|[.!…]))",
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) (?:[\\p{L}'\\[\\]]+ ){0,6}?make sure (?:he|she|they|${VICTIMS}) (?:never|won't|can't|will never|doesn't|don't) (?:walks?|walk again|talks?|talk again|breathes?|wakes? up|sees? (?:another|tomorrow|the light))(?![\\p{L}'])`,
  "(?:they'll|they will|everyone will|you'll|you will) (?:all )?(?:pay|regret it) (?:for this|tomorrow|soon)",
  `(?:i know|i found out|if i knew|i'll find out|i will find out) where (?:you|he|she|they|${COLLEAGUES}|(?:the|that|this) (?:mod|moderator|admin|guy|dude|girl|woman|man|kid|person|boss|manager|ceo|cto|lead|recruiter|streamer|player|bitch|bastard|asshole|prick|idiot|jerk|creep)(?: who [^.!?]{1,40}?)?) (?:live|lives|park|parks|sleep|sleeps)(?![\\p{L}'])`,
  // A weapon and no way out: "…I'm bringing my gun and he's not walking out".
  "(?:gun|knife|rifle|pistol|shotgun|machete)[^.!?]{0,80}?(?:he|she|they|you|\\[name\\])(?:'s|'re|'ll| is| are| will)? (?:not|never|won't|will not|isn't|aren't) (?:be )?(?:walking|walk|leaving|leave|getting|get|coming|come) out(?![\\p{L}'])",
  '(?:someone|somebody) (?:should|needs to|ought to|oughta|has to) (?:just )?put a bullet in',
  // A weapon hinted at: "…he's going to find out what I keep in my glovebox".
  "(?<=(?:going to|gonna|will|'ll|about to) (?:find out|see|learn) what )i (?:keep|have|carry|got|keep hidden) (?:in|under) (?:my|the) (?:glovebox|glove box|glove compartment|car|trunk|bag|desk|drawer|pocket|backpack|jacket|waistband|nightstand|closet)",
  // Notoriety promised: "they'll see it on the news"; regret made sure of: "I'll make sure everyone in this building
  // regrets it".
  "(?:they'll|they will|you'll|you will|everyone will|everybody will|y'all will|you all will) (?:all )?(?:see|hear about|read about) (?:it|me|this|us) on the news",
  `(?:i'll|ill|i will|i'm going to|im going to|i am going to|gonna|swear i'll|swear i will) make (?:sure |certain )?(?:that )?(?:them|him|her|everyone|everybody|you all|all of you|all of them|\\[name\\]|${COLLEAGUES})(?: (?:in|at|on|from) (?:the |this |my |our )?\\w+)? (?:regrets?|will regret) (?:it|this|that|the day|ever|(?:humiliating|embarrassing|hurting|firing|insulting|crossing|betraying|mocking|reporting|cheating on|laughing at|lying to|screwing) me|what (?:he|she|they) did)(?![\\p{L}'])`,
  // "I'm going to make everyone at the office pay" (not "make them pay for the pizza", "make us pay rent").
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) make (?:them|everyone|everybody|you|you all|all of you|all of them|him|her|those (?:people|bastards|assholes)|${COLLEAGUES})(?: (?:at|in|on|from) (?:the |this |my |our )?\\w+)?(?: all)? pay(?! (?:for(?! (?:what|this|that|everything|it all|all of (?:it|this))(?![\\p{L}]))|the|back|their|his|her|it|up|attention|rent|me|us|taxes|more|less|a|an|out|off|extra|twice|double)(?![\\p{L}]))(?![^.!?]*(?:invoice|bill|fee|refund|payment|money|overdue|charge|contract|subscription|price|[$€£]))`,
  '(?:someone|somebody|people) (?:is|are) (?:going to|gonna) (?:get hurt|die|get shot)(?: (?:tomorrow|today|at work|at the office|if)| *[.!]*$)',
  // The harm in a second clause: "I'm going to bring a knife and stab him", "I'll find him and stab him", "go over
  // there and hurt her".
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) (?:[\\p{L}']+ ){1,5}?and (?:kill|shoot|stab|murder|hurt|strangle|beat up|attack) ${VICTIMS}(?![\\p{L}'])`,
  // Regret made, after a step on the way: "I'm going to wait outside for Jenna after her shift and make her regret it".
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll|swear i will) (?:[\\p{L}'\\[\\]]+ ){1,8}?and make (?:him|her|them|\\[name\\]|everyone|everybody|${COLLEAGUES}) (?:regret it|regret this|pay(?= *(?:[.!]|$)))(?![\\p{L}'])`,
  // "I'll put a bullet in the next person who takes credit for my work", "I'll shoot the next person who…".
  `(?:i'll|ill|i will|i'm going to|im going to|i'm gonna|im gonna|gonna) (?:(?:put a bullet in|stab) (?:the next (?:person|guy|one)|whoever|anyone who|the first (?:person|one)|${VICTIMS}|${COLLEAGUES})|shoot (?:the next (?:person|guy|one)|whoever|anyone who|the first (?:person|one)))`,
  // Arson of the place: "I'm going to burn this office down with all of them inside".
  `(?<=(?:^|[^\\p{L}'])${I} )(?:am |'m )?(?:going to|gonna|will|swear i'll) (?:burn (?:this|the|that|our|their|his|her) (?:\\w+ )?(?:office|building|place|school|house|store|shop|warehouse) down|burn down (?:this|the|that|our|their|his|her) (?:\\w+ )?(?:office|building|place|school|house|store|shop|warehouse)|set (?:this|the|that|our|their|his|her) (?:\\w+ )?(?:office|building|place|school|house|store|shop|warehouse) on fire|torch (?:this|the|that|their|his|her) (?:office|building|place|house|car))`,
  // From a fourteenth probe: making someone stop for good, a list whose names will pay, a visit with something sharp,
  // a weapon bought for someone, something put in someone's food, a car set alight with her in it, a beating until
  // one cannot stand, a baby about to be shaken, exits without cameras, a head held under water.
  'make (?:him|her|them|everyone|every one of them) (?:stop|shut up|go away|disappear) for good',
  "(?:thinking|thought|think|dreaming|fantasi[sz]ing) (?:a lot |so much |constantly |all day )?about what (?:i'd|id|i would|i could) do (?:to (?:him|her|them) )?with (?:a|my|the) (?:bat|knife|gun|hammer|crowbar|axe|machete)",
  "what (?:i'd|id|i would) do to (?:him|her|them) with (?:a|my|the) (?:bat|knife|gun|hammer|crowbar|axe|machete)",
  "everyone on (?:it|the list|that list|my list) (?:is gonna|is going to|will|gonna) (?:pay(?= *(?:$|[.!,…]| for (?:it|this|that|what)| and not| with| dearly))|get what's coming|regret it)",
  'pay (?:him|her|them) a (?:little )?visit with (?:something|a|my)',
  "(?:crossbow|gun|rifle|pistol|shotgun|knife|machete|axe|bat)s? and i know exactly (?:which (?:coworker|colleague|one of (?:them|you)|person|guy|girl|teacher|neighbou?r|boss|manager)|who (?:it's|its|it is|this is|that's) for|whose)",
  "(?:put|putting|slip|slipping) something in (?:his|her|their|my [\\p{L}']+) (?:food|drink|coffee|tea|water|lunch|dinner)(?=[^.!?]{0,20}[.!?,]?[^.!?]{0,40}(?<![\\p{L}])(?:sick|ill|pass out|hurt|die|dead|poison)(?![\\p{L}]))",
  'enough to make (?:him|her|them) (?:really |very |seriously )?(?:sick|ill|pass out)(?:,? (?:or|maybe) (?:more|worse))',
  "(?<=(?:i'm|im|i am|i'll|i will|gonna|going to|want to|wanna|about to) (?:just )?)(?:set|light|torch) (?:[\\p{L}']+ ){1,4}(?:on fire|alight|ablaze) with (?:her|him|them|everyone) (?:still )?(?:in|inside)",
  "beat (?:him|her|them) (?:up )?(?:until|till|til) (?:he|she|they) (?:can't|cannot|can not) (?:stand|walk|move|breathe|see)",
  '(?:baby|newborn|infant)[^.!?]{0,60}(?:about to|gonna|going to|almost) shake (?:him|her)(?![\\p{L}])',
  "(?:which|what) (?:exits|doors|entrances|hallways|stairwells) (?:don't|do not|have no) (?:have )?(?:cameras|security)",
  'hold (?:his|her|their) head under (?:the )?water(?![^.!?]{0,60}(?:swim|seconds|baptis|dunk tank|practice|lesson|game))',
  "shooting up (?:the|my|our|this) (?:office|school|workplace|building|church|mall|class|campus)(?![\\p{L}'])",
  // From a fifteenth probe, after it was scored.
  "(?:bringing|taking|bring|take) (?:my|a|my [\\p{L}]+'?s?) (?:gun|rifle|pistol|knife) to (?:school|work|class|the office|campus)",
  "when i snap,? (?:they're|theyre|they are|you're|youre|he's|hes|she's|shes) (?:first|next)",
  "waiting (?:outside|for) (?:[\\p{L}' ]{1,40}) with a (?:tire iron|crowbar|bat|baseball bat|hammer|knife|machete|gun)",
  '(?:bat|rope|knife|gun|crowbar) and zip ties',
  "(?:gas|petrol) can in (?:the|my) (?:trunk|boot|car)[^.!?]{0,40}(?:know when|regret|burn|they'll|theyll)",
  'shake the baby (?:way |so )?too hard',
  "held (?:the|a) pillow over (?:her|his|their|my (?:sister|brother|baby|son|daughter)'s) face",
  "(?:found|know) (?:out )?where (?:u|you) live[.!,]? (?:[\\p{L}']+ ){0,4}see (?:u|you) soon",
  "(?<=(?:i'm|im|i am|i'll|ill|i will|gonna|going to) (?:just )?)run (?:him|her|them) over in the (?:parking lot|car park|driveway|street|road)",
  'make sure (?:he|she|they) never (?:reports?|tells?|talks?|speaks?|says?) (?:anyone|anything|again|to anyone)',
  "stay (?:home|away) (?:on [\\p{L}]+ |this [\\p{L}]+ |tomorrow |tonight )?if (?:you're|youre|you are) smart",
  '(?:going|coming|heading|driving) (?:over |up |round )?there (?:tonight |tomorrow |now |later )?with the (?:bat|gun|knife|crowbar|hammer|pistol)',
  "(?:i'm|im|i am) not going (?:there|over there|to see him|to see her) to talk",
];

/**
 * A threat of violence by someone else, told by the author: "someone in the warehouse said he's going to bring a gun
 * in and 'sort out' management", "he keeps threatening to shoot up the office". Not the author's claim, so read as
 * asserted only; a threat to the author is abuse (ABUSE).
 */
const THREAT_TOLD = [
  "(?:said|says|saying|told [\\p{L} ]{1,20}?|posting|posted|threatened)(?: that)? (?:he|she|they)(?:'s| is|'re| are)? (?:going to|gonna|will) shoot up the [\\p{L} ]{1,20}?(?:center|centre|warehouse|plant|factory|store|mall|office|school|building|site|depot|campus)",
  "(?:he|she|they)(?:'s| is|'re| are) coming (?:down|over|in|here|back) with a (?:knife|gun|bat|weapon|crowbar)",
  // From a fifth probe: a gun to the holiday party, "going to find the surgeon and cut his throat", "going to burn down
  // his school tomorrow".
  "(?:said|says|saying|told [\\p{L} ]{1,20}?|posting|posted|threatened)(?: that)? (?:he|she|they)(?:'s| is|'re| are)? (?:going to|gonna|will) bring (?:a|his|her|their) (?:gun|knife|weapon|rifle|pistol) (?:to|into) (?:the |our |this |a )?(?:[\\p{L}]+ )?(?:party|meeting|event|office|work|school|class|building|warehouse|store|game|concert)",
  "(?:he|she|they) (?:is|'s|are|'re) (?:going to|gonna) (?:find|get|go after|track down) (?:the|his|her|their|my) [\\p{L}]+ and (?:kill|cut|stab|shoot|hurt|slit)",
  "(?:he|she|they)(?:'s| is|'re| are)? (?:going to|gonna|will|plans to|planning to) burn down (?:his|her|their|the|our) (?:school|office|house|workplace|building|church|store)",
  // From a fourth probe: "my brother said he's going to kill our dad", "a patient told me today he's going to hurt his
  // wife", "…last week he showed me a knife in his locker", "…said 'tomorrow everyone dies'".
  "(?:said|says|told (?:me|us)(?: today| yesterday| last night| earlier)?|threatened|keeps saying)(?: that)? (?:he|she|they)(?:'ll|'d| will| would|'s going to| is going to| was going to|'s gonna| is gonna) (?:kill|shoot|stab|hurt|beat up) (?:our|his|her|their) (?:dad|mom|father|mother|parents|brother|sister|wife|husband|girlfriend|boyfriend|kids|children|son|daughter|teacher|boss|ex)",
  '(?:showed|shows|show) (?:me|us) (?:a|his|her|the) (?:knife|gun|pistol|weapon|blade) (?:in|under|from) (?:his|her|their) (?:locker|car|bag|desk|jacket|waistband|backpack)',
  '(?:said|posted|wrote|saying|writing) [\'"“‘]?(?:tomorrow|on (?:monday|tuesday|wednesday|thursday|friday)|next week),? (?:everyone|everybody|you all) (?:dies|will die|is going to die|are going to die|gets shot)',
  // "The guy who got fired last week keeps posting about coming back to the office with a gun".
  '(?:posting|talking|saying|joking|writing|bragging) about (?:coming|going|showing up) (?:back )?(?:to|into|at) (?:the )?(?:office|work|school|campus|building|warehouse|store) with (?:a|his|her|their) (?:gun|knife|weapon|rifle|pistol|bomb)',
  // A weapon kept or brought for someone: "…he keeps a knife in his car for the manager who wrote him up", "…he's
  // bringing his dad's gun to school on friday".
  '(?:keeps?|kept|has|carries|carrying) (?:a|his|her|their) (?:gun|knife|pistol|rifle|weapon|bat|machete) (?:in|under) (?:his|her|their|the) (?:car|bag|desk|locker|backpack|truck|jacket) (?:for|to use on) (?:the|my|our|his|her|that|this) (?:[\\p{L}]+ )?(?:manager|boss|supervisor|teacher|ex|guy|man|woman|people|person|coworker|colleague|neighbou?r|landlord|kid|kids|students?|principal|foreman|lead)',
  "(?:bringing|bring|brought|taking|take) (?:his|her|their) (?:dad's|father's|mom's|brother's|uncle's|grandpa's) (?:gun|pistol|rifle|shotgun|knife|weapon)s? (?:to|into) (?:school|class|work|the office|campus)",
  // Coming back to make them pay: "…if he gets laid off he'll come back and make everyone pay".
  "(?:he|she|they)(?:'ll|'d| will| would|'s going to| is going to) (?:come back|return|show up)(?: here)? (?:and|to) (?:make (?:everyone|everybody|us all|them all|all of us|them|us) pay|hurt|kill|shoot)",
  // Death promised to a group: "everyone in 3B dies tomorrow", "there will be a bomb at the assembly on monday".
  "(?:everyone|everybody|all of you|y'all) (?:in (?:[\\p{L}0-9]+ ){1,2})?(?:dies|will die|is going to die|are going to die|is gonna die|gonna die) (?:tomorrow|today|tonight|on (?:monday|tuesday|wednesday|thursday|friday)|next week|at (?:the|lunch|school))",
  "(?:there will be|there's going to be|there is going to be|planted|plant|placed) a bomb (?:at|in|under) (?:the|our|my|this)(?= [\\p{L}])",
  // Things burnt or poisoned, and a list of people to hurt: "…saying he'd burn the store down with us in it", "he
  // wants to poison the professor's coffee", "he has a list of kids he wants to hurt".
  "(?:saying|said|says|threatened|threatening) (?:that )?(?:he|she|they)(?:'d| would|'ll| will|'s going to| is going to) burn (?:the|this|our|my|their) (?:[\\p{L}]+ )?(?:store|office|building|place|school|house|shop|warehouse|restaurant|bar|church) down",
  "(?:he|she|they)(?:'s| is|'re| are)? (?:wants?|wanted|plans?|planning|going) to poison (?:the|my|his|her|our|their|\\[name\\]) (?:[\\p{L}']+ )?(?:coffee|drink|food|tea|lunch|water|teacher|professor|boss|manager|wife|husband|dad|mom|father|mother|family|coworker|colleague|roommate|neighbou?r)",
  '(?:has|have|made|keeps|kept|had) a list of (?:people|kids|students|names|coworkers|co-workers|colleagues|teachers|classmates)[^.!?]{0,30}?(?:he|she|they) (?:wants?|wanted|plans?|is going|are going|intends?) to (?:hurt|kill|shoot|stab)',
  // "…he's gonna 'handle' our supervisor and he bought a bat this week".
  "(?:gonna|going to|will|'ll) ['\"“]?(?:handle|deal with|take care of|take out|sort out|get)['\"”]? (?:our|my|the|his|her) (?:supervisor|manager|boss|teacher|principal|ex|lead|foreman)[^.!?]{0,40}?(?:bought|got|has|carries|brought|buying) (?:a |an )?(?:bat|gun|knife|weapon|crowbar|machete|pistol|rifle)",
  // Waiting for someone: "…said he'd be waiting for her in the parking lot after school".
  "(?:screamed|yelled|shouted|threatened|swore|raged)[^.!?]{0,60}?(?:said|says|told (?:her|him|them|me)|texted|wrote)(?: that)? (?:he|she|they)(?:'d| would|'ll| will) be waiting (?:for (?:her|him|them|me|us) )?(?:in|at|outside|by) (?:the |her |his |their |my |our )?(?:parking lot|car park|car|house|home|office|school|building|gate|door)",
  // Wishing harm aloud and not joking: "…saying he'd like to put Mark through a window and he didn't sound like he
  // was joking".
  "(?:he|she|they)(?:'d| would) (?:like|love) to (?:kill|hurt|stab|shoot|strangle|put (?:\\[name\\]|him|her|them|[\\p{L}]+) through a (?:window|wall))[^.!?]{0,60}?(?:not|n't|never) (?:joking|kidding|sound like (?:he|she|they) (?:was|were) joking)",
  "(?:said|says|saying|told (?:me|us|everyone|people|them)|threatened|texted|posted|keeps saying|was saying|wrote)(?: on [\\p{L}]+)?(?: that)? (?:he|she|they|\\[name\\])(?:'s|'re|'ll|'d| is| are| will| would| was| were)? ?(?:going to |gonna )?(?:bring|bringing) (?:a |his |her |their |the |(?:his|her|their) (?:dad's|father's|mom's|brother's) )?(?:gun|guns|knife|weapon|rifle|pistol|shotgun|bomb)s?(?: (?:in|into|to) (?:work|school|the office|here|class|the building|the meeting|the warehouse|the shop)| in(?![\\p{L}'])| tomorrow| on (?:monday|tuesday|wednesday|thursday|friday))",
  "(?:said|says|saying|told (?:me|us|everyone|people|them|my (?:son|daughter|kid|brother|sister))|threatened|posted|wrote|keeps saying)(?: on [\\p{L}]+)?(?: that)? (?:he|she|they|\\[name\\])(?:'ll|'d| will| would|'s going to| is going to| was going to|'s gonna| is gonna| are going to) (?:kill|shoot|stab|hurt|murder|shoot up|beat up) (?:everyone|everybody|us all|all of us|people|him|her|them|the (?:whole )?(?:team|office|class|school|management|boss|manager|campus|library|building|new (?:girl|boy|kid|guy))|my (?:boss|manager|team|son|daughter|kid|brother|sister|friend|colleague|coworker)|the (?:campus|school) [\\p{L}]+|us)(?![\\p{L}'])(?! (?:at|in) (?:practice|training|the gym|drills|the game|the match|the final|the exam|chess|ping pong|fifa)(?![\\p{L}]))(?![^.!?]{0,60}(?:lol|lmao|haha|😂|🤣|😩|😅|\\bjk\\b|sprints|homework|workout|drills))(?![^.!?]{0,60}(?:lol|lmao|haha|😂|🤣|\\bjk\\b))",
  "(?:threatened|is threatening|has been threatening|keeps threatening|was threatening) to (?:kill|shoot|stab|hurt|attack|shoot up|beat up) (?:[\\p{L}']+ ){0,3}?(?:(?:everyone|everybody|people) (?:at|in) (?:work|the office|school|class|the building)|the (?:team|office|class|school|boss|manager|building|workplace|new (?:girl|boy|kid|guy))|my (?:boss|manager|coworkers?|colleagues?|team|class|school|son|daughter|kid|brother|sister|friend)|him|her)(?![\\p{L}'])(?![^.!?]{0,60}(?:lol|lmao|haha|😂|🤣|\\bjk\\b))",
];

/**
 * Someone else's attempt told as it happens ("my friend just texted me goodbye and said she took all her pills, what do
 * I do"): a crisis to act on at once, read as asserted.
 */
const ATTEMPT_TOLD = [
  "(?:said|says|texted|told me|messaged)(?: me)?(?: that)? (?:she|he|they)(?:'s| has| have|'ve)? (?:took|taken|swallowed|overdosed on) (?:all|a bottle of|the whole bottle of|a handful of|a bunch of) (?:her|his|their) (?:pills|meds|tablets|medication)",
];

const PERPETRATOR =
  '(?:he|she|they|mum|mom|dad|my (?:(?:older|younger|big|little|elder) )?(?:foster (?:mom|mum|dad|parents?|mother|father)|gf|bf|fiance|fianc[eé]e?|spouse|stepfather|stepmother|step-father|step-mother|dad|father|stepdad|step-dad|mom|mother|stepmom|husband|wife|boyfriend|girlfriend|partner|ex|brother|sister|uncle|aunt|cousin|grandpa|grandfather|teacher|coach|boss|manager|supervisor|coworker|colleague|parents?|family))';
/** People at work or about who may be the one who harms: "another employee", "a senior colleague", "the team lead". */
const OTHER_PERSON =
  '(?:someone(?<!(?:like|if|though|imagine|pretend|as) someone)|somebody(?<!(?:like|if|though|imagine|pretend|as) somebody)|a (?:senior |male |female |older |new |married )?(?:guy|man|woman|stranger|customer|client|coworker|co-worker|colleague|manager|supervisor|contractor|neighbou?r|teacher|classmate|player|member|moderator|mod|user|director|partner|patient|driver|employee)|another (?:employee|coworker|co-worker|colleague|student|player|member|user|manager|driver|tenant|parent)|(?:the|my|our) (?:team lead|tech lead|landlord|neighbou?r|roommate|flatmate|classmate|director|ceo|owner|hr (?:guy|lady|person|manager)|new hire|client|customer|coach|tutor|professor|instructor|pastor|priest|doctor|therapist|shift (?:lead|manager|supervisor)|line manager|foreman)|another (?:[\\p{L}]+ )?(?:from|in|on) (?:the )?(?:[\\p{L}]+ )?(?:team|department|dept))';
/** Anyone who may harm the author: family, a partner, someone at work. */
const ANYONE_WHO_HARMS = `(?:${PERPETRATOR}|${OTHER_PERSON})`;
/**
 * After "hit me", "kicked me", "touched me"…: not a message, a task, a game or a lift ("he hit me up about the job",
 * "my manager hit me with a surprise deadline", "she kicked me out of the call", "my boss touched me on the shoulder
 * to say good job", "my sister beats me at chess", "he grabbed me a coffee"). A blow with a thing stays ("he hit me
 * with a belt", "he beat me with a bag").
 */
const NOT_A_BLOW =
  "(?! (?:(?:and (?:pulled|dragged|took|led) me (?:onto|to|into|up on) (?:the |a )?(?:dance ?floor|stage|photo|picture|hug|conga line|party|bar|dance|karaoke)|(?:for|into) a (?:hug|dance|photo|selfie|high five))(?![\\p{L}'])|(?:up|back|out|off|over|down|in on|a|an|some|coffee|lunch|food|drinks?|snacks?|tea|breakfast|dinner|to (?:it|the|a|\\p{L}+ing)|in (?:chess|cards|a game|the game|every|ranked|the race|the final|round|straight)|(?:in|from|out of) (?:the |a |our |this )?(?:group chat|chat|call|meeting|server|discord|lobby|channel|thread|vc|voice chat|party|team|group)|by \\d|on the (?:shoulder|back|arm)(?! (?:and|then|again|while|when))|for (?:the|a|an|my)|as (?:a|an)|into (?:the|a|my|our) (?:call|meeting|team|project|group|chat|channel|thread|email|conversation|discussion|server)|every time|again at|easily|fair and square)(?![\\p{L}'])|at (?!home|night|work|school)|with (?:a |an |the |this |that |some |my |his |her |their |another )?(?:surprise|deadline|question|request|task|ticket|bug|curveball|news|fact|truth|reality|link|meme|pun|joke|gif|e-?mail|message|invoice|bill|fee|charge|spreadsheet|pip|warning|write-?up|lawsuit|review|comment|feedback|compliment|complaint|quote|offer|idea|suggestion|story|stat|number|\\d)))";
const ABUSE = [
  // From a twelfth probe.
  '(?:his|her) (?:hands|hand) (?:round|around) my (?:neck|throat)',
  'knocks? me about|knocking me about',
  "(?:not allowed|isn't allowed|am not allowed|i'm not allowed) to see my (?:friends|family)",
  '(?:leaving|left|leaves) notes on my (?:windscreen|windshield|car|door)',
  // From an eleventh probe.
  'keeps my (?:bank card|cards|wages|passport|money)',
  '(?:coach|teacher|tutor|youth leader|leader|pastor|priest|scout leader|uncle|manager)[\\s\\S]{0,100}?(?:our (?:little )?secret|not to tell my parents)|keep (?:our|it|this) [\\p{L} ]{0,15}?secret from my parents',
  '(?:followed|following|follows) me home[^.!?]{0,40}?(?:for \\d+|every|again|\\d+ times)',
  'threw (?:a|the) [\\p{L}]+ at my (?:head|face)[^.!?]{0,30}?(?:split|bled|bleeding|cut|bruise|black eye|stitches)',
  '(?:send|post|share|show) the ones i (?:already )?sent',
  '(?:my )?ex keeps (?:turning|showing) up',
  'controls (?:what i (?:eat|wear)|who i (?:talk|see|speak)|my money|everything i)',
  '(?:puts|putting) (?:his|her) hands on me|(?:corners|cornering) me in',
  "(?:don't|dont|do not|didn't) remember (?:agreeing|consenting|saying yes)(?: to (?:any of it|anything|it|that|sex))?(?= *(?:$|[.!,…]| and| but))",
  'takes my (?:pip|pension|benefits|disability|wages) money',
  "(?:when|every time|whenever) i say no (?:he|she)[^.!?]{0,20}?(?:does it anyway|keeps going|doesn't stop|carries on)",
  'found a (?:tracker|airtag|gps tracker|tracking device) (?:under|in|on) (?:the [\\p{L} ]+ of )?my (?:car|bag|phone|coat)',
  // From a tenth probe.
  "(?:took|takes|has) my (?:bank card|cards|wages|passport)[^.!?]{0,40}?(?:ask (?:him|her) for money|allowance|passcode|won't let me)",
  "(?:told|tells|asked) me not to tell (?:my parents|my mum|my mom|my dad|anyone)[\\s\\S]{0,60}?(?:i'm|im|i am) 1[0-5](?![0-9])",
  "(?:he's|he has|she's|she has) touched me (?:twice|again|\\d+ times|several times|inappropriately)",
  'locks me out (?:when|of the house|overnight)',
  "send (?:pics|photos|pictures|nudes)[^.!?]{0,40}?(?:says|said) (?:he'll|she'll|he will|she will) (?:tell|show|send)",
  'new (?:accounts|numbers|profiles)[^.!?]{0,30}?after i block(?:ed)? (?:him|her|them)',
  "(?:won't|wont|doesn't|doesnt|will not) let me (?:see|go to) (?:the )?(?:gp|doctor|my friends|my family)",
  "(?:wouldn't|would not|didn't|did not) (?:leave|stop) when i said no",
  '(?:takes|took|taking) (?:the|a|his|her) (?:belt|strap|cane|wooden spoon|stick) to (?:me|us)',
  '(?:threw|throws|shoved|shoves|pushed|pushes|slammed|slams|pinned|pins) me (?:against|into|down) (?:the|a) (?:wall|fridge|door|floor|table|counter|stairs)',
  '(?:him|his|her) (?:choking|strangling|hitting|beating|punching|kicking) me',
  "(?:he'll|she'll|he will|she will|they'll) (?:break my (?:arm|arms|legs?|neck|nose|jaw)|hurt me|put me in a home) if i(?! (?:am|'m|m) late)",
  '(?:turned up|showed up|waiting) (?:outside|at) my (?:flat|house|home|work|door|apartment)[^.!?]{0,20}?(?:\\d+|several|three|four|five) times',
  "(?:he's|hes|he is|she's|shes|she is) (?:like |about |around )?[2-6]\\d[\\s\\S]{0,60}?(?:i'm|im|i am) 1[0-5](?![0-9])",
  "if i (?:leave|break up|tell|stop|don't answer|dont answer|don't reply|go to the police)[^.!?]{0,25}?(?:he'll|she'll|they'll|he will|she will) (?:post|share|send|leak) (?:the |my )?(?:videos?|pics|photos|pictures|nudes)",
  "(?:something|things?|stuff) happened[^.!?]{0,40}?(?:i didn't|i did not|i never) (?:agree|consent) to",
  'locked me in (?:my|the|a) (?:room|bedroom|basement|cupboard|closet|shed|car) (?:for|overnight|all)',
  '(?:hides|hid|takes|took|withholds|withheld) my (?:meds|medication|insulin|inhaler|pills)(?= and| so i| from me)',
  'smashed (?:a|the) (?:plate|bottle|glass|chair|mug) (?:over|on|against) my (?:head|face)',
  "(?:won't|wont|doesn't|doesnt|will not|does not) let me leave the house(?= *(?:$|[.!,…]))",
  "(?:he's|she's|they're|hes|shes) going to find me and (?:make me pay|hurt me|kill me)",
  // From an eighth probe: a partner who choked or shoved the author (no "my"), a tracker on the phone, pay taken with an
  // allowance given, locked out overnight, photos through the window, asked for pictures at 14 with a threat, the
  // one who assaulted the author, a phone smashed with a threat, nails dug in.
  `(?<=(?:^|[.!?] ))(?:bf|gf|boyfriend|girlfriend|husband|wife|partner|ex|dad|mom|mum|stepdad|stepmom) (?:choked|strangled|hit|punched|kicked|slapped|shoved|beat|raped|threatened) me${NOT_A_BLOW}`,
  '(?:put|installed|hid|placed) a (?:tracker|tracking app|airtag|gps tracker|gps) (?:on|in) my (?:phone|car|bag|laptop)',
  '(?:takes|took|controls|keeps) (?:all )?my (?:paycheck|pay|wages|salary|pension(?: money)?|bank card|money|benefits) and (?:gives me an allowance|shoves me|pushes me|hits me|only gives me)',
  '(?:shoves|pushes|hits|slaps|grabs) me when i (?:say no|refuse|complain|ask)',
  '(?:locked|kicked) me out (?:of the (?:house|flat|apartment) )?(?:overnight|all night)|locked out of the (?:house|flat|apartment) (?:overnight|all night)[^.!?]{0,40}?(?:disrespect|because (?:i|he|she)|bc i)',
  'photos? of me (?:taken )?(?:through|from outside) my (?:window|apartment window|bedroom window)',
  "(?:keeps asking|asked|asking|asks) (?:me )?for (?:pics|nudes|photos|pictures)[^.!?]{0,80}?(?:i'm|im|i am) 1[0-7](?![0-9])",
  'the (?:guy|man|person|woman|coworker|colleague) who (?:assaulted|raped|attacked|molested|groped) me',
  '(?:smashed|broke|took) my phone and (?:said|told me|threatened)',
  '(?:digs|dug|digging) (?:her|his|their) nails into my (?:arms?|skin|hands?)',
  // From a sixth probe: held down, kept from leaving the house, rape threats, a car to be burnt with me in it, locked in
  // the basement, photos of my front door.
  "held me down and (?:wouldn't|wouldnt|didn't|didnt|would not|did not) stop",
  "(?:doesn't|won't|does not|will not|never) let me leave the (?:house|flat|apartment|room) (?:without|alone)",
  '(?:sending|sent|sends|getting|got|receiving) (?:me )?(?:rape|death) threats',
  '(?:burn|torch) (?:my|the) (?:car|house|home|flat) (?:down )?with me in it',
  '(?:sending|sent|sends|send) me (?:photos|pictures|pics) of my (?:own )?(?:front door|house|home|car|window|building)',
  // A death threat received (the hit starts before its quote): "got a message tonight, 'you're dead if you show up monday'".
  "(?:said|messaged|texted|wrote|sent|got a message)[^.!?]{0,30}?['\"“‘]?you(?:'re| are) dead if you (?:show up|come|tell|talk|go)",
  // From a fifth probe: secrets kept about what an uncle did, a coach who makes the boys do things, a drink spiked, forced
  // upon, a tracker hidden, one's address found and one's door photographed, a promotion held over a hotel room, phone
  // and pay taken with friends forbidden, a forced marriage, "you're dead if you show up monday".
  '(?:make|made|makes) me keep secrets about what (?:he|she|they) (?:did|does|do)',
  "makes? (?:the )?(?:boys|girls|kids|children|players|students) [^.!?]{0,40}?do things [^.!?]{0,40}?(?:aren't right|not right|wrong|weird)",
  '(?:put|slipped|spiked) (?:something|a pill|drugs) (?:in|into) my drink',
  'forced (?:himself|herself|themselves) (?:on|onto) me',
  '(?:an airtag|a tracker|a tracking device|a gps tracker) (?:in|on|under) my (?:car|bag|bike|jacket|coat|purse)',
  'found my (?:real |home )?address and (?:sent|posted) (?:me )?(?:a )?(?:photo|picture|pic)s? of my (?:front door|house|home|car|building)',
  '(?:promotion|job|review|contract|raise) depends on (?:whether|if) i (?:go to his|go to her|sleep with|go out with|come to his|come to her)',
  "(?:checks my phone|takes my (?:paycheck|money|wages|card))[^.!?]{0,80}?[.!]? ?(?:i'm|im|i am) not allowed to (?:see|talk to|visit|call) (?:my )?(?:friends|family|parents)",
  '(?:sending|send|taking) me (?:abroad|back home|away|overseas) to (?:marry|get married)|(?:forcing|force|forced) me to (?:marry|get married)',
  `${ANYONE_WHO_HARMS} (?:hits|hit|beats|beat(?! me to)|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|rapes|raped|molests|molested|abuses|abused|assaults|assaulted|threatens|threatened|burns|burned|touches|touched|grabbed|gropes|groped) me${NOT_A_BLOW}(?!(?<=threaten(?:s|ed)? me) with (?!(?:a |an |his |her |their |the )?(?:knife|knives|gun|guns|weapon|violence|a beating|death|rape|bat|hammer|belt|fists?|bottle|machete|acid)(?![\\p{L}])))`,
  // Threats to the author, told: "he said he is going to break my legs", "the team lead said if I report the safety
  // issue he'll 'break my legs'", "Tom from accounts told me he'd 'make me pay' if I reported him".
  `${ANYONE_WHO_HARMS} (?:said|says|told me|swore|swears|threatened|texted|wrote|messaged me|keeps saying)(?: (?:that|to me))?(?:,? if [^.!?]{1,60}?,?)? (?:he|she|they|\\[name\\])(?:'ll|'d|'s| will| would| is| was| are| were)? ?(?:going to |gonna )?['"‘“]?(?:kill me|hurt me|beat me(?: up)?|shoot me|stab me|rape me|strangle me|break my (?:legs?|arms?|neck|face|jaw|knees?|nose|fingers|bones|skull))(?![\\p{L}]|'[\\p{L}])(?! if (?:i|i'm|im) (?:am |was |were |get |got |come |came |show up |turn up )?(?:home )?late)(?![^.!?]{0,60}(?:lol|lmao|haha|😂|🤣|\\bjk\\b))`,
  // Threatened, said: "my boyfriend checks my phone and says he'll hurt me if I talk to other guys", "…said she'd
  // kill me if I came back before she's sober" (not "…if I was late again lol").
  "(?:said|says|told me|swore|swears|threatened|texted|keeps saying)(?: that)?(?:,? if [^.!?]{1,60}?,?)? (?:he|she|they)(?:'ll|'d| will| would|'s going to| is going to| was going to|'s gonna| is gonna) ['\"‘“]?(?:kill me|hurt me|beat me up|end my (?:career and my )?life|break my (?:legs?|arms?|neck|face|jaw))(?![\\p{L}]|'[\\p{L}])(?! if (?:i|i'm|im) (?:am |was |were |get |got |come |came |show up |turn up )?(?:home )?late| if i (?:forget|forgot|miss|missed|eat|ate|break|broke|spill|spilled|lose|lost|spoil|spoiled|tell (?:anyone|her|him|them) (?:about )?the (?:surprise|ending)))(?![^.!?]{0,60}(?:lol|lmao|haha|😂|🤣|\\bjk\\b))",
  // The silence threatened, condition after: "…he'd 'make me pay' if I reported him".
  "(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to|'s going to|'s gonna| is gonna) ['\"‘“]?(?:make me (?:regret it|pay)|make sure i regret it|hurt me|kill me|make my life hell|ruin me|get me fired|have me fired)['\"’”]? if i (?:ever )?(?:tell|told|report|reported|go to|went to|say|said|speak|spoke|complain|complained)(?![\\p{L}'])",
  // Images asked of the author, or threatened to be leaked: "…keeps asking me for pics and says he'll leak our chats if
  // I stop" (not "pics of my cat").
  '(?:keeps|kept|has been|have been|started|is|was|keep) (?:asking|begging|pressuring|pushing|bugging) me (?:for|to send(?: him| her| them)?) (?:pics|nudes|nude pics|photos|pictures|noods|selfies)(?! of (?!(?:me|myself)(?![\\p{L}])))',
  "(?:he|she|they)(?:'ll|'d| will| would| is going to|'s going to) (?:leak|post|share|send|publish|release) (?:our|my|the) (?:chats|messages|pics|photos|pictures|nudes|dms|texts|videos)(?: [^.!?]{0,20}?)? if i (?:stop|don't|do not|block|tell|refuse|leave)",
  // Bruises with no account of them: "…she has bruises on her arms and won't say why".
  "(?:has|had|with|got|keeps getting|covered in) bruises (?:on|all over) (?:her|his|their) (?:arms?|legs?|face|back|neck|body)[^.!?]{0,40}?(?:won't|wont|doesn't|refuses to|can't|didn't|wouldn't) (?:say|tell|talk|explain)",
  // Followed, waited for, cornered: "a guy followed me from the station to my building", "there's a man who's been
  // waiting outside my office every evening for a week", "my coworker cornered me in the supply room and wouldn't let
  // me leave".
  `${ANYONE_WHO_HARMS} (?:followed|follows|has been following|keeps following|kept following|started following) me (?:home|from|all the way|into|to my|around)(?![\\p{L}'])(?![^!?]{0,45}(?:because|since|cause|'cause|we live|we both|to (?:return|give|bring|drop|hand)|with my (?:keys|wallet|phone|bag)))`,
  '(?:been|keeps?|kept|is|are|was) (?:waiting|standing|parked|parking|hanging around|sitting in (?:a|his|her|their) car) (?:outside|by|near|across from|at) my (?:office|house|home|apartment|flat|door|work|car|building|school|window|dorm) (?:every|each|all) (?:day|night|evening|morning|week)',
  "cornered me (?:in|at|behind|by|near) (?:the |a |his |her |an )?[^.!?]{1,30}?(?:wouldn't|wouldnt|would not|won't|didn't|did not) let me (?:leave|go|out|pass)",
  // Touched and remarked on: "my manager keeps touching my back and making comments about my body".
  `${ANYONE_WHO_HARMS} (?:keeps|kept|has been|have been|started|is|was|keep) touching my (?:back|leg|legs|thigh|thighs|hair|waist|butt|ass|chest|breasts?|shoulders?|knee|neck|face)(?! (?:to|with|gently|by accident|accidentally)(?![\\p{L}]))`,
  '(?:making|makes|made|keeps making|kept making) (?:(?:sexual|inappropriate|creepy|gross|lewd) (?:comments|remarks|jokes) about my (?:body|chest|breasts|legs|figure|ass|butt|boobs|looks|weight)|(?:comments|remarks|jokes) about my (?:body|chest|breasts|ass|butt|boobs)(?! (?:fat|composition|weight|mass|type|temperature|language|shape)))',
  // Shoved down the stairs, slurs, a pet or a child threatened to keep the author.
  '(?:pushed|shoved|threw|kicked) me down (?:the )?(?:stairs|steps)',
  '(?:calls|calling|called|keeps calling|kept calling) me (?:racial |homophobic |transphobic |ethnic )?(?:slurs|the n-word|a slur)',
  "(?:he|she|they)(?:'ll|'d| will| would| is going to|'s going to) (?:hurt|kill) (?:the|my|our) (?:dog|cat|pet|kids|children|baby|son|daughter) if i (?:leave|go|tell|report|call)",
  // Hit for something ordinary, told in a survey: "my husband checks my phone and hits me when I'm late back".
  "(?:hits|beats|slaps|punches|kicks|chokes) me (?:when|if|whenever|every time) (?:i|i'm|im)(?![\\p{L}'])",
  '(?:throws|threw|keeps throwing) things at me (?:when|whenever|if|after|every)',
  "(?:(?:i'm|im|i am) not|(?:i|i just) (?:don't|do not|dont) feel) safe at home",
  "if i (?:report|reported|tell on|go to hr about|rat on|snitch on) (?:him|her|them) (?:again |to (?:hr|anyone|the police) )?(?:he|she|they)(?:'ll|'d| will| would) (?:make sure i regret it|make me (?:regret it|pay)|hurt me|kill me|ruin me|get me fired)",
  // Controlled: "My partner controls all my money and won't let me see friends, and I'm afraid of what happens if I
  // leave".
  "my (?:partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|ex|spouse) (?:controls|takes|took|keeps|checks) (?:all )?(?:of )?(?:my|the) (?:money|bank card|cards|phone|passport|paycheck|wages)[^.!?]{0,60}?(?:won't|doesn't|wouldn't|will not|does not|never) let me (?:see|go|leave|talk|have)",
  "(?:afraid|scared|terrified|frightened) (?:of )?what (?:he|she|they)(?:'ll| will|'d| would| might) do (?:to me )?if i (?:leave|left|try to leave|tell|told|report)",
  'my (?:partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|ex|spouse)[^.!?]{0,80}?(?:afraid|scared|terrified|frightened) (?:of )?what (?:happens|will happen|would happen) (?:to me )?if i (?:leave|left|try to leave)',
  // From a fourth probe: things thrown, pictures asked of a child, hands up a skirt, tracked and kept from friends, the
  // kids held over leaving, locked in a bedroom, not fed, "if he can't have me nobody can", shot at over a lawn, "knows
  // where my kids go to school", "they'd jump me after school", private photos held for money or posted, notes left on
  // my car with my daughter's schedule, a car that follows me home, an ex outside my work every day, new accounts after
  // a block, touched on the lower back, a review that depends on being "friendly".
  `(?:${PERPETRATOR}|mom|dad|mum) (?:throws|threw|keeps throwing|throw) (?:things|stuff|plates|bottles|shoes|dishes) at me`,
  "(?:asking|asks|asked) (?:me )?for (?:pictures|pics|photos|nudes)[^.!?]{0,10}[.!?]? ?(?:i'm|im|i am) (?:1[0-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?![\\p{L}\\p{N}])",
  'put (?:his|her|their) hands? (?:up my (?:skirt|shirt|dress)|down my (?:pants|trousers|shirt|top)|on my (?:breasts?|chest|butt|ass|crotch|thigh))(?! to (?:listen|check|examine|feel for|take))',
  "my (?:partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|ex|spouse) (?:tracks|tracking|monitors|monitoring|checks) my (?:location|phone|messages)[^.!?]{0,60}?(?:won't|doesn't|wouldn't|never) let me",
  "(?:he|she|they)(?:'ll| will|'d| would) take (?:the|my|our) (?:kids|children|baby|son|daughter) (?:away )?if i (?:ever )?(?:leave|try to leave|tell)",
  `${PERPETRATOR} (?:locks|locked|keeps locking) me (?:in|inside) (?:the|my|our|a) (?:bedroom|bathroom|garage|shed|room)`,
  "(?:doesn't|won't|refuses to|stopped) feed(?:ing)? (?:me|us)(?= when (?:she|he|they)(?:'s| is| are|'re)? (?:mad|angry|upset|drunk)| as (?:a )?punishment| for (?:days|a day|two days))|(?:locks|locked) the (?:fridge|food|kitchen)",
  "if (?:he|she|they) (?:can't|cannot) have me,? (?:nobody|no one|noone) (?:can|will)",
  "(?:he|she|they)(?:'d| would|'ll| will) shoot (?:me|us|my [\\p{L}]+ and me)(?! (?:a|an|the|some|over) (?:text|message|email|e-mail|dm|note|line|invite|call|link|photo|picture|pic|update|reminder)s?(?![\\p{L}]))",
  '(?:told me|said|says|texted|wrote|reminded me|threatened)(?: that)? (?:he|she|they) knows? where my (?:kids|children|son|daughter|family|wife|husband) (?:go to school|live|work|sleep)',
  "(?:they|he|she)(?:'d| would|'ll| will|'re going to|'s going to| are going to| is going to) jump me(?! (?:ahead|to|in line|up|the queue|start)(?![\\p{L}]))",
  'threaten(?:ing|s|ed)? to (?:send|share|post|leak|release|show) my (?:private |intimate |nude )?(?:photos|pictures|pics|videos|nudes)',
  '(?<!(?:i|we) (?:accidentally |just |mistakenly )?)(?:posting|posted|sharing|shared|leaking|leaked|spreading) my (?:nudes|private photos|intimate photos|private pictures)',
  "(?:leaving|leaves|left) (?:notes|letters|things) on my (?:car|door|desk|windshield)[^.!?]{0,60}?(?:schedule|address|my (?:daughter|son|kids|children)(?:'s|')?)",
  '(?:a|the|this|same) (?:car|van|truck) (?:that )?(?:follows|followed|keeps following|has been following) me (?:home|every (?:day|night|morning|evening)|for (?:days|weeks)|to (?:my|work|school))',
  `${PERPETRATOR} (?:has shown up|showed up|shows up|keeps showing up) (?:outside |at )my (?:work|office|home|house|apartment|school|job)[^.!?]{0,40}?(?:every|again|even after|restraining order)`,
  '(?:creating|making|makes|creates|keeps creating|keeps making) new (?:accounts|profiles|numbers) to (?:message|contact|text|reach|harass|follow) me',
  `${ANYONE_WHO_HARMS} (?:keeps|kept|has been|have been|started|is|was|keep) touching my (?:lower |upper )(?:back|legs?|thighs?)`,
  '(?:commenting|comments|commented|remarks) on my (?:body|chest|breasts|ass|butt|figure|legs)(?! (?:fat|composition|weight|mass|type|temperature|language|shape))',
  'my (?:review|promotion|job|contract|raise|bonus|shift|position) depends on (?:me )?(?:being [\'"“](?:friendly|nice|nicer|close)[\'"”]|going out with|dating|sleeping with)',
  // Retaliation for advances turned down: "…spreading rumours about me and I think it's because I turned down his
  // advances".
  '(?:because|after|since|ever since) i (?:turned down|rejected|refused|said no to) (?:his|her|their) (?:advances|advance|sexual advances|invitations?|offer to (?:sleep|hook up|go out))',
  // Harassment at work: "a senior colleague keeps sending me sexual messages after hours", a job held over silence.
  '(?:asking|asks|asked|keeps asking|pressuring|pressures|pressured) me to (?:come|go) (?:to|up to) (?:his|her|their) (?:hotel )?room',
  '(?:keeping|keep) my (?:shift|job|position|contract|role|hours|visa) (?:depends|depended|would depend|is conditional) on (?:me )?(?:going out with|sleeping with|dating|seeing|being nice to) (?:him|her|them)',
  '(?:keeps|kept|has been|have been|started|is|was|been|keep) sending me (?:sexual|explicit|sexually explicit|nude|naked|dirty|lewd|inappropriate sexual|unwanted sexual) (?:messages|texts|photos|pictures|pics|images|videos|dms|comments|jokes)',
  "(?:said|told me|threatened|hinted|implied)(?: that)? my (?:contract|job|position|promotion|visa|shifts?|role|internship|bonus) (?:won't|will not|wouldn't|would not|isn't|is not) (?:be )?(?:renewed|safe|approved|happen|extended|confirmed) (?:if|unless) i (?:tell|told|report|reported|say|said|don't|do not|refuse|refused|sleep|go)(?![\\p{L}'])",
  // Held by force: "my manager grabbed my arm and pulled me into the office" (not "…to stop me falling").
  `${ANYONE_WHO_HARMS} (?:grabbed|grabs|yanked|twisted|squeezed|pinned|held) (?:me by )?(?:my|me by the) (?:arm|wrist|neck|hair|throat|face|shoulders?)(?! (?:to (?:stop|catch|help|steady|pull me (?:up|out of the way)|get my attention|show|shake)|and (?:shook|said (?:congrat|well done|thanks))|gently)(?![\\p{L}]))`,
  `${ANYONE_WHO_HARMS} (?:shoved|pushed|pinned|threw|slammed) me (?:against|into|onto|to) (?:the |a )?(?:wall|floor|ground|door|locker|car|desk|table)`,
  // Afraid of the partner who rages: "my husband shows up at the office and screams at me, I'm scared to go home".
  `${PERPETRATOR} [^.!?]{0,60}?(?:screams|yells|shouts|rages|explodes|screamed|yelled|shouted) at me[^.!?]{0,40}?(?:scared|afraid|terrified|frightened) (?:to go|of going) home`,
  // Known where the author lives, and afraid: "…and he knows where I live. I'm scared."
  "(?:he|she|they) (?:knows|know|found out|has found out|found) where i (?:live|work|sleep|park)[.!,]*(?: and)? (?:i'm|im|i am|and i'm) (?:so |really |very |honestly |genuinely )?(?:scared|terrified|afraid|frightened)",

  `${PERPETRATOR} (?:sexually )?(?:abuses|abused|assaulted|raped|molested) me`,
  `${PERPETRATOR} (?:keeps |has been |is |was )?sexually (?:harassing|harassed|harasses|assaulting|touching) me`,
  `${PERPETRATOR} (?:threatened|threatens|keeps threatening) to (?:kill|hurt|beat) me`,
  "i (?:was|am|got|have been|was being|am being|'ve been|been) (?:sexually )?(?:abused|raped|molested|assaulted|beaten|sexually assaulted|groomed|trafficked)",
  "(?:i'm|im|i am|i was) (?:in|stuck in|trapped in) an abusive (?:relationship|marriage|home|household)",
  'my (?:abuser|rapist)',
  '(?:he|she|they) (?:forced|forces) (?:me|himself on me|herself on me)',
  // Said as it goes on, and in plain words: "my stepdad has been touching me", "my boss keeps groping me", "my
  // boyfriend forces me to have sex", "my husband locks me in the house", "he said he'll kill me if I tell anyone".
  `${PERPETRATOR} (?:has been|have been|keeps|kept|is|was|keep) (?:touching|groping|hitting|beating|hurting|choking|kicking|slapping|molesting|raping|grabbing) me(?! (?:a|an|some|coffee|lunch|food|drinks?|snacks?|tea|the|one|breakfast|dinner|stuff|things)(?![\\p{L}]))`,
  // As it used to be: "my uncle used to touch me" (not "my dad used to beat me at chess").
  `${PERPETRATOR} (?:used to|would|would always) (?:touch|hit|beat|molest|rape|abuse|hurt|choke|kick|slap|grope|lock) me(?! (?:at|in|to|when we|up)(?![\\p{L}]))`,
  // Done to me, unnamed: "my uncle did things to me that I've never told anyone".
  `${PERPETRATOR} (?:did|does|used to do|would do|has done|kept doing|keeps doing) (?:things|stuff|something|bad things|horrible things|sexual things) to me`,
  `${PERPETRATOR} (?:comes|came|keeps coming|would come|used to come|sneaks|snuck) into my (?:room|bed|bedroom) (?:at night|when|while|after)`,
  // Threatened into silence: "…he'll make me regret it".
  "(?<=(?:if i (?:tell|told|report|reported) (?:anyone |anybody |someone |my \\p{L}+ |the police |the cops )?about|if i go to the (?:police|cops)|if (?:anyone|anybody) (?:finds out|found out|knew))[^.!?]{0,50})(?:he|she|they)(?:'ll| will|'d| would) (?:make me (?:regret it|pay)|make sure i regret it|hurt me|kill me|make my life hell)(?![\\p{L}'])",
  '(?:saying|says|said|texted|wrote) (?:that )?(?:they|he|she) know(?:s)? (?:my (?:schedule|routine|address)|where i (?:live|work|sleep))',
  '(?:posted|shared|sent) (?:photos|pictures|pics) of my (?:house|home|apartment|flat|car|kids|children)',
  'threaten(?:ing|s|ed)? to (?:leak|post|share|publish|dox|release) my (?:address|photos|pictures|nudes|home|number|location)',
  // Stalking: "my ex keeps showing up outside my apartment", "…left a note saying he's watching me".
  `${PERPETRATOR} (?:keeps|kept|has been|have been|started|is|was) (?:showing up|turning up|waiting|hanging around|parking) (?:(?:outside |at |near |by )(?:my|our) (?:apartment|flat|house|home|door|place|work|office|job|school|car|building)|wherever i (?:am|go)|everywhere i go)`,
  "(?:saying|says|said|wrote|writes|texted|telling me) (?:that )?(?:he's|she's|they're|he is|she is|they are|he'll be|she'll be|they'll be|he will be|she will be|they will be) (?:always )?watching me(?! (?:play|stream|on|from|do|work|code|cook|practice)(?![\\p{L}]))",
  // Followed by a stranger: "they know my address and what I wore yesterday", "…sending me messages from new
  // accounts every day".
  '(?:they|he|she|someone|somebody) (?:know|knows|knew|found) (?:my (?:home )?address|where i live)(?:,? and|,) (?:what i (?:wore|was wearing|did|ate|bought)|when i (?:leave|get home|go out)|my (?:schedule|routine))',
  '(?:keeps|keep|has been|have been|kept|started) (?:sending|messaging|texting|calling|contacting|dming) me(?: [^.!?]{0,30}?)? from (?:new|fake|multiple|burner|anonymous) (?:accounts|numbers|profiles)(?= [^.!?]{0,30}?(?:every (?:day|night)|for (?:weeks|months|years)|constantly|nonstop|non-stop|all the time|after i blocked|since i blocked))',
  // Stalking: "my ex has been following me to work" (not on a platform).
  `${ANYONE_WHO_HARMS} (?:has been|have been|keeps|kept|is|was|keep|started) (?:following|stalking) me(?! (?:on|around on|back|here)(?![\\p{L}]))`,
  "(?:left|sent) (?:me )?(?:a |another )?(?:message|voicemail|text|note|letter|dm) saying (?:that )?(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) (?:kill|hurt) me",
  `${PERPETRATOR} (?:gropes|groped|grope) me`,
  `${PERPETRATOR} (?:forces|forced|makes|made|pressures|pressured|keeps forcing|keeps making) me (?:to )?(?:have sex|into (?:having )?sex|do (?:sexual|sex)|sleep with)`,
  `${PERPETRATOR} (?:locks|locked|lock|keeps locking|keep locking) me (?:in|inside) (?:the|my|our|a) (?:house|room|apartment|flat|basement|closet|car)`,
  // From a fourteenth probe: pushed down the stairs, a partner who tracks one's location.
  `${PERPETRATOR} (?:pushed|shoved|threw|kicked) me down (?:the )?stairs`,
  "(?:my )?(?:bf|boyfriend|gf|girlfriend|husband|wife|partner) tracks my (?:location|phone|car)(?![^.!?]{0,40}(?:we share|we both|and i (?:like|love|don't mind|do too)|i track|consent|permission|for safety|find my))",
  // From a fifteenth probe, after it was scored.
  "(?:hid|hides|took|takes) my (?:car )?keys so i (?:couldn't|can't|couldnt|cant|wouldn't|wouldnt) (?:see|go|leave|visit)",
  `${PERPETRATOR} (?:gets drunk and )?(?:hits|beats|whips|whipped) me with (?:his|her|a|the) (?:belt|fists?|shoe|stick|cane|cord|hanger)`,
  '(?:comes|came|keeps coming|sneaks|snuck) into my (?:room|bed) at night and (?:does|did|makes me|touches)',
  "if i (?:ever )?leave (?:he'll|she'll|he will|she will|they'll|he'd|she'd) (?:make sure|kill|hurt|take)",
  `${PERPETRATOR} makes me send (?:him|her|them) (?:pics|pictures|photos|nudes)`,
  '(?:sent|posted) (?:me )?a (?:photo|picture|pic) of my (?:front door|house|car|window|street|bedroom window)',
  'only gives (?:them|it) back if i',
];

const WEAK_THRESHOLD = 3;
/**
 * Weak cues with an everyday sense in talk about software: "an empty string", "the existing health indicator",
 * "comments at the end of the buffer", "an I/O failure", "a dead-end lifecycle", "very painful to bundle", "the
 * process is gone". In a text that talks about software (text/technical.ts) they are not counted.
 */
const SOFTWARE_SENSE =
  /^(?:the end|exist(?:ing|ence)?|empty|pain(?:ful)?|worse|failure|gone|dead|die|dying|death|kill|broken|forever|alive|attempts?|(?:do|doing) it|too much|anymore|any more|hurts?|suffer(?:ing|ed)?|ruined|useless|pathetic|scared|rope|gun|grave|last resort|disappear|end (?:it|this))$/;
/**
 * Joke markers, and two kinds of hyperbole that work as one: a condition on one more of something ("if i have to sit
 * through one more sync i'm going to walk into the sea"; not one more day or night, which is life itself), and a petty
 * cause ("gonna murder my brother, he ate my leftover pad thai").
 */
const JOKE =
  /(?:\blol\b|\blmao\b|\bhaha|\bjk\b|😂|🤣|🤦|😅|😆|\/s\b|\bif i (?:have to|need to|must|gotta|get) (?:[\p{L}'"]+ ){0,4}one more (?!(?:day|night|week|month|year|minute|hour|second|time|breath)s?\b)|\bate my (?:[\p{L}']+ ){0,2}(?:leftovers?|food|fries|snacks?|lunch|dinner|pizza|cake|cookies?|sandwich|yogh?urt|noodles|pad thai|chocolate|ice cream)\b)/u;
/** How far past a cue a joke marker still qualifies it. */
const JOKE_REACH = 30;
/** Said to take back a joke marker, in the cue's sentence or the next. */
const EARNEST =
  /(?<![\p{L}'])(?:not (?:even )?(?:joking|kidding)|no joke|(?:this|it) (?:isn't|is not|isnt|'s not) a joke|i (?:mean|meant) it|for real this time|(?:i'm|im|i am) serious)(?![\p{L}'])/u;
/** How far the rest of a cue's sentence is read for a joke marker. */
const SENTENCE_REACH = 80;
/**
 * A joke marker qualifies the sentence it stands in: "kms lol", "I want to die lmao this exam". A marker
 * sentences away ("I didn't kill myself tonight. But I could have. hahaha" aside) does not take back a cue.
 */
function jokeNear(norm: string, hit: Hit): boolean {
  const before = norm.slice(Math.max(0, hit.index - 200), hit.index);
  const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1;
  const end = hit.index + hit.text.length;
  // The rest of the sentence ("…kill myself if this meeting runs over again lol"), and at least JOKE_REACH.
  const rest = norm.slice(end, end + SENTENCE_REACH);
  const stop = rest.search(/[.!?]/);
  const after = stop < 0 ? rest : rest.slice(0, Math.max(stop, JOKE_REACH));
  if (!JOKE.test(before.slice(start) + norm.slice(hit.index, end) + after)) return false;
  // …unless the author says it is no joke ("lowkey hoping the plane goes down lol. not even joking").
  return !EARNEST.test(norm.slice(hit.index, end + SENTENCE_REACH));
}

/**
 * Suicide named by the author shortly before an intent cue that says "it": the antecedent of "I think about
 * doing it" in "I have mixed feelings about suicide, I think about doing it".
 */
const SUICIDE_NAMED =
  /(?<![#\p{L}'])(?:suicide|suicidal|kill(?:ing)? myself|end(?:ing)? my life)(?! (?:prevention|awareness|hotline|helpline|lifeline|squad|watch|training|rates?|statistics|risk|bomb\w*|mission|doors|of (?:my|a|the|his|her)))/u;
const SAYS_IT = /(?<![\p{L}'])(?:it|attempts?)(?![\p{L}'])/u;
const afterSuicideNamed = (norm: string, hit: Hit) =>
  SAYS_IT.test(hit.text) && SUICIDE_NAMED.test(norm.slice(Math.max(0, hit.index - 200), hit.index));

export interface CrisisResult {
  /** `high` only: crisis language that a moderator must act on. */
  crisis: boolean;
  /** `none`, `elevated` (passive wishes, hopelessness, farewells, distress without intent) or `high`. */
  level: RiskLevel;
  /** Set for `high` only. */
  theme: CrisisTheme | null;
  /** Evidence strength, 0 when there is none; feeds the distress score. */
  weight: number;
  /**
   * `elevated` from a wish to die or be gone, hopelessness or a farewell said in words, not inferred from weak
   * cues: distress is at least that of a stressed author.
   */
  said?: boolean;
}

const FIRST_PERSON = compile(['i', "i'm", 'im', 'me', 'my', 'myself', "i've", "i'd", "i'll"]);

/** What a means is kept for when it is kept for the author's end ("the pills are ready for tonight"). */
const OWN_END =
  "(?:it|this|that|tonight|today|tomorrow|later|when|myself|me|the end|my end|death|dying|suicide|ending)(?![\\p{L}'])";
/** After a means kept ready: not for something else ("I have the pills ready for my trip"). */
const NO_OTHER_PURPOSE = `(?! (?:for|to|so)(?! ${OWN_END})(?![\\p{L}']))`;
/** After "note" or "letter": not one for something or someone at work ("notes for the retro", "a note to my boss"). */
const NOT_A_NOTE_FOR =
  '(?! (?:for|on|about|from|in|during|after|of|to (?:the|my|our) (?:team|boss|manager|landlord|school|teacher|colleagues|coworkers|class))(?![\\p{L}]))';

/**
 * A method or plan named beside a passive wish turns it into `high`: "I wish I was dead, I have been saving my
 * pills" is no longer only a wish.
 */
const METHOD_OR_PLAN = [
  '(?:have|got|has) (?:the|my|all my|all the|a bottle of) (?:pills|meds|tablets|razor|blades?|knife|gun|rope) (?:in front of me|in my hand|next to me|right here|with me)',
  'noose',
  'rope',
  "(?:my|a|dad's|the) (?:gun|pistol|rifle)",
  '(?:bottle|handful|stash) of (?:pills|tablets|meds)',
  '(?:all|the rest of) (?:my|the) (?:pills|tablets|meds)',
  'overdos(?:e|ing)',
  '(?:razor|blade)s?',
  'bridge',
  'train tracks',
  '(?:a|my|the) plan',
  '(?:planned|planning) (?:it|everything|how)',
  '(?:a|my) (?:note|letter) (?:for|to) (?:my|everyone)',
  `wrote (?:a|my) (?:note|letter)s?${NOT_A_NOTE_FOR}`,
  'my will',
  // The means ready: "I can't do this anymore, I have the pills ready".
  `(?:have|got|has) (?:the|my|all the|all my|enough) (?:pills|rope|gun|knife|razor|noose|meds|tablets|blades?)(?: \\w+)? (?:ready|saved|stashed|counted|lined up|set out)${NO_OTHER_PURPOSE}`,
  // The means at hand, beside a wish to die: "I want to die, the pills are in the drawer".
  "(?:the|my|some) (?:sleeping )?(?:pills|tablets|meds|painkillers|gun|pistol|knife|knives|rope|razors?|blades?)(?: (?:are|is|sit|sits|lie|lies|'s)) (?:right |all |just )?(?:in|on|under|here|there|ready|next to|beside|by|within reach)(?![\\p{L}'])",
];

/**
 * Intent told without naming death ("I'm finally going to do it", "tonight's my last night", "I bought a rope
 * for it"): the author's crisis when the same text speaks of dying or suicide, or voices a passive wish.
 */
const INTENT = [
  // From a twelfth probe.
  "(?:i've|ive|i have) decided(?= *(?:$|[.!…]))",
  '(?:nearly|almost) did it(?: (?:on )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|last night|yesterday|today|again|this week(?:end)?))',
  "the (?:rope|noose|pills|gun|shotgun|tablets)(?:'s| is| are) (?:already )?in (?:the|my) (?:garage|shed|closet|wardrobe|cabinet)",
  'plan(?:ning)? round two',
  '(?:sorted|updated|wrote) my will',
  'only thing left is the (?:actual )?(?:doing of it|thing|doing it)',
  "(?:got|have) everything (?:ready|sorted|set up)(?= *(?:$|[.!,…]))|(?:i'm|im|i am) serious this time",
  'not coming (?:back )?down (?:the stairs|from here)',
  '(?:a|the) (?:date|day|place|spot) (?:is )?picked',
  "(?:i've|ive|i have) made (?:the |my |all the )?arrangements(?= *(?:$|[.!,…]))",
  'practi[cs]ing (?:the|a) (?:knot|noose)(?! for (?:scouts|sailing|climbing|the boat))',
  '(?:ending|end) things (?:on|at|after|before|this|next)(?= )',
  "next time i (?:won't|wont|will not) get back in the car",
  "(?:scheduled|queued) (?:the |my )?(?:posts?|emails?|messages?) (?:to go (?:up|out)|for) [^.!?]{0,20}?after i'm gone",
  'so whoever finds me',
  'planning to do it (?:in|after|before|on|at|when)(?= )',
  '(?:suicide|12 month|12-month|exclusion) clause',
  'not bottling it this time',
  '(?:gonna|going to) do it (?:on|at|in|after|before|when) (?:the|my)(?= )',
  // From an eleventh probe.
  "make sure (?:nobody|no one|noone)(?:'s| is) (?:home|around|in)",
  'not (?:going to|gonna) be (?:here|around) after (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|this weekend|the \\d+(?:st|nd|rd|th))',
  "(?:i'll|ill|i will|gonna) (?:just )?try again(?= *(?:$|[.!,…]| once| when| tonight| tomorrow| soon))",
  'after (?:the|my) (?:od|overdose|attempt)(?![\\p{L}])',
  'i know where the (?:key|code) is',
  "planning for when (?:he's|she's|they're|everyone's|the house is|mum's|dad's) (?:away|out|empty)",
  "(?:note's|note is|notes are) written",
  '(?:knows?|know) where to find (?:me|my body)',
  "(?:i'm|im|i am) done for good(?= *(?:$|[.!,…]))",
  '(?:picked|chose|chosen) the (?:time|date)(?= *(?:$|[.!,…]))',
  "with what i(?:'ve| have) been saving(?: up)?",
  "the (?:rope|noose|pills|gun|tablets)(?:'s| is| are) (?:already )?in (?:the|my) (?:car|bag|boot|trunk|hoodie pocket|pocket|locker|drawer)",
  '(?:do|doing) it (?:in|at|on) (?:the|my) [\\p{L} ]{1,25}? (?:tmrw|tomorrow|tonight|today|after)',
  '(?:letters|notes?) (?:are|is) in the (?:glovebox|glove box|drawer|car|desk)',
  "(?:i'm|im|i am) not going home(?= *(?:$|[.!,…]))",
  '(?:hidden|stashed) (?:a|the) (?:full )?(?:bottle|box|strip|packet) of',
  "(?:i'm|im|i am) using them when",
  "next time (?:i'm|im|i am) not (?:getting back in the car|walking back|driving back|coming back|stepping back|turning (?:around|back))",
  '(?<=(?:^|[.!?] )i have )the (?:gun|pills|rope|date|place)(?= *(?:$|[.!,…]))',
  '(?:driving|heading|going) to (?:beachy head|the coast|the quarry|the woods|the lake|the river)(?=[,.!]| tonight| now| after)',
  "(?:not coming back|not going home|won't be living here|wont be living here)[^.!?]{0,20}?(?:or|not) (?:to )?anywhere",
  "(?:made|i've made|ive made) my decision(?= *(?:$|[.!,…]| and| about))",
  'the (?:pills|tablets|meds) are (?:next to me|right here|in front of me|ready)',
  "(?:gun|pistol|rifle)(?:'s| is) loaded",
  "(?:i )?just wanted (?:someone|somebody|someone here|you all|you guys|y'all) to know(?= *(?:$|[.!,…]| before))",
  "the note(?:'s| is) on the (?:fridge|table|desk|bed|counter|door)",
  "so (?:no one|nobody|noone)(?: [\\p{L}']+){0,3} (?:will|would|'ll) (?:look for|come looking for|notice|find) me",
  '(?:planning|going|want|wanna) to finish what i started',
  "(?:won't|wont|will not|not going to) come back up",
  "(?:not|won't|wont|will not) (?:be )?stepping back",
  '(?:stood|standing|waited|sat|sitting) (?:at|on) the edge of (?:the )?platform',
  "i'll find another way(?= *(?:$|[.!,…]))",
  '(?:heading|going|walking|driving) (?:straight )?to the (?:bridge|cliffs?|tracks|railway|viaduct|reservoir)(?= (?:over|by|near|on|at|after|tonight|now)|[.!,]|$)',
  '(?:do|doing) it properly (?:this time|next time)',
  'the (?:date|day|place|spot) (?:is )?picked',
  '(?<=(?:^|[.!?] ))(?:first|second|third|last|previous|2nd|3rd) attempt (?:was|in|at)(?= )',
  '(?:a|the) plan and a date|(?:i )?(?:set|picked|chose) (?:a|the) date(?= *(?:$|[.!,…]))',
  "(?:better|new|real|proper) plan this time|(?:one|a plan) that (?:won't|wont|will not) fail",
  "(?:it's|its|that's|thats|this is) my (?:exit|way out|escape plan|exit plan)(?= *(?:$|[.!,…]| for| when| if))",
  '(?:pills|meds|tablets|blade|razor|rope|gun) (?:hidden|stashed|saved) (?:in|under|behind) my',
  "(?:i know|i have|got) the (?:code|combination) (?:to|for) (?:the|my dad's|my dads) (?:safe|gun safe|gun cabinet)|the gun is in (?:my|the) [\\p{L}']+ safe",
  'made up my mind about (?:this weekend|tonight|tomorrow|it)',
  '(?:heading|going|walking|driving) (?:up )?to the top of the (?:tower block|building|car park|multi-storey|bridge|cliff)',
  '(?:check|checking|see|find out) how (?:high|tall|far down|deep) (?:it is|the drop is|the bridge is)',
  // From an eighth probe: affairs put in order, loose ends tied up, a will updated, pets rehomed or given away,
  // beneficiaries sorted, logging off for good, goodbye messages scheduled, one's own funeral planned, not around
  // after a given day (each a cue of intent: two together, or one beside a wish or a death word, make a crisis).
  '(?:tying|tie|tied) up (?:all )?(?:the |my )?loose ends',
  '(?:putting|put|got|getting|have|has) (?:all )?my affairs in order|my affairs (?:are|were) (?:all )?(?:sorted|in order|settled)',
  '(?:updated|wrote|writing|made|finished|redid|changed) my will|my will (?:is|was) (?:all )?(?:updated|done|sorted|written)',
  '(?:rehomed|rehoming|rehome|gave away|giving away|found a home for|found new homes for) (?:my |the )?(?:dog|cat|pets?|hamster|rabbit|bird|fish|snake)(?! (?:because|bc|since|as) (?:of )?(?:my |the )?(?:allerg|landlord|lease|move|moving|new))',
  "(?:can someone|could someone|can anyone|could anyone|who can|someone please|does anyone want to) (?:take|adopt|look after|have) my (?:cat|dog|pets?|rabbit|hamster|bird|fish|plants)(?![^.!?]{0,40}(?:while|for the|for a|for two|for \\d|when i'm away|vacation|holiday|trip|weekend|week))",
  '(?:pension|insurance|life insurance) beneficiar(?:y|ies) (?:sorted|updated|changed|done)',
  '(?:logging|logging off|clocking|signing) (?:out|off) (?:for good|permanently|forever)',
  '(?:scheduled|queued|set up) (?:the |my )?goodbye (?:emails?|messages?|posts?|texts?)',
  '(?:planning|planned|picked|picking|chose|choosing) (?:my|their) own funeral(?: playlist| songs?| music)?',
  "(?:won't|wont|will not) be around (?:after|past|by) (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|this weekend|the (?:\\d+(?:st|nd|rd|th)|end of the (?:week|month)))",
  "next time (?:i'll|ill|i will) make sure(?= *(?:$|[.!…]| it works| i do it right))",
  "next time i (?:won't|wont|will not) (?:turn around|turn back|step back)",
  '(?:picked|chose|chosen|found) (?:a|the) (?:spot|place) in the (?:woods|forest|park)',
  // From a sixth probe: "after my last shift", "planned it for after exams", "already chose the spot", "I'm ending it
  // at the lake cabin", "settling my debts", "I'm going to make it happen", "hid it in the boot of the car".
  '(?<=my )(?:last|final) shift',
  'planned it (?:for|after|before)(?= )',
  '(?:already )?(?:chose|chosen|picked|found) the (?:spot|place|day)(?= *(?:$|[.!,…]))',
  "(?<=(?:^|[^\\p{L}'])(?:i'm|im|i am) (?:finally )?)ending it (?:at|in|by|after|before|this|on)(?! (?:a |the )?(?:high|good|positive|note|call|meeting|relationship|friendship|contract)(?![\\p{L}]))",
  '(?:settling|settle|settled|paying off|paid off) (?:all )?my debts',
  "(?:i'm|im|i am|i'll|i will) (?:going to |gonna )?make it happen(?= *(?:$|[.!,…]| nobody| no one| this| tonight| soon))",
  'hid (?:it|them) (?:in|under|behind) (?:the|my) (?:boot|trunk|closet|drawer|garage|shed|car|wardrobe)',
  "(?:made|make|making|i've made) (?:my )?peace with (?:it|dying|death|my decision|leaving|everything|going|god)(?![\\p{L}'])",
  "(?:i have|i've got|i got|i made) a plan (?:for )?(?:this weekend|tonight|tomorrow night|this friday|friday night)(?![\\p{L}'])",
  "(?<=(?:my|i had|i have|i've had|i made|i already have|i already had|i've already had|i also have) (?:first|second|third|last|previous|latest|recent|failed|most recent|\\d+|two|three|four|several|multiple|many) (?:failed |suicide |previous |prior )?)attempts?(?! (?:at|to|of|on|in (?:the|a) (?!hospital)))",
  "(?<=^|(?:my|this|last|another|suicide|first|second|third) )attempt (?:failed|didn't work|did not work|went wrong|was unsuccessful)",
  '(?<=(?:going|gonna|plan|planning|ready|about|want|wanna|decided|scared|afraid|courage|strength|guts) to )attempt(?= again|$| tonight| soon| today| tomorrow| but|[.,!?;])',
  "(?<=(?:going to|gonna|ready to|about to|plan to|planning to|decided to|want to|wanna|will|i'll|ill|finally|courage to|guts to|balls to|strength to|nerve to|energy to|scared to|afraid to|coward to|pussy to|brave enough to|strong enough to|weak to|might|may) (?:just |finally |actually |really |fucking )?)(?:do it|go through with it|attempt(?= again| it|$|[.,!?;]))",
  '(?:do|doing|did|end|ending) it (?:tonight|tomorrow|today|soon|sometime|(?:on |this |next |the next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|week|month|year|time)|next (?:week|month|year)|on my birthday|in (?:a|\\d+|two|three|a few) (?:hours?|days?|weeks?)|after (?:work|school|i|my|the holidays|christmas))',
  // "I'm leaving tonight", not a trip ("leaving tonight for the conference").
  '(?<=(?:go|leave|going|leaving|gone) )tonight(?! (?:for|to|on|at|with|from|after)(?![\\p{L}]))',
  '(?<=my )(?:last|final) (?:day|night|week|month|sunrise|sunset|meal|post|message|words|goodbye|breath)',
  '(?<=my )(?:last|final) (?:\\d+|few|two|three|four|five|six|seven|ten|fourteen|fifteen) (?:days|weeks|hours|months)',
  '(?<=(?:the|my|both|all) (?:first|last|previous|past|other) (?:two|three|four|five|few|couple of|\\d+) )attempts(?! (?:at|to|of|on|in)(?![\\p{L}]))',
  'might as well (?:just )?(?:do it|end it)(?= (?:now|tonight|today|already)|[.!?,]|$)',
  "(?:won't|will not|wont|not going to|can't|cannot) stop myself (?:from )?(?:going through with it|doing it)",
  "(?:don't|do not|dont) know (?:if|whether) (?:i'll|i will|i'm going to|im going to|i am going to) (?:actually )?(?:go through with it|do it)",
  'good ?byes? (?:\\w+ ){0,5}?without (?:drawing|raising|arousing|causing|creating) (?:any )?suspicion',
  '(?<=the )(?:last|final) (?:goodbye|breath)',
  '(?:said|say|saying|started saying) (?:my )?good ?byes',
  'good ?bye (?:letter|note|message|post)s?',
  `(?:wrote|written|writing|write|leave|leaving|left|drafted|drafting) (?:a|my|the) (?:final |last |goodbye |farewell )?(?:note|letter)s?${NOT_A_NOTE_FOR}`,
  '(?<=my )time to go',
  'time for me to (?:go|leave|die)',
  "(?<=(?:i'm|im|i am) (?:finally )?)(?:checking out of (?:life|this world)|leaving this world)",
  "(?:won't|will not|wont|not going to|not gonna) be (?:here|around|alive) (?:much |for much |for )?(?:longer|tomorrow|by|next|after|anymore)",
  '(?:hours|days|weeks|months) (?:left|to live)(?! (?:on|in|until|before|of|for|to (?!live)))',
  'count ?down',
  "tonight(?:'s| is) the night",
  '(?:fulfil|fulfill|carry out|execute|follow through with|go through with) (?:my|the) plan',
  '(?<=(?:thinking of|thinking about|think about|thought about|considering|planning on|planning|contemplated|contemplating|contempted|considered) )(?:doing it|going through with it)(?! (?:again|with|for|to|too|at|because|so|right|better|differently|myself|like|this way)(?![\\p{L}]))',
  '(?<=(?:set|picked|chose|choose|pick) (?:a|the|my) )date',
  '(?<=the )day i (?:set|chose|picked)',
  '(?<=this is my (?:suicide |last |final |goodbye )?)note',
  // Notes written, not notes for something ("I wrote my notes for the retro", "notes on the design").
  `(?:write|writing|wrote) (?:some |my |a few )?(?:goodbye |farewell |last )?notes${NOT_A_NOTE_FOR}`,
  "(?:should have|should've|shouldve) (?:just )?done it",
  '(?<=(?:before|after|when) i (?:finally )?)(?:do it|go through with it)',
  'prepared (?:for )?my (?:end|death|exit|suicide)',
  `(?<=(?:gave|give|giving|finished|finishing|wrote|written|writing|left|leave|leaving|sent|send|sending) my (?:last |final |goodbye )?)(?:note|letter)s?${NOT_A_NOTE_FOR}`,
  "(?<=(?:the|my) )(?:rope|noose|gun|pills|knife|razor) (?:is|are|'s) (?:ready|loaded|waiting|set up|tied)",
  "(?<=(?:if only i had|i don't have|i dont have|i lack|i need) the (?:\\w+ )?)(?:courage|guts|balls|nerve)",
  'chicken(?:ed)? out',
  '(?:easy|quick|painless|quickest|easiest) way out',
  '(?<=(?:find|found|look for|looking for|searching for|need|want) (?:a|the|an easy|a quick|a painless|some) )way to end it(?: all)?(?! (?:with|between|gracefully|cleanly)(?![\\p{L}]))',
  "(?<=(?:i've|i have|i) (?:already |finally )?)made (?:my|the|up my) (?:decision|mind)(?! (?:about|on|to (?!die|go|end)))",
  "(?:won't|will not|wont|never) have to (?:deal with|see|hear from|worry about|put up with) me (?:again|anymore|any more|ever again)",
  '(?<=(?:got|have|had) my )(?:date|day) set',
  '(?<=(?:have|got|had) access to (?:a |my |the )?)(?:knives|knife|guns?|pills|rope|firearms?)',
  'do the deed',
  // Belongings given away and letters to those the author loves: "I wrote letters to my family and gave away my stuff".
  '(?:gave|given|giving) away (?:all )?(?:of )?(?:my|most of my) (?:stuff|things|belongings|possessions|pets?|cat|dog|games|guitar|books|plants|clothes|car|bike|furniture|jewelry|jewellery|savings|skins|account|accounts|gear|collection|items|loot)(?! (?:to (?:charity|goodwill)|for (?:free|charity)|on|before (?:the|my|we|i) (?:move|moving))(?![\\p{L}]))',
  '(?:wrote|written|writing) (?:goodbye |farewell |final |last )?letters (?:to|for) (?:(?:my |all my |each of my |everyone in my )?(?:family|kids|children|parents|friends|loved ones|wife|husband|partner|mom|mum|dad|sister|brother)|everyone|everybody|all of them|each of them|the people i love)(?! (?:on|in|at) (?:the|my|our) (?:team|office|class|company))',
  // "…I know what I'm going to do tonight" (with a means beside it).
  "(?:know|decided) (?:exactly )?what i(?:'m| am|'ll| will) (?:going to |gonna )?do (?:tonight|tomorrow|today|this weekend)(?=\\s*(?:[.!]|$))",
  // A way decided without naming it: "I've decided how I'm going to do it".
  "(?:decided|know|worked out|figured out|planned out|planned) (?:exactly )?how (?:i'm|i am|i'll|i will|im) (?:going to |gonna )?(?:do it|end it|go)(?=\\s*(?:$|[.!,;…]|tonight|tomorrow|this weekend|soon))",
  // Things given to those who will keep them: "I gave my guitar to my brother and my games to my friends".
  "(?:gave|given|giving) (?:all )?(?:of )?my (?:guitar|games|books|stuff|things|cat|dog|pets?|plants|clothes|console|switch|ps5|xbox|pc|art supplies|records|collection|belongings|jewelry|jewellery)(?: and (?:my )?[\\p{L}']+)? to (?:my|a|the) (?:little |big |younger |older |baby |kid )?(?:brother|sister|friends?|best friend|cousin|neighbou?r|roommate|mom|mum|dad|parents|nephew|niece)",
  // Standing on a bridge now.
  "(?:i'm|im|i am) (?:standing|sitting) (?:on|at) (?:the |a )?(?:edge of (?:the |a )?)?(?:bridge|ledge|roof|rooftop|cliff|train tracks|tracks)(?= *(?:rn|right now|now)?[.!,…]*(?:$| i | and ))",
  // More, from a probe: "I'm sorry it has to end like this", "so nobody has to deal with it after", "it's better this
  // way", "deleted all my accounts", "tell my mom I'm sorry", "who gets what", "I'm at peace now".
  "(?:i'm |im |i am )?sorry (?:that )?it (?:has|had) to end (?:like this|this way)",
  "so (?:nobody|no one|noone) (?:has|will have|would have) to (?:deal with|sort out|clean up|worry about) (?:it|them|anything|my [\\p{L}]+)(?: (?:after|later|when i'm gone))?",
  "(?<=(?:^|[.!?,…] ))(?:it's|it is) (?:better|easier) this way(?= *(?:$|[.!…]))",
  'deleted (?:all )?(?:of )?my (?:accounts|socials|social media)(?: except this one)?',
  'who gets what',
  "(?:i'm|im|i am) (?:finally )?at peace(?: now| with (?:it|my decision|everything|what i'm about to do))?(?= *(?:$|[.!,…]))",
  // "…I've made my arrangements", "i just need to decide when", "scheduled the messages to send to everyone tomorrow",
  // "the password to everything in an envelope for my brother", "wrote my will this morning", "nothing left to sort out
  // before friday", "not going to be at standup tomorrow or ever again".
  "(?:i've|i have|i) (?:made|finished|sorted|completed) (?:all )?my (?:final )?arrangements",
  '(?:just |only )?need to (?:decide|pick|choose) (?:when|the day|the date|a date|the time)(?= *(?:$|[.!…]))',
  '(?:scheduled|queued|set up) (?:the |my )?(?:messages|emails|posts|texts) to (?:send|go out|be sent) (?:to everyone )?(?:tomorrow|after|when)',
  'passwords? (?:to everything )?[^.!?]{0,40}?for my (?:brother|sister|family|wife|husband|mom|mum|dad|parents|kids|son|daughter)',
  '(?:wrote|writing|finished|updated|made) my will',
  'nothing (?:left|else) to (?:sort out|take care of|do|settle|arrange) before (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|the weekend)',
  '(?:or|and) ever again(?= *(?:$|[.!…]))',
  "by then (?:it'll|it will|it'd|it would|everything will) (?:be (?:done|over|finished)|have happened)",
  "please (?:don't|do not|dont) (?:try to )?(?:find|look for|come looking for|come find|save) me",
  'carbon monoxide',
  '(?<=keeps? me from )doing it',
  "(?<=(?:only thing|only reason|only one|all that's|what's|what is) (?:keeping|stopping|holding) me (?:back )?)from (?:doing )?it(?=\\s*(?:[.!,;]|$)| (?:right now|tonight|anymore|any more))",
  'instead of doing it (?:just now|right now|tonight|today)',
  'afford a (?:gun|rope|pistol|handgun)',
  "(?<=(?:i'll|i will|i'm going to|im going to|gonna|going to) (?:finally )?)(?:take|swallow|down) (?:the|all the|all my|all of my|these|those|every) (?:\\w+ )?(?:pills|tablets)",
  '(?:courage|guts|nerve|balls) to (?:jump|pull the trigger)',
  '(?<=not (?:planning on|plan on|planning to|going to|gonna) (?:be )?)coming back',
  '(?<=(?:bought|buy|buying|have|got|ordered|found|keep|kept|hid|hidden|loaded|load|stashed|stocked|picked up|ready) (?:a |the |my |some |enough |a new )?)(?:rope|gun|pistol|rifle|shotgun|pills|helium|charcoal|razors?|blades?|noose|bullets?|rounds|sodium nitrite)',
  '(?<=the )(?:means|method|courage) to (?:do it|die|end it|kill myself|go through)',
  "(?<=(?:i'm|im|i am|i'll|i will) (?:finally )?)(?:doing it|going through with it)",
  // From a fourteenth probe: each counts with another, or beside a wish or a death word.
  "(?:i've|ive|i have) decided (?:i'm|im|i am) done(?= (?:after|this|tonight|tomorrow|on|by|at|once|when))",
  '(?:the )?(?:stuff|pills|rope|gun) (?:is|are) already (?:in|under|at|inside) my (?:closet|drawer|car|room|bag|desk|wardrobe)',
  '(?:and )?i mean (?:that|it) in the (?:final|permanent|forever|dead) (?:way|sense)',
  '(?:sorting|figuring|working|sorted|figured|worked) out who gets my',
  "(?:won't|wont|will not) need (?:them|it|this|these|those|any of (?:it|this|them|that)) (?:after|past|by) (?:today|tonight|tomorrow|this week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week)",
  "(?:don't|do not|dont) plan on (?:seeing|making it to|reaching|turning) (?:\\d+|my \\d+(?:th)?|next (?:year|christmas|summer|birthday)|another (?:year|birthday|christmas)|my next birthday)",
  '(?:made|wrote|written|writing|making) (?:a|my) will (?:on|online|today|yesterday|this week|last night)',
  '(?:just )?know (?:that )?i did (?:what i said i would|it)(?= *(?:$|[.!,…]))',
  '(?:nobody|no one|noone) (?:is going to|is gonna|will|can|gets to) stop me this time',
  '(?:just|only) need (?:the )?(?:nerve|courage|guts)(?: to do it| to go through with it)?(?= *(?:$|[.!,…]))',
  'the where and (?:the )?when (?:are|is) (?:all )?(?:figured out|decided|sorted|set|planned|picked)',
  "this time i (?:won't|wont|will not) (?:mess|screw|fuck) it up",
  // From a fifteenth probe, after it was scored.
  "(?:won't|will not|wont) be (?:around|here|alive) to (?:feed|look after|take care of|walk) (?:him|her|them|my [\\p{L}]+) after (?:today|tonight|tomorrow|this week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)",
  "(?:i think )?(?:i'm|i am|im) finally ready(?= *(?:$|[.!,…]))",
  "how i know (?:i'm|im|i am) ready",
  'cancell?ed (?:spotify|netflix|the gym|my gym|my subscriptions|all my subscriptions|my phone plan)',
  "(?:next time|this time) (?:i'm|i am) not (?:driving|coming|walking|going) (?:back|home)",
  "(?:please )?(?:don't|do not) (?:try to )?(?:find|look for|come looking for) me(?= *(?:$|[.!,…]))",
  "(?:won't|will not) be (?:around|here|on) after (?:this week|tonight|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)[.,]? (?:permanently|for good|forever)",
  "(?:i'm|im|i am) not (?:going to|gonna) be (?:here|around|alive) (?:anymore |any more )?after (?:that|tomorrow|tonight|today|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
  '(?:need|needs) someone to take (?:my|care of my) (?:fish|cat|dog|dogs|cats|pets?|bird|rabbit|hamster|snake)(?=[^.!?]{0,30}(?:urgent|tomorrow|tonight|by))',
  "(?:only thing left|all that's left|all thats left) (?:to do )?is (?:to )?(?:actually )?(?:go through with it|do it)",
];
/**
 * Farewells and readiness in words everyone uses ("it's time", "I love you all", "just in case", "goodbye everyone",
 * "thanks for being my friends", "you can have my bike", "I won't need them anymore", "it was fun while it lasted",
 * "I just wanted someone to know"): the author's crisis only beside an intent cue, a passive wish or a death word
 * ("wrote my note. it's in the drawer. i love you all"); two of them together, or one alone, are weak cues ("I saved
 * the file twice, just in case. I wanted you to know.").
 */
const FAREWELL = [
  "it(?:'s| was| has been) (?:fun|nice|good|great) while it lasted(?=\\s*(?:$|[.!,;…]|guys|everyone|all|y'all|friends))",
  "(?<=(?:^|[.!?,…] )(?:i think |i guess |i feel like |i know )?)(?:it's|it is) time(?= *(?:$|[.!…]))",
  "(?:won't|wont|will not) (?:need|be needing) (?:them|it|these|those|any of (?:it|this|them)|my [\\p{L}']+)(?: (?:anymore|any more|after (?:tonight|this week|friday|tomorrow))|(?= *(?:$|[.!…])))",
  '(?<=(?:^|[.!?,…] ))i love you all(?= *(?:$|[.!…]))',
  "(?:wanted|want|needed) to say (?:bye|goodbye) to (?:someone|somebody|anyone|you all|everyone|y'all|you guys)(?= *(?:$|[.!,…]))",
  "(?:they'll|they will|you'll|you will|everyone will|she'll|he'll) understand (?:eventually|one day|someday|in time|why)",
  "if i (?:don't|do not|dont) (?:log on|log in|wake up|come back|show up|make it|reply|answer|post) (?:tomorrow|again|by (?:monday|tomorrow))",
  "(?:you all|you guys|y'all|all of you|you) meant (?:a lot|so much|everything|the world)(?: to me)?(?= *(?:$|[.!…]))",
  "(?:it )?(?:wasn't|was not|isn't|is not) (?:her|his|their|your|anyone's) fault(?= *(?:$|[.!…]))",
  "(?<=(?:^|[.!?,…] ))(?:goodbye|farewell) (?:everyone|everybody|all|world|friends|guys|y'all)(?= *(?:$|[.!…❤]))",
  'thank(?:s| you) for being my friends?(?= *(?:$|[.!…]))',
  'you can have my (?:bike|car|xbox|playstation|ps5|switch|pc|guitar|games|stuff|things|clothes|books|plants|cat|dog)',
  "(?:i )?(?:just )?(?:wanted|want) (?:someone|somebody|you|you all|anyone|y'all|you guys) to know(?= *(?:$|[.!…]))",
  'just in case(?= *(?:$|[.!…]))',
  "(?:don't|do not|dont) know why (?:i'm|im|i am) telling (?:a survey|this survey|a form|strangers|a bot|an app|the internet|a chatbot)",
  // From a fourteenth probe.
  "if (?:i'm|im|i am) not (?:online|on|here|around|back|posting) by (?:tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week)",
  "none of (?:it|this) (?:was|is) (?:your|anyone's|anybody's) fault",
  'kept me (?:going|alive|here) (?:longer|this long)',
  'if anything (?:happens|should happen) to me(?=[^.!?]{0,60}(?:you can have|take care of|gets? my|give))',
  // From a fifteenth probe, after it was scored.
  '(?:wrote|written|writing) (?:letters|a letter|notes|goodbye letters) (?:to|for) (?:my|each of my|all my) (?:mom|mum|dad|parents|family|sister|brother|kids|wife|husband|partner|friends)',
];

/**
 * A method described, not named by a death word ("I put the charcoal in the car and taped the windows", "I've been
 * saving my antidepressants instead of taking them. I counted 60 today", "the train passes at 11:40, i'll be on the
 * tracks", "the plan is to walk into the sea at high tide"): the author's crisis beside any word of intent, time,
 * secrecy or despair in the message (MEANS_CONTEXT); alone a weak cue.
 */
const MEANS_DESCRIBED = [
  '(?:going|heading|driving|walking) to the (?:bridge|woods|forest|quarry|tracks|cliff|cliffs|ledge|lake|river) with (?:the|a|my) (?:rope|pills|gun|knife|razor|blade)',
  '(?:which|what|how many) (?:vials|pills|tablets|meds|doses|pens|ampoules) would do it',
  "(?:the |my )?(?:rest of |every one of )?(?:all |all of )?(?:the |my |those |these )?(?:pills|tablets|meds|medication|antidepressants|painkillers|sleeping pills|paracetamol|tylenol|insulin) (?:instead of taking them|i've been saving|i have been saving|i saved up|i've saved up)",
  '(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected) (?:up )?(?:my |the |all my )?(?:pills|tablets|meds|medication|antidepressants|painkillers|sleeping pills|insulin)(?! (?:for|in|to|receipts|boxes|bottles) (?:the |my |a )?(?:trip|travel|vacation|holiday|flight|fridge|box|organi[sz]er|pharmacy|refill|insurance|recycling|disposal)?)',
  "(?:(?:my|his|her|dad's|mom's|the) (?:pills|meds|sleeping pills|painkillers|antidepressants) (?:and|with) (?:a )?(?:bottle of )?(?:vodka|whiskey|wine|alcohol|booze)|(?:a bottle of )?(?:vodka|whiskey|wine|alcohol|booze) and (?:my |his |her |the )?(?:dad's |mom's |mum's )?(?:pills|meds|sleeping pills|painkillers))",
  '(?:take|taking|swallow|swallowing) (?:everything|all the pills|all the meds|whatever is) in the (?:medicine cabinet|bathroom cabinet|first aid kit)',
  '(?:swallowing|swallow|take|taking|down|downing) the (?:whole|entire) (?:bottle|pack|box)(?! of (?:wine|vodka|whiskey|beer|champagne|prosecco|water|soda|coke|juice|sauce|ketchup|shampoo|rum|gin|tequila|cereal|cookies|chocolates?|crackers))',
  '(?:dose|amount) of (?:insulin|[\\p{L}]+) (?:would|will|it would take to) (?:do it|be enough)(?= *(?:$|[.!,…]| and))',
  'charcoal (?:in|into) (?:the|my) (?:car|tent|room|bathroom)(?![^.!?]{0,40}(?:bbq|barbecue|barbeque|grill|cookout|camping|picnic))[^.!?]{0,40}?(?:taped|sealed|windows|vents|lit it|light it)|(?:hose|pipe) (?:to|from|into) the exhaust',
  '(?:be|stand|standing|lie|lying|sit|sitting) (?:on|onto|across) the (?:train |railway |rail )?tracks',
  '(?:walk|walking|swim|swimming|wade|wading) (?:into|out into) the (?:sea|ocean|river|lake)(?! (?:for|to) (?:a swim|swim|cool))',
  '(?:crash|crashing) (?:my |the )?car (?:on|into|off)[^.!?]{0,60}?(?:accident|insurance|on purpose)',
  '(?:knife|blade|razor) (?:to|against|on) my (?:wrist|wrists|throat|neck)',
  '(?:gun|rifle|pistol|shotgun) (?:store|shop)[\\s\\S]{0,120}?(?:waiting periods?|background check|only need it for one thing)',
  '(?:bathtub|bath)[^.!?]{0,30}?(?:razor|blade)|(?:razor|blade)[^.!?]{0,30}?(?:bathtub|bath)',
  "(?:i've|i have|i) picked the bridge",
];
/** What makes a described method the author's: intent, a time, secrecy or despair anywhere in the message. */
const MEANS_CONTEXT =
  /(?<![\p{L}'])(?:tonight|tomorrow|(?:on |this |next )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)|this weekend|before (?:anyone|everyone|the kids)|after (?:the kids|everyone)|at \d{1,2}(?::\d\d)?|high tide|planned|the plan|my plan|picked|decided|ready|arranged|the math|the nerve|access|counted|checked the|going to|gonna|i'll|i will|i swear|instead of taking|nobody knows|don't tell|won't wake|die|dead|death|end it|be over|be done|accident|lie down|goodbye|bye|i'm done|can't do this|hopeless|no point|tired of|one thing|wanted to say|thanks for being|thank you for being|in case)(?![\p{L}'])/u;

/** A means named in an intent cue ("the pills are ready"): beside any sign of despair, the author's crisis. */
const MEANS =
  /(?<![\p{L}'])(?:rope|noose|gun|pistol|rifle|shotgun|pills|tablets|meds|knife|knives|razors?|blades?|helium|charcoal|bullets?)(?![\p{L}'])/u;
/** …unless it is kept for something else: "I have the pills ready for my trip". */
const MEANS_AFTER_PURPOSE = new RegExp(
  `^(?: (?:ready|saved|stashed|packed|here|already))? (?:for|to|so)(?! ${OWN_END})`,
  'u',
);
const meansForThis = (norm: string, h: Hit) =>
  MEANS.test(h.text) &&
  !MEANS_AFTER_PURPOSE.test(norm.slice(h.index + h.text.length, h.index + h.text.length + 40));

/**
 * A means kept ready for a time of its own, said alone ("I have the pills ready for tonight", "the noose is ready for
 * tomorrow"): a warning sign however calm the words, `elevated` (beside any sign of despair it is `high`, above).
 * Not a time that belongs to something else ("ready for tonight's shift"), medication kept as a routine (meds,
 * tablets) or pills set out for someone ("the pills are ready for tonight, mom").
 */
const MEANS_FOR_A_TIME =
  /(?<![\p{L}'])(?:(?:i|i've|ive) (?:have|got|kept|saved|put) (?:the|my|all the|all my|enough|some) (?:sleeping )?(?:pills|rope|noose|gun|pistol|rifle|razors?|blades?|helium|charcoal)(?: \w+)? (?:ready|saved|saved up|stashed|counted|counted out|lined up|set out|set aside)|(?:the|my) noose (?:is|'s) (?:all )?(?:ready|set|waiting|tied)) for (?:tonight|tomorrow(?: night)?|later|when|the end|this weekend)(?![\p{L}'])/u;
const MAY_KEEP_MEANS = /pills|rope|noose|gun|pistol|rifle|razor|blade|helium|charcoal/;

/** Weak cues that name death or suicide: what makes INTENT's words the author's crisis. */
const DEATH_WORD = /^(?:suicide|die|dying|dead|death|kill)/;
const IDIOM_AFTER = /^ (?:to|for|on (?:this|that) hill|hard|laughing)(?![\p{L}'])/u;
const namesDeath = (norm: string, h: Hit) =>
  DEATH_WORD.test(h.text) &&
  !IDIOM_AFTER.test(norm.slice(h.index + h.text.length, h.index + h.text.length + 20));

type Cue =
  | 'strong'
  | 'attempt'
  | 'means'
  | 'passive'
  | 'intent'
  | 'farewell'
  | 'weak'
  | 'self_harm'
  | 'harm_to_others'
  | 'threat_told'
  | 'attempt_told'
  | 'abuse';
const BOOK = new CueBook<Cue>([
  ['strong', SUICIDAL_STRONG],
  ['attempt', ATTEMPT],
  ['means', MEANS_DESCRIBED],
  ['passive', SUICIDAL_PASSIVE],
  ['intent', INTENT],
  ['farewell', FAREWELL],
  ['weak', SUICIDAL_WEAK],
  ['self_harm', SELF_HARM],
  ['harm_to_others', HARM_OTHERS],
  ['threat_told', THREAT_TOLD],
  ['attempt_told', ATTEMPT_TOLD],
  ['abuse', ABUSE],
]);

/** A time near at hand: a plan beside a wish to die, though not beside every wish (methodBeside). */
const PLAN_TIME = ['tonight', 'this (?:weekend|friday|saturday|sunday)'];

/** Read only beside a passive wish: most of its cues start with "a", "my" or "the", so scanning costs. */
const METHOD_BOOK = new CueBook<'method' | 'time'>([
  ['method', METHOD_OR_PLAN],
  ['time', PLAN_TIME],
]);
/** The author's methods, plans and near times named in the text. */
function methodsNamed(norm: string): { method: Hit[]; time: Hit[] } {
  const found = METHOD_BOOK.scan(norm);
  const claimed = (hits: Hit[] | undefined) => (hits ?? []).filter((h) => firstPersonClaim(norm, h));
  return { method: claimed(found.get('method')), time: claimed(found.get('time')) };
}
const namesMethod = (norm: string) => {
  const { method, time } = methodsNamed(norm);
  return method.length > 0 || time.length > 0;
};

/**
 * A method or plan beside passive wishes. A near time is a plan beside a wish to die or disappear ("I want to die
 * tonight"), not beside one that something befall the author ("I'd be fine if my heart gave out tonight", "if a truck
 * hit me tonight I wouldn't mind"): a wish composed from parts, or one whose own words hold the time, stays a wish.
 */
function methodBeside(norm: string, wishes: readonly Hit[], composed: boolean): boolean {
  const { method, time } = methodsNamed(norm);
  return method.length > 0 || (!composed && time.some((h) => !wishes.some((w) => overlaps(w, h))));
}

/**
 * "She wants to die", "my friend was suicidal": someone else's crisis, reported. Machines and news subjects
 * count as someone else too: "the process should commit suicide", "the bomber killed himself".
 */
const THIRD_PERSON =
  /(?<![\p{L}'])(?:\[name\]|he|she|they|he's|she's|they're|his|her|him|them|their|someone|somebody|friend|brother|sister|mom|mum|dad|mother|father|son|daughter|cousin|wife|husband|girlfriend|boyfriend|partner|coworker|colleague|grandpa|grandma|grandfather|grandmother|granddad|grandad|granny|uncle|aunt|nephew|niece|stepdad|stepmom|roommate|classmate|neighbou?r|teacher|fianc[eé]e?|character|it(?! (?:is|was|feels|seems|would|will))|process|processes|thread|threads|worker|daemon|server|container|pod|job|task|program|script|app|bot|node|child|parent|build|test|tests|player|npc|mob|boss fight|bomber|bombers|attacker|gunman|soldier|soldiers|militants?|patient|patients|teenager|teenagers|teen|teens|client|clients|customer|customers)(?![\p{L}'])/gu;
/** Someone else's, just before a hit: "my roommate's ex keeps showing up". */
const OTHERS_OWN =
  /(?<![\p{L}'])(?!(?:it|he|she|who|there|that|what|where|here|let|how|when|why|everyone|someone|somebody|nobody|one)'s )\p{L}+'s $/u;
/** A lyric, a line or a title opened in single quotes before a hit: "the lyric 'I hurt myself today…'". */
const LINE_OPENED =
  /(?<![\p{L}'])(?:lyrics?|line|lines|song|quote|verse|chorus|title|sings|sang|singing|says|said) '[^']*$/u;
/** The single quote that closes such a line. */
const LINE_CLOSED = /'(?:$|[\s.,!?;:])/u;
/** Words that make what follows a subject of talk: "posts that mention self harm", "training on suicide prevention". */
const TOPIC_BEFORE =
  /(?<![\p{L}'])(?:mentions?|mentioned|mentioning|discuss(?:es|ed|ing)?|regarding|related to|involving|awareness of|prevention of|suggest(?:s|ing)|indicat(?:es|ing)|signs of|risk of|rates? of|cases of|screening for|(?:data|numbers|figures|reports?) on|(?:posts?|content|threads?|resources?|policy|policies|rules?|training|articles?|videos?|podcasts?|documentar(?:y|ies)|statistics|stats|research|studies|study|lecture|seminar) (?:on|about|around|covering))(?: (?:of|the|any|a|an))? $/u;
const AUTHOR_NAMED = /(?<![\p{L}'])(?:i|i'm|im|i'll|my|me)(?![\p{L}'])/u;
const FIRST_PERSON_WORD = /(?<![\p{L}'])(?:i|i'm|im|i've|i'd|i'll|me|my|myself)(?![\p{L}'])/gu;

function lastIndex(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index ?? last;
  return last;
}

const STARTS_FIRST_PERSON = /^(?:i|i'm|im|i've|i'd|i'll|my)(?![\p{L}'])/u;
/**
 * The author named right after a cue that follows a plain determiner: "the suicidal thoughts I've been having"
 * (not "my character's suicidal thoughts I've been writing").
 */
const DETERMINER_BEFORE = /(?:^|[^\p{L}'])(?:the|these|those|my|some|such|all the|all of the)\s$/u;
const FOLLOWED_BY_FIRST_PERSON =
  /^ (?:that |which )?(?:i|i've|i'd|i'm|im)(?: (?:\w+ )?(?:been |always |still )?(?:having|have|had|get|got|getting|keep|kept|feel|felt|feeling|struggl\w+))(?![\p{L}'])/u;
/**
 * Someone else's, just before the cue: "my brother's suicidal thoughts", "my friend's recent suicide attempt",
 * "my character's suicidal thoughts". Not when the cue's own words make the author its object ("my dad's gun to
 * end my life").
 */
const OTHERS_POSSESSIVE =
  /(?<![\p{L}'])(?:\[name\]|someone|somebody|friend|brother|sister|mom|mum|dad|mother|father|son|daughter|cousin|wife|husband|girlfriend|boyfriend|partner|coworker|colleague|character|child|parent|patient|player|uncle|aunt|grandma|grandpa|roommate|classmate|student)'s (?:[\p{L}-]+ )?$/u;
/**
 * The author's own body, or a part of it, as the cue's object: "someone will have to find my body", "my girlfriend found
 * the marks on my wrist".
 */
/** The author found by someone: "so my sister doesn't have to be the one who finds me". */
const FOUND_AUTHOR = /(?<![\p{L}'])(?:finds?|found) me$/u;
const OWN_BODY = /(?<![\p{L}'])my (?:own )?(?:body|wrists?|arms?|thighs?|skin)(?![\p{L}'])/u;

/**
 * Technical, gaming, news and policy senses of kill, die, suicide, hang, shoot, execute, terminate and abort: a
 * cue whose next few words, or the words just before it, name a machine, a signal, a game or a news subject.
 */
const TECHNICAL_AFTER =
  /^(?: (?:attacks?|attackers?|bombers?|bombings?|bomb|vests?|drones?|missions?|squad|switch|command|signal)(?![\p{L}'])|[^.!?]{0,30}?(?<![\p{L}'])(?:-\d+|-term|-kill|-s|sig(?:kill|term|int|hup)|pids?|process(?:es)?|threads?|daemons?|(?:server|build|job|task|pod|container|query|connection|session|worker|program|script|pipeline|daemon|cron|node|tab|terminal|vm|instance|branch|bot)s?|zombie|orphan|exit code|segfault|oom|out of memory|in (?:minecraft|fortnite|roblox|the game|game|a game)|respawn)(?![\p{L}']))/u;
const TECHNICAL_BEFORE =
  /(?<![\p{L}'])(?:assisted|physician.assisted|doctor.assisted|euthanasia|mass|terrorist|terror|militant|bomber|kamikaze|(?:the|a|this|that|each|every|child|parent|worker|zombie) (?:process|thread|server|build|job|task|pod|container|worker|daemon|program|script|app|bot)(?:es|s)? (?:\w+ ){0,3}|(?:os|kernel|system|docker|kubernetes|k8s|systemd|linux) (?:\w+ ){0,2}|(?:my|the|a|our|his|her|their|your) (?:laptop|phone|battery|computer|pc|mac|macbook|car|printer|monitor|keyboard|headphones|mouse|router|tablet|charger|ssd|hard drive|disk|drive|console|controller|tv|fridge|dishwasher)(?:['’]s battery)? )$/u;
/** The cue's own words make the author its object: "kill myself", "end my life". */
const SELF_OBJECT = /(?<![\p{L}'])(?:my ?self|my life|me)(?![\p{L}'])/u;
const technical = (norm: string, hit: Hit) =>
  !SELF_OBJECT.test(hit.text) &&
  (TECHNICAL_AFTER.test(norm.slice(hit.index + hit.text.length)) ||
    TECHNICAL_BEFORE.test(norm.slice(Math.max(0, hit.index - 40), hit.index)));

/**
 * Hyperbole blamed on a thing of work or school: "this bug makes me want to kms", "the standup made me want to
 * die". Such a thing is no reason for a crisis banner; a person, a job or a life is ("my boss makes me want to
 * die", "this life makes me want to kill myself") and is read as the author's.
 */
const WORK_THINGS =
  'bugs?|builds?|code|codebase|meetings?|tickets?|sprint|deploy(?:ment)?|merges?|merge conflicts?|tests?|compiler|errors?|pipeline|standups?|tool|framework|library|api|ci|prs?|reviews?|deadline|spreadsheet|jira|excel|printer|commute|traffic|css|regex|webpack|javascript|typescript|python|php|docker|kubernetes|release|migration|refactor|workshop|emails?|slack|update|game|match|level|boss fight|call|standup|all-hands|retro|outage|pager|vpn|wifi|laptop';
const TRIVIAL_CAUSE_BEFORE = new RegExp(
  `(?<![\\p{L}'])(?:this|the|that|these|those|our|another|one more|my) (?:[\\p{L}-]+ )?(?:${WORK_THINGS}|exams?|homework|lecture) (?:[\\p{L}']+ )?(?:makes|made|is making|keeps making|making) me (?:(?:want to|wanna) (?:just |literally |actually )?)?$`,
  'u',
);
/**
 * …or made conditional on one: "I'm going to kill myself if this meeting runs over again", "…if I have to fix
 * one more merge conflict". Not on an exam or a grade, which can be a real crisis ("…if I fail this exam").
 */
const TRIVIAL_CAUSE_AFTER = new RegExp(
  `^(?:,? (?:if|when|unless|before) (?:[\\p{L}']+ ){0,5}?(?:this|the|that|these|those|our|another|one more|my) (?:[\\p{L}0-9-]+ )?(?:${WORK_THINGS})|,? (?:this|these) (?:[\\p{L}0-9-]+ )?(?:${WORK_THINGS}|homework|assignments?|problem sets?))(?![\\p{L}'])`,
  'u',
);
/**
 * …or a wish or a farewell that opens a short message whose rest complains of one: "I want to die, who scheduled a
 * 7am meeting", "goodbye cruel world, jira is down again". The rest names a thing of work and neither the author
 * nor anyone else, and no loss or hardship ("I want to die, got laid off in the meeting today" is the author's).
 */
const OPENS_MESSAGE = /^(?:[\p{L}']+ ){0,2}$/u;
const WORK_COMPLAINT_AFTER = new RegExp(
  `^ *[,.!:;…—-]+ (?:[\\p{L}'0-9]+ ){0,5}?(?:(?:this|the|that|these|those|our|another|one more|a|an|\\d+\\w*) (?:[\\p{L}0-9-]+ )?)?(?:${WORK_THINGS})(?![\\p{L}'])`,
  'u',
);
/** What makes the rest of such a message the author's own hardship, not a thing's failing. */
const HARDSHIP_AFTER =
  /(?<![\p{L}'])(?:i|i'm|im|i've|i'd|i'll|me|my|myself|mine|laid off|fired|let go|lost|died|dead|death|passed|funeral|divorce|cancer|hospital|broke up|dumped|alone|lonely|nobody|no one|everyone|everybody|life|anymore|any more|hate|worthless|tired|can't|cannot|he|she|they|his|her|their|family|mom|dad|wife|husband|boss|manager)(?![\p{L}'])/u;
/** Up to this many words a message is one complaint. */
const COMPLAINT_WORDS = 16;
function openedComplaint(norm: string, hit: Hit, cue: Cue): boolean {
  if (cue !== 'passive' && cue !== 'intent' && cue !== 'weak') return false;
  if (!OPENS_MESSAGE.test(norm.slice(0, hit.index))) return false;
  const rest = norm.slice(hit.index + hit.text.length);
  if (norm.split(' ').length > COMPLAINT_WORDS || /[.!?]\s+\S/.test(rest.replace(/^[.!?\s]+/, '')))
    return false;
  return WORK_COMPLAINT_AFTER.test(rest) && !HARDSHIP_AFTER.test(rest);
}
const blamedOnWork = (norm: string, hit: Hit, cue: Cue) =>
  TRIVIAL_CAUSE_BEFORE.test(norm.slice(Math.max(0, hit.index - 70), hit.index)) ||
  TRIVIAL_CAUSE_AFTER.test(norm.slice(hit.index + hit.text.length, hit.index + hit.text.length + 80)) ||
  openedComplaint(norm, hit, cue);

/**
 * Asserted, and the author is the subject: the cue itself starts with "I"/"my" ("… when I tell them I won't be
 * here much longer"), or the clause's latest subject before the cue is the author rather than someone else. A
 * cue inside a hashtag ("#suicideawareness", "#kms") is a tag, not a claim.
 */
function firstPersonClaim(norm: string, hit: Hit): boolean {
  const at = hit.index;
  if (at > 0 && norm[at - 1] === '#') return false;
  if (!isAsserted(norm, at)) return false;
  if (
    LINE_OPENED.test(norm.slice(Math.max(0, at - 80), at)) &&
    LINE_CLOSED.test(norm.slice(at + hit.text.length))
  )
    return false;
  if (STARTS_FIRST_PERSON.test(hit.text) || OWN_BODY.test(hit.text) || FOUND_AUTHOR.test(hit.text))
    return true;
  // A subject named, not lived: "posts that mention self harm", "resources on suicide".
  if (TOPIC_BEFORE.test(norm.slice(Math.max(0, at - 40), at))) return false;
  if (!SELF_OBJECT.test(hit.text) && OTHERS_POSSESSIVE.test(norm.slice(Math.max(0, at - 40), at)))
    return false;
  if (
    DETERMINER_BEFORE.test(norm.slice(Math.max(0, at - 12), at)) &&
    FOLLOWED_BY_FIRST_PERSON.test(norm.slice(at + hit.text.length, at + hit.text.length + 40))
  )
    return true;
  const clause = clauseBefore(norm, at);
  const third = lastIndex(THIRD_PERSON, clause);
  return third < 0 || lastIndex(FIRST_PERSON_WORD, clause) > third;
}

/**
 * A departure from work or on a trip said in words: "my last day at the company", "goodbye notes to the team",
 * "leaving my job", "the handover", "before my vacation". Beside one, the farewell and last-day cues of INTENT
 * (DEPARTURE_CUE) tell of that departure: "my last week at the company, writing goodbye notes to everyone" was
 * read as two cues of intent, a crisis.
 */
const WORK_DEPARTURE =
  /(?<![\p{L}'])(?:(?:last|final) (?:day|week|shift|standup|sprint|month)s? (?:at|with|in|on|of) (?:the |this |my |our )?(?:company|job|team|office|work|project|role|client|org|firm|agency|startup|school|uni|university)|(?:goodbye|farewell|good-bye)s? (?:notes? |letters? |emails? |messages? |posts? |lunch |drinks |party |cards? )?(?:to|for|with) (?:the|my|our|all my|everyone at|everyone on|everyone in) (?:team|colleagues|coworkers|co-workers|company|office|work|class|students|clients|customers|crew)|(?:leaving|left|quitting|quit) (?:the|my|this|our) (?:company|job|team|role|org|firm|position)|handover|hand-over|new (?:job|role|position|team)|(?:before|for|on) (?:my |the |a )?(?:vacation|holiday|holidays|pto|parental leave|maternity leave|paternity leave|conference|trip|flight|offsite|business trip|sabbatical)|notice period|two weeks(?:'|’)? notice|(?:hand|handing|handed|give|giving|gave|put|putting|turn|turning|turned) in my (?:notice|resignation)|(?:my )?(?:contract|lease|internship|placement|secondment) (?:ends|is ending|runs out|finishes)|accepted (?:a|an|the) (?:role|job|offer|position)|(?:starting|start|joining) (?:a new|my new|at a|at the) (?:job|role|company|startup)|(?:i'm|im|i am|i've|i have|i just) (?:resigning|resigned)|(?:go|going|be|am|i'm|im|i am|off|out|while i'm|while i am) on (?:leave|vacation|holiday|pto|parental leave|maternity leave|paternity leave|sick leave|sabbatical)|(?:leaving|leave|heading out|head out|logging off|log off|signing off|sign off) (?:early|now|soon|for the (?:day|night|weekend)|for today|for tonight)|out of (?:the )?office|(?:the best part|the highlight) of my (?:career|job|time (?:here|at))|(?:i'm|im|i am|we're|we are) (?:moving|relocating) (?:abroad|away|overseas|out|house|to)|(?:moving|relocating|emigrating) (?:abroad|overseas)|(?:for|to) (?:the|my|a) (?:dentist|doctor|appointment)|flying to|(?:on|for) (?:a|my|the) (?:flight|business trip|honeymoon|wedding))(?![\p{L}'])/u;
/**
 * The cues a departure explains (WORK_DEPARTURE), whole: a farewell, notes or letters, "my last day", "leaving
 * tonight", "time to go", "won't be around". Not a cue that only holds such a word ("end it tonight").
 */
const DEPARTURE_CUE =
  /^(?:.*(?:good ?bye|farewell|notes?|letters?|best part|best thing|for the (?:last|final) time).*|(?:my )?(?:last|final) \S+(?: \S+)?|tonight|.*for good|(?:my )?time (?:for me )?to (?:go|leave)|.*be (?:here|around|gone)(?: (?:much |for much |for )?(?:longer|tomorrow|soon|anymore)| after (?:today|tonight|this week|friday|tomorrow))?|.*need (?:it|them|this|that|these|those|any of (?:it|this|that|them)|my [\p{L}']+) where i'?m going|.*be (?:logging in|logging on|posting|online|on here|around here) (?:anymore|any more|again))$/u;

/**
 * "Here" as a place of work named in the same sentence: "I don't want to be here anymore, this company is toxic" is
 * about the job (disengagement), not a wish to be gone.
 */
const WORK_PLACE =
  /(?<![\p{L}'])(?:this|the|my|our) (?:company|job|team|place|office|server|channel|project|org|organi[sz]ation|workplace|department|meeting|call|role|industry)(?![\p{L}'])/u;
const SENTENCE_EDGE = /[.!?\n]/u;
function sentenceOf(norm: string, hit: Hit): string {
  let from = hit.index;
  while (from > 0 && !SENTENCE_EDGE.test(norm[from - 1]!)) from--;
  let to = hit.index + hit.text.length;
  while (to < norm.length && !SENTENCE_EDGE.test(norm[to]!)) to++;
  return norm.slice(from, to);
}
/** A wish to be gone "from here", here being a place of work named beside it. */
const hereAtWork = (norm: string, hit: Hit) =>
  /be here/u.test(hit.text) && WORK_PLACE.test(sentenceOf(norm, hit));

/** Two hits share words: one phrase ("I won't be here much longer") is one cue, not a wish and a plan. */
const overlaps = (a: Hit, b: Hit) => a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/**
 * The author gone, unborn, asleep for good or not existing, in words no cue lists ("if there was a button that meant i
 * never existed i'd press it", "the world would run smoother without me in it", "wish i could stay asleep forever"):
 * the first half of a passive wish composed (wishedGone).
 */
const GONE =
  /(?<![\p{L}'])(?:(?:i|i'd|i had) (?:just )?never (?:existed|been born)|(?:could|can|to) (?:just )?(?:fade (?:out|away)|vanish|disappear)(?= *(?:$|[.!?,;…]| forever| for good| and never| properly| completely| quietly| like))|(?:never|not) been born|(?:they'd|they had|she'd|he'd|you'd) never met me|i (?:just )?(?:didn't|did not|don't|do not|never|wouldn't|would not|won't|will not) (?:exist|wake up(?= *(?:$|[.!?,;…]| tomorrow| again| anymore| any more| one day| ever))|get old(?= *(?:$|[.!?,;…]| anyway| either)))|(?<=(?:i|to|could|i'd|just|i'll|would) )(?:not|stop|stopped|stopping|quit) existing(?= *(?:$|[.!?,;…]| altogether| completely| for good| forever| quietly| for a while))|(?:i (?:was|were|am)|i'm) (?:just )?(?:gone|dead|no longer here|not here anymore|not around anymore)(?= *(?:$|[.!?,;…]| and| or| for good| forever| the team| they| everyone| people| my (?:family|team|parents|wife|husband|kids|partner)))|(?:i (?:just )?(?:wasn't|weren't|was not|were not|am not)|i'm (?:just )?not) (?:here|around|alive)(?= *(?:$|[.!?,;…]| anymore| any more| at all| either| or| and| for good| forever))|i (?:just )?(?:vanished|disappeared|faded (?:out|away))(?= *(?:$|[.!?,;…]| from (?:her|his|their|your|everyone's) li(?:fe|ves)| for good| forever| one day| tomorrow| and))|without me(?= *(?:$|[.!?,;…]| in (?:it|the picture|their lives?|the world|this world|the house|the family)| around| anymore| full stop| period))|(?:stay|stayed|go to|fall|be) asleep (?:forever|for good)|sleep (?:forever|for good|for a (?:really |very )?long time,? (?:like )?forever)|(?:it|this|everything) (?:all )?(?:would |to )?(?:just )?(?:end|be over)(?= *(?:$|[.!?,;…]| already| for good| forever| soon enough))|(?:go|die|died|dying) in (?:my|their|our) sleep|(?:i'm|i am|me|i) (?:still |even |just )?(?:being |staying )?(?:here|around|alive)(?= *(?:$|[.!?,;…]| anymore| any more| at all| for it))|(?:stop|stopped|stopping) being(?= *(?:$|[.!?,;…]))|(?:not|never) (?:to )?wake up|off switch|undo myself|not (?:be|being) here|tomorrow to come|(?:it|something|whatever) (?:just )?takes me(?= *(?:$|[.!?,;…]| away| out| too| with it))|(?:it all|everything|my life|my story) (?:to )?(?:just )?(?:end|ends|ending|is ending|be over|is over)(?= *(?:$|[.!?,;…]| already| anyway| soon| quietly))|(?:by|of) not existing|(?:to|just) not be(?= *(?:$|[.!?,;…]))|to (?:just )?be gone(?= *(?:$|[.!?,;…]))|stay asleep(?= *(?:$|[.!?,;…]| forever| for good))|i (?:wasn't|weren't|was not|were not) in (?:the|this) world|if i (?:just )?(?:wasn't|weren't|was not|were not) (?:here|around|alive|there|in it)(?= *(?:$|[.!?,;…]| they| we| everyone| my| his| her| our| people| things| anymore| at all))|(?:to|just) not exist(?= *(?:$|[.!?,;…]| for| anymore| forever))|(?:my|their|your) heart (?:just )?(?:stops|stopped|gives out|gave out)|(?:a|the) (?:bus|car|truck|lorry|train) (?:hit|hits|ran over|runs over|took) me|(?:to )?never (?:have|having) existed|(?:dropped|drop|dropping) out of (?:existence|life|the world)|(?:i|i'd|i could|me to|i would|i'll) (?:just )?be gone(?= *(?:$|[.!?,;…])))/u;
/** The second half: the author wishing it, relieved by it, fine with it, or others better off for it. */
const WELCOMED =
  /(?<![\p{L}'])(?:wish|wishing|hope|hoping|hopes|pray|praying|relief|relieved|(?:wouldn't|would not|wouldnt) (?:even )?mind|fine|ok with|okay with|peace|peaceful|jealous|envy|press it|rather|better|easier|happier|smoother|lighter|safer|free|relax|move on|keep spinning|save|have a life|be nice|kinda nice|so nice|be happy|appealing|tempting|favou?r|waiting for|faster|freer|breathe|restful|either (?:works|is fine|way)|(?:wouldn't|would not) (?:even )?(?:be )?(?:upset|sad|sorry|mad)|(?:wouldn't|would not|won't) (?:lose|miss) (?:anything|a thing|much)|sounds (?:[\p{L}]+ )?(?:nice|good|lovely|peaceful|restful|like a (?:vacation|holiday|break|rest|relief)))(?![\p{L}'])/u;
/**
 * A wish denied ("I don't wish I was gone"), or another's wish reported: no passive wish of the author's. (The cue
 * books' negation reading does not serve here: "wouldn't mind" is the wish itself.)
 */
const NOT_WISHED =
  /(?<![\p{L}'])(?:(?:don't|do not|never|not|didn't|did not) (?:really |ever )?(?:wish|hope|want)|(?:he|she|they|[\p{L}]+ says|[\p{L}]+ said) (?:wish|wishes|wished|hopes|hoped))(?![\p{L}'])/u;

/**
 * Self-harm told in words no cue lists ("burned myself with a lighter again tonight", "poured boiling water on my hand
 * on purpose", "i scratch my forearms till they bleed when im anxious"): in one sentence, an injury done to the
 * author's own body (HURT_SELF) and a sign that it was meant or is a habit (MEANT), not an accident at the stove or the
 * gym. The hit is the injury's words.
 */
const HURT_SELF =
  /(?<![\p{L}'])(?:(?:burn|burned|burnt|burning|cut|cutting|scratch|scratched|scratching|hit|hitting|punch|punched|punching|bang|banged|banging|bash|bashed|bashing|slap|slapped|slapping|slam|slammed|slamming|bite|bit|biting|scald|scalded|pinch|pinched) (?:myself|my (?:own )?(?:hands?|fingers|knuckles|arms?|forearms?|wrists?|skin|thighs?|legs?|hips?|stomach|head|face|chest))|(?:dug|dig|digging) my (?:nails|fingernails) into my (?:own )?(?:arms?|wrists?|skin|hands?|legs?)|(?:punched|punch|punching|hit|hitting) (?:the|a) (?:[\p{L}]+ )?wall (?:until|till|til) my (?:knuckles|hands?|fingers|fists?) (?:split|bled|bleed|broke|cracked)|(?:a )?lighter on my (?:legs?|arms?|wrists?|skin|thighs?)|(?:poured|pour|pouring|held|hold|holding|pressed|press|pressing|put|putting|used|use|using) (?:the |a |some |my )?(?:boiling water|hot water|a lighter|a hot [\p{L}]+|the hot [\p{L} ]+?|a blade|the blade|a razor|a cigarette|the iron|hair straighteners?|straighteners?|the straighteners?|curling tongs|curling irons?|a lit match|the kettle|ice) (?:on|onto|to|against|into) my (?:own )?(?:hands?|arms?|forearms?|wrists?|skin|thighs?|legs?|hips?|stomach|face))(?![\p{L}'])/u;
const MEANT =
  /(?<![\p{L}'])(?:on purpose|deliberately|intentionally|as (?:a )?punishment|punish(?:ing)? myself|i deserve|to feel (?:something|better|calm|real|in control)|feel calmer|(?:till|until|til) (?:they|it|i) (?:bleed|bled|bruise|bruised|split|blister|blistered|got dizzy|go numb|saw stars|saw spots|passed out)|(?:till|until|til) my (?:knuckles|skin|hands?|fingers) (?:split|bled|bleed|cracked)|(?:can't|cant|cannot) stop|every time i|whenever i|when (?:i'm|im|i am|i get|i feel|i mess|i fail|nobody)|again tonight|routine|(?:so|where) (?:nobody|no one) (?:sees|can see)|hide (?:it|them|the marks)|with (?:a|my|the) (?:lighter|blade|razor|compass|sharpener blade)|every night|hard enough to (?:bruise|bleed|leave (?:a )?marks?)|so i (?:wouldn't|won't|didn't|don't) (?:scream|cry|yell|lose it|explode)|(?:head|mind|brain) (?:is|was|feels|felt|got|went) (?:[\p{L}]+ )?(?:quieter|calmer|quiet))(?![\p{L}'])/u;
const NOT_HURT_SELF =
  /(?<![\p{L}'])(?:stove|oven|hob|pan|kettle|cooking|baking|dinner|chopping|onions|candle|campfire|bbq|gym|workout|leg day|bike|skate|climbing|football|rugby|by accident|accidentally|lol|lmao|haha|wall over|against the wall over|head against (?:the|a) (?:wall|desk|keyboard) (?:over|with|about|trying))(?![\p{L}'])/u;

const MAY_HURT_SELF = new Gated(HURT_SELF);
const HURT_SELF_ALL = new RegExp(HURT_SELF.source, 'gu');
const hurtSelf = (norm: string): Hit[] =>
  MAY_HURT_SELF.mayMatch(norm)
    ? sentenceHits(norm, HURT_SELF_ALL, (sentence) => MEANT.test(sentence) && !NOT_HURT_SELF.test(sentence))
    : [];

/** FIRST_PERSON_WORD, for a test anywhere in a sentence (that one is global, for lastIndex). */
const FIRST_PERSON_WORD_ONCE = new RegExp(FIRST_PERSON_WORD.source, 'u');
/** Passive wishes composed from GONE and WELCOMED in one sentence of the author's, as hits over GONE's words. */
const MAY_BE_GONE = new Gated(GONE);
const GONE_ALL = new RegExp(GONE.source, 'gu');
const wishedGone = (norm: string): Hit[] =>
  MAY_BE_GONE.mayMatch(norm)
    ? sentenceHits(
        norm,
        GONE_ALL,
        (sentence, at) =>
          WELCOMED.test(sentence) &&
          !NOT_WISHED.test(sentence) &&
          FIRST_PERSON_WORD_ONCE.test(sentence) &&
          !isQuoted(norm, at),
      )
    : [];

/** Whether the character code ends a sentence: ".", "!", "?" or a line break. */
const endsSentence = (c: number) => c === 46 || c === 33 || c === 63 || c === 10;

/** The matches of `all` (global) whose sentence (and position) `keep` accepts, as hits. */
function sentenceHits(norm: string, all: RegExp, keep: (sentence: string, at: number) => boolean): Hit[] {
  const out: Hit[] = [];
  all.lastIndex = 0;
  for (let m = all.exec(norm); m !== null; m = all.exec(norm)) {
    let from = m.index;
    while (from > 0 && !endsSentence(norm.charCodeAt(from - 1))) from--;
    let to = m.index + m[0].length;
    while (to < norm.length && !endsSentence(norm.charCodeAt(to))) to++;
    if (keep(norm.slice(from, to), m.index)) out.push({ text: m[0], index: m.index });
  }
  return out;
}

const NONE: CrisisResult = { crisis: false, level: 'none', theme: null, weight: 0 };
const high = (theme: CrisisTheme): CrisisResult => ({ crisis: true, level: 'high', theme, weight: 1 });
const elevated = (weight: number, said = false): CrisisResult => ({
  crisis: false,
  level: 'elevated',
  theme: null,
  weight: Math.max(0.75, Math.min(1, weight)),
  said,
});

const GAMES =
  '(?:minecraft|fortnite|roblox|terraria|skyrim|valorant|overwatch|apex(?: legends)?|elden ring|dark souls|zelda|pokemon|the sims|sims|gta|call of duty|warzone|dota|among us|dayz|stardew(?: valley)?|hardcore(?: mode)?|(?:a|the|this|that|my|our) (?:video )?game|survival mode|pvp)';
/** The cue's dying or killing happens in a game: "the most painless way to die in minecraft". */
const IN_GAME = new RegExp(`^[^.!?]{0,12}?(?<![\\p{L}'])(?:in|on) ${GAMES}(?![\\p{L}'])`, 'u');
const inGame = (norm: string, hit: Hit) => IN_GAME.test(norm.slice(hit.index + hit.text.length));

/**
 * Misspellings of the explicit words, mended before matching ("kill myslef", "sucidal"). Each keeps the text's
 * positions meaningful for the clause checks, since only whole words are replaced.
 */
const TYPOS: [RegExp, string][] = [
  [
    /(?<![\p{L}'])(?:myslef|mysefl|mysef|myelf|mysel|mself|myslf|msyelf|myseld|myselg)(?![\p{L}'])/gu,
    'myself',
  ],
  [
    /(?<![\p{L}'])(?:sucide|suicde|suiside|suicid|sucicide|suicdie|siucide|suicie|suiced|suicice|sucide)(?![\p{L}'])/gu,
    'suicide',
  ],
  [
    /(?<![\p{L}'])(?:sucidal|suicdal|suicidial|suisidal|suicidel|sucicidal|suicidle|suiciadal|suidical)(?![\p{L}'])/gu,
    'suicidal',
  ],
  [/(?<![\p{L}'])(?:kil|kll|kiil|klil)(?= my ?self)/gu, 'kill'],
  [/(?<![\p{L}'])my ?(?:slef|sefl|sself|slf)(?![\p{L}'])/gu, 'myself'],
  [/(?<![\p{L}'])(end|ending|take|taking) my (?:lfe|lief|liife|lif)(?![\p{L}'])/gu, '$1 my life'],
  [/(?<![\p{L}'])(?:k[*!1]ll|ki11)(?= my ?self)/gu, 'kill'],
  [/(?<![\p{L}'])(?:hopless|hopeles|hopelss|hoepless)(?![\p{L}'])/gu, 'hopeless'],
];
/**
 * One pass that tells whether any misspelling is present, so that most texts skip the replacements; gated by the
 * misspellings' letters, so that most texts skip the pass.
 */
const ANY_TYPO = new Gated(new RegExp(TYPOS.map(([re]) => re.source).join('|'), 'u'));
function mendTypos(norm: string): string {
  const text = withApostrophes(norm);
  if (!ANY_TYPO.test(text)) return text;
  let out = text;
  for (const [re, word] of TYPOS) out = out.replace(re, word);
  return out;
}

/** Where each contraction typed bare takes its apostrophe: "dont" → "don't". */
const APOSTROPHE_AT: Readonly<Record<string, number>> = {
  dont: 3,
  doesnt: 5,
  didnt: 4,
  wont: 3,
  cant: 3,
  wouldnt: 6,
  couldnt: 6,
  shouldnt: 7,
  isnt: 3,
  wasnt: 4,
  arent: 4,
  werent: 5,
  havent: 5,
  hasnt: 4,
  hadnt: 4,
  aint: 3,
  im: 1,
  ive: 1,
  youre: 3,
  theyre: 4,
  thats: 4,
  whats: 4,
  theres: 5,
  hes: 2,
  shes: 3,
  itd: 2,
  itll: 2,
  theyd: 4,
  youd: 3,
  everyones: 8,
  nobodys: 6,
  tonights: 7,
  id: 1,
};
/** The contractions by the hash of their letters (hashString): a text's words are hashed as they are read, none sliced. */
const BARE = new Map<number, readonly [string, number]>(
  Object.entries(APOSTROPHE_AT).map(([word, at]) => [hashString(word), [word, at] as const]),
);
/** The words after which "id" is "I'd". */
const AFTER_I_D =
  /^ (?:rather|be|never|have|love|give|trade|swap|press|just|honestly|probably|prefer|like to|want|miss|bother|still|even)(?![\p{L}'])/u;
const LONGEST_BARE = 9;
const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/**
 * Contractions typed without their apostrophe, as chat often has them ("honestly wouldnt mind if i didnt wake up",
 * "theyd all be fine without me"), written with it, so that every cue written with the apostrophe reads them (most
 * were also written without it, not all), and a negation reads as one ("didnt" as "didn't"). "id" only before words
 * that follow "I'd" ("id rather", "id be relieved"), not the identifier; "ill", "its", "were" and "wed" are words of
 * their own and stay. Read by hand, as unicode.ts reads words: most texts hold none, and an expression over every
 * text cost a microsecond.
 */
function withApostrophes(norm: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < norm.length; ) {
    const c = norm.charCodeAt(i);
    if (c < 97 || c > 122) {
      i++;
      continue;
    }
    let h = fnvStep(FNV_BASIS, c);
    let j = i + 1;
    for (; j < norm.length; j++) {
      const d = norm.charCodeAt(j);
      if (d < 97 || d > 122) break;
      h = fnvStep(h, d);
    }
    const entry = j - i <= LONGEST_BARE ? BARE.get(h >>> 0) : undefined;
    if (
      entry !== undefined &&
      entry[0].length === j - i &&
      norm.startsWith(entry[0], i) &&
      !(i > 0 && (isApostrophe(norm.charCodeAt(i - 1)) || isLetter(codePointBefore(norm, i)))) &&
      !(j < norm.length && (isApostrophe(norm.charCodeAt(j)) || isLetter(codePointAt(norm, j)))) &&
      (entry[0] !== 'id' || AFTER_I_D.test(norm.slice(j, j + 20)))
    ) {
      out += `${norm.slice(last, i + entry[1])}'`;
      last = i + entry[1];
    }
    i = j;
  }
  return last === 0 ? norm : out + norm.slice(last);
}

/**
 * A long first-person account by a stressed author (stress index at the stress threshold or above) that also
 * uses hopelessness or death language is at least `elevated`: this needs at least one weak cue,
 * LONG_FIRST_PERSON first-person words and LONG_WORDS words.
 */
const DISTRESSED_INDEX = STRESS_THRESHOLD;
const LONG_FIRST_PERSON = 5;
const LONG_WORDS = 30;

/**
 * `norm` is the output of `normalise` applied to PII-scrubbed text; `stressIndex` (see affect.ts) is optional and
 * enables the long-account rule. Only explicit language reaches `high`: thoughts of killing oneself, a plan,
 * method or attempt, self-harm, abuse, a threat to others. Passive wishes, hopelessness and farewells, and the
 * inferential rules (several weak cues; a long distressed account), give `elevated`.
 */
export function detectCrisis(text: string, stressIndex = Number.NEGATIVE_INFINITY): CrisisResult {
  const norm = mendTypos(text);
  const found = BOOK.scan(norm);
  // A passive wish in words no cue lists is read beside the cues (wishedGone), or alone.
  const composed = wishedGone(norm).filter((h) => !jokeNear(norm, h));
  const hurt = hurtSelf(norm).filter((h) => isAsserted(norm, h.index) && !jokeNear(norm, h));
  if (found.size === 0 && composed.length === 0 && hurt.length === 0) return NONE;
  const claims = new Map<Cue, Hit[]>();
  const software = talksAboutSoftware(norm);
  // Death and killing in a game, in a technical or news sense, or blamed on a bug or a meeting, count only as weak
  // evidence, like hyperbole.
  let played = 0;
  for (const [cue, hits] of found) {
    const claimed = hits.filter((h) =>
      cue === 'abuse'
        ? isAsserted(norm, h.index) && !OTHERS_OWN.test(norm.slice(Math.max(0, h.index - 20), h.index))
        : // A threat told is often quoted ("someone wrote "everyone in 3B dies tomorrow" on the wall").
          cue === 'threat_told' || cue === 'attempt_told'
          ? !isNegated(norm, h.index)
          : firstPersonClaim(norm, h),
    );
    const real =
      cue === 'abuse' || cue === 'threat_told' || cue === 'attempt_told'
        ? claimed
        : claimed.filter(
            (h) =>
              !inGame(norm, h) &&
              // A wish or a farewell that names the author is theirs whatever machine follows ("this is my last
              // message on this server").
              (!technical(norm, h) || (cue === 'passive' && AUTHOR_NAMED.test(h.text))) &&
              !blamedOnWork(norm, h, cue) &&
              !(cue === 'weak' && software && SOFTWARE_SENSE.test(h.text)),
          );
    if (cue !== 'weak') played += claimed.length - real.length;
    claims.set(cue, real);
  }
  const asserted = (cue: Cue) => claims.get(cue) ?? [];
  // Cues in a sentence with a joke marker: hyperbole, except for a near-attempt or a strong cue in a long text.
  const unjoked = (cue: Cue) => asserted(cue).filter((h) => !jokeNear(norm, h));
  if (asserted('self_harm').length > 0 || hurt.length > 0) return high('self_harm');
  if (asserted('attempt').length > 0 || asserted('attempt_told').length > 0) return high('suicidal_ideation');
  const strong = asserted('strong');
  if (strong.length > 0 && !(strong.length === 1 && norm.length < 80 && jokeNear(norm, strong[0]!)))
    return high('suicidal_ideation');
  if (asserted('abuse').length > 0) return high('abuse_disclosure');
  const meansHits = unjoked('means');
  if (
    meansHits.some((h) => {
      const rest = `${norm.slice(0, h.index)} ${norm.slice(h.index + h.text.length)}`;
      return MEANS_CONTEXT.test(rest);
    })
  )
    return high('suicidal_ideation');
  if (unjoked('harm_to_others').length > 0 || unjoked('threat_told').length > 0)
    return high('harm_to_others');
  // A method or plan named beside it is never explained away ("…driving to the bridge tonight").
  const departing = WORK_DEPARTURE.test(norm) && !namesMethod(norm);
  const departed = (h: Hit) => departing && DEPARTURE_CUE.test(h.text);
  const passiveHits = unjoked('passive').filter((h) => !departed(h) && !hereAtWork(norm, h));
  const wishComposed = passiveHits.length === 0;
  if (wishComposed) passiveHits.push(...composed.filter((h) => !hereAtWork(norm, h)));
  const weakHits = asserted('weak').filter((h) => !departed(h));
  const passive = passiveHits.length;
  if (passive > 0 && methodBeside(norm, passiveHits, wishComposed)) return high('suicidal_ideation');
  const intentHits = unjoked('intent').filter((h) => !departed(h));
  const intent = intentHits.length;
  const farewellHits = unjoked('farewell').filter((h) => !departed(h));
  // A farewell beside a sign of its own: an intent cue, a passive wish or a death word, in other words than its own.
  const apart = (hits: Hit[]) => farewellHits.some((f) => hits.some((h) => !overlaps(f, h)));
  const farewellBeside =
    apart(intentHits) || apart(passiveHits) || apart(weakHits.filter((h) => namesDeath(norm, h)));
  // A passive wish counts beside an intent cue only when they are different phrases.
  const wishAndIntent = passive > 0 && intentHits.some((h) => !passiveHits.some((p) => overlaps(p, h)));
  if (farewellBeside) return high('suicidal_ideation');
  if (
    intent > 0 &&
    (intent > 1 ||
      intentHits.some(
        (h) => meansForThis(norm, h) && (passive > 0 || weakHits.some((w) => !overlaps(w, h))),
      ) ||
      wishAndIntent ||
      weakHits.some((h) => namesDeath(norm, h)) ||
      intentHits.some((h) => afterSuicideNamed(norm, h)))
  )
    return high('suicidal_ideation');
  if (MAY_KEEP_MEANS.test(norm) && MEANS_FOR_A_TIME.test(norm)) return elevated(1, true);
  const weak = weakHits.length + intent + farewellHits.length + meansHits.length + played;
  const evidence = weak + (strong.length > 0 || passive > 0 ? 2 : 0);
  if (passive > 0) return elevated(evidence / 4, true);
  const firstPerson = evidence > 0 ? hits(FIRST_PERSON, norm).length : 0;
  if (evidence >= WEAK_THRESHOLD && firstPerson >= 1) return elevated(evidence / 4);
  const long = firstPerson >= LONG_FIRST_PERSON && norm.split(' ').length >= LONG_WORDS;
  if (evidence >= 1 && long && stressIndex >= DISTRESSED_INDEX) return elevated(evidence / 4);
  return { crisis: false, level: 'none', theme: null, weight: Math.min(1, evidence / 4) };
}
