/**
 * The internships the student may keep a logbook for or report on (spec 1 §5: "only internships whose application by
 * the student is accepted"), from `GET /applications/student`, filtered here (spec 1 §7 notes). Live: an employer's decision on an
 * application reaches the student as an `applications` notice, so the picker follows it.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';
import { topics } from '@stint/shared/live/topics';

const STUDENT_APPLICATIONS_PATH = '/applications/student';

registerLiveKey(topics.applications, STUDENT_APPLICATIONS_PATH);

type StudentApplication = { status: string; internship: PlacementInternship };

export function useAcceptedInternships() {
  const { data, error, isLoading, mutate } = useSWR(STUDENT_APPLICATIONS_PATH, () =>
    apiFetch<{ applications: StudentApplication[] }>(STUDENT_APPLICATIONS_PATH),
  );
  const internships = useMemo(() => {
    if (!data) return undefined;
    const byId = new Map<string, PlacementInternship>();
    for (const application of data.applications) {
      if (application.status !== 'accepted') continue;
      const { _id, title, company } = application.internship;
      byId.set(_id, { _id, title, company });
    }
    return [...byId.values()];
  }, [data]);
  return { internships, error: error as unknown, isLoading, retry: () => void mutate() };
}
