// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@stint/shared/live/topics';
import { showToast } from '../components/toasts';
import { useSubmissionToasts } from './submission-toasts';
import { sendNotice } from './testing/live-notices';

vi.mock('./live', () => import('./testing/live-notices'));
vi.mock('../components/toasts', () => ({ showToast: vi.fn() }));
const shown = vi.mocked(showToast);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Item = { _id: string; status: string; round: number };
/** What the api answers for each id, changed by the tests as the items move on. */
const stored = new Map<string, Item>();

function renderToasts() {
  return renderHook(() =>
    useSubmissionToasts(topics.reports, (id) => Promise.resolve(stored.get(id)!), {
      submission: (item) => `${item._id}:${item.round}`,
      toast: (item) => ({ title: 'New item submitted', message: `${item._id} (round ${item.round})` }),
    }),
  );
}

describe('useSubmissionToasts', () => {
  it('announces a named item once per submission, while it is submitted', async () => {
    renderToasts();
    stored.set('a', { _id: 'a', status: 'submitted', round: 1 });
    await sendNotice(topics.reports, ['a']);
    await sendNotice(topics.reports, ['a']);
    stored.set('a', { _id: 'a', status: 'approved', round: 1 });
    await sendNotice(topics.reports, ['a']);
    stored.set('a', { _id: 'a', status: 'submitted', round: 2 });
    await sendNotice(topics.reports, ['a']);
    expect(shown.mock.calls.map(([toast]) => toast)).toEqual([
      { tone: 'info', title: 'New item submitted', message: 'a (round 1)' },
      { tone: 'info', title: 'New item submitted', message: 'a (round 2)' },
    ]);
  });

  it("says nothing for another topic's notice or once the screen has gone", async () => {
    const view = renderToasts();
    stored.set('b', { _id: 'b', status: 'submitted', round: 1 });
    await sendNotice(topics.evaluations, ['b']);
    view.unmount();
    await sendNotice(topics.reports, ['b']);
    expect(shown).not.toHaveBeenCalled();
  });
});
