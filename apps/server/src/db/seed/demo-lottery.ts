import { familyOf } from '@lotus/games/lottery/registry';
import type { Db } from '../database.ts';

interface LotterySeed {
  code: string;
  family: string;
  group: string;
  names: { EN: string; UR: string };
  prizeMode: 'Lott' | 'Elott' | 'SEA';
  draw: 'rng' | 'official';
  cadence?: number;
  schedule?: { kind: 'daily'; time: string } | { kind: 'weekly'; days: number[]; time: string } | { kind: 'monthly'; days: number[]; time: string };
  timeZone?: string;
  lock: number;
  station?: string;
  region?: string;
}

/**
 * The lottery games a fresh brand starts with: in-house fast games of every family (drawn from our
 * committed seeds) and the official-schedule ones (Mark Six, Vietnam stations, the Thai government
 * draw), whose results operators enter (two must agree) or a results feed supplies.
 */
export const demoLotteryGames: LotterySeed[] = [
  { code: 'ssc-1min', family: 'SSC', group: 'SSC', names: { EN: '1-Minute SSC', UR: 'ایک منٹ ایس ایس سی' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'ssc-3min', family: 'SSC', group: 'SSC', names: { EN: '3-Minute SSC', UR: 'تین منٹ ایس ایس سی' }, prizeMode: 'Lott', draw: 'rng', cadence: 180, lock: 30 },
  { code: 'ssc-5min', family: 'SSC', group: 'SSC', names: { EN: '5-Minute SSC', UR: 'پانچ منٹ ایس ایس سی' }, prizeMode: 'Lott', draw: 'rng', cadence: 300, lock: 30 },
  { code: '11x5-1min', family: '11X5', group: '11X5', names: { EN: '1-Minute 11 Pick 5', UR: 'ایک منٹ 11 میں سے 5' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: '11x5-3min', family: '11X5', group: '11X5', names: { EN: '3-Minute 11 Pick 5', UR: 'تین منٹ 11 میں سے 5' }, prizeMode: 'Lott', draw: 'rng', cadence: 180, lock: 30 },
  { code: 'k3-fast', family: 'K3', group: 'K3', names: { EN: 'Fast 3', UR: 'تیز تین' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'k3-5min', family: 'K3', group: 'K3', names: { EN: '5-Minute Fast 3', UR: 'پانچ منٹ تیز تین' }, prizeMode: 'Lott', draw: 'rng', cadence: 300, lock: 30 },
  { code: 'pk10-1min', family: 'PK10', group: 'PK10', names: { EN: '1-Minute Racing', UR: 'ایک منٹ ریسنگ' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'pk10-5min', family: 'PK10', group: 'PK10', names: { EN: '5-Minute Racing', UR: 'پانچ منٹ ریسنگ' }, prizeMode: 'Lott', draw: 'rng', cadence: 300, lock: 30 },
  { code: 'lhc-fast', family: 'LHC', group: 'LHC', names: { EN: '5-Minute Mark Six', UR: 'پانچ منٹ مارک سکس' }, prizeMode: 'Lott', draw: 'rng', cadence: 300, lock: 30 },
  { code: 'lhc-hk', family: 'LHC', group: 'LHC', names: { EN: 'Mark Six', UR: 'مارک سکس' }, prizeMode: 'Lott', draw: 'official', schedule: { kind: 'weekly', days: [2, 4, 6], time: '21:30' }, timeZone: 'Asia/Hong_Kong', lock: 900 },
  { code: 'pc28-5min', family: 'PC28', group: 'PCB', names: { EN: 'PC 28', UR: 'پی سی 28' }, prizeMode: 'Lott', draw: 'rng', cadence: 300, lock: 30 },
  { code: 'lf-3d', family: 'LF3D', group: 'LF', names: { EN: '3D Daily', UR: 'روزانہ 3D' }, prizeMode: 'Lott', draw: 'rng', schedule: { kind: 'daily', time: '21:15' }, lock: 900 },
  { code: 'lf-p3', family: 'LFP3', group: 'LF', names: { EN: 'Pick 3 Daily', UR: 'روزانہ پِک 3' }, prizeMode: 'Lott', draw: 'rng', schedule: { kind: 'daily', time: '20:30' }, lock: 900 },
  { code: 'lf-p5', family: 'LFP5', group: 'LF', names: { EN: 'Pick 5 Daily', UR: 'روزانہ پِک 5' }, prizeMode: 'Lott', draw: 'rng', schedule: { kind: 'daily', time: '20:30' }, lock: 900 },
  { code: 'chain-ssc', family: 'CHAIN-SSC', group: 'CHAIN', names: { EN: 'Hash SSC', UR: 'ہیش ایس ایس سی' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'chain-pk10', family: 'CHAIN-PK10', group: 'CHAIN', names: { EN: 'Hash Racing', UR: 'ہیش ریسنگ' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'chain-k3', family: 'CHAIN-K3', group: 'CHAIN', names: { EN: 'Hash Fast 3', UR: 'ہیش تیز تین' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'chain-28', family: 'CHAIN-PC28', group: 'CHAIN', names: { EN: 'Hash 28', UR: 'ہیش 28' }, prizeMode: 'Lott', draw: 'rng', cadence: 60, lock: 10 },
  { code: 'vn-north', family: 'VNN', group: 'VN', names: { EN: 'Hà Nội (North)', UR: 'ہنوئی (شمال)' }, prizeMode: 'Elott', draw: 'official', schedule: { kind: 'daily', time: '18:15' }, timeZone: 'Asia/Ho_Chi_Minh', lock: 900, station: 'HN', region: 'north' },
  { code: 'vn-danang', family: 'VNS', group: 'VN', names: { EN: 'Đà Nẵng', UR: 'دا نانگ' }, prizeMode: 'Elott', draw: 'official', schedule: { kind: 'daily', time: '17:15' }, timeZone: 'Asia/Ho_Chi_Minh', lock: 900, station: 'DNG', region: 'central' },
  { code: 'vn-hcm', family: 'VNS', group: 'VN', names: { EN: 'TP. Hồ Chí Minh', UR: 'ہو چی منہ سٹی' }, prizeMode: 'Elott', draw: 'official', schedule: { kind: 'daily', time: '16:15' }, timeZone: 'Asia/Ho_Chi_Minh', lock: 900, station: 'HCM', region: 'south' },
  { code: 'vn-fast-north', family: 'VNN', group: 'VN', names: { EN: '5-Minute North', UR: 'پانچ منٹ شمال' }, prizeMode: 'Elott', draw: 'rng', cadence: 300, lock: 30, region: 'fast' },
  { code: 'vn-fast-south', family: 'VNS', group: 'VN', names: { EN: '5-Minute South', UR: 'پانچ منٹ جنوب' }, prizeMode: 'Elott', draw: 'rng', cadence: 300, lock: 30, region: 'fast' },
  { code: 'thai-gov', family: 'THAI', group: 'SEA', names: { EN: 'Thai Government', UR: 'تھائی سرکاری لاٹری' }, prizeMode: 'SEA', draw: 'official', schedule: { kind: 'monthly', days: [1, 16], time: '16:00' }, timeZone: 'Asia/Bangkok', lock: 1800 },
  { code: 'thai-fast', family: 'THAI', group: 'SEA', names: { EN: '5-Minute Thai', UR: 'پانچ منٹ تھائی' }, prizeMode: 'SEA', draw: 'rng', cadence: 300, lock: 30 },
];

/** Inserts the demo lottery games whose engine family exists, in the brand's time zone unless a station keeps its own. */
export async function seedLotteryGames(db: Db, brandId: number, timeZone: string, seeds: readonly LotterySeed[] = demoLotteryGames): Promise<void> {
  const rows = seeds
    .filter((g) => familyOf(g.family))
    .map((g, sort) => ({
      brand_id: brandId,
      code: g.code,
      family: g.family,
      group_code: g.group,
      names: JSON.stringify(g.names),
      prize_mode: g.prizeMode,
      draw_source: g.draw,
      cadence_seconds: g.cadence ?? null,
      schedule: g.schedule ? JSON.stringify(g.schedule) : null,
      time_zone: g.timeZone ?? timeZone,
      lock_seconds: g.lock,
      station: g.station ?? null,
      region: g.region ?? null,
      sort,
    }));
  if (rows.length > 0) await db.insertInto('lottery_games').values(rows).execute();
}
