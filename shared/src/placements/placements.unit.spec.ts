import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX, reviewBodySchema } from './placements';

describe('reviewBodySchema', () => {
  const schema = reviewBodySchema(['approved', 'rejected'] as const, 'Pick a decision');

  it('takes one of its decisions, with the comment trimmed or without one', () => {
    expect(schema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(schema.parse({ status: 'rejected', comment: '  Too short  ' })).toEqual({
      status: 'rejected',
      comment: 'Too short',
    });
  });

  it('refuses any other decision with its message', () => {
    const result = schema.safeParse({ status: 'reviewed' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Pick a decision']);
  });

  it('refuses a comment longer than the limit', () => {
    const result = schema.safeParse({ status: 'approved', comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
    ]);
  });
});
