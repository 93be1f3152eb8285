import { describe, expect, it } from 'vitest';
import { isSignatureOnlyFlow } from './signatureOnlyFlow';

describe('the SignatureOnly flow (01 §5)', () => {
  it.each([
    { flows: ['SignatureOnly'], signatureOnly: true },
    { flows: ['Qualified', 'SignatureOnly'], signatureOnly: true },
    { flows: ['ExecutiveSignature'], signatureOnly: false },
    { flows: [], signatureOnly: false },
  ])('flows $flows: $signatureOnly', ({ flows, signatureOnly }) => {
    expect(isSignatureOnlyFlow(flows)).toBe(signatureOnly);
  });
});
