import type { z } from 'zod';

type ZodSettings = Parameters<typeof z.config>[0];

declare global {
  // Zod's own settings object: zod reads it when it loads and keeps it as its configuration.
  var __zod_globalConfig: ZodSettings | undefined;
}

/**
 * Settles zod's settings without loading zod, so the first screen can set them and leave zod to
 * load with the first parse that needs it (docs/decisions/0040). The settings object is the one
 * zod itself keeps (`z.config()` writes it too): it is changed in place, so the settings hold
 * whether zod has loaded yet or not.
 */
export function configureZodBeforeItLoads(settings: ZodSettings): void {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, settings);
}
