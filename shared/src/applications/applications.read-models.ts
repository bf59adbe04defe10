/**
 * The applications read models (projector `applications`): one document per application as the api returns
 * it, plus the two small lookups the projection keeps so it never depends on another projection's progress.
 * `evolveApplicationDocument` is the one place that says how an application event changes the document: the
 * projection writes what it returns, and the api answers with it when the projector has not caught up.
 */
import type { InternshipStatus } from '../internships/internships.constants';
import { RESUME_TYPES, STAGE_OF_STATUS, STATUS_OF_STAGE, stageOrder } from './applications.constants';
import type { ApplicationEvent, ApplicationPersonal } from './applications.events';
import type { Application } from './applications.schemas';

/** An application as `applicationSchema` shapes it, with the ids the queries filter on and the resume's key. */
export type ApplicationDocument = Application & {
  internshipId: string;
  studentId: string;
  employerId: string;
  /** The blob key of the resume: never sent, only signed into a short-lived URL. */
  resumeKey: string;
  /** The stage's place in the pipeline (`stageOrder`), so the pipeline sorts by stage in the store. */
  stageOrder: number;
};

export const applicationsCollection = {
  name: 'applications',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'stage'],
  ordered: ['appliedDate'],
  search: ['student.firstName', 'student.lastName', 'student.email', 'internship.title'],
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

/** The resume's name once its student's key is erased: `resume.<extension>` of its type. */
export function anonymousResumeName(contentType: string): string {
  return `resume.${RESUME_TYPES[contentType as keyof typeof RESUME_TYPES] ?? 'pdf'}`;
}

/** When and by whom the event was recorded (its metadata). */
export type RecordedBy = { at: string; actor: Application['statusHistory'][number]['by'] };

/**
 * What a new application shows besides its event: its internship and student as the lookups hold them, and the
 * sealed `personal` opened by the caller (null once the student's key is erased) — opening it is I/O and stays out.
 */
export type SubmittedApplicationSources = {
  internship: ApplicationInternshipDocument | null;
  student: ApplicationStudentDocument;
  personal: ApplicationPersonal | null;
};

type Submitted = Extract<ApplicationEvent, { type: 'ApplicationSubmitted' }>;
type StatusChanged = Extract<ApplicationEvent, { type: 'ApplicationStatusChanged' | 'ApplicationStageChanged' }>;

/**
 * The application document after one of its events: what the projector writes, and what the api answers when the
 * projector has not caught up yet, so both show the same. A status change of an unknown application is null.
 */
export function evolveApplicationDocument(
  current: ApplicationDocument | null,
  event: Submitted,
  context: RecordedBy & SubmittedApplicationSources,
): ApplicationDocument;
export function evolveApplicationDocument(
  current: ApplicationDocument | null,
  event: StatusChanged,
  context: RecordedBy,
): ApplicationDocument | null;
export function evolveApplicationDocument(
  current: ApplicationDocument | null,
  event: ApplicationEvent,
  context: RecordedBy & Partial<SubmittedApplicationSources>,
): ApplicationDocument | null {
  const { at, actor } = context;
  switch (event.type) {
    case 'ApplicationSubmitted': {
      // The overloads require the sources with this event.
      const { internship, student, personal } = context as RecordedBy & SubmittedApplicationSources;
      const { data } = event;
      return {
        _id: data.applicationId,
        status: 'pending',
        stage: 'new',
        stageOrder: stageOrder('new'),
        appliedDate: at,
        coverLetter: personal?.coverLetter ?? '',
        resume: {
          originalName: personal?.resumeName ?? anonymousResumeName(data.resume.contentType),
          contentType: data.resume.contentType,
          size: data.resume.size,
        },
        gpa: personal?.gpa ?? null,
        expectedGraduation: personal?.expectedGraduation ?? null,
        internship: {
          _id: data.internshipId,
          title: internship?.title ?? '',
          company: internship?.company ?? '',
          location: internship?.location ?? '',
        },
        student,
        statusHistory: [{ status: 'pending', at, by: actor }],
        updatedAt: at,
        internshipId: data.internshipId,
        studentId: data.studentId,
        employerId: internship?.employerId ?? '',
        resumeKey: data.resume.key,
      };
    }
    case 'ApplicationStatusChanged': {
      if (!current) return null;
      const { to, note } = event.data;
      const stage = STAGE_OF_STATUS[to];
      return {
        ...current,
        status: to,
        stage,
        stageOrder: stageOrder(stage),
        statusHistory: [...current.statusHistory, { status: to, at, by: actor, ...(note ? { note } : {}) }],
        updatedAt: at,
      };
    }
    case 'ApplicationStageChanged': {
      // The status is the student's and the spec's; a stage that contradicts it (never decided) changes nothing.
      const { to } = event.data;
      if (!current || STATUS_OF_STAGE[to] !== current.status) return null;
      return { ...current, stage: to, stageOrder: stageOrder(to), updatedAt: at };
    }
  }
}
