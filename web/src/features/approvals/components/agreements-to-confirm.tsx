/**
 * The employer's learning agreements (issue 17 item 4), on an internship's page: its interns' placements whose
 * university asks to approve them. A submitted agreement is confirmed here; the rest show where they stand. Live: a
 * student's submission and the university's decision show without a reload. Nothing shows when there are none.
 */
import { useState } from 'react';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { confirmLearningAgreement } from '../api/change-approval';
import { useApprovals } from '../api/get-approvals';
import { AgreementFacts, AgreementRounds, ApprovalBadge } from './agreement-rounds';
import './approvals.css';

export function AgreementsToConfirm({ internshipId }: { internshipId: string }) {
  const { data } = useApprovals();
  const approvals = data?.approvals.filter((approval) => approval.internship._id === internshipId) ?? [];
  if (approvals.length === 0) return null;
  return (
    <section className="card approval-queue" aria-labelledby="agreements-title">
      <SectionHeader id="agreements-title" title="Learning Agreements" card />
      <ul className="plain-list approval-queue__list">
        {approvals.map((approval) => (
          <li key={approval._id}>
            <AgreementItem approval={approval} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AgreementItem({ approval }: { approval: PlacementApproval }) {
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const idPrefix = `agreement-${approval._id}`;
  const name = `${approval.student.firstName} ${approval.student.lastName}`.trim();

  const confirm = async () => {
    if (isSaving) return;
    setIsSaving(true);
    setStatus(null);
    try {
      await confirmLearningAgreement(approval.applicationId, approval.round);
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, 'Could not confirm the learning agreement') });
    }
    setIsSaving(false);
  };

  return (
    <article className="approval-queue__item" aria-labelledby={`${idPrefix}-title`}>
      <div className="split-row">
        <h3 id={`${idPrefix}-title`} className="approval-queue__title">
          {name} · {approval.internship.title}
        </h3>
        <ApprovalBadge status={approval.status} />
      </div>
      {approval.agreement ? <AgreementFacts agreement={approval.agreement} /> : null}
      <StatusNote status={status} />
      {approval.status === 'submitted' ? (
        <div className="action-row">
          <button type="button" className="button button--primary" disabled={isSaving} onClick={() => void confirm()}>
            Confirm Agreement
          </button>
        </div>
      ) : null}
      <AgreementRounds approval={approval} idPrefix={idPrefix} />
    </article>
  );
}
