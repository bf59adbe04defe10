/** Progress of the runners of one process: one message per position and turn, naming every runner's projections. */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { channels } from '@stint/shared/infra/channels';
import { publishProgress } from './progress';

describe('publishProgress', () => {
  it('sends the reports made in one turn at one position as one message; others apart, in order', async () => {
    const bus = new MemoryBus({ logger: pino({ level: 'silent' }) });
    const received: unknown[] = [];
    await bus.subscribe(channels.progress, (message) => void received.push(message));

    await Promise.all([
      publishProgress(bus, '7', ['users', 'internships']),
      publishProgress(bus, '7', ['logbooks']),
      publishProgress(bus, '7', ['users']),
      publishProgress(bus, '9', ['notifications']),
    ]);
    await publishProgress(bus, '9', ['analytics']);
    await new Promise((resolve) => setImmediate(resolve));

    expect(received).toEqual([
      { position: '7', projections: ['users', 'internships', 'logbooks'] },
      { position: '9', projections: ['notifications'] },
      { position: '9', projections: ['analytics'] },
    ]);
  });

  it('keeps the reports of two buses (two processes) apart', async () => {
    const buses = [0, 1].map(() => new MemoryBus({ logger: pino({ level: 'silent' }) }));
    const received: unknown[][] = [[], []];
    await Promise.all(
      buses.map((bus, n) => bus.subscribe(channels.progress, (message) => void received[n]!.push(message))),
    );
    await Promise.all([publishProgress(buses[0]!, '3', ['users']), publishProgress(buses[1]!, '3', ['logbooks'])]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([
      [{ position: '3', projections: ['users'] }],
      [{ position: '3', projections: ['logbooks'] }],
    ]);
  });
});
