import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, readConfig } from '../src/config';
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
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      doorReaderKeys: new Map(),
      mapTiles: undefined,
      clockAt: undefined,
      passwordHashCost: 'production',
    });
  });

  it('reads DOOR_READER_KEYS as the door reader key of each club, naming a malformed list', () => {
    const key = 'k'.repeat(32);
    expect(readConfig({ DOOR_READER_KEYS: `5:${key}, 17:${key}x` }).doorReaderKeys).toEqual(
      new Map([
        ['5', key],
        ['17', `${key}x`],
      ]),
    );
    for (const bad of ['5', `5:short`, `five:${key}`, `5:${key},5:${key}`, `5:${key},`]) {
      expect(() => readConfig({ DOOR_READER_KEYS: bad })).toThrow(/DOOR_READER_KEYS must be/);
    }
  });

  it('reads MAP_TILE_URL as a URL template with {z}, {x} and {y}, with its attribution', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(readConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Tiles' }).mapTiles).toEqual({
      url,
      attribution: '© Tiles',
    });
    expect(readConfig({ MAP_TILE_URL: url }).mapTiles).toEqual({ url, attribution: '' });
    expect(readConfig({ MAP_TILE_URL: '' }).mapTiles).toBeUndefined();
    for (const bad of ['tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/{z}/{x}.png']) {
      expect(() => readConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL must be/);
    }
    expect(() => readConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x'.repeat(121) })).toThrow(
      /MAP_TILE_ATTRIBUTION must be at most 120 characters/,
    );
  });

  it('reads TRUST_PROXY: believe no proxy, every peer, or the proxies at these addresses', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(
      readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback,fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback', 'fd00::/8']);
    for (const bad of ['yes', '2', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(
        'Bad configuration: TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses',
      );
    }
  });

  it('reads PUBLIC_URL for the links in emails, else the local address of PORT', () => {
    expect(readConfig({ PUBLIC_URL: 'https://join.club.example' }).publicUrl).toBe(
      'https://join.club.example',
    );
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(() => readConfig({ PUBLIC_URL: 'join.club.example' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// URL',
    );
  });

  it('reads SMTP_URL and MAIL_FROM for the confirmation emails', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Club Memberships <join@club.example>',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Club Memberships <join@club.example>',
    });
    expect(readConfig({ SMTP_URL: '', MAIL_FROM: 'join@club.example' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'join@club.example',
    });
  });

  it('refuses an SMTP_URL that is not smtp:// and a MAIL_FROM that is not an address', () => {
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'Bad configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => readConfig({ MAIL_FROM: 'the club' })).toThrow(
      'Bad configuration: MAIL_FROM must be an email address, optionally as Name <address>',
    );
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

  it('reads CLOCK_AT, the instant a server for tests and demos starts its clock at', () => {
    expect(readConfig({ CLOCK_AT: '2026-11-21T18:00:00Z' }).clockAt).toEqual(
      new Date('2026-11-21T18:00:00Z'),
    );
    expect(readConfig({ CLOCK_AT: '2026-12-31T23:30:00.250-06:00' }).clockAt).toEqual(
      new Date('2027-01-01T05:30:00.250Z'),
    );
    expect(readConfig({ CLOCK_AT: '' }).clockAt).toBeUndefined();
  });

  it.each([
    '2026-11-21',
    '2026-11-21T18:00:00',
    '2026-02-30T12:00:00Z',
    '2026-11-21T24:00Z',
    'now',
  ])('refuses CLOCK_AT=%s, which is not an instant with its offset', (value) => {
    expect(() => readConfig({ CLOCK_AT: value })).toThrow(
      'Bad configuration: CLOCK_AT must be an ISO 8601 instant with its offset, such as 2026-11-21T18:00:00Z',
    );
  });
});
