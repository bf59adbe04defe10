/** Stream names of the contact area. */

/** One contact message: `contact-<messageId>`. */
export const contactStream = (messageId: string) => `contact-${messageId}`;
