import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import type { Signal } from '../../../service/analysis/signal.js';
import { INCIVILITY_SPLIT, PR_SPLIT, seededSplit } from '../../../service/analysis/tools/datasets.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Heated issue comments of our own: [feature or null for civil, comment]. */
const COMMENTS: [string | null, string][] = [
  ['impatience', 'Any update on this? It has been three months and it is still broken.'],
  ['insulting', 'Whoever wrote this has no idea what they are doing.'],
  ['mocking', 'Imagine thinking this design would ever scale, lol.'],
  ['bitter frustration', 'Sigh. Still a major issue in the latest release, nothing has changed.'],
  ['vulgarity', 'This crap keeps crashing every single time, what a joke.'],
  ['entitlement', 'Please fix this already, we pay for the support plan.'],
  [null, 'Thanks for the report, I can reproduce it on version 2.1.'],
  [null, 'Could you share the full stack trace and your configuration?'],
  [null, 'I opened a pull request that changes the default timeout.'],
  [null, 'This is fixed in the nightly build, please give it a try.'],
  [null, 'Closing as a duplicate of the older issue.'],
  [null, 'The tests pass on Linux; Windows still needs a look.'],
  [null, 'Good catch, the docs were out of date here.'],
  [null, 'We moved this to the next milestone.'],
  [null, 'Happy to review once the conflicts are resolved.'],
  [null, 'Labels updated, thanks for triaging.'],
  ['impatience', 'How is this closed? The bug is still there.'],
  ['irony', 'Great, another release that breaks the build, just what I needed.'],
  [null, 'Could you add a test for the empty case?'],
  [null, 'Merged, thanks everyone for the reviews!'],
];

/** Pull-request messages of our own with a polarity (and one without agreement, which evaluation leaves out). */
const MESSAGES: [string, string][] = [
  ['positive', 'Looks great, thanks for the quick fix!'],
  ['positive', 'Nice work, this makes the parser much cleaner.'],
  ['positive', 'Thank you, merging now.'],
  ['neutral', 'Rebased on main.'],
  ['neutral', 'Can you add a changelog entry?'],
  ['neutral', 'This touches the config loader and the CLI.'],
  ['neutral', 'Moved the helper into its own file.'],
  ['negative', 'This is wrong, it breaks backwards compatibility.'],
  ['negative', 'Please stop pushing unrelated changes into this PR.'],
  ['negative', 'This makes no sense, the old code was fine.'],
  ['undefined', 'Updated.'],
];

const csvField = (s: string) => `"${s.replaceAll('"', '""')}"`;

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'affective-eval-'));
  mkdirSync(join(dir, 'workplace', 'incivility'), { recursive: true });
  mkdirSync(join(dir, 'workplace', 'pr-polarity'), { recursive: true });
  const rows = COMMENTS.map(
    ([feature, text], i) => `${i},${100 + i},${1000 + i},${feature ?? 'None'},${csvField(text)}`,
  );
  writeFileSync(
    join(dir, 'workplace', 'incivility', 'annotated_comment_level.csv'),
    `id,issue_id,comment_id,tbdf,comment_body\n${rows.join('\n')}\n`,
  );
  writeFileSync(
    join(dir, 'workplace', 'pr-polarity', 'dataset.json'),
    JSON.stringify(
      MESSAGES.map(([polarity, raw_message]) => ({ raw_message, part2_aggregate: { polarity } })),
    ),
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const polarity = (v: number) => (v >= 0.2 ? 'positive' : v <= -0.2 ? 'negative' : 'neutral');

describe('npm run eval', () => {
  it('reads the sets it finds, names the ones it misses, and reports the workplace shares of the dev parts', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'service/analysis/tools/eval.ts', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, AFFECTIVE_DATASETS: dir },
    });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      missing: string[];
      report: Record<string, Record<string, unknown>>;
      targets: { name: string; value: number; met: boolean }[];
    };
    expect(out.missing.join(' ')).toContain('goemotions');
    expect(out.missing.join(' ')).toContain('dreaddit');
    expect(out.missing.join(' ')).not.toContain('incivility');

    // The same shares, counted here from the seeded dev part and `analyse`.
    const items = COMMENTS.map(([feature, text]) => ({ feature, text }));
    const dev = seededSplit(items, INCIVILITY_SPLIT.fraction, INCIVILITY_SPLIT.seed)[1];
    const uncivil = dev.filter((i) => i.feature !== null);
    const civil = dev.filter((i) => i.feature === null);
    expect(uncivil.length + civil.length).toBe(4);
    const share = (list: typeof dev, test: (s: Signal) => boolean) =>
      list.length === 0 ? null : list.filter((i) => test(analyse(i.text))).length / list.length;
    const irritated = (s: Signal) => s.states.includes('frustration') || s.states.includes('conflict');
    const negative = (s: Signal) => polarity(s.valence) === 'negative';
    const reported = out.report.incivility!;
    const expected = {
      uncivil_negative_valence: share(uncivil, negative),
      uncivil_frustration_or_conflict: share(uncivil, irritated),
      civil_negative_valence: share(civil, negative),
      civil_frustration_or_conflict: share(civil, irritated),
    };
    for (const [key, value] of Object.entries(expected)) {
      // JSON has no NaN: a share of an empty group is written as null.
      expect(reported[key], key).toBe(value);
    }

    // Valence macro-F1 on the pull-request messages' dev part, the one with agreed polarity.
    const messages = MESSAGES.filter(([p]) => p !== 'undefined').map(([p, text]) => ({ p, text }));
    const devMessages = seededSplit(messages, PR_SPLIT.fraction, PR_SPLIT.seed)[1];
    const right = devMessages.filter((m) => polarity(analyse(m.text).valence) === m.p).length;
    expect(out.report.pr_polarity!.accuracy).toBeCloseTo(right / devMessages.length, 10);
    const valenceTarget = out.targets.find((t) => t.name.startsWith('valence macro-F1'));
    expect(valenceTarget?.value).toBe(out.report.pr_polarity!.valence_macro_f1);
  });
});
