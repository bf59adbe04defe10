/**
 * A toast when the employer reviews one of the student's entries on the open logbook page (docs/architecture.md
 * §Realtime): the `logbooks` notice names the entry, the list loads again (live), and an entry whose status moved to
 * approved or rejected is announced. The student's own moves (save, submit) say nothing here.
 */
import type { LogbookStatus } from '@stint/shared/logbooks/logbooks.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { useStatusChangeToasts, type StatusAnnouncement } from '../../../lib/status-change-toasts';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<LogbookStatus, StatusAnnouncement>> = {
  approved: { tone: 'success', title: 'Logbook entry approved', verb: 'was approved by the employer' },
  rejected: { tone: 'danger', title: 'Logbook entry rejected', verb: 'was rejected by the employer' },
};

export function useLogbookReviewToasts(entries: readonly LogbookEntry[] | undefined): void {
  useStatusChangeToasts(topics.logbooks, entries, announcements, (entry, verb) => {
    const comment = entry.status === 'rejected' ? entry.statusHistory.at(-1)?.comment : undefined;
    return {
      message: `Your entry “${entry.title}” (week ${entry.weekNumber}) ${verb}.${comment ? ` “${comment}”` : ''}`,
    };
  });
}
