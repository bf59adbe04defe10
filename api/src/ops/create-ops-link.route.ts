/**
 * `POST /ops/links` (issues 6 and 9): an admin asks for a link to an operations page — the queue board or the API
 * docs — valid for 60 seconds; the web app opens it in a new tab, where it becomes an ops session (ops-session.ts).
 */
import { z } from 'zod';
import { UnauthorizedError } from '@stint/shared';
import { defineRoute } from '../http/route';
import { bearerToken, issueOpsLink, OPS_TARGETS } from './ops-session';

export const createOpsLinkRoute = defineRoute({
  method: 'post',
  path: '/ops/links',
  summary: 'A 60-second link that opens an operations page (queue board, API docs) in the browser',
  tags: ['operations'],
  access: ['admin'],
  body: z.object({
    target: z.enum(OPS_TARGETS, { error: `Target must be one of: ${OPS_TARGETS.join(', ')}` }),
  }),
  response: z.object({ url: z.string(), expiresAt: z.string() }),
  async handler({ body, deps, req }) {
    // The link carries the token version of the token that asked, so revoking that token revokes the link too.
    const claims = await deps.tokens.verify(bearerToken(req) ?? '');
    if (!claims) throw new UnauthorizedError('Not authorized, token failed');
    const link = issueOpsLink(
      deps.platform.secret,
      { adminId: claims.id, tokenVersion: claims.tokenVersion },
      body.target,
    );
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  },
});
