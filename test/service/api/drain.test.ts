import { spawn } from 'node:child_process';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from '../../../shared/runtime/lifecycle.js';

interface Answer {
  status: number;
  connection: string | undefined;
  socket: Socket;
}

function get(port: number, agent: Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket! }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const closed = (socket: Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

/** A server whose `/slow` answers wait for the test; `/flushed` sends its headers before waiting. */
async function gatedServer() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const arrived: string[] = [];
  const server: Server = createServer(async (req, res) => {
    arrived.push(req.url ?? '');
    if (req.url === '/flushed') res.flushHeaders();
    if (req.url !== '/quick') await gate;
    res.end('done');
  });
  const drain = drainOnClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain, open, arrived };
}

describe('graceful drain', () => {
  it('should close idle keep-alive connections at once and finish answers in flight with Connection: close', async () => {
    const { port, drain, open, arrived } = await gatedServer();
    // Two agents: a keep-alive agent would reuse the idle socket for the next request.
    const idleAgent = new Agent({ keepAlive: true });
    const agent = new Agent({ keepAlive: true });
    const idle = await get(port, idleAgent, '/quick');
    expect(idle.connection).toBe('keep-alive');
    const slow = get(port, agent, '/slow');
    const flushed = get(port, agent, '/flushed');
    await expect.poll(() => arrived.length).toBe(3);

    const drained = drain();
    await closed(idle.socket);
    await expect(get(port, agent, '/quick')).rejects.toThrow(/ECONNREFUSED/);
    open();
    const [slowAnswer, flushedAnswer] = await Promise.all([slow, flushed]);
    expect(slowAnswer).toMatchObject({ status: 200, connection: 'close' });
    expect(flushedAnswer.status).toBe(200);
    await Promise.all([closed(slowAnswer.socket), closed(flushedAnswer.socket), drained]);
    expect(arrived).toEqual(['/quick', '/slow', '/flushed']);
    agent.destroy();
    idleAgent.destroy();
  });

  it('should drain once when one Ctrl-C arrives twice (`npm start`: the group gets it, and `tsx` relays it)', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/drain-on-signal.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 20_000 }).toContain('"msg":"ready"');
    // The relayed copy comes a moment later (two pending SIGINTs would merge into one).
    child.kill('SIGINT');
    await expect.poll(() => output).toContain('"msg":"shutting down"');
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('work in flight finished');
    expect(output).toContain('shut down cleanly');
    expect(output).not.toContain('second signal');
  });
});
