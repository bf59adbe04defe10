import type { Platform } from '@stint/shared/infra/platform';
import type { Logger } from '@stint/shared/infra/logger';
import type { Authenticate, TokenService } from '../auth/tokens';
import type { ConsistencyWaiter } from '../live/consistency';
import type { LoginThrottle } from '../accounts/login-throttle';
import type { ProjectorView } from './process-views';

/** What route handlers may use. */
export type ApiDeps = {
  platform: Platform;
  logger: Logger;
  tokens: TokenService;
  authenticate: Authenticate;
  consistency: ConsistencyWaiter;
  loginThrottle: LoginThrottle;
  /** The projections the projector runs, for the admin projections routes (the api imports no projector code). */
  projector: ProjectorView;
};
