import { z } from 'zod';
import { ADDITIONAL_MEMBER_KINDS } from '../vocabulary';

export const RELATIONSHIP_REQUIRED_MESSAGE = 'Please select a relationship.';

/**
 * A secondary adult's relationship to the primary
 * (product/member-forms.md#relationship-and-former-members): Partner, or Secondary (a child of 14
 * to 25); required, and anything else shows the same message.
 */
export const relationshipSchema = z
  .string({ error: RELATIONSHIP_REQUIRED_MESSAGE })
  .trim()
  .pipe(z.enum(ADDITIONAL_MEMBER_KINDS, { error: RELATIONSHIP_REQUIRED_MESSAGE }));
