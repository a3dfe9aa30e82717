import type { EChartsOption } from 'echarts';
import type { ActionEntry, PulsePayload } from '../../../shared/contract/pulse.js';
import type { HistoryPoint } from '../../store/repositories/pulse-history.repository.js';

/** Share of the cohort's people by overall tone; null when the cohort is below the floor. */
export interface Valence {
  positive: number;
  neutral: number;
  negative: number;
}

export interface Because {
  layer: 'moods' | 'states' | 'topics' | 'crisis';
  name: string;
}

/**
 * The pulse as the pages read it. `valence` and each action's `because` are newer fields of the payload: shown
 * when the service sends them, and absent from older payloads.
 */
export type PagePulse = Omit<PulsePayload, 'actions'> & {
  valence?: Valence | null;
  actions: (ActionEntry & { because?: Because })[];
};

export type ThemeName = 'light' | 'dark';

/** Colours checked for at least 4.5:1 contrast of text on the page background (WCAG AA). */
export interface Palette {
  text: string;
  muted: string;
  grid: string;
  bar: string;
  hot: string;
  line: string;
  positive: string;
  neutral: string;
  negative: string;
  /** Text drawn on the valence bars. */
  onBar: string;
}

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    text: '#1b1f24',
    muted: '#57606a',
    grid: '#d0d7de',
    bar: '#2f6fb0',
    hot: '#b3261e',
    line: '#2f6fb0',
    positive: '#2e7d32',
    neutral: '#6e7781',
    negative: '#b3261e',
    onBar: '#ffffff',
  },
  dark: {
    text: '#e6edf3',
    muted: '#9da7b3',
    grid: '#30363d',
    bar: '#6cb6ff',
    hot: '#ff7b72',
    line: '#6cb6ff',
    positive: '#56d364',
    neutral: '#8b949e',
    negative: '#ff7b72',
    onBar: '#0d1117',
  },
};

export interface ChartSpec {
  id: 'health' | 'moods' | 'valence' | 'states' | 'history';
  title: string;
  /** A sentence giving the chart's figures, for screen readers and the PDF's text. */
  summary: string;
  /** Pixel height the chart is drawn at; its width follows the page. */
  height: number;
}

export const humanise = (name: string) => name.replaceAll('_', ' ');

const BECAUSE_OF: Record<Because['layer'], string> = {
  moods: 'the mood',
  states: 'the state',
  topics: 'the topic',
  crisis: 'crisis language about',
};

/** Why an action is suggested, as a reader would say it: "Because of the state stress". */
export const becauseText = (because: Because) =>
  `Because of ${BECAUSE_OF[because.layer]} ${humanise(because.name)}`;
const pct = (value: number) => `${value.toFixed(1)}%`;

function axisStyle(p: Palette) {
  return {
    axisLabel: { color: p.text, fontSize: 12 },
    axisLine: { lineStyle: { color: p.grid } },
    splitLine: { lineStyle: { color: p.grid } },
  };
}

const base = (p: Palette): EChartsOption => ({
  animation: false,
  aria: { enabled: true },
  textStyle: { color: p.text, fontFamily: 'Helvetica, Arial, sans-serif' },
  grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
});

/** Horizontal bars of percentages, largest first, labelled with their values. */
function shareBars(
  p: Palette,
  entries: { name: string; pct: number; hot?: boolean }[],
  label: (entry: { name: string; pct: number; hot?: boolean }) => string,
): EChartsOption {
  const rows = [...entries].reverse(); // ECharts draws the first category at the bottom
  return {
    ...base(p),
    xAxis: { type: 'value', max: 100, ...axisStyle(p), axisLabel: { color: p.text, formatter: '{value}%' } },
    yAxis: { type: 'category', data: rows.map(label), ...axisStyle(p) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        data: rows.map((e) => ({ value: e.pct, itemStyle: { color: e.hot ? p.hot : p.bar } })),
        label: { show: true, position: 'right', color: p.text, formatter: '{c}%' },
      },
    ],
  };
}

function healthGauge(p: Palette, score: number): EChartsOption {
  return {
    ...base(p),
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 200,
        endAngle: -20,
        radius: '90%',
        center: ['50%', '60%'],
        progress: { show: true, width: 14, itemStyle: { color: p.bar } },
        axisLine: { lineStyle: { width: 14, color: [[1, p.grid]] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '0%'],
          fontSize: 36,
          color: p.text,
          formatter: '{value}',
        },
        data: [{ value: score, name: 'Health' }],
      },
    ],
  };
}

function valenceBar(p: Palette, valence: Valence): EChartsOption {
  const parts = [
    { name: 'Positive', value: valence.positive, color: p.positive },
    { name: 'Neutral', value: valence.neutral, color: p.neutral },
    { name: 'Negative', value: valence.negative, color: p.negative },
  ];
  return {
    ...base(p),
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: p.text } },
    xAxis: { type: 'value', max: 100, show: false },
    yAxis: { type: 'category', data: ['People'], show: false },
    series: parts.map((part) => ({
      type: 'bar',
      stack: 'valence',
      name: part.name,
      barWidth: 28,
      itemStyle: { color: part.color },
      data: [part.value],
      label: { show: part.value >= 8, color: p.onBar, formatter: '{c}%', fontWeight: 'bold' },
    })),
  };
}

const weekLabel = (point: HistoryPoint) =>
  new Date(`${point.to}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function historyLine(p: Palette, history: HistoryPoint[]): EChartsOption {
  return {
    ...base(p),
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: history.map(weekLabel), ...axisStyle(p) },
    yAxis: { type: 'value', min: 0, max: 100, ...axisStyle(p) },
    series: [
      {
        type: 'line',
        data: history.map((point) => point.score),
        connectNulls: false,
        symbolSize: 7,
        lineStyle: { color: p.line, width: 2 },
        itemStyle: { color: p.line },
        label: { show: true, color: p.text, position: 'top', fontSize: 11 },
      },
    ],
  };
}

/** The charts a dashboard has data for, in page order, with their options in one palette. */
export function dashboardCharts(
  pulse: PagePulse,
  history: HistoryPoint[] | null,
  palette: Palette,
): (ChartSpec & { option: EChartsOption })[] {
  const charts: (ChartSpec & { option: EChartsOption })[] = [];
  if (pulse.community_health_score !== null) {
    charts.push({
      id: 'health',
      title: 'Community health',
      summary: `Community health score ${pulse.community_health_score} out of 100, trend ${pulse.health_trend}.`,
      height: 180,
      option: healthGauge(palette, pulse.community_health_score),
    });
  }
  if (pulse.moods.length > 0) {
    charts.push({
      id: 'moods',
      title: 'Mood spectrum',
      summary: `Share of messages by mood: ${pulse.moods.map((m) => `${m.name} ${pct(m.pct)}`).join(', ')}.`,
      height: 40 + 30 * pulse.moods.length,
      option: shareBars(palette, pulse.moods, (m) => m.name),
    });
  }
  if (pulse.valence) {
    const v = pulse.valence;
    charts.push({
      id: 'valence',
      title: 'Valence',
      summary: `Share of people by overall tone: positive ${pct(v.positive)}, neutral ${pct(v.neutral)}, negative ${pct(v.negative)}.`,
      height: 90,
      option: valenceBar(palette, v),
    });
  }
  if (pulse.states.length > 0) {
    charts.push({
      id: 'states',
      title: 'States',
      summary: `Share of people expressing each state: ${pulse.states
        .map((s) => `${humanise(s.name)} ${pct(s.pct)}${s.hot ? ' (hot)' : ''}`)
        .join(', ')}.`,
      height: 40 + 30 * pulse.states.length,
      option: shareBars(palette, pulse.states, (s) => `${humanise(s.name)}${s.hot ? ' · hot' : ''}`),
    });
  }
  if (history?.some((point) => point.score !== null)) {
    charts.push({
      id: 'history',
      title: `Health over the last ${history.length} weeks`,
      summary: `Weekly health score, oldest first: ${history
        .map((point) => `week to ${point.to} ${point.score ?? 'not shown (under the floor)'}`)
        .join('; ')}.`,
      height: 220,
      option: historyLine(palette, history),
    });
  }
  return charts;
}
