import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Migrations in ./migrations are the source of truth; keep these in step. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface BrandsTable {
  id: Generated<number>;
  code: string;
  is_default: boolean;
  /** A `BrandConfig` (contract/brand.ts), validated when read. */
  config: Json<unknown>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BrandModulesTable {
  brand_id: number;
  mod_id: string;
  enabled: boolean;
}

export interface RegisterFieldRulesTable {
  brand_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface DomainRoutesTable {
  id: Generated<number>;
  brand_id: number;
  /** The site host this route list is for; null applies to every host of the brand. */
  site_host: string | null;
  url: string;
  speed: number;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  brand_id: number;
  parent_id: number | null;
  /** A stable name for links (footer links point to /help?article=<slug>). */
  slug: string | null;
  language: string;
  device: string;
  title: string;
  content: string;
  sort: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  name: string;
  enabled: boolean;
}

export interface ServerKeysTable {
  id: string;
  algorithm: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  brand_id: number;
  category: string;
  content: string;
  contact: string | null;
  language: string;
  client_ip: string;
  created_at: CreatedAt;
}

export interface Database {
  feedback: FeedbackTable;
  brands: BrandsTable;
  brand_modules: BrandModulesTable;
  register_field_rules: RegisterFieldRulesTable;
  domain_routes: DomainRoutesTable;
  help_articles: HelpArticlesTable;
  countries: CountriesTable;
  server_keys: ServerKeysTable;
}
