/**
 * A placement's approval at a glance: its status badge, the agreement as it stands, and every round (what was
 * submitted, when the employer confirmed it, the university's decision and comment), newest first.
 */
import { approvalStatusLabels } from '@stint/shared/approvals/approvals.constants';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { Facts } from '../../../components/facts';

const TONE: Record<PlacementApproval['status'], string> = {
  'awaiting-agreement': 'badge--warning',
  submitted: 'badge--warning',
  confirmed: 'badge--info',
  'changes-requested': 'badge--danger',
  approved: 'badge--success',
};

export function ApprovalBadge({ status }: { status: PlacementApproval['status'] }) {
  return <span className={`badge ${TONE[status]}`}>{approvalStatusLabels[status]}</span>;
}

export function AgreementFacts({ agreement }: { agreement: NonNullable<PlacementApproval['agreement']> }) {
  return (
    <Facts
      className="details"
      facts={[
        {
          label: 'Dates',
          value: `${formatCalendarDate(agreement.startDate) ?? ''} – ${formatCalendarDate(agreement.endDate) ?? ''}`,
        },
        { label: 'Workplace supervisor', value: `${agreement.supervisorName} (${agreement.supervisorEmail})` },
        { label: 'Learning goals', value: <span className="approval__goals">{agreement.learningGoals}</span> },
      ]}
    />
  );
}

export function AgreementRounds({ approval, idPrefix }: { approval: PlacementApproval; idPrefix: string }) {
  if (approval.rounds.length === 0) return null;
  return (
    <section className="approval__rounds" aria-labelledby={`${idPrefix}-rounds`}>
      <h3 id={`${idPrefix}-rounds`} className="approval__rounds-title">
        History
      </h3>
      <ol className="plain-list approval__round-list" reversed>
        {[...approval.rounds].reverse().map((round) => (
          <li key={round.round} className="approval__round">
            <p className="approval__round-line">
              <strong>Round {round.round}</strong>: submitted {formatDateTime(round.submittedAt)}
              {round.confirmedAt ? `, confirmed by the employer ${formatDateTime(round.confirmedAt)}` : ''}
              {round.decision
                ? `, ${round.decision.status === 'approved' ? 'approved' : 'changes requested'} ${formatDateTime(round.decision.at)}`
                : ''}
            </p>
            {round.decision?.comment ? (
              <blockquote className="approval__comment">{round.decision.comment}</blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
