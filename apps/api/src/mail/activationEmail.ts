import { escapeHtml, type RenderedEmail } from './renderedEmail';

/** What an activation email and the activation part of a confirmation email say. */
export const ACTIVATION_TEXT = {
  heading: 'Activate your account',
  body: 'Your account can be used once you confirm this email address is yours. Open this link within 7 days to activate it:',
  ignore:
    'If you did not join or create an account with this address, ignore this email: nothing will be activated.',
} as const;

/** The activation part of an email, as plain-text lines and as HTML. */
export function activationSection(link: string): { text: string[]; html: string[] } {
  return {
    text: [ACTIVATION_TEXT.heading, ACTIVATION_TEXT.body, link, ACTIVATION_TEXT.ignore],
    html: [
      `<h2>${escapeHtml(ACTIVATION_TEXT.heading)}</h2>`,
      `<p>${escapeHtml(ACTIVATION_TEXT.body)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ACTIVATION_TEXT.ignore)}</p>`,
    ],
  };
}

/**
 * The email a person asks for when their activation link is lost or expired
 * (product/accounts-and-sign-in.md#login-problems).
 */
export function activationEmail(link: string): RenderedEmail {
  const subject = 'Activate your account';
  const section = activationSection(link);
  return {
    subject,
    text: [...section.text, ''].join('\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
      ...section.html,
      '</body></html>',
    ].join('\n'),
  };
}
