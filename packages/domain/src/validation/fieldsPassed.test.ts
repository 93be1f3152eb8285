import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldsPassed } from './fieldsPassed';

/** Records what fieldsPassed answered for the fields `a` and `b` after the object's own parse. */
function answerFor(value: unknown): boolean | undefined {
  let answer: boolean | undefined;
  z.object({ a: z.string(), b: z.string(), c: z.string() })
    .superRefine(() => undefined, {
      when: (payload) => {
        answer = fieldsPassed(payload, ['a', 'b']);
        return false;
      },
    })
    .safeParse(value);
  return answer;
}

describe('fieldsPassed: cross-field rules run only on valid fields', () => {
  it.each([
    ['every field valid', { a: 'x', b: 'y', c: 'z' }, true],
    ['only an unread field invalid', { a: 'x', b: 'y' }, true],
    ['a read field invalid', { a: 'x', c: 'z' }, false],
    ['not an object at all', 'nope', false],
  ])('%s → %s', (_case, value, passed) => {
    expect(answerFor(value)).toBe(passed);
  });
});
