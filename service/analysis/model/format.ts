/**
 * The weights file: "AFW1", a little-endian u32 length, a UTF-8 JSON header, then each model's weights as int8
 * (row-major, feature × class), one block after another in header order. Each class has its own scale.
 */
import type { SoftmaxModel } from './softmax.js';

const MAGIC = 'AFW1';

export interface ModelHeader {
  name: string;
  classes: string[];
  bits: number;
  bias: number[];
  scales: number[];
}

export interface WeightsHeader<Extra> {
  version: string;
  models: ModelHeader[];
  extra: Extra;
}

export interface NamedModel {
  name: string;
  classes: string[];
  model: SoftmaxModel;
}

/** Rounds every weight to int8 with a per-class scale; the result is what the file will reproduce exactly. */
export function quantise(model: SoftmaxModel): { data: Int8Array; scales: number[] } {
  const k = model.classes;
  const scales: number[] = [];
  for (let c = 0; c < k; c++) {
    let max = 0;
    for (let i = c; i < model.weights.length; i += k) max = Math.max(max, Math.abs(model.weights[i]!));
    scales.push(Math.fround(max > 0 ? max / 127 : 1));
  }
  const data = new Int8Array(model.weights.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(model.weights[i]! / scales[i % k]!);
  return { data, scales };
}

export function dequantise(
  data: Int8Array,
  scales: readonly number[],
  bits: number,
  bias: readonly number[],
): SoftmaxModel {
  const k = scales.length;
  const weights = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) weights[i] = data[i]! * scales[i % k]!;
  return { classes: k, bits, weights, bias: Float32Array.from(bias) };
}

export function encodeWeights<Extra>(
  version: string,
  models: readonly NamedModel[],
  extra: Extra,
): Uint8Array {
  const blocks = models.map((m) => ({ m, q: quantise(m.model) }));
  const header: WeightsHeader<Extra> = {
    version,
    models: blocks.map(({ m, q }) => ({
      name: m.name,
      classes: m.classes,
      bits: m.model.bits,
      bias: Array.from(m.model.bias),
      scales: q.scales,
    })),
    extra,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const total = 8 + json.length + blocks.reduce((n, b) => n + b.q.data.length, 0);
  const out = new Uint8Array(total);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, json.length, true);
  out.set(json, 8);
  let offset = 8 + json.length;
  for (const b of blocks) {
    out.set(new Uint8Array(b.q.data.buffer, b.q.data.byteOffset, b.q.data.length), offset);
    offset += b.q.data.length;
  }
  return out;
}

export interface DecodedWeights<Extra> {
  version: string;
  models: Map<string, { classes: string[]; model: SoftmaxModel }>;
  extra: Extra;
}

export function decodeWeights<Extra>(bytes: Uint8Array): DecodedWeights<Extra> {
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC)
    throw new Error('not an Affective weights file');
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length))) as WeightsHeader<Extra>;
  const models = new Map<string, { classes: string[]; model: SoftmaxModel }>();
  let offset = 8 + length;
  for (const m of header.models) {
    const size = (1 << m.bits) * m.classes.length;
    if (offset + size > bytes.length) throw new Error(`weights file truncated in model ${m.name}`);
    const data = new Int8Array(bytes.buffer, bytes.byteOffset + offset, size);
    const model = dequantise(data, m.scales, m.bits, m.bias);
    // Scoring reads the int8 weights (a quarter of the memory of the floats, so far fewer cache misses).
    model.quantised = { data, scales: Float64Array.from(m.scales) };
    models.set(m.name, { classes: m.classes, model });
    offset += size;
  }
  if (offset !== bytes.length) throw new Error('weights file has trailing bytes');
  return { version: header.version, models, extra: header.extra };
}
