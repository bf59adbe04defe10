/** Bus channels between the processes (projector → api gateway and read-your-writes waiters). */
export const channels = {
  /** ChangeNotice, for the socket gateway. */
  changes: 'stint:changes',
  /** `{ position }`: every projection has passed this position (read-your-writes waits on it). */
  progress: 'stint:projector-progress',
} as const;
