import { Writable } from 'node:stream';
import type { Clock } from '../src/clock';
import type { MapTiles, TrustProxy } from '../src/config';
import type { Database } from '../src/db/database';
import type { PasswordHashCostName } from '../src/modules/identity/passwordHash';
import type { PaymentGateway } from '../src/payments/paymentGateway';
import { buildApp } from '../src/server';
import { version } from '../src/version';
import { openSeededTestDatabase } from './testDatabase';

/** The JSON log lines an app wrote, for tests that check what is logged. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  logs: LogLines;
}

/** The real app on a fresh, migrated database holding the demo catalog and accounts; logs are captured. */
export async function buildTestApp(
  options: {
    webRoot?: string;
    clock?: Clock;
    /** Which proxies' X-Forwarded-* headers the app believes (TRUST_PROXY); none when absent. */
    trustProxy?: TrustProxy;
    /** Each club's door reader key; none when absent. */
    doorReaderKeys?: ReadonlyMap<string, string>;
    /** The locator map's tile server; none when absent. */
    mapTiles?: MapTiles;
    /** The gateway on the test's database; the sandbox when absent. */
    paymentGateway?: (db: Database) => PaymentGateway;
    /** What new password hashes cost: tests' unless a test checks production's. */
    passwordHashCost?: PasswordHashCostName;
  } = {},
): Promise<TestApp> {
  const db = await openSeededTestDatabase();
  const logs = new LogLines();
  const { paymentGateway, ...rest } = options;
  const app = await buildApp({
    db,
    version,
    logger: { level: 'info', stream: logs },
    passwordHashCost: 'test',
    ...(paymentGateway ? { paymentGateway: paymentGateway(db) } : {}),
    ...rest,
  });
  return { app, db, logs };
}
