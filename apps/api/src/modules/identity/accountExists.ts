import type { Queryable } from '../../db/database';
import { accountOwningEmail } from './enrolmentAccount';

/**
 * Whether an account exists for an email (product/accounts-and-sign-in.md#get-started): the only
 * thing told about it. A reservation no purchase completed with does not count (its email is not
 * proven).
 */
export async function accountExists(db: Queryable, emailAddress: string): Promise<boolean> {
  return (await accountOwningEmail(db, emailAddress)) !== undefined;
}
