import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { DevOutbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com). */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  readonly #transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.#transport.sendMail({ from: this.from, ...mail });
  }
}

/** The offline default: each message becomes an .eml file under DATA_DIR/mail and a dev inbox entry. */
export class LocalMailer implements Mailer {
  readonly name = 'local';
  readonly #transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly outbox: DevOutbox,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.#transport.sendMail({ from: this.from, ...mail });
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    await this.outbox.put('mail', mail.to, mail.subject, mail.text);
  }
}
