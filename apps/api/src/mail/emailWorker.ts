import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { createPoller, type Poller } from '../poller';
import { claimDueEmail, markEmailFailed, markEmailSent, type OutboxEmail } from './outbox';

/** Something that hands an email to a mail server and resolves once the server accepted it. */
export interface MailSender {
  send(email: OutboxEmail & { from: string; messageId: string }): Promise<void>;
}

/** A sender through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials inline). */
export function smtpSender(smtpUrl: string): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
      });
    },
    close: () => transport.close(),
  };
}

/** How long a claimed email is held for its sending attempt before it is due again. */
const SEND_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** When to try again after the `attempts`-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface EmailWorkerOptions {
  db: Queryable;
  clock: Clock;
  sender: MailSender;
  /** The From address of every email. */
  from: string;
  log: FastifyBaseLogger;
  /** How often the running worker looks for due emails. */
  pollMs?: number;
}

export interface EmailWorker extends Poller {
  /** Sends every email due now, one at a time; answers how many the server accepted. */
  sendDue(): Promise<number>;
}

/**
 * The outbox worker (product/decisions-and-platform.md#email-delivery): claims due emails one by
 * one, sends each through the sender, marks it sent once the server accepted it, or records the
 * failure and retries with backoff. A claim is one statement, so two workers never send one email;
 * the message id is the email's own, so a server that sees a resend after a crash between
 * acceptance and marking can tell.
 */
export function createEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const { db, clock, sender, from, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  async function sendOne(email: OutboxEmail): Promise<boolean> {
    try {
      await sender.send({ ...email, from, messageId: `<outbox-${email.emailId}@clubjoin>` });
    } catch (error) {
      const retryAt = new Date(clock().getTime() + retryDelayMs(email.attempts));
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { emailId: email.emailId, attempts: email.attempts, retryAt, reason },
        'email not accepted by the mail server; it will be retried',
      );
      await markEmailFailed(db, email.emailId, retryAt, reason);
      return false;
    }
    await markEmailSent(db, email.emailId, clock());
    log.info({ emailId: email.emailId, orderId: email.orderId }, 'email sent');
    return true;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock();
      // A failed email's retry is at least a minute away, so a round ends when none is due.
      const email = await claimDueEmail(db, now, new Date(now.getTime() + SEND_LEASE_MS));
      if (!email) return sent;
      if (await sendOne(email)) sent += 1;
    }
  }

  const poller = createPoller(sendDue, { pollMs, log, what: 'email worker round' });
  return { sendDue, start: poller.start, stop: poller.stop };
}
