/**
 * Reset password (spec 1 §2.12, §5): the page the mailed link opens (`/reset-password?token=…`). Password and Retype
 * Password, each with show/hide; 'Passwords do not match' as soon as both are filled and differ; the button is
 * disabled while they differ or while the request runs, and reads 'Resetting...' meanwhile. On success the person is
 * signed in and goes to /; a server message (expired, used, replaced link) shows above the form.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Banner, ErrorSummary, type FieldErrors } from '../../../components/alerts';
import { PasswordField } from '../../../components/form-fields';
import { usePasswordMinLength } from '../../../lib/public-settings';
import { clearSessionError } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';
import { useFormState } from '../hooks/use-form-state';
import { AuthLayout } from './auth-layout';

const fieldId = (path: string) => `reset-password-${path}`;

const MISMATCH = 'Passwords do not match';
const INCOMPLETE_LINK =
  'This reset link is incomplete. Open the link from the email again, or ask for a new one below.';

function validate(values: { password: string; confirmPassword: string }, minLength: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < minLength) {
    errors.password = `Password must be at least ${minLength} characters`;
  }
  if (!values.confirmPassword) errors.confirmPassword = 'Please retype your password';
  return errors;
}

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Spec 1 §5: the token comes from the `token` query parameter, an empty string when it is missing.
  const token = searchParams.get('token')?.trim() ?? '';
  const { completePasswordReset, isLoading, error } = useResetPassword();
  const passwordMinLength = usePasswordMinLength();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { values, errors, setErrors, showErrors, fieldProps } = useFormState(
    { password: '', confirmPassword: '' },
    { fieldId, onType: () => setLinkProblem(null) },
  );

  // A message from the sign-in or registration form does not belong here, nor this one there.
  useEffect(() => {
    clearSessionError();
    return clearSessionError;
  }, []);

  const mismatch =
    values.password !== '' && values.confirmPassword !== '' && values.password !== values.confirmPassword;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || mismatch) return;
    const problems = validate(values, passwordMinLength);
    if (Object.keys(problems).length > 0) {
      clearSessionError();
      showErrors(problems);
      return;
    }
    setErrors({});
    // No token, no request: the server could only answer that the address does not exist.
    if (!token) {
      setLinkProblem(INCOMPLETE_LINK);
      return;
    }
    void completePasswordReset(token, values.password).then((ok) => {
      if (ok) void navigate('/', { replace: true });
    });
  };

  const banner = linkProblem ?? error;

  return (
    <AuthLayout title="Choose a new password" intro={<p>Pick a new password for your Stint account.</p>}>
      <title>Reset Password · Stint</title>
      {banner ? <Banner tone="danger">{banner}</Banner> : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset password">
        <PasswordField
          {...fieldProps('password')}
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${passwordMinLength} characters.`}
        />
        <PasswordField
          {...fieldProps('confirmPassword')}
          label="Retype Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword ?? (mismatch ? MISMATCH : undefined)}
        />
        {/* The notice under the field is not announced by itself while typing; this says it once when it appears. */}
        <p className="visually-hidden" role="status">
          {mismatch ? MISMATCH : ''}
        </p>
        <button type="submit" className="button button--primary button--block" disabled={isLoading || mismatch}>
          {isLoading ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
      <p className="auth-card__switch">
        Link expired or already used? <Link to="/forgot-password">Ask for a new one</Link>
      </p>
    </AuthLayout>
  );
}
