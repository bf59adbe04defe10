/**
 * Which modal a list page has open: none, a new item, or an item being edited. The edited item is kept by id and
 * looked up in the current list, so a live update of that item shows in the open modal, and the modal closes by itself
 * if the item leaves the list.
 */
import { useState } from 'react';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function useItemEditor<Item extends { _id: string }>(items: Item[] | undefined) {
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing?.kind === 'edit' ? items?.find((item) => item._id === editing.id) : undefined;
  return {
    /** A modal is open: the new item's, or the edited one's while it is still in the list. */
    isOpen: editing?.kind === 'new' || edited !== undefined,
    /** The item being edited; null for a new one. */
    edited: edited ?? null,
    startNew: () => setEditing({ kind: 'new' }),
    edit: (id: string) => setEditing({ kind: 'edit', id }),
    close: () => setEditing(null),
  };
}
