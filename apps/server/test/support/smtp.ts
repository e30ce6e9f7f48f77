import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The Message-ID header, as sent. */
  messageId: string;
  to: string[];
  /** Every address the message was delivered to (RCPT TO): the headers' and the blind copies. */
  envelopeTo: string[];
  replyTo: string[];
  /** The provider metadata headers sent (X-PM-Metadata-*), by lower-cased name. */
  metadata: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpServerOptions {
  /** Answer 451 to the first N messages (retries). */
  refuseFirst?: number;
  /**
   * Never answer the DATA of the message with this number (1 for the first one sent): the
   * sender waits for our 250 with the whole message sent. A crash test kills the sender then;
   * the message was never accepted, so it is not in `received`.
   */
  holdReply?: number;
}

/**
 * A real SMTP server in the test process; it can refuse the first N messages to test retries,
 * and hold its reply to one message to kill the sender while that message is in flight.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const refusedRecipients = new Set<string>();
  let refusals = options.refuseFirst ?? 0;
  let attempts = 0;
  let holdAt = options.holdReply;
  let onHeld: (mail: ParsedMail) => void = () => {};
  let held = new Promise<ParsedMail>((resolve) => {
    onHeld = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // a DNS lookup of 127.0.0.1 per connection slowed every message
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) return callback();
      const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      attempts++;
      // Decided as the message begins, not once it is parsed: a test may stop holding (a crash
      // test does, right after the kill) while the held message is still being parsed, and that
      // message, never answered, must not then count as received.
      const heldAs = attempts === holdAt ? onHeld : undefined;
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          if (heldAs) {
            heldAs(mail); // no reply, ever: the sender hangs until it dies
            return;
          }
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
          const replyTo = mail.replyTo?.value.map((v) => v.address ?? '') ?? [];
          received.push({
            messageId: mail.messageId ?? '',
            to,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            replyTo,
            metadata: Object.fromEntries(
              [...mail.headers.entries()]
                .filter(([name]) => name.startsWith('x-pm-metadata-'))
                .map(([name, value]) => [name.slice('x-pm-metadata-'.length), String(value)]),
            ),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A connection's error is the server's 'error' event, and an unheard one would be thrown in
  // the test process: a sender killed mid-message (the crash tests) resets its connection.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    /** The message whose reply is held, once it has arrived whole (`holdReply`, `hold`). */
    get held() {
      return held;
    },
    /** Refuses every message to `address` for good (550), as a mailbox that does not exist. */
    refuse(address: string) {
      refusedRecipients.add(address.toLowerCase());
    },
    /** Holds no further message (a message already held stays unanswered). */
    stopHolding() {
      holdAt = undefined;
    },
    /** Holds the reply to the n-th message from now on (1: the next one). */
    hold(n = 1) {
      holdAt = attempts + n;
      held = new Promise<ParsedMail>((resolve) => {
        onHeld = resolve;
      });
      return held;
    },
    /** Waits until a message to `to` arrives (polling; the delivery job runs in the background). */
    async waitFor(
      to: string,
      predicate: (mail: ReceivedMail) => boolean = () => true,
      timeoutMs = 20_000,
    ) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const mail = received.find((m) => m.envelopeTo.includes(to.toLowerCase()) && predicate(m));
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
