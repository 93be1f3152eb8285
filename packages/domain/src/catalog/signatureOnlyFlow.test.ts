import { describe, expect, it } from 'vitest';
import { isSignatureOnlyFlow } from './signatureOnlyFlow';

describe('the SignatureOnly flow (product/membership-and-promotions.md#card-order)', () => {
  it.each([
    { flows: ['SignatureOnly'], signatureOnly: true },
    { flows: ['Qualified', 'SignatureOnly'], signatureOnly: true },
    { flows: ['ExecutiveSignature'], signatureOnly: false },
    { flows: [], signatureOnly: false },
  ])('flows $flows: $signatureOnly', ({ flows, signatureOnly }) => {
    expect(isSignatureOnlyFlow(flows)).toBe(signatureOnly);
  });
});
