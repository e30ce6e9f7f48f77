import type { Logger } from 'pino';
import { lazyModule } from '../../../lib/lazy-module.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  bcc?: string[];
  headers?: Record<string, string>;
  /**
   * The Message-ID header, e.g. `<id@domain>`. The delivery job derives it from the outbox id,
   * so every attempt at one email carries the same one and a receiver can drop a re-send.
   */
  messageId?: string;
}

export interface Mailer {
  /** True when messages really leave the machine (SMTP_URL set). */
  readonly isDelivering: boolean;
  /** How many messages may be handed to it at once (its SMTP connections). */
  readonly concurrency: number;
  /** The Message-ID, and the mail server's answer ("250 OK: queued as …"). */
  send(email: OutgoingEmail): Promise<{ messageId?: string; response?: string }>;
  close(): void;
}

export interface SmtpLimits {
  /** Simultaneous SMTP connections (SMTP_MAX_CONNECTIONS). */
  maxConnections: number;
  /** Messages per second this process may hand to the provider, 0 for no limit (SMTP_RATE_LIMIT). */
  rateLimit: number;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise messages are printed to the log. */
export function createMailer(
  smtpUrl: string | undefined,
  log: Logger,
  limits: SmtpLimits = { maxConnections: 5, rateLimit: 0 },
): Mailer {
  if (!smtpUrl) {
    return {
      isDelivering: false,
      concurrency: 1,
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
  // A pool of connections kept open: a new connection (and TLS handshake) per message cost
  // ~100 ms each even on loopback, and one connection carries one message at a time, so the
  // delivery job keeps as many messages in flight as there are connections. The provider's
  // rate limit is nodemailer's: sending pauses until the second is over once `rateLimit`
  // messages have gone in it (shared by every connection of this process). Bounded waits, so an
  // attempt ends (and its claim with it) well within recovery's patience for a claim
  // (jobs/deliver-email.ts) instead of nodemailer's ten minutes of silence.
  // nodemailer loads, and the pool opens, with the first message (lib/lazy-module.ts).
  let opened = false;
  const transport = lazyModule(async () => {
    const nodemailer = (await import('nodemailer')).default;
    opened = true;
    return nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: limits.maxConnections,
      ...(limits.rateLimit > 0 ? { rateDelta: 1000, rateLimit: limits.rateLimit } : {}),
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  });
  return {
    isDelivering: true,
    concurrency: limits.maxConnections,
    async send(email) {
      const info = await (await transport()).sendMail(email);
      return { messageId: info.messageId, response: info.response };
    },
    close: () => {
      if (opened) void transport().then((pool) => pool.close());
    },
  };
}
