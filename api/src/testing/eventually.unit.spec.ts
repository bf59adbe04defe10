import { describe, expect, it } from 'vitest';
import { eventually } from './eventually';

describe('eventually', () => {
  it('asks again until the answer is accepted, and returns that answer', async () => {
    let asked = 0;
    const value = await eventually(
      async () => ++asked,
      (count) => count === 3,
      { everyMs: 1 },
    );
    expect(value).toBe(3);
    expect(asked).toBe(3);
  });

  it('gives up after its timeout, saying what it saw last', async () => {
    await expect(
      eventually(
        async () => ({ failed: 0 }),
        (counts) => counts.failed === 1,
        { timeoutMs: 30, everyMs: 5 },
      ),
    ).rejects.toThrow('condition not met in 30 ms; last {"failed":0}');
  });
});
