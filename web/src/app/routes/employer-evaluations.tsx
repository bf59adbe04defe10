export { EmployerEvaluationsScreen as EmployerEvaluations } from '../../features/evaluations/components/employer-evaluations-screen';
