/**
 * At-risk alerts on the university's dashboard (issue 17 item 5): each of its students' placements that needs a look —
 * no logbook entry for 14 days, an overdue report, a low evaluation, a withdrawal after acceptance — with a link to the
 * student and Acknowledge, which hides the alert until its cause changes. Live: an alert appears or clears itself as
 * its cause does, without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { atRiskReasonLabels, type AtRiskReason } from '@stint/shared/at-risk/at-risk.constants';
import type { AtRiskAlert } from '@stint/shared/at-risk/at-risk.schemas';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { QueryState } from '../../../components/query-state';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { acknowledgeAtRiskAlert } from '../api/acknowledge-at-risk-alert';
import { useAtRiskAlerts } from '../api/get-at-risk-alerts';
import './at-risk.css';

const reasonTone: Record<AtRiskReason, string> = {
  'no-logbook': 'badge--warning',
  'overdue-report': 'badge--warning',
  'low-evaluation': 'badge--danger',
  withdrawn: 'badge--danger',
};

export function AtRiskPanel() {
  const query = useAtRiskAlerts();
  const count = query.data?.alerts.length ?? 0;
  const hidden = query.data?.acknowledged ?? 0;
  return (
    <section className="card at-risk" aria-labelledby="at-risk-title">
      <SectionHeader id="at-risk-title" title="At-Risk Students" card>
        <span className="at-risk__count">{count === 1 ? '1 alert' : `${count} alerts`}</span>
      </SectionHeader>
      <QueryState
        query={query}
        errorTitle="Error Loading Alerts"
        errorText="Failed to fetch at-risk alerts"
        loadingText="Loading at-risk alerts…"
        isEmpty={(data) => data.alerts.length === 0}
        empty={<p className="at-risk__note">No placements need your attention right now.</p>}
      >
        {(data) => (
          <ul className="plain-list at-risk__list">
            {data.alerts.map((alert) => (
              <li key={alert.id}>
                <AlertItem alert={alert} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {hidden > 0 ? (
        <p className="at-risk__note">
          {hidden === 1 ? '1 acknowledged alert is' : `${hidden} acknowledged alerts are`} hidden until their cause
          changes.
        </p>
      ) : null}
    </section>
  );
}

export function AlertItem({ alert }: { alert: AtRiskAlert }) {
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const titleId = `at-risk-${alert.id}-title`;
  const name = alert.studentName || 'A student';

  const acknowledge = async () => {
    if (isSaving) return;
    setIsSaving(true);
    setStatus(null);
    try {
      await acknowledgeAtRiskAlert(alert.id);
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessage(failure, 'Could not acknowledge the alert') });
      setIsSaving(false);
    }
  };

  return (
    <article className="at-risk__item" aria-labelledby={titleId}>
      <div className="split-row">
        <h3 id={titleId} className="at-risk__title">
          <Link to={`/university/students/${alert.studentId}`}>{name}</Link>
        </h3>
        <span className={`badge ${reasonTone[alert.reason]}`}>{atRiskReasonLabels[alert.reason]}</span>
      </div>
      <p className="at-risk__placement">
        {alert.internship.title}, {alert.internship.company}
      </p>
      <p className="at-risk__detail">{alert.detail}</p>
      <StatusNote status={status} />
      <div className="action-row">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={isSaving}
          onClick={() => void acknowledge()}
        >
          Acknowledge<span className="visually-hidden"> the alert about {name}</span>
        </button>
      </div>
    </article>
  );
}
