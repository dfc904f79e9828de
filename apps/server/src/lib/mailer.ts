import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The last messages handed over, newest last (kept for the operator's log view and for tests). */
  readonly outbox: readonly MailMessage[];
}

const OUTBOX_SIZE = 20;

/** SMTP when SMTP_URL is set; otherwise messages are written to the log so resets still work locally. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
      } else {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail (no SMTP_URL set)',
        );
      }
    },
  };
}
