import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './orderNumber';

describe('an order number', () => {
  it('is CJ- and six digits, more once a million orders are passed', () => {
    expect(formatOrderNumber(1)).toBe('CJ-000001');
    expect(formatOrderNumber(123)).toBe('CJ-000123');
    expect(formatOrderNumber(1_234_567)).toBe('CJ-1234567');
  });
});
