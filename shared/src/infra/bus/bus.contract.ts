/**
 * The Bus contract, run against every adapter (bus.int.spec.ts). Channels are random per test because the
 * Redis server is shared by every test file of the run.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkip } from '../testing/test-databases';
import type { Bus } from './bus.port';
import { topics } from '../../live/topics';

export type BusUnderTest = {
  /** A new bus instance; instances of a shared backend (Redis) stand for separate processes. */
  open(): Promise<Bus>;
  /** Whether two instances reach each other (false for the in-process bus). */
  sharedBetweenInstances: boolean;
  /** Drops the subscribers' server connections (Redis only) and says how many, to check they come back. */
  dropSubscriberConnections?(): Promise<number>;
};

/** Collects a subscription's messages; `next(n)` waits for the n-th without sleeping. */
function inbox() {
  const messages: unknown[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  return {
    messages,
    push(message: unknown) {
      messages.push(message);
      for (const waiter of waiters.filter((w) => messages.length >= w.n)) waiter.resolve();
    },
    async count(n: number, timeoutMs = 5000): Promise<unknown[]> {
      if (messages.length < n) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`got ${messages.length} of ${n} messages`)), timeoutMs);
          waiters.push({ n, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
      return messages;
    },
  };
}

const channelName = () => `test:bus:${randomBytes(6).toString('hex')}`;

export function describeBusContract(label: string, skipReason: string | null, target: () => BusUnderTest): void {
  describe.skipIf(announceSkip(`Bus contract (${label})`, skipReason))(`Bus contract: ${label}`, () => {
    const opened: Bus[] = [];
    const open = async () => {
      const bus = await target().open();
      opened.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('delivers a message to every subscriber of its channel and to no other channel', async () => {
      const bus = await open();
      const [channel, other] = [channelName(), channelName()];
      const first = inbox();
      const second = inbox();
      const elsewhere = inbox();
      await bus.subscribe(channel, first.push);
      await bus.subscribe(channel, second.push);
      await bus.subscribe(other, elsewhere.push);

      await bus.publish(channel, { n: 1 });
      await bus.publish(other, { n: 'other' });
      await bus.publish(channel, { n: 2 });

      expect(await first.count(2)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await second.count(2)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await elsewhere.count(1)).toEqual([{ n: 'other' }]);
    });

    it('delivers what is published in one turn, without waiting, in the order published, across channels', async () => {
      // The projector sends a batch's change notices and then its progress so: the api must hear them in that order.
      const publisher = await open();
      const listener = target().sharedBetweenInstances ? await open() : publisher;
      const [notices, progress] = [channelName(), channelName()];
      const heard = inbox();
      await listener.subscribe(notices, (message) => heard.push({ notices: message }));
      await listener.subscribe(progress, (message) => heard.push({ progress: message }));

      const sent = Array.from({ length: 60 }, (_, n) => (n % 3 === 2 ? { progress: n } : { notices: n }));
      await Promise.all(
        sent.map((message) =>
          'progress' in message
            ? publisher.publish(progress, message.progress)
            : publisher.publish(notices, message.notices),
        ),
      );

      expect(await heard.count(sent.length)).toEqual(sent);
    });

    it('stops delivering to a subscription once it is unsubscribed, and keeps the others', async () => {
      const bus = await open();
      const channel = channelName();
      const leaving = inbox();
      const staying = inbox();
      const unsubscribe = await bus.subscribe(channel, leaving.push);
      await bus.subscribe(channel, staying.push);
      await bus.publish(channel, 'before');
      await leaving.count(1);
      await unsubscribe();
      await unsubscribe(); // idempotent

      await bus.publish(channel, 'after');
      // The staying subscriber receiving "after" proves it was delivered, so the other's silence is real.
      expect(await staying.count(2)).toEqual(['before', 'after']);
      expect(leaving.messages).toEqual(['before']);

      // Unsubscribing the last handler of a channel and subscribing again works.
      const again = inbox();
      const stop = await bus.subscribe(channel, again.push);
      await bus.publish(channel, 'again');
      expect(await again.count(1)).toEqual(['again']);
      await stop();
    });

    it('round-trips messages as JSON, giving each subscriber its own copy', async () => {
      const bus = await open();
      const channel = channelName();
      const a = inbox();
      const b = inbox();
      await bus.subscribe(channel, a.push);
      await bus.subscribe(channel, b.push);
      const message = {
        topic: topics.applications,
        rooms: ['user:1', 'internship:ü-✓'],
        ids: [1, 2.5, -3],
        position: '12345678901234567890',
        nested: { empty: {}, none: null, flag: false },
        at: new Date('2024-05-06T07:08:09.000Z'),
        dropped: undefined,
      };
      await bus.publish(channel, message);
      message.rooms.push('mutated after publish');

      const [received] = await a.count(1);
      const [copy] = await b.count(1);
      expect(received).toEqual({
        topic: topics.applications,
        rooms: ['user:1', 'internship:ü-✓'],
        ids: [1, 2.5, -3],
        position: '12345678901234567890',
        nested: { empty: {}, none: null, flag: false },
        at: '2024-05-06T07:08:09.000Z',
      });
      expect(copy).toEqual(received);
      expect(copy).not.toBe(received);

      await bus.publish(channel, 'a string');
      await bus.publish(channel, 42);
      await bus.publish(channel, null);
      expect((await a.count(4)).slice(1)).toEqual(['a string', 42, null]);
      await expect(bus.publish(channel, undefined)).rejects.toThrow(TypeError);
    });

    it('keeps delivering to the other subscribers when one throws', async () => {
      const bus = await open();
      const channel = channelName();
      const after = inbox();
      await bus.subscribe(channel, () => {
        throw new Error('subscriber bug (expected in this test)');
      });
      await bus.subscribe(channel, after.push);
      await bus.publish(channel, 1);
      await bus.publish(channel, 2);
      expect(await after.count(2)).toEqual([1, 2]);
    });

    it.runIf(target().sharedBetweenInstances)('lets two instances (processes) see each other’s messages', async () => {
      const [one, two] = [await open(), await open()];
      const channel = channelName();
      const atOne = inbox();
      const atTwo = inbox();
      await one.subscribe(channel, atOne.push);
      await two.subscribe(channel, atTwo.push);
      await one.publish(channel, { from: 'one' });
      await two.publish(channel, { from: 'two' });
      expect(await atOne.count(2)).toEqual([{ from: 'one' }, { from: 'two' }]);
      expect(await atTwo.count(2)).toEqual([{ from: 'one' }, { from: 'two' }]);
    });

    it.runIf(target().dropSubscriberConnections !== undefined)(
      'subscribes again by itself after its connection drops',
      async () => {
        const bus = await open();
        const channel = channelName();
        const received = inbox();
        await bus.subscribe(channel, received.push);
        expect(await target().dropSubscriberConnections?.()).toBeGreaterThan(0);
        // Messages published while reconnecting are lost (pub/sub is at-most-once): publish until one lands.
        const deadline = Date.now() + 5000;
        let n = 0;
        while (received.messages.length === 0 && Date.now() < deadline) {
          await bus.publish(channel, { n: n++ });
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(received.messages.length).toBeGreaterThan(0);
      },
    );
  });
}
