import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../core/deps';
import type { Env } from '../env';
import type { Logger } from '../log';

/**
 * SMTP when SMTP_URL is set (`smtp://user:pass@host:587`). Otherwise the outbox table keeps the
 * message; in development the log shows it in full (recovery links included), in production only
 * its recipient and subject; with MAIL_DIR each message is also written there as a JSON file.
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
  const mailDir = env.mailDir;
  return {
    kind: mailDir ? 'dir' : 'log',
    send: async (message) => {
      if (mailDir) {
        await mkdir(mailDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
        await writeFile(join(mailDir, name), JSON.stringify({ from: env.mailFrom, ...message }, null, 2));
      }
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
