export * from './runtime/reactor';
export { reactors, jobs } from './registry';
