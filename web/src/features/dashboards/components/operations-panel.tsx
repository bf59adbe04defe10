/** The admin dashboard's Operations card: the queue board, the projections page and the API docs, each in a new tab. */
import { Banner } from '../../../components/alerts';
import { useOpenOpsPage, type OpsPage } from '../api/create-ops-link';
import './operations-panel.css';

const PAGES: Array<{ page: OpsPage; label: string }> = [
  { page: 'queues', label: 'Open queue board' },
  { page: 'projections', label: 'Open projections' },
  { page: 'api-docs', label: 'Open API docs' },
];

export function OperationsPanel() {
  const { open, pending, error, blocked } = useOpenOpsPage();
  return (
    <section className="card operations" aria-labelledby="admin-operations">
      <h2 id="admin-operations" className="card__title">
        Operations
      </h2>
      <p className="operations__text">
        Background jobs (failed ones can be retried), projections (lag, events they could not apply, rebuilds) and the
        API reference open in a new tab, signed in for 30 minutes.
      </p>
      <div className="operations__actions cluster">
        {PAGES.map(({ page, label }) => (
          <button
            key={page}
            type="button"
            className="button button--secondary"
            disabled={pending !== null}
            aria-busy={pending === page}
            onClick={() => void open(page)}
          >
            {pending === page ? 'Opening…' : label}
          </button>
        ))}
      </div>
      {error ? <Banner tone="danger">{error}</Banner> : null}
      {blocked ? (
        <Banner tone="info">
          <p>
            Your browser kept the new tab from opening.{' '}
            <a href={blocked.url} target="_blank" rel="noopener noreferrer">
              {PAGES.find((entry) => entry.page === blocked.page)?.label}
            </a>{' '}
            (this link works for one minute).
          </p>
        </Banner>
      ) : null}
    </section>
  );
}
