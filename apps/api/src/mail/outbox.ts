import type { Queryable } from '../db/database';
import type { RenderedEmail } from './renderedEmail';

/** An email claimed from the outbox for one sending attempt. */
export interface OutboxEmail {
  emailId: string;
  orderId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Writes an email to the outbox, inside the caller's transaction
 * (product/payment-and-confirmation.md#confirmation-email): it exists exactly when what it confirms
 * does, and is due at once. An order's confirmation names its order.
 */
export async function enqueueEmail(
  tx: Queryable,
  email: RenderedEmail & { orderId?: string; to: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO email_outbox (order_id, to_address, subject, text_body, html_body, status,
       next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
    [email.orderId ?? null, email.to, email.subject, email.text, email.html, now],
  );
}

interface OutboxRow {
  email_id: string;
  order_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Claims the oldest due email for one attempt: its next attempt moves to `leaseUntil` and its
 * attempts count up, in one statement that skips rows another worker holds, so two workers (or
 * processes) never claim one email at once. A worker that stops mid-send leaves the email due
 * again when the lease ends.
 */
export async function claimDueEmail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxEmail | undefined> {
  const [row] = await db.query<OutboxRow>(
    `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = $2
     WHERE email_id = (
       SELECT email_id FROM email_outbox
       WHERE status = 'pending' AND next_attempt_at <= $1
       ORDER BY next_attempt_at, email_id
       LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING email_id::text AS email_id, order_id, to_address, subject, text_body, html_body,
       attempts`,
    [now, leaseUntil],
  );
  return (
    row && {
      emailId: row.email_id,
      orderId: row.order_id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attempts: row.attempts,
    }
  );
}

/** Marks an email sent once the SMTP server accepted it: it is never claimed again. */
export async function markEmailSent(db: Queryable, emailId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET status = 'sent', sent_at = $2, last_error = NULL
     WHERE email_id = $1::bigint`,
    [emailId, now],
  );
}

/** Records a failed attempt and when to try again. */
export async function markEmailFailed(
  db: Queryable,
  emailId: string,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET next_attempt_at = $2, last_error = $3
     WHERE email_id = $1::bigint AND status = 'pending'`,
    [emailId, nextAttemptAt, error.slice(0, 1000)],
  );
}

/** An order's confirmation email's state, undefined when it has none. */
export async function confirmationEmailOf(
  db: Queryable,
  orderId: string,
): Promise<{ to: string; status: 'pending' | 'sent'; sentAt: Date | null } | undefined> {
  const [row] = await db.query<{
    to_address: string;
    status: 'pending' | 'sent';
    sent_at: Date | null;
  }>('SELECT to_address, status, sent_at FROM email_outbox WHERE order_id = $1', [orderId]);
  return (
    row && {
      to: row.to_address,
      status: row.status,
      sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    }
  );
}
