import { describe, expect, it } from 'vitest';
import { configureZodBeforeItLoads } from './zodSettings';

describe('zod settings set before zod loads (docs/decisions/0040)', () => {
  it('are the settings zod works with once it loads, and stay when changed after', async () => {
    configureZodBeforeItLoads({ jitless: true });

    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    configureZodBeforeItLoads({ jitless: false });
    expect(z.config().jitless).toBe(false);
  });
});
