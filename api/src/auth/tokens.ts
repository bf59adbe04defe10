/**
 * Bearer tokens: HS256 JWTs with a pinned algorithm and an expiry. A token without `exp` or `iat` is refused even when
 * its signature is good (issue 14): no token lives forever, and the session timeout always has an issue time to count
 * from. `tv` is the user's token version: the accounts slice bumps it on password change, deactivation, logout and
 * deletion, which revokes every older token.
 *
 * Session timeout (system settings, issue 7): once an admin sets one, a new token expires that long after it was
 * issued, and any token issued longer ago than that is refused — so lowering the timeout ends older sessions at once,
 * while raising it lengthens only the sessions that start afterwards (a token never outlives its own `exp`). While no
 * admin set one, JWT_TTL applies as before.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { roleSchema, type Actor } from '@stint/shared';
import { z } from 'zod';

const ALGORITHM = 'HS256';
/** Verified tokens remembered (see `verify`): a few hundred bytes each. */
const VERIFIED_TOKENS_KEPT = 20_000;
const ISSUER = 'stint';

const claimsSchema = z.object({ sub: z.string().min(1), role: roleSchema, tv: z.number().int().nonnegative() });
export type TokenClaims = Actor & { tokenVersion: number };

export class TokenService {
  private readonly key: Uint8Array;

  /** `sessionTimeout`: the admins' session timeout in seconds, null while none is set (then `ttl` applies). */
  constructor(
    secret: string,
    private readonly ttl: string,
    private readonly sessionTimeout: () => Promise<number | null> = async () => null,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, now: Date = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const timeout = await this.sessionTimeout();
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.id)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(timeout ? issuedAt + timeout : this.ttl)
      .sign(this.key);
  }

  /**
   * Tokens whose signature checked out, with their times: a token is immutable, so its signature is checked once
   * (an HMAC through WebCrypto costs more than the rest of a small request's work), while its expiry and the session
   * timeout are checked on every use. Only valid tokens get in, so nobody can fill this with junk.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; issuedAt: number; expiresAt: number }>();

  /**
   * The claims of a valid token; null for anything forged, expired, malformed, of another algorithm, or issued
   * longer ago than the session timeout.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const timeout = await this.sessionTimeout();
    const known = this.verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if (now >= known.expiresAt) return null;
      if (timeout && (now - known.issuedAt > timeout || now < known.issuedAt)) return null;
      return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'iat'],
        ...(timeout ? { maxTokenAge: timeout } : {}),
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const verified = { id: claims.data.sub, role: claims.data.role, tokenVersion: claims.data.tv };
      // Both are numbers here: jose checked they are present and numeric (`requiredClaims`).
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims: verified, issuedAt: payload.iat!, expiresAt: payload.exp! });
      return verified;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/**
 * Turns a bearer token into the person behind it. The platform checks the signature; the accounts slice
 * adds the token-version and status checks against the users read model.
 */
export type Authenticate = (token: string) => Promise<Actor | null>;
