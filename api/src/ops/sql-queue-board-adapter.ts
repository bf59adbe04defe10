/**
 * Bull Board over the SQL queue (the embedded profile's, in PGlite), so `npm start` has a queue board too. It
 * offers what that queue does — counts, jobs by state, retrying failed jobs, forgetting finished ones — and
 * answers 405 with the reason for everything else (pausing, adding jobs, schedulers, concurrency, …) rather
 * than pretending.
 */
import { BaseAdapter } from '@bull-board/api/dist/queueAdapters/base.js';
import type {
  AppJobScheduler,
  JobCleanStatus,
  JobCounts,
  JobRetryStatus,
  JobSchedulerUpdateResult,
  JobState,
  JobStatus,
  QueueJob,
  QueueJobJson,
  QueueMetrics,
  Status,
} from '@bull-board/api/dist/types.js';
import type { JobSnapshot } from '@stint/shared/infra/queue/queue-rules';
import type { SqlQueue } from '@stint/shared/infra/queue/sql-queue';

const JOB_STATUSES = ['active', 'waiting', 'delayed', 'completed', 'failed'] as const satisfies JobStatus[];
type SqlStatus = (typeof JOB_STATUSES)[number];

/** Bull Board answers an error with its `statusCode`. */
export class UnsupportedOnSqlQueue extends Error {
  override readonly name = 'UnsupportedOnSqlQueue';
  readonly statusCode = 405;
  constructor(what: string) {
    super(`The embedded queue (jobs kept in the database) cannot ${what}; the BullMQ queue (REDIS_URL) can.`);
  }
}

const isSqlStatus = (status: string): status is SqlStatus => (JOB_STATUSES as readonly string[]).includes(status);

export class SqlQueueBoardAdapter extends BaseAdapter {
  constructor(
    private readonly queue: SqlQueue,
    private readonly name: string,
  ) {
    // Completed jobs are not retried here: the SQL queue re-runs failed jobs only.
    super('bullmq', { allowRetries: true, allowCompletedRetries: false, description: 'embedded queue' });
  }

  getName(): string {
    return this.name;
  }

  getStatuses(): Status[] {
    return ['latest', ...JOB_STATUSES];
  }

  getJobStatuses(): JobStatus[] {
    return [...JOB_STATUSES];
  }

  async getJobCounts(): Promise<JobCounts> {
    return (await this.queue.counts(this.name)) as JobCounts;
  }

  async getJobs(statuses: JobStatus[], start = 0, end = -1): Promise<QueueJob[]> {
    return (await this.queue.jobs(this.name, statuses.filter(isSqlStatus), start, end)).map((job) => this.wrap(job));
  }

  async getJob(id: string): Promise<QueueJob | null> {
    const job = await this.queue.job(this.name, id);
    return job ? this.wrap(job) : null;
  }

  async clean(status: JobCleanStatus, graceTimeMs: number): Promise<void> {
    if (status !== 'completed' && status !== 'failed') throw new UnsupportedOnSqlQueue(`clean ${status} jobs`);
    await this.queue.clean(this.name, status, graceTimeMs);
  }

  async getJobLogs(): Promise<string[]> {
    return [];
  }

  async getMetrics(): Promise<QueueMetrics> {
    return { meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 };
  }

  async getRedisInfo(): Promise<string | null> {
    return null;
  }

  async isPaused(): Promise<boolean> {
    return false;
  }

  async getGlobalConcurrency(): Promise<number | null> {
    return null;
  }

  async getJobSchedulers(): Promise<Omit<AppJobScheduler, 'queueName'>[]> {
    return [];
  }

  async getJobSchedulersCount(): Promise<number> {
    return 0;
  }

  async removeJobScheduler(): Promise<boolean> {
    return false;
  }

  async updateJobScheduler(): Promise<JobSchedulerUpdateResult> {
    return 'not-found';
  }

  async runJobSchedulerNow(): Promise<'not-found'> {
    return 'not-found';
  }

  addJob(): Promise<QueueJob> {
    return Promise.reject(new UnsupportedOnSqlQueue('add jobs from the board'));
  }

  pause(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('pause'));
  }

  resume(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('pause or resume'));
  }

  empty(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('empty a queue'));
  }

  obliterate(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('obliterate a queue'));
  }

  promoteAll(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('promote delayed jobs'));
  }

  setGlobalConcurrency(): Promise<void> {
    return Promise.reject(new UnsupportedOnSqlQueue('change the concurrency'));
  }

  private wrap(job: JobSnapshot): QueueJob {
    const queue = this.queue;
    const name = this.name;
    const json: QueueJobJson = {
      id: job.id,
      name: job.name,
      data: job.payload,
      progress: 0,
      attemptsMade: job.attemptsMade,
      timestamp: job.enqueuedAt,
      processedOn: job.processedAt,
      finishedOn: job.finishedAt,
      delay: job.dueAt === null ? 0 : Math.max(0, job.dueAt - job.enqueuedAt),
      failedReason: job.failedReason ?? '',
      stacktrace: job.stacktrace ? [job.stacktrace] : [],
      returnvalue: null,
      opts: { attempts: job.attempts },
    };
    return {
      opts: { delay: json.delay },
      toJSON: () => json,
      getState: async (): Promise<JobState> => (await queue.job(name, job.id))?.state ?? 'unknown',
      async retry(state?: JobRetryStatus) {
        if (state === 'completed') throw new UnsupportedOnSqlQueue('retry completed jobs');
        if (!(await queue.retry(name, job.id)))
          throw Object.assign(new Error('Only a failed job can be retried'), { statusCode: 400 });
      },
      async remove() {
        if (!(await queue.remove(name, job.id))) throw new UnsupportedOnSqlQueue('remove a job that has not finished');
      },
      promote: () => Promise.reject(new UnsupportedOnSqlQueue('promote delayed jobs')),
      // Without it Bull Board would answer an edit with a 200 and change nothing.
      updateData: () => Promise.reject(new UnsupportedOnSqlQueue('edit job data')),
    };
  }
}
