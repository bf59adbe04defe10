/**
 * Student progress for the admin (/admin/students; docs/architecture.md §Projections: kept by a projection, not counted
 * per request): one document per student with who they are, their applications by status, the placement most recently
 * accepted, and their logbook entries and reports by status. Each item's status is kept in the student's own document
 * and the standings are counted from there in the same write, so an event replayed after a crash never counts twice.
 *
 * It keeps two lookups of its own, fed by the same log (so a rebuild of this projection alone gives the same
 * documents): which student a logbook entry or report belongs to (their later events name only the item), and what
 * the current internship shows of an internship.
 */
import { z } from 'zod';
import { rooms } from '@stint/shared';
import { yearsOfStudy } from '@stint/shared/accounts/accounts.constants';
import {
  accountEventSchemas,
  personalDataChangesSchema,
  personalDataSchema,
} from '@stint/shared/accounts/accounts.events';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import {
  adminProgressInternshipsCollection,
  adminProgressItemsCollection,
  adminStudentProgressCollection,
  countStandings,
  type AdminProgressInternshipDocument,
  type AdminProgressItemDocument,
  type AdminStudentProgressDocument,
} from '@stint/shared/admin/admin.read-models';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import { sealedValueSchema } from '@stint/shared/sealed';
import { reviewItemEvent, reviewItemSteps } from '../placements/review-item-event';
import { dataOf, openSealed } from '../runtime/event-data';
import { idsIn, idsOf } from '../runtime/prefetch';
import { keepPlacedInternship } from '../placements/placed-internships';
import { defineProjection } from '../runtime/projection';
import { topics } from '@stint/shared/live/topics';

/** What a profile edit may change here; read leniently, so role fields added to the event later are simply ignored. */
const profileUpdatedSchema = z.object({
  userId: z.string(),
  personal: sealedValueSchema.optional(),
  profile: z
    .object({
      university: z.string().optional(),
      program: z.string().optional(),
      yearOfStudy: z.enum(yearsOfStudy).optional(),
    })
    .optional(),
});
/** The account's deletion (accounts slice): the student's personal fields are blanked. */
const accountDeletedSchema = z.object({ userId: z.string() });
/** What the default case reads of a logbook or report event: the entry or the report it moves. */
const reviewedItemSchema = z.object({ entryId: z.string().optional(), reportId: z.string().optional() });

const LOGBOOK_STATUS_AFTER: Record<string, string> = {
  LogbookEntryEdited: 'draft',
  LogbookEntrySubmitted: 'submitted',
  LogbookEntryApproved: 'approved',
  LogbookEntryRejected: 'rejected',
};

const REPORT_STATUS_AFTER: Record<string, string> = {
  ReportRevised: 'draft',
  ReportSubmitted: 'submitted',
  ReportReviewStarted: 'under_review',
  ReportApproved: 'approved',
  ReportRejected: 'rejected',
  ReportRevisionRequested: 'requires_revision',
};

const itemId = (kind: 'application' | 'logbook' | 'report', id: string) => `${kind}:${id}`;

const sortNameOf = (firstName: string, lastName: string) => `${lastName} ${firstName}`.trim().toLowerCase();

export const adminStudentProgressProjection = defineProjection({
  name: 'admin-student-progress',
  // 2: the current internship's id is kept at the top level too (`currentInternshipId`), for the batch's finds.
  version: 2,
  collections: [adminStudentProgressCollection, adminProgressItemsCollection, adminProgressInternshipsCollection],
  handles: [
    'UserRegistered',
    'ProfileUpdated',
    'UserStatusChanged',
    'AccountDeleted',
    'InternshipPosted',
    'InternshipUpdated',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'LogbookEntryCreated',
    ...Object.keys(LOGBOOK_STATUS_AFTER),
    'ReportCreated',
    ...Object.keys(REPORT_STATUS_AFTER),
  ],
  async prefetch(events, context) {
    const items = await context
      .collection<AdminProgressItemDocument>(adminProgressItemsCollection)
      .getMany([
        ...idsIn(events, ['entryId'], { key: (id) => itemId('logbook', id) }),
        ...idsIn(events, ['reportId'], { key: (id) => itemId('report', id) }),
      ]);
    await context
      .collection<AdminProgressInternshipDocument>(adminProgressInternshipsCollection)
      .getMany(idsIn(events, ['internshipId']));
    await context
      .collection<AdminStudentProgressDocument>(adminStudentProgressCollection)
      .getMany([...idsIn(events, ['userId', 'studentId']), ...idsOf(items, 'studentId')]);
    // The students placed at an updated internship show it as it now reads.
    await context
      .collection<AdminStudentProgressDocument>(adminStudentProgressCollection)
      .findIn('currentInternshipId', idsIn(events, ['internshipId'], { types: ['InternshipUpdated'] }));
  },
  async apply(event, context) {
    const students = context.collection<AdminStudentProgressDocument>(adminStudentProgressCollection);
    const items = context.collection<AdminProgressItemDocument>(adminProgressItemsCollection);
    const internships = context.collection<AdminProgressInternshipDocument>(adminProgressInternshipsCollection);
    const at = event.metadata.at;

    /** Writes the student's document changed by `change` (once), with the standings counted again. */
    const update = async (
      studentId: string,
      change: (student: AdminStudentProgressDocument) => Partial<AdminStudentProgressDocument> | null,
    ) => {
      const student = await students.get(studentId);
      if (!student) {
        context.logger.warn({ eventId: event.id, type: event.type, studentId }, 'event for an unknown student');
        return;
      }
      const patch = change(student);
      if (!patch) return;
      const next = { ...student, ...patch, updatedAt: at };
      await students.upsert({
        ...next,
        ...countStandings(next.items),
        sortName: sortNameOf(next.firstName, next.lastName),
      });
      context.notify({ topic: topics.adminStudentProgress, rooms: [rooms.admins], ids: [studentId] });
    };
    const setItem = (studentId: string, key: string, status: string) =>
      update(studentId, (student) =>
        student.items[key] === status ? null : { items: { ...student.items, [key]: status } },
      );
    const ownerOf = async (key: string) => (await items.get(key))?.studentId ?? null;

    switch (event.type) {
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        if (!data || data.role !== 'student' || (await students.get(data.userId))) return;
        const personal = await openSealed(personalDataSchema, data.personal, context);
        const firstName = personal?.firstName ?? DELETED_USER_NAME;
        const lastName = personal?.lastName ?? '';
        const student: AdminStudentProgressDocument = {
          _id: data.userId,
          firstName,
          lastName,
          email: personal?.email ?? '',
          studentId: personal?.studentId ?? '',
          university: data.profile.university ?? '',
          program: data.profile.program ?? '',
          yearOfStudy: data.profile.yearOfStudy ?? null,
          status: data.status,
          createdAt: at,
          sortName: sortNameOf(firstName, lastName),
          ...countStandings({}),
          currentInternship: null,
          currentInternshipId: null,
          items: {},
          updatedAt: at,
        };
        await students.upsert(student);
        context.notify({ topic: topics.adminStudentProgress, rooms: [rooms.admins], ids: [data.userId] });
        return;
      }
      case 'ProfileUpdated': {
        const data = dataOf(profileUpdatedSchema, event, context);
        if (!data || !(await students.get(data.userId))) return;
        const personal = data.personal ? await openSealed(personalDataChangesSchema, data.personal, context) : null;
        const { university, program, yearOfStudy } = data.profile ?? {};
        const patch: Partial<AdminStudentProgressDocument> = {
          ...(personal?.firstName === undefined ? {} : { firstName: personal.firstName }),
          ...(personal?.lastName === undefined ? {} : { lastName: personal.lastName }),
          ...(personal?.email === undefined ? {} : { email: personal.email }),
          ...(personal?.studentId === undefined ? {} : { studentId: personal.studentId }),
          ...(university === undefined ? {} : { university }),
          ...(program === undefined ? {} : { program }),
          ...(yearOfStudy === undefined ? {} : { yearOfStudy }),
        };
        if (Object.keys(patch).length > 0) await update(data.userId, () => patch);
        return;
      }
      case 'UserStatusChanged': {
        const data = dataOf(accountEventSchemas.UserStatusChanged, event, context);
        if (!data || !(await students.get(data.userId))) return;
        await update(data.userId, (student) => (student.status === data.status ? null : { status: data.status }));
        return;
      }
      case 'AccountDeleted': {
        const data = dataOf(accountDeletedSchema, event, context);
        if (!data || !(await students.get(data.userId))) return;
        await update(data.userId, () => ({
          firstName: DELETED_USER_NAME,
          lastName: '',
          email: '',
          studentId: '',
          status: 'inactive',
        }));
        return;
      }
      case 'InternshipPosted':
      case 'InternshipUpdated': {
        const updated = await keepPlacedInternship(event, context, internships);
        if (!updated) return;
        // The students placed there show the internship as it now reads.
        const placed = await students.find({ currentInternshipId: updated.internshipId }, { limit: 10_000 });
        for (const student of placed) {
          const current = student.currentInternship;
          if (!current) continue;
          await update(student._id, () => ({ currentInternship: { ...current, ...updated.shown } }));
        }
        return;
      }
      case 'ApplicationSubmitted': {
        const data = dataOf(internshipEventSchemas.ApplicationSubmitted, event, context);
        if (!data) return;
        await setItem(data.studentId, itemId('application', data.applicationId), 'pending');
        return;
      }
      case 'ApplicationStatusChanged': {
        const data = dataOf(internshipEventSchemas.ApplicationStatusChanged, event, context);
        if (!data) return;
        const key = itemId('application', data.applicationId);
        const internship = data.to === 'accepted' ? await internships.get(data.internshipId) : null;
        await update(data.studentId, (student) => {
          if (student.items[key] === data.to) return null;
          return {
            items: { ...student.items, [key]: data.to },
            // The placement most recently accepted is the current one.
            ...(data.to === 'accepted'
              ? {
                  currentInternship: {
                    _id: data.internshipId,
                    applicationId: data.applicationId,
                    title: internship?.title ?? '',
                    company: internship?.company ?? '',
                    startDate: internship?.startDate ?? '',
                    endDate: internship?.endDate ?? '',
                  },
                  currentInternshipId: data.internshipId,
                }
              : {}),
          };
        });
        return;
      }
      case 'LogbookEntryCreated':
      case 'ReportCreated': {
        const item = reviewItemEvent(event, context, reviewItemSteps.created);
        if (!item) return;
        const key = itemId(item.kind, item.id);
        await items.upsert({ _id: key, studentId: item.data.studentId });
        await setItem(item.data.studentId, key, 'draft');
        return;
      }
      default: {
        const logbookStatus = LOGBOOK_STATUS_AFTER[event.type];
        const reportStatus = REPORT_STATUS_AFTER[event.type];
        const data = dataOf(reviewedItemSchema, event, context);
        const key =
          logbookStatus && data?.entryId
            ? itemId('logbook', data.entryId)
            : reportStatus && data?.reportId
              ? itemId('report', data.reportId)
              : null;
        if (!key) return;
        const studentId = await ownerOf(key);
        if (studentId) await setItem(studentId, key, (logbookStatus ?? reportStatus)!);
        return;
      }
    }
  },
});
