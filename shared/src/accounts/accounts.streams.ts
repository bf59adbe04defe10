/** Stream names of the accounts area: one user aggregate per account, reservations of unique values, reset links. */

/** The user aggregate: `user-<id>`. */
export const userStream = (userId: string) => `user-${userId}`;

/**
 * Who holds an email address: `useremail-<keyed hash of the address>` (`emailHash` in infra/crypto/stream-hashes.ts),
 * so the address stays out of the name.
 */
export const emailReservationStream = (emailHash: string) => `useremail-${emailHash}`;

/** Who holds a university's name: `universityname-<keyed hash of the name>` (`universityNameHash`). */
export const universityNameReservationStream = (nameHash: string) => `universityname-${nameHash}`;

/** Finds the account a link belongs to without a scan: `passwordreset-<token hash>` holds its id. */
export function passwordResetStream(tokenHash: string): string {
  return `passwordreset-${tokenHash}`;
}
