import { brandConfigSchema } from '@lotus/contract/brand';
import type { SystemRepository } from '../../system/system.repository.ts';
import type { BrandClock } from './period-scheme.ts';

/** Each brand's time zone and currency, read from its config (the schema's defaults apply), for the period engine and runner. */
export class BrandClocks {
  constructor(private readonly repo: Pick<SystemRepository, 'allBrands'>) {}

  async all(): Promise<BrandClock[]> {
    return (await this.repo.allBrands()).map((b) => {
      const config = brandConfigSchema.parse(b.config);
      return { id: b.id, timeZone: config.timeZone, currency: config.currency };
    });
  }

  async get(brandId: number): Promise<BrandClock> {
    const brand = (await this.all()).find((b) => b.id === brandId);
    if (!brand) throw new RangeError(`no brand ${brandId}`);
    return brand;
  }
}
