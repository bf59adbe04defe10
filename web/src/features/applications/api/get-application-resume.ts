/** `GET /applications/{id}/resume`: a 5-minute signed link to the student's own resume. */
import { useSignedLink } from '../../../lib/signed-link';

export function useApplicationResume(applicationId: string) {
  return useSignedLink(`/applications/${encodeURIComponent(applicationId)}/resume`);
}
