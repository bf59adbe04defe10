/**
 * The job-board sync's constants (spec 1 §5 External listing filter, §7 the job-board call, §9 limits and
 * fallbacks), frozen here so the worker, its tests and anyone reading the rules see one list.
 */

/** The Rise public jobs endpoint (spec 1 §7 names only its path); `JOB_BOARD_URL` overrides it. */
export const DEFAULT_JOB_BOARD_URL = 'https://api.joinrise.io/api/v1/jobs/public';

/** The query of spec 1 §7, added to the endpoint unless its URL already sets a parameter. */
export const JOB_BOARD_QUERY: Readonly<Record<string, string>> = Object.freeze({
  page: '1',
  limit: '100',
  sort: 'desc',
  sortedBy: 'createdAt',
  jobLoc: '',
});

/** Spec 1 §9: at most 100 fetched (items past it are ignored whatever the board sends), at most 50 kept. */
export const JOB_BOARD_FETCH_LIMIT = 100;
export const EXTERNAL_LISTINGS_MAX = 50;

/**
 * Spec 1 §5: a listing is internship-like when its title, summary, keywords, seniority or employment type holds
 * one of these (whole words, any case; a space or a hyphen inside a term matches either, or nothing).
 */
export const INTERN_LIKE_TERMS: readonly string[] = Object.freeze([
  'intern',
  'interns',
  'internship',
  'internships',
  'student',
  'students',
  'working student',
  'co-op',
  'trainee',
  'trainees',
  'traineeship',
  'apprentice',
  'apprentices',
  'apprenticeship',
  'junior',
  'entry level',
  'rotational program',
  'rotational programme',
  'graduate program',
  'graduate programme',
  'new grad',
]);

/** Spec 1 §5: any of these in the same fields drops the listing, whatever else it says. */
export const SENIOR_TERMS: readonly string[] = Object.freeze([
  'senior',
  'lead',
  'manager',
  'director',
  'vp',
  'chief',
  'head of',
  'principal',
  'architect',
  'full-time',
  'permanent',
  'contractor',
  'freelance',
  'consultant',
  'executive',
  'ceo',
  'cto',
  'cfo',
]);

/** Spec 1 §5: a seniority naming one of these keeps the listing. */
export const INTERN_LIKE_SENIORITIES: readonly string[] = Object.freeze(['entry', 'junior', 'student']);

/** Spec 1 §5: an employment type naming one of these keeps the listing. */
export const INTERN_LIKE_EMPLOYMENT_TYPES: readonly string[] = Object.freeze([
  'intern',
  'internship',
  'temporary',
  'part-time',
]);

/** Spec 1 §9: what a normalised listing shows where the board gave nothing usable. */
export const EXTERNAL_LISTING_FALLBACKS = Object.freeze({
  company: 'Company',
  title: 'Internship Position',
  location: 'Location not specified',
  salary: 'Not specified',
  type: 'Not specified',
  description: 'No description available',
  department: 'General',
  seniority: 'Entry Level',
});

/** Longest text kept per field: whatever the board sends, a listing stays a card's worth of text. */
export const EXTERNAL_TEXT_MAX = Object.freeze({
  id: 128,
  title: 200,
  company: 120,
  location: 200,
  description: 1000,
  short: 80,
  keyword: 80,
  skill: 50,
  url: 2048,
});

/** Skills shown per listing (the card shows 3 and '+N more'). */
export const EXTERNAL_SKILLS_MAX = 12;
