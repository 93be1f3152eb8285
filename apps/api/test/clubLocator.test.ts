import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

interface Found {
  mmsClubId: string;
  marketingClubName: string;
  distance: number;
}

interface Answer {
  place: { name: string; latitude: number; longitude: number } | null;
  radius: number;
  clubs: Found[];
  nearestFarther: Found | null;
}

/**
 * The locator's search by place against the real gazetteer (the zipcodes package's data) and the
 * demo catalog's clubs. Distances are checked to the mile: the place's middle comes from the data.
 */
describe('GET /api/locator/clubs (product/club-and-entry.md#club-locator)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const locate = async (place?: string) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/locator/clubs',
      query: place === undefined ? {} : { place },
    });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const found = (answer: Answer) =>
    answer.clubs.map((club) => [club.marketingClubName, Math.round(club.distance)]);

  it.each([
    {
      search: '55401',
      place: '55401 Minneapolis, MN',
      clubs: [
        ['Minneapolis Target Center, MN', 0],
        ['St. Paul Cathedral Hill, MN', 8],
        ['Bloomington Mall of America, MN', 9],
        ['Chanhassen, MN', 16],
        ['Rosemount, MN', 18],
      ],
    },
    {
      search: 'St Paul',
      place: 'Saint Paul, MN',
      clubs: [
        ['St. Paul Cathedral Hill, MN', 0],
        ['Minneapolis Target Center, MN', 9],
        ['Bloomington Mall of America, MN', 10],
        ['Rosemount, MN', 15],
      ],
    },
    {
      search: 'Saint Paul, MN',
      place: 'Saint Paul, MN',
      clubs: [
        ['St. Paul Cathedral Hill, MN', 0],
        ['Minneapolis Target Center, MN', 9],
        ['Bloomington Mall of America, MN', 10],
        ['Rosemount, MN', 15],
      ],
    },
    {
      search: 'Brooklyn',
      place: 'Brooklyn, NY',
      clubs: [
        ['New York World Trade Center, NY', 6],
        ['Jersey City Exchange Place, NJ', 6],
        ['New York Hudson Yards, NY', 8],
        ['Paramus, NJ', 20],
      ],
    },
    { search: 'Dallas, TX', place: 'Dallas, TX', clubs: [['Dallas Reunion, TX', 2]] },
    {
      search: 'M5V 2T6',
      place: 'M5V Downtown Toronto, ON',
      clubs: [
        ['Toronto Yorkville, ON', 2],
        ['Mississauga Square One, ON', 14],
      ],
    },
    {
      search: '90210',
      place: '90210 Beverly Hills, CA',
      clubs: [['Los Angeles Downtown, CA', 9]],
    },
  ])('finds $search as $place, with the clubs within 20 miles nearest first', async (row) => {
    const { status, body } = await locate(row.search);

    expect(status).toBe(200);
    expect(body.place?.name).toBe(row.place);
    expect(body.radius).toBe(20);
    expect(found(body)).toEqual(row.clubs);
    expect(body.nearestFarther).toBeNull();
  });

  it('names the nearest club farther away when none is within 20 miles', async () => {
    const { status, body } = await locate('59801');

    expect(status).toBe(200);
    expect(body.place?.name).toBe('59801 Missoula, MT');
    expect(body.clubs).toEqual([]);
    expect(body.nearestFarther?.marketingClubName).toBe('Calgary Downtown, AB');
    expect(Math.round(body.nearestFarther?.distance ?? 0)).toBe(289);
  });

  it('answers no place for a search that names none', async () => {
    for (const search of ['Atlantis', 'Minnesota', '00000']) {
      const { status, body } = await locate(search);
      expect(status).toBe(200);
      expect(body).toEqual({ place: null, radius: 20, clubs: [], nearestFarther: null });
    }
  });

  it.each([
    [undefined, 'A place is needed: a city, a ZIP code or a postal code'],
    ['   ', 'A place is needed: a city, a ZIP code or a postal code'],
    ['x'.repeat(101), 'A place is at most 100 characters'],
  ])('refuses %j with 400 and says why', async (place, message) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/locator/clubs',
      query: place === undefined ? {} : { place },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(message) });
  });
});

describe("GET /api/locator/map: the map's tile server (MAP_TILE_URL, docs/decisions/0030)", () => {
  it('answers none without a tile server, and images of our origin only', async () => {
    const { app } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/locator/map' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tiles: null });
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data:;");
    } finally {
      await app.close();
    }
  });

  it("answers the configured tile server, whose origin the pages' policy lets serve images", async () => {
    const mapTiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' };
    const { app } = await buildTestApp({ mapTiles });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/locator/map' });
      expect(response.json()).toEqual({ tiles: mapTiles });
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: https://tiles.example;",
      );
    } finally {
      await app.close();
    }
  });
});
