export { AdminEvaluationsScreen as AdminEvaluations } from '../../features/evaluations/components/admin-evaluations-screen';
