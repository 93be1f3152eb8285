import { describe, expect, it } from 'vitest';
import { assignPartyIdsByPosition, stagedPartyIds } from './partyIdsByPosition';

const members = [{ name: 'Ann' }, { name: 'Bob', partyId: 'own' }];

describe('assignPartyIdsByPosition (product/payment-and-confirmation.md#staging: by position only if the counts match)', () => {
  it.each([
    [
      'as many ids as members',
      ['a', 'b'],
      [
        { name: 'Ann', partyId: 'a' },
        { name: 'Bob', partyId: 'b' },
      ],
    ],
    ['fewer ids', ['a'], members],
    ['more ids', ['a', 'b', 'c'], members],
    ['no ids', [], members],
  ])('%s', (_name, ids, expected) => {
    expect(assignPartyIdsByPosition(members, ids)).toEqual(expected);
  });

  it('assigns nothing to an empty list', () => {
    expect(assignPartyIdsByPosition([], [])).toEqual([]);
  });
});

describe('stagedPartyIds (product/payment-and-confirmation.md#staging: re-staging keeps the ids by position)', () => {
  it.each([
    ['new ids on a first staging', [undefined, undefined], [], ['new-1', 'new-2']],
    ['the member’s own id first', ['own', undefined], ['old-1', 'old-2'], ['own', 'old-2']],
    ['the previous staging’s ids', [undefined, undefined], ['old-1', 'old-2'], ['old-1', 'old-2']],
    ['a new id past the previous list', [undefined, undefined], ['old-1'], ['old-1', 'new-1']],
  ])('%s', (_name, sent, previous, expected) => {
    let count = 0;
    expect(stagedPartyIds(sent, previous, () => `new-${(count += 1)}`)).toEqual(expected);
  });
});
