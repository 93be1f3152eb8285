import { describe, expect, it } from 'vitest';
import { INITIAL_MEMBERSHIP } from '../stores/initialMembership';
import type { MembershipState } from '../stores/membershipState';
import { NO_PRODUCT_MESSAGE, stageRequestOf, withStaging } from './stageMembership';

const membership: MembershipState = {
  ...INITIAL_MEMBERSHIP,
  mmsClubId: '5',
  product: {
    productId: 'Monthly-2',
    productType: 'Monthly',
    hasAddOns: false,
    mmsPromotionCode: 'P1',
  },
  quantities: { adults: 2, juniors: 1 },
  memberAccount: { partyId: 'party-ann' },
  primaryMember: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: '',
    phone: '(952) 555-0123',
    dateOfBirth: '04/15/1985',
    gender: 'Female',
    sendSmsOptIn: true,
  },
  adultMembers: [{ firstName: 'Bo', lastName: 'Lee', relationship: 'Partner', gender: '' }],
  juniorMembers: [{ firstName: 'Cy', lastName: 'Lee', partyId: 'party-cy' }],
  membershipAddress: { street: '1 Main St', city: 'Chanhassen', state: 'MN', zip: '55317' },
  transaction: { cartId: 'c', magentoCartId: 'm', orderId: 'o' },
};

describe('stageRequestOf (product/payment-and-confirmation.md#staging)', () => {
  it('sends digits, ISO dates, the account’s party id and the derived country; leaves empty fields out', () => {
    const body = stageRequestOf(membership, 'OPTIFIT', 'Online');
    expect(body).toMatchObject({
      cartId: 'c',
      magentoCartId: 'm',
      orderId: 'o',
      clubId: '5',
      productType: 'Monthly',
      productId: 'Monthly-2',
      adultProductQuantity: 2,
      juniorProductQuantity: 1,
      mmsPromotionCode: 'P1',
      mmsPromotionCodesSelected: ['P1'],
      coupon: 'OPTIFIT',
      sendSmsOptIn: true,
      channel: 'Online',
      membershipAddress: { state: 'MN', country: 'US' },
    });
    expect(body.primaryMember).toEqual({
      partyId: 'party-ann',
      firstName: 'Ann',
      lastName: 'Lee',
      email: undefined,
      phone: '9525550123',
      dateOfBirth: '1985-04-15',
      gender: 'Female',
      sendSmsOptIn: true,
    });
    expect(body.additionalMembers?.[0]).toMatchObject({
      firstName: 'Bo',
      gender: undefined,
      relationship: 'Partner',
    });
    expect(body.juniorMembers?.[0]?.partyId).toBe('party-cy');
    expect(body.purchaserFlow).toBeUndefined();
  });

  it('sends the link’s opportunity, contact and source (product/club-and-entry.md#entry-links)', () => {
    const body = stageRequestOf(
      {
        ...membership,
        options: { opportunityId: 'OPP-0061', contactId: 'CON-77', source: 'spring-mailer' },
      },
      undefined,
      'Online',
    );
    expect(body).toMatchObject({
      opportunityId: 'OPP-0061',
      contactId: 'CON-77',
      joinSource: 'spring-mailer',
    });
  });

  it('sends a purchaser only in a purchaser flow, with that flow, PurchaserChild first', () => {
    const purchased = (flows: MembershipState['membershipDescriptor']['flows']) =>
      stageRequestOf(
        {
          ...membership,
          purchaser: { firstName: 'Pat', lastName: 'Lee', phone: '(952) 555-0199' },
          membershipDescriptor: { flows },
        },
        undefined,
        'Online',
      );
    expect(purchased(['Purchaser'])).toMatchObject({
      purchaser: { firstName: 'Pat', phone: '9525550199' },
      purchaserFlow: 'Purchaser',
    });
    expect(purchased(['Purchaser', 'PurchaserChild']).purchaserFlow).toBe('PurchaserChild');
    const outside = purchased([]);
    expect([outside.purchaser, outside.purchaserFlow]).toEqual([undefined, undefined]);
  });

  it('sends the program information the person entered', () => {
    const partnerProgramIdentifierParts = {
      programId: 'OPTIFIT',
      formatId: 'OF-SUBSCRIBER',
      identifierPartValues: [{ formatPartId: 'memberId', value: 'ABC123456' }],
    };
    const body = stageRequestOf(
      { ...membership, partnerProgramIdentifierParts },
      'OPTIFIT',
      'Online',
    );
    expect(body.partnerProgramIdentifierParts).toEqual(partnerProgramIdentifierParts);
  });

  it('leaves out the member identifier of a Medicare sale, which its cart carries', () => {
    const partnerProgramIdentifierParts = {
      programId: 'SILVERSTEP',
      formatId: 'SS-MEMBER-ID',
      identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
    };
    const body = stageRequestOf(
      {
        ...membership,
        membershipDescriptor: { flows: ['Qualified'] },
        partnerProgramIdentifierParts,
      },
      'SILVERSTEP',
      'Online',
    );
    expect(body.partnerProgramIdentifierParts).toBeUndefined();
  });

  it('proves a new account by its reservation’s update token, and an existing one by nothing it sends', () => {
    const newAccount = stageRequestOf(
      {
        ...membership,
        memberAccount: { partyId: 'party-ann', existing: false, updateToken: 'token-ann' },
      },
      undefined,
      'Online',
    );
    expect(newAccount.updateToken).toBe('token-ann');
    const existing = stageRequestOf(
      {
        ...membership,
        memberAccount: { partyId: 'party-ann', existing: true, updateToken: 'token-ann' },
      },
      undefined,
      'Online',
    );
    expect(existing.updateToken).toBeUndefined();
  });

  it('cannot describe a membership without a product (product/errors-and-messages.md#thrown-messages)', () => {
    expect(() =>
      stageRequestOf({ ...membership, product: undefined }, undefined, 'Online'),
    ).toThrow(NO_PRODUCT_MESSAGE);
  });
});

describe('withStaging (product/payment-and-confirmation.md#staging: party ids by position only when the counts match)', () => {
  const answer = {
    additionalMemberPartyIds: ['party-bo'],
    juniorMemberPartyIds: ['j-1', 'j-2'],
    revisedOrderTotal: 14519,
    cartId: 'c',
    magentoCartId: 'm',
    orderId: 'o',
    stagingId: 's',
    partyId: 'party-ann',
    channel: 'Online' as const,
  };

  it('assigns the adults’ ids, keeps the juniors’ when the count differs, and stores the transaction', () => {
    const staged = withStaging(membership, answer);
    expect(staged.adultMembers.map((member) => member.partyId)).toEqual(['party-bo']);
    expect(staged.juniorMembers.map((member) => member.partyId)).toEqual(['party-cy']);
    expect(staged.transaction).toEqual({
      cartId: 'c',
      magentoCartId: 'm',
      orderId: 'o',
      stagingId: 's',
      partyId: 'party-ann',
      revisedOrderTotal: 14519,
    });
  });
});
