import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { TextField } from '../../../components/form-fields';
import './auth.css';

/** The sign-in and registration screens: the brand above one centred card, no navigation bar (spec 1 §2.1). */
export function AuthLayout({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="auth-page__main" aria-labelledby="auth-title">
        <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {intro ? <div className="auth-card__intro">{intro}</div> : null}
          {children}
        </div>
      </main>
    </div>
  );
}

/** The account's email address, as the sign-in and forgotten-password forms ask for it (a bound `fieldProps`). */
export function AccountEmailField(field: {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return <TextField {...field} label="Email" type="email" autoComplete="email" inputMode="email" required />;
}
