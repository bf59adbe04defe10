/**
 * A digest of every read model the projections keep: each collection's documents sorted by id, serialised
 * with sorted keys and hashed. Two stores whose digests are equal hold the same documents; `collections` says
 * which collection differs when they are not. The crash, chaos and multi-node tests compare a store after the
 * fault with the same store rebuilt clean.
 */
import { createHash } from 'node:crypto';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { checkpointName } from '../runtime/projection';

export type ReadModelDigest = {
  digest: string;
  collections: Record<string, { documents: number; sha256: string }>;
  checkpoints: Record<string, string | null>;
};

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export async function readModelDigest(readStore: ReadStore, projections: Projection[]): Promise<ReadModelDigest> {
  const collections: ReadModelDigest['collections'] = {};
  const checkpoints: ReadModelDigest['checkpoints'] = {};
  const whole = createHash('sha256');
  for (const projection of projections) {
    checkpoints[projection.name] = (await readStore.getCheckpoint(checkpointName(projection)))?.toString() ?? null;
    for (const spec of projection.collections) {
      const hash = createHash('sha256');
      const documents = await readStore.collection(spec).find({}, { sort: { _id: 1 } });
      for (const document of documents) hash.update(`${JSON.stringify(stable(document))}\n`);
      const sha256 = hash.digest('hex');
      collections[spec.name] = { documents: documents.length, sha256 };
      whole.update(`${spec.name} ${sha256}\n`);
    }
  }
  return { digest: whole.digest('hex'), collections, checkpoints };
}
