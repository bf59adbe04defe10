/**
 * Bus channels between the processes (projector → api gateway and read-your-writes waiters). On Redis each is
 * prefixed with QUEUE_PREFIX (`stint:changes`), so deployments sharing one Redis never hear each other.
 */
export const channels = {
  /** ChangeNotice, for the socket gateway. */
  changes: 'changes',
  /** `{ position }`: every projection has passed this position (read-your-writes waits on it). */
  progress: 'projector-progress',
  /** `{ rebuild: <projection name> }`: the active projector rebuilds that projection (an admin's retry of parked events). */
  projectorControl: 'projector-control',
  /**
   * `{ projection: <name> }`: a rebuild of that projection took over, so its collections were replaced without a change
   * notice per document; what the api keeps in memory from the read models is dropped (notice-cache.ts).
   */
  readModelsReplaced: 'read-models-replaced',
} as const;
