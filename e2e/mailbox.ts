import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A message the browser tests' mail server accepted: its recipients and its raw MIME text. */
interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for the browser tests' app server (its `SMTP_URL`), started once by the
 * global setup. Each accepted message is written to `dir` as a file, because the tests run in
 * worker processes other than the one this server lives in.
 */
export async function startMailbox(dir: string, port: number): Promise<() => Promise<void>> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        writeFileSync(join(dir, `${count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Undoes quoted-printable soft line breaks and escapes, so figures and ids read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mail received so far for an address, decoded for reading. */
export function mailTo(dir: string, address: string): string[] {
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => decodeQuotedPrintable(mail.raw));
}
