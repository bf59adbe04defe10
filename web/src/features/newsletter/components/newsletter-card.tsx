/**
 * The landing page's newsletter card (spec 1 §2.4, §4, §5, §8): an email and the 12 categories, each toggled on and
 * off; Subscribe sends `{ email, interestedCategories }`. Without an email or a category nothing is sent and the
 * spec's message shows. While sending the button says so; on success the form is cleared, its inputs disabled and the
 * confirmation shown; on failure the server's message (else 'Failed to subscribe') shows and the choices stay.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_VALIDATION_MESSAGE,
  newsletterCategories,
  newsletterCategoryLabels,
  type NewsletterCategory,
} from '@stint/shared/newsletter/newsletter.constants';
import { Banner } from '../../../components/alerts';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import './newsletter.css';

export function NewsletterCard({ title = 'Get internships in your inbox' }: { title?: string }) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<NewsletterCategory>>(new Set());
  const { state, setState, subscribe } = useSubscribeToNewsletter(NEWSLETTER_SUCCESS_MESSAGE);
  const isLoading = state.status === 'loading';
  const isDone = state.status === 'success';
  const locked = isLoading || isDone;

  const toggle = (category: NewsletterCategory) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
    if (state.status === 'error') setState({ status: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    const address = email.trim();
    if (!address || selected.size === 0) {
      setState({ status: 'error', message: NEWSLETTER_VALIDATION_MESSAGE });
      if (!address) emailRef.current?.focus();
      return;
    }
    const interestedCategories = newsletterCategories.filter((category) => selected.has(category));
    if (await subscribe({ email: address, interestedCategories })) {
      setEmail('');
      setSelected(new Set());
    }
  };

  return (
    <section className="newsletter-card card" aria-labelledby={`${id}-title`}>
      <div className="newsletter-card__intro">
        <h2 id={`${id}-title`} className="newsletter-card__title">
          {title}
        </h2>
        <p className="newsletter-card__text">
          Pick the fields you care about and we will email you a weekly digest of new internships in them. Every email
          has a link to unsubscribe.
        </p>
      </div>
      <form className="newsletter-card__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor={`${id}-email`}>
              Email
            </label>
          </div>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            className="field__control"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            disabled={locked}
            aria-describedby={state.status === 'error' ? `${id}-message` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (state.status === 'error') setState({ status: 'idle' });
            }}
          />
        </div>
        <fieldset className="newsletter-card__categories" disabled={locked}>
          <legend className="field__label">
            Categories <span className="newsletter-card__count">({selected.size} selected)</span>
          </legend>
          <ul className="newsletter-card__chips plain-list cluster">
            {newsletterCategories.map((category) => {
              const isOn = selected.has(category);
              return (
                <li key={category}>
                  <button
                    type="button"
                    className={`newsletter-chip${isOn ? ' newsletter-chip--on' : ''}`}
                    aria-pressed={isOn}
                    onClick={() => toggle(category)}
                  >
                    <span className="newsletter-chip__mark" aria-hidden="true">
                      {isOn ? '✓' : '+'}
                    </span>
                    {newsletterCategoryLabels[category]}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div id={`${id}-message`}>
          {state.status === 'error' ? <Banner tone="danger">{state.message}</Banner> : null}
          {state.status === 'success' ? <Banner tone="success">{state.message}</Banner> : null}
        </div>
        <button type="submit" className="button button--primary newsletter-card__submit" disabled={locked}>
          {isLoading ? 'Subscribing…' : isDone ? 'Subscribed' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}
