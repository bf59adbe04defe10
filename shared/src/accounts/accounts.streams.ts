/** Stream names of the accounts area: one user aggregate per account, reservations of unique values, reset links. */
import { keyedHash } from '../infra/crypto/purpose-tokens';

/** The user aggregate: `user-<id>`. */
export const userStream = (userId: string) => `user-${userId}`;

/** Who holds an email address: `useremail-<keyed hash of the address>`, so the address stays out of the name. */
export function emailReservationStream(secret: string, email: string): string {
  return `useremail-${keyedHash(secret, 'email', email.trim().toLowerCase())}`;
}

/** Who holds a university's name: `universityname-<keyed hash of the name>`. */
export function universityNameReservationStream(secret: string, name: string): string {
  return `universityname-${keyedHash(secret, 'university-name', name.trim().toLowerCase().replace(/\s+/g, ' '))}`;
}

/** Finds the account a link belongs to without a scan: `passwordreset-<token hash>` holds its id. */
export function passwordResetStream(tokenHash: string): string {
  return `passwordreset-${tokenHash}`;
}
