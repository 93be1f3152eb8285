/**
 * The SQLSTATEs of data exceptions (class 22) a value from a caller causes when the schemas let
 * it through: text PostgreSQL cannot hold (a NUL, an unpaired surrogate in JSON), a value that is
 * not of its column's type or out of its range. Other data exceptions (division by zero, an
 * invalid parameter to a function) come from the server's own arithmetic and stay 500s.
 */
const INPUT_DATA_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['22001', 'string_data_right_truncation'],
  ['22003', 'numeric_value_out_of_range'],
  ['22007', 'invalid_datetime_format'],
  ['22008', 'datetime_field_overflow'],
  ['22021', 'character_not_in_repertoire'],
  ['22025', 'invalid_escape_sequence'],
  ['22P02', 'invalid_text_representation'],
  ['22P05', 'untranslatable_character'],
]);

/**
 * The condition name when `error` is a database error caused by the value of a parameter (the
 * SQLSTATE of PGlite's and node-postgres's errors alike), else undefined.
 */
export function inputRefusedByDatabase(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') {
    return undefined;
  }
  return INPUT_DATA_EXCEPTIONS.get(error.code);
}
