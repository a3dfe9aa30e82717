import type { Tone } from '../../shared/contract/common.js';
import type { ToneOverride } from '../../shared/contract/configure.js';

/** The organisation's tone and its per-source overrides (Brain tier), as the configuration holds them. */
export interface ToneSettings {
  svcTone: Tone;
  toneOverrides?: readonly ToneOverride[];
}

/** The tone of text about a source: the override with the longest matching prefix, else `svc_tone`. */
export function toneFor(source: string | null, settings: ToneSettings): Tone {
  let best: ToneOverride | undefined;
  for (const override of settings.toneOverrides ?? []) {
    if (
      source?.startsWith(override.source_prefix) &&
      override.source_prefix.length > (best?.source_prefix.length ?? -1)
    ) {
      best = override;
    }
  }
  return best?.tone ?? settings.svcTone;
}

/**
 * The tone of text about several sources at once (a cohort spike, the pulse's suggested actions): the tone every
 * one of them takes, else `svc_tone`, so guidance about a mixed audience never takes one channel's register.
 */
export function toneOfSources(sources: Iterable<string>, settings: ToneSettings): Tone {
  const tones = new Set(Array.from(sources, (source) => toneFor(source, settings)));
  return tones.size === 1 ? [...tones][0]! : settings.svcTone;
}
