import { requiredText, textRule } from './textField';

export const FORMER_MEMBER_SELECTION_MESSAGE = 'Please make a selection.';

/**
 * The dropdown value of 'New Member': enter a new person instead of a previous member
 * (product/member-forms.md#member-info-form).
 */
export const NEW_MEMBER_SELECTION = 'NewMember';

/**
 * The former-member dropdown of the junior and secondary adult forms, required when shown
 * (product/member-forms.md#member-info-form,
 * product/member-forms.md#relationship-and-former-members): 'New Member', or the party id of one of
 * the previous membership's members.
 */
export function formerMemberSelectionSchema(previousMemberPartyIds: readonly string[]) {
  return requiredText(FORMER_MEMBER_SELECTION_MESSAGE, [
    textRule(
      (value) => value === NEW_MEMBER_SELECTION || previousMemberPartyIds.includes(value),
      FORMER_MEMBER_SELECTION_MESSAGE,
    ),
  ]);
}
