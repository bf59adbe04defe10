/** Who holds each projector group's lease in a cluster test, read from Redis (docs/architecture.md §Projections). */
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { leaseKey } from '@stint/shared/infra/lease/index';
import { projectorGroups } from '@stint/projector';

export const groupNames = projectorGroups.map((group) => group.name);

/** The group that runs the users projection (the one whose notices the cluster tests' sockets hear). */
export const usersGroup = projectorGroups.find((group) => group.projections.some((p) => p.name === 'users'))!.name;

/** Each group's holder by the pid in its lease token (`<host>:<pid>:<random>`), or null while nobody holds it. */
export async function groupHolders(redis: Redis, namespace: string): Promise<Record<string, number | null>> {
  const tokens = await redis.mget(groupNames.map((group) => leaseKey(namespace, `projector:${group}`)));
  return Object.fromEntries(
    groupNames.map((group, index) => {
      const token = tokens[index] ?? null;
      if (token !== null && !token.startsWith(`${hostname()}:`)) throw new Error(`unexpected lease token ${token}`);
      return [group, token === null ? null : Number(token.split(':').at(-2))];
    }),
  );
}

/** The groups `pid` holds. */
export function heldBy(holders: Record<string, number | null>, pid: number | undefined): string[] {
  return groupNames.filter((group) => holders[group] === pid);
}
