export { UnsubscribeScreen as NewsletterUnsubscribeRoute } from '../../features/newsletter/components/unsubscribe-screen';
