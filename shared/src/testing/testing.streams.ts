/** Stream names that only tests, benches and the test api write (never the product). */

/** A test-api ping (launcher/src/testing/test-api.ts): `ping-<pingId>`. */
export const pingStream = (pingId: string) => `ping-${pingId}`;

/** A counter of the projector's counting projection, tests and benches: `counter-<id>`. */
export const counterStream = (id: string) => `counter-${id}`;
