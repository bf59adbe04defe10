/** Sign in (spec 1 §2.9, §5). */
import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Banner, ErrorSummary, type FieldErrors } from '../../../components/alerts';
import { PasswordField } from '../../../components/form-fields';
import { clearSessionError, useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useFormState } from '../hooks/use-form-state';
import { useReturnPath } from '../hooks/use-return-path';
import { AccountEmailField, AuthLayout } from './auth-layout';

const fieldId = (path: string) => `login-${path}`;

/** Spec 1 §5: both fields non-blank and the email has an at sign; anything else is not sent. */
function validate(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!email.includes('@')) errors.email = 'Please enter a valid email address';
  if (!values.password.trim()) errors.password = 'Password is required';
  return errors;
}

export function LoginScreen() {
  const location = useLocation();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const returnPath = useReturnPath(user?.role);
  const { signIn, isLoading, error } = useLogin();
  const { values, errors, setErrors, showErrors, fieldProps } = useFormState({ email: '', password: '' }, { fieldId });

  // A message from an earlier visit (or from the registration form) does not belong here.
  useEffect(() => {
    clearSessionError();
    return clearSessionError;
  }, []);

  if (user && token && returnPath) return <Navigate to={returnPath} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = validate(values);
    if (Object.keys(problems).length > 0) {
      clearSessionError();
      showErrors(problems);
      return;
    }
    setErrors({});
    void signIn({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthLayout title="Sign in to Stint" intro={<p>Welcome back. Sign in to continue to your dashboard.</p>}>
      <title>Sign In · Stint</title>
      {error ? <Banner tone="danger">{error}</Banner> : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Sign in">
        <AccountEmailField {...fieldProps('email')} />
        <PasswordField {...fieldProps('password')} label="Password" autoComplete="current-password" required />
        <p className="auth-form__aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <p className="auth-card__switch">
        Don&apos;t have an account?{' '}
        <Link to="/register" state={location.state as unknown}>
          SIGN UP
        </Link>
      </p>
    </AuthLayout>
  );
}
