import { brandConfigSchema } from '@lotus/contract/brand';
import type { WalletBrand } from '../wallet-commands.ts';

/** Where brands are read from (modules/system's repository in app.ts; declared here so wallet imports nothing of system). */
export interface BrandRows {
  allBrands(): Promise<{ id: number; config: unknown }[]>;
}

/** Each brand's currency and time zone from its config (the schema's defaults apply), for the period engine and its runner. */
export class WalletBrands {
  constructor(private readonly rows: BrandRows) {}

  async all(): Promise<WalletBrand[]> {
    return (await this.rows.allBrands()).map((b) => {
      const config = brandConfigSchema.parse(b.config);
      return { id: b.id, currency: config.currency, timeZone: config.timeZone };
    });
  }

  async get(brandId: number): Promise<WalletBrand> {
    const brand = (await this.all()).find((b) => b.id === brandId);
    if (!brand) throw new RangeError(`no brand ${brandId}`);
    return brand;
  }
}
