import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';

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
    <StatusPage
      title="Page Not Found"
      code="404"
      message="The page you are looking for does not exist or has been moved. Check the address, or use the buttons below."
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => void navigate('/')}>
            Go Home
          </button>
          <button type="button" className="button button--secondary" onClick={goBack}>
            Go Back
          </button>
        </>
      }
    />
  );
}
