import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';

/** Spec 2 §2: 'Internship Not Found' with a way back, for the detail and the edit screen. */
export function InternshipNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <StatusPage
      title="Internship Not Found"
      message={errorMessage(error, 'This internship does not exist, or it belongs to another employer.')}
      actions={
        <button type="button" className="button button--primary" onClick={() => void navigate('/employer/internships')}>
          Back to My Internships
        </button>
      }
      onRetry={onRetry}
    />
  );
}
