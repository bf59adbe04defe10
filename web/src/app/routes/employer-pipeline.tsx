export { PipelineScreen as EmployerPipeline } from '../../features/employer-pipeline/components/pipeline-screen';
