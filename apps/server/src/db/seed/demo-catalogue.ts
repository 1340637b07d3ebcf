import { gameImportRowSchema, type GameImportRow } from '@lotus/contract/games';
import type { Db } from '../database.ts';
import { GamesRepository, type VendorSeed } from '../../modules/games/games.repository.ts';

/**
 * The catalogue a fresh install starts with: our own studio (HOUSE) and lottery (LOTTO), and a few demo
 * third-party vendors with no integration, which players never see until an operator configures one.
 */
export const demoVendors: VendorSeed[] = [
  { code: 'HOUSE', name: 'Lotus Studio', categories: ['RNG'], integration: 'house', sort: 0, isHot: true },
  { code: 'LOTTO', name: 'Lotus Lottery', categories: ['LOTT', 'ELOTT'], integration: 'house', sort: 1 },
  { code: 'AURORA', name: 'Aurora Live', categories: ['LIVE'], integration: 'none', sort: 10 },
  { code: 'SUMMIT', name: 'Summit Sports', categories: ['SPORTS'], integration: 'none', sort: 11 },
  { code: 'DS88', name: 'DS88 Sports', categories: ['SPORTS'], integration: 'none', sort: 12 },
  { code: 'CORAL', name: 'Coral Fishing', categories: ['FISH'], integration: 'none', sort: 13 },
  { code: 'ARENA', name: 'Arena PVP', categories: ['PVP'], integration: 'none', sort: 14 },
];

const icon = (vendor: string, code: string) => `/game-icons/${vendor.toLowerCase()}/${code}.svg`;

const games: Partial<GameImportRow>[] = [
  // The house studio: three slots and three originals (engines in packages/games).
  { vendor: 'HOUSE', code: 'classic-3x3', gameType: 'RNG', names: { EN: 'Classic 3x3', UR: 'کلاسک 3x3' }, classify: ['slots'], sort: 1, demo: true },
  { vendor: 'HOUSE', code: 'jade-lines', gameType: 'RNG', names: { EN: 'Jade Lines', UR: 'جیڈ لائنز' }, classify: ['slots'], sort: 2, isHot: true, demo: true },
  { vendor: 'HOUSE', code: 'dragon-ways', gameType: 'RNG', names: { EN: 'Dragon Ways', UR: 'ڈریگن کی راہیں' }, classify: ['slots'], sort: 3, demo: true },
  { vendor: 'HOUSE', code: 'crash', gameType: 'RNG', names: { EN: 'Crash', UR: 'کریش' }, classify: ['originals'], sort: 4, isHot: true, demo: true },
  { vendor: 'HOUSE', code: 'dice', gameType: 'RNG', names: { EN: 'Dice', UR: 'پانسہ' }, classify: ['originals'], sort: 5, demo: true },
  { vendor: 'HOUSE', code: 'mines', gameType: 'RNG', names: { EN: 'Mines', UR: 'بارودی سرنگیں' }, classify: ['originals'], sort: 6, demo: true },
  // Lottery entries (the lottery module runs them).
  { vendor: 'LOTTO', code: 'ssc-1min', gameType: 'LOTT', names: { EN: '1-Minute SSC', UR: 'ایک منٹ ایس ایس سی' }, classify: ['lottery'], sort: 1, isHot: true },
  { vendor: 'LOTTO', code: 'k3-fast', gameType: 'ELOTT', names: { EN: 'Fast 3', UR: 'تیز تین' }, classify: ['lottery'], sort: 2 },
  // Demo third-party titles: hidden while their vendors have no integration.
  { vendor: 'AURORA', code: 'baccarat-a', gameType: 'LIVE', names: { EN: 'Baccarat A', UR: 'بکارا اے' }, classify: ['table'], sort: 1 },
  { vendor: 'AURORA', code: 'roulette-1', gameType: 'LIVE', names: { EN: 'Roulette', UR: 'رولیٹ' }, classify: ['table'], sort: 2 },
  { vendor: 'SUMMIT', code: 'sportsbook', gameType: 'SPORTS', names: { EN: 'Summit Sportsbook', UR: 'سمٹ اسپورٹس بک' }, vassalage: true, sort: 1 },
  { vendor: 'DS88', code: 'cockfight', gameType: 'SPORTS', names: { EN: 'DS88 Arena', UR: 'ڈی ایس 88 میدان' }, vassalage: true, sort: 1 },
  { vendor: 'CORAL', code: 'ocean-king', gameType: 'FISH', names: { EN: 'Ocean King', UR: 'سمندر کا بادشاہ' }, sort: 1 },
  { vendor: 'ARENA', code: 'teen-patti', gameType: 'PVP', names: { EN: 'Teen Patti', UR: 'تین پتی' }, classify: ['cards'], sort: 1 },
];

/** Classify tags with their names. */
export const demoClassifies = [
  { key: 'slots', names: { EN: 'Slots', UR: 'سلاٹس' } },
  { key: 'originals', names: { EN: 'Originals', UR: 'ہمارے اپنے گیمز' } },
  { key: 'table', names: { EN: 'Table games', UR: 'ٹیبل گیمز' } },
  { key: 'cards', names: { EN: 'Card games', UR: 'تاش کے گیمز' } },
  { key: 'jackpot', names: { EN: 'Jackpot', UR: 'جیک پاٹ' } },
  { key: 'lottery', names: { EN: 'Lottery', UR: 'لاٹری' } },
  { key: 'new', names: { EN: 'New', UR: 'نئے گیمز' } },
];

/** Seeds the catalogue (once, with the demo brand). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('game_classifies')
    .values(demoClassifies.map((c, sort) => ({ key: c.key, names: JSON.stringify(c.names), sort })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await GamesRepository.insertVendors(db, demoVendors);
  const rows = games.map((g) => gameImportRowSchema.parse({ iconUrl: icon(g.vendor!, g.code!), ...g }));
  await GamesRepository.upsertGames(db, rows);

  // No winner-board rows: the board shows only real big wins, which house settlement writes.
}
