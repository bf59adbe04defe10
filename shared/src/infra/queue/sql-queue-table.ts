/** The SQL queue's table: one row per job, under a prefix per deployment (see sql-queue.ts). */
import type { JobSnapshot, JobState } from './queue-rules';

export const NOTIFY_CHANNEL = 'stint_queue_jobs';

export const MIGRATION = `
create table if not exists queue_jobs (
  prefix text not null,
  queue text not null,
  id text not null,
  seq bigserial not null,
  name text not null,
  payload text not null,
  state text not null check (state in ('waiting', 'active', 'completed', 'failed')),
  attempts int not null,
  backoff_ms bigint not null,
  attempts_made int not null default 0,
  stalled_count int not null default 0,
  enqueued_at bigint not null,
  due_at bigint not null,
  processed_at bigint,
  finished_at bigint,
  lease_owner text,
  lease_until bigint,
  failed_reason text,
  stacktrace text,
  primary key (prefix, queue, id)
);
create index if not exists queue_jobs_due on queue_jobs (prefix, queue, due_at, seq) where state = 'waiting';
create index if not exists queue_jobs_leases on queue_jobs (prefix, lease_until) where state = 'active';
create index if not exists queue_jobs_finished on queue_jobs (prefix, queue, state, finished_at)
  where state in ('completed', 'failed');
`;

export type JobRow = {
  id: string;
  seq: string | number;
  name: string;
  payload: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  attempts: number;
  backoff_ms: string | number;
  attempts_made: number;
  enqueued_at: string | number;
  due_at: string | number;
  processed_at: string | number | null;
  finished_at: string | number | null;
  failed_reason: string | null;
  stacktrace: string | null;
};

/** A waiting row is shown as delayed until it is due. */
export const SHOWN_STATE = `case when state = 'waiting' and due_at > $3 then 'delayed' else state end`;

export function snapshot(row: JobRow, state: JobState): JobSnapshot {
  const dueAt = Number(row.due_at);
  return {
    id: row.id,
    name: row.name,
    payload: JSON.parse(row.payload),
    state,
    attemptsMade: row.attempts_made,
    attempts: row.attempts,
    enqueuedAt: Number(row.enqueued_at),
    processedAt: row.processed_at === null ? null : Number(row.processed_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    dueAt: state === 'delayed' ? dueAt : null,
    failedReason: row.failed_reason,
    stacktrace: row.stacktrace,
  };
}
