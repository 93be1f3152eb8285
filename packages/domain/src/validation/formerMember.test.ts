import { describe, expect, it } from 'vitest';
import {
  FORMER_MEMBER_SELECTION_MESSAGE,
  formerMemberSelectionSchema,
  NEW_MEMBER_SELECTION,
} from './formerMember';

describe('former-member dropdown (product/member-forms.md#relationship-and-former-members: required when shown)', () => {
  const schema = formerMemberSelectionSchema(['p-1', 'p-2']);
  it.each([
    [NEW_MEMBER_SELECTION, []],
    ['p-2', []],
    ['', [FORMER_MEMBER_SELECTION_MESSAGE]],
    [undefined, [FORMER_MEMBER_SELECTION_MESSAGE]],
    ['p-3', [FORMER_MEMBER_SELECTION_MESSAGE]],
  ])('%j → %j', (value, messages) => {
    expect(schema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(messages);
  });
  it('reads the spec message', () => {
    expect(FORMER_MEMBER_SELECTION_MESSAGE).toBe('Please make a selection.');
  });
});
