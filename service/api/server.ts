import type { AddressInfo } from 'node:net';
import { drainOnClose } from '../../shared/runtime/lifecycle.js';
import { followKeyRevocations, type ServiceContext } from '../context.js';
import { createApp } from './app.js';
import { startEventLoopMonitor } from './metrics.js';
import { answerClientError } from './middleware/errors.js';

export interface RunningApi {
  port: number;
  url: string;
  /**
   * Stops accepting connections and requests: idle keep-alive connections close at once, answers in flight
   * carry `Connection: close`. Resolves once they are out.
   */
  close(): Promise<void>;
}

export async function startApi(
  ctx: ServiceContext,
  options: { host: string; port: number },
): Promise<RunningApi> {
  await ctx.analyser.warm();
  const app = createApp(ctx);
  const stopFollowing = followKeyRevocations(ctx);
  const server = app.listen(options.port, options.host);
  const drain = drainOnClose(server);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  startEventLoopMonitor();
  ctx.logger.info({ port }, 'api listening');
  return {
    port,
    url: `http://${shownHost}:${port}`,
    close: () => drain().then(stopFollowing),
  };
}
