import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from './abaRouting';

describe('isValidRoutingNumber (product/decisions-and-platform.md#payment-gateway: the ABA checksum, weights 3 7 1)', () => {
  it.each([
    ['110000000', true],
    ['011000015', true],
    ['021000021', true],
    ['011401533', true],
    ['110000001', false],
    ['021000022', false],
    ['11000000', false],
    ['1100000000', false],
    ['11000000a', false],
  ])('%s valid: %s', (routingNumber, expected) => {
    expect(isValidRoutingNumber(routingNumber)).toBe(expected);
  });
});
