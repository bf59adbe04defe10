/**
 * A logbook entry's and a report's events of the same step (created, submitted, edited or revised, reminded) read as
 * one, for the projections that follow both kinds of review item alike (docs/style.md: twin slices share their
 * machinery and keep their rules).
 */
import type { z } from 'zod';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { logbookEventSchemas } from '@stint/shared/logbooks/logbooks.events';
import { reportEventSchemas } from '@stint/shared/reports/reports.events';
import { dataOf } from '../runtime/event-data';
import type { ProjectionContext } from '../runtime/projection';

/** The events that are the same step of an entry and of a report, by their schemas. */
export const reviewItemSteps = {
  created: { logbook: logbookEventSchemas.LogbookEntryCreated, report: reportEventSchemas.ReportCreated },
  submitted: { logbook: logbookEventSchemas.LogbookEntrySubmitted, report: reportEventSchemas.ReportSubmitted },
  rewritten: { logbook: logbookEventSchemas.LogbookEntryEdited, report: reportEventSchemas.ReportRevised },
  reminded: { logbook: logbookEventSchemas.LogbookEntryReminded, report: reportEventSchemas.ReportReminded },
};

export type ReviewItemEvent<L, R> = { kind: 'logbook'; id: string; data: L } | { kind: 'report'; id: string; data: R };

/**
 * The item's kind and id and the event's body, read with the logbook schema for a `LogbookEntry…` event and the report
 * schema otherwise; null (logged) when the body does not match: a projection never throws.
 */
export function reviewItemEvent<L extends z.ZodType<{ entryId: string }>, R extends z.ZodType<{ reportId: string }>>(
  event: RecordedEvent,
  context: Pick<ProjectionContext, 'logger'>,
  schemas: { logbook: L; report: R },
): ReviewItemEvent<z.infer<L>, z.infer<R>> | null {
  if (event.type.startsWith('LogbookEntry')) {
    const data = dataOf(schemas.logbook, event, context);
    return data && { kind: 'logbook', id: data.entryId, data };
  }
  const data = dataOf(schemas.report, event, context);
  return data && { kind: 'report', id: data.reportId, data };
}
