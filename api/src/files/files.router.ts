/**
 * Serves uploaded files to whoever holds a signed, unexpired URL for that exact file (docs/architecture.md §HTTP: an
 * `<img>` or a link cannot send a bearer token, so an authorized call issues the URL). Anything else is a 404.
 */
import { Router } from 'express';
import { verifyBlobSignature } from '@stint/shared/infra/blobs/signed-url';
import type { ApiDeps } from '../platform/api-deps';
import { sendError } from '../http/errors';

const INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

export function filesRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/files/:key', async (req, res) => {
    const { exp, sig } = req.query;
    const valid = verifyBlobSignature(
      req.params.key,
      typeof exp === 'string' ? exp : undefined,
      typeof sig === 'string' ? sig : undefined,
      {
        secret: deps.platform.secret,
      },
    );
    const blob = valid ? await deps.platform.blobs.get(req.params.key) : null;
    if (!blob) return sendError(res, 404, 'File not found or link expired');
    res.setHeader('Content-Type', blob.contentType);
    res.setHeader('Content-Length', String(blob.data.length));
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('Content-Disposition', INLINE.test(blob.contentType) ? 'inline' : 'attachment');
    // Nothing served here may run script; PDFs skip `sandbox` only because Chrome's viewer refuses sandboxed ones.
    res.setHeader(
      'Content-Security-Policy',
      blob.contentType === 'application/pdf' ? "default-src 'none'; object-src 'self'" : "default-src 'none'; sandbox",
    );
    res.end(blob.data);
  });
  return router;
}
