import { startMailbox } from './mailbox';
import { e2eMailDir, e2eSmtpPort } from './playwright.config';

/** Starts the mail server the app under test sends its confirmation emails to. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailbox(e2eMailDir, e2eSmtpPort);
}
