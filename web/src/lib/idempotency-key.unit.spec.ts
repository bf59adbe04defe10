import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { newIdempotencyKey, postOnce } from './idempotency-key';

vi.mock('./api-client', () => ({ apiRequest: vi.fn(() => Promise.resolve({ data: { id: 'x1' }, message: 'Saved' })) }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('postOnce', () => {
  it('POSTs the body with the submission’s Idempotency-Key and answers with what the api answered', async () => {
    await expect(postOnce('/things', { name: 'A' }, 'key-1')).resolves.toEqual({
      data: { id: 'x1' },
      message: 'Saved',
    });
    expect(vi.mocked(apiRequest)).toHaveBeenCalledExactlyOnceWith('/things', {
      method: 'POST',
      body: { name: 'A' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });
});

describe('newIdempotencyKey', () => {
  it('gives a new key for each submission', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
