import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir } from '../src/paths';
import { buildTestApp, type TestApp } from './testApp';

interface ClubRecord {
  mmsClubId: string;
}

async function shippedClubs(): Promise<ClubRecord[]> {
  return JSON.parse(await readFile(join(catalogDir, 'clubs.json'), 'utf8')) as ClubRecord[];
}

describe('the gateway club calls GET /api/gateway/club and /bin/lt/club.ef (product/decisions-and-platform.md#services-and-their-addresses)', () => {
  let subject: TestApp;
  let clubs: ClubRecord[];
  beforeAll(async () => {
    subject = await buildTestApp();
    clubs = await shippedClubs();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
    const response = await subject.app.inject({ method, url });
    return { status: response.statusCode, response };
  };

  it('answers every club of the catalog, with every field (product/club-and-entry.md#clubs), by club id', async () => {
    const { status, response } = await get('/api/gateway/club');
    expect(status).toBe(200);
    const byId = [...clubs].sort((a, b) => Number(a.mmsClubId) - Number(b.mmsClubId));
    expect(response.json()).toEqual(byId);
    expect(byId).toHaveLength(85);
  });

  it('answers the content-managed club by its id (cId)', async () => {
    const { status, response } = await get('/api/gateway/bin/lt/club.ef?cId=415');
    expect(status).toBe(200);
    expect(response.json()).toEqual(clubs.find((club) => club.mmsClubId === '415'));
    expect(response.json()).toMatchObject({
      marketingClubName: 'Vancouver Coal Harbour, BC',
      country: 'CA',
      open: 'PRESALE',
    });
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const { status, response } = await get('/api/gateway/bin/lt/club.ef?cId=5', 'HEAD');
    expect(status).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers 404 for an unknown club, to GET and HEAD', async () => {
    const { status, response } = await get('/api/gateway/bin/lt/club.ef?cId=999');
    expect(status).toBe(404);
    expect(response.json().message).toBe('There is no club 999.');
    expect((await get('/api/gateway/bin/lt/club.ef?cId=999', 'HEAD')).status).toBe(404);
  });

  it.each([
    { bad: 'no cId', url: '/api/gateway/bin/lt/club.ef' },
    { bad: 'a cId of letters', url: '/api/gateway/bin/lt/club.ef?cId=five' },
    { bad: 'a cId of 7 digits', url: '/api/gateway/bin/lt/club.ef?cId=1234567' },
  ])('$bad: 400 naming query.cId', async ({ url }) => {
    const { status, response } = await get(url);
    expect(status).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'query.cId', message: 'A club id is 1 to 6 digits' },
    ]);
  });
});
