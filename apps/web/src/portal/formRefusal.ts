import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/ApiError';

/** The server refuses what the form let through (an email taken, a club unknown): shown by the field. */
function fieldRefusal(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) return;
  const [field] = error.fields;
  return field ? { field: field.field.replace(/^body\./, ''), message: field.message } : undefined;
}

/**
 * Runs a portal form's call; a refusal naming a field (400 with fields) is shown under that field
 * (or `fallback`) and answers undefined, anything else is thrown on to the error modal.
 */
export async function callShowingRefusal<T, V extends FieldValues>(
  call: () => Promise<T>,
  setError: UseFormSetError<V>,
  fallback: Path<V>,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    const refusal = fieldRefusal(error);
    if (!refusal) throw error;
    setError(
      (refusal.field || fallback) as Path<V>,
      { message: refusal.message },
      { shouldFocus: true },
    );
    return undefined;
  }
}
