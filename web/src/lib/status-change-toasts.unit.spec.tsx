// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@stint/shared/live/topics';
import { showToast } from '../components/toasts';
import { useStatusChangeToasts, type StatusAnnouncement } from './status-change-toasts';
import { sendNotice } from './testing/live-notices';

vi.mock('./live', () => import('./testing/live-notices'));
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

describe('useStatusChangeToasts', () => {
  it("announces a named item's new status with the table's tone, title and verb and the item's own words", async () => {
    const view = renderToasts([{ _id: 'a', status: 'draft', title: 'Week 1' }]);
    await sendNotice(topics.logbooks, ['a']);
    view.rerender({ list: [{ _id: 'a', status: 'approved', title: 'Week 1' }] });
    expect(vi.mocked(showToast)).toHaveBeenCalledExactlyOnceWith({
      tone: 'success',
      title: 'Approved',
      message: '“Week 1” was approved.',
      action: { label: 'Open', to: '/items/a' },
    });
  });

  it('says nothing for a status missing from the table, an item no notice named, or another topic', async () => {
    const view = renderToasts([
      { _id: 'a', status: 'approved', title: 'A' },
      { _id: 'b', status: 'draft', title: 'B' },
      { _id: 'c', status: 'draft', title: 'C' },
    ]);
    await sendNotice(topics.logbooks, ['a']);
    await sendNotice(topics.reports, ['c']);
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
