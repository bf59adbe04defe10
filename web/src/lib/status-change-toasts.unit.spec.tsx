// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotice } from '@stint/shared/live/socket-events';
import { topics } from '@stint/shared/live/topics';
import { showToast } from '../components/toasts';
import { useStatusChangeToasts, type StatusAnnouncement } from './status-change-toasts';

const listeners = new Set<(notice: LiveNotice) => void>();
vi.mock('./live', () => ({
  subscribeToLiveChanges: (listener: (notice: LiveNotice) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
vi.mock('../components/toasts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Item = { _id: string; status: 'draft' | 'approved' | 'rejected'; title: string };
const announcements: Partial<Record<Item['status'], StatusAnnouncement>> = {
  approved: { tone: 'success', title: 'Approved', verb: 'was approved' },
  rejected: { tone: 'danger', title: 'Rejected', verb: 'was rejected' },
};

function renderToasts(items: Item[]) {
  return renderHook(
    ({ list }: { list: Item[] }) =>
      useStatusChangeToasts(topics.logbooks, list, announcements, (item, verb) => ({
        message: `“${item.title}” ${verb}.`,
        action: { label: 'Open', to: `/items/${item._id}` },
      })),
    { initialProps: { list: items } },
  );
}

const notice = (topic: LiveNotice['topic'], ids: string[]) =>
  act(() => listeners.forEach((listener) => listener({ topic, ids } as LiveNotice)));

describe('useStatusChangeToasts', () => {
  it("announces a named item's new status with the table's tone, title and verb and the item's own words", () => {
    const view = renderToasts([{ _id: 'a', status: 'draft', title: 'Week 1' }]);
    notice(topics.logbooks, ['a']);
    view.rerender({ list: [{ _id: 'a', status: 'approved', title: 'Week 1' }] });
    expect(vi.mocked(showToast)).toHaveBeenCalledExactlyOnceWith({
      tone: 'success',
      title: 'Approved',
      message: '“Week 1” was approved.',
      action: { label: 'Open', to: '/items/a' },
    });
  });

  it('says nothing for a status missing from the table, an item no notice named, or another topic', () => {
    const view = renderToasts([
      { _id: 'a', status: 'approved', title: 'A' },
      { _id: 'b', status: 'draft', title: 'B' },
      { _id: 'c', status: 'draft', title: 'C' },
    ]);
    notice(topics.logbooks, ['a']);
    notice(topics.reports, ['c']);
    view.rerender({
      list: [
        { _id: 'a', status: 'draft', title: 'A' },
        { _id: 'b', status: 'rejected', title: 'B' },
        { _id: 'c', status: 'rejected', title: 'C' },
      ],
    });
    expect(vi.mocked(showToast)).not.toHaveBeenCalled();
  });
});
