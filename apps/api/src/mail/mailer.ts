import nodemailer from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one message; mail is always written to the outbox table first (see outbox.ts). */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'memory';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set (`smtp://user:pass@host:587`). Otherwise the outbox table keeps the
 * message; in development the log shows it in full (recovery links included), in production only
 * its recipient and subject.
 */
export function createMailer(env: Env, log: Logger): Mailer {
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: env.mailFrom, ...message });
      },
    };
  }
  return {
    kind: 'log',
    send: async (message) => {
      if (env.nodeEnv === 'production') {
        log.warn(`[mail] no SMTP_URL: "${message.subject}" to ${message.to} stays in the outbox table`);
      } else {
        log.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
      }
    },
  };
}

/** Keeps messages in memory: tests read `sent`. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}
