/**
 * A success said in words, the author's or their team's: "we shipped v2 today 🎉", "we hit our Q3 target!", "I got
 * the job", "I passed my exam", "finally merged!". The models read such news by its other words: "hit" and
 * "target" made "we hit our Q3 target!" fear at valence −0.28, "shipped" and "today" made a release neutral, and
 * "I passed my exam!!" was at distress 4.4.
 *
 * Not a success hoped for, missed or asked about: "if we hit our target", "we didn't ship", "did you pass?".
 */

/** Who succeeds: the author, their team, or a success told without a subject ("finally shipped"). */
const WHO =
  "(?:i|we|i've|we've|i have|we have|our team|the team|team|you|you've|you all|y'all|everyone|everybody)";
/** Words that may stand between the subject and the verb without taking the success back. */
const BETWEEN = '(?: (?:just|finally|officially|successfully|actually|totally|absolutely|really|have|has))*';
const GOAL =
  '(?:target|targets|goal|goals|quota|milestone|record|numbers|okrs?|kpis?|deadline|sales target|revenue target|stretch goal)';
const EXAM =
  '(?:exam|exams|finals|test|certification|cert|interview|interviews|probation|audit|driving test|defen[cs]e|bar|boards|course|class)';
const PRIZE =
  '(?:job|offer|promotion|raise|visa|scholarship|grant|contract|deal|green light|funding|internship|apartment|house|series [a-d]|seed round|funding round)';

/** Not hoped for, wished, conditional or missed: "if we hit", "hope I pass", "almost won", "have we got". */
const NOT_HOPED =
  "(?<!(?:if|when|once|until|unless|hope|hoping|hoped|wish|wished|whether|before|almost|nearly|barely|to|not|never|can|could|will|would|should|might|must|may|have|has|had|for) )(?<![\\p{L}'])";

/** What must stand before a success's words: who succeeded, or only no hope, wish or negation. */
const BEFORE = {
  who: new RegExp(`${NOT_HOPED}${WHO}${BETWEEN} $`, 'u'),
  we: new RegExp(`${NOT_HOPED}(?:we|we've) (?:finally |actually |really )?$`, 'u'),
  any: new RegExp(`${NOT_HOPED}$`, 'u'),
  live: /(?<![\p{L}'])(?:it's|it is|we're|we are|v?\d[\w.]*|the (?:\w+ )?(?:release|launch|feature|site|app)) (?:finally |now |officially )?$/u,
  // A thing of the author's or the team's that reached a count: "the mobile app hit 1M downloads".
  thing: new RegExp(
    `(?:${NOT_HOPED}(?:(?:the|our|my) (?:[\\p{L}-]+ )?(?:app|game|product|site|website|channel|repo|project|video|post|podcast|book|newsletter|server|library|package|extension|plugin|startup|store|shop|community|discord)|${WHO})${BETWEEN} |(?:^|[.!,] )(?:just |finally )?)$`,
    'u',
  ),
  // The author or the team, or nothing before but "just" or "finally" at the start of a sentence or a clause: "just
  // got my first PR merged", "I can't stop smiling, got the offer!!".
  whoOrOpening: new RegExp(`(?:${NOT_HOPED}${WHO}${BETWEEN} |(?:^|[.!,] )(?:just |finally )?)$`, 'u'),
  // A release told at the start of a message or sentence, its subject left out: "shipped it!", "merged 🎉", or by
  // who did it: "we shipped it!" (the words of 'who' below are not tried where these matched).
  opening: new RegExp(`(?:(?:^|[.!] )|${NOT_HOPED}${WHO}${BETWEEN} )$`, 'u'),
  // Not something said to have got no better, nor a hope: "nothing has improved", "I hope it has improved".
  better: new RegExp(
    `(?<!(?:nothing|nobody|no one|none|never|hope|hoping|wish|if|whether|sure if|know if) (?:\\w+ )?)${NOT_HOPED}$`,
    'u',
  ),
  // Praise from someone at work: "my manager praised my work", not "nobody praised us" or "she never thanked me".
  boss: new RegExp(
    `${NOT_HOPED}(?:(?:my|our|the) (?:\\w+ )?(?:manager|boss|lead|director|ceo|cto|vp|client|customer|mentor|head|skip|team|teacher|professor)|she|he|they|everyone|everybody|\\[name\\])(?: (?:just|finally|publicly|personally|really|actually|even|also))? $`,
    'u',
  ),
};

/**
 * The words of a success, each with what must stand before it. The scan looks for these words first (a regular
 * expression that opens with a word is quick to rule a position out) and reads what stands before a hit only then.
 */
const SAID: [keyof typeof BEFORE, string][] = [
  // A message (or sentence) that opens with a release and goes on with nothing but the celebration: "Shipped it!",
  // "merged 🎉", "deployed v2.3.1 🚀"; not "merged the wrong branch", "deployed it and everything broke". First,
  // since a hit at a position rules out the words listed after it there.
  [
    'opening',
    '(?:shipped|launched|released|deployed|merged)(?: it| (?:v|version )?\\d[\\w.]*)?(?=(?:[!. \\ufe0f]|\\p{Extended_Pictographic})*$)',
  ],
  // Work of the author's own done, told by "my": "shipped my first feature solo", "merged my first PR" (listed
  // before the subject's form of the same verbs, which would shadow it).
  [
    'any',
    '(?:shipped|launched|released|merged|landed|finished|completed|published|deployed|presented|gave) my (?:very )?(?:first|own|biggest|first ever|first big|first real) (?:\\w+ )?(?:feature|pr|pull request|release|app|project|game|book|paper|talk|commit|contribution|deal|sale|client|marathon|course|thesis|dissertation|website)',
  ],
  [
    'who',
    '(?:shipped|launched|went live|won|made it happen)(?! (?:\\w+ )?(?:bugs?|regressions?|broken|breaking|outages?))',
  ],
  // "We did it!", "we did it team!", not "I did it to myself" or "that is why I did it".
  ['we', "did it(?:,? (?:team|everyone|all|guys|folks|y'all|people|fam))?(?= ?[!.]|$)"],
  [
    'who',
    `(?:hit|reached|smashed|exceeded|beat|broke|set|crushed|met) (?:our|the|my|a|all|every|this|that|(?:our|the|my) (?:\\w+ ){1,2}) ?${GOAL}`,
  ],
  // A count reached: "we hit 1 million users today!!!", "just crossed 10k stars", "passed 500 customers".
  [
    'thing',
    '(?:hit|reached|crossed|passed|surpassed|topped|broke) (?:the )?(?:\\d[\\d,.]*\\s?(?:k|m|million|thousand|hundred)?|a (?:million|thousand|hundred)|one million) (?:paying |active |daily |monthly |weekly )?(?:users|customers|downloads|installs|stars|subscribers|members|signups|sign-ups|followers|sales|orders|clients|players|visitors|contributors|dau|mau|arr|mrr)',
  ],
  // "I passed my exam", and "passed my driving test on the third try!!!" with its subject left out.
  ['whoOrOpening', `(?:passed|aced|cleared) (?:my|the|our|all|both|(?:my|the|our) (?:\\w+ ){1,2}) ?${EXAM}`],
  // "I got the job", "landed a new job", not "I've got a job to do".
  [
    'whoOrOpening',
    `(?:got|landed|won|signed|closed|secured) (?:the|my|our|that|this|a|a new|a better|a great|my dream|my first|an) (?:\\w+ )?${PRIZE}(?! to)`,
  ],
  // "I got promoted", "just got hired!".
  ['whoOrOpening', '(?:got|been|was|were) (?:promoted|hired|accepted)'],
  // A place won at a school or a programme: "got into grad school!!!", "I got in to my first choice".
  [
    'whoOrOpening',
    "(?:got|been|was|were|am|i'm) (?:accepted )?(?:into|in to|to) (?:grad school|graduate school|college|uni|university|law school|med school|medical school|the program|the programme|my (?:first|top|dream) (?:choice|school|program|programme|uni|university))",
  ],
  // A piece of work taken: "my paper got accepted at the conference!", "our talk was accepted", "our app got featured
  // on the app store today!" (not "…rejected").
  [
    'any',
    '(?:my|our) (?:first |new )?(?:paper|talk|proposal|submission|abstract|book|manuscript|thesis|article|poster|app|game|product|project|repo|library|podcast|video|song|album|artwork|art|story|blog post|post|startup|visa|application|loan|mortgage|grant|transfer|leave request) (?:got|was|has been|have been|were|just got|is|is being|are being) (?:just |finally |officially )?(?:accepted|approved|published|funded|greenlit|featured)(?! (?:but|and then) )',
  ],
  // A debt paid off: "finally paid off my student loans".
  [
    'whoOrOpening',
    '(?:paid off|cleared|paid back) (?:all )?(?:of )?(?:my|our|the) (?:\\w+ )?(?:loans?|debts?|mortgage|credit cards?|car)',
  ],
  // Good news from a scan: "she's in remission", and "cancer free", which text/slang.ts gives as that.
  ['any', "(?<!(?:not|isn't|wasn't|never|no longer|out of) )in (?:full |complete )?remission"],
  // A rank or a chart reached: "just hit diamond for the first time!!!", "our app hit #1 in the store".
  [
    'whoOrOpening',
    '(?:hit|reached|got to|made it to|made) (?:diamond|platinum|plat|master|grandmaster|champion|immortal|radiant|legend|global elite)(?= |[!.]|$)(?! (?:ore|hands|tier|armou?r|sword|pickaxe)(?![\\p{L}]))',
  ],
  [
    'any',
    '(?:hit|reached|made it to|is now|went) (?:#1|number one|number 1|no\\. ?1|the top) (?:in|on|of) (?:the )?(?:app store|play store|store|charts?|trending|leaderboards?|hacker news|hn|product hunt|front page)',
  ],
  // A release that went well: "nice work everyone, the release went flawlessly" (not "went well over budget").
  [
    'any',
    '(?:release|launch|deploy|deployment|migration|demo|rollout|roll-out|cutover|upgrade|presentation|pitch|event|offsite|onboarding) (?:(?:went|has gone|was) (?:totally |really |super |incredibly |absolutely )?(?:flawless(?:ly)?|smooth(?:ly)?|perfect(?:ly)?|without a hitch|off without a hitch|brilliantly)|(?:went|has gone) (?:great|amazing(?:ly)?|really well|so well))(?! (?:over|until|except|but))',
  ],
  // A client won over: "the client finally signed" (not "signed off", "signed up"; "we signed the deal" is a prize).
  [
    'any',
    '(?:the |our |a |that |this |my |big |new )(?:\\w+ )?(?:client|customer|partner|investor|buyer)s? (?:finally |just |officially |actually )?signed(?! (?:off|out|up|in|with (?:a |our )?(?:competitor|someone else)))',
  ],
  // "I killed it in the interview" (not "killed it with fire").
  [
    'who',
    "killed it (?:in|at|during|on) (?:the|my|our|that|this|today's) (?:\\w+ )?(?:interview|presentation|exam|test|demo|pitch|talk|audition|game|match|performance|review|meeting|show|set|gig)",
  ],
  // A contribution taken: "just got my first PR merged!", "got our patch accepted upstream".
  [
    'whoOrOpening',
    '(?:got|had) (?:my|our) (?:first |very first )?(?:pr|prs|pull requests?|patch|patches|changes?|commits?|mr|merge requests?|contribution) (?:merged|accepted|approved|landed)',
  ],
  ['who', '(?:crushed|nailed|smashed|aced) it'],
  // The same, as it goes, opening a message: "killing it today team!" (read as neutral at −0.34; "he's killing it"
  // is another's, text/slang.ts).
  [
    'opening',
    "(?:crushing|killing|nailing|smashing) it(?= +(?:(?:at work|at the gym|in class|at school|on the job) )?(?:today|tonight|this (?:week|sprint|month|quarter|year)|team|everyone|guys|y'all|folks|out there|again|lately)(?![\\p{L}'])|(?: +(?:at work|at the gym|in class|at school))?\\s*(?:[!.,]|\\p{Extended_Pictographic}|$))",
  ],
  [
    'any',
    '(?:finally|successfully) (?:shipped|launched|released|merged|live|green|done|fixed|solved|working|passed|published)',
  ],
  // A level reached in a game: "just hit level 100!!!" (not "hit level 3 of the parking garage").
  [
    'whoOrOpening',
    '(?:hit|reached|got to|made it to) (?:level|lvl|lv|rank|prestige) \\d+(?! (?:of|in) (?:the|a|this)(?![\\p{L}]))',
  ],
  // A game won at last: "we finally beat the raid boss after 50 attempts!!" (not "it finally beat me").
  [
    'any',
    '(?:finally|at last) (?:beat|beaten|cleared|downed|killed|defeated|won|ranked up|hit (?:diamond|platinum|gold|plat|master|grandmaster|champion|level \\d+))(?: (?:the|that|this|our|my|a) (?:\\w+ )?(?:boss|raid|level|dungeon|game|match|tournament|final|finals|mission|quest|run|ranked))?(?! (?:me|us)(?![\\p{L}]))',
  ],
  // "it's live!", not "it's live music".
  [
    'live',
    'live(?! (?:music|stream|streaming|tv|show|broadcast|coverage|audio|video|action|bait|wire|wires))',
  ],
  ['any', '(?:tests?|builds?|ci|pipeline|checks)(?: are| is)?(?: all| finally| now)? green'],
  ['any', 'personal best'],
  // News of a life: "we're getting married!", "I'm pregnant!!", "we just got engaged" (not "I'm not pregnant", "…before
  // we are pregnant").
  [
    'any',
    "(?<![\\p{L}'])(?:we're|we are|i'm|im|i am|we just|we finally|just|finally|we|i) (?:officially |finally |now )?(?:getting married|got married|got engaged|engaged|pregnant|expecting(?: a baby)?|having a baby)(?= *(?:[!.]|\\p{Extended_Pictographic}|$| today| this| next| in| again| with (?:our|my) (?:first|second|third)))",
  ],
  // A milestone of recovery: "I've been clean for 30 days today!", "one year sober", "90 days smoke-free" (not "clean
  // for the inspection", "sober for the drive", "I relapsed after 30 days clean").
  [
    'whoOrOpening',
    "(?:(?:been|am|i'm|im|stayed|staying|now) )?(?:clean|sober|smoke.free|drug.free|alcohol.free|self.harm.free|sh.free) (?:for |since )(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an|over a|over \\d+) (?:whole |full )?(?:days?|weeks?|months?|years?|yrs?)",
  ],
  [
    'any',
    '(?<![\\p{L}\\p{N}])(?<!(?:after|lost|broke|broken|ruined|ended|reset|threw away|throwing away) )(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an) (?:whole |full )?(?:days?|weeks?|months?|years?) (?:clean|sober|smoke.free|drug.free|alcohol.free|self.harm.free)(?! (?:from|of) (?:the|my|our)? ?(?:code|bugs?|data))',
  ],
  // A deal closed: "The Acme deal closed this morning, biggest contract in company history 🎉" (not "I've got to get
  // a contract signed").
  [
    'whoOrOpening',
    '(?:the|our|a|that|this|big|new|my) (?:[\\p{L}-]+ )?(?:deal|contract|round|sale|partnership|acquisition) (?:finally |just |officially |has )?(?:closed|signed|went through|is done|is signed)(?! (?:down|off|out|early|without|before we)(?![\\p{L}]))',
  ],
  // A piece of work chosen: "my painting got into the local gallery show".
  [
    'any',
    '(?:my|our) (?:[\\p{L}-]+ ){0,2}?(?:painting|art|artwork|photo|photograph|film|short film|poem|story|song|design|project|paper|startup|team|band|drawing|sculpture|app|game) (?:got|was|has been|have been|were|just got) (?:into|in to|selected for|chosen for|accepted (?:into|to|for)|shortlisted for|nominated for|picked for) (?:the|a|an|our)',
  ],
  // A degree defended, a grade earned: "defended my dissertation today", "got a 94 on the midterm".
  [
    'whoOrOpening',
    "(?:defended|submitted|passed) my (?:phd |doctoral |master's |masters )?(?:dissertation|thesis|viva|defen[cs]e)",
  ],
  [
    'whoOrOpening',
    '(?:got|scored|earned) (?:a |an )?(?:8\\d|9\\d|100)%? (?:on|in) (?:the|my|our|that|this) (?:\\w+ ){0,2}(?:midterm|exam|test|final|quiz|essay|paper|assignment)',
  ],
  // From a probe: "I got into the show! …they cast me as the lead", "my manager just told me I'm getting a 12% raise",
  // "the offer came through", "sold my first painting", "just got my driver's license on the first try".
  [
    'whoOrOpening',
    '(?:got into the (?:show|play|musical|team|band|orchestra|choir|cast)|(?:cast|picked|chose|chosen) me (?:as|for) the (?:lead|part|role)|got the (?:part|role|lead))',
  ],
  [
    'any',
    "(?<![\\p{L}'])(?:i'm|im|i am|we're|we are) getting a (?:\\d+% |big |huge |nice |real )?(?:raise|promotion|bonus|pay rise)",
  ],
  ['any', '(?:the|my|our) (?:job |new )?offer (?:finally |just |officially )?came through'],
  ['whoOrOpening', 'sold my (?:first|very first) (?:painting|piece|book|app|print|song|car|house|\\w+)'],
  ['whoOrOpening', "got my (?:driver's |drivers |driving |full )?licen[cs]e"],
  [
    'whoOrOpening',
    'got the keys (?:to|for) (?:our|my) (?:first |new |own )?(?:house|home|apartment|flat|place|condo)',
  ],
  // A work anniversary: "Officially one year at the company today!" (not "…and still no raise").
  [
    'any',
    '(?:(?:officially|exactly|today marks|today is) )?(?:one|two|three|four|five|six|seven|eight|nine|ten|\\d+|a) (?:years?|months?) (?:at|with) (?:the|this|my|our) (?:company|team|job|org|firm|startup)(?= *(?:today|now|this week)?[!.]*(?:$|\\p{Extended_Pictographic}))',
  ],
  ['boss', '(?:praised|complimented|commended|recogni[sz]ed|applauded|thanked) (?:me|us|my|our|the team)'],
  // The praise told: "my manager said my work was excellent in my review".
  [
    'boss',
    '(?:said|says|told me|told us|wrote|called) (?:that )?(?:my|our) (?:work|code|presentation|talk|demo|design|writing|report|proposal|project|pr|analysis|launch) (?:was|is|were|are) (?:really |truly |absolutely |genuinely )?(?:excellent|great|outstanding|amazing|fantastic|brilliant|impressive|really good|exceptional|top.notch|stellar)',
  ],
  [
    'who',
    '(?:got|was|were|been) (?:publicly |personally )?(?:praised|complimented|commended|recogni[sz]ed)(?! for (?:the|my|our)? ?(?:mistake|failure|error))',
  ],
  // Things at work better than before, as survey answers tell it: "work-life balance has improved since we got
  // flexible hours", "onboarding is much better now"; not "nothing has improved", "it has improved slightly".
  [
    'better',
    '(?:has|have) (?:really |greatly |finally |vastly |massively |dramatically |a lot |so much |significantly |definitely )?improved(?! (?:by|slightly|a little|a bit|marginally|somewhat|on|upon)(?![\\p{L}]))',
  ],
  [
    'better',
    '(?:is|are|got|has gotten|have gotten|has become|have become) (?:so |so much |much |a lot |way |far |really |definitely )better (?:now|since|these days|lately|this (?:year|quarter|month))',
  ],
];
const SUCCESS = new RegExp(`(?:${SAID.map(([, words]) => `(${words})`).join('|')})(?![\\p{L}'])`, 'gu');

/** A sentence that asks: "did you pass?", "we shipped v2 yet?". */
const ASKS = /^[^.!\n]*\?/u;

/** Words one of which every success above holds: most texts hold none, and are ruled out by this alone. */
const MAY_SAY_SUCCESS =
  /shipped|launched|released|deployed|merged|went live|won(?!'t)|made it happen|did it|target|goal|quota|milestone|record|numbers|okr|kpi|deadline|exam|finals|test|cert|interview|probation|audit|defen|bar|boards|course|class|job|offer|promotion|raise|visa|scholarship|grant|contract|deal|green|funding|internship|apartment|house|promoted|hired|accepted|featured|approved|published|greenlit|closed|selected|shortlisted|nominated|picked for|got into|dissertation|thesis|viva|midterm|quiz|essay|assignment|cast me|the part|the role|getting a|came through|sold my|licen[cs]e|the keys|(?:years?|months?) (?:at|with) |crushed it|nailed it|smashed it|aced it|crushing it|killing it|nailing it|smashing it|finally|successfully|live|personal best|level|lvl|rank|prestige|married|engaged|pregnant|series [a-d](?![a-z])|seed round|(?:into|in to|accepted to) (?:grad|graduate|college|uni|law|med|the program|my )|paid off|cleared|paid back|remission|(?:hit|reached|got to|made it to|made) (?:diamond|plat|master|grand|champion|immortal|radiant|legend|global)|#1|number (?:one|1)|no\. ?1|the top (?:of|in|on)|killed it|signed|flawless|smooth|perfect|without a hitch|brilliantly|(?:went|gone) (?:great|amazing|really well|so well)|expecting|having a baby|sober|(?:clean|free) (?:for|since)|(?:days?|weeks?|months?|years?) (?:clean|smoke|drug|alcohol|self|sh)|praised|complimented|commended|recogni[sz]ed|applauded|thanked|improved|excellent|outstanding|impressive|exceptional|stellar|top.notch|better (?:now|since|these|lately|this)|(?:hit|reached|crossed|passed|surpassed|topped|broke) (?:the )?(?:\d|a |one )/;

/** Whether the normalised text `norm` says a success of the author or their team. */
export function successSaid(norm: string): boolean {
  if (!MAY_SAY_SUCCESS.test(norm)) return false;
  for (const m of norm.matchAll(SUCCESS)) {
    const at = m.index ?? 0;
    const before = BEFORE[SAID[m.slice(1).findIndex((g) => g !== undefined)]![0]];
    if (!before.test(norm.slice(Math.max(0, at - 80), at))) continue;
    const end = at + m[0].length;
    if (!ASKS.test(norm.slice(end, end + 200))) return true;
  }
  return false;
}
