/** Every projection the projector runs. Domain slices add theirs here. */
import type { Projection } from './runtime/projection';

export const projections: Projection[] = [];
