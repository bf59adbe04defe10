// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../components/toasts';
import { MAX_SEPARATE_TOASTS, showArrivalToasts, useAddedItems } from './arrival-toasts';

vi.mock('../components/toasts', () => ({ showToast: vi.fn() }));
const shown = vi.mocked(showToast);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const text = {
  summary: (count: number) => ({ title: `${count} new`, action: { label: 'All', to: '/all' } }),
  each: (name: string) => ({ title: 'New one', message: `${name} arrived.` }),
};

describe('showArrivalToasts', () => {
  it('shows one info toast per item, up to the limit', () => {
    showArrivalToasts(['Ada', 'Bo', 'Cy'], text);
    expect(shown.mock.calls.map(([toast]) => toast)).toEqual([
      { tone: 'info', title: 'New one', message: 'Ada arrived.' },
      { tone: 'info', title: 'New one', message: 'Bo arrived.' },
      { tone: 'info', title: 'New one', message: 'Cy arrived.' },
    ]);
  });

  it('shows one summary that counts them beyond the limit', () => {
    const arrived = Array.from({ length: MAX_SEPARATE_TOASTS + 1 }, (_, index) => `Student ${index}`);
    showArrivalToasts(arrived, text);
    expect(MAX_SEPARATE_TOASTS).toBe(3);
    expect(shown).toHaveBeenCalledExactlyOnceWith({
      tone: 'info',
      title: '4 new',
      action: { label: 'All', to: '/all' },
    });
  });

  it('shows nothing when nothing arrived', () => {
    showArrivalToasts([], text);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('useAddedItems', () => {
  it('reports, on each load after the first, the items that were not in the list before', () => {
    const onAdded = vi.fn();
    const list = (...ids: string[]) => ids.map((_id) => ({ _id }));
    const view = renderHook(({ items }) => useAddedItems(items, onAdded), {
      initialProps: { items: undefined as { _id: string }[] | undefined },
    });
    view.rerender({ items: list('a', 'b') });
    expect(onAdded).not.toHaveBeenCalled();
    view.rerender({ items: list('c', 'a', 'b') });
    view.rerender({ items: list('c', 'b') });
    view.rerender({ items: list('a', 'c', 'b') });
    expect(onAdded.mock.calls).toEqual([[list('c')], [[]], [list('a')]]);
  });
});
