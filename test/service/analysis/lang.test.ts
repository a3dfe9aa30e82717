import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { detectLanguage } from '../../../service/analysis/lang/detect.js';

describe('language', () => {
  it.each([
    ['Ich bin so müde von der Arbeit und mein Chef hört nie zu', 'de'],
    ['Estoy muy cansado del trabajo, mi jefe nunca escucha', 'es'],
    ["Je suis tellement fatigué, mon manager ne m'écoute jamais", 'fr'],
    ['Sono molto stanco oggi, il lavoro è troppo', 'it'],
    ['我今天工作很累，老板从来不听', 'zh'],
  ])('detects %j as %s', (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });

  it.each([
    'I wanna die',
    'im excited!',
    'lol',
    "Meh. It's fine",
    'ok thanks',
    'lgtm 🚀',
    'ptal',
    'sgtm, merging',
  ])('keeps short English %j as en', (text) => {
    expect(detectLanguage(text).lang).toBe('en');
  });

  it('gives non-English text neutral, low-confidence signals but still scrubs it', () => {
    const s = analyse('Quiero morir, no aguanto más a mi jefe. Escríbeme a maria.lopez@example.com');
    expect(s.lang).toBe('es');
    expect(s.mood).toBe('neutral');
    expect(Math.max(...Object.values(s.mood_scores))).toBeLessThanOrEqual(0.5);
    expect(s.states).toEqual([]);
    expect(s.crisis).toBe(false);
    expect(s.pii_found).toBe(true);
    expect(JSON.stringify(s)).not.toContain('maria');
  });

  it("calls text without letters, or too little to tell, 'und'", () => {
    expect(detectLanguage('12345 !!!').lang).toBe('und');
    expect(detectLanguage('Oui').lang).toBe('und');
  });
});
