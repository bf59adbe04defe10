export { UniversityDashboard } from '../../features/dashboards/components/university-dashboard';
