import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, e.g. `<id@domain>`. The delivery job derives it from the outbox id,
   * so every attempt at one email carries the same one and a receiver can drop a re-send.
   */
  messageId?: string;
}

export interface Mailer {
  /** True when messages really leave the machine (SMTP_URL set). */
  readonly isDelivering: boolean;
  send(email: OutgoingEmail): Promise<{ messageId?: string }>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise messages are printed to the log. */
export function createMailer(smtpUrl: string | undefined, log: Logger): Mailer {
  if (!smtpUrl) {
    return {
      isDelivering: false,
      async send(email) {
        log.info(
          { to: email.to, subject: email.subject },
          `email not sent (no SMTP_URL); kept in the outbox:\n${email.text}`,
        );
        return {};
      },
      close() {},
    };
  }
  // One pooled connection: the worker sends one message after another, and a new connection
  // (and TLS handshake) per message cost ~100 ms each even on loopback. Bounded waits, so an
  // attempt ends (and its claim with it) well within recovery's patience for a claim
  // (jobs/deliver-email.ts) instead of nodemailer's ten minutes of silence.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    isDelivering: true,
    async send(email) {
      const info = await transport.sendMail(email);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
