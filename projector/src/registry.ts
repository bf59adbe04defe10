/** Every projection the projector runs. Domain slices add theirs here. */
import { usersProjection } from './accounts/users.projection';
import { adminOverviewProjection } from './admin/admin-overview.projection';
import { adminStudentProgressProjection } from './admin/admin-student-progress.projection';
import { analyticsProjection } from './analytics/analytics.projection';
import { applicationsProjection } from './applications/applications.projection';
import { placementApprovalsProjection } from './approvals/placement-approvals.projection';
import { evaluationsProjection } from './evaluations/evaluations.projection';
import { logbooksProjection } from './logbooks/logbooks.projection';
import { newsletterSubscribersProjection } from './newsletter/newsletter-subscribers.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { reportsProjection } from './reports/reports.projection';
import { platformSettingsProjection } from './settings/settings.projection';
import { bookmarksProjection } from './internships/bookmarks.projection';
import { internshipsProjection } from './internships/internships.projection';
import { externalListingsProjection } from './internships/external-listings.projection';
import { universityOversightProjection } from './university/university-oversight.projection';
import { messageThreadsProjection } from './messages/message-threads.projection';
import { interviewsProjection } from './interviews/interviews.projection';
import { placementEvaluationsProjection } from './placement-evaluations/placement-evaluations.projection';
import { certificatesProjection } from './certificates/certificates.projection';
import { atRiskAcknowledgementsProjection } from './at-risk/at-risk-acknowledgements.projection';
import type { Projection } from './runtime/projection';

export const projections: Projection[] = [
  usersProjection,
  applicationsProjection,
  internshipsProjection,
  bookmarksProjection,
  externalListingsProjection,
  logbooksProjection,
  reportsProjection,
  evaluationsProjection,
  newsletterSubscribersProjection,
  adminOverviewProjection,
  adminStudentProgressProjection,
  universityOversightProjection,
  analyticsProjection,
  notificationsProjection,
  platformSettingsProjection,
  messageThreadsProjection,
  placementApprovalsProjection,
  interviewsProjection,
  placementEvaluationsProjection,
  certificatesProjection,
  atRiskAcknowledgementsProjection,
];
