/**
 * The copy of each internship a placement summary shows (title, company, dates), kept by the projections that list
 * placed students (admin student progress, university oversight).
 */
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Collection } from '@stint/shared/infra/read-store/read-store.port';
import { dataOf } from '../runtime/event-data';
import type { ProjectionContext } from '../runtime/projection';

/** What a placement shows of its internship. */
export type InternshipShown = { title: string; company: string; startDate: string; endDate: string };
export type PlacedInternship = InternshipShown & { _id: string };

/**
 * Keeps the copy of the internship an `InternshipPosted` or `InternshipUpdated` event is about. Returns what it shows
 * after an update, for the projection to show its placed students the internship as it now reads; null otherwise.
 */
export async function keepPlacedInternship(
  event: RecordedEvent,
  context: ProjectionContext,
  internships: Collection<PlacedInternship>,
): Promise<{ internshipId: string; shown: InternshipShown } | null> {
  if (event.type !== 'InternshipPosted' && event.type !== 'InternshipUpdated') return null;
  const data = dataOf(internshipEventSchemas[event.type], event, context);
  if (!data) return null;
  const { title, company, startDate, endDate } = data.details;
  const shown = { title, company, startDate, endDate };
  await internships.upsert({ _id: data.internshipId, ...shown });
  return event.type === 'InternshipUpdated' ? { internshipId: data.internshipId, shown } : null;
}
