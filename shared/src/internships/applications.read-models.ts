/**
 * The applications read models (projector `applications`): one document per application as the api returns
 * it, plus the two small lookups the projection keeps so it never depends on another projection's progress.
 */
import type { Application } from './internships.schemas';
import type { InternshipStatus } from './internships.constants';

/** An application as `applicationSchema` shapes it, with the ids the queries filter on and the resume's key. */
export type ApplicationDocument = Application & {
  internshipId: string;
  studentId: string;
  employerId: string;
  /** The blob key of the resume: never sent, only signed into a short-lived URL. */
  resumeKey: string;
};

export const applicationsCollection = {
  name: 'applications',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'appliedDate'],
};

/** What an application shows of its internship, who owns it and its status (employer dashboard counts). */
export type ApplicationInternshipDocument = {
  _id: string;
  employerId: string;
  status: InternshipStatus;
  title: string;
  company: string;
  location: string;
};

export const applicationInternshipsCollection = {
  name: 'application_internships',
  indexes: ['employerId', 'status'],
};

/** What an application shows of its student (spec 2 §3 Application, employer view). */
export type ApplicationStudentDocument = Application['student'];

export const applicationStudentsCollection = { name: 'application_students' };
