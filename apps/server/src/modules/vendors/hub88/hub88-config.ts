import crypto from 'node:crypto';
import { z } from 'zod';
import type { VendorIntegrationsRepository } from '../vendor-integrations.repository.ts';
import { generateRsaPair, rsaKey } from './hub88-signature.ts';

/** A Hub88 vendor's settings (`vendor_integrations.settings` where kind is `hub88`). */
export const hub88SettingsSchema = z.object({
  /** Games API base URL, e.g. https://api.hub88.io (staging and production differ). */
  apiUrl: z.string().url().transform((u) => u.replace(/\/+$/, '')),
  /** Our operator id at Hub88. */
  operatorId: z.number().int().positive(),
  /** Hub88's sub_partner_id for this site, when the operator account serves several. */
  subPartnerId: z.string().min(1).max(100).optional(),
  /** Our RSA private key (PKCS#8 PEM). Made on first use when absent; Hub88 gets its public half. */
  privateKey: z.string().min(1).optional(),
  /** Hub88's RSA public key (PEM). Until it is set every wallet call is refused as wrongly signed. */
  hub88PublicKey: z.string().min(1).optional(),
  /** How long a Games API call may take. */
  timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
  /** Whether imported games offer demo play (Hub88's DEMO mode, currency XXX). */
  demoGames: z.boolean().default(false),
  /** The country sent with a launch when the member has none on record (Hub88's own example uses XX). */
  defaultCountry: z.string().length(2).default('XX'),
});
export type Hub88Settings = z.output<typeof hub88SettingsSchema>;

/** A Hub88 vendor ready to use: settings and parsed keys. */
export interface Hub88Config {
  vendor: string;
  enabled: boolean;
  settings: Hub88Settings;
  /** Ours: signs Games API calls and our wallet answers. */
  privateKey: crypto.KeyObject;
  /** Ours, PEM: what the operator gives Hub88. */
  publicKeyPem: string;
  /** Hub88's: verifies its wallet calls (null until configured). */
  hub88Key: crypto.KeyObject | null;
}

/**
 * Loads Hub88 vendors' configuration, keeps it (with parsed keys) for `cacheMs`, and makes our key
 * pair on first use when the settings have none. A broken row (bad JSON shape, unreadable key) is
 * a configuration error: `get` throws a plain Error, which callers turn into "unavailable".
 */
export class Hub88Configs {
  readonly #cache = new Map<string, { at: number; value: Promise<Hub88Config | null> }>();

  constructor(
    private readonly repo: VendorIntegrationsRepository,
    private readonly cacheMs: number,
  ) {}

  get(vendor: string): Promise<Hub88Config | null> {
    const hit = this.#cache.get(vendor);
    if (hit && Date.now() - hit.at < this.cacheMs) return hit.value;
    const value = this.#load(vendor);
    this.#cache.set(vendor, { at: Date.now(), value });
    // Only configured vendors are kept (unknown codes in URLs must not grow the map); a failed load is not kept either.
    value.then(
      (config) => {
        if (!config) this.#cache.delete(vendor);
      },
      () => this.#cache.delete(vendor),
    );
    return value;
  }

  invalidate(vendor?: string): void {
    if (vendor) this.#cache.delete(vendor);
    else this.#cache.clear();
  }

  async #load(vendor: string): Promise<Hub88Config | null> {
    const row = await this.repo.find(vendor);
    if (!row || row.kind !== 'hub88') return null;
    const parsed = hub88SettingsSchema.safeParse(row.settings);
    if (!parsed.success) throw new Error(`vendor ${vendor}: Hub88 settings are invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const settings = parsed.data;
    let privatePem = settings.privateKey;
    if (!privatePem) {
      privatePem = (await this.repo.setIfAbsent(vendor, 'privateKey', generateRsaPair().privateKey)) ?? undefined;
      if (!privatePem) throw new Error(`vendor ${vendor}: could not store a private key`);
      settings.privateKey = privatePem;
    }
    const privateKey = rsaKey(privatePem, 'private');
    const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const hub88Key = settings.hub88PublicKey ? rsaKey(settings.hub88PublicKey, 'public') : null;
    return { vendor, enabled: row.enabled, settings, privateKey, publicKeyPem, hub88Key };
  }
}
