// Draws every chart of the page with ECharts, from the options the server put in #chart-data, in the palette of
// the theme in force (the page's own, or the viewer's preference when the page says `auto`).
const data = JSON.parse(document.getElementById('chart-data').textContent);
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');

function themeInForce() {
  const theme = document.documentElement.dataset.theme;
  if (theme === 'light' || theme === 'dark') return theme;
  return prefersDark.matches ? 'dark' : 'light';
}

const drawn = data.charts.map((chart) => {
  const element = document.querySelector(`[data-chart="${chart.id}"]`);
  element.style.height = `${chart.height}px`;
  return { chart, instance: window.echarts.init(element, null, { renderer: 'svg' }) };
});

function draw() {
  const theme = themeInForce();
  for (const { chart, instance } of drawn) instance.setOption(chart[theme], { notMerge: true });
}

draw();
prefersDark.addEventListener('change', draw);
window.addEventListener('resize', () => {
  for (const { instance } of drawn) instance.resize();
});
