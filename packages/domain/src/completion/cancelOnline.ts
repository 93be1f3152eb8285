/**
 * How a member cancels online, shown where the click-to-cancel flag is on
 * (product/decisions-and-platform.md#feature-flags; docs/decisions/0008): on the payment step
 * beside the agreements and on the confirmation. The spec gives no wording: this is ours.
 */
export const CANCEL_ONLINE = {
  title: 'Cancel online',
  text: 'You can cancel your membership online at any time, as easily as you joined: sign in to your member account and choose Cancel membership. No phone call or club visit is needed.',
} as const;
