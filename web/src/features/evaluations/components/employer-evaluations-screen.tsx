/**
 * Evaluations (spec 2 §2 /employer/evaluations): the employer's evaluations, a create form and a detail modal. The
 * create action is disabled, with the reason beside it, while there is no accepted applicant to evaluate. Also
 * /employer/evaluations/create/{applicationId}: the same screen with the form open for that intern (the dashboard's
 * pending-evaluations panel links there).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CreateEvaluationBody } from '@stint/shared/evaluations/evaluations.schemas';
import { Banner } from '../../../components/alerts';
import { EmptyList } from '../../../components/list-screen';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { QueryError, QueryState } from '../../../components/query-state';
import { useAcceptedInterns } from '../api/get-accepted-interns';
import { useEmployerEvaluations } from '../api/get-employer-evaluations';
import { submitEvaluation } from '../api/submit-evaluation';
import { useEvaluationStatusToasts } from '../hooks/use-evaluation-status-toasts';
import { EvaluationDetailModal } from './evaluation-detail-modal';
import { EvaluationForm } from './evaluation-form';
import { EvaluationRows } from './evaluation-row';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './evaluations.css';

const LIST_PATH = '/employer/evaluations';
/** Spec 2 §8. */
const FETCH_FAILURE = 'Failed to fetch evaluations';

type FlashState = { flash?: string; evaluationId?: string } | null;

export function EmployerEvaluationsScreen({ createFor }: { createFor?: string | undefined }) {
  const focusAfterRender = useFocusAfterRender();
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as FlashState) ?? null;
  const query = useEmployerEvaluations();
  const { data } = query;
  const accepted = useAcceptedInterns();
  const [isCreating, setIsCreating] = useState(createFor !== undefined);
  const [flash, setFlash] = useState<{ message: string; evaluationId?: string | undefined } | null>(
    arrived?.flash ? { message: arrived.flash, evaluationId: arrived.evaluationId } : null,
  );
  const [viewingId, setViewingId] = useState<string | null>(null);
  useEvaluationStatusToasts();

  // The message came with the navigation from the create address: keep it on screen, not in the history entry.
  useEffect(() => {
    if (arrived?.flash) void navigate(location.pathname, { replace: true, state: null });
  }, [arrived?.flash, location.pathname, navigate]);

  const evaluations = data?.evaluations ?? [];
  const viewing = evaluations.find((evaluation) => evaluation._id === viewingId) ?? null;
  const interns = accepted.interns;
  const canCreate = Boolean(interns && interns.length > 0);
  const createReason = accepted.error
    ? 'Your accepted applicants could not be loaded, so an evaluation cannot be started.'
    : !interns
      ? 'Loading your accepted applicants…'
      : interns.length === 0
        ? 'You can create an evaluation once you have accepted an applicant.'
        : null;

  const openForm = () => {
    setFlash(null);
    setIsCreating(true);
    focusAfterRender(() => document.getElementById('evaluation-form-title')?.focus());
  };

  const closeForm = () => {
    if (createFor !== undefined) {
      void navigate(LIST_PATH);
      return;
    }
    setIsCreating(false);
    focusAfterRender(() => document.getElementById('create-evaluation')?.focus());
  };

  const submit = async (body: CreateEvaluationBody) => {
    const { evaluation, message } = await submitEvaluation(body);
    if (createFor !== undefined) {
      void navigate(LIST_PATH, { state: { flash: message, evaluationId: evaluation._id } });
      return;
    }
    setIsCreating(false);
    setFlash({ message, evaluationId: evaluation._id });
    focusAfterRender(() => document.getElementById('evaluation-flash')?.focus());
  };

  return (
    <main id="main" tabIndex={-1} className="page evaluations-page">
      <title>{isCreating ? 'Create Evaluation · Stint' : 'Evaluations · Stint'}</title>
      <div className="page__inner">
        <PageHeader
          back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
          title="Evaluations"
          intro="Evaluate your accepted interns and follow each evaluation through review."
          actions={
            isCreating ? null : (
              <div className="create-action">
                <button
                  type="button"
                  id="create-evaluation"
                  className="button button--primary"
                  disabled={!canCreate}
                  aria-describedby={createReason ? 'create-evaluation-reason' : undefined}
                  onClick={openForm}
                >
                  Create Evaluation
                </button>
                {createReason ? (
                  <p id="create-evaluation-reason" className="create-action__reason">
                    {createReason}
                    {accepted.error ? (
                      <>
                        {' '}
                        <button type="button" className="link-button" onClick={() => void accepted.mutate()}>
                          Try again
                        </button>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
            )
          }
        />

        {flash ? (
          <div id="evaluation-flash" tabIndex={-1} className="evaluations-flash">
            <Banner tone="success" title={flash.message}>
              {flash.evaluationId && evaluations.some((evaluation) => evaluation._id === flash.evaluationId) ? (
                <p>
                  It is at the top of your list, waiting for an administrator&apos;s review.{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setViewingId(flash.evaluationId ?? null)}
                  >
                    View it
                  </button>
                </p>
              ) : null}
            </Banner>
          </div>
        ) : null}

        {isCreating ? (
          <section className="card evaluation-form-card" aria-labelledby="evaluation-form-title">
            <h2 id="evaluation-form-title" className="card__title" tabIndex={-1}>
              New evaluation
            </h2>
            {accepted.error && !interns ? (
              <QueryError
                title="Failed to fetch applications"
                error={accepted.error}
                fallback="Your accepted applicants could not be loaded."
                onRetry={accepted.mutate}
              />
            ) : !interns ? (
              <LoadingPanel text="Loading your accepted applicants…" />
            ) : interns.length === 0 ? (
              <>
                <Banner tone="info" title="No accepted applicants yet" live={false}>
                  <p>
                    Evaluations can be created only for accepted applicants. Accept an application on one of{' '}
                    <Link to="/employer/internships">your internships</Link> first.
                  </p>
                </Banner>
                <button type="button" className="button button--secondary" onClick={closeForm}>
                  Back to evaluations
                </button>
              </>
            ) : (
              <EvaluationForm
                interns={interns}
                initialApplicationId={createFor}
                onSubmit={submit}
                onCancel={closeForm}
              />
            )}
          </section>
        ) : null}

        <section className="evaluations-list-section" aria-labelledby="evaluations-list-title">
          <div className="section-header">
            <h2 id="evaluations-list-title">Your evaluations</h2>
            {evaluations.length > 0 ? (
              <p className="muted">
                {evaluations.length === 1 ? '1 evaluation' : `${evaluations.length} evaluations`}, newest first
              </p>
            ) : null}
          </div>
          <QueryState
            query={query}
            errorTitle={FETCH_FAILURE}
            errorText="Your evaluations could not be loaded."
            loadingText="Loading your evaluations…"
            isEmpty={(loaded) => loaded.evaluations.length === 0}
            empty={
              <EmptyList
                title="No evaluations yet"
                text={
                  canCreate
                    ? 'Use Create Evaluation to evaluate one of your accepted interns.'
                    : 'Once you accept an applicant, you can evaluate them here.'
                }
              />
            }
          >
            {(loaded) => <EvaluationRows evaluations={loaded.evaluations} onView={setViewingId} />}
          </QueryState>
        </section>
      </div>

      {viewing ? <EvaluationDetailModal evaluation={viewing} onClose={() => setViewingId(null)} /> : null}
    </main>
  );
}
