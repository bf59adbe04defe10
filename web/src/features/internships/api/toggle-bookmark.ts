/**
 * `POST /internships/{id}/bookmark` (spec 1 §4: "toggles per internship and flips locally on success"): saves or
 * unsaves an internship for the signed-in student. The answer's `bookmarked` is written into every cached copy of
 * the internship (its detail and each list that holds it); the Saved list loads again.
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import type { InternshipList } from './get-internships';
import { internshipPath } from './get-internship';

export function toggleBookmark(id: string): Promise<{ bookmarked: boolean }> {
  return apiFetch<{ bookmarked: boolean }>(`${internshipPath(id)}/bookmark`, { method: 'POST', body: {} });
}

function applyBookmark(id: string, bookmarked: boolean): Promise<unknown> {
  const patch = (internship: Internship): Internship =>
    internship._id === id ? { ...internship, isBookmarked: bookmarked } : internship;
  return Promise.all([
    mutate<{ internship: Internship }>(
      internshipPath(id),
      (current) => (current ? { internship: patch(current.internship) } : current),
      { revalidate: false },
    ),
    mutate<InternshipList>(
      (key) => typeof key === 'string' && key.startsWith('/internships?') && !key.includes('bookmarked=true'),
      (current) => (current ? { ...current, internships: current.internships.map(patch) } : current),
      { revalidate: false },
    ),
    // The Saved list gains or loses an item: ask for it again.
    mutate((key) => typeof key === 'string' && key.startsWith('/internships?') && key.includes('bookmarked=true')),
  ]).catch(() => {});
}

/** Toggles with a per-internship busy flag; resolves to an error message, or null on success. */
export function useToggleBookmark() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const toggle = async (id: string): Promise<string | null> => {
    setBusyIds((current) => new Set(current).add(id));
    try {
      const { bookmarked } = await toggleBookmark(id);
      await applyBookmark(id, bookmarked);
      return null;
    } catch (error) {
      return errorMessage(error, 'Could not update your saved internships. Please try again.');
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return { toggle, isBusy: (id: string) => busyIds.has(id) };
}
