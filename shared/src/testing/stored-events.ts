/**
 * Event bodies as older releases of Stint stored them (docs/architecture.md §How to change an event). Never edit or
 * remove one: the logs of running platforms still hold these shapes, and the specs that append them raw to a real
 * store prove they still read in today's shape, by deciders and projections alike.
 */

/** `NotificationsRead` version 1 (before issue 16): two optional fields, one of them set. */
export const notificationsReadV1 = {
  ids: (userId: string, notificationIds: string[]) => ({
    type: 'NotificationsRead',
    version: 1,
    data: { userId, notificationIds },
  }),
  upTo: (userId: string, upTo: string) => ({ type: 'NotificationsRead', version: 1, data: { userId, upTo } }),
};
