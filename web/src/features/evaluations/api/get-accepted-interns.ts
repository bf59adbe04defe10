/**
 * `GET /applications/employer` (spec 2 §7), filtered here to the accepted applications: the interns the employer may
 * evaluate (spec 2 §5: evaluations can be created only for accepted applicants), for the create form's picker.
 */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const EMPLOYER_APPLICATIONS_PATH = '/applications/employer';

// An application accepted elsewhere (another tab, the internship's screen) makes a new intern to evaluate.
registerLiveKey(topics.applications, EMPLOYER_APPLICATIONS_PATH);

/** An accepted applicant: the application's id, the student and the internship an evaluation is about. */
export type AcceptedIntern = {
  applicationId: string;
  student: { _id: string; name: string; email: string };
  internship: { _id: string; title: string; company: string };
};

export function internName(student: Pick<Application['student'], 'firstName' | 'lastName' | 'email'>): string {
  const name = [student.firstName, student.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || student.email || 'A student';
}

function toAcceptedInterns(applications: Application[]): AcceptedIntern[] {
  return applications
    .filter((application) => application.status === 'accepted')
    .map((application) => ({
      applicationId: application._id,
      student: {
        _id: application.student._id,
        name: internName(application.student),
        email: application.student.email,
      },
      internship: {
        _id: application.internship._id,
        title: application.internship.title,
        company: application.internship.company,
      },
    }))
    .sort(
      (a, b) => a.student.name.localeCompare(b.student.name) || a.internship.title.localeCompare(b.internship.title),
    );
}

export function useAcceptedInterns() {
  const result = useSWR(EMPLOYER_APPLICATIONS_PATH, () =>
    apiFetch<{ applications: Application[] }>(EMPLOYER_APPLICATIONS_PATH),
  );
  const interns = result.data ? toAcceptedInterns(result.data.applications) : undefined;
  return { ...result, interns };
}
