/** `GET /applications/{id}/resume`: a 5-minute signed link to an applicant's resume, for the Resume tab. */
import { useSignedLink } from '../../../lib/signed-link';

export function useApplicationResume(applicationId: string) {
  return useSignedLink(`/applications/${encodeURIComponent(applicationId)}/resume`);
}
