/**
 * The security headers of every answer (helmet), with four that only belong to a page served over HTTPS:
 * - CSP `upgrade-insecure-requests` makes the browser fetch every asset of the page over https. On a page served over
 *   plain HTTP from any host but localhost (a LAN address, a server before TLS is set up) the scripts would then fail
 *   and the app would show a blank page.
 * - Strict-Transport-Security, which browsers ignore over HTTP anyway.
 * - Cross-Origin-Opener-Policy and Origin-Agent-Cluster, which browsers apply only to a secure context: over plain HTTP
 *   at such a host Chromium ignores them and says so on the console of every page (an error and a warning).
 * An answer to a request that came over HTTPS (directly, or through a proxy TRUST_PROXY believes), or on an install
 * whose PUBLIC_URL is https, gets all four; any other answer gets none of them.
 */
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** Whether the browser sees this request's page as HTTPS (also what makes a cookie `Secure`). */
export function servedOverHttps(req: Pick<Request, 'secure'>, publicUrl: string): boolean {
  return req.secure || publicUrl.startsWith('https:');
}

/** helmet's defaults with `directives` added to its Content-Security-Policy. */
export function securityHeaders(publicUrl: string, directives: Directives): RequestHandler {
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  });
  return (req, res, next) => (servedOverHttps(req, publicUrl) ? overHttps : overHttp)(req, res, next);
}
