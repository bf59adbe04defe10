/**
 * A real SMTP server for tests: keeps what it receives and counts the connections made to it; refuses
 * `nobody@example.org` for good (550).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { raw: string; from: string; to: string[] };

/** The headers of a raw message, unfolded, keyed by lower-case name. */
export function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  connections(): number;
  stop(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address === 'nobody@example.org') {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  // A client that goes away mid-session (a Stint process stopped or killed while its pooled connection is open) resets
  // the connection; smtp-server reports that as an 'error' on the server, which without a listener would be an
  // uncaught exception that fails the whole test run. It costs the sink nothing: what was received is kept.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
