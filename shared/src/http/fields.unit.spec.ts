import { describe, expect, it } from 'vitest';
import { wholeNumber } from './fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('wholeNumber', () => {
  const weeks = wholeNumber('Week number', 1, 104);
  const days = wholeNumber('Days present', 0, 1000);

  it('reads a whole number from a form value, within its range', () => {
    expect(weeks.parse('3')).toBe(3);
    expect(weeks.parse(104)).toBe(104);
    expect(days.parse('0')).toBe(0);
  });

  it('treats blank and null as missing, never as 0', () => {
    expect(messagesOf(weeks.safeParse(''))).toEqual(['Week number is required']);
    expect(messagesOf(days.safeParse(null))).toEqual(['Days present is required']);
  });

  it('names the field in each refusal, and says "cannot be negative" when the least is 0', () => {
    expect(messagesOf(weeks.safeParse('2.5'))).toEqual(['Week number must be a whole number']);
    expect(messagesOf(weeks.safeParse('0'))).toEqual(['Week number must be at least 1']);
    expect(messagesOf(weeks.safeParse('105'))).toEqual(['Week number must be at most 104']);
    expect(messagesOf(days.safeParse('-1'))).toEqual(['Days present cannot be negative']);
  });
});
