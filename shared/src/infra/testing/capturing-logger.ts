/** A pino logger at `info` whose lines a test reads back, parsed, in the order they were written. */
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export type LoggedLine = { level: number; msg: string; [field: string]: unknown };

export function capturingLogger(): { logger: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}
