import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Minneapolis City Hall, and the clubs around it with their great-circle distances in miles,
 * worked out apart from the code under test with the spherical law of cosines on the same earth
 * radius (3958.8 miles): d = R · acos(sin φ1 sin φ2 + cos φ1 cos φ2 cos Δλ).
 */
const cityHall = { latitude: 44.9778, longitude: -93.265 };
const TWIN_CITIES = [
  { mmsClubId: '17', name: 'Minneapolis Target Center', miles: 0.5503 },
  { mmsClubId: '22', name: 'St. Paul Cathedral Hill', miles: 7.9199 },
  { mmsClubId: '24', name: 'Bloomington Mall of America', miles: 8.5646 },
  { mmsClubId: '5', name: 'Chanhassen', miles: 15.9656 },
  { mmsClubId: '31', name: 'Rosemount', miles: 17.8272 },
];

interface Found {
  mmsClubId: string;
  name: string;
  open: string;
  distance: number;
}

describe('GET /api/gateway/club/nearest (product/club-and-entry.md#nearest-club-search)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const search = async (query: Record<string, string | number | undefined>) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/gateway/club/nearest',
      query: Object.fromEntries(
        Object.entries(query).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)]],
        ),
      ),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ids = (found: Found[]) => found.map((club) => club.mmsClubId);

  it('answers the clubs within 20 miles by default, nearest first, each with its distance', async () => {
    const { status, body } = await search(cityHall);
    expect(status).toBe(200);
    expect(
      (body as Found[]).map(({ mmsClubId, name, distance }) => ({ mmsClubId, name, distance })),
    ).toEqual(
      TWIN_CITIES.map(({ mmsClubId, name, miles }) => ({
        mmsClubId,
        name,
        distance: expect.closeTo(miles, 3),
      })),
    );
  });

  it('leaves out clubs nearer than those of types other than 1 and 2 (product/club-and-entry.md#which-clubs-are-listed)', async () => {
    // The IDS Center club (type 6) is 0.38 miles from City Hall; the digital clubs 815 and 370
    // (types 3 and 4) sit at Chanhassen's coordinates.
    const { body } = await search(cityHall);
    expect(ids(body)).not.toContain('19');
    expect(ids(body)).not.toContain('815');
    expect(ids(body)).not.toContain('370');
  });

  it('answers each club with every club field (product/club-and-entry.md#clubs)', async () => {
    const { body } = await search({ ...cityHall, limit: 1 });
    expect(body).toEqual([
      expect.objectContaining({
        mmsClubId: '17',
        marketingClubName: 'Minneapolis Target Center, MN',
        stateAbbr: 'MN',
        timeZone: 'America/Chicago',
        salesRadius: 20,
        latitude: 44.9795,
        longitude: -93.276,
        open: 'OPEN',
        clubTypeId: 1,
        domainPrefix: 'minneapolis-target-center',
      }),
    ]);
  });

  it.each([
    { distance: 8, found: ['17', '22'] },
    { distance: 8.6, found: ['17', '22', '24'] },
    { distance: 16, found: ['17', '22', '24', '5'] },
    { distance: 0.5, found: [] },
  ])('keeps the clubs within $distance miles', async ({ distance, found }) => {
    expect(ids((await search({ ...cityHall, distance })).body)).toEqual(found);
  });

  it.each([
    { limit: 1, found: ['17'] },
    { limit: 3, found: ['17', '22', '24'] },
    { limit: 100, found: ['17', '22', '24', '5', '31'] },
  ])('answers at most $limit clubs, the nearest', async ({ limit, found }) => {
    expect(ids((await search({ ...cityHall, limit })).body)).toEqual(found);
  });

  it('lists presale clubs, saying they are presale', async () => {
    // Vancouver Coal Harbour (presale) and Burnaby Metrotown, 6.7487 miles apart.
    const { body } = await search({ latitude: 49.287, longitude: -123.119, distance: 10 });
    expect((body as Found[]).map(({ mmsClubId, open }) => ({ mmsClubId, open }))).toEqual([
      { mmsClubId: '415', open: 'PRESALE' },
      { mmsClubId: '417', open: 'OPEN' },
    ]);
    expect((body as Found[])[1]?.distance).toBeCloseTo(6.7487, 3);
  });

  it('answers every listed club for a radius around the earth: open or presale, type 1 or 2', async () => {
    const { body } = await search({ latitude: 0, longitude: 0, distance: 13000 });
    expect(body).toHaveLength(81);
    for (const club of body as (Found & { clubTypeId: number })[]) {
      expect(['OPEN', 'PRESALE']).toContain(club.open);
      expect([1, 2]).toContain(club.clubTypeId);
    }
  });

  it('answers an empty list for a point with no club in range', async () => {
    expect(await search({ latitude: 30, longitude: -40 })).toEqual({ status: 200, body: [] });
  });

  it.each([
    {
      bad: 'latitude 91',
      query: { latitude: 91, longitude: 0 },
      field: 'query.latitude',
      message: 'A latitude is -90 to 90 degrees',
    },
    {
      bad: 'latitude -90.5',
      query: { latitude: -90.5, longitude: 0 },
      field: 'query.latitude',
      message: 'A latitude is -90 to 90 degrees',
    },
    {
      bad: 'latitude north',
      query: { latitude: 'north', longitude: 0 },
      field: 'query.latitude',
      message: 'A latitude is a decimal number of degrees',
    },
    {
      bad: 'no latitude',
      query: { longitude: 0 },
      field: 'query.latitude',
      message: 'A latitude is a decimal number of degrees',
    },
    {
      bad: 'longitude 180.01',
      query: { latitude: 0, longitude: 180.01 },
      field: 'query.longitude',
      message: 'A longitude is -180 to 180 degrees',
    },
    {
      bad: 'longitude 1e2',
      query: { latitude: 0, longitude: '1e2' },
      field: 'query.longitude',
      message: 'A longitude is a decimal number of degrees',
    },
    {
      bad: 'no longitude',
      query: { latitude: 0 },
      field: 'query.longitude',
      message: 'A longitude is a decimal number of degrees',
    },
    {
      bad: 'distance 0',
      query: { ...cityHall, distance: 0 },
      field: 'query.distance',
      message: 'A distance is more than 0 miles',
    },
    {
      bad: 'distance far',
      query: { ...cityHall, distance: 'far' },
      field: 'query.distance',
      message: 'A distance is a decimal number of miles',
    },
    {
      bad: 'limit 0',
      query: { ...cityHall, limit: 0 },
      field: 'query.limit',
      message: 'A limit is a whole number from 1 to 100',
    },
    {
      bad: 'limit 101',
      query: { ...cityHall, limit: 101 },
      field: 'query.limit',
      message: 'A limit is a whole number from 1 to 100',
    },
    {
      bad: 'limit 2.5',
      query: { ...cityHall, limit: 2.5 },
      field: 'query.limit',
      message: 'A limit is a whole number from 1 to 100',
    },
  ])('$bad: 400 naming $field', async ({ query, field, message }) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field, message }]);
  });
});
