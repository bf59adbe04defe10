import { describe, expect, it } from 'vitest';
import { EXTERNAL_LISTING_FALLBACKS, EXTERNAL_TEXT_MAX } from './external-listings.constants';
import { cleanText, safeHttpUrl, selectExternalListings, yearlySalary } from './external-listings.normalise';

/** A job as the Rise public endpoint describes it (spec 1 §3 fields read from the job board). */
function job(id: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    title: `Software Engineering Intern ${id}`,
    type: 'Remote',
    url: `https://jobs.example.com/${id}`,
    createdAt: '2026-05-01T08:00:00.000Z',
    location: 'Berlin',
    locationAddress: 'Berlin, Germany',
    department: 'Engineering',
    seniority: 'Entry Level',
    skills_suggest: ['TypeScript', 'React'],
    owner: { companyName: 'Acme', photo: 'https://cdn.example.com/acme.png' },
    descriptionBreakdown: {
      oneSentenceJobSummary: 'Build tools with the platform team.',
      keywords: ['typescript'],
      employmentType: 'Internship',
      workModel: 'Remote',
      salaryRangeMinYearly: 40000,
      salaryRangeMaxYearly: 52000.4,
      skillRequirements: ['Git', 'typescript'],
    },
    ...overrides,
  };
}
const board = (jobs: unknown[]) => ({ success: true, result: { count: jobs.length, jobs } });

function select(jobs: unknown[], max?: number) {
  const selection = selectExternalListings(board(jobs), max);
  if (!selection.ok) throw new Error(selection.reason);
  return selection;
}

describe('selecting external listings from the board (spec 1 §3, §9)', () => {
  it('normalises a complete job', () => {
    expect(select([job('a1')]).listings).toEqual([
      {
        boardId: 'a1',
        listing: {
          title: 'Software Engineering Intern a1',
          company: 'Acme',
          location: 'Berlin, Germany',
          description: 'Build tools with the platform team.',
          url: 'https://jobs.example.com/a1',
          postedDate: '2026-05-01T08:00:00.000Z',
          salary: '$40,000 – $52,000 a year',
          type: 'Internship',
          isRemote: true,
          department: 'Engineering',
          seniority: 'Entry Level',
          skills: ['TypeScript', 'React', 'Git'],
          companyLogo: 'https://cdn.example.com/acme.png',
        },
      },
    ]);
  });

  it('falls back for every missing or mistyped field (spec 1 §9)', () => {
    const bare = { _id: 'b1', url: 'https://jobs.example.com/b1', descriptionBreakdown: { employmentType: 'Intern' } };
    const mistyped = {
      _id: 'b2',
      url: 'https://jobs.example.com/b2',
      title: 42,
      type: ['x'],
      createdAt: 'not a date',
      location: { type: 'Point', coordinates: [1, 2] },
      locationAddress: null,
      department: { name: 'x' },
      seniority: 7,
      skills_suggest: 'TypeScript',
      owner: 'Acme',
      descriptionBreakdown: {
        oneSentenceJobSummary: ['x'],
        keywords: 'intern',
        employmentType: 'Temporary',
        salaryRangeMinYearly: 'lots',
        salaryRangeMaxYearly: -5,
        skillRequirements: [1, null, { a: 1 }, ' ', 'SQL'],
      },
    };
    const fallback = {
      title: EXTERNAL_LISTING_FALLBACKS.title,
      company: EXTERNAL_LISTING_FALLBACKS.company,
      location: EXTERNAL_LISTING_FALLBACKS.location,
      description: EXTERNAL_LISTING_FALLBACKS.description,
      postedDate: null,
      salary: EXTERNAL_LISTING_FALLBACKS.salary,
      isRemote: false,
      department: EXTERNAL_LISTING_FALLBACKS.department,
      seniority: EXTERNAL_LISTING_FALLBACKS.seniority,
      companyLogo: null,
    };
    expect(EXTERNAL_LISTING_FALLBACKS).toMatchObject({
      company: 'Company',
      title: 'Internship Position',
      location: 'Location not specified',
      salary: 'Not specified',
      description: 'No description available',
      department: 'General',
      seniority: 'Entry Level',
    });
    expect(select([bare, mistyped]).listings).toEqual([
      {
        boardId: 'b1',
        listing: { ...fallback, url: 'https://jobs.example.com/b1', type: 'Intern', skills: [] },
      },
      {
        boardId: 'b2',
        listing: { ...fallback, url: 'https://jobs.example.com/b2', type: 'Temporary', skills: ['SQL'] },
      },
    ]);
    // The work type comes from `type` when the breakdown has no employment type; no breakdown at all is fine too.
    const typed = select([{ _id: 'b3', url: 'https://x.example/b3', title: 'Intern', type: 'On-site' }]).listings[0];
    expect(typed?.listing).toMatchObject({ type: 'On-site', isRemote: false, salary: 'Not specified' });
  });

  it.each([
    [40000, 52000, '$40,000 – $52,000 a year'],
    [52000, 40000, '$40,000 – $52,000 a year'],
    [45000, 45000, '$45,000 a year'],
    [45000, undefined, 'From $45,000 a year'],
    [undefined, 60000, 'Up to $60,000 a year'],
    [0, 0, 'Not specified'],
    [Number.NaN, Number.POSITIVE_INFINITY, 'Not specified'],
    [undefined, undefined, 'Not specified'],
  ])('shows %s and %s as the yearly range "%s"', (min, max, expected) => {
    expect(yearlySalary(min, max)).toBe(expected);
  });

  it('keeps internship-like jobs only, in the board order, once per board id', () => {
    const jobs = [
      job('k1'),
      job('d1', {
        title: 'Senior Engineer',
        seniority: 'Senior',
        descriptionBreakdown: { employmentType: 'Full-time' },
      }),
      job('k2', { title: 'Data trainee' }),
      job('d2', {
        title: 'Data analyst',
        seniority: 'Mid Level',
        descriptionBreakdown: { employmentType: 'Contract' },
      }),
      job('k1', { title: 'Duplicate intern' }),
      job('k3', { title: 'Data analyst', seniority: 'Entry Level', descriptionBreakdown: {} }),
    ];
    const selection = select(jobs);
    expect(selection.listings.map((listing) => listing.boardId)).toEqual(['k1', 'k2', 'k3']);
    expect(selection.listings[0]?.listing.title).toBe('Software Engineering Intern k1');
    expect(selection.stats).toEqual({ received: 6, usable: 6, internshipLike: 4, kept: 3 });
  });

  it('does not let a fallback decide: no seniority given is not "Entry Level"', () => {
    const unknown = { _id: 'u1', url: 'https://jobs.example.com/u1', title: 'Data analyst' };
    expect(select([unknown, job('k1')]).listings.map((listing) => listing.boardId)).toEqual(['k1']);
  });

  it('keeps at most 50, the newest the board lists first, and reads at most the first 100 items', () => {
    const many = Array.from({ length: 80 }, (_, i) => job(`m${i}`));
    const selection = select(many);
    expect(selection.listings).toHaveLength(50);
    expect(selection.listings[0]?.boardId).toBe('m0');
    expect(selection.listings[49]?.boardId).toBe('m49');
    expect(selection.stats).toMatchObject({ received: 80, internshipLike: 80, kept: 50 });

    const beyond = Array.from({ length: 100 }, (_, i) =>
      job(`x${i}`, { title: 'Analyst', seniority: 'Mid', descriptionBreakdown: {} }),
    );
    beyond.push(job('late'));
    expect(select(beyond)).toMatchObject({ listings: [], stats: { received: 100, usable: 100, kept: 0 } });
    expect(select(many, 5).listings).toHaveLength(5);
  });

  it('skips items that cannot be a listing and keeps the rest', () => {
    const jobs = [
      null,
      'intern',
      42,
      [job('arr')],
      { ...job('no-url'), url: undefined },
      { ...job('js'), url: 'javascript:alert(1)' },
      { ...job('js2'), url: ' JaVaScRiPt:alert(1)' },
      { ...job('tab'), url: 'java\tscript:alert(1)' },
      { ...job('data'), url: 'data:text/html,<script>alert(1)</script>' },
      { ...job('rel'), url: '/jobs/1' },
      { ...job('ftp'), url: 'ftp://jobs.example.com/1' },
      { ...job('creds'), url: 'https://user:secret@jobs.example.com/1' },
      { ...job('long'), url: `https://jobs.example.com/${'a'.repeat(EXTERNAL_TEXT_MAX.url)}` },
      job('ok'),
    ];
    const selection = select(jobs);
    expect(selection.listings.map((listing) => listing.boardId)).toEqual(['ok']);
    expect(selection.stats).toMatchObject({ received: 14, usable: 1 });
  });

  it('uses the address as the id when the board gives none, and a number id as text', () => {
    const listings = select([
      { ...job('x'), _id: undefined },
      { ...job('y'), _id: 1234 },
    ]).listings;
    expect(listings.map((listing) => listing.boardId)).toEqual(['https://jobs.example.com/x', '1234']);
  });

  it('strips markup and invisible characters, caps every text and keeps only http(s) logos', () => {
    const hostile = job('h1', {
      title: '<script>alert("x")</script><b>Design</b>\u202e <img src=x onerror=alert(1)> Intern\u0000',
      owner: { companyName: `  <a href="javascript:x">Evil</a> Co ${'x'.repeat(500)}`, photo: 'javascript:alert(1)' },
      department: '<style>body{}</style>Design\n\n',
      descriptionBreakdown: {
        oneSentenceJobSummary: `<p onclick="x()">Hello</p>${'long '.repeat(1000)}`,
        employmentType: 'Internship',
        skillRequirements: Array.from({ length: 40 }, (_, i) => `skill-${i}`),
      },
      skills_suggest: ['<i>Figma</i>', 'x'.repeat(200)],
    });
    const listing = select([hostile]).listings[0]!.listing;
    expect(listing.title).toBe('Design Intern');
    expect(listing.company.startsWith('Evil Co xxx')).toBe(true);
    expect(listing.company).toHaveLength(EXTERNAL_TEXT_MAX.company);
    expect(listing.companyLogo).toBeNull();
    expect(listing.department).toBe('Design');
    expect(listing.description.startsWith('Hello long long')).toBe(true);
    expect(listing.description.length).toBeLessThanOrEqual(EXTERNAL_TEXT_MAX.description);
    expect(listing.skills[0]).toBe('Figma');
    expect(listing.skills[1]).toHaveLength(EXTERNAL_TEXT_MAX.skill);
    expect(listing.skills).toHaveLength(12);
    for (const text of [listing.title, listing.company, listing.description, listing.department, ...listing.skills]) {
      // eslint-disable-next-line no-control-regex
      expect(text).not.toMatch(/[<>\u0000-\u001f\u202e]/);
    }
  });

  it.each([
    ['not an object', 'oops'],
    ['null', null],
    ['no result', { success: true }],
    ['jobs not a list', { success: true, result: { jobs: { a: 1 } } }],
    ['success false', { success: false, result: { jobs: [job('a')] } }],
    ['an empty page', { success: true, result: { count: 0, jobs: [] } }],
    ['no readable job', { success: true, result: { jobs: [null, 1, { title: 'Intern' }] } }],
  ])('refuses a whole answer that is %s, so the last good listings stay', (_name, body) => {
    expect(selectExternalListings(body)).toMatchObject({ ok: false, reason: expect.any(String) });
  });

  it('accepts a readable page with no internship-like job: every listing then goes', () => {
    expect(selectExternalListings(board([job('s', { title: 'Senior engineer' })]))).toMatchObject({
      ok: true,
      listings: [],
      stats: { usable: 1, kept: 0 },
    });
  });

  it('cleans text and addresses on their own', () => {
    expect(cleanText('  a \n\t b  ', 10)).toBe('a b');
    expect(cleanText('abcdefghijkl', 5)).toBe('abcd…');
    expect(cleanText('<br/>', 5)).toBeNull();
    expect(cleanText(5, 5)).toBeNull();
    // Cut inside an emoji: the half left behind is replaced, so the text can be stored; a lone half from the board too.
    expect(cleanText('abc\ud83c\udf89def', 4)).toBe('abc…');
    expect(cleanText('ab\ud83c\udf89def', 4)).toBe('ab\ufffd…');
    expect(cleanText('x\udc00y', 10)).toBe('x\ufffdy');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHttpUrl('mailto:a@example.com')).toBeNull();
    expect(safeHttpUrl('vbscript:x')).toBeNull();
  });
});
