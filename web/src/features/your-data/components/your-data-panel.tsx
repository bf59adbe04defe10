/**
 * "Your data" (issue 8; docs/architecture.md §Personal data): download everything Stint holds about you, or delete your
 * account. Deleting asks for the password in a dialog that says what happens; afterwards the person is signed out and
 * sent to the home page.
 */
import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_WRONG_PASSWORD } from '@stint/shared/accounts/your-data.schemas';
import { Banner } from '../../../components/alerts';
import { PasswordField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import { downloadMyData } from '../api/download-my-data';
import './your-data.css';

export function YourDataPanel() {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="your-data">
      <DownloadCard />
      <section className="card your-data__card your-data__card--danger" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className="card__title">
          Delete your account
        </h2>
        <p>
          Your name, contact details and everything you wrote are erased for good, and you are signed out everywhere.
          Others who worked with you see “Deleted user” instead of your name. This cannot be undone.
        </p>
        <button type="button" className="button button--danger" onClick={() => setIsConfirming(true)}>
          Delete Account
        </button>
      </section>
      {isConfirming ? <DeleteAccountDialog onClose={() => setIsConfirming(false)} /> : null}
    </div>
  );
}

function DownloadCard() {
  const [state, setState] = useState<
    | { kind: 'idle' | 'busy' }
    | { kind: 'done'; filename: string }
    | {
        kind: 'failed';
        message: string;
      }
  >({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', filename: await downloadMyData() });
    } catch (error) {
      setState({
        kind: 'failed',
        message: errorMessage(error, 'Your data could not be downloaded. Please try again.'),
      });
    }
  };

  return (
    <section className="card your-data__card" aria-labelledby="download-data-title">
      <h2 id="download-data-title" className="card__title">
        Download your data
      </h2>
      <p>
        A JSON file with everything Stint holds about you: your account, everything you did on Stint (applications,
        logbook entries, reports, bookmarks, what you marked read) with your personal details readable, and what each of
        your screens shows. What is only someone else’s — another person’s name or what they wrote — is left out.
      </p>
      {state.kind === 'done' ? (
        <Banner tone="success">
          <p>Your data was saved as {state.filename}.</p>
        </Banner>
      ) : null}
      {state.kind === 'failed' ? (
        <Banner tone="danger">
          <p>{state.message}</p>
        </Banner>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? 'Preparing…' : 'Download My Data'}
      </button>
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!password) {
      setPasswordError('Please enter your password');
      document.getElementById('delete-account-password')?.focus();
      return;
    }
    setPasswordError(undefined);
    setIsDeleting(true);
    try {
      await deleteAccount(password);
      // A fresh start on the home page, signed out: a full load drops every cached response and the live channel.
      // (The account's own live notice may already have signed this tab out and sent it to /login; this still wins.)
      endSession();
      window.location.replace('/');
    } catch (error) {
      setIsDeleting(false);
      if (error instanceof ApiError && error.status === 400) {
        setPasswordError(
          error.errors.find((item) => item.path === 'password')?.message ?? DELETE_ACCOUNT_WRONG_PASSWORD,
        );
        document.getElementById('delete-account-password')?.focus();
      } else {
        setProblem(errorMessage(error, 'Your account could not be deleted. Please try again.'));
      }
    }
  };

  return (
    <Modal
      title="Delete your account?"
      description="Enter your password to confirm."
      onClose={() => {
        if (!isDeleting) onClose();
      }}
      size="small"
      initialFocus="#delete-account-password"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={isDeleting}>
            Cancel
          </button>
          <button type="submit" form="delete-account-form" className="button button--danger" disabled={isDeleting}>
            {isDeleting ? 'Deleting…' : 'Delete My Account'}
          </button>
        </>
      }
    >
      <form id="delete-account-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>When you delete your account:</p>
        <ul className="your-data__consequences">
          <li>
            your encryption key is destroyed, so your name, contact details and everything you wrote can never be read
            again;
          </li>
          <li>your resume and profile picture are deleted;</li>
          <li>employers, universities and administrators see “Deleted user” where your name was;</li>
          <li>
            you are signed out on every device and cannot sign in again. Your email address can be used for a new
            account.
          </li>
        </ul>
        <p>Download your data first if you want to keep a copy.</p>
        {problem ? (
          <Banner tone="danger">
            <p>{problem}</p>
          </Banner>
        ) : null}
        <PasswordField
          id="delete-account-password"
          label="Password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          autoComplete="current-password"
          required
        />
      </form>
    </Modal>
  );
}
