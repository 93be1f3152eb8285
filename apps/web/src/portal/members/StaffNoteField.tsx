import { useState } from 'react';
import { StaffNote } from '@clubjoin/domain/staff/staffNote';
import { ApiError } from '../../api/ApiError';
import { Field } from '../../ui/Field';
import styles from './members.module.css';

/**
 * A form's staff note (the audit trail keeps it): checked by the domain's note rule before it is
 * sent, the server's refusal shown as it says, and emptied once `send` succeeds.
 */
export function useStaffNote(send: (note: string) => Promise<void>) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = StaffNote.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await send(parsed.data);
      setNote('');
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };
  const field = <StaffNoteField value={note} error={error} onChange={setNote} />;
  return { field, busy, submit };
}

function StaffNoteField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Note" error={error}>
      {(control) => (
        <textarea
          {...control}
          className={styles.note}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
