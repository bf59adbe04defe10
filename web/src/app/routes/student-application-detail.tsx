export { ApplicationDetailScreen as StudentApplicationDetail } from '../../features/applications/components/application-detail-screen';
