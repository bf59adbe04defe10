/**
 * Registration (spec 1 §2.10): step 1 chooses the role, step 2 is that role's form. The step lives in the address
 * (`/register?role=student`) so that Back returns to the role choice and a link can open a role's form directly.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { registrableRoles, type RegistrableRole } from '@stint/shared/accounts/accounts.constants';
import { clearSessionError, useSession } from '../../../lib/session';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';

const roleChoices: { role: RegistrableRole; title: string; text: string }[] = [
  {
    role: 'student',
    title: 'Student',
    text: 'Find and apply for internships, keep your logbook and submit your reports.',
  },
  {
    role: 'employer',
    title: 'Employer',
    text: 'Post internships, review applicants and evaluate your interns.',
  },
  {
    role: 'university',
    title: 'University',
    text: "Follow your students' applications, logbooks, reports and placements.",
  },
];

const roleTitles: Record<RegistrableRole, string> = {
  student: 'Create your student account',
  employer: 'Create your employer account',
  university: 'Register your university',
};

function isRegistrableRole(value: string | null): value is RegistrableRole {
  return (registrableRoles as readonly (string | null)[]).includes(value);
}

export function RegisterScreen() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const returnPath = useReturnPath(user?.role);
  const roleParam = searchParams.get('role');
  const role = isRegistrableRole(roleParam) ? roleParam : null;

  useEffect(() => {
    clearSessionError();
    return clearSessionError;
  }, [role]);

  if (user && token && returnPath) return <Navigate to={returnPath} replace />;

  // Keep the remembered location (history state) across both steps.
  const chooseRole = (next: RegistrableRole | null) =>
    setSearchParams(next ? { role: next } : {}, { state: location.state as unknown });

  const signInInstead = (
    <p className="auth-card__switch">
      Already have an account?{' '}
      <Link to="/login" state={location.state as unknown}>
        Sign in
      </Link>
    </p>
  );

  if (!role) {
    return (
      <AuthLayout title="Create your account" intro={<p>How will you use Stint? Choose one to continue.</p>} wide>
        <title>Create Account · Stint</title>
        <ul className="role-choice plain-list" aria-label="Account types">
          {roleChoices.map((choice) => (
            <li key={choice.role}>
              <button type="button" className="role-choice__option" onClick={() => chooseRole(choice.role)}>
                <span className="role-choice__title">{choice.title}</span>
                <span className="role-choice__text">{choice.text}</span>
              </button>
            </li>
          ))}
        </ul>
        {signInInstead}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={roleTitles[role]} wide>
      <title>{`${roleTitles[role]} · Stint`}</title>
      <div className="auth-card__step split-row">
        <p className="auth-card__step-text">
          Registering as <strong>{roleChoices.find((choice) => choice.role === role)?.title}</strong>
        </p>
        <button type="button" className="button button--secondary button--small" onClick={() => chooseRole(null)}>
          Change Role
        </button>
      </div>
      <RegisterForm key={role} role={role} />
      {signInInstead}
    </AuthLayout>
  );
}
