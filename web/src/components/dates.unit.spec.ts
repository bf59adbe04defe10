import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Dates from './dates';

// West of Greenwich, where reading a bare date as UTC midnight would show the day before.
const zone = 'America/Los_Angeles';
const previousZone = process.env.TZ;
let dates: typeof Dates;

beforeAll(async () => {
  process.env.TZ = zone;
  dates = await import('./dates');
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const inZone = (options: Intl.DateTimeFormatOptions, utc: string) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: zone }).format(new Date(utc));

describe('formatCalendarDate', () => {
  it('reads a bare date as that day in the local time zone', () => {
    expect(dates.formatCalendarDate('2025-06-01')).toBe(inZone({ dateStyle: 'medium' }, '2025-06-01T12:00:00Z'));
    expect(dates.formatCalendarDate('2025-06-01')).not.toBe(inZone({ dateStyle: 'medium' }, '2025-05-31T12:00:00Z'));
  });

  it('reads a date-time as its moment', () => {
    expect(dates.formatCalendarDate('2025-06-01T03:00:00Z')).toBe(
      inZone({ dateStyle: 'medium' }, '2025-05-31T12:00:00Z'),
    );
  });

  it('is null for a value that is absent or unreadable', () => {
    expect(dates.formatCalendarDate(null)).toBeNull();
    expect(dates.formatCalendarDate(undefined)).toBeNull();
    expect(dates.formatCalendarDate('')).toBeNull();
    expect(dates.formatCalendarDate('not a date')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('gives the date and the local time', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dates.formatDateTime('2025-06-01T15:30:00Z')).toBe(inZone(options, '2025-06-01T15:30:00Z'));
    expect(dates.formatDateTime('2025-06-01')).toBe(inZone(options, '2025-06-01T07:00:00Z'));
  });

  it('is null for a value that is absent or unreadable', () => {
    expect(dates.formatDateTime(null)).toBeNull();
    expect(dates.formatDateTime(undefined)).toBeNull();
    expect(dates.formatDateTime('2025-13-45T99:00')).toBeNull();
  });
});

describe('todayIso', () => {
  it('is the local day, padded', () => {
    expect(dates.todayIso(new Date(2025, 0, 5))).toBe('2025-01-05');
  });

  it('stays on the local day late in the evening, when it is already tomorrow in UTC', () => {
    const lateEvening = new Date(2025, 11, 31, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2026-01-01');
    expect(dates.todayIso(lateEvening)).toBe('2025-12-31');
  });
});

describe('toDateInputValue', () => {
  it('keeps the date part of a stored date', () => {
    expect(dates.toDateInputValue('2025-06-01')).toBe('2025-06-01');
    expect(dates.toDateInputValue('2025-06-01T10:00:00.000Z')).toBe('2025-06-01');
  });

  it('is empty for a value that is absent or not a date', () => {
    expect(dates.toDateInputValue(null)).toBe('');
    expect(dates.toDateInputValue(undefined)).toBe('');
    expect(dates.toDateInputValue('1 June 2025')).toBe('');
  });
});
