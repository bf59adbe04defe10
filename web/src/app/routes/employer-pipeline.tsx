/**
 * The pipeline with each application's unread messages, from the messages feature (docs/style.md §Web: features are
 * composed by routes).
 */
import { PipelineScreen } from '../../features/employer-pipeline/components/pipeline-screen';
import { WithApplicationThreads } from './application-thread';

export function EmployerPipeline() {
  return (
    <WithApplicationThreads>
      <PipelineScreen />
    </WithApplicationThreads>
  );
}
