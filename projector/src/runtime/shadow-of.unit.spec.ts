/** `shadowOf`: the shadow build reads and writes only `<collection>__shadow`, in its prefetch as in apply. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Collection, CollectionSpec, Doc } from '@stint/shared/infra/read-store/read-store.port';
import { createLogger } from '@stint/shared/infra/logger';
import { topics } from '@stint/shared/live/topics';
import { defineProjection, type ProjectionContext } from './projection';
import { shadowOf } from './shadow-rebuild';

const notes: CollectionSpec = { name: 'notes' };
const event = { type: 'NoteAdded', data: { id: 'n1' }, position: 1n } as unknown as RecordedEvent;

describe('shadowOf', () => {
  it('points prefetch and apply at the shadow collections and tells no screen', async () => {
    const asked: string[] = [];
    const notices: unknown[] = [];
    const handed: unknown[] = [];
    const projection = defineProjection({
      name: 'notes',
      version: 1,
      collections: [notes],
      handles: ['NoteAdded'],
      async prefetch(_events, context) {
        await context.collection(notes).getMany(['n1']);
      },
      async apply(_event, context) {
        await context.collection(notes).get('n1');
        context.notify({ topic: topics.notifications, rooms: ['user:u1'], ids: ['n1'] });
        handed.push({ logger: context.logger, personalData: context.personalData });
      },
    });
    const collection = <T extends Doc>(spec: CollectionSpec) => {
      asked.push(spec.name);
      return { get: async () => null, getMany: async () => [], findIn: async () => [] } as unknown as Collection<T>;
    };
    const shadow = shadowOf(projection);
    expect(shadow.name).toBe('notes__shadow');
    expect(shadow.collections).toEqual([{ name: 'notes__shadow' }]);
    await shadow.prefetch!([event], { collection });
    const logger = createLogger('silent');
    const personalData = { open: () => null } as unknown as ProjectionContext['personalData'];
    // As the runner's context is: a class, its logger a getter on the prototype.
    class Context implements ProjectionContext {
      readonly personalData = personalData;
      collection<T extends Doc>(spec: CollectionSpec) {
        return collection<T>(spec);
      }
      notify(change: Parameters<ProjectionContext['notify']>[0]) {
        notices.push(change);
      }
      get logger() {
        return logger;
      }
    }
    await shadow.apply(event, new Context());
    expect(asked).toEqual(['notes__shadow', 'notes__shadow']);
    expect(notices).toEqual([]);
    expect(handed).toEqual([{ logger, personalData }]);
  });
});
