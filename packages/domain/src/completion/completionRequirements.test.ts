import { describe, expect, it } from 'vitest';
import { chargeTerms } from '../pricing/chargeTerms';
import {
  type AgreementAnswer,
  COMPLETION_MESSAGES,
  completionRefusal,
  confirmationRecipient,
  type PersonToEnrol,
  repeatedAgreementId,
} from './completionRequirements';
import { membershipAgreements } from './membershipAgreements';

const JANE = { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-04-01' };
const TO = 'jane@example.com';
/** A monthly sale's agreements: the membership agreement and the recurring authorisation. */
const MONTHLY = membershipAgreements(
  chargeTerms({ flows: [], productType: 'Monthly', presaleClub: false }),
);
const accepted = (agreement: { id: string; name: string; version: string }) => ({
  id: agreement.id,
  name: agreement.name,
  version: agreement.version,
  accepted: true,
});
const [TERMS, RECURRING] = MONTHLY.map(accepted) as [AgreementAnswer, AgreementAnswer];
const refusal = (
  agreements: readonly AgreementAnswer[],
  people: readonly PersonToEnrol[] = [JANE],
) => completionRefusal({ agreements, required: MONTHLY, people, recipient: TO });

describe('completionRefusal', () => {
  it('completes when the sale’s agreements are accepted and everyone has a date of birth', () => {
    expect(refusal([TERMS, RECURRING])).toBeUndefined();
  });

  it('names the first of the sale’s agreements not accepted, or not answered', () => {
    expect(refusal([TERMS, { ...RECURRING, accepted: false }])).toBe(
      COMPLETION_MESSAGES.agreementNotAccepted(RECURRING.name),
    );
    expect(refusal([TERMS])).toBe(COMPLETION_MESSAGES.agreementNotAccepted(RECURRING.name));
  });

  it('refuses another sale’s authorisation: a monthly sale is never paid under a one-time one', () => {
    const once = accepted(
      membershipAgreements(
        chargeTerms({ flows: [], productType: 'DayPass', presaleClub: false }),
      )[1] ?? TERMS,
    );
    expect(once.id).not.toBe(RECURRING.id);
    expect(refusal([TERMS, once])).toBe(COMPLETION_MESSAGES.agreementNotOfThisSale(once.name));
  });

  it.each([
    ['an agreement no sale offers', { ...TERMS, id: 'privacy', name: 'Privacy policy' }],
    ['a version whose text is not kept', { ...TERMS, version: '2025-01' }],
  ])('refuses %s, even accepted', (_name, agreement) => {
    expect(refusal([agreement, RECURRING])).toBe(
      COMPLETION_MESSAGES.unknownAgreement(agreement.name, agreement.version),
    );
  });

  it('names a person without a date of birth', () => {
    const kid = { firstName: 'Kid', lastName: 'Doe', dateOfBirth: null };
    expect(refusal([TERMS, RECURRING], [JANE, kid])).toBe(
      COMPLETION_MESSAGES.dateOfBirthMissing('Kid Doe'),
    );
  });

  it('judges the agreements before the people', () => {
    const kid = { firstName: 'Kid', lastName: 'Doe' };
    expect(refusal([{ ...TERMS, accepted: false }, RECURRING], [kid])).toBe(
      COMPLETION_MESSAGES.agreementNotAccepted(TERMS.name),
    );
  });

  it('needs an address for the confirmation', () => {
    expect(
      completionRefusal({
        agreements: [TERMS, RECURRING],
        required: MONTHLY,
        people: [JANE],
        recipient: undefined,
      }),
    ).toBe(COMPLETION_MESSAGES.emailMissing);
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
