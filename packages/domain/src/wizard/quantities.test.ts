import { describe, expect, it } from 'vitest';
import type { CounterLimits } from './quantities';
import {
  JUNIOR_COUNTER_LIMITS,
  acceptsCounterKeypress,
  adultCounterLimits,
  clampCount,
  countAfterAdd,
  countAfterRemove,
  counterButtons,
  counterLimits,
  resizeAdultMembers,
  resizeJuniorMembers,
  typedCount,
} from './quantities';

const oneToFour: CounterLimits = { min: 1, max: 4 };

describe('the adult and junior counters (product/membership-and-promotions.md#adults-and-juniors)', () => {
  it.each<[string, number[], CounterLimits]>([
    ['max is the largest default-product quantity', [1, 2, 3, 4], { min: 1, max: 4 }],
    ['in any order', [3, 1, 2], { min: 1, max: 3 }],
    ['at least 1 with no products', [], { min: 1, max: 1 }],
    ['at least 1 with a zero quantity', [0], { min: 1, max: 1 }],
    [
      'held to the 6 adults of product/membership-and-promotions.md#adults-and-juniors',
      [1, 8],
      { min: 1, max: 6 },
    ],
  ])('adults: %s', (_rule, quantities, limits) => {
    expect(adultCounterLimits(quantities)).toEqual(limits);
  });

  it('juniors: minimum 0, maximum 6', () => {
    expect(JUNIOR_COUNTER_LIMITS).toEqual({ min: 0, max: 6 });
  });
});

describe('the quantity-counter control (product/membership-and-promotions.md#the-quantity-counter)', () => {
  it('defaults to min 0 and no max', () => {
    expect(counterLimits()).toEqual({ min: 0, max: Infinity });
    expect(counterLimits({ max: 3 })).toEqual({ min: 0, max: 3 });
    expect(counterLimits({ min: 2 })).toEqual({ min: 2, max: Infinity });
  });

  it.each<[string, number, CounterLimits, number]>([
    ['a value within stays', 3, oneToFour, 3],
    ['above max becomes max', 5, oneToFour, 4],
    ['below min becomes min', 0, oneToFour, 1],
    ['not a number becomes min', Number.NaN, oneToFour, 1],
    ['no max keeps a large value', 1000, counterLimits(), 1000],
  ])('clamps: %s', (_rule, value, limits, expected) => {
    expect(clampCount(value, limits)).toBe(expected);
  });

  it.each<[string, string, CounterLimits, number]>([
    ['a typed value within stays', '3', oneToFour, 3],
    ['a typed value above max becomes max', '9', oneToFour, 4],
    ['a typed value below min becomes min', '0', oneToFour, 1],
    ['an empty field becomes min', '', oneToFour, 1],
    ['letters become min', 'two', oneToFour, 1],
    ['a decimal becomes min', '2.5', oneToFour, 1],
    ['a negative becomes min', '-2', JUNIOR_COUNTER_LIMITS, 0],
    ['leading zeros read as the number', '03', oneToFour, 3],
    ['no max keeps a large value', '250', counterLimits(), 250],
  ])('typed: %s', (_rule, text, limits, expected) => {
    expect(typedCount(text, limits)).toBe(expected);
  });

  it.each([
    ['0', true],
    ['7', true],
    ['9', true],
    ['a', false],
    ['-', false],
    ['.', false],
    ['e', false],
    [' ', false],
    ['12', false],
  ])('keypress %j accepted: %s (digits only)', (key, expected) => {
    expect(acceptsCounterKeypress(key)).toBe(expected);
  });

  it.each<[number, CounterLimits, boolean, boolean]>([
    // value, limits, add disabled, remove disabled
    [1, oneToFour, false, true],
    [2, oneToFour, false, false],
    [4, oneToFour, true, false],
    [1, { min: 1, max: 1 }, true, true],
    [0, JUNIOR_COUNTER_LIMITS, false, true],
    [6, JUNIOR_COUNTER_LIMITS, true, false],
    [99, counterLimits(), false, false],
  ])('at %i of %j: add disabled %s, remove disabled %s', (value, limits, add, remove) => {
    expect(counterButtons(value, limits)).toEqual({ addDisabled: add, removeDisabled: remove });
  });

  it.each<[string, number, number]>([
    ['add counts up', countAfterAdd(2, oneToFour), 3],
    ['add stops at max', countAfterAdd(4, oneToFour), 4],
    ['remove counts down', countAfterRemove(2, oneToFour), 1],
    ['remove stops at min', countAfterRemove(1, oneToFour), 1],
  ])('%s', (_rule, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('member lists follow the counts (product/membership-and-promotions.md#adults-and-juniors)', () => {
  const empty = () => ({ firstName: '' });
  const ann = { firstName: 'Ann' };
  const bo = { firstName: 'Bo' };
  const cy = { firstName: 'Cy' };

  it.each<[string, { firstName: string }[], number, { firstName: string }[]]>([
    ['1 adult has no additional-member slot', [ann, bo], 1, []],
    ['2 adults keep the first entry', [ann, bo, cy], 2, [ann]],
    ['3 adults have 2 slots', [ann, bo], 3, [ann, bo]],
    ['growing keeps entries first and adds empty slots', [ann], 4, [ann, empty(), empty()]],
    ['no adults leaves no slot', [ann], 0, []],
  ])('adults: %s', (_rule, members, adults, expected) => {
    expect(resizeAdultMembers(members, adults, empty)).toEqual(expected);
  });

  it.each<[string, { firstName: string }[], number, { firstName: string }[]]>([
    ['0 juniors have no slot', [ann], 0, []],
    ['2 juniors keep 2 entries in order', [ann, bo, cy], 2, [ann, bo]],
    ['growing keeps entries and adds empty slots', [ann], 3, [ann, empty(), empty()]],
  ])('juniors: %s', (_rule, members, juniors, expected) => {
    expect(resizeJuniorMembers(members, juniors, empty)).toEqual(expected);
  });

  it('gives every new slot its own entry and leaves the old list alone', () => {
    const before = [ann];
    const after = resizeJuniorMembers(before, 3, empty);
    expect(after[1]).not.toBe(after[2]);
    expect(after[0]).toBe(ann);
    expect(before).toEqual([ann]);
  });
});
