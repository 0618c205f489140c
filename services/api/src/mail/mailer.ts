import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const defaultSender = 'Waterline <no-reply@waterline.local>';

/** Sends through the SMTP server at `smtpUrl` (e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from = defaultSender): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * Without SMTP, each mail becomes a file in `<dataDir>/outbox` for the operator to pass on. The log
 * says where the file is but not what it holds, since a mail may carry a reset link.
 */
export function outboxMailer(dataDir: string, logger: Logger): Mailer {
  const outbox = join(dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      const content = [`From: ${defaultSender}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, ''].join(
        '\n',
      );
      await writeFile(file, content, { mode: 0o600 });
      logger.info(`Mail "${mail.subject}" for ${mail.to} written to ${file} (no SMTP_URL set)`);
    },
  };
}

/** SMTP when `smtpUrl` is set, else the outbox folder. */
export function createMailer(options: { smtpUrl?: string; dataDir: string; logger: Logger }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : outboxMailer(options.dataDir, options.logger);
}
