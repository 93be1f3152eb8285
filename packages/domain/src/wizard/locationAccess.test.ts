import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import type { LocationAccess } from './locationAccess';
import { completeLocationAccess, locationAccessFromEntry } from './locationAccess';

const link: LocationAccess = {
  adultQuantity: 2,
  juniorQuantity: 1,
  clubId: '210',
  membershipType: 'Monthly',
  showOnlyModal: true,
};

describe('location access (01 §3, §4 "Quantities")', () => {
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
          membershipType: 'ClubOnly',
          employeeId: 0,
          storeModules: {},
        },
        '370',
      ),
    ).toEqual({ adultQuantity: 3, juniorQuantity: 0, clubId: '370', membershipType: 'ClubOnly' });
  });
});
