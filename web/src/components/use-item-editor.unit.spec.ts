// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useItemEditor } from './use-item-editor';

afterEach(cleanup);

type Item = { _id: string; title: string };

function renderEditor(items: Item[] | undefined) {
  return renderHook(({ list }: { list: Item[] | undefined }) => useItemEditor(list), {
    initialProps: { list: items },
  });
}

describe('useItemEditor', () => {
  it('starts closed, opens for a new item with nothing edited, and closes again', () => {
    const view = renderEditor([{ _id: 'a', title: 'A' }]);
    expect(view.result.current).toMatchObject({ isOpen: false, edited: null });
    act(() => view.result.current.startNew());
    expect(view.result.current).toMatchObject({ isOpen: true, edited: null });
    act(() => view.result.current.close());
    expect(view.result.current).toMatchObject({ isOpen: false, edited: null });
  });

  it('edits the item with that id as the list currently has it, and closes when it leaves the list', () => {
    const view = renderEditor([
      { _id: 'a', title: 'A' },
      { _id: 'b', title: 'B' },
    ]);
    act(() => view.result.current.edit('b'));
    expect(view.result.current).toMatchObject({ isOpen: true, edited: { _id: 'b', title: 'B' } });
    view.rerender({ list: [{ _id: 'b', title: 'B, updated' }] });
    expect(view.result.current.edited).toEqual({ _id: 'b', title: 'B, updated' });
    view.rerender({ list: [{ _id: 'a', title: 'A' }] });
    expect(view.result.current).toMatchObject({ isOpen: false, edited: null });
  });

  it('opens nothing for an id the list does not hold', () => {
    const view = renderEditor(undefined);
    act(() => view.result.current.edit('z'));
    expect(view.result.current).toMatchObject({ isOpen: false, edited: null });
  });
});
