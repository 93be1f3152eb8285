import { describe, expect, it } from 'vitest';
import { sameAnswerAsBefore } from './responseSerializer';

describe('the same answer as before (issue 22)', () => {
  it('hands back the earlier object for an answer that says the same, a new one for another', () => {
    const same = sameAnswerAsBefore();
    const first = same({ clubId: '5', cards: [{ price: 159 }] });

    expect(same({ clubId: '5', cards: [{ price: 159 }] })).toBe(first);
    const other = { clubId: '5', cards: [{ price: 149 }] };
    expect(same(other)).toBe(other);
  });

  it('remembers only the last answers it was given, the oldest forgotten first', () => {
    const same = sameAnswerAsBefore(2);
    const a = same({ n: 1 });
    const b = same({ n: 2 });
    same({ n: 1 }); // used again: now the newest
    same({ n: 3 }); // one too many: { n: 2 } is forgotten

    expect(same({ n: 1 })).toBe(a);
    expect(same({ n: 2 })).not.toBe(b);
  });
});
