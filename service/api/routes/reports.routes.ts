import { ReportQuery } from '../../../shared/contract/embeds.js';
import type { ServiceContext } from '../../context.js';
import { pulseReport } from '../../web/reports/pulse-report.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function reportsRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/reports/pulse.pdf',
      operationId: 'getPulseReport',
      summary: 'The community pulse as a PDF report',
      description:
        'One to three A4 pages made on the server: the organisation’s name and window, the pulse’s charts as vectors, states, topics, suggested actions, the floor note and `generated_at`. Answers `application/pdf`.',
      tag: 'Output',
      access: 'key',
      query: ReportQuery,
      responses: { 200: { description: 'The report, `application/pdf`' }, ...errorResponses },
      handle: async ({ query, auth }) => {
        const dashboard = await ctx.dashboard.dashboard(auth, query);
        return {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="pulse-${dashboard.pulse.window}.pdf"`,
            'Cache-Control': 'private, no-store',
          },
          body: await pulseReport(dashboard, ctx.clock.now(), ctx.logos),
        };
      },
    }),
  ];
}
