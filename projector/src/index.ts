export * from './runtime/projection';
export * from './runtime/projector-runner';
export { projections } from './registry';
