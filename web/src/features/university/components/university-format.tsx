/** How the university screens word statuses, types, names and failures (spec 2 §4, §8). */
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { ApplicationStatus } from '@stint/shared/applications/applications.constants';
import {
  reportStatuses,
  reportTypes,
  type ReportStatus,
  type ReportType,
} from '@stint/shared/reports/reports.constants';
import type { UniversityCurrentInternship } from '@stint/shared/university/university.schemas';
import { formatCalendarDate } from '../../../components/dates';
import type { Fact } from '../../../components/facts';
import { ApiError } from '../../../lib/api-client';
import { reportStatusLabels, reportTypeLabels } from '../../../lib/report-labels';

export const applicationStatusLabels: Record<ApplicationStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'badge--warning' },
  reviewing: { label: 'Reviewing', tone: 'badge--warning' },
  accepted: { label: 'Accepted', tone: 'badge--success' },
  rejected: { label: 'Rejected', tone: 'badge--danger' },
  withdrawn: { label: 'Withdrawn', tone: 'badge--neutral' },
};

export const ALL = '';

/** Spec 2 §2: All Statuses and the six statuses (the logbook filter offers the same). */
export const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...reportStatuses.map((status) => ({ value: status, label: reportStatusLabels[status] })),
];

export const TYPE_OPTIONS = [
  { value: ALL, label: 'All Types' },
  ...reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] })),
];

export const statusFrom = (value: string | null): ReportStatus | null =>
  reportStatuses.find((status) => status === value) ?? null;
export const typeFrom = (value: string | null): ReportType | null => reportTypes.find((type) => type === value) ?? null;

export function personName(person: { firstName: string; lastName: string }): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || 'A student'
  );
}

export function yearLabel(year: string): string {
  return yearOfStudyLabels[year as keyof typeof yearOfStudyLabels] ?? year;
}

/**
 * Spec 2 §8: a non-OK answer reads 'Failed to fetch … data', anything else the screen's fallback. A 403 keeps the
 * server's reason (a university awaiting approval).
 */
export function loadFailure(error: unknown, fetchMessage: string, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  if (error.status === 403 && error.isServerMessage) return error.message;
  return fetchMessage;
}

/** A student's placement as the student card and the student's page show it: '—' for what is not known. */
export function placementFacts(current: UniversityCurrentInternship): Fact[] {
  return [
    { label: 'Position', value: current.title || '—' },
    { label: 'Company', value: current.company || '—' },
    { label: 'Start date', value: formatCalendarDate(current.startDate) ?? '—' },
    { label: 'End date', value: formatCalendarDate(current.endDate) ?? '—' },
  ];
}
