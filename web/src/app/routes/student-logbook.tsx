/** The student's logbook, with why it is not open yet where a placement awaits approval (docs/style.md §Web). */
import { ApprovalPendingNotice } from '../../features/approvals/components/approval-pending-notice';
import { StudentLogbookScreen } from '../../features/logbooks/components/student-logbook-screen';

export function StudentLogbook() {
  return <StudentLogbookScreen notice={<ApprovalPendingNotice />} />;
}
