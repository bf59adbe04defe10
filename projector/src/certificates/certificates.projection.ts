/**
 * The certificates read model (issue 17 item 7): one document per certificate, showing its student's name and its
 * internship's title and company as they are now. A certificate is revoked here, not by an event of its own, when an
 * event reverses one of its grounds: the internship's end date moved past the day it was issued, the application left
 * `accepted`, or the student deleted their account (their name goes with it). A revoked certificate stays revoked; a
 * rebuild replays the same events in the same order, so it revokes the same ones on the same days.
 */
import { rooms } from '@stint/shared';
import { applicationEventSchemas } from '@stint/shared/applications/applications.events';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import type { RevocationReason } from '@stint/shared/certificates/certificates.constants';
import { certificateEventSchemas } from '@stint/shared/certificates/certificates.events';
import { certificatesCollection, type CertificateDocument } from '@stint/shared/certificates/certificates.read-models';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import { topics } from '@stint/shared/live/topics';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { PLACEMENT_LOOKUP_EVENTS, placementLookups } from '../placements/placement-lookups';
import { dataOf } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';

const lookups = placementLookups('certificate');
const certificatesOf = (context: ProjectionContext) => context.collection<CertificateDocument>(certificatesCollection);

function notify(context: ProjectionContext, doc: CertificateDocument) {
  context.notify({
    topic: topics.certificates,
    rooms: [rooms.user(doc.studentId), rooms.admins, ...(doc.universityId ? [rooms.university(doc.universityId)] : [])],
    ids: [doc._id],
  });
  // The public verification page revalidates too; it learns no id from the notice.
  context.notify({ topic: topics.certificates, rooms: [rooms.public], ids: [] });
}

const studentName = (student: { firstName: string; lastName: string }) =>
  [student.firstName, student.lastName].filter(Boolean).join(' ');

/** Revokes the valid ones among `docs` for `reason`, on the day of `event`; `patch` changes every one of `docs`. */
async function revoke(
  context: ProjectionContext,
  docs: CertificateDocument[],
  event: RecordedEvent,
  reason: RevocationReason | null,
  patch: Partial<CertificateDocument> = {},
) {
  for (const doc of docs) {
    const isRevoking = reason !== null && doc.status === 'valid';
    const change = {
      ...patch,
      ...(isRevoking
        ? { status: 'revoked' as const, revokedOn: event.metadata.at.slice(0, 10), revokedReason: reason }
        : {}),
    };
    if (Object.keys(change).length === 0) continue;
    await certificatesOf(context).patch(doc._id, change);
    notify(context, { ...doc, ...change });
  }
}

export const certificatesProjection = defineProjection({
  name: 'certificates',
  version: 1,
  collections: [certificatesCollection, ...lookups.collections],
  handles: ['CertificateIssued', 'ApplicationStatusChanged', ...PLACEMENT_LOOKUP_EVENTS],
  async prefetch(events, context) {
    const certificates = context.collection<CertificateDocument>(certificatesCollection);
    await certificates.getMany(idsIn(events, ['certificateId']));
    await certificates.findIn(
      'applicationId',
      idsIn(events, ['applicationId'], { types: ['ApplicationStatusChanged'] }),
    );
    // Every student lookup event is copied into the student's certificates, a registration's too (usually none).
    await certificates.findIn(
      'studentId',
      idsIn(events, ['userId'], { types: ['UserRegistered', 'AccountDeleted', 'ProfileUpdated'] }),
    );
    await certificates.findIn('internshipId', idsIn(events, ['internshipId'], { types: ['InternshipUpdated'] }));
    await lookups.prefetch(events, context);
  },
  async apply(event, context) {
    const certificates = certificatesOf(context);
    if (event.type === 'ApplicationStatusChanged') {
      const data = dataOf(applicationEventSchemas.ApplicationStatusChanged, event, context);
      if (!data || data.to === 'accepted') return;
      await revoke(context, await certificates.find({ applicationId: data.applicationId }), event, 'placement-ended');
      return;
    }
    const lookupChange = await lookups.apply(event, context);
    if (lookupChange?.kind === 'student') {
      const { student } = lookupChange;
      const theirs = await certificates.find({ studentId: student._id });
      await revoke(context, theirs, event, lookupChange.erased ? 'account-deleted' : null, {
        studentName: lookupChange.erased ? DELETED_USER_NAME : studentName(student),
      });
      return;
    }
    if (event.type === 'InternshipUpdated') {
      const data = dataOf(internshipEventSchemas.InternshipUpdated, event, context);
      if (!data) return;
      const { title, company, endDate } = data.details;
      for (const doc of await certificates.find({ internshipId: data.internshipId })) {
        const isMoved = endDate.slice(0, 10) > doc.issuedOn;
        await revoke(context, [doc], event, isMoved ? 'end-date-moved' : null, {
          internship: { _id: data.internshipId, title, company },
        });
      }
      return;
    }
    if (event.type !== 'CertificateIssued') return;
    const data = dataOf(certificateEventSchemas.CertificateIssued, event, context);
    if (!data || (await certificates.get(data.certificateId))) return;
    const [student, internship] = await Promise.all([
      lookups.student(context, data.studentId),
      lookups.internship(context, data.internshipId),
    ]);
    const doc: CertificateDocument = {
      _id: data.certificateId,
      code: data.code,
      applicationId: data.applicationId,
      studentId: data.studentId,
      employerId: data.employerId,
      internshipId: data.internshipId,
      ...(student.universityId ? { universityId: student.universityId } : {}),
      studentName: studentName(student),
      internship: { _id: internship._id, title: internship.title, company: internship.company },
      startDate: data.startDate,
      endDate: data.endDate,
      issuedOn: data.issuedOn,
      status: 'valid',
      revokedOn: null,
      revokedReason: null,
      createdAt: event.metadata.at,
    };
    await certificates.upsert(doc);
    notify(context, doc);
  },
});
