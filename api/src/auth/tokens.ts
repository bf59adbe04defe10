/**
 * Bearer tokens: HS256 JWTs with a pinned algorithm and an expiry. `tv` is the user's token version: the
 * accounts slice bumps it on password change, deactivation and logout, which revokes every older token.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { roleSchema, type Actor } from '@stint/shared';
import { z } from 'zod';

const ALGORITHM = 'HS256';
const ISSUER = 'stint';

const claimsSchema = z.object({ sub: z.string().min(1), role: roleSchema, tv: z.number().int().nonnegative() });
export type TokenClaims = Actor & { tokenVersion: number };

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, now: Date = new Date()): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.id)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The claims of a valid token; null for anything forged, expired, malformed or of another algorithm. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      return { id: claims.data.sub, role: claims.data.role, tokenVersion: claims.data.tv };
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
