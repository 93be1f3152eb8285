import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted: its recipients and its raw MIME text. */
export interface ReceivedMessage {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process, on 127.0.0.1 and a free port. `refuseNext` makes it
 * refuse that many recipients with a temporary failure (450), as a busy server does.
 */
export async function startSmtpServer() {
  const received: ReceivedMessage[] = [];
  const waiting: ((message: ReceivedMessage) => void)[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        for (const resolve of waiting.splice(0)) resolve(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    /** The next message the server accepts. */
    nextMessage: () => new Promise<ReceivedMessage>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a MIME part's body by its transfer encoding (quoted-printable, base64 or as is). */
function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeURIComponent(
        body
          .replace(/=\r?\n/g, '')
          .replace(/%/g, '%25')
          .replace(/=([0-9A-F]{2})/gi, '%$1'),
      );
    case 'base64':
      return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The subject and the decoded text and HTML parts of a multipart/alternative message. */
export function readMessage(raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('Not a multipart message');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const bodies: Record<string, string> = {};
  for (const part of parts) {
    const trimmed = part.replace(/^\r?\n/, '');
    const split = trimmed.search(/\r?\n\r?\n/);
    const head = trimmed.slice(0, split);
    const body = trimmed
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? 'text/plain';
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1];
    bodies[type] = decodeBody(body, encoding).replace(/\r\n/g, '\n');
  }
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return {
    subject: subjectLine.replace(/\r?\n[ \t]/g, ' '),
    messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim(),
    text: bodies['text/plain'] ?? '',
    html: bodies['text/html'] ?? '',
  };
}
