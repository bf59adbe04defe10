/**
 * The one logger every process writes with (pino), and the one place that keeps credentials out of it (issue 14):
 * `redact` censors the fields that hold one wherever a log line carries them (headers, bodies' passwords and tokens),
 * and `redactUrl` rewrites the URLs that carry one in their path or query (reset links, email confirmation links,
 * ops links, signed file URLs). The request log (pino-http in api/src/server.ts) serialises requests with
 * `requestForLog`; any other line's `url` field goes through `redactUrl` on its own.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACTED = '[redacted]';

/** Query parameters that are credentials: reset and confirmation tokens, ops tickets, file URL signatures. */
const SECRET_PARAMETERS = new Set(['token', 'ticket', 'sig']);

/** Path segments that are credentials: the token of `POST /api/v1/auth/reset-password/{token}` (express: any case). */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/gi;

const REDACT_PATHS = [
  // Request and response headers: the bearer token, the ops session cookie, the caller's Idempotency-Key.
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  // The same values once express has parsed the URL.
  ...[...SECRET_PARAMETERS].map((name) => `req.query.${name}`),
  'req.params.token',
  // Anything else a line may carry, one level down (`{ user: { token } }`, `{ body: { password } }`).
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.ticket',
  '*.idempotencyKey',
];

function parameterName(encoded: string): string {
  const raw = encoded.replace(/\+/g, ' ');
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A malformed escape: compare it as sent.
  }
  // `token[]=…` and `token[x]=…` are the same parameter to express's parser.
  return name.split('[')[0]!.trim().toLowerCase();
}

/** The URL with every credential in its path or query replaced by `[redacted]`; the rest stays as sent. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !SECRET_PARAMETERS.has(parameterName(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** pino-http's request serializer: the standard fields, the URL rewritten (headers and query go to `redact`). */
export function requestForLog<Serialized extends { url?: string }>(req: Serialized): Serialized {
  return req.url === undefined ? req : { ...req, url: redactUrl(req.url) };
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'stint' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) },
  };
  return destination ? pino(options, destination) : pino(options);
}
