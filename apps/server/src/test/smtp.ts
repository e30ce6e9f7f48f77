import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server in the test process; it can refuse the first N messages to test retries. */
export async function startSmtpServer(options: { refuseFirst?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      attempts++;
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          if (refusals > 0) {
            refusals--;
            const error = new Error('Mailbox temporarily unavailable') as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            return callback(error);
          }
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    /** Waits until a message to `to` arrives (polling; the delivery job runs in the background). */
    async waitFor(
      to: string,
      predicate: (mail: ReceivedMail) => boolean = () => true,
      timeoutMs = 20_000,
    ) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const mail = received.find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `No email to ${to} within ${timeoutMs} ms (received: ${received.map((m) => m.to.join(',')).join('; ') || 'none'})`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
