import { monitorEventLoopDelay } from 'node:perf_hooks';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });

/** Starts measuring once the process is ready to serve, so start-up work (loading models) is not counted. */
export function startEventLoopMonitor(): void {
  loopDelay.enable();
}

const seconds = (ns: number) => (ns / 1e9).toFixed(6);

/** Process metrics in the Prometheus text format: event-loop delay since start, memory, uptime. */
export function renderMetrics(): string {
  const memory = process.memoryUsage();
  return [
    '# HELP affective_event_loop_delay_seconds Event-loop delay of this process since it began serving.',
    '# TYPE affective_event_loop_delay_seconds summary',
    ...[0.5, 0.99].map(
      (q) => `affective_event_loop_delay_seconds{quantile="${q}"} ${seconds(loopDelay.percentile(q * 100))}`,
    ),
    `affective_event_loop_delay_seconds_max ${seconds(loopDelay.max)}`,
    '# HELP process_resident_memory_bytes Resident memory.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${memory.rss}`,
    '# HELP process_uptime_seconds Seconds since the process started.',
    '# TYPE process_uptime_seconds gauge',
    `process_uptime_seconds ${process.uptime().toFixed(1)}`,
    '',
  ].join('\n');
}
