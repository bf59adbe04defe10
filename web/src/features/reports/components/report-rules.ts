/** What the student may do with a report (the api's rules, spec 1 §4). */
import { REPORT_NEEDS_REVISION } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';

/** A draft is submitted. */
export function canSubmit(report: Pick<Report, 'status'>): boolean {
  return report.status === 'draft';
}

/** A rejected report, or one sent back for revision, is revised (it becomes a draft, then is submitted). */
export function canRevise(report: Pick<Report, 'status'>): boolean {
  return REPORT_NEEDS_REVISION.includes(report.status);
}

/** A draft can be edited before it is submitted (the same call as a revision). */
export function canEdit(report: Pick<Report, 'status'>): boolean {
  return report.status === 'draft';
}
