import { formatAmount } from '@lotus/contract/money';
import type { LotteryGame } from '@lotus/contract/lottery';
import { levelOdds, levelPrize } from '@lotus/games/lottery/pricing';
import { SINGLE_BET_PRICE } from '@lotus/games/lottery/stake-prices';
import type { Principal } from '../../platform/auth.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { drawRow } from './draws.service.ts';
import type { GameCatalogue, ResolvedGame } from './game-catalogue.ts';
import type { IssueRow, LotteryRepository } from './lottery.repository.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { prizeModeIds } from './orders.service.ts';

type Lang = 'EN' | 'UR';
const langOf = (language: string): Lang => (language === 'UR' ? 'UR' : 'EN');

/** Menu group names (game groups of the lottery lobby). */
const groupNames: Record<string, Record<Lang, string>> = {
  SSC: { EN: 'Shi Shi Cai', UR: 'شی شی سائی' },
  '11X5': { EN: '11 Pick 5', UR: '11 میں سے 5' },
  K3: { EN: 'Fast 3', UR: 'فاسٹ 3' },
  PK10: { EN: 'PK10 Racing', UR: 'پی کے 10 ریسنگ' },
  LHC: { EN: 'Mark Six', UR: 'مارک سکس' },
  PCB: { EN: 'PC 28', UR: 'پی سی 28' },
  LF: { EN: 'Low frequency', UR: 'کم فریکوئنسی' },
  CHAIN: { EN: 'Hash lottery', UR: 'ہیش لاٹری' },
  VN: { EN: 'Vietnam lottery', UR: 'ویتنام لاٹری' },
  SEA: { EN: 'Thai lottery', UR: 'تھائی لاٹری' },
};
const regionNames: Record<string, Record<Lang, string>> = {
  north: { EN: 'North', UR: 'شمال' },
  central: { EN: 'Central', UR: 'وسطی' },
  south: { EN: 'South', UR: 'جنوب' },
  fast: { EN: 'Fast draws', UR: 'تیز قرعے' },
};

/** Ball values per trend position by family (for hot and gap counts of balls never seen lately). */
function ballRange(family: string): number[] {
  const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  if (family === '11X5') return span(1, 11);
  if (family === 'PK10' || family.endsWith('PK10')) return span(1, 10);
  if (family === 'K3' || family.endsWith('K3')) return span(1, 6);
  if (family === 'LHC') return span(1, 49);
  return span(0, 9);
}

/** The lottery gateway's reading side: catalogue, play menus, settings, issues, results, trends. */
export class LotteryService {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly orders: OrdersRepository,
    private readonly catalogue: GameCatalogue,
    private readonly now: () => Date,
  ) {}

  gameView(game: ResolvedGame, language: string): LotteryGame {
    const { row } = game;
    const name = row.names[langOf(language)] ?? row.names.EN ?? row.code;
    return {
      gameId: row.id,
      code: row.code,
      remark: name,
      displayName: name,
      family: row.family,
      prizeMode: row.prize_mode,
      prizeModeId: prizeModeIds[row.prize_mode] ?? 1,
      cadenceSeconds: row.cadence_seconds,
      drawSource: row.draw_source,
      station: row.station,
      region: row.region,
    };
  }

  async games(brand: BrandContext, language: string) {
    const lang = langOf(language);
    const groups = new Map<string, { code: string; gameGroupId: number; displayName: string; games: LotteryGame[] }>();
    for (const game of await this.catalogue.list(brand.id)) {
      const code = game.row.group_code;
      let g = groups.get(code);
      if (!g) groups.set(code, (g = { code, gameGroupId: groups.size + 1, displayName: groupNames[code]?.[lang] ?? code, games: [] }));
      g.games.push(this.gameView(game, language));
    }
    return [...groups.values()];
  }

  async playMenu(brand: BrandContext, gameId: number, language: string) {
    const game = await this.catalogue.get(brand.id, gameId);
    const lang = langOf(language);
    const names = game.family.names;
    const name = (key: string) => names[key]?.[lang] ?? names[key]?.EN ?? key;
    const series = game.settings.series.default;
    const groups = new Map<string, { playCode: string; playName: string; playMenus: unknown[] }>();
    for (const play of game.family.plays) {
      let g = groups.get(play.group);
      if (!g) groups.set(play.group, (g = { playCode: play.group, playName: name(play.group), playMenus: [] }));
      g.playMenus.push({
        playId: play.id,
        playCode: play.code,
        playName: name(play.code),
        singleBetPrice: formatAmount(SINGLE_BET_PRICE),
        playSwitch: game.plays.has(play.id),
        pricing: play.pricing,
        approaches: [...play.approaches],
        picker: { ...play.picker, rows: play.picker.rows.map((r) => ({ ...r, balls: [...r.balls], name: name(`row:${r.label}`) })) },
        levels: play.levels(game.rules).map((l) => ({ key: l.key, prize: formatAmount(levelPrize(l, SINGLE_BET_PRICE, series)), odds: levelOdds(l, series).toFixed(4) })),
      });
    }
    return [{ prizeModeId: prizeModeIds[game.row.prize_mode] ?? 1, prizeMode: game.row.prize_mode, playMenuGroups: [...groups.values()] as never }];
  }

  async setting(brand: BrandContext, gameId: number) {
    const { settings, row, rules } = await this.catalogue.get(brand.id, gameId);
    return {
      bettingModes: settings.bettingModes.map((m) => ({ code: m.code, unit: m.unit, betAmountMax: formatAmount(settings.limits.modes.get(m.code)!.betAmountMax), betMultipleMax: m.betMultipleMax, winAmountMax: formatAmount(settings.limits.modes.get(m.code)!.winAmountMax) })),
      lockSeconds: row.lock_seconds,
      maxChaseIssues: settings.maxChaseIssues,
      winAmountMaxPerIssue: formatAmount(settings.limits.winAmountMaxPerIssue),
      rules: rules as Record<string, unknown>,
    };
  }

  issueView(issue: IssueRow) {
    const now = this.now().getTime();
    return {
      numero: issue.numero,
      remainTime: Math.max(0, issue.draw_at.getTime() - now),
      lockTime: Math.max(0, Math.ceil((issue.lock_at.getTime() - now) / 1000)),
      isSale: now >= issue.sale_at.getTime() && now < issue.lock_at.getTime(),
      saleTime: issue.sale_at.toISOString(),
      lockAt: issue.lock_at.toISOString(),
      drawTime: issue.draw_at.toISOString(),
      seedHash: issue.seed_hash,
    };
  }

  async near(brand: BrandContext, gameId: number) {
    const game = await this.catalogue.get(brand.id, gameId);
    const [current, previous] = await Promise.all([this.repo.current(gameId, this.now()), this.repo.latestDraw(gameId)]);
    return { currentNumero: current ? this.issueView(current) : null, previousNumero: previous ? drawRow(game.row, previous) : null };
  }

  async chaseIssues(brand: BrandContext, gameId: number, count: number) {
    await this.catalogue.get(brand.id, gameId);
    return (await this.repo.upcoming(gameId, this.now(), count)).map((i) => ({ numero: i.numero, drawTime: i.draw_at.toISOString(), lockAt: i.lock_at.toISOString() }));
  }

  async latestDraws(brand: BrandContext) {
    return (await this.repo.latestDraws(brand.id)).map((i) => drawRow({ id: i.game_id, code: i.code }, i));
  }

  async openIssues(brand: BrandContext) {
    const games = await this.catalogue.list(brand.id);
    const current = await this.repo.currentOf(games.map((g) => g.row.id), this.now());
    return games.flatMap((g) => {
      const issue = current.get(g.row.id);
      return issue ? [{ gameId: g.row.id, gameCode: g.row.code, ...this.issueView(issue) }] : [];
    });
  }

  async drawHistory(brand: BrandContext, gameId: number, page: number, size: number) {
    const game = await this.catalogue.get(brand.id, gameId);
    return (await this.repo.draws(gameId, (page - 1) * size, size)).map((i) => drawRow(game.row, i));
  }

  /** Hot: how often each ball came up per position over the last `count` draws; gap: draws since it last did. */
  async hotGap(brand: BrandContext, gameId: number, count: number) {
    const game = await this.catalogue.get(brand.id, gameId);
    const draws = (await this.repo.draws(gameId, 0, count)).filter((d) => d.positions && d.positions.length > 0);
    const balls = ballRange(game.row.family);
    const width = Math.max(0, ...draws.map((d) => d.positions!.length));
    const positions = Array.from({ length: width }, (_, position) => {
      const hot = balls.map((b) => draws.filter((d) => d.positions![position] === b).length);
      const gap = balls.map((b) => {
        const at = draws.findIndex((d) => d.positions![position] === b);
        return at === -1 ? draws.length : at;
      });
      return { position: position + 1, balls, hot, gap };
    });
    return { issues: draws.length, positions };
  }

  async series(brand: BrandContext) {
    const seen = new Set<string>();
    const out = [];
    for (const g of await this.catalogue.list(brand.id)) {
      const key = `${g.row.group_code}:${g.row.prize_mode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const s = g.settings.series;
      out.push({ gameGroupCode: g.row.group_code, prizeModeId: prizeModeIds[g.row.prize_mode] ?? 1, minSeries: s.min, maxSeries: s.max, maxBetSeries: s.maxBet, defaultSeries: s.default });
    }
    return out;
  }

  async #vnMenu(games: ResolvedGame[], language: string) {
    const lang = langOf(language);
    const current = await this.repo.currentOf(games.map((g) => g.row.id), this.now());
    const regions = new Map<string, { region: string; displayName: string; games: (LotteryGame & { currentNumero: ReturnType<LotteryService['issueView']> | null })[] }>();
    for (const g of games) {
      const region = g.row.region ?? 'fast';
      let r = regions.get(region);
      if (!r) regions.set(region, (r = { region, displayName: regionNames[region]?.[lang] ?? region, games: [] }));
      const issue = current.get(g.row.id);
      r.games.push({ ...this.gameView(g, language), currentNumero: issue ? this.issueView(issue) : null });
    }
    return [...regions.values()];
  }

  async vnMenu(brand: BrandContext, language: string) {
    return this.#vnMenu((await this.catalogue.list(brand.id)).filter((g) => g.row.group_code === 'VN'), language);
  }

  /** The Vietnam stations the member bet on lately, most recent first. */
  async vnMenuRecent(brand: BrandContext, principal: Principal, language: string) {
    const order = [...new Set(await this.orders.recentGameIds(brand.id, principal.memberId, 200))];
    const games = (await this.catalogue.list(brand.id)).filter((g) => g.row.group_code === 'VN' && order.includes(g.row.id)).sort((a, b) => order.indexOf(a.row.id) - order.indexOf(b.row.id));
    return this.#vnMenu(games, language);
  }

  /** The latest Vietnam results (count 100 by default), newest first, over all stations or one. */
  async vnOpened(brand: BrandContext, count: number, gameId?: number) {
    const games = (await this.catalogue.list(brand.id)).filter((g) => g.row.group_code === 'VN' && (!gameId || g.row.id === gameId));
    if (games.length === 0) return [];
    const byId = new Map(games.map((g) => [g.row.id, g.row]));
    return (await this.repo.results([...byId.keys()], count)).map((i) => drawRow(byId.get(i.game_id)!, i));
  }
}
