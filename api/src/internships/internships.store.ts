/**
 * How the internships routes address, command, load and show internships: the stream and its commands, the
 * read models, and the one item shape (docs/architecture.md §HTTP) with what a signed-out caller must not see masked.
 */
import { z } from 'zod';
import { NotFoundError, rooms, type Actor } from '@stint/shared';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { handleCommand, toDomainEvents, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import {
  internshipDetailsSchema,
  type InternshipDetails,
  type InternshipEvent,
} from '@stint/shared/internships/internships.events';
import {
  bookmarksCollection,
  evolveInternshipDocument,
  externalListingsCollection,
  internshipsCollection,
  type BookmarkDocument,
  type ExternalListingDocument,
  type InternshipDocument,
} from '@stint/shared/internships/internships.read-models';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import type { ApiDeps } from '../platform/api-deps';
import { noticeCacheOf } from '../platform/notice-cache';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { topics } from '@stint/shared/live/topics';

type Stores = Pick<ApiDeps, 'platform'>;
type EmployerContact = NonNullable<Internship['employer']>;

/**
 * Applications are decided on the internship's stream too, so a busy internship sees appends race: a command
 * reads and decides again on the newer state.
 */
export const INTERNSHIP_STREAM_RETRIES = 5;

export const NOT_FOUND = 'Internship not found';

/**
 * Any text is accepted and an id the slice never issued is simply not found (a 404, like someone else's),
 * so only UUIDs ever reach a stream name.
 */
export const internshipParamsSchema = z.object({ id: z.string() });

const isInternshipId = (id: string) => z.uuid().safeParse(id).success;

export const internshipsOf = (deps: Stores) =>
  deps.platform.readStore.collection<InternshipDocument>(internshipsCollection);
/**
 * An internship's document as the projector last wrote it, kept until its `internships` notice (notice-cache.ts):
 * the detail page and the bookmark toggle ask for the same few internships over and over.
 */
export function cachedInternship(deps: Stores, internshipId: string): Promise<InternshipDocument | null> {
  const internships = noticeCacheOf<InternshipDocument | null>(deps.platform, {
    name: 'internship-documents',
    topics: [topics.internships],
    keysOf: (notice) => notice.ids,
    maxAgeMs: 30_000,
    maxEntries: 20_000,
  });
  return internships.get(internshipId, () => internshipsOf(deps).get(internshipId));
}

export const bookmarksOf = (deps: Stores) => deps.platform.readStore.collection<BookmarkDocument>(bookmarksCollection);

const USER_ROOM = rooms.user('');

/**
 * The students a `bookmarks` notice is about: the projection sends each to its student's own room
 * (bookmarks.projection.ts). A notice naming no student's room drops every student's entry (null).
 */
function studentsNotified(notice: ChangeNotice): string[] | null {
  const students = (Array.isArray(notice.rooms) ? notice.rooms : [])
    .filter((room): room is string => typeof room === 'string' && room.startsWith(USER_ROOM))
    .map((room) => room.slice(USER_ROOM.length));
  return students.length > 0 ? students : null;
}

/**
 * The ids of the internships a student saved, kept until a `bookmarks` notice to that student (notice-cache.ts): a
 * signed-in student's every list page marks which of its internships are saved, and the store was asked that on each.
 */
export function savedInternshipsOf(deps: Stores, studentId: string): Promise<ReadonlySet<string>> {
  const saved = noticeCacheOf<ReadonlySet<string>>(deps.platform, {
    name: 'saved-internships',
    topics: [topics.bookmarks],
    keysOf: studentsNotified,
    maxAgeMs: 30_000,
    maxEntries: 20_000,
  });
  return saved.get(studentId, async () => {
    const bookmarks = await bookmarksOf(deps).find({ studentId });
    return new Set(bookmarks.map((bookmark) => bookmark.internshipId));
  });
}
export const externalListingsOf = (deps: Stores) =>
  deps.platform.readStore.collection<ExternalListingDocument>(externalListingsCollection);
const usersOf = (deps: Stores) => deps.platform.readStore.collection<UserDocument>(usersCollection);

export function commandInternship(
  deps: Stores,
  internshipId: string,
  command: InternshipCommand,
  context: CommandContext,
) {
  if (!isInternshipId(internshipId)) throw new NotFoundError(NOT_FOUND);
  return handleCommand(deps.platform.eventStore, internshipStream(internshipId), internshipDecider, command, context, {
    retries: INTERNSHIP_STREAM_RETRIES,
  });
}

/** The internship as its stream says now: what a command answers with, whatever the projector's progress. */
export async function loadInternship(deps: Stores, internshipId: string): Promise<InternshipDocument | null> {
  if (!isInternshipId(internshipId)) return null;
  const recorded = await deps.platform.eventStore.readStream(internshipStream(internshipId));
  const events = toDomainEvents<InternshipEvent>(recorded, internshipDecider.eventSchemas);
  let document: InternshipDocument | null = null;
  events.forEach((event, index) => {
    document = evolveInternshipDocument(document, event, recorded[index]!.metadata.at) ?? document;
  });
  return document;
}

/** The employer's own internship from its stream; anyone else's is not found. */
export async function loadOwnInternship(deps: Stores, actor: Actor, internshipId: string): Promise<InternshipDocument> {
  const internship = await loadInternship(deps, internshipId);
  if (!internship || internship.employerId !== actor.id) throw new NotFoundError(NOT_FOUND);
  return internship;
}

/** The details an internship document holds (the schema drops the rest). */
export const detailsOf = (internship: InternshipDocument): InternshipDetails =>
  internshipDetailsSchema.parse(internship);

function contactOf(user: UserDocument, internship: InternshipDocument): EmployerContact {
  return {
    companyName: user.companyName ?? internship.company,
    companyLogo: null,
    companyDescription: '',
    companyWebsite: '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  };
}

/** Employer accounts by id, for the contact panels; kept until the account's `users` notice (notice-cache.ts). */
export async function employerAccounts(deps: Stores, employerIds: string[]): Promise<Map<string, UserDocument>> {
  const ids = [...new Set(employerIds)];
  if (ids.length === 0) return new Map();
  const accounts = noticeCacheOf<UserDocument | null>(deps.platform, {
    name: 'employer-contacts',
    topics: [topics.users],
    keysOf: (notice) => notice.ids,
    maxAgeMs: 60_000,
    maxEntries: 10_000,
  });
  const users = await Promise.all(ids.map((id) => accounts.get(id, () => usersOf(deps).get(id))));
  return new Map(users.flatMap((user) => (user ? [[user._id, user] as const] : [])));
}

export type Viewer = {
  /** Signed-out callers see neither the company nor the employer (spec 1 §6). */
  signedIn: boolean;
  employer: UserDocument | null;
  /** Students only: whether they saved it. */
  isBookmarked?: boolean;
};

/** A platform internship in the one item shape both sources share. */
export function toInternship(internship: InternshipDocument, viewer: Viewer): Internship {
  const { signedIn } = viewer;
  return {
    _id: internship._id,
    source: 'platform',
    title: internship.title,
    company: signedIn ? internship.company : null,
    location: internship.location,
    description: internship.description,
    isRemote: internship.isRemote,
    workType: internship.workType,
    category: internship.category,
    skills: internship.skills,
    status: internship.status,
    createdAt: internship.createdAt,
    stipend: internship.stipend,
    isPaid: internship.isPaid,
    applications: internship.applicationsCount,
    applicationsCount: internship.applicationsCount,
    applicationDeadline: internship.applicationDeadline,
    deadline: internship.applicationDeadline,
    duration: internship.duration,
    type: internship.type,
    salary: internship.salary,
    requirements: internship.requirements,
    responsibilities: internship.responsibilities,
    benefits: internship.benefits,
    positions: internship.positions,
    acceptedCount: internship.acceptedCount,
    startDate: internship.startDate,
    endDate: internship.endDate,
    employerId: signedIn ? internship.employerId : null,
    employer: signedIn && viewer.employer ? contactOf(viewer.employer, internship) : null,
    ...(viewer.isBookmarked === undefined ? {} : { isBookmarked: viewer.isBookmarked }),
    url: null,
    postedDate: null,
    department: null,
    seniority: null,
    companyLogo: null,
  };
}

/**
 * An external listing in the same shape. Its company is the job board's public data, so it is shown to
 * everyone. The job-board sync writes these documents already cleaned (workers/src/internships); every field is
 * still read defensively, as the documents come from a third party's data.
 */
export function externalToInternship(listing: ExternalListingDocument): Internship {
  const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
  const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);
  const postedDate = nullableText(listing.postedDate);
  return {
    _id: listing._id,
    source: 'external',
    title: text(listing.title, 'Internship Position'),
    company: text(listing.company, 'Company'),
    location: text(listing.location, 'Location not specified'),
    description: text(listing.description, 'No description available'),
    isRemote: listing.isRemote === true,
    workType: listing.isRemote === true ? 'remote' : null,
    category: null,
    skills: Array.isArray(listing.skills) ? listing.skills.filter((skill) => typeof skill === 'string') : [],
    status: 'active',
    createdAt: postedDate ?? '',
    stipend: null,
    isPaid: null,
    applications: 0,
    applicationsCount: 0,
    applicationDeadline: null,
    deadline: null,
    duration: null,
    type: nullableText(listing.type),
    salary: nullableText(listing.salary),
    requirements: [],
    responsibilities: [],
    benefits: [],
    positions: 1,
    acceptedCount: 0,
    startDate: null,
    endDate: null,
    employerId: null,
    employer: null,
    url: nullableText(listing.url),
    postedDate,
    department: nullableText(listing.department),
    seniority: nullableText(listing.seniority),
    companyLogo: nullableText(listing.companyLogo),
  };
}

/** What a command route answers: the internship as the stream now says, shown to its owner. */
export async function ownerView(deps: Stores, actor: Actor, internshipId: string): Promise<Internship> {
  const internship = await loadOwnInternship(deps, actor, internshipId);
  const accounts = await employerAccounts(deps, [actor.id]);
  return toInternship(internship, { signedIn: true, employer: accounts.get(actor.id) ?? null });
}
