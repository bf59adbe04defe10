import { mutate } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { sendReviewDecision } from './review-decision';

vi.mock('./api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('swr', () => ({ mutate: vi.fn(() => Promise.resolve()) }));

const request = vi.mocked(apiRequest);
const revalidate = vi.mocked(mutate);

afterEach(() => vi.clearAllMocks());

/** The key filter the list reload was called with. */
const reloadedKeys = () => revalidate.mock.calls[0]![0] as (key: unknown) => boolean;

describe('sendReviewDecision', () => {
  it('posts the status and the comment to the item, then reloads every page of the list, and gives the message', async () => {
    request.mockResolvedValue({ data: { report: {} }, message: 'Report approved' });
    const result = await sendReviewDecision('/reports/r-1', { status: 'approved', comment: 'Well done' }, '/reports');
    expect(request).toHaveBeenCalledWith('/reports/r-1/review', {
      method: 'POST',
      body: { status: 'approved', comment: 'Well done' },
    });
    expect(result).toEqual({ message: 'Report approved' });
    expect(reloadedKeys()('/reports?page=2&status=submitted')).toBe(true);
    expect(reloadedKeys()('/logbooks/employer?page=1')).toBe(false);
    expect(reloadedKeys()(['/reports', 1])).toBe(false);
  });

  it('sends no comment when the box is empty', async () => {
    request.mockResolvedValue({ data: undefined, message: undefined });
    await sendReviewDecision('/logbooks/e-1', { status: 'approved', comment: '' }, '/logbooks/employer');
    expect(request).toHaveBeenCalledWith('/logbooks/e-1/review', { method: 'POST', body: { status: 'approved' } });
  });

  it('reloads nothing when the api refuses the decision', async () => {
    request.mockRejectedValue(new Error('moved on'));
    await expect(sendReviewDecision('/evaluations/v-1', { status: 'reviewed', comment: '' }, '/x')).rejects.toThrow(
      'moved on',
    );
    expect(revalidate).not.toHaveBeenCalled();
  });
});
