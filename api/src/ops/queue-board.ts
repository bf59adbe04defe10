/**
 * Bull Board (issue 6) at /ops/queues, one adapter per queue: BullMQ's own adapter on the real BullMQ queues in
 * the server profile, ours over the SQL queue in the embedded one. Queues are picked up as they appear
 * (the workers' registry names them; a process may open more), so the board is never missing one.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { BaseAdapter } from '@bull-board/api/dist/queueAdapters/base.js';
import { ExpressAdapter } from '@bull-board/express';
import { Router } from 'express';
import type { Platform } from '@stint/shared/infra/platform';
import { BullmqQueue } from '@stint/shared/infra/queue/bullmq-queue';
import { SqlQueue } from '@stint/shared/infra/queue/sql-queue';
import type { WorkersView } from '../platform/process-views';
import { SqlQueueBoardAdapter } from './sql-queue-board-adapter';

/** Every queue this deployment has: the workers' registry, and whatever this process's queue has opened. */
export function queueNameLister(platform: Platform, workers: WorkersView): () => string[] {
  return () => {
    const names = new Set(workers.queueNames());
    const queue = platform.queue;
    if (queue instanceof SqlQueue || queue instanceof BullmqQueue)
      for (const name of queue.queueNames()) names.add(name);
    return [...names].sort();
  };
}

function boardAdapter(platform: Platform, name: string): BaseAdapter | null {
  const queue = platform.queue;
  if (queue instanceof BullmqQueue) return new BullMQAdapter(queue.bullQueue(name));
  if (queue instanceof SqlQueue) return new SqlQueueBoardAdapter(queue, name);
  return null;
}

export function queueBoardRouter(
  platform: Platform,
  options: { basePath: string; queueNames: () => string[] },
): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(options.basePath);
  const embedded = platform.queue instanceof SqlQueue;
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: {
      uiConfig: {
        boardTitle: 'Stint queues',
        // The SQL queue has no Redis to describe.
        hideRedisDetails: embedded,
        hideDocsLink: true,
        miscLinks: [
          { text: 'Projections', url: '/ops/projections/' },
          { text: 'API docs', url: '/ops/api-docs/' },
        ],
      },
    },
  });
  const added = new Set<string>();
  const router = Router();
  router.use((_req, _res, next) => {
    for (const name of options.queueNames()) {
      if (added.has(name)) continue;
      const adapter = boardAdapter(platform, name);
      if (adapter) board.addQueue(adapter);
      added.add(name);
    }
    next();
  });
  router.use(serverAdapter.getRouter());
  return router;
}
