import crypto from 'node:crypto';
import { formatAmount, parseAmount } from '@lotus/contract/money';
import { constantTimeEqual } from '../../platform/tokens.ts';

/** What a provider's callback says happened to a payment. */
export interface CallbackResult {
  depositId: number;
  externalId: string;
  amount: bigint;
  paid: boolean;
}

/**
 * An online payment channel: where to send the member, and how to read (and trust) the provider's
 * callback. Adapters for real providers implement this with the provider's own protocol.
 */
export interface PaymentAdapter {
  readonly code: string;
  /**
   * A demo stand-in whose pay page the member answers themselves: offered only on brands with demo
   * payments on (and never registered by a production process).
   */
  readonly demo?: boolean;
  /** The page the member pays on. */
  paymentUrl(depositId: number, amount: bigint, origin: string): string;
  /** Verifies the callback's signature and reads it; null when it is not genuine or not understood. */
  readCallback(rawBody: string, signature: string | undefined): CallbackResult | null;
}

/**
 * The offline default: a local "provider" whose pay page is served by this server and whose callback
 * is signed with HMAC-SHA256 over the raw body, as real providers do.
 */
export class LocalPayAdapter implements PaymentAdapter {
  readonly code = 'LOCALPAY';
  readonly demo = true;
  constructor(private readonly secret: string) {}

  paymentUrl(depositId: number, amount: bigint, origin: string): string {
    return `${origin}/payment/local/${depositId}?amount=${encodeURIComponent(formatAmount(amount))}`;
  }

  sign(rawBody: string): string {
    return crypto.createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  readCallback(rawBody: string, signature: string | undefined): CallbackResult | null {
    if (!signature || !constantTimeEqual(signature.toLowerCase(), this.sign(rawBody))) return null;
    try {
      const b = JSON.parse(rawBody) as { depositId?: unknown; externalId?: unknown; amount?: unknown; status?: unknown };
      const amount = typeof b.amount === 'string' ? parseAmount(b.amount) : null;
      if (typeof b.depositId !== 'number' || typeof b.externalId !== 'string' || amount === null || (b.status !== 'paid' && b.status !== 'failed')) return null;
      return { depositId: b.depositId, externalId: b.externalId.slice(0, 100), amount, paid: b.status === 'paid' };
    } catch {
      return null;
    }
  }
}
