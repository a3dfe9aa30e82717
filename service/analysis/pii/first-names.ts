/**
 * Common given names across languages, written for this project (a short list, not a data set). Used only
 * together with capitalisation and context; lower-case words are never taken for names.
 */
export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `aaron abdul abigail adam adrian agnes ahmed aisha akira alan albert alberto alejandro aleksandr alex alexander
alexandra alexis alfred ali alice alicia alina alma amanda amber amelia amir amy ana anastasia andrea andreas andrei
andrew andrés angela angelo anita ann anna anne annie anthony antonio anya arjun arthur ashley astrid audrey ava
barbara beatriz ben benjamin bernard beth betty bianca björn bob bonnie boris brandon brenda brian bridget bruno
bryan caitlyn camille carl carla carlos carmen carol caroline carolyn catherine cecilia charles charlie charlotte chen
chloe chris christian christina christine christopher claire clara claudia colin connor craig cristina cynthia
daniel daniela danielle daniil david dawn dean deborah debra denis dennis derek diana diane diego dmitri dominic
donald donna dorothy douglas dylan edith eduardo edward elena eleanor elif elijah elisa elizabeth ella ellen emily
emma emil emre eric erik erika ethan eva evelyn fatima felix fernando filip fiona frances francesca francesco
francisco frank franz frederick gabriel gabriela gary george georg gerald gerhard gloria grace greg gregory gustav
hana hannah hans harold harry heather heidi helen helena henrik henry hiroshi hugo hyun ian ibrahim igor ilya ingrid
irene isaac isabel isabella ivan jack jacob jacqueline james jamie jan jana jane janet janka janice jason javier
jean jeffrey jennifer jeremy jerry jessica jesús jill joan joanna joe johan johann johannes john johnny jonas
jonathan jordan jorge josé joseph josephine joshua joyce juan judith judy julia julian julie justin kai karen karin
karl kate katherine kathleen kathryn katie katrine kayla keith kelly ken kenji kenneth kevin kim kimberly klaus kyle
lara larry laura lauren lea leah lena leo leon leonardo liam linda lisa liu lorenzo louis louise lucas lucia lucy
luis luka lukas madison magdalena maja marco margaret maria marie marina mario mark marta martha martin mary mateo
mathias matteo matthew maxim maya megan mehmet melissa mette mia michael michelle miguel mikhail milan mohammed
monica nadia nancy naomi natalia natalie nathan nicholas nicola nicole niklas nikolai nina noah nora olga olivia
omar oscar pablo pamela patricia patrick paul paula pedro peter petra philip pierre piotr rachel rafael rahul raj
ralph ramón raymond rebecca richard rita robert roberto roger ronald rosa ruby russell ruth ryan sabrina samantha
samuel sandra sara sarah satoshi scott sean sebastian sergei sergio shannon sharon shirley simon sofia sophia sophie
stefan stephanie stephen steven susan svetlana sven takashi tanya tatiana teresa terry thomas timothy tina tobias
todd tomás tomomi tony tyler ursula valentina valeria vanessa vasily victor victoria vincent virginia walter wei
wendy william willem xavier yasmin yuki yusuf zachary zoe zsófia tom sam tim jim nick matt dan dave mike steve
jake luke nate rob`.split(/\s+/),
);
