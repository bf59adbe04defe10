/** What a batch's change drafts are published as (projector-runner.ts). */
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import type { Topic } from '@stint/shared/live/topics';
import type { ChangeDraft } from './projection';

export /** One notice per topic and room set, with the ids merged. */
function mergeChanges(drafts: ChangeDraft[]): Omit<ChangeNotice, 'position'>[] {
  const merged = new Map<string, { topic: Topic; rooms: string[]; ids: Set<string> }>();
  for (const draft of drafts) {
    const rooms = [...new Set(draft.rooms)].sort();
    const key = `${draft.topic}\u0000${rooms.join('\u0000')}`;
    const entry = merged.get(key) ?? { topic: draft.topic, rooms, ids: new Set<string>() };
    for (const id of draft.ids) entry.ids.add(id);
    merged.set(key, entry);
  }
  return [...merged.values()].map(({ topic, rooms, ids }) => ({ topic, rooms, ids: [...ids] }));
}
