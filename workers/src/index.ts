export * from './runtime/reactor';
export { reactors, createJobs } from './registry';
