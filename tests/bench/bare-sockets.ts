/**
 * The crowd around the measured sockets: socket.io clients that speak just enough of the protocol (WebSocket
 * over node:net, engine.io v4, socket.io v5) to connect with `auth: { token }` as the web app does, join their
 * rooms, answer the server's pings and count the notices they get — without decoding them. To the api each
 * is an ordinary websocket client; in this process a notice costs a frame header read instead of the
 * socket.io-client stack (~5× less CPU), so a thousand of them leave the two cores to the server under test.
 * The sockets whose latency is measured stay real socket.io-client instances.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export type BareSocket = { isOpen(): boolean; close(): void };

/** A masked client frame (RFC 6455 §5.3): text, or pong/close with `opcode`. */
function frame(payload: Buffer, opcode = 0x1): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = 0x80 | length;
  else if (length < 65_536) {
    header[1] = 0x80 | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i++) masked[i] = payload[i]! ^ mask[i & 3]!;
  return Buffer.concat([header, mask, masked]);
}

const text = (value: string) => frame(Buffer.from(value, 'utf8'));

/**
 * Connects one client to `baseUrl` (http://127.0.0.1:port) and resolves once socket.io has accepted it (its
 * rooms are joined by then); rejects when the api refuses it or it does not answer within `timeoutMs`.
 */
export function openBareSocket(
  baseUrl: string,
  token: string | null,
  onNotice: () => void,
  timeoutMs = 20_000,
): Promise<BareSocket> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to connect to ${baseUrl}: only 127.0.0.1`);
  return new Promise((resolve, reject) => {
    const tcp: Socket = connect(Number(url.port), url.hostname);
    let open = false;
    let upgraded = false;
    let pending: Buffer = Buffer.alloc(0);
    const timer = setTimeout(() => fail(new Error('socket.io connect timed out')), timeoutMs);
    const bare: BareSocket = {
      isOpen: () => open && !tcp.destroyed,
      close() {
        open = false;
        if (!tcp.destroyed) tcp.end(frame(Buffer.alloc(0), 0x8));
        tcp.destroySoon();
      },
    };
    function fail(error: Error) {
      clearTimeout(timer);
      tcp.destroy();
      reject(error);
    }
    /** engine.io: 0 open, 2 ping, 4 message (socket.io: 40 connected, 42 event, 44 refused). */
    function onPacket(payload: Buffer) {
      const packet = payload.toString('latin1', 0, Math.min(payload.length, 2));
      switch (packet[0]) {
        case '0':
          tcp.write(text(token ? `40${JSON.stringify({ token })}` : '40'));
          return;
        case '2':
          tcp.write(text('3'));
          return;
        case '4':
          if (packet[1] === '2') onNotice();
          else if (packet[1] === '0' && !open) {
            open = true;
            clearTimeout(timer);
            resolve(bare);
          } else if (packet[1] === '4') fail(new Error(`socket refused: ${payload.toString('utf8', 2)}`));
          return;
      }
    }
    function onFrames() {
      for (;;) {
        if (pending.length < 2) return;
        const opcode = pending[0]! & 0x0f;
        let length = pending[1]! & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (pending.length < 4) return;
          length = pending.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (pending.length < 10) return;
          length = Number(pending.readBigUInt64BE(2));
          offset = 10;
        }
        if (pending.length < offset + length) return;
        const payload = pending.subarray(offset, offset + length);
        pending = pending.subarray(offset + length);
        if (opcode === 0x1) onPacket(payload);
        else if (opcode === 0x9) tcp.write(frame(Buffer.from(payload), 0xa));
        else if (opcode === 0x8) {
          open = false;
          tcp.destroy();
          return;
        }
      }
    }
    tcp.on('connect', () => {
      const key = randomBytes(16).toString('base64');
      tcp.write(
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    tcp.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n');
        if (end === -1) return;
        const status = pending.toString('latin1', 0, pending.indexOf('\r\n'));
        if (!/^HTTP\/1\.1 101 /.test(status)) return fail(new Error(`websocket upgrade refused: ${status}`));
        upgraded = true;
        pending = pending.subarray(end + 4);
      }
      onFrames();
    });
    tcp.on('error', (error) => (open ? (open = false) : fail(error)));
    tcp.on('close', () => {
      open = false;
      if (!upgraded) fail(new Error('connection closed before the upgrade'));
    });
  });
}
