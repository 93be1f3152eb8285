import { describe, expect, it } from 'vitest';
import { CONSENT_NAME_MESSAGE, consentingPayer, consentProblem } from './memberConsent';

const JANE = { firstName: 'Jane', lastName: 'Doe' };

describe('the member’s typed consent (docs/decisions/0028)', () => {
  it('accepts the member’s full name, letter case, accents and extra spaces aside', () => {
    expect(consentProblem('Jane Doe', JANE)).toBeUndefined();
    expect(consentProblem('  jane   DOE ', JANE)).toBeUndefined();
    expect(consentProblem('Renée Doe', { firstName: 'Renee', lastName: 'Doe' })).toBeUndefined();
  });

  it.each([[''], ['Jane'], ['John Doe']])('refuses %j with the message', (typed) => {
    expect(consentProblem(typed, JANE)).toBe(CONSENT_NAME_MESSAGE);
  });
});

describe('who consents to an in-club sale', () => {
  it('is the purchaser when an adult pays for a child, else the primary member', () => {
    const primary = { firstName: 'Jane', lastName: 'Doe' };
    const purchaser = { firstName: 'Sam', lastName: 'Doe' };

    expect(consentingPayer(purchaser, primary)).toBe(purchaser);
    expect(consentingPayer(undefined, primary)).toBe(primary);
    expect(consentingPayer(null, primary)).toBe(primary);
  });
});
