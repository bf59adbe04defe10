/** The student's reports, with why they are not open yet where a placement awaits approval (docs/style.md §Web). */
import { ApprovalPendingNotice } from '../../features/approvals/components/approval-pending-notice';
import { StudentReportsScreen } from '../../features/reports/components/student-reports-screen';

export function StudentReports() {
  return <StudentReportsScreen notice={<ApprovalPendingNotice />} />;
}
