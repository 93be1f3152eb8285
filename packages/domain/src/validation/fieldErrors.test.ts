import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldProblemsOf } from './fieldErrors';

describe('fieldProblemsOf (product/decisions-and-platform.md#schemas-and-bad-input: a 400 answer names each bad field with its message)', () => {
  it('keeps the first message of each field, in order, with nested paths dotted', () => {
    const error = {
      issues: [
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['address', 'zip'], message: 'zip' },
        { path: [], message: 'whole' },
      ],
    };
    expect(fieldProblemsOf(error)).toEqual([
      { field: 'email', message: 'first' },
      { field: 'address.zip', message: 'zip' },
      { field: '', message: 'whole' },
    ]);
  });

  it('reads a zod error', () => {
    const result = z.object({ a: z.string({ error: 'Need a.' }) }).safeParse({});
    expect(result.success ? [] : fieldProblemsOf(result.error)).toEqual([
      { field: 'a', message: 'Need a.' },
    ]);
  });
});
