import { describe, expect, it } from 'vitest';
import { clockStartingAt } from '../src/clock';

describe('a clock started at an instant (CLOCK_AT)', () => {
  it('reads the instant when made, then runs on with the elapsed time', () => {
    let elapsed = 1_000;
    const clock = clockStartingAt(new Date('2026-11-21T18:00:00Z'), () => elapsed);
    expect(clock()).toEqual(new Date('2026-11-21T18:00:00Z'));
    elapsed += 90_000;
    expect(clock()).toEqual(new Date('2026-11-21T18:01:30Z'));
  });

  it('runs on with real time by default', async () => {
    const clock = clockStartingAt(new Date('2026-11-21T18:00:00Z'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ahead = clock().getTime() - Date.parse('2026-11-21T18:00:00Z');
    expect(ahead).toBeGreaterThanOrEqual(15);
    expect(ahead).toBeLessThan(10_000);
  });
});
