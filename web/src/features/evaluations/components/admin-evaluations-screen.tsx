/**
 * Evaluations review (/admin/evaluations): every employer's evaluations by status — Submitted by default, the review
 * queue — each with its detail; 'Mark Reviewed' for a submitted one and 'Approve' for a reviewed one (submitted →
 * reviewed → approved), each with an optional comment. Live: a new evaluation or another admin's review shows at once.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  evaluationStatuses,
  type EvaluationReviewDecision,
  type EvaluationStatus,
} from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { countLabel, EmptyList, ListHeader } from '../../../components/list-screen';
import { Screen } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { ReviewDialog } from '../../../components/review-dialog';
import { showToast } from '../../../components/toasts';
import { useAdminEvaluations } from '../api/get-admin-evaluations';
import { reviewEvaluation } from '../api/review-evaluation';
import { EvaluationDetailModal } from './evaluation-detail-modal';
import { evaluationStatusLabels, evaluationTypeLabels } from './evaluation-format';
import { EvaluationRows } from './evaluation-row';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './evaluations.css';
import { EmployerPlacementRatingsTable } from '../../placement-evaluations/components/placement-ratings';

const PATH = '/admin/evaluations';
const DEFAULT_STATUS: EvaluationStatus = 'submitted';
const ALL = 'all';

const STATUS_OPTIONS = [
  ...evaluationStatuses
    .filter((status) => status !== 'draft')
    .map((status) => ({ value: status, label: evaluationStatusLabels[status] })),
  { value: ALL, label: 'All statuses' },
];

/** The decision open on an evaluation (from its status). */
const DECISIONS: Partial<
  Record<EvaluationStatus, { status: EvaluationReviewDecision; label: string; title: string; busy: string }>
> = {
  submitted: {
    status: 'reviewed',
    label: 'Mark Reviewed',
    title: 'Mark this evaluation as reviewed?',
    busy: 'Saving…',
  },
  reviewed: { status: 'approved', label: 'Approve', title: 'Approve this evaluation?', busy: 'Approving…' },
};

function statusFrom(value: string | null): EvaluationStatus | null {
  if (value === ALL) return null;
  return evaluationStatuses.find((status) => status === value && status !== 'draft') ?? DEFAULT_STATUS;
}

export function AdminEvaluationsScreen() {
  const focusAfterRender = useFocusAfterRender();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFrom(searchParams.get('status'));
  const query = useAdminEvaluations(status);
  const { data, isValidating } = query;
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Evaluation | null>(null);

  const evaluations = data?.evaluations ?? [];
  const viewing = evaluations.find((evaluation) => evaluation._id === viewingId) ?? null;
  const statusLabel = status ? evaluationStatusLabels[status] : 'All';

  const setStatus = (value: string) => {
    setViewingId(null);
    const next = value === DEFAULT_STATUS ? PATH : `${PATH}?status=${encodeURIComponent(value)}`;
    void navigate(next, { replace: true });
  };

  const decisionButton = (evaluation: Evaluation, className: string) => {
    const decision = DECISIONS[evaluation.status];
    if (!decision) return null;
    return (
      <button type="button" className={className} onClick={() => setDeciding(evaluation)}>
        {decision.label}
        <span className="visually-hidden"> the evaluation of {evaluation.student.name}</span>
      </button>
    );
  };

  const decision = deciding ? DECISIONS[deciding.status] : undefined;

  return (
    <Screen
      className="evaluations-page"
      back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      title="Evaluations Review"
      intro="Employers' evaluations of their interns: mark submitted ones reviewed, then approve them."
      outside={
        <>
          {viewing ? (
            <EvaluationDetailModal
              evaluation={viewing}
              onClose={() => setViewingId(null)}
              actions={decisionButton(viewing, 'button button--primary')}
            />
          ) : null}
          {deciding && decision ? (
            <ReviewDialog
              title={decision.title}
              description={`${evaluationTypeLabels[deciding.type]} evaluation of ${deciding.student.name} · ${deciding.internship.title}`}
              text={
                decision.status === 'reviewed' ? (
                  <p>It moves to Reviewed; approving it is the next step.</p>
                ) : (
                  <p>The evaluation becomes final.</p>
                )
              }
              confirmLabel={decision.label}
              busyLabel={decision.busy}
              comment="optional"
              failureMessage="Failed to review the evaluation"
              onClose={() => setDeciding(null)}
              onConfirm={async (comment) => {
                const { message } = await reviewEvaluation(deciding._id, decision.status, comment);
                const decidedId = deciding._id;
                setDeciding(null);
                // The detail was of the item before the decision, and it may have left this filter: back to the list.
                setViewingId(null);
                showToast({
                  tone: 'success',
                  title: message ?? (decision.status === 'approved' ? 'Evaluation approved' : 'Evaluation reviewed'),
                  message: `${evaluationTypeLabels[deciding.type]} evaluation of ${deciding.student.name}.`,
                });
                // The row may have left this filter: keep the keyboard on the list.
                focusAfterRender(() =>
                  (
                    document.getElementById(`evaluation-${decidedId}-view`) ??
                    document.getElementById('admin-evaluations-title')
                  )?.focus(),
                );
              }}
            />
          ) : null}
        </>
      }
    >
      <div className="tile review-filters">
        <FilterSelect
          id="evaluation-status-filter"
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={setStatus}
        />
      </div>

      <section aria-labelledby="admin-evaluations-title" aria-busy={isValidating}>
        <ListHeader
          id="admin-evaluations-title"
          title={`${statusLabel} evaluations`}
          isFocusable
          count={data ? countLabel(evaluations.length, 'evaluation', 'evaluations') : null}
        />
        <QueryState
          query={query}
          errorTitle="Failed to fetch evaluations"
          errorText="The evaluations could not be loaded."
          loadingText="Loading evaluations…"
          isEmpty={(loaded) => loaded.evaluations.length === 0}
          empty={
            <EmptyList
              title="No evaluations here"
              text={
                status === 'submitted'
                  ? 'Nothing is waiting for review. New evaluations appear here as employers submit them.'
                  : 'No evaluation has this status.'
              }
            />
          }
        >
          {(loaded) => (
            <EvaluationRows
              evaluations={loaded.evaluations}
              onView={setViewingId}
              actions={(evaluation) => decisionButton(evaluation, 'button button--primary button--small')}
            />
          )}
        </QueryState>
      </section>

      <EmployerPlacementRatingsTable />
    </Screen>
  );
}
