import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_REQUIRED_MESSAGE, relationshipSchema } from './relationship';

describe('relationship (product/member-forms.md#relationship-and-former-members: required for secondary adults)', () => {
  it.each([
    ['Partner', []],
    [' Secondary ', []],
    ['', [RELATIONSHIP_REQUIRED_MESSAGE]],
    [undefined, [RELATIONSHIP_REQUIRED_MESSAGE]],
    ['Cousin', [RELATIONSHIP_REQUIRED_MESSAGE]],
  ])('%j → %j', (value, messages) => {
    expect(relationshipSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(
      messages,
    );
  });
  it('reads the spec message', () => {
    expect(RELATIONSHIP_REQUIRED_MESSAGE).toBe('Please select a relationship.');
  });
});
