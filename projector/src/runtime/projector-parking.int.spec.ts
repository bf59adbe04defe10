/**
 * The projector never stops for one event (issue: poison-proofing): an event a projection cannot apply is parked for
 * that projection alone after a few tries, and every projection — that one too — goes on past it. On PGlite and
 * PostgreSQL, with every projection of the registry.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { openTestPlatform, profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { projections } from '../registry';
import { placementEvents } from '../testing/placement-events';
import type { GivenEvent } from '../testing/projection-spec';
import { listParkedEvents } from './parked-events';
import { checkpointName, type Projection } from './projection';
import { ProjectorRunner } from './projector-runner';
import { userStream } from '@stint/shared/accounts/accounts.streams';

type Platform = Awaited<ReturnType<typeof openTestPlatform>>;

async function append(platform: Platform, events: GivenEvent[]): Promise<bigint> {
  let position = 0n;
  for (const event of events) {
    const result = await platform.eventStore.append(
      event.stream,
      [
        {
          id: event.id ?? randomUUID(),
          type: event.type,
          version: event.version,
          data: event.data,
          metadata: {
            correlationId: randomUUID(),
            causationId: randomUUID(),
            actor: null,
            at: new Date().toISOString(),
            ...event.metadata,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    position = result.position;
  }
  return position;
}

async function projectUntil(platform: Platform, runnerProjections: Projection[], head: bigint) {
  const runner = new ProjectorRunner({
    eventStore: platform.eventStore,
    readStore: platform.readStore,
    bus: platform.bus,
    logger: platform.logger,
    projections: runnerProjections,
    cipher: platform.cipher,
    batchSize: 50,
    retryDelayMs: 50,
  });
  await runner.start();
  const deadline = Date.now() + 60_000;
  while ((runner.position ?? -1n) < head) {
    if (Date.now() > deadline) throw new Error(`projector stuck at ${runner.position} (head ${head})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return runner;
}

const profiles: TestProfile[] = ['embedded', 'server'];

for (const profile of profiles) {
  const skip = profileSkipReason(profile);
  describe.skipIf(skip)(`parking events the projections cannot apply (${profile}${skip ? `: ${skip}` : ''})`, () => {
    let platform: Platform | undefined;
    let runner: ProjectorRunner | undefined;
    afterEach(async () => {
      await runner?.stop();
      await platform?.dispose();
      runner = platform = undefined;
    });

    it('parks a registration whose sealed name holds a NUL for the projections that store it; later events still project', async () => {
      platform = await openTestPlatform(profile);
      const given = placementEvents(platform.cipher);
      const [poisoned, later] = [randomUUID(), randomUUID()];
      const poison = { ...(await given.registered(poisoned, 'student', 'a\u0000b', 'Doe')), id: randomUUID() };
      const head = await append(platform, [
        poison,
        await given.registered(later, 'student', 'Grace', 'Hopper'),
        given.statusChanged(later, 'inactive', 5),
      ]);
      runner = await projectUntil(platform, projections, head);

      const parked = await listParkedEvents(platform.readStore, projections);
      expect(parked.length).toBeGreaterThan(0);
      expect(parked.map((event) => event.projection)).toContain('users');
      for (const event of parked) {
        expect(event).toMatchObject({ eventId: poison.id, eventType: 'UserRegistered', stream: userStream(poisoned) });
        expect(event.error).toMatch(/unsupported Unicode escape sequence/);
      }
      const users = platform.readStore.collection(usersCollection);
      expect(await users.get(poisoned)).toBeNull();
      expect(await users.get(later)).toMatchObject({ firstName: 'Grace', status: 'inactive' });
      for (const projection of projections) {
        expect(await platform.readStore.getCheckpoint(checkpointName(projection))).toBe(head);
      }
    });

    it('parks, for each projection alone, the one event that projection fails on; no other projection notices', async () => {
      platform = await openTestPlatform(profile);
      const given = placementEvents(platform.cipher);
      // One event of a type each projection handles, which that projection (and only it) fails on every time.
      const poisonOf = new Map<string, GivenEvent & { id: string }>();
      const history: GivenEvent[] = [];
      for (const projection of projections) {
        const poison = { id: randomUUID(), stream: `poison-${randomUUID()}`, type: projection.handles[0]!, data: {} };
        poisonOf.set(projection.name, poison);
        history.push(poison);
      }
      const student = randomUUID();
      history.push(await given.registered(student, 'student', 'Ada', 'Lovelace'));
      const head = await append(platform, history);
      const poisonIds = new Set([...poisonOf.values()].map((poison) => poison.id));
      const failing = projections.map((projection) => ({
        ...projection,
        async apply(event: RecordedEvent, context: Parameters<Projection['apply']>[1]) {
          if (event.id === poisonOf.get(projection.name)!.id) throw new Error(`${projection.name} cannot apply this`);
          // The other projections' poison (bodies of no real shape) is none of this projection's business.
          if (!poisonIds.has(event.id)) await projection.apply(event, context);
        },
      }));
      runner = await projectUntil(platform, failing, head);

      const parked = await listParkedEvents(platform.readStore, projections);
      expect(
        parked
          .map(({ projection, eventId, attempts }) => ({ projection, eventId, attempts }))
          .sort((a, b) => a.projection.localeCompare(b.projection)),
      ).toEqual(
        projections
          .map((projection) => ({
            projection: projection.name,
            eventId: poisonOf.get(projection.name)!.id,
            attempts: 3,
          }))
          .sort((a, b) => a.projection.localeCompare(b.projection)),
      );
      expect(parked.every((event) => event.error.endsWith(`${event.projection} cannot apply this`))).toBe(true);
      expect(await platform.readStore.collection(usersCollection).get(student)).toMatchObject({ firstName: 'Ada' });
      for (const projection of projections) {
        expect(await platform.readStore.getCheckpoint(checkpointName(projection))).toBe(head);
      }
    });

    it('parks the event a projection cannot prefetch for, for that projection alone; its other events and every other projection go on', async () => {
      platform = await openTestPlatform(profile);
      const given = placementEvents(platform.cipher);
      const [first, poisoned, later] = [randomUUID(), randomUUID(), randomUUID()];
      const poison = { ...(await given.registered(poisoned, 'student', 'Alan', 'Turing')), id: randomUUID() };
      const head = await append(platform, [
        await given.registered(first, 'student', 'Ada', 'Lovelace'),
        poison,
        await given.registered(later, 'student', 'Grace', 'Hopper'),
      ]);
      const users = projections.find((projection) => projection.name === 'users')!;
      const prefetched: string[][] = [];
      const failing: Projection = {
        ...users,
        async prefetch(events, context) {
          prefetched.push(events.map((event) => event.id));
          if (events.some((event) => event.id === poison.id)) throw new Error('users cannot prefetch for this');
          await users.prefetch!(events, context);
        },
      };
      runner = await projectUntil(
        platform,
        projections.map((projection) => (projection === users ? failing : projection)),
        head,
      );

      const parked = await listParkedEvents(platform.readStore, projections);
      expect(parked.map(({ projection, eventId, attempts }) => ({ projection, eventId, attempts }))).toEqual([
        { projection: 'users', eventId: poison.id, attempts: 3 },
      ]);
      expect(parked[0]!.error).toMatch(/users cannot prefetch for this/);
      // The batch first, then the users projection alone, then event by event.
      expect(prefetched[0]!.length).toBeGreaterThan(1);
      const stored = platform.readStore.collection(usersCollection);
      expect(await stored.get(first)).toMatchObject({ firstName: 'Ada' });
      expect(await stored.get(later)).toMatchObject({ firstName: 'Grace' });
      expect(await stored.get(poisoned)).toBeNull();
      for (const projection of projections) {
        expect(await platform.readStore.getCheckpoint(checkpointName(projection))).toBe(head);
      }
    });

    it('parks an event of a version newer than this code reads for the projections of its type alone', async () => {
      platform = await openTestPlatform(profile);
      const given = placementEvents(platform.cipher);
      const [reader, later] = [randomUUID(), randomUUID()];
      // A newer release's NotificationsRead (version 3, a shape this code cannot know), between readable events.
      const newer = { ...given.read(reader, 3, { kind: 'upTo', position: '1' }), id: randomUUID(), version: 3 };
      const head = await append(platform, [
        given.readStoredV1(reader, 2, { kind: 'ids', notificationIds: ['n1'] }),
        newer,
        await given.registered(later, 'student', 'Grace', 'Hopper'),
      ]);
      runner = await projectUntil(platform, projections, head);

      const handling = projections.filter((projection) => projection.handles.includes('NotificationsRead'));
      expect(handling.length).toBeGreaterThan(0);
      const parked = await listParkedEvents(platform.readStore, projections);
      expect(parked.map(({ projection, eventId, eventType }) => ({ projection, eventId, eventType }))).toEqual(
        handling.map((projection) => ({
          projection: projection.name,
          eventId: newer.id,
          eventType: 'NotificationsRead',
        })),
      );
      for (const event of parked) {
        expect(event.error).toMatch(/NotificationsRead version 3 is newer than this code reads \(version 2\)/);
      }
      expect(await platform.readStore.collection(usersCollection).get(later)).toMatchObject({ firstName: 'Grace' });
      for (const projection of projections) {
        expect(await platform.readStore.getCheckpoint(checkpointName(projection))).toBe(head);
      }
    });

    it('rebuilds a projection on request: its parked events are tried again and cleared once they apply', async () => {
      platform = await openTestPlatform(profile);
      const given = placementEvents(platform.cipher);
      const student = randomUUID();
      const registered = { ...(await given.registered(student, 'student', 'Ada', 'Lovelace')), id: randomUUID() };
      const head = await append(platform, [registered]);
      let broken = true;
      const users = projections.find((projection) => projection.name === 'users')!;
      const flaky: Projection = {
        ...users,
        async apply(event, context) {
          if (broken) throw new Error('a bug in the users projection');
          await users.apply(event, context);
        },
      };
      runner = await projectUntil(platform, [flaky], head);
      expect((await listParkedEvents(platform.readStore, [users])).map((event) => event.eventId)).toEqual([
        registered.id,
      ]);
      expect(await platform.readStore.collection(usersCollection).get(student)).toBeNull();

      broken = false; // the fix is deployed
      await platform.bus.publish('projector-control', { rebuild: 'users' });
      const deadline = Date.now() + 30_000;
      while (!(await platform.readStore.collection(usersCollection).get(student))) {
        if (Date.now() > deadline) throw new Error('the rebuild did not apply the parked event');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await listParkedEvents(platform.readStore, [users])).toEqual([]);
      expect(await platform.readStore.getCheckpoint(checkpointName(users))).toBe(head);
    });
  });
}
