import { isIP } from 'node:net';
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

const TRUST_PROXY_MESSAGE =
  'must be true, false, or a comma-separated list of proxy addresses (10.0.0.1, 10.0.0.0/8, loopback)';

/** The names proxy-addr (Fastify's trustProxy) gives to ranges of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a range as address/prefix, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Whom to believe about `X-Forwarded-*`: nobody, every peer, or the proxies at these addresses. */
export type TrustProxy = boolean | string[];

/** TRUST_PROXY's value, or undefined when it is none of the forms it may take. */
function parseTrustProxy(text: string): TrustProxy | undefined {
  if (text === 'true' || text === 'false') return text === 'true';
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

const DOOR_READER_KEYS_MESSAGE =
  'must be a comma-separated list of clubId:key pairs, each key 32 to 128 letters, digits, dashes or underscores';

/** DOOR_READER_KEYS's value (`5:key,17:key`) as club id to key, or undefined when malformed. */
function parseDoorReaderKeys(text: string): ReadonlyMap<string, string> | undefined {
  const keys = new Map<string, string>();
  for (const pair of text.split(',')) {
    const match = /^\s*(\d{1,6}):([\w-]{32,128})\s*$/.exec(pair);
    if (!match?.[1] || !match[2] || keys.has(match[1])) return undefined;
    keys.set(match[1], match[2]);
  }
  return keys;
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
  PASSWORD_HASH_COST: z.preprocess(
    emptyAsUndefined,
    z.enum(['production', 'test']).default('production'),
  ),
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
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('false')
      .refine((text) => parseTrustProxy(text) !== undefined, TRUST_PROXY_MESSAGE)
      .transform((text) => parseTrustProxy(text) as TrustProxy),
  ),
  DOOR_READER_KEYS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((text) => parseDoorReaderKeys(text) !== undefined, DOOR_READER_KEYS_MESSAGE)
      .transform((text) => parseDoorReaderKeys(text) as ReadonlyMap<string, string>)
      .optional(),
  ),
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/?#]+\/\S*$/,
        'must be an http:// or https:// URL template with {z}, {x} and {y}',
      )
      .refine(
        (text) => ['{z}', '{x}', '{y}'].every((part) => text.includes(part)),
        'must be an http:// or https:// URL template with {z}, {x} and {y}',
      )
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUndefined,
    z.string().max(120, 'must be at most 120 characters').default(''),
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

/** A map tile server: its URL template and the credit shown on the map. */
export interface MapTiles {
  url: string;
  attribution: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  /** Whether an empty database gets the demo accounts, whose passwords are public. */
  demoAccounts: boolean;
  /**
   * The SMTP server the outbox sends through (product/decisions-and-platform.md#email-delivery);
   * unset keeps emails in the database.
   */
  smtpUrl: string | undefined;
  /** The From address of the emails sent. */
  mailFrom: string;
  /**
   * Where people reach the app: the links in emails start with it. From configuration, never from
   * a request's Host header, which a caller could set to send someone else's link elsewhere.
   */
  publicUrl: string;
  /**
   * Which proxies are believed about `X-Forwarded-For` and `X-Forwarded-Proto`: the client address
   * (rate limits, logs) and whether the browser came over HTTPS (Secure cookies, HSTS). Believing a
   * header anyone can send would let a caller pick its own address for the rate limits.
   */
  trustProxy: TrustProxy;
  /**
   * Each club's door reader key (docs/decisions/0024): a reader proves which club it stands in by
   * sending its club's key with a check-in. No key, no reader.
   */
  doorReaderKeys: ReadonlyMap<string, string>;
  /**
   * The tile server the locator's map draws on (docs/decisions/0030): a URL template with {z},
   * {x} and {y}, and the credit its terms ask for; unset, the map is the offline outline.
   */
  mapTiles: MapTiles | undefined;
  /**
   * For browser tests and demos only: the instant the server's clock starts at, after which it
   * runs on with real elapsed time; unset, the system clock.
   */
  clockAt: Date | undefined;
  /** For tests only: new password hashes at tests' cheaper cost; production's otherwise. */
  passwordHashCost: 'production' | 'test';
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
    TRUST_PROXY,
    DOOR_READER_KEYS,
    MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION,
    CLOCK_AT,
    PASSWORD_HASH_COST,
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
    trustProxy: TRUST_PROXY,
    doorReaderKeys: DOOR_READER_KEYS ?? new Map(),
    mapTiles: MAP_TILE_URL ? { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION } : undefined,
    clockAt: CLOCK_AT,
    passwordHashCost: PASSWORD_HASH_COST,
  };
}
