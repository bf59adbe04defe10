/** /employer/evaluations/create/{applicationId}: the evaluations screen with the form open for that intern. */
import { useParams } from 'react-router-dom';
import { EmployerEvaluationsScreen } from '../../features/evaluations/components/employer-evaluations-screen';

export function EmployerEvaluationCreate() {
  const { applicationId = '' } = useParams();
  // A new intern in the address starts a new form.
  return <EmployerEvaluationsScreen key={applicationId} createFor={applicationId} />;
}
