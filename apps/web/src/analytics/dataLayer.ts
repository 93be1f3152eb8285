declare global {
  interface Window {
    /** The tag manager's queue of analytics events. */
    dataLayer?: unknown[];
  }
}

/**
 * The analytics event of a member count change
 * (product/membership-and-promotions.md#adults-and-juniors: add or remove events fire).
 */
export interface MemberCountEvent {
  event: 'add_member' | 'remove_member';
  memberType: 'adult' | 'junior';
  /** The count after the change. */
  quantity: number;
}

/**
 * The success event the new member experiences page pushes once the new member is loaded
 * (product/pages.md#new-member-experiences).
 */
export interface NewMemberSuccessEvent {
  event: 'new_member_success';
  clubId: string;
}

/** Queues an analytics event for the tag manager, creating its queue when the page has none. */
export function pushDataLayer(event: MemberCountEvent | NewMemberSuccessEvent): void {
  (window.dataLayer ??= []).push(event);
}
