import { describe, expect, it } from 'vitest';
import { orderPackages } from './orderPackages';

const pkg = (name: string, type = 'For Adults') => ({ name, type });
const names = (packages: { name: string }[]) => packages.map((p) => p.name);

describe('recommended package order: Kids, Pilates, Tennis, Personal Training (product/membership-and-promotions.md#experience-packages)', () => {
  it('puts the four subjects first in that order, the rest in authored order', () => {
    const authored = [
      pkg('Yoga Intro'),
      pkg('Personal Training Starter'),
      pkg('Tennis Lessons'),
      pkg('Cycling'),
      pkg('Pilates Reformer'),
      pkg('Kids Swim', 'For Kids'),
    ];
    expect(names(orderPackages(authored))).toEqual([
      'Kids Swim',
      'Pilates Reformer',
      'Tennis Lessons',
      'Personal Training Starter',
      'Yoga Intro',
      'Cycling',
    ]);
  });

  it.each([
    {
      rule: "a 'For Kids' package is a Kids package whatever its name",
      first: pkg('Swim Lessons', 'For Kids'),
      second: pkg('Pilates Mat'),
    },
    {
      rule: 'a name with Kids is a Kids package',
      first: pkg('Kids Tennis'),
      second: pkg('Pilates Mat'),
    },
    { rule: 'names match without case', first: pkg('PILATES mat'), second: pkg('tennis clinic') },
    {
      rule: 'Tennis before Personal Training',
      first: pkg('Tennis'),
      second: pkg('Personal Training'),
    },
    { rule: 'a subject before no subject', first: pkg('Personal Training'), second: pkg('Aqua') },
  ])('$rule', ({ first, second }) => {
    expect(orderPackages([second, first])).toEqual([first, second]);
  });

  it('leaves the authored list as it was', () => {
    const authored = [pkg('Yoga'), pkg('Tennis')];
    orderPackages(authored);
    expect(names(authored)).toEqual(['Yoga', 'Tennis']);
  });
});
