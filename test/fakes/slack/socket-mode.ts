import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65_536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([head, payload]);
}

function bigLength(length: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  return buffer;
}

/**
 * Slack's Socket Mode end on loopback: a WebSocket server (text, ping and close frames, enough for the
 * Socket Mode client) that greets each connection with `hello`, sends envelopes, and records the acks.
 */
export class FakeSocketMode {
  readonly acks: Array<{ envelope_id: string; payload?: unknown }> = [];
  private readonly sockets = new Set<Duplex>();
  private ackWaiters: Array<{ id: string; resolve: () => void }> = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeSocketMode> {
    const server = createServer((_req, res) => res.writeHead(404).end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const fake = new FakeSocketMode(server, `ws://127.0.0.1:${(server.address() as AddressInfo).port}/link`);
    server.on('upgrade', (req, socket) => fake.accept(String(req.headers['sec-websocket-key']), socket));
    return fake;
  }

  get connections(): number {
    return this.sockets.size;
  }

  /** Sends an envelope to every connected client and resolves once it is acknowledged. */
  async send(envelope: {
    envelope_id: string;
    type: string;
    payload: unknown;
    accepts_response_payload?: boolean;
  }) {
    const acknowledged = new Promise<void>((resolve) =>
      this.ackWaiters.push({ id: envelope.envelope_id, resolve }),
    );
    for (const socket of this.sockets) socket.write(frame(0x1, Buffer.from(JSON.stringify(envelope))));
    await acknowledged;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(key: string, socket: Duplex) {
    const accept = createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const parsed = this.readFrame(pending);
        if (!parsed) break;
        pending = pending.subarray(parsed.size);
        this.onFrame(socket, parsed.opcode, parsed.payload);
      }
    });
    socket.write(frame(0x1, Buffer.from(JSON.stringify({ type: 'hello', num_connections: 1 }))));
  }

  private readFrame(data: Buffer): { opcode: number; payload: Buffer; size: number } | null {
    if (data.length < 2) return null;
    const opcode = data[0]! & 0x0f;
    const masked = (data[1]! & 0x80) !== 0;
    let length = data[1]! & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (data.length < 4) return null;
      length = data.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (data.length < 10) return null;
      length = Number(data.readBigUInt64BE(2));
      offset = 10;
    }
    const maskEnd = offset + (masked ? 4 : 0);
    if (data.length < maskEnd + length) return null;
    const payload = Buffer.from(data.subarray(maskEnd, maskEnd + length));
    if (masked) {
      const mask = data.subarray(offset, maskEnd);
      for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!;
    }
    return { opcode, payload, size: maskEnd + length };
  }

  private onFrame(socket: Duplex, opcode: number, payload: Buffer) {
    if (opcode === 0x8) {
      socket.end(frame(0x8, payload.subarray(0, 2)));
      return;
    }
    if (opcode === 0x9) {
      socket.write(frame(0xa, payload));
      return;
    }
    if (opcode !== 0x1) return;
    const message = JSON.parse(payload.toString('utf8'));
    if (!message.envelope_id) return;
    this.acks.push(message);
    for (const waiter of this.ackWaiters.filter((w) => w.id === message.envelope_id)) waiter.resolve();
    this.ackWaiters = this.ackWaiters.filter((w) => w.id !== message.envelope_id);
  }
}
