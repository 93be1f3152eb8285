import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import type { LocationAccess } from './locationAccess';
import {
  clubAccessOpenedByLink,
  completeLocationAccess,
  keptLocationAccess,
  locationAccessFromEntry,
} from './locationAccess';

const link: LocationAccess = {
  adultQuantity: 2,
  juniorQuantity: 1,
  clubId: '210',
  membershipType: 'Monthly',
  showOnlyModal: true,
};

describe('location access (product/club-and-entry.md#location-access)', () => {
  it('is complete with every deep-link parameter', () => {
    expect(completeLocationAccess(link)).toEqual(link);
  });

  it('reads an absent showOnlyModal as false', () => {
    expect(completeLocationAccess({ ...link, showOnlyModal: undefined })).toEqual({
      ...link,
      showOnlyModal: false,
    });
  });

  it.each<[string, LocationAccess]>([
    ['adultQuantity is missing', { ...link, adultQuantity: undefined }],
    ['juniorQuantity is missing', { ...link, juniorQuantity: undefined }],
    ['clubId is missing', { ...link, clubId: undefined }],
    ['membershipType is missing', { ...link, membershipType: undefined }],
    ['adultQuantity is above 4', { ...link, adultQuantity: 5 }],
    ['adultQuantity is 0', { ...link, adultQuantity: 0 }],
    ['adultQuantity is not whole', { ...link, adultQuantity: 1.5 }],
    ['juniorQuantity is above 6', { ...link, juniorQuantity: 7 }],
    ['clubId is empty', { ...link, clubId: '' }],
    ['membershipType is not a product type', { ...link, membershipType: 'Gold' as ProductType }],
  ])('is incomplete when %s', (_rule, access) => {
    expect(completeLocationAccess(access)).toBeUndefined();
  });

  it('takes its fields from the entry parameters and the resolved club', () => {
    expect(
      locationAccessFromEntry(
        {
          adultQuantity: 3,
          juniorQuantity: 0,
          membershipType: 'ExecutiveSignature',
          employeeId: 0,
          storeModules: {},
        },
        '370',
        'ClubOnly',
      ),
    ).toEqual({ adultQuantity: 3, juniorQuantity: 0, clubId: '370', membershipType: 'ClubOnly' });
  });

  it('keeps the type the link named, to open club access by itself, outside flows without club visits', () => {
    expect(keptLocationAccess(link, ['Waitlist'], 'Monthly')).toEqual(link);
    const digital = keptLocationAccess(link, ['Digital'], 'Monthly');
    expect(digital).toEqual({ ...link, membershipType: undefined });
    expect(clubAccessOpenedByLink(digital, '210', ['Monthly'])).toBeUndefined();
  });

  it('keeps no type a category gave rather than the link (decision 0017)', () => {
    const access = keptLocationAccess(link, ['CorpSales'], undefined);
    expect(clubAccessOpenedByLink(access, '210', ['Monthly'])).toBeUndefined();
  });
});

describe('the club-access modal a link opens on the membership cards (product/club-and-entry.md#location-access)', () => {
  const shown: ProductType[] = ['Monthly', 'MonthlySGT'];

  it.each([true, false, undefined])(
    "opens the link's card at the link's club, whatever showOnlyModal says (%s)",
    (showOnlyModal) => {
      expect(clubAccessOpenedByLink({ ...link, showOnlyModal }, '210', shown)).toBe('Monthly');
    },
  );

  it.each<[string, LocationAccess, string, ProductType[]]>([
    ['the location access is incomplete', { ...link, adultQuantity: undefined }, '210', shown],
    ['the location access was reset', {}, '210', shown],
    ["the cards shown are another club's", link, '5', shown],
    ['the card is not among those shown', { ...link, membershipType: 'ClubOnly' }, '210', shown],
    ['no card is shown', link, '210', []],
  ])('opens none when %s', (_rule, access, clubId, types) => {
    expect(clubAccessOpenedByLink(access, clubId, types)).toBeUndefined();
  });
});
