import type { EChartsOption } from 'echarts';

/**
 * ECharts takes a few hundred milliseconds to load: only a process that draws a chart pays for it, once, so the
 * worker and the command line start as fast as before.
 */
let echartsModule: Promise<typeof import('echarts')> | undefined;
const loadEcharts = () => {
  echartsModule ??= import('echarts');
  return echartsModule;
};

/**
 * Drawing a chart without a DOM costs 15 to 40 ms here, while a report's charts change only when an aggregation
 * run writes new figures: drawings are kept by their options and size, the least recently used dropped first.
 */
const MEMO_SIZE = 256;
const memo = new Map<string, string>();

/** Renders chart options to an SVG string without a DOM, as the browser's SVG renderer would draw them. */
export async function renderSvg(option: EChartsOption, width: number, height: number): Promise<string> {
  const key = `${width}x${height}:${JSON.stringify(option)}`;
  const kept = memo.get(key);
  if (kept !== undefined) {
    memo.delete(key);
    memo.set(key, kept);
    return kept;
  }
  const echarts = await loadEcharts();
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
