import type { z } from 'zod';

/**
 * Whether an object parse so far has no issue on the whole value nor on any of `fields`.
 * Cross-field rules run only then, so a field shows its own message before a rule that reads it
 * (product/member-forms.md#every-field), while a bad field elsewhere does not hide the cross-field
 * message.
 */
export function fieldsPassed(payload: z.core.ParsePayload, fields: readonly string[]): boolean {
  return payload.issues.every((issue) => {
    const [field] = issue.path ?? [];
    return field !== undefined && !fields.includes(String(field));
  });
}
