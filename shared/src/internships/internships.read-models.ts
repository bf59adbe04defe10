/**
 * The internships read models (projector `internships` and `bookmarks`): one document per internship with its
 * details, status and counters, one per saved internship, and (projector `external-listings`) one per listing the
 * job-board sync currently shows. `evolveInternshipDocument` is the one place that says how an event changes
 * an internship document: the projection writes what it returns, and the api folds a stream with it to answer
 * a command with exactly what the command did, however far the projector has got.
 */
import type { AdminInternshipStatus, InternshipStatus } from './internships.constants';
import { monthlyStipend } from './internships.constants';
import type { InternshipDetails, InternshipEvent } from './internships.events';

/** An administrator's take-down, while it lasts. */
export type TakeDown = {
  reason: string;
  at: string;
  /** When the employer last edited the internship since the take-down (then it waits for a review), else null. */
  revisedAt: string | null;
};

export type InternshipDocument = InternshipDetails & {
  _id: string;
  employerId: string;
  /**
   * What every public and employer view goes by. While the internship is taken down an active one reads
   * `inactive` (so it leaves the public list, the detail page and the digests); otherwise it is `ownerStatus`.
   */
  status: InternshipStatus;
  /** While taken down: the status the employer's own actions and the deadline gave it (restored from here). */
  ownerStatus?: InternshipStatus;
  /** Only while an administrator has it taken down. */
  takenDown?: TakeDown;
  /** The stipend per month in its own currency (0 when unpaid), for the highest-salary sort. */
  stipendMonthly: number;
  /** Every application ever submitted (a withdrawn one still counts). */
  applicationsCount: number;
  /**
   * The positions filled: applications accepted now. With `positions` it says whether the internship is filled
   * (`openPositions` is 0): an acceptance fills a seat, an edit of the positions opens or closes some.
   */
  acceptedCount: number;
  createdAt: string;
  /** When the details or the status last changed (applications do not count). */
  updatedAt: string;
};

export const internshipsCollection = {
  name: 'internships',
  indexes: ['status', 'employerId', 'category'],
  ordered: ['createdAt', 'applicationDeadline', 'stipendMonthly'],
};

/** The status a take-down leaves visible: an active internship reads inactive; the others keep theirs. */
export function visibleStatus(ownerStatus: InternshipStatus, takenDown: TakeDown | undefined): InternshipStatus {
  return takenDown && ownerStatus === 'active' ? 'inactive' : ownerStatus;
}

/** What the admin's oversight shows (spec 2 §4): taken down, pending (revised since), or the status itself. */
export function adminInternshipStatus(
  document: Pick<InternshipDocument, 'status' | 'takenDown'>,
): AdminInternshipStatus {
  if (!document.takenDown) return document.status;
  return document.takenDown.revisedAt ? 'pending' : 'taken_down';
}

/** A student's saved internship; `_id` is `${studentId}:${internshipId}`. */
export type BookmarkDocument = { _id: string; studentId: string; internshipId: string; createdAt: string };

export const bookmarksCollection = { name: 'bookmarks', indexes: ['studentId', 'internshipId'] };

export const bookmarkId = (studentId: string, internshipId: string) => `${studentId}:${internshipId}`;

/**
 * An external listing, normalised (spec 1 §3 External internship, §9 fallbacks): `_id` is the listing id of its
 * `joblisting-<id>` stream, the rest is its `ExternalListingDetails` as last seen. The external-listings
 * projection writes one per listing the job board offers now and removes it when it disappears.
 */
export type ExternalListingDocument = {
  _id: string;
  title: string;
  company: string;
  location: string;
  description: string;
  url: string;
  postedDate: string;
  salary: string | null;
  type: string | null;
  isRemote: boolean;
  department: string | null;
  seniority: string | null;
  skills: string[];
  companyLogo: string | null;
};

export const externalListingsCollection = { name: 'external_listings', ordered: ['postedDate'] };

const DAY_MS = 86_400_000;

/** Whole months from start to end, at least one (spreads a `total` stipend). */
export function internshipMonths(startDate: string, endDate: string): number {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  return Number.isFinite(days) ? Math.max(1, Math.round(days / 30.44)) : 1;
}

function withDetails(details: InternshipDetails): InternshipDetails & { stipendMonthly: number } {
  const { amount, period } = details.stipend;
  const months = internshipMonths(details.startDate, details.endDate);
  return { ...details, stipendMonthly: details.isPaid ? monthlyStipend(amount, period, months) : 0 };
}

const STATUS_AFTER = {
  InternshipPublished: 'active',
  InternshipReactivated: 'active',
  InternshipDeactivated: 'inactive',
  InternshipExpired: 'expired',
} as const satisfies Partial<Record<InternshipEvent['type'], InternshipStatus>>;

/**
 * The document after `event` (recorded at `at`), or null when the event changes nothing (an event before the
 * internship was posted, or a second posting). Pure, so replaying the log gives the same documents.
 */
export function evolveInternshipDocument(
  document: InternshipDocument | null,
  event: InternshipEvent,
  at: string,
): InternshipDocument | null {
  if (event.type === 'InternshipPosted') {
    if (document) return null;
    return {
      _id: event.data.internshipId,
      employerId: event.data.employerId,
      status: event.data.status,
      ...withDetails(event.data.details),
      applicationsCount: 0,
      acceptedCount: 0,
      createdAt: at,
      updatedAt: at,
    };
  }
  if (!document) return null;
  const { ownerStatus: kept, takenDown, ...rest } = document;
  // The take-down fields exist only while it lasts, so untouched internships keep their documents as they were.
  const ownerStatus = kept ?? document.status;
  switch (event.type) {
    case 'InternshipUpdated':
      return {
        ...document,
        ...withDetails(event.data.details),
        // An edit while taken down is the employer's answer to it: the internship now waits for a review.
        ...(takenDown ? { takenDown: { ...takenDown, revisedAt: at } } : {}),
        updatedAt: at,
      };
    case 'InternshipPublished':
    case 'InternshipReactivated':
    case 'InternshipDeactivated':
    case 'InternshipExpired': {
      const next = STATUS_AFTER[event.type];
      if (!takenDown) return { ...document, status: next, updatedAt: at };
      return { ...document, ownerStatus: next, status: visibleStatus(next, takenDown), updatedAt: at };
    }
    case 'InternshipTakenDown': {
      const notice: TakeDown = { reason: event.data.reason, at, revisedAt: null };
      return { ...document, ownerStatus, takenDown: notice, status: visibleStatus(ownerStatus, notice), updatedAt: at };
    }
    case 'InternshipRestored':
      if (!takenDown) return null;
      return { ...rest, status: ownerStatus, updatedAt: at };
    case 'ApplicationSubmitted':
      return { ...document, applicationsCount: document.applicationsCount + 1 };
    case 'ApplicationStatusChanged': {
      const { from, to } = event.data;
      if (from === to) return null;
      const change = (to === 'accepted' ? 1 : 0) - (from === 'accepted' ? 1 : 0);
      if (change === 0) return null;
      return { ...document, acceptedCount: Math.max(0, document.acceptedCount + change) };
    }
    case 'ApplicationStageChanged':
      // A stage of review changes no count an internship shows.
      return null;
  }
}
