/**
 * The external listings the public list shows with `source: 'external'` (spec 1 §2.7, §3 External internship):
 * one document per listing the job board offers now. A listing that disappears is removed, so the collection
 * holds exactly the last sync's listings and `counts.external` counts them.
 */
import { rooms } from '@stint/shared';
import {
  externalListingEventSchemas,
  externalListingEventTypes,
  type ExternalListingEventType,
} from '@stint/shared/internships/external-listings.events';
import {
  externalListingsCollection,
  type ExternalListingDocument,
} from '@stint/shared/internships/internships.read-models';
import { defineProjection } from '../runtime/projection';
import { dataOf } from '../runtime/event-data';
import { topics } from '@stint/shared/live/topics';

export const externalListingsProjection = defineProjection({
  name: 'external-listings',
  version: 1,
  collections: [externalListingsCollection],
  handles: externalListingEventTypes,
  async apply(event, context) {
    const listings = context.collection<ExternalListingDocument>(externalListingsCollection);
    const type = event.type as ExternalListingEventType;
    if (type === 'ExternalListingDisappeared') {
      const data = dataOf(externalListingEventSchemas.ExternalListingDisappeared, event, context);
      if (!data) return;
      await listings.delete(data.listingId);
      context.notify({ topic: topics.internships, rooms: [rooms.public], ids: [data.listingId] });
      return;
    }
    const data = dataOf(externalListingEventSchemas[type], event, context);
    if (!data) return;
    await listings.upsert({ _id: data.listingId, ...data.listing });
    context.notify({ topic: topics.internships, rooms: [rooms.public], ids: [data.listingId] });
  },
});
