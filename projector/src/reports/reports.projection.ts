/**
 * The reports read model (spec 1 §2.17, §3 Report; spec 2 university reports; admin review): one document per
 * report with what the student wrote opened, its internship and student, and its whole status history. The
 * student hears of each change; the admins, and the student's university, of everything past the draft. The
 * machinery is the review items' (`defineReviewItemProjection`).
 */
import { rooms } from '@stint/shared';
import { reportContentSchema, reportEventSchemas, type ReportContent } from '@stint/shared/reports/reports.events';
import { newReport, reportsCollection, type ReportDocument } from '@stint/shared/reports/reports.read-models';
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import { topics } from '@stint/shared/live/topics';
import { defineReviewItemProjection } from '../placements/review-item-projection';

/** Once erased, what the student wrote reads as nothing. */
const ERASED: ReportContent = { title: '', content: '', summary: '' };

const DECISIONS = {
  ReportReviewStarted: 'under_review',
  ReportApproved: 'approved',
  ReportRejected: 'rejected',
  ReportRevisionRequested: 'requires_revision',
} as const satisfies Record<string, ReportStatus>;

export const reportsProjection = defineReviewItemProjection<ReportDocument, ReportContent>({
  name: 'reports',
  // 2: documents carry the student's universityId (university oversight lists).
  version: 2,
  collection: reportsCollection,
  lookupPrefix: 'report',
  topic: topics.reports,
  reviewerRoom: () => rooms.admins,
  content: { schema: reportContentSchema, erased: ERASED },
  idField: 'reportId',
  handles: ['ReportCreated', 'ReportRevised', 'ReportSubmitted', ...Object.keys(DECISIONS)],
  async apply(event, kit) {
    switch (event.type) {
      case 'ReportCreated': {
        const data = kit.data(reportEventSchemas.ReportCreated);
        return data && kit.create(data, (content, placed, step) => newReport(data, content, placed, step));
      }
      case 'ReportRevised': {
        const data = kit.data(reportEventSchemas.ReportRevised);
        if (!data) return null;
        const content = await kit.open(data.content);
        return kit.revise(data.reportId, { ...content, type: data.reportType, dueDate: data.dueDate });
      }
      case 'ReportSubmitted': {
        const data = kit.data(reportEventSchemas.ReportSubmitted);
        if (!data) return null;
        const patch = { submittedDate: data.submittedDate, isLate: data.isLate };
        return kit.move(data.reportId, { status: 'submitted', patch });
      }
      case 'ReportReviewStarted':
      case 'ReportApproved':
      case 'ReportRejected':
      case 'ReportRevisionRequested': {
        const data = kit.data(reportEventSchemas[event.type]);
        return data && kit.move(data.reportId, { status: DECISIONS[event.type], comment: data.comment });
      }
      default:
        return null;
    }
  },
});
