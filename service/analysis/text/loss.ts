/**
 * A bereavement said in words: "my grandma passed away last week", "we lost our dog this morning", "the funeral is
 * on Friday". The lexicon has "died" but no "passed away" or "funeral", and the models read such news mildly: "my
 * grandma passed last week" was at valence 0.01 and distress 3.3.
 */

const KIN =
  '(?:mom|mum|mother|dad|father|parents?|grandma|grandmother|grandpa|grandfather|granny|nan|nana|gran|brother|sister|wife|husband|partner|son|daughter|baby|child|kid|kids|toddler|aunt|uncle|cousin|friend|best friend|dog|cat|pet)';
/** "Passed" of a life, not of an exam or a check ("my dad passed the bar exam"). */
const DIED = `(?:just |sadly |suddenly |unexpectedly |has |had )?(?:passed away|passed|died)(?! (?:the|my|an?|all|her|his|their|it|out|by|over|on to|through)(?![\\p{L}]))`;

const wordsOf = (sources: readonly string[]) =>
  new RegExp(sources.map((source) => `(?<![\\p{L}'])${source}(?![\\p{L}'])`).join('|'), 'giu');

/** Anyone's bereavement: words of loss the lexicon lacks. */
const LOSS = wordsOf([
  'passed away',
  `(?:my|our|his|her|their) (?:\\w+ )?${KIN} ${DIED}`,
  `(?:lost|losing) (?:my|our|his|her|their) (?:\\w+ )?${KIN}(?! (?:in the|at the|somewhere))`,
  'funeral',
  'in mourning',
  'miscarriage',
]);
/** The author's own: "my grandma passed last week", "we lost our dog", "I'm still grieving". */
const OWN_LOSS = wordsOf([
  `(?:my|our) (?:\\w+ )?${KIN} ${DIED}`,
  `(?:lost|losing) (?:my|our) (?:\\w+ )?${KIN}(?! (?:in the|at the|somewhere))`,
  `(?:my|our) (?:\\w+ )?${KIN}(?:'s|’s) funeral`,
  "(?:i'm|im|i am|we're|we are|i've been|we've been) (?:still )?(?:grieving|in mourning)",
  // Grief told with its subject left out: "grieving my grandfather and trying to work through it".
  `(?:^|[.!,] |(?<![\\p{L}'])(?:still|just|been) )(?:grieving|mourning) (?:(?:for|over) )?(?:the loss of )?(?:my|our) (?:\\w+ )?${KIN}`,
  '(?:i|we) (?:had|have had) a miscarriage',
  // "the miscarriage was three weeks ago", "we lost the baby" (not "the baby lost his toy").
  '(?:the|my|our) miscarriage(?!s)|(?:we|i) lost (?:the|our) baby|(?:i|we) miscarried',
  // A pet put to sleep: "We had to put our dog down yesterday"; a member of the community: "Our longtime guild member
  // [NAME] passed away".
  `(?:had to |have to |just |finally )?(?:put|putting) (?:our|my) (?:\\w+ )?(?:dog|cat|pet|horse|rabbit|bunny|hamster|bird) (?:down|to sleep)`,
  `(?:my|our) (?:\\w+ ){0,2}(?:member|teammate|colleague|coworker|co-worker|classmate|mentor|boss|manager|neighbou?r)(?: \\[name\\])? ${DIED}`,
  // Told at a sentence's start with its time: "miscarriage last month. i keep seeing baby stuff everywhere". (The
  // sentence's start is looked for behind the word, not before it: a lookbehind that opens an alternative is tried at
  // every position of every text, and cost the whole expression four times its time.)
  'miscarriage(?<=(?:^|[.!?] )miscarriage) (?:last|this|two|three|four|a few|\\d+) (?:week|weeks|month|months|night|days|year)(?: ago)?',
]);

const MAY_SAY_LOSS = /pass|die|lost|losing|funeral|mourn|griev|miscarr|down|to sleep/i;

/** How many bereavements, anyone's, the text says: 0 for most texts. */
export function lossesSaid(text: string): number {
  if (!MAY_SAY_LOSS.test(text)) return 0;
  return text.match(LOSS)?.length ?? 0;
}

/** A loss long past: "my dad passed away last year", "we lost our dog years ago", "when I was a kid". */
const LONG_AGO =
  /^[^.!?]{0,30}?(?<![\p{L}])(?:last year|(?:a|one|two|three|four|five|few|several|many|\d+) years? ago|years ago|in (?:19|20)\d\d|when i was)(?![\p{L}])/iu;

/** Whether `said` matches somewhere in the text with no "long ago" just after it. */
function saidRecently(text: string, said: RegExp): boolean {
  for (const m of text.matchAll(said)) {
    const end = (m.index ?? 0) + m[0].length;
    if (!LONG_AGO.test(text.slice(end, end + 60))) return true;
  }
  return false;
}

/** Whether the text says a recent bereavement of the author's own. */
export function ownLossSaid(text: string): boolean {
  return MAY_SAY_LOSS.test(text) && saidRecently(text, OWN_LOSS);
}

/**
 * A loved one of the author's gravely ill: "my mom is in the hospital", "my dad was rushed to the ER last night",
 * "our son was diagnosed with leukemia", "my mom has cancer"; not a visit or a job there ("my mom works at the
 * hospital") nor an illness long past.
 */
const KIN_ILL = wordsOf([
  // A diagnosis of the author's or the family's: "the biopsy came back malignant. we find out the stage on monday".
  "(?:the|my|her|his|our|mom's|dad's) biopsy (?:came back|was|is) (?:malignant|positive|cancerous)",
  '(?:the|my|her|his|our) (?:tumou?r|lump|mass|growth) (?:is|was|turned out to be) (?:malignant|cancerous)',
  `(?:my|our) (?:\\w+ )?${KIN}(?:'s| is| was| has been| got| had to go| went| ended up)(?: still| just| suddenly| now)? (?:in|into|to) (?:the |a )?(?:hospital|icu|intensive care|er|emergency room|emergency|a coma|hospice|surgery)(?! to (?:visit|see|drop|pick|work|deliver|volunteer|help)(?![\\p{L}]))`,
  `(?:my|our) (?:\\w+ )?${KIN} (?:was|got|has been|is being|just got) (?:rushed|admitted|taken) (?:in)?to (?:the |a )?(?:hospital|icu|er|emergency room|emergency)`,
  `(?:my|our) (?:\\w+ )?${KIN} (?:was|has been|just got|got) (?:just )?diagnosed with`,
  // A grave illness said to be had now: "my mom has cancer", "my dad has stage 4 lung cancer" (not "had").
  // …or said to be getting worse: "my mom's dementia is getting worse".
  `(?:my|our) (?:\\w+ )?${KIN}'s (?:cancer|leukemia|leukaemia|lymphoma|tumou?rs?|dementia|alzheimer'?s|als|parkinson'?s|heart failure|condition|illness) (?:(?:is|has been|keeps) (?:getting|growing|becoming) worse|(?:has )?(?:gotten|got|grown) worse|(?:is|has been) (?:spreading|progressing)|(?:has )?(?:spread|progressed|come back|returned)|came back)`,
  `(?:my|our) (?:\\w+ )?${KIN} (?:has|has got|is fighting|is battling|is dying of|is dying from)(?: (?:stage (?:\\d|iv|iii|ii|one|two|three|four)|terminal|late-stage|advanced|aggressive|metastatic))?(?: \\w+)? (?:cancer|leukemia|leukaemia|lymphoma|tumou?rs?|dementia|alzheimer'?s|als|parkinson'?s|heart failure|sepsis|covid)`,
]);
const MAY_SAY_KIN_ILL =
  /biopsy|malignant|cancerous|hospital|icu|intensive|\ber\b|emergency|coma|hospice|surgery|diagnosed|admitted|rushed|cancer|leuk|lymphoma|tumo|dementia|alzheimer|\bals\b|parkinson|heart failure|sepsis|covid|'s (?:condition|illness)/i;

/** Whether the text says a loved one of the author's is gravely ill now. */
export function ownKinIllSaid(text: string): boolean {
  return MAY_SAY_KIN_ILL.test(text) && saidRecently(text, KIN_ILL);
}

/**
 * The author's job lost: "I just got laid off", "lost my job last week", "got let go this morning", "my contract
 * wasn't renewed", "I was made redundant". The models read such news mildly ("got let go this morning along with
 * half the team" was at valence 0.05 and distress 0.1). Not a fear of it ("if I lose my job"), not someone else's
 * ("they laid off two people"), not "fired up".
 */
const DISMISSED = '(?:laid off|let go(?! of)|fired(?! up)|sacked|made redundant)';
const OWN_JOB_LOSS = wordsOf([
  `(?:i|i've|ive|we|we've) (?:just |finally |officially )?(?:got|was|were|been|have been|had been) (?:just |officially )?${DISMISSED}`,
  `^(?:just |so i |so we )?got ${DISMISSED}`,
  `(?:i'm|im|i am|we're|we are) being ${DISMISSED}`,
  // "I got the layoff notice this morning" (read as surprise at 0.01).
  '(?:(?:i|we) |^)(?:just |finally |officially )?got (?:the|my|a|our) (?:layoff|redundancy|termination) (?:notice|letter|email|e-mail|call|news)(?! (?:for|about|of|to) (?!(?:me|us)(?![\\p{L}]))[\\p{L}])',
  '(?:(?:i|we) |^)(?:just |recently )?lost (?:my|our) (?:\\w+ )?(?:jobs?|positions?)(?! (?:description|application|search|title|posting))',
  '(?:my|our) (?:contract|position|role|job)s? (?:was|were|got|has been|have been|is being|are being) (?:not renewed|eliminated|cut|terminated|made redundant)',
  "(?:my|our) (?:contract|contracts) (?:wasn't|weren't|won't be|will not be|isn't being|is not being) (?:renewed|extended)",
  // A job offer taken back: "the offer was rescinded the day before I was supposed to start".
  '(?:my|the|our) (?:job )?offer (?:was|got|has been|had been) (?:rescinded|withdrawn|pulled|revoked)',
]);

const MAY_SAY_JOB_LOSS =
  /laid|let go|fired|sacked|redundan|lost|contract|position|role|job|layoff|termination|offer/i;

/** Whether the text says that the author lost their job (recently: not "years ago"). */
export function ownJobLossSaid(text: string): boolean {
  return MAY_SAY_JOB_LOSS.test(text) && saidRecently(text, OWN_JOB_LOSS);
}
