import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import { bookmarksDecider } from './bookmarks.decider';
import type { BookmarkEvent } from './bookmarks.events';

const spec = deciderSpec(bookmarksDecider);
const data = (internshipId: string) => ({ studentId: 's1', internshipId });
const toggle = (internshipId: string) => ({ type: 'ToggleBookmark' as const, studentId: 's1', internshipId });

describe('bookmarks decider', () => {
  it('saves an internship not saved yet', () => {
    spec
      .given([])
      .when(toggle('i1'))
      .then([{ type: 'InternshipBookmarked', data: data('i1') }]);
  });

  it('unsaves a saved one, and saves it again after', () => {
    const saved: BookmarkEvent = { type: 'InternshipBookmarked', data: data('i1') };
    const unsaved: BookmarkEvent = { type: 'InternshipUnbookmarked', data: data('i1') };
    spec.given([saved]).when(toggle('i1')).then([unsaved]);
    spec.given([saved, unsaved]).when(toggle('i1')).then([saved]);
  });

  it('keeps each internship apart', () => {
    spec
      .given([{ type: 'InternshipBookmarked', data: data('i1') }])
      .when(toggle('i2'))
      .then([{ type: 'InternshipBookmarked', data: data('i2') }]);
  });

  it('is saved exactly when it was toggled an odd number of times', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 30, size: 'max' }), (toggles) => {
        const events: BookmarkEvent[] = [];
        for (const internshipId of toggles) {
          events.push(...bookmarksDecider.decide(toggle(internshipId), fold(bookmarksDecider, events)));
        }
        const state = fold(bookmarksDecider, events);
        for (const id of ['a', 'b', 'c']) {
          expect(state.saved.has(id)).toBe(toggles.filter((t) => t === id).length % 2 === 1);
        }
      }),
    );
  });
});
