/**
 * Forgot password (spec 1 §2.11): the email form, then 'CHECK YOUR EMAIL' with Try again and Back to sign in. The
 * confirmation is the same whether or not the email has an account — the server never says which.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner, ErrorSummary, type FieldErrors } from '../../../components/alerts';
import { EmailAddress } from '../../../components/email-address';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/forgot-password';
import { useFormState } from '../hooks/use-form-state';
import { AccountEmailField, AuthLayout } from './auth-layout';

const fieldId = (path: string) => `forgot-password-${path}`;

const SENT_FALLBACK = 'If an account exists for this email, we have sent it a link to reset the password.';

function validate(email: string): FieldErrors {
  const value = email.trim();
  if (!value) return { email: 'Email is required' };
  if (!value.includes('@')) return { email: 'Please enter a valid email address' };
  return {};
}

export function ForgotPasswordScreen() {
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { values, errors, setErrors, showErrors, fieldProps } = useFormState(
    { email: '' },
    { fieldId, onType: () => setError(null) },
  );
  const email = values.email;
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = validate(email);
    if (Object.keys(problems).length > 0) {
      setError(null);
      showErrors(problems);
      return;
    }
    setErrors({});
    setIsLoading(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset({ email: email.trim() });
      setSent({ email: email.trim(), message: message ?? SENT_FALLBACK });
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send reset email'));
    } finally {
      setIsLoading(false);
    }
  };

  if (sent) {
    return (
      <AuthLayout title="CHECK YOUR EMAIL">
        <title>Check your email · Stint</title>
        <div className="auth-sent" role="status">
          <p>{sent.message}</p>
          <p className="auth-sent__address">
            We sent it to{' '}
            <strong>
              <EmailAddress email={sent.email} />
            </strong>
            .
          </p>
          <p className="auth-sent__hint">
            Nothing after a few minutes? Look in your spam folder, check the address, or ask again: a new link replaces
            the previous one.
          </p>
        </div>
        <div className="auth-actions action-row">
          <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
            Try again
          </button>
          <Link className="button button--primary" to="/login">
            Back to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
    >
      <title>Forgot Password · Stint</title>
      {error ? <Banner tone="danger">{error}</Banner> : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Forgot password">
        <AccountEmailField {...fieldProps('email')} />
        <button type="submit" className="button button--primary button--block" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-card__switch">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
