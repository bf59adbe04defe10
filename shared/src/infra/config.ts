/**
 * Configuration, parsed once at boot from the environment with zod and frozen (docs/architecture.md §Run profiles). No
 * variable is required: with none set, Stint runs embedded on PGlite under ./data. With both store URLs set (server and
 * production profiles), PERSONAL_DATA_MASTER_KEYS is.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isPhoneNumber, OFFICE_ADDRESS_MAX, SUPPORT_PHONE_MAX } from '../contact/contact.constants';
import { parseMasterKeys } from './crypto/master-keys';

const optionalUrl = (schemes: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || schemes.some((scheme) => value.startsWith(scheme)), {
      message: `must start with ${schemes.join(' or ')}`,
    });

/** proxy-addr's names for well-known ranges (loopback: 127.0.0.0/8 and ::1). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which peers may tell the api the client's address in X-Forwarded-For (express `trust proxy`): a hop count, or the
 * proxies' addresses and CIDR ranges. `true` (trust whoever connects) is refused: any client could then name its own
 * address and walk round the per-address sign-in limits.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] => {
    const text = value?.trim() || 'loopback';
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
    context.addIssue({
      code: 'custom',
      message:
        "must be a hop count, or comma-separated proxy addresses / CIDR ranges ('loopback', 'linklocal', " +
        `'uniquelocal' allowed), not "${text}"`,
    });
    return z.NEVER;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /**
   * The address people use to reach Stint; links in emails point here. Unset: http://localhost:<PORT> (and the admins'
   * system page shows the address each request came to).
   */
  PUBLIC_URL: z.string().trim().url().optional(),
  /** express `trust proxy`: whose X-Forwarded-For names the client (`req.ip`, which the throttles key on). */
  TRUST_PROXY: trustProxy,
  EVENT_STORE_URL: optionalUrl(['postgres://', 'postgresql://', 'esdb://', 'esdb+discover://', 'kurrentdb://']),
  READ_STORE_URL: optionalUrl(['postgres://', 'postgresql://', 'mongodb://', 'mongodb+srv://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  /** Key prefix in Redis: BullMQ queues, throttles, the projector lease (several deployments may share one Redis). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('stint'),
  MAIL_FROM: z.string().default('Stint <no-reply@stint.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.string().default('7d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JOB_BOARD_URL: z.string().url().optional(),
  JOB_BOARD_SYNC_MINUTES: z.coerce.number().positive().default(30),
  /**
   * Sign-in attempts per account from one address before 429 (the admins' max login attempts overrides it), and
   * how long the window lasts; a right password starts the account's count from that address again.
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Failed sign-ins from one address across all accounts in that window before 429 (credential stuffing). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /** How long a password-reset link works; at most 60 minutes (docs/architecture.md §Security). */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(60),
  /**
   * The contact details (the admins' system settings override each): where contact-form messages are mailed (Reply-To
   * is the sender), also shown on the contact page; the phone number the page shows as a tel: link (unset: no phone
   * card); the office address with its Get Directions link (unset: business hours only).
   */
  SUPPORT_EMAIL: z.string().email().default('support@stint.local'),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .max(SUPPORT_PHONE_MAX)
    .refine(isPhoneNumber, 'must be a phone number of 6 to 20 digits (spaces and + ( ) - . may go with them)')
    .optional(),
  CONTACT_ADDRESS: z.string().trim().min(1).max(OFFICE_ADDRESS_MAX).optional(),
  /** Contact-form messages accepted per IP in each window, and the window's length. */
  CONTACT_MAX_MESSAGES: z.coerce.number().int().positive().default(5),
  CONTACT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  /** Messages one person may post to application threads in each window, and the window's length (issue 17). */
  MESSAGES_MAX_PER_WINDOW: z.coerce.number().int().positive().default(30),
  MESSAGES_WINDOW_SECONDS: z.coerce.number().positive().default(60),
  /** How long a message waits unread before its recipient is mailed (15 minutes; tests shorten it). */
  MESSAGE_UNREAD_MAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  /**
   * How long a projector group's lease, and a projector's membership, last unless renewed (every third and every
   * sixth of it). With REDIS_URL, the `projector` processes share the groups; the others take a dead one's groups
   * over at most this long (plus a heartbeat and the 500 ms retry) after it dies.
   */
  PROJECTOR_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(3000),
  /**
   * BullMQ: how long a worker's lock on a running job lasts unless renewed (renewed at half-time), and how often
   * workers look for jobs whose worker died. A job of a killed worker runs again after at most about both.
   */
  QUEUE_LOCK_MS: z.coerce.number().int().min(100).default(30_000),
  QUEUE_STALLED_CHECK_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * `/readyz` says "not ready" once the oldest event a projection has not applied is older than this (a projector that
   * stopped or fell far behind), and whenever a projection has parked an event.
   */
  READY_MAX_LAG_SECONDS: z.coerce.number().positive().default(60),
  /** How long a command waits for its projections before answering (read-your-writes). */
  CONSISTENCY_WAIT_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * `id:base64key` entries (comma-separated): the master keys that wrap the per-person keys of personal data.
   * The first wraps new keys; the others still unwrap, so keys can be rotated (`npm run keys:rotate`). Unset in
   * the embedded profile: one is created in DATA_DIR. Required in the server and production profiles.
   */
  PERSONAL_DATA_MASTER_KEYS: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      try {
        return parseMasterKeys(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type Config = Readonly<
  Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
    /** PUBLIC_URL, else http://localhost:<PORT>. */
    PUBLIC_URL: string;
    /** Whether PUBLIC_URL was set, rather than following PORT. */
    publicUrlIsSet: boolean;
    dataDir: string;
    embedded: boolean;
  }
>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // CONTACT_PHONE is SUPPORT_PHONE's former name; blank contact details count as unset.
  const parsed = configSchema.safeParse({
    ...env,
    SUPPORT_PHONE: (env.SUPPORT_PHONE ?? env.CONTACT_PHONE)?.trim() || undefined,
    CONTACT_ADDRESS: env.CONTACT_ADDRESS?.trim() || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const embedded = !value.EVENT_STORE_URL || !value.READ_STORE_URL;
  if (!embedded && !value.PERSONAL_DATA_MASTER_KEYS) {
    // A key created on one machine's disk would not be shared by the other processes, nor kept apart from the
    // database it protects.
    throw new Error(
      'Invalid configuration:\n  PERSONAL_DATA_MASTER_KEYS: required when EVENT_STORE_URL and READ_STORE_URL are ' +
        'set (server and production profiles). It wraps the keys of personal data; give every process the same ' +
        'value, e.g. PERSONAL_DATA_MASTER_KEYS="k1:$(openssl rand -base64 32)", and keep it outside the database ' +
        'and its backups (README: Operations, personal-data keys).',
    );
  }
  const postgres = [value.EVENT_STORE_URL, value.READ_STORE_URL].some((url) => url?.startsWith('postgres'));
  if (!embedded && !postgres && !value.REDIS_URL) {
    throw new Error(
      'Invalid configuration:\n  REDIS_URL: required with EventStoreDB and MongoDB (the production profile): the ' +
        'jobs queue lives in Redis, or in PostgreSQL or PGlite when one of them is used.',
    );
  }
  return Object.freeze({
    ...value,
    PUBLIC_URL: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    publicUrlIsSet: value.PUBLIC_URL !== undefined,
    dataDir: resolve(value.DATA_DIR),
    embedded,
  });
}
