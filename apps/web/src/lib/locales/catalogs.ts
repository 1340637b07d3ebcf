import type { LanguageCode } from '@lotus/contract/locales';
import { en, type PartialCatalog } from './en';
import { ur } from './ur';

export type { Catalog, PartialCatalog } from './en';

/**
 * Every language of the registry has a catalog. EN and UR are complete; the others start empty and
 * are offered only once translators bring them to the completeness threshold (see i18n.ts).
 */
export const catalogs: Record<LanguageCode, PartialCatalog> = {
  EN: en,
  UR: ur,
  CN: {},
  TW: {},
  JA: {},
  KO: {},
  TH: {},
  VI: {},
  MY: {},
  ES: {},
  HI: {},
  ID: {},
  KM: {},
  MS: {},
  PT: {},
  TA: {},
  TY: {},
  TR: {},
  BN: {},
  AR: {},
  FA: {},
  RU: {},
  KK: {},
  UZ: {},
  LO: {},
  NE: {},
  FR: {},
};
