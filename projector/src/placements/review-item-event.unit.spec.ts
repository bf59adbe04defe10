import { describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import { reviewItemEvent, reviewItemSteps } from './review-item-event';

const { submitted } = reviewItemSteps;

const recorded = (type: string, data: Record<string, unknown>) => ({ id: 'ev1', type, data }) as RecordedEvent;
const quiet = () => ({ logger: { error: vi.fn() } as unknown as Logger });

describe('reviewItemEvent', () => {
  it('reads a logbook entry’s event with the logbook schema and names the entry', () => {
    expect(reviewItemEvent(recorded('LogbookEntrySubmitted', { entryId: 'l1' }), quiet(), submitted)).toEqual({
      kind: 'logbook',
      id: 'l1',
      data: { entryId: 'l1' },
    });
  });

  it('reads a report’s event with the report schema and names the report', () => {
    const data = { reportId: 'r1', submittedDate: '2027-03-05', isLate: false };
    expect(reviewItemEvent(recorded('ReportSubmitted', data), quiet(), submitted)).toEqual({
      kind: 'report',
      id: 'r1',
      data,
    });
  });

  it('logs and skips a body its schema refuses, never throwing', () => {
    const context = quiet();
    expect(reviewItemEvent(recorded('ReportSubmitted', { entryId: 'l1' }), context, submitted)).toBeNull();
    expect(context.logger.error).toHaveBeenCalledTimes(1);
  });
});
