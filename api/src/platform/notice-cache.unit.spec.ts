import { describe, expect, it } from 'vitest';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { channels } from '@stint/shared/infra/channels';
import { createLogger } from '@stint/shared/infra/logger';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { NoticeCache, noticeCacheOf } from './notice-cache';
import { topics, type Topic } from '@stint/shared/live/topics';

const logger = createLogger('silent');

async function setUp(maxAgeMs = 60_000) {
  const bus = new MemoryBus({ logger });
  const cache = new NoticeCache<string>(
    { bus, logger },
    { name: 'test', topics: [topics.internships], keysOf: (notice) => notice.ids, maxAgeMs, maxEntries: 2 },
  );
  let reads = 0;
  const read = (key: string) => cache.get(key, async () => `${key}#${++reads}`);
  /** Publishes a notice and resolves once the bus delivered it (to the cache first: it subscribed first). */
  const notify = async (topic: Topic, ids: string[]) => {
    await read('warm-up');
    let delivered!: () => void;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const unsubscribe = await bus.subscribe(channels.changes, () => delivered());
    const notice: ChangeNotice = { topic, rooms: [], ids, position: '1' };
    await bus.publish(channels.changes, notice);
    await arrived;
    await unsubscribe();
  };
  await read('warm-up');
  await new Promise((resolve) => setImmediate(resolve));
  return { bus, cache, read, notify, reads: () => reads };
}

describe('NoticeCache', () => {
  it('keeps a read until a notice of its topic names it', async () => {
    const { read, notify } = await setUp();
    expect(await read('a')).toBe('a#2');
    expect(await read('a')).toBe('a#2');
    await notify(topics.users, ['a']);
    expect(await read('a')).toBe('a#2');
    await notify(topics.internships, ['b']);
    expect(await read('a')).toBe('a#2');
    await notify(topics.internships, ['a']);
    expect(await read('a')).toMatch(/^a#\d+$/);
    expect(await read('a')).not.toBe('a#2');
  });

  it('drops every entry on a notice its keysOf cannot place (null), and only the named ones otherwise', async () => {
    const bus = new MemoryBus({ logger });
    const cache = new NoticeCache<string>(
      { bus, logger },
      {
        name: 'rooms',
        topics: [topics.bookmarks],
        keysOf: (notice) => (notice.rooms.length > 0 ? notice.rooms : null),
        maxAgeMs: 60_000,
        maxEntries: 10,
      },
    );
    let reads = 0;
    const read = (key: string) => cache.get(key, async () => `${key}#${++reads}`);
    await read('warm-up');
    await new Promise((resolve) => setImmediate(resolve));
    const [a, b] = [await read('a'), await read('b')];
    const notify = async (rooms: string[]) => {
      let delivered!: () => void;
      const arrived = new Promise<void>((resolve) => (delivered = resolve));
      const unsubscribe = await bus.subscribe(channels.changes, () => delivered());
      await bus.publish(channels.changes, { topic: topics.bookmarks, rooms, ids: ['x'], position: '1' });
      await arrived;
      await unsubscribe();
    };
    await notify(['a']);
    expect(await read('a')).not.toBe(a);
    expect(await read('b')).toBe(b);
    await notify([]);
    expect(await read('b')).not.toBe(b);
  });

  it('never keeps a read that started before an invalidation, and shares one load between concurrent misses', async () => {
    const { cache } = await setUp();
    let release!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    const second = cache.get('k', async () => 'not read');
    cache.invalidate(['k']);
    release('old');
    expect(await slow).toBe('old');
    expect(await second).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('reads entries past their age again a few at a time, answering the others as they are meanwhile', async () => {
    const bus = new MemoryBus({ logger });
    const cache = new NoticeCache<string>(
      { bus, logger },
      { name: 'aged', topics: [topics.internships], maxAgeMs: 50, maxEntries: 100 },
    );
    await cache.get('warm-up', async () => 'w');
    await new Promise((resolve) => setImmediate(resolve));
    const keys = Array.from({ length: 20 }, (_, n) => `k${n}`);
    for (const key of keys) await cache.get(key, async () => `${key}#1`);
    await new Promise((resolve) => setTimeout(resolve, 60));
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const slowLoad = (key: string) => () =>
      new Promise<string>((resolve) => {
        most = Math.max(most, ++running);
        releases.push(() => {
          running--;
          resolve(`${key}#2`);
        });
      });
    // Every key is past its age: each answers at once with what it had, but only two are read again.
    expect(await Promise.all(keys.map((key) => cache.get(key, slowLoad(key))))).toEqual(keys.map((key) => `${key}#1`));
    expect(most).toBe(2);
    for (const release of releases.splice(0)) release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k0', slowLoad('k0'))).toBe('k0#2');
    expect(await cache.get('k19', slowLoad('k19'))).toBe('k19#1');
    for (const release of releases.splice(0)) release();
  });

  it('answers an entry past its age once more while it reads it again, never past twice the age', async () => {
    const { read, reads } = await setUp(50);
    const first = await read('a');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await read('a')).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read('a')).not.toBe(first);
    const count = reads();
    await new Promise((resolve) => setTimeout(resolve, 110));
    expect(await read('a')).toBe(`a#${count + 1}`);
  });

  it('drops every entry when a rebuild took over (its read models replaced without a notice per document)', async () => {
    const { bus, read } = await setUp();
    const [a, b] = [await read('a'), await read('b')];
    expect(await read('a')).toBe(a);
    await bus.publish(channels.readModelsReplaced, { projection: 'internships' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read('a')).not.toBe(a);
    expect(await read('b')).not.toBe(b);
  });

  it('gives no age limit on the in-process bus, which loses no notice; a lossy bus keeps it', async () => {
    const memory = new MemoryBus({ logger });
    // A bus of the Redis kind: pub/sub that may lose a notice, so entries age.
    const lossy = Object.assign(Object.create(memory) as MemoryBus, { kind: 'redis' as const });
    const options = { name: 'ageless', topics: [topics.internships], maxAgeMs: 20, maxEntries: 10 };
    const [onMemory, onRedis] = [
      noticeCacheOf<string>({ bus: memory, logger }, options),
      noticeCacheOf<string>({ bus: lossy, logger }, options),
    ];
    let reads = 0;
    for (const cache of [onMemory, onRedis]) {
      await cache.get('warm-up', async () => 'w');
      await new Promise((resolve) => setImmediate(resolve));
      await cache.get('a', async () => `a#${++reads}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await onMemory.get('a', async () => `a#${++reads}`)).toBe('a#1');
    expect(await onRedis.get('a', async () => `a#${++reads}`)).toBe('a#3');
  });
});
