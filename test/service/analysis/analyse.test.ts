import { describe, expect, it } from 'vitest';
import { analyse, MODEL_VERSION, stressEvidence } from '../../../service/analysis/analyse.js';
import { STRESS_THRESHOLD } from '../../../service/analysis/distress/score.js';
import { rng } from '../../../service/analysis/model/softmax.js';
import { CRISIS_THEMES, MOODS, PII_TYPES, STATES, TOPICS } from '../../../service/analysis/signal.js';

const PII_LADEN: { text: string; values: string[] }[] = [
  {
    text: 'Hi, I am Krisztián Szöllösy, mail krisztian.szollosy@example.com or call +36 30 123 4567. Stressed!',
    values: ['Krisztián', 'Szöllösy', 'krisztian', 'szollosy', 'example.com', '123 4567'],
  },
  {
    text: 'My card 4111 1111 1111 1111 and IBAN GB82WEST12345698765432 were charged twice, so frustrated',
    values: ['4111', 'GB82WEST12345698765432', 'west', '12345698765432'],
  },
  {
    text: 'SSN 123-45-6789, server 10.20.30.40, see https://intranet.example.org/hr?employee=Jane%20Doe',
    values: ['123-45-6789', '6789', '10.20.30.40', 'intranet', 'employee', 'jane'],
  },
  {
    text: 'Send the laptop to 1668 Glyn Street, Springfield — thanks @marta.k and <@U024BE7LH>!',
    values: ['1668', 'glyn', 'marta', 'U024BE7LH', 'u024be7lh'],
  },
  {
    text: 'Tell Sarah Johnson that the deadline moved; her manager Tomomi Nishiyama is overwhelmed',
    values: ['sarah', 'johnson', 'tomomi', 'nishiyama'],
  },
];

describe('analyse', () => {
  it('returns a complete signal in the documented vocabularies', () => {
    const s = analyse("I'm so stressed about the deadline, my manager keeps adding work");
    expect(MOODS).toContain(s.mood);
    expect(Object.keys(s.mood_scores).sort()).toEqual([...MOODS].sort());
    expect(Object.values(s.mood_scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    for (const state of s.states) expect(STATES).toContain(state);
    for (const topic of s.topics) expect(TOPICS).toContain(topic);
    expect(s.topics).toEqual(expect.arrayContaining(['deadlines', 'management']));
    expect(s.states).toContain('stress');
    expect(s.distress).toBeGreaterThanOrEqual(0);
    expect(s.distress).toBeLessThanOrEqual(10);
    expect(Math.round(s.distress * 10) / 10).toBe(s.distress);
    expect(s.crisis_theme === null || CRISIS_THEMES.includes(s.crisis_theme)).toBe(true);
    expect(s.lang).toBe('en');
    expect(s.model_version).toBe(MODEL_VERSION);
    expect(s.keyphrases.length).toBeLessThanOrEqual(8);
  });

  it('gives the mood the model reads in clear cases', () => {
    expect(analyse('I am so happy for you, congratulations!').mood).toBe('joy');
    expect(analyse('I miss her so much, it hurts').mood).toBe('sadness');
    expect(analyse("I'm terrified of the exam tomorrow").mood).toBe('fear');
  });

  it('is deterministic', () => {
    const text =
      'Thanks team! The offsite was fun but the flight home was a nightmare, call me +1 415 555 0134';
    const first = JSON.stringify(analyse(text));
    for (let i = 0; i < 5; i++) expect(JSON.stringify(analyse(text))).toBe(first);
    analyse('something else entirely, to make sure nothing carries over');
    expect(JSON.stringify(analyse(text))).toBe(first);
  });

  it.each(PII_LADEN)('returns no PII in any field: $text', ({ text, values }) => {
    const s = analyse(text);
    expect(s.pii_found).toBe(true);
    for (const t of s.pii_types) expect(PII_TYPES).toContain(t);
    const out = JSON.stringify(s).toLowerCase();
    for (const v of values) expect(out).not.toContain(v.toLowerCase());
  });

  it('reports no PII when there is none', () => {
    const s = analyse('The retro went well and the sprint is on track');
    expect(s.pii_found).toBe(false);
    expect(s.pii_types).toEqual([]);
  });

  it('gives a valid signal for arbitrary input (seeded random strings)', () => {
    const random = rng(11);
    const alphabet = 'aAbB zZ09 .,!?@#:/-\'"()[]<>\n\t😀🔥éüßжд中文\u0000\u200b';
    for (let i = 0; i < 300; i++) {
      const length = Math.floor(random() * 200);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      const s = analyse(text);
      expect(MOODS).toContain(s.mood);
      expect(Object.values(s.mood_scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      expect(s.distress).toBeGreaterThanOrEqual(0);
      expect(s.distress).toBeLessThanOrEqual(10);
      expect(Number.isFinite(s.distress)).toBe(true);
    }
  });

  it('handles empty and symbol-only text', () => {
    expect(analyse('')).toMatchObject({
      mood: 'neutral',
      lang: 'und',
      crisis: false,
      states: [],
      keyphrases: [],
    });
    expect(analyse('...!!!')).toMatchObject({ mood: 'neutral', crisis: false });
  });

  it('reads an emoticon alone', () => {
    // Both were read as symbols only before: neutral at valence 0.
    expect(analyse(':(')).toMatchObject({ mood: 'sadness' });
    expect(analyse(':(').valence).toBeLessThan(-0.2);
    expect(analyse(':)')).toMatchObject({ mood: 'joy' });
    expect(analyse(':)').valence).toBeGreaterThan(0.2);
  });

  it.each([
    "Honestly some days I wish I wouldn't wake up.",
    "I've been thinking about ending it all, thanks anyway.",
  ])('reads no text at risk as positive or joyful: %j', (text) => {
    // The first read as joy at valence +0.27 before.
    const signal = analyse(text);
    expect(signal.risk_level).not.toBe('none');
    expect(signal.valence).toBeLessThanOrEqual(0);
    expect(signal.mood).not.toBe('joy');
  });
});

describe('stress evidence for tuning the threshold', () => {
  it('should give the stress state exactly when analyse does, at the threshold in force', () => {
    const texts = [
      'The deadline moved again and I am exhausted',
      'I am so stressed about the review tomorrow',
      'Great demo today, proud of this team',
      'Everything is piling up, I cannot sleep and my chest hurts before every meeting',
      'Lunch at noon?',
      'The build is broken and nobody owns it, again, and I have to fix it tonight',
    ];
    let stressed = 0;
    for (const text of texts) {
      const evidence = stressEvidence(text)!;
      const fromEvidence = evidence.cued || evidence.index >= STRESS_THRESHOLD;
      expect(fromEvidence, text).toBe(analyse(text).states.includes('stress'));
      if (fromEvidence) stressed++;
    }
    expect(stressed).toBeGreaterThan(0);
    expect(stressed).toBeLessThan(texts.length);
  });

  it('should have no evidence for text it does not read', () => {
    expect(stressEvidence('Der Termin wurde wieder verschoben und ich bin völlig erschöpft.')).toBeNull();
    expect(stressEvidence('   ')).toBeNull();
  });
});
