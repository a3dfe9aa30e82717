/** What the trained weights file holds, shared by the training tool and the loader. */

export const WEIGHTS_FILE = 'affective.weights.bin';

/** Hash-table sizes (2^bits rows) of the two models. */
export const MOOD_BITS = 17;
export const EMOTION_BITS = 17;
export const VALENCE_BITS = 16;

/**
 * The kinds of text the mood model learned from, each with weights of its own (see model/mixture.ts): Reddit
 * comments (GoEmotions), film dialogue (XED) and developer threads (pull-request messages, issue comments). In
 * the weights file the mood model is `mood.<source>` for each, and `mood.source` gives a text's probability of
 * being of each kind.
 */
export const MOOD_SOURCES = ['reddit', 'dialogue', 'workplace'] as const;

/** The valence model's classes, in output order; a signal's valence is P(positive) − P(negative). */
export const VALENCE_CLASSES = ['negative', 'neutral', 'positive'] as const;

/**
 * The emotion model predicts these groups of the 28 GoEmotions labels: the distinctions that states and the
 * stress index use, at a quarter of the cost of all 28.
 */
export const EMOTION_GROUPS: Record<string, readonly string[]> = {
  anxious: ['nervousness', 'fear'],
  angry: ['anger', 'annoyance', 'disgust', 'disapproval'],
  sad: ['sadness', 'grief', 'remorse', 'disappointment', 'embarrassment'],
  confused: ['confusion'],
  grateful: ['gratitude'],
  warm: ['admiration', 'approval', 'optimism', 'joy', 'love', 'excitement', 'amusement', 'caring'],
  neutral: ['neutral'],
  other: ['surprise', 'curiosity', 'realization', 'desire', 'relief', 'pride'],
};

/**
 * Adagrad SGD settings. The mood model's L2 penalty and epochs are chosen by the out-of-fold macro-F1 of its
 * training rows (GoEmotions train's single-label comments and XED's training part, with the offsets fitted to them;
 * `npm run train -- --compare-l2 …` prints them): at 6 epochs, 1e-4 0.5409/0.3913, 3e-4 0.5424/0.3918, 1e-3
 * 0.5446/0.3921, 3e-3 0.5524/0.3855, 1e-2 0.5535/0.3698, 3e-2 0.5382/0.3644; at 10 epochs, 1e-3 0.5502/0.3924, 2e-3
 * 0.5544/0.3901, 3e-3 0.5557/0.3876 (kept: better on both than 1e-2 at 6 epochs), 1e-2 0.5555/0.3708. A lighter
 * penalty keeps more of what XED's dialogue teaches; a heavier one overfits GoEmotions' short comments less. The
 * mood model is the average of `folds` models, each trained without one fold of the training data. The emotion
 * model feeds the stress index, whose sentence-by-sentence reading prefers sharper probabilities: it keeps the
 * light penalty (`npm run train -- --compare-emotion-l2 1e-6,1e-4,1e-3,1e-2`, stress macro-F1 on the 70%
 * development part of Dreaddit at the stress threshold: 0.7715, 0.7710, 0.7705, 0.7699).
 * The valence model too (`npm run train -- --valence-out-of-fold`, out-of-fold macro-F1 on the pull-request
 * messages' training part: 0.708 at 1e-2, 0.713 at 3e-3, 0.715 at 1e-4, 0.717 at 1e-6).
 */
export const TRAINING = {
  epochs: 6,
  moodEpochs: 10,
  learningRate: 0.1,
  l2: 3e-3,
  emotionL2: 1e-6,
  valenceL2: 1e-6,
  seed: 7,
  classWeightPower: 0.5,
  folds: 5,
  /**
   * The mood source model: which kind of text (MOOD_SOURCES) an item is, each kind weighted by
   * (1/frequency)^0.5, a light penalty and few epochs (its probabilities are mixed, so it should not be sharp).
   */
  sourceEpochs: 4,
  sourceL2: 1e-5,
} as const;

export interface Probe {
  text: string;
  mood: string;
  /** Mood probabilities in MOODS order, rounded to 4 decimals. */
  scores: number[];
  /** P(positive) − P(negative) of the valence model, rounded to 4 decimals. */
  valence: number;
}

export interface WeightsExtra {
  /** Frequent lower-case English words of the training data, for telling English from other languages. */
  englishWords: string[];
  /** Predictions that the training run printed, checked again by the loader's tests. */
  probes: Probe[];
  trainedOn: string[];
  /** Mean and spread of each affect feature on GoEmotions train (see distress/affect.ts). */
  affectNorm: { mean: number[]; sd: number[] };
}

export const PROBE_TEXTS = [
  'I am so happy for you, congratulations!',
  'This is disgusting, I cannot believe they did that.',
  "I'm terrified of the exam tomorrow",
  'What? I had no idea that was possible!',
  'I miss her so much, it hurts',
  'Why would you say that, you idiot',
  'The meeting is at 3pm in room 4',
  'not bad at all, actually quite good',
  'This is incorrect, the check should not be here',
  'Thanks a lot, great work on this PR!',
];
