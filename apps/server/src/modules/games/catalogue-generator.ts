import type { GameImportRow, GameType } from '@lotus/contract/games';
import type { Db } from '../../db/database.ts';
import { GameImporter, type ImportResult } from './game-import.ts';
import { GamesRepository } from './games.repository.ts';

const words = ['Golden', 'Lucky', 'Dragon', 'Jade', 'Tiger', 'Lotus', 'Fortune', 'Royal', 'Mystic', 'Wild', 'Super', 'Mega', 'Ocean', 'Fire', 'Star', 'Thunder', 'Crystal', 'Silver', 'Neon', 'Jungle'];
const nouns = ['Riches', 'Spins', 'Reels', 'Treasure', 'Empire', 'Quest', 'Nights', 'Gems', 'Palace', 'Kingdom', 'Wheel', 'Bonanza', 'Legends', 'Rush', 'Blaze'];
const urWords = ['سنہری', 'خوش قسمت', 'ڈریگن', 'یشب', 'شیر', 'کنول', 'قسمت', 'شاہی', 'پراسرار', 'جنگلی', 'سپر', 'میگا', 'سمندری', 'آتشی', 'ستارہ', 'گرج', 'بلوری', 'چاندی', 'نیون', 'جنگل'];
const urNouns = ['دولت', 'چکر', 'ریلیں', 'خزانہ', 'سلطنت', 'تلاش', 'راتیں', 'جواہر', 'محل', 'بادشاہت', 'پہیہ', 'بونانزا', 'داستانیں', 'دوڑ', 'شعلہ'];
const tags = ['slots', 'jackpot', 'new', 'table', 'cards'];
const types: GameType[] = ['RNG', 'RNG', 'RNG', 'RNG', 'FISH', 'LIVE', 'PVP'];

/** A small deterministic PRNG (mulberry32), so a seed gives the same catalogue every time. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface GeneratedCatalogue {
  vendors: { code: string; name: string; categories: string[]; integration: 'seamless' | 'none'; sort: number }[];
  games: GameImportRow[];
}

/**
 * N fake games spread over `vendors` fake vendors (GEN01, GEN02, ...), with EN and UR names, tags and
 * hot flags, for load tests. Deterministic for a given seed.
 */
export function generateCatalogue(count: number, options: { vendors?: number; seed?: number; integration?: 'seamless' | 'none' } = {}): GeneratedCatalogue {
  const vendorCount = Math.max(1, options.vendors ?? 20);
  const random = prng(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const vendorTypes = Array.from({ length: vendorCount }, (_, i) => types[i % types.length]!);
  const vendors = vendorTypes.map((type, i) => ({
    code: `GEN${String(i + 1).padStart(2, '0')}`,
    name: `Generated Studio ${i + 1}`,
    categories: [type],
    integration: options.integration ?? 'seamless',
    sort: 100 + i,
  }));
  const games: GameImportRow[] = Array.from({ length: count }, (_, i) => {
    const v = i % vendorCount;
    const w = Math.floor(random() * words.length);
    const n = Math.floor(random() * nouns.length);
    const gameTags = [pick(tags)];
    if (random() < 0.2) gameTags.push('new');
    return {
      vendor: vendors[v]!.code,
      code: `g${String(i + 1).padStart(6, '0')}`,
      gameType: vendorTypes[v]!,
      names: { EN: `${words[w]} ${nouns[n]} ${i + 1}`, UR: `${urWords[w]} ${urNouns[n]} ${i + 1}` },
      iconUrl: `/game-icons/generated/${(i % 50) + 1}.svg`,
      classify: [...new Set(gameTags)],
      isHot: random() < 0.03,
      sort: Math.floor(random() * 1000),
      vassalage: false,
      demo: random() < 0.5,
      enabled: true,
    };
  });
  return { vendors, games };
}

/** Generates a catalogue and loads it (vendors first, then games in batches, in one transaction). */
export async function loadGeneratedCatalogue(db: Db, count: number, options: Parameters<typeof generateCatalogue>[1] = {}): Promise<ImportResult> {
  const { vendors, games } = generateCatalogue(count, options);
  await GamesRepository.insertVendors(db, vendors);
  return new GameImporter(new GamesRepository(db)).write(games);
}
