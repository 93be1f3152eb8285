/** The answer of a rule that reads more than one value: fine, or the message it shows. */
export type Check = { ok: true } | { ok: false; message: string };
