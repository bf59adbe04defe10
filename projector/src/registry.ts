/** Every projection the projector runs. Domain slices add theirs here. */
import { usersProjection } from './accounts/users.projection';
import { applicationsProjection } from './applications/applications.projection';
import type { Projection } from './runtime/projection';

export const projections: Projection[] = [usersProjection, applicationsProjection];
