import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox.ts';

/** Sends a text to a phone number in international digits (dialing code first, no plus). */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** The offline default: the text goes to the log and the development inbox; nothing leaves the machine. */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    this.log.info({ to, text }, 'sms (local provider)');
    await this.outbox.put('sms', `+${to}`, '', text);
  }
}
