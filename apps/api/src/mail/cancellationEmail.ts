import { escapeHtml, type RenderedEmail } from './renderedEmail';

/** What a cancellation confirmation says: the club, the membership and the domain's sentence. */
export interface CancellationEmailInput {
  clubName: string;
  membershipId: string;
  /** The domain's confirmation (accounts/memberAccount.ts: cancellationConfirmation). */
  confirmation: string;
  subject: string;
}

/**
 * The email confirming an online cancellation (product/accounts-and-sign-in.md#a-members-own-account),
 * sent to the primary member after the cancellation is recorded.
 */
export function cancellationEmail(input: CancellationEmailInput): RenderedEmail {
  const lines = [
    input.confirmation,
    `Membership ${input.membershipId} at ${input.clubName}.`,
    'If you did not cancel, call Member Services.',
  ];
  return {
    subject: input.subject,
    text: [...lines, ''].join('\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
