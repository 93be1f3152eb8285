import type { z } from 'zod';

export type ParsedRecord<T> =
  { ok: true; data: T; key: string; label: string } | { ok: false; message: string };

/**
 * Validates one record of a data file (the catalog's or the demo data's). Its label names the
 * file, the record's position and its key, so a problem points a person at the exact record and
 * field: `…, record 3 (mmsClubId "212"), field latitude: …`.
 */
export function parseRecord<Schema extends z.ZodType>(
  raw: unknown,
  index: number,
  schema: Schema,
  keyField: string,
  where: string,
): ParsedRecord<z.output<Schema>> {
  const key = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[keyField] : '';
  const label = `${where}, record ${index + 1} (${keyField} ${JSON.stringify(key)})`;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data, key: String(key), label };
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(the record)';
  return { ok: false, message: `${label}, field ${field}: ${issue?.message ?? 'invalid'}` };
}
