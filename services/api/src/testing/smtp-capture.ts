import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Resolves with the next mail to `to` (or one already received). */
  nextMailTo(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        listeners.forEach((listener) => listener());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Set<CapturedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMailTo(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const mail = mails.find((candidate) => !seen.has(candidate) && candidate.to.includes(to));
          if (!mail) return false;
          seen.add(mail);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        look();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
