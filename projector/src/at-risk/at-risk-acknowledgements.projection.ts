/**
 * The at-risk acknowledgements (issue 17 item 5): one document per alert a university acknowledged, with the cause it
 * acknowledged last. The alerts are computed by the api from the read models when asked; this says which of them to
 * hide. Each acknowledgement is news to the university's room (its at-risk panel).
 */
import { rooms } from '@stint/shared';
import { atRiskEventSchemas } from '@stint/shared/at-risk/at-risk.events';
import {
  atRiskAcknowledgementId,
  atRiskAcknowledgementsCollection,
  type AtRiskAcknowledgementDocument,
} from '@stint/shared/at-risk/at-risk.read-models';
import { topics } from '@stint/shared/live/topics';
import { dataOf } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';

export const atRiskAcknowledgementsProjection = defineProjection({
  name: 'at-risk-acknowledgements',
  version: 1,
  collections: [atRiskAcknowledgementsCollection],
  handles: ['AtRiskAlertAcknowledged'],
  async apply(event, context) {
    const data = dataOf(atRiskEventSchemas.AtRiskAlertAcknowledged, event, context);
    if (!data) return;
    const { universityId, alertId, studentId, cause } = data;
    await context.collection<AtRiskAcknowledgementDocument>(atRiskAcknowledgementsCollection).upsert({
      _id: atRiskAcknowledgementId(universityId, alertId),
      universityId,
      alertId,
      studentId,
      cause,
      acknowledgedAt: event.metadata.at,
    });
    context.notify({ topic: topics.atRisk, rooms: [rooms.university(universityId)], ids: [alertId] });
  },
});
