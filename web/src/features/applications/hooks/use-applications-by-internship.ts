/** The student's applications keyed by internship id: which internships they have already applied for. */
import { useMemo } from 'react';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { useStudentApplications } from '../../../lib/student-applications';

export function useApplicationsByInternship(): ReadonlyMap<string, Application> {
  const { data } = useStudentApplications();
  return useMemo(
    () => new Map((data?.applications ?? []).map((application) => [application.internship._id, application])),
    [data],
  );
}
