import { describe, expect, it } from 'vitest';
import { appliedLagBuckets, lagsBetween } from './projector-lag';

const metrics = (counts: [string, number][]) =>
  [
    '# HELP stint_projection_applied_lag_seconds Seconds from append to commit',
    '# TYPE stint_projection_applied_lag_seconds histogram',
    ...counts.map(([le, count]) => `stint_projection_applied_lag_seconds_bucket{le="${le}"} ${count}`),
    'stint_projection_applied_lag_seconds_sum 1.5',
    'stint_projection_lag_seconds{projection="users"} 0',
  ].join('\n');

describe('the embedded projector lag from /metrics', () => {
  it('reads the applied-lag histogram, and nothing when Stint has none', () => {
    expect(
      appliedLagBuckets(
        metrics([
          ['0.005', 2],
          ['0.01', 3],
          ['+Inf', 4],
        ]),
      ),
    ).toEqual(
      new Map([
        [0.005, 2],
        [0.01, 3],
        [Number.POSITIVE_INFINITY, 4],
      ]),
    );
    expect(appliedLagBuckets('stint_projection_lag_seconds{projection="users"} 0')).toBeNull();
  });

  it("counts a step's events as its buckets' upper bounds in ms, past the largest as the largest", () => {
    const before = appliedLagBuckets(
      metrics([
        ['0.005', 10],
        ['0.05', 12],
        ['1', 12],
        ['+Inf', 12],
      ]),
    );
    const after = appliedLagBuckets(
      metrics([
        ['0.005', 13],
        ['0.05', 16],
        ['1', 17],
        ['+Inf', 18],
      ]),
    )!;
    expect(lagsBetween(before, after)).toEqual([5, 5, 5, 50, 1000, 1000]);
    // The first reading: everything counted so far.
    expect(
      lagsBetween(
        null,
        appliedLagBuckets(
          metrics([
            ['0.005', 1],
            ['0.05', 1],
            ['+Inf', 2],
          ]),
        )!,
      ),
    ).toEqual([5, 50]);
  });

  it('can say a lag that is not zero: nothing read as 0 unless it fell in the lowest bucket', () => {
    const after = appliedLagBuckets(
      metrics([
        ['0.001', 0],
        ['0.25', 5],
        ['+Inf', 5],
      ]),
    )!;
    expect(Math.min(...lagsBetween(null, after))).toBe(250);
  });
});
