/**
 * Why the student's logbook and reports are not open yet (issue 17 item 4): each placement still waiting for its
 * university's approval, with a link to its learning agreement. Live: it goes once the university approves.
 */
import { Link } from 'react-router-dom';
import { PLACEMENT_NOT_APPROVED } from '@stint/shared/approvals/approvals.constants';
import { Banner } from '../../../components/alerts';
import { useApprovals } from '../api/get-approvals';

export function ApprovalPendingNotice() {
  const { data } = useApprovals();
  const pending = data?.approvals.filter((approval) => approval.status !== 'approved') ?? [];
  if (pending.length === 0) return null;
  return (
    <Banner tone="warning" title="Waiting for your university's approval" live={false}>
      <p>{PLACEMENT_NOT_APPROVED}.</p>
      <ul className="plain-list">
        {pending.map((approval) => (
          <li key={approval._id}>
            <Link to={`/student/applications/${approval.applicationId}#learning-agreement`}>
              Open the learning agreement for {approval.internship.title}
            </Link>
          </li>
        ))}
      </ul>
    </Banner>
  );
}
