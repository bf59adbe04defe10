/**
 * The applications read model (spec 1 §2.15, §3 Application; spec 2 §3 Application, employer view): one
 * document per application with its cover letter and resume name opened, its internship and student
 * summaries and the whole status history. Everything it shows comes from this projection's own lookups
 * (`application_internships`, `application_students`), fed by the same log, so its documents never depend
 * on how far another projection has got, and a rebuild of this projection alone gives the same documents.
 */
import { rooms } from '@stint/shared';
import {
  accountEventSchemas,
  personalDataChangesSchema,
  personalDataSchema,
} from '@stint/shared/accounts/accounts.events';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import {
  anonymousResumeName,
  applicationInternshipsCollection,
  applicationsCollection,
  applicationStudentsCollection,
  evolveApplicationDocument,
  type ApplicationDocument,
  type ApplicationInternshipDocument,
  type ApplicationStudentDocument,
} from '@stint/shared/applications/applications.read-models';
import type { InternshipStatus } from '@stint/shared/internships/internships.constants';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import {
  applicationEventSchemas,
  applicationPersonalSchema,
  type ApplicationEvent,
} from '@stint/shared/applications/applications.events';
import { dataOf, openSealed } from '../runtime/event-data';
import { idsIn } from '../runtime/prefetch';
import { defineProjection } from '../runtime/projection';
import { topics } from '@stint/shared/live/topics';

const erasedStudent = (studentId: string): ApplicationStudentDocument => ({
  _id: studentId,
  firstName: DELETED_USER_NAME,
  lastName: '',
  email: '',
  phone: '',
  university: '',
  major: '',
  yearOfStudy: '',
});

/** A status or stage change: the event as `evolveApplicationDocument` takes it. */
type ApplicationChange = Extract<ApplicationEvent, { type: 'ApplicationStatusChanged' | 'ApplicationStageChanged' }>;

const STATUS_AFTER: Partial<Record<string, InternshipStatus>> = {
  InternshipPublished: 'active',
  InternshipReactivated: 'active',
  InternshipDeactivated: 'inactive',
  InternshipExpired: 'expired',
};

export const applicationsProjection = defineProjection({
  name: 'applications',
  // 2: the pipeline's stage (issue 17) on every document.
  version: 2,
  collections: [applicationsCollection, applicationInternshipsCollection, applicationStudentsCollection],
  handles: [
    'InternshipPosted',
    'InternshipUpdated',
    'InternshipPublished',
    'InternshipDeactivated',
    'InternshipReactivated',
    'InternshipExpired',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'ApplicationStageChanged',
    'UserRegistered',
    'ProfileUpdated',
    'AccountDeleted',
  ],
  async prefetch(events, context) {
    const applications = context.collection<ApplicationDocument>(applicationsCollection);
    await applications.getMany(idsIn(events, ['applicationId']));
    // What a changed internship or student is copied into.
    await applications.findIn('internshipId', idsIn(events, ['internshipId'], { types: ['InternshipUpdated'] }));
    await applications.findIn('studentId', idsIn(events, ['userId'], { types: ['ProfileUpdated', 'AccountDeleted'] }));
    await context
      .collection<ApplicationInternshipDocument>(applicationInternshipsCollection)
      .getMany(idsIn(events, ['internshipId']));
    await context
      .collection<ApplicationStudentDocument>(applicationStudentsCollection)
      .getMany(idsIn(events, ['userId', 'studentId']));
  },
  async apply(event, context) {
    const applications = context.collection<ApplicationDocument>(applicationsCollection);
    const internships = context.collection<ApplicationInternshipDocument>(applicationInternshipsCollection);
    const students = context.collection<ApplicationStudentDocument>(applicationStudentsCollection);
    const { at, actor } = event.metadata;
    const changed = (application: Pick<ApplicationDocument, '_id' | 'employerId' | 'studentId'>) =>
      context.notify({
        topic: topics.applications,
        rooms: [rooms.employer(application.employerId), rooms.user(application.studentId)],
        ids: [application._id],
      });

    switch (event.type) {
      case 'InternshipPosted': {
        const data = dataOf(internshipEventSchemas.InternshipPosted, event, context);
        if (!data) return;
        const { title, company, location } = data.details;
        await internships.upsert({
          _id: data.internshipId,
          employerId: data.employerId,
          status: data.status,
          title,
          company,
          location,
        });
        return;
      }
      case 'InternshipUpdated': {
        const data = dataOf(internshipEventSchemas.InternshipUpdated, event, context);
        if (!data) return;
        const { title, company, location } = data.details;
        await internships.patch(data.internshipId, { title, company, location });
        for (const application of await applications.find({ internshipId: data.internshipId })) {
          await applications.patch(application._id, {
            internship: { _id: data.internshipId, title, company, location },
          });
          changed(application);
        }
        return;
      }
      case 'InternshipPublished':
      case 'InternshipDeactivated':
      case 'InternshipReactivated':
      case 'InternshipExpired': {
        const data = dataOf(internshipEventSchemas[event.type], event, context);
        const status = STATUS_AFTER[event.type];
        if (data && status) await internships.patch(data.internshipId, { status });
        return;
      }
      case 'ApplicationSubmitted': {
        const data = dataOf(applicationEventSchemas.ApplicationSubmitted, event, context);
        if (!data) return;
        const internship = await internships.get(data.internshipId);
        if (!internship)
          context.logger.warn({ internshipId: data.internshipId }, 'application to an unknown internship');
        const application = evolveApplicationDocument(
          null,
          { type: event.type, data },
          {
            at,
            actor,
            internship,
            student: (await students.get(data.studentId)) ?? erasedStudent(data.studentId),
            personal: await openSealed(applicationPersonalSchema, data.personal, context),
          },
        );
        await applications.upsert(application);
        changed(application);
        return;
      }
      case 'ApplicationStatusChanged':
      case 'ApplicationStageChanged': {
        const data = dataOf(applicationEventSchemas[event.type], event, context);
        if (!data) return;
        const application = evolveApplicationDocument(
          await applications.get(data.applicationId),
          { type: event.type, data } as ApplicationChange,
          { at, actor },
        );
        if (!application) {
          context.logger.warn(
            { applicationId: data.applicationId, type: event.type },
            'status or stage change of an unknown application, or a stage its status contradicts',
          );
          return;
        }
        await applications.upsert(application);
        changed(application);
        return;
      }
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        if (!data || data.role !== 'student') return;
        const personal = await openSealed(personalDataSchema, data.personal, context);
        await students.upsert({
          ...erasedStudent(data.userId),
          ...(personal
            ? {
                firstName: personal.firstName,
                lastName: personal.lastName,
                email: personal.email,
                phone: personal.phone,
              }
            : {}),
          university: data.profile.university ?? '',
          major: data.profile.major ?? '',
          yearOfStudy: data.profile.yearOfStudy ?? '',
        });
        return;
      }
      case 'ProfileUpdated': {
        const data = dataOf(accountEventSchemas.ProfileUpdated, event, context);
        const { major, yearOfStudy } = data?.profile ?? {};
        if (!data || (!data.personal && major === undefined && yearOfStudy === undefined)) return;
        const current = await students.get(data.userId);
        if (!current) return;
        const personal = data.personal ? await openSealed(personalDataChangesSchema, data.personal, context) : {};
        const { firstName, lastName, email, phone } = personal ?? {};
        const student: ApplicationStudentDocument = {
          ...current,
          ...(firstName === undefined ? {} : { firstName }),
          ...(lastName === undefined ? {} : { lastName }),
          ...(email === undefined ? {} : { email }),
          ...(phone === undefined ? {} : { phone }),
          ...(major === undefined ? {} : { major }),
          ...(yearOfStudy === undefined ? {} : { yearOfStudy }),
        };
        await students.upsert(student);
        for (const application of await applications.find({ studentId: data.userId })) {
          await applications.patch(application._id, { student });
          changed(application);
        }
        return;
      }
      case 'AccountDeleted': {
        // Their key is erased right after: blank now what a rebuild will read as erased (docs/architecture.md
        // §Personal data).
        const data = dataOf(accountEventSchemas.AccountDeleted, event, context);
        if (!data || data.role !== 'student') return;
        const current = await students.get(data.userId);
        if (!current) return;
        const student: ApplicationStudentDocument = {
          ...erasedStudent(data.userId),
          university: current.university,
          major: current.major,
          yearOfStudy: current.yearOfStudy,
        };
        await students.upsert(student);
        for (const application of await applications.find({ studentId: data.userId })) {
          await applications.patch(application._id, {
            student,
            coverLetter: '',
            resume: { ...application.resume, originalName: anonymousResumeName(application.resume.contentType) },
            gpa: null,
            expectedGraduation: null,
          });
          changed(application);
        }
        return;
      }
    }
  },
});
