import { describe, expect, it } from 'vitest';
import {
  COMPLETION_MESSAGES,
  completionRefusal,
  confirmationRecipient,
  repeatedAgreementId,
} from './completionRequirements';

const JANE = { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-04-01' };
const TERMS = {
  id: 'membership-agreement',
  name: 'Membership Agreement',
  version: '2026-01',
  accepted: true,
};
const TO = 'jane@example.com';

describe('completionRefusal', () => {
  it('completes when every agreement is accepted and everyone has a date of birth', () => {
    expect(
      completionRefusal({ agreements: [TERMS], people: [JANE], recipient: TO }),
    ).toBeUndefined();
  });

  it('names the first agreement not accepted', () => {
    const authorization = {
      id: 'payment-authorization',
      name: 'Payment Authorization',
      version: '2026-11',
      accepted: false,
    };
    expect(
      completionRefusal({ agreements: [TERMS, authorization], people: [JANE], recipient: TO }),
    ).toBe('The agreement "Payment Authorization" must be accepted to complete the membership.');
  });

  it.each([
    ['an agreement no sale offers', { ...TERMS, id: 'privacy', name: 'Privacy policy' }],
    ['a version whose text is not kept', { ...TERMS, version: '2025-01' }],
  ])('refuses %s, even accepted', (_name, agreement) => {
    expect(completionRefusal({ agreements: [agreement], people: [JANE], recipient: TO })).toBe(
      COMPLETION_MESSAGES.unknownAgreement(agreement.name, agreement.version),
    );
  });

  it('names a person without a date of birth', () => {
    const kid = { firstName: 'Kid', lastName: 'Doe', dateOfBirth: null };
    expect(completionRefusal({ agreements: [TERMS], people: [JANE, kid], recipient: TO })).toBe(
      COMPLETION_MESSAGES.dateOfBirthMissing('Kid Doe'),
    );
  });

  it('judges the agreements before the people', () => {
    const refused = { ...TERMS, accepted: false };
    const kid = { firstName: 'Kid', lastName: 'Doe' };
    expect(completionRefusal({ agreements: [refused], people: [kid], recipient: TO })).toBe(
      COMPLETION_MESSAGES.agreementNotAccepted('Membership Agreement'),
    );
  });

  it('needs an address for the confirmation', () => {
    expect(completionRefusal({ agreements: [TERMS], people: [JANE], recipient: undefined })).toBe(
      COMPLETION_MESSAGES.emailMissing,
    );
  });
});

describe('confirmationRecipient', () => {
  it('is the primary member without a purchaser', () => {
    expect(confirmationRecipient({ primaryMember: { email: TO }, purchaser: null })).toBe(TO);
  });

  it('is the purchaser who pays for a child', () => {
    expect(
      confirmationRecipient({ primaryMember: {}, purchaser: { email: 'parent@example.com' } }),
    ).toBe('parent@example.com');
  });

  it('is the account’s proven email when the payer left the optional email empty', () => {
    expect(
      confirmationRecipient({ primaryMember: { email: null }, accountEmail: 'owner@example.com' }),
    ).toBe('owner@example.com');
    expect(
      confirmationRecipient({ primaryMember: { email: TO }, accountEmail: 'owner@example.com' }),
    ).toBe(TO);
  });

  it('is no one when neither the payer nor an account gives an address', () => {
    expect(confirmationRecipient({ primaryMember: { email: null } })).toBeUndefined();
  });
});

describe('repeatedAgreementId', () => {
  it('names the first agreement listed twice, none when each is listed once', () => {
    expect(repeatedAgreementId([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'b' }])).toBe('a');
    expect(repeatedAgreementId([{ id: 'a' }, { id: 'b' }])).toBeUndefined();
    expect(repeatedAgreementId([])).toBeUndefined();
  });
});
