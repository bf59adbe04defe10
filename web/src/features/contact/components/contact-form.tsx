/**
 * The contact form (spec 1 §2.6, §5): first and last name, email, subject and message, all required, the email typed.
 * Send shows the sending state for as long as the request runs; on success the form is cleared and a confirmation
 * shows; on failure the server's message shows and what was typed stays.
 */
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_FAILURE_MESSAGE, CONTACT_LIMITS, CONTACT_SENT_MESSAGE } from '@stint/shared/contact/contact.constants';
import { Banner, ErrorSummary, focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { sendContactMessage } from '../api/send-contact-message';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

type Name = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
const FIELDS: readonly Name[] = ['firstName', 'lastName', 'email', 'subject', 'message'];
const EMPTY: Record<Name, string> = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const REQUIRED: Record<Name, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  subject: 'Subject is required',
  message: 'Message is required',
};

const fieldId = (name: string) => `contact-${name}`;

function validate(values: Record<Name, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of FIELDS) if (!values[name].trim()) errors[name] = REQUIRED[name];
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    errors.email = 'Please enter a valid email address';
  }
  return errors;
}

type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

export function ContactForm() {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // One key per message: a retry after a lost answer is recorded once; a new or changed message gets a new key (the
  // server refuses a key sent again with a different body).
  const sendingRef = useRef<{ key: string; body: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const isSending = status.state === 'sending';

  const setValue = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    if (status.state === 'sent') setStatus({ state: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const problems = validate(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setStatus({ state: 'idle' });
      focusAfterRender(() => focusFirstInvalid(problems, fieldId));
      return;
    }
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      const body = Object.fromEntries(FIELDS.map((name) => [name, values[name].trim()])) as Record<Name, string>;
      const sent = JSON.stringify(body);
      if (sendingRef.current?.body !== sent) sendingRef.current = { key: newIdempotencyKey('contact'), body: sent };
      const { message } = await sendContactMessage(body, sendingRef.current.key);
      sendingRef.current = null;
      setValues(EMPTY);
      setStatus({ state: 'sent', message: message ?? CONTACT_SENT_MESSAGE });
    } catch (error) {
      const fieldProblems: FieldErrors = {};
      if (error instanceof ApiError && error.status === 400) {
        for (const problem of error.errors) if (problem.path in EMPTY) fieldProblems[problem.path] ??= problem.message;
      }
      setErrors(fieldProblems);
      setStatus({ state: 'failed', message: errorMessage(error, CONTACT_FAILURE_MESSAGE) });
    }
    focusAfterRender(() => resultRef.current?.focus());
  };

  const field = (name: Name) => ({
    id: fieldId(name),
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  return (
    <form className="contact-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div ref={resultRef} tabIndex={-1}>
        {status.state === 'sent' ? (
          <Banner tone="success" title="Message sent">
            {status.message}
          </Banner>
        ) : null}
        {status.state === 'failed' && Object.keys(errors).length === 0 ? (
          <Banner tone="danger">{status.message}</Banner>
        ) : null}
      </div>
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <div className="form-grid">
        <TextField
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
        />
        <TextField
          {...field('lastName')}
          label="Last name"
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
        />
        <div className="form-grid__full">
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
          />
          <TextField {...field('subject')} label="Subject" maxLength={CONTACT_LIMITS.subject} />
          <TextAreaField {...field('message')} label="Message" rows={6} maxLength={CONTACT_LIMITS.message} />
        </div>
      </div>
      <button type="submit" className="button button--primary contact-form__submit" disabled={isSending}>
        {isSending ? (
          <>
            <span className="spinner" aria-hidden="true" /> Sending…
          </>
        ) : (
          'Send Message'
        )}
      </button>
    </form>
  );
}
