import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { repoRoot } from '../src/paths';

describe('configuration from the environment', () => {
  it('defaults to port 3000, the embedded database in ./.data and info logs', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      logLevel: 'info',
      demoAccounts: true,
    });
  });

  it('loads the demo accounts by default only into the embedded database', () => {
    expect(readConfig({}).demoAccounts).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://127.0.0.1/clubjoin' }).demoAccounts).toBe(false);
    expect(
      readConfig({ DATABASE_URL: 'postgres://127.0.0.1/clubjoin', DEMO_ACCOUNTS: 'true' })
        .demoAccounts,
    ).toBe(true);
    expect(readConfig({ DEMO_ACCOUNTS: 'false' }).demoAccounts).toBe(false);
  });

  it('reads PORT, DATABASE_URL, DATA_DIR and LOG_LEVEL', () => {
    expect(
      readConfig({
        PORT: '8080',
        DATABASE_URL: 'postgres://club@127.0.0.1:5432/clubjoin',
        DATA_DIR: '/var/lib/clubjoin',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://club@127.0.0.1:5432/clubjoin',
      dataDir: '/var/lib/clubjoin',
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', DATA_DIR: '' }).databaseUrl).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(() =>
      readConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' }),
    ).toThrow(
      /^Bad configuration: PORT .*; DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL; LOG_LEVEL /,
    );
  });
});
