import type { Dashboard } from '../../domain/dashboard.js';
import type { LogoImage, LogoSource } from '../branding/logo.js';
import { becauseText, dashboardCharts, humanise, PALETTES, type PagePulse } from '../charts/options.js';
import { renderSvg } from '../charts/svg.js';
import { floorNote, notices, trendLabel, utcTimestamp, windowLabel } from '../present.js';

const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const palette = PALETTES.light;
/** The logo's box in the header, beside the product name. */
const LOGO_BOX = { width: 140, height: 28 };

/** Loaded on the first report, like ECharts: processes that make none do not pay for it. */
const importPdfModules = () => Promise.all([import('pdfkit'), import('svg-to-pdfkit')]);
let pdfModules: ReturnType<typeof importPdfModules> | undefined;
const loadPdfModules = () => {
  pdfModules ??= importPdfModules();
  return pdfModules;
};

/**
 * Draws the logo scaled into LOGO_BOX at (x, y) and returns its size; null when pdfkit cannot read it (the
 * fetcher checked it, so this is a last resort that keeps the report).
 */
function drawLogo(doc: PDFKit.PDFDocument, logo: LogoImage, x: number, y: number) {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  const size = { width: logo.width * scale, height: logo.height * scale };
  try {
    doc.image(logo.data, x, y, size);
    return size;
  } catch {
    return null;
  }
}

/**
 * The pulse as an A4 PDF, made in the API process: the page's charts rendered to SVG by ECharts and drawn into
 * the PDF as vectors, then states, topics, actions and the floor note as text. A branded organisation's logo
 * comes from `logos`; without it the report is made all the same.
 */
export async function pulseReport(
  dashboard: Dashboard,
  generatedAt: Date,
  logos: LogoSource,
): Promise<Buffer> {
  const pulse = dashboard.pulse as PagePulse;
  const logo = dashboard.branding?.logo_url ? await logos.logo(dashboard.branding.logo_url) : null;
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await loadPdfModules();
  const charts = await Promise.all(
    dashboardCharts(pulse, dashboard.history, palette).map(async (chart) => {
      const height = Math.min(chart.height, 260);
      return { title: chart.title, height, svg: await renderSvg(chart.option, CONTENT_WIDTH, height) };
    }),
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Community pulse: ${dashboard.org.name}, ${windowLabel(pulse.window)}`,
      Creator: dashboard.branding?.product_name ?? 'Affective',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = A4.height - MARGIN;
  const room = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };
  const heading = (text: string) => {
    room(40);
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(palette.text).text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };

  const { branding } = dashboard;
  if (branding) {
    const top = doc.y;
    const drawn = logo ? drawLogo(doc, logo, MARGIN, top) : null;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(branding.accent_colour ?? palette.muted)
      .text(
        branding.product_name,
        drawn ? MARGIN + drawn.width + 8 : MARGIN,
        drawn ? top + Math.max(0, (drawn.height - 12) / 2) : top,
      );
    doc.x = MARGIN;
    if (drawn) doc.y = Math.max(doc.y, top + drawn.height) + 4;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(branding?.accent_colour ?? palette.text)
    .text(`Community pulse: ${dashboard.org.name}`);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(palette.muted)
    .text(`Window: ${windowLabel(pulse.window)} (${pulse.window}) · generated_at ${pulse.generated_at}`);
  for (const notice of notices(pulse)) doc.moveDown(0.4).fillColor(palette.hot).text(notice);
  doc.fillColor(palette.text);
  if (pulse.community_health_score !== null) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Health score: ${pulse.community_health_score}/100 (trend: ${pulse.health_trend})`);
  }

  for (const { title, height, svg } of charts) {
    room(40 + height);
    heading(title);
    SVGtoPDF(doc, svg, MARGIN, doc.y, { width: CONTENT_WIDTH, height });
    doc.y += height + 4;
    doc.x = MARGIN;
  }

  if (pulse.states.length > 0) {
    heading('States');
    for (const state of pulse.states) {
      doc.text(
        `${humanise(state.name)}: ${state.pct.toFixed(1)}% of people, ${trendLabel(state.trend, state.delta)} points${state.hot ? ', hot' : ''}`,
      );
    }
  }
  if (pulse.topics.length > 0) {
    heading('Topics');
    for (const topic of pulse.topics) {
      doc.text(
        `${humanise(topic.name)}: ${trendLabel(topic.trend, topic.delta)} points${topic.hot ? ', hot' : ''}`,
      );
    }
  }
  if (pulse.actions.length > 0) {
    heading('Suggested actions');
    pulse.actions.forEach((action, i) => {
      room(30);
      doc.font('Helvetica-Bold').text(`${i + 1}. ${action.label}`, { continued: false });
      doc.font('Helvetica').text(action.action);
      if (action.because) {
        doc.fillColor(palette.muted).text(becauseText(action.because));
        doc.fillColor(palette.text);
      }
      doc.moveDown(0.3);
    });
  }

  room(30);
  doc
    .moveDown(1)
    .fontSize(9)
    .fillColor(palette.muted)
    .text(`${floorNote(pulse)} Figures computed ${utcTimestamp(pulse.generated_at)}.`)
    .text(
      `Report made ${utcTimestamp(generatedAt.toISOString())} by ${branding?.product_name ?? 'Affective'}.`,
    );
  doc.end();
  return done;
}
