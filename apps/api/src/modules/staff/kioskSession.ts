import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from './staffCaller';
import { writeSessionKiosk } from './store';

/**
 * Binds a seller's session to the kiosk of a club (docs/decisions/0035): the device now sells at
 * that club alone and the session reaches nothing of the portal until `freeKioskSession`.
 */
export async function bindKioskSession(
  context: ModuleContext,
  seller: StaffCaller,
  clubId: string,
): Promise<void> {
  await writeSessionKiosk(context.db, seller.sessionId, clubId);
}

/** Frees a session from its kiosk: the unlock's, once the seller's password was checked. */
export async function freeKioskSession(context: ModuleContext, seller: StaffCaller): Promise<void> {
  await writeSessionKiosk(context.db, seller.sessionId, null);
}
