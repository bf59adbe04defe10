/**
 * The world of a mail spec: the api it needs, a real SMTP server (an in-process smtp-server), the platform mailing
 * through it, and one reactor with its job running on that platform; all stopped after the describe.
 */
import { afterAll, beforeAll } from 'vitest';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { SmtpMailer } from '@stint/shared/infra/mail/smtp-mailer';
import type { Platform } from '@stint/shared/infra/platform';
import { startSmtpSink } from '@stint/shared/infra/testing/smtp-sink';
import { startWorkers, type JobDefinition, type Reactor } from '../runtime/reactor';

/** Call inside a describe: it adds the beforeAll and afterAll hooks; what they start is read when used. */
export function useMailWorkers(spec: {
  start: () => Promise<TestApi>;
  reactor: Reactor;
  job: (platform: Platform) => JobDefinition;
  /** Settings the mail job reads beyond the api's (the support address). */
  config?: Partial<Platform['config']>;
}) {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: SmtpMailer;
  let platform: Platform;
  let workers: { stop(): Promise<void> } | null = null;

  beforeAll(async () => {
    api = await spec.start();
    sink = await startSmtpSink();
    mailer = new SmtpMailer(sink.url, { logger: api.platform.logger });
    platform = { ...api.platform, mailer, config: { ...api.platform.config, ...spec.config } };
    workers = await startWorkers({ ...platform, reactors: [spec.reactor], jobs: [spec.job(platform)] });
  });
  afterAll(async () => {
    await workers?.stop();
    await mailer?.close();
    await sink?.stop();
    await api?.close();
  });

  return {
    get api() {
      return api;
    },
    get sink() {
      return sink;
    },
    get platform() {
      return platform;
    },
    /** Stops the reactor and its job before the describe ends, so that a replay alone reacts. */
    async stopWorkers() {
      await workers?.stop();
      workers = null;
    },
  };
}
