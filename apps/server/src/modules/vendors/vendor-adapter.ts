import type { FastifyInstance } from 'fastify';
import type { GameImportRow } from '@lotus/contract/games';
import type { SeamlessRecords } from '../wallet/seamless-records.ts';
import type { SeamlessService } from '../wallet/seamless.service.ts';
import type { VendorIntegrationsRepository } from './vendor-integrations.repository.ts';

/**
 * What every third-party vendor integration implements (an aggregator such as Hub88, or one studio).
 * Money never lives here: an integration's wallet callbacks translate the vendor's protocol onto
 * SeamlessService, which keeps the rules (wallet.md); an adapter only speaks the vendor's wire format.
 */

/** The player's device, as vendors name their layouts. */
export type LaunchPlatform = 'desktop' | 'mobile';

export interface LaunchRequest {
  /** The player; null for a demo launch. */
  member: { id: number; brandId: number; country?: string | null } | null;
  /** The vendor session token (SeamlessService.openSession); null for a demo launch. */
  token: string | null;
  gameCode: string;
  /** Our language code (`EN`, `UR`, `zh-CN`); the adapter converts it to the vendor's form. */
  language: string;
  platform: LaunchPlatform;
  /** The player's wallet currency (ISO 4217). */
  currency: string;
  /** Fun money: no player, no token, no wallet calls. */
  demo: boolean;
  /** Where the game's home button leads. */
  lobbyUrl: string;
  /** Where the game's deposit button leads, when it has one. */
  depositUrl?: string;
  /** The player's IP address (vendors check regions with it). */
  ip: string;
}

/** A vendor's game as the games importer takes it (GameImporter.write; the contract's gameImportRowSchema). */
export type VendorGameRow = GameImportRow;

/** One configured vendor (a `vendor_integrations` row) as the rest of the server uses it. */
export interface VendorAdapter {
  /** The catalogue vendor code (`vendors.code`): the namespace of its games, transactions and rounds. */
  readonly vendor: string;
  /** The integration kind (`vendor_integrations.kind`). */
  readonly kind: string;
  /** The URL to open the game at (iframe or redirect). Throws AppError when the vendor refuses or is down. */
  launchUrl(request: LaunchRequest): Promise<string>;
  /** The vendor's games, checked against the importer's schema; rows that cannot be imported are left out. */
  listGames(): Promise<VendorGameRow[]>;
}

/** What an integration kind gets to build its adapters and wallet callbacks. */
export interface IntegrationContext {
  /** The vendors' integration settings (`vendor_integrations`). */
  integrations: VendorIntegrationsRepository;
  seamless: SeamlessService;
  /** What the wallet recorded of vendor sessions and transactions (read only). */
  records: SeamlessRecords;
  /** How long a process keeps a vendor's settings (and parsed keys) before reading them again. */
  cacheMs: number;
}

/** One kind of integration (`hub88`): its wallet callbacks for all its vendors, and its adapters. */
export interface VendorIntegrationKind {
  readonly kind: string;
  /**
   * Registers the wallet callbacks the vendor calls (routes of its own protocol, for every vendor of
   * this kind), each translated onto SeamlessService. Called once, before the app is ready.
   */
  registerWalletRoutes(app: FastifyInstance): Promise<void>;
  /** The adapter of one configured vendor of this kind (null when it is not configured or switched off). */
  adapter(vendor: string): Promise<VendorAdapter | null>;
  /**
   * Asks the vendor something that changes nothing there, with the stored settings (switched on or not),
   * and answers how many games it offers. Throws AppError (or a plain Error for unusable settings) when it fails.
   */
  check?(vendor: string): Promise<{ games: number }>;
  /** Forgets what this process keeps of a vendor's settings (after an operator changed them). */
  invalidate?(vendor: string): void;
}
