import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarksDecider, type BookmarkCommand } from '../../internships/bookmarks.decider';
import type { EventStore } from '../event-store/event-store.port';
import { SqlEventStore } from '../event-store/sql-event-store';
import { cloneTestPglite } from '../testing/test-databases';
import type { Sql } from '../sql/sql.port';
import { handleCommand, type CommandContext } from './handle-command';

describe('handleCommand on a stream it has folded before', () => {
  let sql: Sql;
  let store: EventStore;
  /** The same log through a second store: another api node, whose appends this process never saw. */
  let otherNode: EventStore;

  beforeAll(async () => {
    sql = await cloneTestPglite();
    store = await SqlEventStore.open(sql);
    otherNode = await SqlEventStore.open(sql);
  });
  afterAll(async () => {
    await sql.close();
  });

  const context = (commandId = randomUUID()): CommandContext => ({
    commandId,
    actor: { id: 's1', role: 'student' },
    at: '2026-06-01T10:00:00.000Z',
    correlationId: randomUUID(),
  });
  const toggle = (internshipId: string): BookmarkCommand => ({ type: 'ToggleBookmark', studentId: 's1', internshipId });
  const typesOf = (result: { events: { type: string }[] }) => result.events.map((event) => event.type);

  it('decides on the events other writers appended since, and answers a retried command with its first events', async () => {
    const stream = `bookmarks-${randomUUID()}`;
    expect(typesOf(await handleCommand(store, stream, bookmarksDecider, toggle('i1'), context()))).toEqual([
      'InternshipBookmarked',
    ]);
    // Another node unsaves i1 and saves i2; this process folded the stream before either.
    await handleCommand(otherNode, stream, bookmarksDecider, toggle('i1'), context());
    await handleCommand(otherNode, stream, bookmarksDecider, toggle('i2'), context());

    const again = context();
    const first = await handleCommand(store, stream, bookmarksDecider, toggle('i1'), again);
    expect(typesOf(first)).toEqual(['InternshipBookmarked']);
    expect(first.revision).toBe(3n);
    expect(typesOf(await handleCommand(store, stream, bookmarksDecider, toggle('i2'), context()))).toEqual([
      'InternshipUnbookmarked',
    ]);
    // The same command id again: nothing new, the first outcome back — also once the stream has moved on.
    const retried = await handleCommand(store, stream, bookmarksDecider, toggle('i1'), again);
    expect(retried).toEqual({ ...first, replayed: true });
    expect(await store.readStream(stream)).toHaveLength(5);
  });

  it('retries on the newer state when another node appended between the read and the append', async () => {
    const stream = `bookmarks-${randomUUID()}`;
    await handleCommand(store, stream, bookmarksDecider, toggle('i1'), context());
    // Same moment, two nodes, one stream: one append loses the race and decides again on what won.
    const [mine, theirs] = await Promise.all([
      handleCommand(store, stream, bookmarksDecider, toggle('i1'), context(), { retries: 3 }),
      handleCommand(otherNode, stream, bookmarksDecider, toggle('i1'), context(), { retries: 3 }),
    ]);
    expect([...typesOf(mine), ...typesOf(theirs)].sort()).toEqual(['InternshipBookmarked', 'InternshipUnbookmarked']);
    const types = (await store.readStream(stream)).map((event) => event.type);
    expect(types).toEqual(['InternshipBookmarked', 'InternshipUnbookmarked', 'InternshipBookmarked']);
  });

  it('decides on a stream it folded without reading it again: one append per command, no read', async () => {
    const stream = `bookmarks-${randomUUID()}`;
    let reads = 0;
    // This store as it is, counting reads (a node of its own: folds are kept per store).
    const counted = new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (property === 'readStream' || property === 'findEvent') reads++;
          return (value as (...rest: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    await handleCommand(counted, stream, bookmarksDecider, toggle('i1'), context());
    const afterFirst = reads;
    const outcomes = [];
    for (const internship of ['i1', 'i2', 'i1', 'i2']) {
      outcomes.push(...typesOf(await handleCommand(counted, stream, bookmarksDecider, toggle(internship), context())));
    }
    expect(outcomes).toEqual([
      'InternshipUnbookmarked',
      'InternshipBookmarked',
      'InternshipBookmarked',
      'InternshipUnbookmarked',
    ]);
    expect(reads).toBe(afterFirst);
    // Another node appends: the next decision on the old fold is refused by the store and made again on a read.
    await handleCommand(otherNode, stream, bookmarksDecider, toggle('i1'), context());
    expect(typesOf(await handleCommand(counted, stream, bookmarksDecider, toggle('i1'), context()))).toEqual([
      'InternshipBookmarked',
    ]);
    expect(reads).toBeGreaterThan(afterFirst);
    expect((await store.readStream(stream)).map((event) => event.type)).toEqual([
      'InternshipBookmarked',
      ...outcomes,
      'InternshipUnbookmarked',
      'InternshipBookmarked',
    ]);
  });

  it('answers a command first run on another node with that outcome, not with a decision on its own older fold', async () => {
    const stream = `bookmarks-${randomUUID()}`;
    await handleCommand(store, stream, bookmarksDecider, toggle('i1'), context());
    // The other node moves the stream on, then runs the command; its answer is lost and the client retries here.
    await handleCommand(otherNode, stream, bookmarksDecider, toggle('i1'), context());
    const lost = context();
    const first = await handleCommand(otherNode, stream, bookmarksDecider, toggle('i1'), lost);
    expect(typesOf(first)).toEqual(['InternshipBookmarked']);
    // This node's fold still says i1 is saved, so deciding on it would unsave; the store knows the command's events.
    const retried = await handleCommand(store, stream, bookmarksDecider, toggle('i1'), lost);
    expect(retried).toEqual({ ...first, replayed: true });
    expect(await store.readStream(stream)).toHaveLength(3);
  });
});
