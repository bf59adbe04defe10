/**
 * After the student applied or withdrew: their lists, counts and the internship's application count load again at once
 * (the live notice would do it too; this does not wait for it). A changed application is written into its own key.
 */
import { mutate } from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { APPLICATION_STATS_PATH } from '../../../lib/application-stats';
import { applicationPath } from './get-application';
import { STUDENT_APPLICATIONS_PATH } from '../../../lib/student-applications';

export function revalidateAfterChange(application: Application): Promise<unknown> {
  return Promise.all([
    mutate(applicationPath(application._id), { application }, { revalidate: false }),
    mutate(STUDENT_APPLICATIONS_PATH),
    mutate(APPLICATION_STATS_PATH),
    mutate(`/internships/${encodeURIComponent(application.internship._id)}`),
  ]).catch(() => {});
}
