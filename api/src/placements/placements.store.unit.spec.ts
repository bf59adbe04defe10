import { describe, expect, it } from 'vitest';
import type { Collection } from '@stint/shared/infra/read-store/read-store.port';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { PlacedWith, RecordedStep } from '@stint/shared/placements/placement-lookups.read-models';
import { itemAfterCreate, type LoadedPlacement } from './placements.store';

type Item = { _id: string; title: string; placed?: PlacedWith; step?: RecordedStep };

const loaded: LoadedPlacement = {
  placement: {
    internshipId: 'i1',
    applicationId: 'a1',
    employerId: 'e1',
    studentId: 'ada',
    applicationStatus: 'accepted',
  },
  internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
  dates: { startDate: '2026-01-05', endDate: '2026-03-27' },
  approval: { universityId: null, isRequired: false },
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

/** What `itemAfterCreate` answers when the collection holds `items` and the users read model knows Ada. */
function answer(items: Item[], created: { title: string } | undefined) {
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
  return itemAfterCreate(deps, { collection, id: 'r1', created, loaded, context, build, missing: 'gone' });
}

describe('itemAfterCreate', () => {
  it('answers with the read model once the projector wrote the item', async () => {
    const item = await answer([{ _id: 'r1', title: 'As projected' }], { title: 'From the event' });
    expect(item).toEqual({ _id: 'r1', title: 'As projected' });
  });

  it('builds the item from the created event, its placement and the command when the read model lags', async () => {
    const item = await answer([], { title: 'From the event' });
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
    await expect(answer([], undefined)).rejects.toThrow('gone');
  });
});
