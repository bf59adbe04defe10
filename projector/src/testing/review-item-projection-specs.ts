/**
 * The specs the logbook and report projections share (both are `defineReviewItemProjection`s): a new item's whole
 * document and who hears of it, who hears of an item as it is reviewed, and renamed lookups and an erased student
 * copied into the items. Each slice's spec runs them with its own events and documents, then adds its own rules.
 */
import { expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import type { Topic } from '@stint/shared/live/topics';
import type { Doc } from '@stint/shared/infra/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { projectionSpec, type GivenEvent } from './projection-spec';
import { ada, adasPlacement, backendIntern, deletedUser, reviewSubjectEvents, student } from './review-events';

/** The review specs' clock: minute `minute` of their one morning. */
export const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

export type ReviewItemSlice<C> = {
  projection: Projection;
  /** The item in test names ('entry', 'report'), and its plural. */
  noun: string;
  nouns: string;
  /** The projection's collections: its items and its own student and internship lookups. */
  collections: { items: string; students: string; internships: string };
  topic: Topic;
  /** The id of the first and the second item ('l1', 'l2'). */
  ids: [string, string];
  contents: { first: C; firstEdited: C; second: C; erased: C };
  /** What the slice's own fields of its first item read right after it is created at minute 2. */
  firstOwnFields: Record<string, unknown>;
  /** The slice's events, their content sealed with their student's key by `cipher`. */
  events(cipher: PersonalDataCipher): {
    created(id: string, minute: number, content: C, studentId?: string): Promise<GivenEvent>;
    /** Student `s1` rewrites the item, as a draft. */
    rewritten(id: string, minute: number, content: C): Promise<GivenEvent>;
    submitted(id: string, minute: number): GivenEvent;
  };
};

/** Who heard of which item: the notices with `id` among their ids. */
export const heard = (notices: ChangeNotice[], id: string) => notices.filter((notice) => notice.ids.includes(id));

/**
 * The reviewer (`reviewerRoom`) hears of the `reviewed` items once submitted, with their student; of the `draft`,
 * only its student does; of an `unknown` item (never created), nobody.
 */
export function expectReviewNotices(
  notices: ChangeNotice[],
  expected: { topic: Topic; reviewerRoom: string; reviewed: [string, string]; draft: string; unknown: string },
) {
  const [first, second] = expected.reviewed;
  expect(notices.every((notice) => notice.topic === expected.topic)).toBe(true);
  expect(heard(notices, first).map((notice) => notice.rooms)).toEqual(
    expect.arrayContaining([['user:s1'], [expected.reviewerRoom, 'user:s1']]),
  );
  expect(heard(notices, second).map((notice) => notice.rooms)).toContainEqual([expected.reviewerRoom, 'user:s1']);
  expect([...new Set(heard(notices, expected.draft).flatMap((notice) => notice.rooms))]).toEqual(['user:s1']);
  expect(heard(notices, expected.unknown)).toEqual([]);
}

export function itProjectsReviewItems<C>(slice: ReviewItemSlice<C>) {
  const { collections, contents, ids } = slice;
  const specOfSlice = () =>
    projectionSpec(slice.projection, (cipher) => ({ ...reviewSubjectEvents(cipher, at), ...slice.events(cipher) }));

  it(`builds a new ${slice.noun} with what the student wrote, its internship and student, and who created it`, async () => {
    const { given, project } = specOfSlice();
    const spec = await project([
      ...(await given.adaAndErinsInternship()),
      await given.created(ids[0], 2, contents.first),
    ]);
    const documents = await spec.documents();
    expect(documents).toEqual({
      [collections.items]: [
        {
          _id: ids[0],
          ...contents.first,
          ...slice.firstOwnFields,
          status: 'draft',
          internship: backendIntern,
          student: ada,
          statusHistory: [{ status: 'draft', at: at(2), by: student }],
          createdAt: at(2),
          updatedAt: at(2),
          ...adasPlacement,
        },
      ],
      // Only students are looked up; the employer is not.
      [collections.students]: [ada],
      [collections.internships]: [{ _id: 'i1', title: 'Backend intern', company: 'Northwind', employerId: 'e1' }],
    });
    // A draft is news to its student only.
    expect(spec.notices).toEqual([
      { topic: slice.topic, rooms: ['user:s1'], ids: [ids[0]], position: expect.any(String) },
    ]);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  it(`copies a renamed internship and student into their ${slice.nouns}, replays the same, and empties what an erased student wrote`, async () => {
    const { cipher, given, project } = specOfSlice();
    const spec = await project([
      await given.registered('s1', 'student', 'Ada', 'Lovelace'),
      await given.registered('s2', 'student', 'Alan', 'Turing'),
      await given.registered('e1', 'employer', 'Erin', 'E'),
      given.posted(),
      await given.created(ids[0], 2, contents.first),
      await given.rewritten(ids[0], 3, contents.firstEdited),
      given.submitted(ids[0], 4),
      await given.created(ids[1], 5, contents.second, 's2'),
      await given.studentRenamed(6),
      given.internshipRenamed(7),
    ]);
    const documents = await spec.documents();
    const items = (snapshot: Record<string, Doc[]>) => snapshot[collections.items]!;
    const renamed = { _id: 'i1', title: 'Platform intern', company: 'Northwind' };
    const alan = { _id: 's2', firstName: 'Alan', lastName: 'Turing', studentId: 'ST-2', email: 's2@example.org' };
    expect(documents[collections.students]).toEqual([{ ...ada, firstName: 'Augusta' }, alan]);
    expect(documents[collections.internships]).toEqual([{ ...renamed, employerId: 'e1' }]);
    expect(items(documents)).toEqual([
      expect.objectContaining<Record<string, unknown>>({
        _id: ids[0],
        ...contents.firstEdited,
        status: 'submitted',
        internship: renamed,
        student: { ...ada, firstName: 'Augusta' },
        // Renames are not steps of the item's history, nor changes of the item.
        statusHistory: [
          { status: 'draft', at: at(2), by: student },
          { status: 'submitted', at: at(4), by: student },
        ],
        updatedAt: at(4),
      }),
      expect.objectContaining<Record<string, unknown>>({
        _id: ids[1],
        ...contents.second,
        internship: renamed,
        student: alan,
      }),
    ]);
    expect(heard(spec.notices, ids[1]).map((notice) => notice.rooms)).toContainEqual(['user:s2']);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);

    // Erasing Ada's key erases what she wrote and who she is, in her items and the lookup; Alan's stay.
    await cipher.erase('s1');
    const rebuilt = await spec.replay();
    expect(rebuilt[collections.students]).toEqual([deletedUser, alan]);
    expect(items(rebuilt)).toEqual([
      { ...items(documents)[0], ...contents.erased, student: deletedUser },
      items(documents)[1],
    ]);
  });
}
