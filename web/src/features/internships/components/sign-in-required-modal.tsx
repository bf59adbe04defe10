/**
 * Spec 1 §2.8: 'Sign In Required' with Sign In, Create Account and Continue Browsing. Signing in or registering from
 * here comes back to this page afterwards.
 */
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { useReturnState } from '../hooks/use-return-state';

export function SignInRequiredModal({ message, onClose }: { message: string; onClose: () => void }) {
  const returnState = useReturnState();
  return (
    <Modal
      title="Sign In Required"
      description={message}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Continue Browsing
          </button>
          <Link className="button button--secondary" to="/register" state={returnState}>
            Create Account
          </Link>
          <Link className="button button--primary" to="/login" state={returnState}>
            Sign In
          </Link>
        </>
      }
    >
      <p className="sign-in-required__text">
        Create a free student account to save internships, see who is hiring and apply in a few minutes.
      </p>
    </Modal>
  );
}
