import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  /** Whether an empty database gets the demo accounts, whose passwords are public. */
  demoAccounts: boolean;
}

/** Reads the configuration from environment variables; each bad one is named in the error. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Bad configuration: ${problems.join('; ')}`);
  }
  const { PORT, HOST, DATABASE_URL, DATA_DIR, LOG_LEVEL, DEMO_ACCOUNTS } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    logLevel: LOG_LEVEL,
    // On by default only for the embedded database, a developer's own; a server may hold real
    // members, so there they load only when asked.
    demoAccounts: DEMO_ACCOUNTS ? DEMO_ACCOUNTS === 'true' : DATABASE_URL === undefined,
  };
}
