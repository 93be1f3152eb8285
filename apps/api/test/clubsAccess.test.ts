import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

interface ListedClub {
  clubId: string;
  open: string;
  productPrice: number;
}
interface Area {
  country: string;
  stateAbbr: string;
  name: string;
  accessClubs: ListedClub[];
  upgradeClubs: ListedClub[];
}

const ids = (clubs: ListedClub[]) => clubs.map((club) => club.clubId);
const split = (area: Area | undefined) => ({
  access: ids(area?.accessClubs ?? []),
  upgrade: ids(area?.upgradeClubs ?? []),
});

/** Every US state of the demo catalog with a club of type 1 or 2 but Minnesota, by name. */
const OTHER_US_STATES = [
  'AZ',
  'CA',
  'CO',
  'CT',
  'FL',
  'GA',
  'IL',
  'IN',
  'KS',
  'MD',
  'MA',
  'MI',
  'MO',
  'NV',
  'NJ',
  'NY',
  'NC',
  'OH',
  'OK',
  'OR',
  'PA',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WI',
];

describe('GET /api/gateway/proc-commerce/v2/accessibleclubs (product/club-and-entry.md#club-access, #which-clubs-are-listed)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const access = async (
    type: string,
    price: string | number,
    adults: string | number,
    query = '',
  ) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/gateway/proc-commerce/v2/accessibleclubs/producttype/${type}/price/${price}/adults/${adults}${query}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers a Gold Monthly membership at Chanhassen: the Minnesota clubs it reaches and the dearer ones', async () => {
    // Monthly for 1 adult: Rosemount (Silver) $129, Chanhassen and St. Paul (Gold) $159,
    // Mall of America (Platinum) $199, Target Center (Onyx) $269; IDS Center is type 6.
    const { status, body } = await access('Monthly', 15900, 1, '?clubId=5');
    expect(status).toBe(200);
    expect(body.localArea).toEqual({
      country: 'US',
      stateAbbr: 'MN',
      name: 'Minnesota',
      accessClubs: [
        {
          clubId: '5',
          marketingClubName: 'Chanhassen, MN',
          city: 'Chanhassen',
          open: 'OPEN',
          openDate: null,
          clubTypeId: 1,
          productPrice: 15900,
        },
        expect.objectContaining({
          clubId: '31',
          marketingClubName: 'Rosemount, MN',
          productPrice: 12900,
        }),
        expect.objectContaining({
          clubId: '22',
          marketingClubName: 'St. Paul Cathedral Hill, MN',
          productPrice: 15900,
        }),
      ],
      upgradeClubs: [
        expect.objectContaining({
          clubId: '24',
          marketingClubName: 'Bloomington Mall of America, MN',
          productPrice: 19900,
        }),
        expect.objectContaining({
          clubId: '17',
          marketingClubName: 'Minneapolis Target Center, MN',
          productPrice: 26900,
        }),
      ],
    });
  });

  it('answers every other state of the country as a global area, by name, and no Canadian club', async () => {
    const { body } = await access('Monthly', 15900, 1, '?clubId=5');
    expect((body.globalAreas as Area[]).map((area) => area.stateAbbr)).toEqual(OTHER_US_STATES);
    const texas = (body.globalAreas as Area[]).find((area) => area.stateAbbr === 'TX');
    expect(texas?.name).toBe('Texas');
    // Austin North (Bronze), Dallas and Fort Worth (Gold), San Antonio (Silver); Austin Capitol
    // (Diamond, presale) and Houston (Platinum) are dearer; Plano Pickleball is type 5.
    expect(split(texas)).toEqual({ access: ['301', '307', '311', '309'], upgrade: ['303', '305'] });
  });

  it('lists presale clubs and says they are presale (the modal leaves them out, product/club-and-entry.md#which-clubs-are-listed)', async () => {
    const { body } = await access('Monthly', 15900, 1, '?clubId=5');
    const areas = body.globalAreas as Area[];
    const austinCapitol = areas
      .find((area) => area.stateAbbr === 'TX')
      ?.upgradeClubs.find((club) => club.clubId === '303');
    expect(austinCapitol).toMatchObject({
      open: 'PRESALE',
      openDate: expect.stringMatching(/^2027-/),
    });
    const northCarolina = areas.find((area) => area.stateAbbr === 'NC');
    expect(northCarolina?.accessClubs).toEqual([
      expect.objectContaining({ clubId: '771', open: 'PRESALE' }),
      expect.objectContaining({ clubId: '773', open: 'OPEN' }),
    ]);
  });

  it.each([
    {
      rule: 'the Onyx price reaches every Minnesota club',
      type: 'Monthly',
      price: 26900,
      adults: 1,
      access: ['24', '5', '17', '31', '22'],
      upgrade: [],
    },
    {
      rule: 'a price below every club reaches none',
      type: 'Monthly',
      price: 0,
      adults: 1,
      access: [],
      upgrade: ['24', '5', '17', '31', '22'],
    },
    {
      rule: 'one cent under Gold reaches Silver only',
      type: 'Monthly',
      price: 15899,
      adults: 1,
      access: ['31'],
      upgrade: ['24', '5', '17', '22'],
    },
    {
      rule: 'two adults at the Gold price for two',
      type: 'Monthly',
      price: 28600,
      adults: 2,
      access: ['5', '31', '22'],
      upgrade: ['24', '17'],
    },
    {
      rule: 'two adults at the Gold price for one',
      type: 'Monthly',
      price: 15900,
      adults: 2,
      access: [],
      upgrade: ['24', '5', '17', '31', '22'],
    },
  ])('$rule', async ({ type, price, adults, access: reached, upgrade }) => {
    const { status, body } = await access(type, price, adults, '?clubId=5');
    expect(status).toBe(200);
    expect(split(body.localArea)).toEqual({ access: reached, upgrade });
  });

  it('compares a Canadian membership with Canadian clubs only, in Canadian dollars', async () => {
    // Toronto Yorkville (Gold) C$199, Mississauga (Silver) C$159, Ottawa (Gold) C$189.
    const { body } = await access('Monthly', 19900, 1, '?clubId=412');
    expect(body.localArea).toMatchObject({ country: 'CA', stateAbbr: 'ON', name: 'Ontario' });
    expect(split(body.localArea)).toEqual({ access: ['414', '416', '412'], upgrade: [] });
    expect((body.globalAreas as Area[]).map((area) => area.stateAbbr)).toEqual([
      'AB',
      'BC',
      'MB',
      'NS',
      'QC',
    ]);
  });

  it('answers 404 for an unknown club', async () => {
    expect(await access('Monthly', 15900, 1, '?clubId=999')).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'There is no club 999.' }),
    });
  });

  it.each([
    { adults: 1, message: 'Club 5 sells no Rosemount Resident membership for 1 adult.' },
    { adults: 3, message: 'Club 5 sells no Rosemount Resident membership for 3 adults.' },
  ])(
    'answers 404 when the club sells no such product ($adults adults)',
    async ({ adults, message }) => {
      expect(await access('RosemountResident', 15900, adults, '?clubId=5')).toEqual({
        status: 404,
        body: expect.objectContaining({ message }),
      });
    },
  );

  it('answers the club that sells it (Rosemount sells Rosemount Resident)', async () => {
    const { status, body } = await access('RosemountResident', 15900, 3, '?clubId=31');
    expect(status).toBe(200);
    expect(split(body.localArea)).toEqual({ access: [], upgrade: ['31'] });
    expect(body.globalAreas).toEqual([]);
  });

  it.each([
    {
      bad: 'an unknown product type',
      path: ['Gold', 15900, 1],
      query: '?clubId=5',
      field: 'params.productType',
    },
    {
      bad: 'a price in dollars',
      path: ['Monthly', '159.00', 1],
      query: '?clubId=5',
      field: 'params.price',
    },
    {
      bad: 'a negative price',
      path: ['Monthly', -1, 1],
      query: '?clubId=5',
      field: 'params.price',
    },
    { bad: 'no adults', path: ['Monthly', 15900, 0], query: '?clubId=5', field: 'params.adults' },
    {
      bad: 'seven adults',
      path: ['Monthly', 15900, 7],
      query: '?clubId=5',
      field: 'params.adults',
    },
    { bad: 'no club id', path: ['Monthly', 15900, 1], query: '', field: 'query.clubId' },
    {
      bad: 'a club id of letters',
      path: ['Monthly', 15900, 1],
      query: '?clubId=five',
      field: 'query.clubId',
    },
  ])('$bad: 400 naming $field', async ({ path: [type, price, adults], query, field }) => {
    const { status, body } = await access(String(type), String(price), String(adults), query);
    expect(status).toBe(400);
    expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
  });
});
