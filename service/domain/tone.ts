import type { Tone } from '../../shared/contract/common.js';
import type { ToneOverride } from '../../shared/contract/configure.js';

/** The tone of text about a source: the override with the longest matching prefix, else the organisation's. */
export function toneFor(source: string | null, overrides: readonly ToneOverride[], fallback: Tone): Tone {
  let best: ToneOverride | undefined;
  for (const override of overrides) {
    if (
      source?.startsWith(override.source_prefix) &&
      override.source_prefix.length > (best?.source_prefix.length ?? -1)
    ) {
      best = override;
    }
  }
  return best?.tone ?? fallback;
}
