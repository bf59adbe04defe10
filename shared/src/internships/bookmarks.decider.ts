/** Saving and unsaving an internship: the Save button toggles (spec 1 §4 Bookmark). */
import { defineDecider, unknownCommand } from '../decider';
import { bookmarkEventSchemas, type BookmarkEvent } from './bookmarks.events';

export type ToggleBookmark = { type: 'ToggleBookmark'; studentId: string; internshipId: string };
export type BookmarkCommand = ToggleBookmark;

/** The internship ids the student has saved. */
export type BookmarksState = { saved: ReadonlySet<string> };

const initialState = (): BookmarksState => ({ saved: new Set() });

function evolve(state: BookmarksState, event: BookmarkEvent): BookmarksState {
  const saved = new Set(state.saved);
  if (event.type === 'InternshipBookmarked') saved.add(event.data.internshipId);
  else saved.delete(event.data.internshipId);
  return { saved };
}

function decide(command: BookmarkCommand, state: BookmarksState): BookmarkEvent[] {
  switch (command.type) {
    case 'ToggleBookmark': {
      const data = { studentId: command.studentId, internshipId: command.internshipId };
      return [
        { type: state.saved.has(command.internshipId) ? 'InternshipUnbookmarked' : 'InternshipBookmarked', data },
      ];
    }
    default:
      return unknownCommand(command.type);
  }
}

export const bookmarksDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: bookmarkEventSchemas,
});
