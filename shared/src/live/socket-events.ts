/** The socket.io event map, shared by the api gateway and the web client (docs/architecture.md §Realtime). */
import type { Topic } from './topics';

/**
 * A change notice: published by the projector after a batch commits, forwarded by the gateway to the rooms
 * that may see it. The web app revalidates what matches `topic` (REST stays the source of truth).
 */
export type ChangeNotice = {
  topic: Topic;
  rooms: string[];
  ids: string[];
  /** Global position of the newest event behind the change (a bigint, as a decimal string). */
  position: string;
};

/**
 * What a client receives of a change notice: its rooms stay on the server. They only route the notice, and they name
 * accounts (`employer:<id>`, `user:<id>`) that the rest of the room — the `public` room is everyone — must not learn.
 */
export type LiveNotice = Omit<ChangeNotice, 'rooms'>;

export type ServerToClientEvents = {
  change: (notice: LiveNotice) => void;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ClientToServerEvents = {};
