import { maskMobile } from '@lotus/contract/account';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox.ts';

/** Sends a text to a phone number in international digits (dialing code first, no plus). */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** The offline default: the text goes to the development inbox only; nothing leaves the machine. */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    // Never the text: it holds a code that logs in or resets a password, and logs travel far.
    this.log.info({ to: maskMobile(to) }, 'sms sent (local provider; text in the development inbox)');
    await this.outbox.put('sms', `+${to}`, '', text);
  }
}
