/**
 * The university's approval queue on its dashboard (issue 17 item 4): its students' placements that need its approval,
 * what waits on it first. A confirmed agreement can be approved, or sent back to the student with a comment (required
 * to ask for changes). Live: an agreement submitted or confirmed appears without a reload.
 */
import { useState } from 'react';
import { APPROVAL_COMMENT_MAX } from '@stint/shared/approvals/approvals.constants';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { TextAreaField } from '../../../components/form-fields';
import { QueryState } from '../../../components/query-state';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { decidePlacementApproval } from '../api/change-approval';
import { useApprovals } from '../api/get-approvals';
import { decisionError } from './agreement-errors';
import { AgreementFacts, AgreementRounds, ApprovalBadge } from './agreement-rounds';
import './approvals.css';

export function ApprovalQueue() {
  const query = useApprovals();
  const waiting = query.data?.approvals.filter((approval) => approval.status === 'confirmed').length ?? 0;
  return (
    <section className="card approval-queue" aria-labelledby="approval-queue-title">
      <SectionHeader id="approval-queue-title" title="Placement Approvals" card>
        <span className="approval-queue__count">{waiting} waiting for you</span>
      </SectionHeader>
      <QueryState
        query={query}
        errorTitle="Error Loading Approvals"
        errorText="Failed to fetch placement approvals"
        loadingText="Loading placement approvals…"
        isEmpty={(data) => data.approvals.length === 0}
        empty={<p className="approval__note">No placements need your approval.</p>}
      >
        {(data) => (
          <ul className="plain-list approval-queue__list">
            {data.approvals.map((approval) => (
              <li key={approval._id}>
                <QueueItem approval={approval} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function QueueItem({ approval }: { approval: PlacementApproval }) {
  const name = `${approval.student.firstName} ${approval.student.lastName}`.trim();
  const idPrefix = `approval-${approval._id}`;
  return (
    <article className="approval-queue__item" aria-labelledby={`${idPrefix}-title`}>
      <div className="split-row">
        <h3 id={`${idPrefix}-title`} className="approval-queue__title">
          {name} · {approval.internship.title}, {approval.internship.company}
        </h3>
        <ApprovalBadge status={approval.status} />
      </div>
      {approval.agreement ? <AgreementFacts agreement={approval.agreement} /> : null}
      {approval.status === 'confirmed' ? (
        <DecisionForm key={approval.round} approval={approval} idPrefix={idPrefix} />
      ) : null}
      <AgreementRounds approval={approval} idPrefix={idPrefix} />
    </article>
  );
}

function DecisionForm({ approval, idPrefix }: { approval: PlacementApproval; idPrefix: string }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const commentId = `${idPrefix}-comment`;

  const decide = async (decision: 'approved' | 'changes-requested') => {
    if (isSaving) return;
    setStatus(null);
    const problem = decisionError(decision, comment);
    setError(problem);
    if (problem) {
      document.getElementById(commentId)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const trimmed = comment.trim();
      await decidePlacementApproval(approval.applicationId, {
        round: approval.round,
        decision,
        ...(trimmed ? { comment: trimmed } : {}),
      });
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessage(failure, 'Could not record your decision') });
      setIsSaving(false);
    }
  };

  return (
    <div className="approval__decision">
      <TextAreaField
        id={commentId}
        label="Comment"
        hint="Required to ask for changes; the student reads it."
        rows={3}
        maxLength={APPROVAL_COMMENT_MAX}
        value={comment}
        error={error ?? undefined}
        onChange={(value) => {
          setComment(value);
          if (error) setError(null);
        }}
      />
      <StatusNote status={status} />
      <div className="action-row">
        <button
          type="button"
          className="button button--primary"
          disabled={isSaving}
          onClick={() => void decide('approved')}
        >
          Approve Placement
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={isSaving}
          onClick={() => void decide('changes-requested')}
        >
          Ask for Changes
        </button>
      </div>
    </div>
  );
}
