/**
 * The reports read model (spec 1 §2.17, §3 Report; spec 2 university reports; admin review): one document per
 * report with what the student wrote opened, its internship and student, and its whole status history. The
 * student hears of each change; the admins, and the student's university, of everything past the draft.
 */
import { rooms } from '@stint/shared';
import { reportContentSchema, reportEventSchemas, type ReportContent } from '@stint/shared/reports/reports.events';
import { newReport, reportsCollection, type ReportDocument } from '@stint/shared/reports/reports.read-models';
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';
import {
  moveItem,
  placementLookups,
  PLACEMENT_LOOKUP_EVENTS,
  refreshPlacements,
  reviseItem,
} from '../placements/placement-lookups';
import { topics } from '@stint/shared/live/topics';

const lookups = placementLookups('report');

/** Once erased, what the student wrote reads as nothing. */
const ERASED: ReportContent = { title: '', content: '', summary: '' };

const DECISIONS = {
  ReportReviewStarted: 'under_review',
  ReportApproved: 'approved',
  ReportRejected: 'rejected',
  ReportRevisionRequested: 'requires_revision',
} as const satisfies Record<string, ReportStatus>;

export const reportsProjection = defineProjection({
  name: 'reports',
  // 2: documents carry the student's universityId (university oversight lists).
  version: 2,
  collections: [reportsCollection, ...lookups.collections],
  handles: ['ReportCreated', 'ReportRevised', 'ReportSubmitted', ...Object.keys(DECISIONS), ...PLACEMENT_LOOKUP_EVENTS],
  async apply(event, context) {
    const reports = context.collection<ReportDocument>(reportsCollection);
    const changed = (report: ReportDocument | null) => {
      if (!report) return;
      const watchers = [rooms.user(report.studentId)];
      if (report.status !== 'draft' || report.submittedDate) watchers.push(rooms.admins);
      if (report.universityId && report.status !== 'draft') watchers.push(rooms.university(report.universityId));
      context.notify({ topic: topics.reports, rooms: watchers, ids: [report._id] });
    };

    const lookupChange = await lookups.apply(event, context);
    if (lookupChange) {
      for (const report of await refreshPlacements(reports, lookupChange, ERASED)) changed(report);
      return;
    }
    const { at, actor } = event.metadata;
    switch (event.type) {
      case 'ReportCreated': {
        const data = dataOf(reportEventSchemas.ReportCreated, event, context);
        if (!data) return;
        const content = (await openSealed(reportContentSchema, data.content, context)) ?? ERASED;
        const internship = await lookups.internship(context, data.internshipId);
        const { universityId, ...student } = await lookups.student(context, data.studentId);
        const report: ReportDocument = {
          ...newReport(data, content, { internship, student }, { at, by: actor }),
          ...(universityId ? { universityId } : {}),
        };
        await reports.upsert(report);
        changed(report);
        return;
      }
      case 'ReportRevised': {
        const data = dataOf(reportEventSchemas.ReportRevised, event, context);
        if (!data) return;
        const content = (await openSealed(reportContentSchema, data.content, context)) ?? ERASED;
        const patch = { ...content, type: data.reportType, dueDate: data.dueDate };
        changed(await reviseItem(reports, data.reportId, event, context, patch));
        return;
      }
      case 'ReportSubmitted': {
        const data = dataOf(reportEventSchemas.ReportSubmitted, event, context);
        if (!data) return;
        const patch = { submittedDate: data.submittedDate, isLate: data.isLate };
        changed(await moveItem(reports, data.reportId, event, context, { status: 'submitted', patch }));
        return;
      }
      case 'ReportReviewStarted':
      case 'ReportApproved':
      case 'ReportRejected':
      case 'ReportRevisionRequested': {
        const data = dataOf(reportEventSchemas[event.type], event, context);
        if (!data) return;
        const status = DECISIONS[event.type];
        changed(await moveItem(reports, data.reportId, event, context, { status, comment: data.comment }));
        return;
      }
    }
  },
});
