import { brandConfigSchema } from '@lotus/contract/brand';
import type { WalletBrand } from '../wallet-commands.ts';

/** Where brands are read from (modules/system's repository in app.ts; declared here so wallet imports nothing of system). */
export interface BrandRows {
  allBrands(): Promise<{ id: number; config: unknown }[]>;
  brandById(id: number): Promise<{ id: number; config: unknown } | undefined>;
}

/** Each brand's currency and time zone from its config (the schema's defaults apply), for the period engine and its runner. */
export class WalletBrands {
  constructor(private readonly rows: BrandRows) {}

  async all(): Promise<WalletBrand[]> {
    return (await this.rows.allBrands()).map(toWalletBrand);
  }

  async get(brandId: number): Promise<WalletBrand> {
    const row = await this.rows.brandById(brandId);
    if (!row) throw new RangeError(`no brand ${brandId}`);
    return toWalletBrand(row);
  }
}

function toWalletBrand(b: { id: number; config: unknown }): WalletBrand {
  const config = brandConfigSchema.parse(b.config);
  return { id: b.id, currency: config.currency, timeZone: config.timeZone };
}
