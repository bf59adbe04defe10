import { describe, expect, it } from 'vitest';
import { canWithdraw } from './application-status';

describe('withdrawing an application', () => {
  it('is offered while it is pending and, since issue 17, on an accepted placement; never after a decision against', () => {
    expect(canWithdraw({ status: 'pending' })).toBe(true);
    expect(canWithdraw({ status: 'accepted' })).toBe(true);
    for (const status of ['reviewing', 'rejected', 'withdrawn'] as const) expect(canWithdraw({ status })).toBe(false);
  });
});
