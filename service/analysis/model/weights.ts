/** Loads the committed weights file once, synchronously, at module load. */
import { readFileSync } from 'node:fs';
import { type DecodedWeights, decodeWeights } from './format.js';
import type { SoftmaxModel } from './softmax.js';
import { WEIGHTS_FILE, type WeightsExtra } from './spec.js';

export const WEIGHTS_BYTES: Uint8Array = readFileSync(new URL(`./${WEIGHTS_FILE}`, import.meta.url));
export const WEIGHTS: DecodedWeights<WeightsExtra> = decodeWeights<WeightsExtra>(WEIGHTS_BYTES);

export function model(name: string): SoftmaxModel {
  const m = WEIGHTS.models.get(name);
  if (!m) throw new Error(`weights file has no model "${name}"`);
  return m.model;
}

export function classesOf(name: string): string[] {
  return WEIGHTS.models.get(name)?.classes ?? [];
}
