export * from './runtime/projection';
export * from './runtime/projector-runner';
export { resetProjection } from './runtime/reset-projection';
export { projections } from './registry';
export * from './runtime/parked-events';
export { groupOf, projectorGroups, type ProjectorGroup } from './groups';
export {
  listRebuilds,
  rebuildsCollection,
  shadowCheckpointName,
  type RebuildProgress,
  type RebuildRecord,
} from './runtime/shadow-rebuild';
