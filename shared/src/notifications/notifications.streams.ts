/** Stream names of the notifications area. */

/** A person's notification inbox (what they have marked read): `notificationinbox-<userId>`. */
export const notificationInboxStream = (userId: string) => `notificationinbox-${userId}`;
