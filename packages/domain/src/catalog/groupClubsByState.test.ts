import { describe, expect, it } from 'vitest';
import { groupClubsByState } from './groupClubsByState';

describe('the one-day dropdown groups clubs by state (product/pages.md#one-day-membership-page)', () => {
  it('makes one group per state, in order of first appearance, clubs in their given order', () => {
    const clubs = [
      { id: 'az', state: 'Arizona' },
      { id: 'mn1', state: 'Minnesota' },
      { id: 'mn2', state: 'Minnesota' },
      { id: 'on', state: 'Ontario' },
    ];
    expect(groupClubsByState(clubs)).toEqual([
      { state: 'Arizona', clubs: [{ id: 'az', state: 'Arizona' }] },
      {
        state: 'Minnesota',
        clubs: [
          { id: 'mn1', state: 'Minnesota' },
          { id: 'mn2', state: 'Minnesota' },
        ],
      },
      { state: 'Ontario', clubs: [{ id: 'on', state: 'Ontario' }] },
    ]);
  });

  it('joins clubs of a state even when they are not next to each other', () => {
    const groups = groupClubsByState([
      { id: 'tx', state: 'Texas' },
      { id: 'az', state: 'Arizona' },
      { id: 'tx2', state: 'Texas' },
    ]);
    expect(groups.map((g) => [g.state, g.clubs.map((c) => c.id)])).toEqual([
      ['Texas', ['tx', 'tx2']],
      ['Arizona', ['az']],
    ]);
  });

  it('has no groups without clubs', () => {
    expect(groupClubsByState([])).toEqual([]);
  });
});
