import { TOPICS } from '../analysis/signal.js';
import type { Dashboard } from '../domain/dashboard.js';
import { becauseText, dashboardCharts, humanise, PALETTES, type PagePulse } from './charts/options.js';
import { floorNote, notices, trendLabel, utcTimestamp, windowLabel } from './present.js';
import { scriptJson } from './views.js';

const TAXONOMY = new Set<string>(TOPICS);

/** What the dashboard template shows, worked out here so the template only lays it out. */
export interface DashboardView {
  orgName: string;
  windowLabel: string;
  notices: string[];
  /** The score, with the summary of its gauge chart. */
  health: { score: number; trend: string; gauge: string } | null;
  /** The charts other than the health gauge, which sits in the health card. */
  charts: { id: string; title: string; summary: string }[];
  /** Both palettes' options of every chart, for the browser to draw in the theme in force. */
  chartJson: string;
  states: { name: string; pct: string; trend: string; hot: boolean }[];
  topics: { name: string; trend: string; hot: boolean; emerging: boolean }[];
  actions: { label: string; action: string; because: string | null }[];
  floorNote: string;
  generatedAt: string;
}

export function dashboardView(dashboard: Dashboard, extraNotices: string[] = []): DashboardView {
  const pulse = dashboard.pulse as PagePulse;
  const light = dashboardCharts(pulse, dashboard.history, PALETTES.light);
  const dark = dashboardCharts(pulse, dashboard.history, PALETTES.dark);
  return {
    orgName: dashboard.org.name,
    windowLabel: windowLabel(pulse.window),
    notices: [...extraNotices, ...notices(pulse)],
    health:
      pulse.community_health_score === null
        ? null
        : {
            score: pulse.community_health_score,
            trend: pulse.health_trend,
            gauge: light.find((chart) => chart.id === 'health')!.summary,
          },
    charts: light
      .filter((chart) => chart.id !== 'health')
      .map(({ id, title, summary }) => ({ id, title, summary })),
    chartJson: scriptJson({
      charts: light.map((chart, i) => ({
        id: chart.id,
        height: chart.height,
        light: chart.option,
        dark: dark[i]!.option,
      })),
    }),
    states: pulse.states.map((s) => ({
      name: humanise(s.name),
      pct: `${s.pct.toFixed(1)}%`,
      trend: trendLabel(s.trend, s.delta),
      hot: s.hot,
    })),
    topics: pulse.topics.map((t) => ({
      name: humanise(t.name),
      trend: trendLabel(t.trend, t.delta),
      hot: t.hot,
      emerging: !TAXONOMY.has(t.name),
    })),
    actions: pulse.actions.map((a) => ({
      label: a.label,
      action: a.action,
      because: a.because ? becauseText(a.because) : null,
    })),
    floorNote: floorNote(pulse),
    generatedAt: utcTimestamp(pulse.generated_at),
  };
}

/** The same view with nothing to show but why. */
export function withheldView(
  orgName: string,
  window: Dashboard['pulse']['window'],
  notice: string,
): DashboardView {
  return {
    orgName,
    windowLabel: windowLabel(window),
    notices: [notice],
    health: null,
    charts: [],
    chartJson: scriptJson({ charts: [] }),
    states: [],
    topics: [],
    actions: [],
    floorNote: '',
    generatedAt: '',
  };
}
