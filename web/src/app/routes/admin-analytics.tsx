export { AdminAnalyticsScreen as AdminAnalytics } from '../../features/admin-analytics/components/admin-analytics-screen';
