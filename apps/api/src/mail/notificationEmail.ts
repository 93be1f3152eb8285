import type { RenderedNotification } from '@clubjoin/domain/staff/notifications';
import { escapeHtml, type RenderedEmail } from './renderedEmail';

/**
 * The email of a portal notification to a member (product/team-portal.md#notifications): the
 * subject and paragraphs the domain rendered, as plain text and HTML.
 */
export function notificationEmail(notification: RenderedNotification): RenderedEmail {
  return {
    subject: notification.subject,
    text: [...notification.paragraphs, ''].join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(notification.subject)}</title></head><body>`,
      ...notification.paragraphs.map(
        (paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`,
      ),
      '</body></html>',
    ].join('\n'),
  };
}
