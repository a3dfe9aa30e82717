import * as echarts from 'echarts';

/**
 * Drawing a chart without a DOM costs 15 to 40 ms here, while a report's charts change only when an aggregation
 * run writes new figures: drawings are kept by their options and size, the least recently used dropped first.
 */
const MEMO_SIZE = 256;
const memo = new Map<string, string>();

/** Renders chart options to an SVG string without a DOM, as the browser's SVG renderer would draw them. */
export function renderSvg(option: echarts.EChartsOption, width: number, height: number): string {
  const key = `${width}x${height}:${JSON.stringify(option)}`;
  const kept = memo.get(key);
  if (kept !== undefined) {
    memo.delete(key);
    memo.set(key, kept);
    return kept;
  }
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    const svg = chart.renderToSVGString();
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(key, svg);
    return svg;
  } finally {
    chart.dispose();
  }
}
