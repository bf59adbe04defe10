import { useNavigate } from 'react-router-dom';

/** Spec 1 §2.1: any path without a route shows 'Page Not Found' with Go Home and Go Back. */
export function NotFound() {
  const navigate = useNavigate();

  const goBack = () => {
    // Opened directly (no earlier entry of ours in the history): "back" would leave Stint, so go home instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <main id="main" tabIndex={-1} className="status-page" aria-labelledby="not-found-title">
      <title>Page Not Found · Stint</title>
      <div className="status-page__panel">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page Not Found</h1>
        <p className="status-page__text">
          The page you are looking for does not exist or has been moved. Check the address, or use the buttons below.
        </p>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={() => void navigate('/')}>
            Go Home
          </button>
          <button type="button" className="button button--secondary" onClick={goBack}>
            Go Back
          </button>
        </div>
      </div>
    </main>
  );
}
