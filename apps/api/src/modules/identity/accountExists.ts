import type { Queryable } from '../../db/database';
import { findAccountByUsername } from './store';

/** Whether an account exists for an email (02 §4 get started): the only thing told about it. */
export async function accountExists(db: Queryable, emailAddress: string): Promise<boolean> {
  return (await findAccountByUsername(db, emailAddress)) !== undefined;
}
