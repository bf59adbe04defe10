/** Stream names of the newsletter area. */

/** One subscription (the subscriber id is a keyed hash of the address): `newsletter-<subscriberId>`. */
export const newsletterStream = (subscriberId: string) => `newsletter-${subscriberId}`;
