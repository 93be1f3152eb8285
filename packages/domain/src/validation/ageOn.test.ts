import { describe, expect, it } from 'vitest';
import { ageInMonthsOn, ageInYearsOn } from './ageOn';

describe('ageInYearsOn: whole years of age', () => {
  it.each([
    ['2007-06-15', '2025-06-15', 18],
    ['2007-06-16', '2025-06-15', 17],
    ['2007-05-31', '2025-06-15', 18],
    ['2000-02-29', '2025-02-28', 25],
    ['2000-02-29', '2025-02-27', 24],
    ['2000-02-29', '2024-02-28', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2025-06-15', '2025-06-15', 0],
  ])('born %s, on %s → %i', (birth, day, age) => {
    expect(ageInYearsOn(birth, day)).toBe(age);
  });
});

describe('ageInMonthsOn: whole months of age', () => {
  it.each([
    ['2025-03-15', '2025-06-15', 3],
    ['2025-03-16', '2025-06-15', 2],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-31', '2025-02-27', 0],
    ['2024-12-15', '2025-03-15', 3],
    ['2025-06-16', '2025-06-15', -1],
  ])('born %s, on %s → %i', (birth, day, months) => {
    expect(ageInMonthsOn(birth, day)).toBe(months);
  });
});
