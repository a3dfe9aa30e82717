import * as echarts from 'echarts';

/** Renders chart options to an SVG string without a DOM, as the browser's SVG renderer would draw them. */
export function renderSvg(option: echarts.EChartsOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
