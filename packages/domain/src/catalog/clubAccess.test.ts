import { describe, expect, it } from 'vitest';
import type { PricedClub } from './clubAccess';
import { clubAccess } from './clubAccess';

const minnesota = { country: 'US', state: 'Minnesota', stateAbbr: 'MN' };
const texas = { country: 'US', state: 'Texas', stateAbbr: 'TX' };
const arizona = { country: 'US', state: 'Arizona', stateAbbr: 'AZ' };
const ontario = { country: 'CA', state: 'Ontario', stateAbbr: 'ON' };

const club = (mmsClubId: string, productPrice: number, fields: Partial<PricedClub> = {}) => ({
  mmsClubId,
  marketingClubName: `Club ${mmsClubId}`,
  ...minnesota,
  open: 'OPEN',
  clubTypeId: 1,
  productPrice,
  ...fields,
});

const ids = (clubs: readonly PricedClub[]) => clubs.map((c) => c.mmsClubId);

describe('club access: which clubs a membership reaches (product/club-and-entry.md#club-access, #which-clubs-are-listed)', () => {
  it.each([
    { rule: 'a cheaper club is accessible', listed: club('1', 12900), list: 'access' },
    { rule: 'a club at the same price is accessible', listed: club('1', 15900), list: 'access' },
    { rule: 'a dearer club is an upgrade', listed: club('1', 15901), list: 'upgrade' },
    {
      rule: 'a presale club is listed too (the modal leaves it out, not the result)',
      listed: club('1', 12900, { open: 'PRESALE' }),
      list: 'access',
    },
    {
      rule: 'a club of type 2 is listed',
      listed: club('1', 26900, { clubTypeId: 2 }),
      list: 'upgrade',
    },
    { rule: 'a club of type 3 is not', listed: club('1', 12900, { clubTypeId: 3 }), list: 'none' },
    { rule: 'a closed club is not', listed: club('1', 12900, { open: 'CLOSED' }), list: 'none' },
    {
      rule: 'a club of another country (another currency) is not',
      listed: club('1', 12900, ontario),
      list: 'none',
    },
  ])('$rule', ({ listed, list }) => {
    const { localArea, globalAreas } = clubAccess(minnesota, [listed], 15900);
    expect(ids(localArea.accessClubs)).toEqual(list === 'access' ? ['1'] : []);
    expect(ids(localArea.upgradeClubs)).toEqual(list === 'upgrade' ? ['1'] : []);
    expect(globalAreas).toEqual([]);
  });

  it("answers the home club's state as the local area, and every other state by name", () => {
    const result = clubAccess(
      minnesota,
      [
        club('tx-dear', 19900, { ...texas, marketingClubName: 'Austin' }),
        club('mn-b', 15900, { marketingClubName: 'St. Paul' }),
        club('az', 9900, { ...arizona, marketingClubName: 'Tucson' }),
        club('mn-a', 12900, { marketingClubName: 'Rosemount' }),
        club('mn-dear', 26900, { marketingClubName: 'Minneapolis' }),
        club('tx-cheap', 9900, { ...texas, marketingClubName: 'Dallas' }),
        club('tx-presale', 15900, {
          ...texas,
          marketingClubName: 'Austin Capitol',
          open: 'PRESALE',
        }),
      ],
      15900,
    );
    expect(result).toEqual({
      localArea: {
        country: 'US',
        stateAbbr: 'MN',
        name: 'Minnesota',
        accessClubs: [
          expect.objectContaining({ mmsClubId: 'mn-a' }),
          expect.objectContaining({ mmsClubId: 'mn-b' }),
        ],
        upgradeClubs: [expect.objectContaining({ mmsClubId: 'mn-dear' })],
      },
      globalAreas: [
        {
          country: 'US',
          stateAbbr: 'AZ',
          name: 'Arizona',
          accessClubs: [expect.objectContaining({ mmsClubId: 'az' })],
          upgradeClubs: [],
        },
        {
          country: 'US',
          stateAbbr: 'TX',
          name: 'Texas',
          accessClubs: [
            expect.objectContaining({ mmsClubId: 'tx-presale', open: 'PRESALE' }),
            expect.objectContaining({ mmsClubId: 'tx-cheap' }),
          ],
          upgradeClubs: [expect.objectContaining({ mmsClubId: 'tx-dear' })],
        },
      ],
    });
  });

  it('answers an empty local area when no club of the home state is listed', () => {
    expect(clubAccess(texas, [club('mn', 9900)], 15900)).toEqual({
      localArea: {
        country: 'US',
        stateAbbr: 'TX',
        name: 'Texas',
        accessClubs: [],
        upgradeClubs: [],
      },
      globalAreas: [
        {
          country: 'US',
          stateAbbr: 'MN',
          name: 'Minnesota',
          accessClubs: [expect.objectContaining({ mmsClubId: 'mn' })],
          upgradeClubs: [],
        },
      ],
    });
  });

  it('compares in the home country only: a Canadian home club reaches Canadian clubs', () => {
    const result = clubAccess(
      ontario,
      [club('us', 9900), club('on', 18900, ontario), club('on-dear', 19900, ontario)],
      18900,
    );
    expect(ids(result.localArea.accessClubs)).toEqual(['on']);
    expect(ids(result.localArea.upgradeClubs)).toEqual(['on-dear']);
    expect(result.globalAreas).toEqual([]);
  });

  it('leaves the clubs it was given as they were', () => {
    const clubs = [
      club('b', 1, { marketingClubName: 'B' }),
      club('a', 1, { marketingClubName: 'A' }),
    ];
    clubAccess(minnesota, clubs, 1);
    expect(ids(clubs)).toEqual(['b', 'a']);
  });
});
