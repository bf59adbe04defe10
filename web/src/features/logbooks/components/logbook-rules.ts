/** What the student may do with an entry (the api's rules, spec 1 §4) and how its numbers read. */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';

/** A draft, or a rejected entry (which becomes a draft again), can be rewritten. */
export function canEdit(entry: Pick<LogbookEntry, 'status'>): boolean {
  return entry.status === 'draft' || entry.status === 'rejected';
}

/** A draft is submitted; a rejected entry is resubmitted as it stands, or after an edit. */
export function canSubmit(entry: Pick<LogbookEntry, 'status'>): boolean {
  return entry.status === 'draft' || entry.status === 'rejected';
}

const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function formatHoursTotal(hours: number): string {
  return hoursFormat.format(hours);
}
