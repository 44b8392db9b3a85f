import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when mail lands in the outbox folder instead of an SMTP server. */
  readonly writesToOutbox: boolean;
  /** Sends in the background; failures are logged with the recipient, never thrown at the caller. */
  send(message: MailMessage): void;
  /**
   * Runs compose in the background and sends what it returns (nothing when it returns null), so a
   * request can answer before work whose duration would tell something.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Resolves when every mail handed to send() has been delivered or has failed. */
  idle(): Promise<void>;
}

/** SMTP when a URL is given; otherwise .eml files under outboxDir, so mail works out of the box. */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(message: MailMessage) {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) return;
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }

  function sendLater(compose: () => Promise<MailMessage | null>) {
    const delivery = (async () => {
      const message = await compose();
      if (!message) return;
      try {
        await deliver(message);
      } catch (err) {
        options.logger.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
      }
    })()
      .catch((err) => options.logger.error({ err }, 'mail could not be prepared'))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  return {
    writesToOutbox: !options.smtpUrl,
    send: (message) => sendLater(async () => message),
    sendLater,
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
