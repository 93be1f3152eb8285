/** One bad field and the message shown under it. */
export interface FieldProblem {
  /** The field's path, dot-separated (`email`, `address.zip`); empty for the whole value. */
  field: string;
  message: string;
}

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message of each bad field, in the order the schema found them
 * (product/member-forms.md#every-field: a form shows one message under a field;
 * product/decisions-and-platform.md#schemas-and-bad-input: a 400 answer names each bad field with
 * that same message).
 */
export function fieldProblemsOf(error: { readonly issues: readonly IssueLike[] }): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
