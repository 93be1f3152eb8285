import { describe, expect, it } from 'vitest';
import type { SummaryPanelLabel } from '@clubjoin/domain/wizard/summaryPanel';
import type { ChosenClub } from '../stores/clubStore';
import type { MembershipState } from '../stores/membershipState';
import { INITIAL_MEMBERSHIP } from '../stores/membershipState';
import { summaryValue } from './summaryValues';

const club: ChosenClub = { mmsClubId: '12', marketingClubName: 'Eden Prairie', country: 'US' };
const product = { productId: 'p-1', productType: 'Monthly' as const, hasAddOns: true };

describe('the values of the summary panel (01 §2)', () => {
  it.each<
    [SummaryPanelLabel, Partial<MembershipState>, ChosenClub | undefined, string | undefined]
  >([
    ['Club Location', {}, club, 'Eden Prairie'],
    ['Club Location', {}, undefined, undefined],
    ['Members', {}, club, '1 Adult, 0 Juniors'],
    ['Members', { quantities: { adults: 2, juniors: 1 } }, club, '2 Adults, 1 Junior'],
    [
      'Interests',
      { interests: [{ displayName: 'Tennis' }, { displayName: 'Pilates' }] },
      club,
      'Tennis, Pilates',
    ],
    ['Interests', {}, club, undefined],
    [
      'Membership',
      { selectedMembershipName: 'Signature', product: { ...product, productName: 'Monthly' } },
      club,
      'Signature',
    ],
    [
      'Membership',
      { product: { ...product, productName: 'Monthly plus SGT' } },
      club,
      'Monthly plus SGT',
    ],
    ['Membership', {}, club, undefined],
    ['Dynamic Package', { addOnBundle: { name: 'Kids Club', products: [] } }, club, 'Kids Club'],
    ['Dynamic Package', {}, club, undefined],
  ])('%s with %j shows %s', (label, membership, chosenClub, value) => {
    expect(summaryValue(label, { ...INITIAL_MEMBERSHIP, ...membership }, chosenClub)).toBe(value);
  });
});
