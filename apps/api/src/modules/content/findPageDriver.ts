import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { pageDriverPath } from '@clubjoin/domain/wizard/pageDrivers';

/** A section or page the page-driver table does not hold, with the domain's message. */
export interface NoPageDriver {
  kind: 'noPageDriver';
  message: string;
}

/**
 * A page of the global page-driver table (product/wizard.md#page-drivers-and-addresses). The domain
 * throws for a section or page the table does not hold, as the spec says the lookup does
 * (product/wizard.md#page-drivers-and-addresses); here that is an expected answer, so it becomes a
 * value carrying the domain's message.
 */
export function findPageDriver(section: string, page: string): Outcome<string, NoPageDriver> {
  try {
    return succeed(pageDriverPath(section, page));
  } catch (error) {
    return fail({ kind: 'noPageDriver', message: (error as Error).message });
  }
}
