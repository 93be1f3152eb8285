import { describe, expect, it } from 'vitest';
import { windowStatus } from './validityWindow';

describe('a dated promotion or coupon is usable from its start, up to but not at its end (product/membership-and-promotions.md#promotions)', () => {
  const window = { startDateTime: '2026-06-01T05:00:00Z', endDateTime: '2026-09-01T05:00:00Z' };
  it.each([
    {
      rule: 'just before the start: not started',
      now: '2026-06-01T04:59:59.999Z',
      status: 'notStarted',
    },
    { rule: 'at the start: current', now: '2026-06-01T05:00:00.000Z', status: 'current' },
    { rule: 'inside: current', now: '2026-07-15T12:00:00.000Z', status: 'current' },
    { rule: 'just before the end: current', now: '2026-09-01T04:59:59.999Z', status: 'current' },
    { rule: 'at the end: ended', now: '2026-09-01T05:00:00.000Z', status: 'ended' },
    { rule: 'after the end: ended', now: '2027-01-01T00:00:00.000Z', status: 'ended' },
  ])('$rule', ({ now, status }) => {
    expect(windowStatus(window, new Date(now))).toBe(status);
  });

  it.each([
    {
      rule: 'no start: usable until the end',
      window: { startDateTime: null, endDateTime: '2026-01-01T00:00:00Z' },
      now: '2000-01-01T00:00:00Z',
      status: 'current',
    },
    {
      rule: 'no start: still ends',
      window: { startDateTime: null, endDateTime: '2026-01-01T00:00:00Z' },
      now: '2026-01-01T00:00:00Z',
      status: 'ended',
    },
    {
      rule: 'no end: usable for ever once started',
      window: { startDateTime: '2026-01-01T00:00:00Z', endDateTime: null },
      now: '2100-01-01T00:00:00Z',
      status: 'current',
    },
    {
      rule: 'no end: not before its start',
      window: { startDateTime: '2026-01-01T00:00:00Z', endDateTime: null },
      now: '2025-12-31T23:59:59Z',
      status: 'notStarted',
    },
    {
      rule: 'no window at all: always current',
      window: { startDateTime: null, endDateTime: null },
      now: '2026-11-21T00:00:00Z',
      status: 'current',
    },
    {
      rule: 'an offset instant is compared as the instant it names',
      window: { startDateTime: '2026-06-01T00:00:00-05:00', endDateTime: null },
      now: '2026-06-01T04:59:59Z',
      status: 'notStarted',
    },
  ])('$rule', ({ window: open, now, status }) => {
    expect(windowStatus(open, new Date(now))).toBe(status);
  });
});
