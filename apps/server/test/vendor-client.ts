import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A game vendor's server calling our seamless wallet: JSON bodies signed with HMAC-SHA256. */
export class VendorClient {
  constructor(
    readonly app: FastifyInstance,
    readonly code: string,
    readonly secret: string,
  ) {}

  call(action: 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback', body: unknown, options: { signature?: string; raw?: string } = {}): Promise<LightMyRequestResponse> {
    const raw = options.raw ?? JSON.stringify(body);
    const signature = options.signature ?? crypto.createHmac('sha256', this.secret).update(raw).digest('hex');
    return this.app.inject({ method: 'POST', url: `/seamless/${this.code}/${action}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signature } });
  }
}
