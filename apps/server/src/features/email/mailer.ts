import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    isDelivering: true,
    async send(email) {
      const info = await transport.sendMail(email);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
