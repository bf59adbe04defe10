export { AdminDashboard } from '../../features/dashboards/components/admin-dashboard';
