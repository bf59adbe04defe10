import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@stint/shared/infra/logger';
import { errorHandler, isOutage } from './errors';

/** Answers GET / by throwing `error`, through the api's error handler. */
async function answerFor(error: Error): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler(createLogger('silent')));
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  } finally {
    server.close();
  }
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('errors from a store or Redis that is away', () => {
  it('are told apart from bugs', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(isOutage(maxRetries)).toBe(true);
    expect(isOutage(new Error('Connection is closed.'))).toBe(true);
    expect(isOutage(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isOutage(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isOutage(withCode('connection failure', '08006'))).toBe(true);
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isOutage(withCode('duplicate key value', '23505'))).toBe(false);
  });

  it('answer 503 with Retry-After, while a bug stays a 500 with its reference', async () => {
    expect(await answerFor(new Error('Connection is closed.'))).toEqual({
      status: 503,
      retryAfter: '5',
      body: { success: false, message: 'Stint is briefly unavailable. Please try again in a moment.' },
    });
    const bug = await answerFor(new Error('database exploded'));
    expect(bug.status).toBe(500);
    expect(bug.retryAfter).toBeNull();
  });
});
