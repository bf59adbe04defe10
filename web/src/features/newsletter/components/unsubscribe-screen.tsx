/**
 * The page every digest's unsubscribe link opens (`/newsletter/unsubscribe?token=…`): it unsubscribes at once, signed
 * in or out (one click from the email), and says how it went.
 */
import { Link, useSearchParams } from 'react-router-dom';
import {
  NEWSLETTER_INVALID_LINK_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@stint/shared/newsletter/newsletter.constants';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter';

export function UnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { data, error, isLoading, mutate } = useUnsubscribeFromNewsletter(token);

  const browse = (
    <Link className="button button--primary" to="/internships">
      Browse Internships
    </Link>
  );

  if (!token) {
    return (
      <StatusPage
        title="Unsubscribe link incomplete"
        alert
        message="This link is missing its code. Open the unsubscribe link from one of your newsletter emails again, or copy the whole address into your browser."
        actions={browse}
      />
    );
  }
  if (error) {
    const message = errorMessage(error, 'We could not unsubscribe you just now. Please try again.');
    const canRetry = message !== NEWSLETTER_INVALID_LINK_MESSAGE;
    return (
      <StatusPage
        title="We could not unsubscribe you"
        alert
        message={message}
        actions={browse}
        onRetry={canRetry ? () => void mutate() : null}
      />
    );
  }
  if (data && !isLoading) {
    return (
      <StatusPage
        title="You are unsubscribed"
        message={
          <span role="status">
            {data.message ?? NEWSLETTER_UNSUBSCRIBED_MESSAGE} Changed your mind? Subscribe again from the newsletter
            card on our home page.
          </span>
        }
        actions={browse}
      />
    );
  }
  return (
    <StatusPage title="Unsubscribing…">
      <div role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="status-page__text">Please wait a moment.</p>
      </div>
    </StatusPage>
  );
}
