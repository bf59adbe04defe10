/**
 * Password change (spec 1 §2.19, §5): the current password, the new one and its confirmation. Nothing is sent while
 * the two new ones differ ('Passwords do not match') or a field is missing; the server's answer — 'Current password is
 * incorrect' — shows on its field. A changed password ends every other session; this one continues on the new token.
 */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@stint/shared/accounts/accounts.constants';
import { changePasswordBodySchemaFor } from '@stint/shared/accounts/accounts.schemas';
import {
  ErrorSummary,
  focusFirstInvalid,
  StatusNote,
  type ActionStatus,
  type FieldErrors,
} from '../../../components/alerts';
import { PasswordField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePasswordMinLength } from '../../../lib/public-settings';
import { changePassword } from '../api/change-password';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(empty) as (keyof Values)[];

const fieldId = (path: string) => `password-${path}`;

/** The api's checks in form order (with the password minimum in force), and the mismatch even while another field is still missing. */
export function passwordErrors(values: Values, minLength = PASSWORD_MIN_LENGTH): FieldErrors {
  const errors: FieldErrors = {};
  const result = changePasswordBodySchemaFor(minLength).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'confirmPassword')] ??= issue.message;
  }
  if (values.newPassword && values.confirmPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return Object.fromEntries(FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

export function ChangePasswordCard() {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const passwordMinLength = usePasswordMinLength();

  const setValue = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  /** What a password control of `field` takes: id, name, value, error and change handler. */
  const fieldProps = (field: keyof Values) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => setValue(field, value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setStatus(null);
    const found = passwordErrors(values, passwordMinLength);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusAfterRender(() => focusFirstInvalid(found, fieldId));
      return;
    }
    setIsSaving(true);
    try {
      const { message } = await changePassword(values);
      setValues(empty);
      setStatus({ tone: 'success', text: message ?? 'Password updated successfully' });
    } catch (error) {
      const fieldMessages = error instanceof ApiError ? error.errors : [];
      const serverErrors = Object.fromEntries(
        fieldMessages
          .filter((entry) => (FIELDS as string[]).includes(entry.path))
          .map((entry) => [entry.path, entry.message]),
      );
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusAfterRender(() => focusFirstInvalid(serverErrors, fieldId));
      } else {
        setStatus({ tone: 'danger', text: errorMessage(error, 'Failed to update password') });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="password-title">
      <h2 id="password-title" className="card__title">
        Change Password
      </h2>
      <p className="settings-card__intro">Changing your password signs you out everywhere else.</p>
      <form
        className="settings-card__form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby="password-title"
      >
        <ErrorSummary errors={errors} fieldIdFor={fieldId} />
        <PasswordField
          {...fieldProps('currentPassword')}
          label="Current password"
          required
          autoComplete="current-password"
        />
        <PasswordField
          {...fieldProps('newPassword')}
          label="New password"
          hint={`At least ${passwordMinLength} characters.`}
          required
          autoComplete="new-password"
        />
        <PasswordField
          {...fieldProps('confirmPassword')}
          label="Confirm new password"
          required
          autoComplete="new-password"
        />
        <div className="settings-card__actions action-row">
          <button type="submit" className="button button--primary" disabled={isSaving}>
            {isSaving ? 'Updating…' : 'Update Password'}
          </button>
        </div>
      </form>
      <StatusNote status={status} />
    </section>
  );
}
