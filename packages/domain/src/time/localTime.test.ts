import { describe, expect, it } from 'vitest';
import { instantOfLocalTime, localTimeInZone } from './localTime';

describe('instantOfLocalTime', () => {
  it('reads a wall-clock time at the club, in winter and in summer time', () => {
    expect(instantOfLocalTime('2026-11-21T12:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-21T18:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-07-01T09:30:15', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-01T14:30:15.000Z',
    );
    expect(instantOfLocalTime('2026-11-21T12:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-11-21T20:00:00.000Z',
    );
  });

  it('reads the hours on either side of a change of offset', () => {
    // Summer time ends in Chicago at 2 am on 1 November 2026: 1:30 is shown twice.
    expect(instantOfLocalTime('2026-11-01T03:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-10-31T23:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('refuses text that is no wall-clock time', () => {
    for (const text of [
      '2026-11-31T10:00',
      '2026-11-21T24:00',
      '2026-11-21T10:60',
      '21/11/2026',
      '',
    ]) {
      expect(instantOfLocalTime(text, 'America/Chicago')).toBeUndefined();
    }
  });
});

describe('localTimeInZone', () => {
  it('shows an instant as the club’s clocks do, and reads back to it', () => {
    const instant = new Date('2026-11-21T18:03:07Z');
    expect(localTimeInZone(instant, 'America/Chicago')).toBe('2026-11-21T12:03:07');
    expect(
      instantOfLocalTime(localTimeInZone(instant, 'America/New_York'), 'America/New_York'),
    ).toEqual(instant);
  });
});
