export { EmployerDashboard } from '../../features/dashboards/components/employer-dashboard';
