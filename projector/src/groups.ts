/**
 * The projector groups: a partition of the registry, each with a lease of its own (`projector:<group>`) and its own
 * runner, so several `projector` processes project in parallel (docs/architecture.md §Projections). A projection
 * reads and writes only its own collections, so any partition projects the same documents. This one spreads what
 * the rebuild bench (`npm run bench -- rebuild`, "time in projection code") measures as the heavy ones — logbooks,
 * notifications, admin-student-progress and university-oversight — one to a group, with the light ones beside them.
 * Processes take every n-th group (`LeasePool`): two processes get coursework with progress and outreach with
 * marketplace, about half each.
 */
import { projections } from './registry';
import type { Projection } from './runtime/projection';

export type ProjectorGroup = { name: string; projections: Projection[] };

/** Group name → the names of its projections; every projection of the registry in exactly one group. */
const table: Record<string, string[]> = {
  // The students' work and its reviews (logbooks alone is about a fifth of a rebuild).
  coursework: ['logbooks', 'reports', 'evaluations', 'placement-approvals', 'placement-evaluations', 'certificates'],
  // What reaches people: their notifications, the newsletter, the settings, the application threads and interviews.
  outreach: ['notifications', 'newsletter-subscribers', 'platform-settings', 'message-threads', 'interviews'],
  // The admins' views.
  progress: ['admin-student-progress', 'admin-overview', 'analytics'],
  // The universities' view and the marketplace: accounts, internships, applications (mostly one document an event).
  marketplace: [
    'university-oversight',
    'at-risk-acknowledgements',
    'users',
    'applications',
    'internships',
    'bookmarks',
    'external-listings',
  ],
};

/** The groups of `table` over `registry`; refuses a table that misses a projection, repeats one or names a stranger. */
export function groupsOf(registry: readonly Projection[], groups: Record<string, string[]>): ProjectorGroup[] {
  const byName = new Map(registry.map((projection) => [projection.name, projection]));
  const seen = new Set<string>();
  const result = Object.entries(groups).map(([name, members]) => ({
    name,
    projections: members.map((member) => {
      const projection = byName.get(member);
      if (!projection) throw new Error(`Projector group ${name} names an unknown projection "${member}"`);
      if (seen.has(member)) throw new Error(`Projection "${member}" is in two projector groups`);
      seen.add(member);
      return projection;
    }),
  }));
  const missing = registry.filter((projection) => !seen.has(projection.name)).map((projection) => projection.name);
  if (missing.length > 0) throw new Error(`Projections in no projector group: ${missing.join(', ')}`);
  return result;
}

export const projectorGroups: ProjectorGroup[] = groupsOf(projections, table);

/** The group a projection runs in (for the ops views), or null for one outside the registry. */
export function groupOf(projectionName: string): string | null {
  return projectorGroups.find((group) => group.projections.some((p) => p.name === projectionName))?.name ?? null;
}
