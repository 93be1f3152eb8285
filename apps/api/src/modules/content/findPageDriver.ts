import { pageDriverPath } from '@clubjoin/domain/wizard/pageDrivers';

/** A page driver's URL path, or the domain's message saying why the table has none. */
export type PageDriverOutcome = { found: true; path: string } | { found: false; message: string };

/**
 * A page of the global page-driver table (product/wizard.md#page-drivers-and-addresses). The domain
 * throws for a section or page the table does not hold, as the spec says the lookup does
 * (product/wizard.md#page-drivers-and-addresses); here that is an expected answer, so it becomes a
 * value carrying the domain's message.
 */
export function findPageDriver(section: string, page: string): PageDriverOutcome {
  try {
    return { found: true, path: pageDriverPath(section, page) };
  } catch (error) {
    return { found: false, message: (error as Error).message };
  }
}
