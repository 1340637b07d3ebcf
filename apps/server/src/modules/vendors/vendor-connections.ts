import { AppError } from '../../platform/errors.ts';
import { hub88SettingsSchema } from './hub88/hub88-config.ts';
import { rsaKey } from './hub88/hub88-signature.ts';
import type { VendorIntegrations } from './vendor-integrations.ts';
import type { StoredIntegration, VendorIntegrationsRepository } from './vendor-integrations.repository.ts';

/** A credential as operators see it: whether it is there and when it was last entered, never its value. */
export interface CredentialState {
  name: string;
  set: boolean;
  /** ISO time; null when it was never entered in the console (made on first use, or set by a script). */
  changedAt: string | null;
}

/** Hub88's settings that are not secret. */
export interface Hub88PublicSettings {
  apiUrl: string;
  operatorId: number;
  subPartnerId: string | null;
  timeoutMs: number;
  demoGames: boolean;
  defaultCountry: string;
}

/** A Hub88 connection as the console shows it. */
export interface Hub88Connection {
  kind: 'hub88';
  enabled: boolean;
  settings: Hub88PublicSettings;
  credentials: CredentialState[];
}

/** What an operator enters for a Hub88 connection; a credential left out keeps the stored one. */
export interface Hub88Input {
  enabled: boolean;
  settings: { apiUrl: string; operatorId: number; subPartnerId?: string | null | undefined; timeoutMs?: number | undefined; demoGames?: boolean | undefined; defaultCountry?: string | undefined };
  credentials: { privateKey?: string | undefined; hub88PublicKey?: string | undefined };
}

/** Hub88's credentials: our private key (signs our calls) and Hub88's public key (checks theirs). */
export const hub88CredentialNames = ['privateKey', 'hub88PublicKey'] as const;
const defaults = hub88SettingsSchema.parse({ apiUrl: 'https://example.invalid', operatorId: 1 });

function publicSettings(settings: Record<string, unknown>): Hub88PublicSettings {
  const s = settings;
  return {
    apiUrl: typeof s.apiUrl === 'string' ? s.apiUrl : '',
    operatorId: typeof s.operatorId === 'number' ? s.operatorId : 0,
    subPartnerId: typeof s.subPartnerId === 'string' ? s.subPartnerId : null,
    timeoutMs: typeof s.timeoutMs === 'number' ? s.timeoutMs : defaults.timeoutMs,
    demoGames: typeof s.demoGames === 'boolean' ? s.demoGames : defaults.demoGames,
    defaultCountry: typeof s.defaultCountry === 'string' ? s.defaultCountry : defaults.defaultCountry,
  };
}

function view(row: StoredIntegration): Hub88Connection {
  return {
    kind: 'hub88',
    enabled: row.enabled,
    settings: publicSettings(row.settings),
    credentials: hub88CredentialNames.map((name) => ({
      name,
      set: typeof row.settings[name] === 'string' && row.settings[name] !== '',
      changedAt: row.credentialsChangedAt[name] ?? null,
    })),
  };
}

/** Refuses a key that is not one (the message names the field, never the text). */
function checkKey(pem: string | undefined, kind: 'private' | 'public', field: string): void {
  if (pem === undefined) return;
  try {
    rsaKey(pem, kind);
  } catch {
    throw new AppError('request_param_err', { message: `body.credentials.${field}: must be an RSA ${kind} key in PEM` });
  }
}

/**
 * Vendor connections as the operator's console manages them: settings and credentials go in, and only
 * whether each credential is set (and when it was entered) comes out. Stored as the integrations
 * always were (`vendor_integrations.settings`); each change reaches the running adapters at once in this
 * process (other processes within their settings cache time).
 */
export class VendorConnections {
  constructor(
    private readonly repo: VendorIntegrationsRepository,
    private readonly registry: Pick<VendorIntegrations, 'check' | 'invalidate'>,
  ) {}

  /** The connections of these vendors that have one, by vendor. */
  async connections(vendors: readonly string[]): Promise<Map<string, Hub88Connection>> {
    const rows = await this.repo.stored(vendors);
    return new Map(rows.filter((r) => r.kind === 'hub88').map((r) => [r.vendor, view(r)]));
  }

  /** Enters a Hub88 connection's settings and credentials; answers it before and after, and which credentials were entered. */
  async saveHub88(vendor: string, input: Hub88Input, at: Date): Promise<{ before: Hub88Connection | null; after: Hub88Connection; entered: string[] }> {
    checkKey(input.credentials.privateKey, 'private', 'privateKey');
    checkKey(input.credentials.hub88PublicKey, 'public', 'hub88PublicKey');
    const entered = hub88CredentialNames.filter((name) => input.credentials[name] !== undefined);
    const { before, after } = await this.repo.update(
      vendor,
      'hub88',
      (current) => {
        if (current && current.kind !== 'hub88') throw new AppError('request_param_err', { message: `body.kind: the vendor's connection is ${current.kind}` });
        const settings: Record<string, unknown> = { ...(current?.settings ?? {}), apiUrl: input.settings.apiUrl, operatorId: input.settings.operatorId };
        if (input.settings.subPartnerId === null) delete settings.subPartnerId;
        else if (input.settings.subPartnerId !== undefined) settings.subPartnerId = input.settings.subPartnerId;
        for (const key of ['timeoutMs', 'demoGames', 'defaultCountry'] as const) if (input.settings[key] !== undefined) settings[key] = input.settings[key];
        for (const name of entered) settings[name] = input.credentials[name];
        const parsed = hub88SettingsSchema.safeParse(settings);
        if (!parsed.success) throw new AppError('request_param_err', { message: parsed.error.issues.map((i) => `body.settings.${i.path.join('.')}: ${i.message}`).join('; ').slice(0, 300) });
        return { settings, enabled: input.enabled, entered: [...entered] };
      },
      at,
    );
    this.registry.invalidate(vendor);
    return { before: before ? view(before) : null, after: view(after), entered: [...entered] };
  }

  /** Checks a vendor's connection with its stored settings; never throws (the outcome says what happened). */
  async check(vendor: string, now: () => number = Date.now): Promise<{ outcome: 'ok' | 'failed' | 'unsupported'; message: string; games: number | null; ms: number }> {
    const started = now();
    const elapsed = () => Math.max(0, Math.round(now() - started));
    try {
      const result = await this.registry.check(vendor);
      if (!result) return { outcome: 'unsupported', message: 'This connection cannot be checked from here.', games: null, ms: elapsed() };
      return { outcome: 'ok', message: `The vendor answered with ${result.games} games.`, games: result.games, ms: elapsed() };
    } catch (error) {
      // AppError messages of the clients are written for operators; a plain Error is a settings problem.
      const message = error instanceof AppError ? error.message : `The stored settings cannot be used (${error instanceof Error ? error.message.replace(/^vendor \S+: /, '') : 'unknown error'}).`;
      return { outcome: 'failed', message: message.replace(/[^\x20-\x7e]/g, ' ').slice(0, 300), games: null, ms: elapsed() };
    }
  }
}
