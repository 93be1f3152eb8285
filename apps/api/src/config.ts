import { join } from 'node:path';
import { z } from 'zod';
import { parseIsoDate } from '@clubjoin/domain/time/isoDate';
import { repoRoot } from './paths';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Who the confirmation emails come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'clubjoin <no-reply@clubjoin.example>';

const CLOCK_AT_MESSAGE =
  'must be an ISO 8601 instant with its offset, such as 2026-11-21T18:00:00Z';

/**
 * An instant as ISO 8601 with its offset (`2026-11-21T18:00:00Z`, `2026-11-21T12:00:00-06:00`),
 * or undefined for anything else, a date that does not exist (`2026-02-30T...`) among them.
 */
function parseInstant(text: string): Date | undefined {
  const match =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.exec(
      text,
    );
  if (!match) return undefined;
  const [, date = '', hours, minutes, seconds = '0'] = match;
  if (!parseIsoDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    return undefined;
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

const Environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(repoRoot, '.data'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_ACCOUNTS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an email address, optionally as Name <address>',
      )
      .default(DEFAULT_MAIL_FROM),
  ),
  CLOCK_AT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((text) => parseInstant(text) !== undefined, CLOCK_AT_MESSAGE)
      .transform((text) => parseInstant(text) as Date)
      .optional(),
  ),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  /** Whether an empty database gets the demo accounts, whose passwords are public. */
  demoAccounts: boolean;
  /** The SMTP server the outbox sends through (03 §5); unset keeps emails in the database. */
  smtpUrl: string | undefined;
  /** The From address of the emails sent. */
  mailFrom: string;
  /**
   * Where people reach the app: the links in emails start with it. From configuration, never from
   * a request's Host header, which a caller could set to send someone else's link elsewhere.
   */
  publicUrl: string;
  /**
   * For browser tests and demos only: the instant the server's clock starts at, after which it
   * runs on with real elapsed time; unset, the system clock.
   */
  clockAt: Date | undefined;
}

/** Reads the configuration from environment variables; each bad one is named in the error. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Bad configuration: ${problems.join('; ')}`);
  }
  const {
    PORT,
    HOST,
    DATABASE_URL,
    DATA_DIR,
    LOG_LEVEL,
    DEMO_ACCOUNTS,
    SMTP_URL,
    MAIL_FROM,
    PUBLIC_URL,
    CLOCK_AT,
  } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    logLevel: LOG_LEVEL,
    // On by default only for the embedded database, a developer's own; a server may hold real
    // members, so there they load only when asked.
    demoAccounts: DEMO_ACCOUNTS ? DEMO_ACCOUNTS === 'true' : DATABASE_URL === undefined,
    smtpUrl: SMTP_URL,
    mailFrom: MAIL_FROM,
    publicUrl: PUBLIC_URL ?? `http://localhost:${PORT}`,
    clockAt: CLOCK_AT,
  };
}
