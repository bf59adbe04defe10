/** The projector groups partition the registry: every projection in exactly one group, no collection in two. */
import { describe, expect, it } from 'vitest';
import { groupOf, groupsOf, projectorGroups } from './groups';
import { projections } from './registry';

describe('projector groups', () => {
  it('put every projection of the registry in exactly one group', () => {
    const grouped = projectorGroups.flatMap((group) => group.projections.map((projection) => projection.name));
    expect([...grouped].sort()).toEqual(projections.map((projection) => projection.name).sort());
    for (const projection of projections) expect(groupOf(projection.name)).not.toBeNull();
    expect(groupOf('no-such-projection')).toBeNull();
  });

  it('keep each collection in one group (a group never writes another group’s documents)', () => {
    const owner = new Map<string, string>();
    for (const group of projectorGroups) {
      for (const projection of group.projections) {
        for (const spec of projection.collections) {
          expect(owner.get(spec.name) ?? group.name, spec.name).toBe(group.name);
          owner.set(spec.name, group.name);
        }
      }
    }
  });

  it('give the four heaviest projections (the rebuild bench) a group each, so three processes all get work', () => {
    const heavy = ['logbooks', 'notifications', 'admin-student-progress', 'university-oversight'];
    expect(new Set(heavy.map(groupOf)).size).toBe(heavy.length);
    expect(projectorGroups.length).toBeGreaterThanOrEqual(3);
  });

  it('refuse a table that misses, repeats or invents a projection', () => {
    const names = projections.map((projection) => projection.name);
    expect(() => groupsOf(projections, { one: names.slice(1) })).toThrow(
      `Projections in no projector group: ${names[0]}`,
    );
    expect(() => groupsOf(projections, { one: names, two: [names[0]!] })).toThrow('is in two projector groups');
    expect(() => groupsOf(projections, { one: [...names, 'ghost'] })).toThrow('unknown projection "ghost"');
  });
});
