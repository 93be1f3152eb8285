import { randomBytes } from 'node:crypto';

/**
 * A new cart, magento cart, order or party id: 16 random bytes in base64url (22 characters), so
 * ids are opaque and cannot be guessed from one another (a fetch needs three of them).
 */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}
