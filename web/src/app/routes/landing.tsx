import { LandingScreen } from '../../features/marketing/components/landing-screen';
import { NewsletterCard } from '../../features/newsletter/components/newsletter-card';

/** The landing page (spec 1 §2.4), with the newsletter card composed in. */
export function LandingRoute() {
  return <LandingScreen newsletter={<NewsletterCard />} />;
}
