/**
 * From the job board's answer to normalised listings (spec 1 §3 External internship, §5 filter, §9 limits and
 * fallbacks), pure. Nothing from the board is trusted: the answer is read leniently item by item (a bad item
 * is skipped, not the batch), every text is stripped of markup and control characters, trimmed and capped,
 * and only http(s) addresses are kept. An answer that is not the board's shape at all, or has no usable item,
 * is refused as a whole, so the sync keeps the last good listings.
 */
import { z } from 'zod';
import {
  EXTERNAL_LISTING_FALLBACKS,
  EXTERNAL_LISTINGS_MAX,
  EXTERNAL_SKILLS_MAX,
  EXTERNAL_TEXT_MAX,
  JOB_BOARD_FETCH_LIMIT,
} from './external-listings.constants';
import type { ExternalListingDetails } from './external-listings.events';
import { isInternshipLike } from './external-listings.filter';
import { toStorableText } from '../http/storable-text';

/** A listing as the board describes it, before the sync knows when it was first seen. */
export type ExternalListingCandidate = {
  /** The board's own id (or, lacking one, the listing's address). */
  boardId: string;
  listing: Omit<ExternalListingDetails, 'postedDate'> & { postedDate: string | null };
};

export type JobBoardSelection =
  | {
      ok: true;
      listings: ExternalListingCandidate[];
      /** Items read (at most the fetch limit), usable ones (an id and an http(s) address), internship-like ones. */
      stats: { received: number; usable: number; internshipLike: number; kept: number };
    }
  | { ok: false; reason: string };

// Each field is read on its own: a wrong type counts as missing, never as a reason to drop the item.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const anyText = lenient(z.string());
const anyList = lenient(z.array(z.unknown()));
const anyNumber = lenient(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d+)?$/)
      .transform(Number),
  ]),
);

const boardItemSchema = z.object({
  _id: lenient(z.union([z.string(), z.number()])),
  title: anyText,
  type: anyText,
  url: anyText,
  createdAt: lenient(z.union([z.string(), z.number()])),
  location: anyText,
  locationAddress: anyText,
  department: anyText,
  seniority: anyText,
  skills_suggest: anyList,
  owner: lenient(z.object({ companyName: anyText, photo: anyText })),
  descriptionBreakdown: lenient(
    z.object({
      oneSentenceJobSummary: anyText,
      keywords: anyList,
      employmentType: anyText,
      workModel: anyText,
      salaryRangeMinYearly: anyNumber,
      salaryRangeMaxYearly: anyNumber,
      skillRequirements: anyList,
    }),
  ),
});
type BoardItem = z.infer<typeof boardItemSchema>;

const boardResponseSchema = z.object({
  success: z.unknown(),
  result: z.object({ count: z.unknown(), jobs: z.array(z.unknown()) }),
});

// Control characters, zero-width and bidirectional overrides: nothing a card should render.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-z!?][^<>]*>/gi;

/**
 * Plain text: markup removed (script and style with their content), invisible characters and stray angle
 * brackets dropped, whitespace collapsed, trimmed, and cut at `max` characters. Null when nothing is left.
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // Cut first, so the patterns below only ever see a bounded text.
  const text = value
    .slice(0, max * 4)
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(TAG, ' ')
    .replace(/[<>]/g, '')
    .replace(INVISIBLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  // The cut may split an emoji's surrogate pair: its half left behind could be stored nowhere.
  return toStorableText(text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
}

/** An absolute http(s) address without credentials, or null (no javascript:, data:, relative or odd URLs). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > EXTERNAL_TEXT_MAX.url) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href.length > EXTERNAL_TEXT_MAX.url ? null : url.href;
}

function cleanList(values: unknown[] | undefined, max: number, count: number): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const value of values ?? []) {
    const text = cleanText(value, max);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    list.push(text);
    if (list.length >= count) break;
  }
  return list;
}

/** ISO 8601 for a date between 1990 and 2100 (the board's createdAt), else null. */
function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.length > 64) return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time) || time < Date.UTC(1990, 0, 1) || time > Date.UTC(2100, 0, 1)) return null;
  return new Date(time).toISOString();
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const isAmount = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0 && value < 100_000_000;

/** Spec 1 §9: salary is shown as a yearly range. */
export function yearlySalary(min: number | undefined, max: number | undefined): string {
  const low = isAmount(min) ? min : null;
  const high = isAmount(max) ? max : null;
  if (low !== null && high !== null) {
    return low === high
      ? `${dollars(low)} a year`
      : `${dollars(Math.min(low, high))} – ${dollars(Math.max(low, high))} a year`;
  }
  if (low !== null) return `From ${dollars(low)} a year`;
  if (high !== null) return `Up to ${dollars(high)} a year`;
  return EXTERNAL_LISTING_FALLBACKS.salary;
}

const REMOTE = /(?<![\p{L}\p{N}])remote(?![\p{L}\p{N}])/iu;

function boardIdOf(item: BoardItem, url: string): string {
  const raw = typeof item._id === 'number' ? (Number.isFinite(item._id) ? String(item._id) : null) : item._id;
  return cleanText(raw, EXTERNAL_TEXT_MAX.id) ?? url;
}

/** One board item, or null when it cannot be a listing (not an object, or no http(s) address to open). */
export function readBoardItem(raw: unknown): { boardId: string; item: BoardItem; url: string } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const parsed = boardItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const url = safeHttpUrl(parsed.data.url);
  if (!url) return null;
  return { boardId: boardIdOf(parsed.data, url), item: parsed.data, url };
}

/** Whether the item passes spec 1 §5 (read before the fallbacks, so 'Entry Level' as a fallback keeps nothing). */
export function isInternshipLikeItem(item: BoardItem): boolean {
  const breakdown = item.descriptionBreakdown;
  return isInternshipLike({
    title: cleanText(item.title, EXTERNAL_TEXT_MAX.title),
    summary: cleanText(breakdown?.oneSentenceJobSummary, EXTERNAL_TEXT_MAX.description),
    keywords: cleanList(breakdown?.keywords, EXTERNAL_TEXT_MAX.keyword, 50),
    seniority: cleanText(item.seniority, EXTERNAL_TEXT_MAX.short),
    employmentType: cleanText(breakdown?.employmentType, EXTERNAL_TEXT_MAX.short),
  });
}

/** Spec 1 §3 External internship, with the fallbacks of §9. */
export function normaliseBoardItem(boardId: string, item: BoardItem, url: string): ExternalListingCandidate {
  const breakdown = item.descriptionBreakdown;
  const short = (value: unknown) => cleanText(value, EXTERNAL_TEXT_MAX.short);
  const location =
    cleanText(item.locationAddress, EXTERNAL_TEXT_MAX.location) ?? cleanText(item.location, EXTERNAL_TEXT_MAX.location);
  const workModel = short(breakdown?.workModel);
  const type = short(breakdown?.employmentType) ?? short(item.type);
  return {
    boardId,
    listing: {
      title: cleanText(item.title, EXTERNAL_TEXT_MAX.title) ?? EXTERNAL_LISTING_FALLBACKS.title,
      company: cleanText(item.owner?.companyName, EXTERNAL_TEXT_MAX.company) ?? EXTERNAL_LISTING_FALLBACKS.company,
      location: location ?? EXTERNAL_LISTING_FALLBACKS.location,
      description:
        cleanText(breakdown?.oneSentenceJobSummary, EXTERNAL_TEXT_MAX.description) ??
        EXTERNAL_LISTING_FALLBACKS.description,
      url,
      postedDate: isoDate(item.createdAt),
      salary: yearlySalary(breakdown?.salaryRangeMinYearly, breakdown?.salaryRangeMaxYearly),
      type: type ?? EXTERNAL_LISTING_FALLBACKS.type,
      isRemote: [workModel, short(item.type), location].some((text) => text !== null && REMOTE.test(text)),
      department: short(item.department) ?? EXTERNAL_LISTING_FALLBACKS.department,
      seniority: short(item.seniority) ?? EXTERNAL_LISTING_FALLBACKS.seniority,
      skills: cleanList(
        [...(item.skills_suggest ?? []), ...(breakdown?.skillRequirements ?? [])],
        EXTERNAL_TEXT_MAX.skill,
        EXTERNAL_SKILLS_MAX,
      ),
      companyLogo: safeHttpUrl(item.owner?.photo),
    },
  };
}

/**
 * The board's answer → the listings to show: at most the first 100 items read, the internship-like ones
 * normalised in the board's order (newest first), one per board id, at most `max` of them.
 */
export function selectExternalListings(body: unknown, max: number = EXTERNAL_LISTINGS_MAX): JobBoardSelection {
  const response = boardResponseSchema.safeParse(body);
  if (!response.success) return { ok: false, reason: 'the answer is not { success, result: { jobs: [] } }' };
  if (response.data.success === false) return { ok: false, reason: 'the board answered success: false' };
  const items = response.data.result.jobs.slice(0, JOB_BOARD_FETCH_LIMIT);
  if (items.length === 0) return { ok: false, reason: 'the board listed no jobs' };

  const listings: ExternalListingCandidate[] = [];
  const seen = new Set<string>();
  let usable = 0;
  let internshipLike = 0;
  for (const raw of items) {
    const read = readBoardItem(raw);
    if (!read) continue;
    usable++;
    if (!isInternshipLikeItem(read.item)) continue;
    internshipLike++;
    if (seen.has(read.boardId) || listings.length >= max) continue;
    seen.add(read.boardId);
    listings.push(normaliseBoardItem(read.boardId, read.item, read.url));
  }
  // A page of jobs none of which can be read is a broken answer, not a board with nothing on it.
  if (usable === 0) return { ok: false, reason: 'no job in the answer could be read' };
  return { ok: true, listings, stats: { received: items.length, usable, internshipLike, kept: listings.length } };
}
