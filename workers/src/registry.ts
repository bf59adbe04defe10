/** Every reactor and job consumer the workers run. Domain slices add theirs here. */
import type { JobDefinition, Reactor } from './runtime/reactor';

export const reactors: Reactor[] = [];
export const jobs: JobDefinition[] = [];
