import { describe, expect, it } from 'vitest';
import type { Collection } from '@stint/shared/infra/read-store/read-store.port';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { PlacedWith, RecordedStep } from '@stint/shared/placements/placement-lookups.read-models';
import { itemAfterCreate, type LoadedPlacement } from './placements.store';

type Item = { _id: string; title: string; placed?: PlacedWith; step?: RecordedStep };

/** A collection holding `items`, and deps whose users read model knows Ada. */
function world(items: Item[]) {
  const collection = { get: async (id: string) => items.find((item) => item._id === id) ?? null } as Collection<Item>;
  const users = {
    get: async (id: string) =>
      id === 'ada'
        ? { _id: 'ada', firstName: 'Ada', lastName: 'Lovelace', studentId: 'S1', email: 'ada@x.test' }
        : null,
  };
  const deps = { platform: { readStore: { collection: () => users } } } as unknown as Parameters<
    typeof itemAfterCreate
  >[0];
  return { collection, deps };
}

const loaded: LoadedPlacement = {
  placement: {
    internshipId: 'i1',
    applicationId: 'a1',
    employerId: 'e1',
    studentId: 'ada',
    applicationStatus: 'accepted',
  },
  internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
};
const context: CommandContext = {
  commandId: 'c1',
  actor: { id: 'ada', role: 'student' },
  at: '2026-03-01T10:00:00.000Z',
  correlationId: 'k1',
};
const build = (data: { title: string }, placed: PlacedWith, step: RecordedStep): Item => ({
  _id: 'r1',
  title: data.title,
  placed,
  step,
});

describe('itemAfterCreate', () => {
  it('answers with the read model once the projector wrote the item', async () => {
    const { collection, deps } = world([{ _id: 'r1', title: 'As projected' }]);
    const item = await itemAfterCreate(deps, {
      collection,
      id: 'r1',
      created: { title: 'From the event' },
      loaded,
      context,
      build,
      missing: 'gone',
    });
    expect(item).toEqual({ _id: 'r1', title: 'As projected' });
  });

  it('builds the item from the created event, its placement and the command when the read model lags', async () => {
    const { collection, deps } = world([]);
    const item = await itemAfterCreate(deps, {
      collection,
      id: 'r1',
      created: { title: 'From the event' },
      loaded,
      context,
      build,
      missing: 'gone',
    });
    expect(item).toEqual({
      _id: 'r1',
      title: 'From the event',
      placed: {
        internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
        student: { _id: 'ada', firstName: 'Ada', lastName: 'Lovelace', studentId: 'S1', email: 'ada@x.test' },
      },
      step: { at: '2026-03-01T10:00:00.000Z', by: context.actor },
    });
  });

  it('throws `missing` when there is neither a read model item nor a created event', async () => {
    const { collection, deps } = world([]);
    await expect(
      itemAfterCreate(deps, { collection, id: 'r1', created: undefined, loaded, context, build, missing: 'gone' }),
    ).rejects.toThrow('gone');
  });
});
