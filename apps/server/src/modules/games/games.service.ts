import type { z } from 'zod';
import { findLanguage, type LanguageCode } from '@lotus/contract/locales';
import { formatAmount } from '@lotus/contract/money';
import { gameCategories, type GameCategory, type NavItem } from '@lotus/contract/navigation';
import { gameTypes, type GameEntry, type GameType, type gameListQuerySchema, type laneSchema } from '@lotus/contract/games';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { containsPattern, type BrandScope, type GameFilter, type GameRow, type GamesRepository, type VendorRow } from './games.repository.ts';

/** Most favourites a member may keep. */
export const MAX_FAVOURITES = 200;
/** Recent games kept per member. */
export const RECENT_GAMES_KEPT = 20;
/** Hot games answered at most. */
const MAX_HOT = 60;
/** Popular lottery counts players of the last seven days. */
const POPULAR_WINDOW_MS = 7 * 24 * 3_600_000;
const LOTTERY_TYPES: GameType[] = ['LOTT', 'ELOTT'];

type Lane = z.infer<typeof laneSchema>;

/**
 * What a brand can play: the categories with at least one playable game, and its navigation entries
 * that lead to one (a category entry while the category has a game, a vendor entry while that vendor
 * has a game in the category).
 */
export interface PlayableNavigation {
  gameCategories: GameCategory[];
  navigation: NavItem[];
}

const isGameType = (v: string): v is GameType => (gameTypes as readonly string[]).includes(v);
const isCategory = (v: string): v is GameCategory => (gameCategories as readonly string[]).includes(v);
const isLotteryType = (v: string) => (LOTTERY_TYPES as readonly string[]).includes(v);

/** Masks a winner's name: first two and last two characters, stars between (short names keep one). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * The catalogue as players see it, per brand: lists, vendor lanes (with the brand's e-sports split),
 * navigation, favourites and recent games, PVP rooms and the winner board. Vendors without an
 * integration, disabled vendors and disabled games are never shown.
 */
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly cache: CatalogueCache,
    private readonly now: () => Date,
    /** Whether the brand has an enabled lottery game (the lottery module keeps those): LOTT and ELOTT count as playable then. */
    private readonly lotteryOpen: (brandId: number) => Promise<boolean>,
  ) {}

  /** Drops every cached list of this process (after an import). */
  invalidate(): void {
    this.cache.clear();
  }

  /** The brand's own order and on/off of the lobby's tabs (the console's hall tabs), cached like the rest. */
  async #tabs(brand: BrandContext): Promise<{ off: Set<string>; order: Map<string, number> }> {
    const rows = await this.cache.get(`tabs:${brand.id}`, () => this.repo.hallTabs(brand.id));
    const off = new Set<string>();
    const order = new Map<string, number>();
    for (const r of rows) {
      if (r.enabled === false) off.add(`${r.kind}:${r.key}`);
      if (r.sort !== null) order.set(`${r.kind}:${r.key}`, r.sort);
    }
    return { off, order };
  }

  #scope(brand: BrandContext): Promise<BrandScope> {
    return this.cache.get(`scope:${brand.id}`, () => this.repo.scope(brand.id));
  }

  /**
   * A page of games and the total, both cached; the total is shared by every page of a filter. The
   * total comes first: a page past the end (any visitor may ask for page 10,000, or search a name no
   * game has) is answered from it without reading, or caching, rows that cannot be there.
   */
  async #list(brand: BrandContext, filter: GameFilter, limit: number, offset: number): Promise<{ rows: GameRow[]; total: number }> {
    const scope = await this.#scope(brand);
    const key = `${brand.id}:${JSON.stringify(filter)}`;
    const total = await this.cache.get(`count:${key}`, () => this.repo.count(brand.id, scope, filter));
    if (offset >= total) return { rows: [], total };
    const rows = await this.cache.get(`page:${key}:${limit}:${offset}`, () => this.repo.page(brand.id, scope, filter, limit, offset));
    return { rows, total };
  }

  /** The language asked in the query (when we know it), else the request's. */
  static language(asked: string | undefined, fallback: LanguageCode): LanguageCode {
    return findLanguage(asked)?.code ?? fallback;
  }

  entry(r: GameRow, language: string): GameEntry {
    return {
      nodeId: r.id,
      gameCode: r.code,
      gameName: r.names.EN ?? r.code,
      displayName: r.names[language] ?? r.names.EN ?? r.code,
      iconUrl: r.icon_url,
      vassalage: r.vendor_code,
      vendorName: r.vendor_name,
      gameType: r.game_type as GameType,
      isGame: r.is_vassalage ? 'VASSALAGE' : 'GAME',
      isHot: r.hot,
      demo: r.demo_allowed,
      classify: r.classify,
    };
  }

  /** Turns a category filter (a game type or ESPORTS) into SQL filters; unknown ones are refused. */
  #categoryFilter(brand: BrandContext, category: string): Pick<GameFilter, 'gameTypes' | 'vendorsIn' | 'vendorsNotIn'> {
    const esports = brand.config.esportsVendors;
    if (category === 'ESPORTS') return { gameTypes: ['SPORTS'], vendorsIn: esports };
    if (!isGameType(category)) throw new AppError('game.category.unknown');
    return category === 'SPORTS' ? { gameTypes: ['SPORTS'], vendorsNotIn: esports } : { gameTypes: [category] };
  }

  async #visibleVendor(brand: BrandContext, code: string): Promise<VendorRow> {
    const vendor = (await this.#scope(brand)).vendors.find((v) => v.code === code);
    if (!vendor) throw new AppError('game.vendor.unavailable');
    return vendor;
  }

  async gameList(brand: BrandContext, language: LanguageCode, q: z.output<typeof gameListQuerySchema>) {
    const filter: GameFilter = { language };
    if (q.gameType) Object.assign(filter, this.#categoryFilter(brand, q.gameType));
    if (q.vassalage) filter.vendor = (await this.#visibleVendor(brand, q.vassalage)).code;
    if (q.gameClassify) filter.classify = q.gameClassify;
    if (q.keyword) filter.namePattern = containsPattern(q.keyword);
    const { rows, total } = await this.#list(brand, filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return {
      games: rows.map((r) => this.entry(r, language)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
      totalPages: Math.ceil(total / q.pageSize),
    };
  }

  async hotGames(brand: BrandContext, language: LanguageCode, vassalage: string | undefined) {
    const filter: GameFilter = { language, hotOnly: true };
    if (vassalage) filter.vendor = (await this.#visibleVendor(brand, vassalage)).code;
    const { rows } = await this.#list(brand, filter, MAX_HOT, 0);
    return { list: rows.map((r) => this.entry(r, language)) };
  }

  /** Vendor cards per category; the brand's e-sports vendors leave SPORTS for their own ESPORTS lane. */
  lanes(brand: BrandContext, language: LanguageCode) {
    return this.cache.get(`lanes:${brand.id}:${language}`, () => this.#lanes(brand, language));
  }

  async #lanes(brand: BrandContext, language: LanguageCode) {
    const [{ vendors }, counts, classifies, allCategories, tabs] = await Promise.all([
      this.#scope(brand),
      this.cache.get(`classify:${brand.id}`, () => this.repo.classifyCounts(brand.id)),
      this.cache.get('classifies', () => this.repo.classifies()),
      this.cache.get('categories', () => this.repo.categories()),
      this.#tabs(brand),
    ]);
    const esports = new Set(brand.config.esportsVendors);
    const classifyName = new Map(classifies.map((c) => [c.key, (c.names as Record<string, string>)[language] ?? (c.names as Record<string, string>).EN ?? c.key]));
    // The brand's order where it set one, else the catalogue's; tags the catalogue does not name go last, by key.
    const classifyOrder = new Map(classifies.map((c) => [c.key, c.sort]));
    const tagOrder = (key: string) => tabs.order.get(`classify:${key}`) ?? classifyOrder.get(key) ?? Infinity;
    const categoryOrder = (c: { code: string; sort: number }) => tabs.order.get(`category:${c.code}`) ?? c.sort;
    const categories = allCategories
      .filter((c) => !tabs.off.has(`category:${c.code}`))
      .sort((a, b) => categoryOrder(a) - categoryOrder(b) || a.code.localeCompare(b.code));
    const lanes: Lane[] = [];
    for (const category of categories) {
      const title = category.code;
      if (!isCategory(title)) continue;
      const type = title === 'ESPORTS' ? 'SPORTS' : title;
      const inLane = vendors.filter((v) => v.categories.includes(type) && (type !== 'SPORTS' || (title === 'ESPORTS') === esports.has(v.code)));
      if (inLane.length === 0) continue;
      const codes = new Set(inLane.map((v) => v.code));
      const tagCounts = new Map<string, number>();
      for (const c of counts) {
        if (c.tag !== null && c.game_type === type && codes.has(c.vendor_code) && !tabs.off.has(`classify:${c.tag}`)) tagCounts.set(c.tag, (tagCounts.get(c.tag) ?? 0) + c.n);
      }
      lanes.push({
        title,
        cards: inLane.map((v) => ({ vassalage: v.code, displayName: v.name, gameType: title, icon: v.icon_url, isHot: v.is_hot })),
        gameClassify: [...tagCounts]
          .sort(([a], [b]) => tagOrder(a) - tagOrder(b) || a.localeCompare(b))
          .map(([key, gameCount]) => ({ key, displayName: classifyName.get(key) ?? key, gameCount })),
      });
    }
    return { data: { lanes } };
  }

  /** gameType -> vendor -> that vendor's classify tags there (ESPORTS for the brand's e-sports vendors). */
  async vassGameType(brand: BrandContext, vassalage: string | undefined) {
    if (vassalage) await this.#visibleVendor(brand, vassalage);
    const [counts, tabs] = await Promise.all([this.cache.get(`classify:${brand.id}`, () => this.repo.classifyCounts(brand.id)), this.#tabs(brand)]);
    const esports = new Set(brand.config.esportsVendors);
    const content: Record<string, Record<string, string[]>> = {};
    for (const c of counts) {
      if (vassalage && c.vendor_code !== vassalage) continue;
      const type = c.game_type === 'SPORTS' && esports.has(c.vendor_code) ? 'ESPORTS' : c.game_type;
      const tags = ((content[type] ??= {})[c.vendor_code] ??= []);
      if (c.tag !== null && !tags.includes(c.tag) && !tabs.off.has(`classify:${c.tag}`)) tags.push(c.tag);
    }
    for (const byVendor of Object.values(content)) for (const tags of Object.values(byVendor)) tags.sort();
    return { content };
  }

  /**
   * Categories and navigation entries that lead to a playable game (see PlayableNavigation). Read
   * from the cached per-vendor counts the lanes use, so the status call that sends it costs no query
   * of its own; cached for the catalogue cache's time, and an import shows its games at once. Served
   * stale while it reloads: the status call is the hottest one, and the counts aggregate the whole
   * catalogue (some 50 ms for 10,000 games on PGlite), which no status caller should wait for.
   */
  playable(brand: BrandContext): Promise<PlayableNavigation> {
    return this.cache.get(`playable:${brand.id}`, () => this.#playable(brand), { serveStale: true });
  }

  async #playable(brand: BrandContext): Promise<PlayableNavigation> {
    const [counts, lottery, tabs] = await Promise.all([this.cache.get(`classify:${brand.id}`, () => this.repo.classifyCounts(brand.id)), this.lotteryOpen(brand.id), this.#tabs(brand)]);
    const esports = new Set(brand.config.esportsVendors);
    const vendors = new Map<GameCategory, Set<string>>();
    for (const c of counts) {
      // Lottery entries of the catalogue only point at our own lottery, which decides on its own.
      if (isLotteryType(c.game_type)) continue;
      const category = c.game_type === 'SPORTS' && esports.has(c.vendor_code) ? 'ESPORTS' : c.game_type;
      if (!isCategory(category)) continue;
      const inCategory = vendors.get(category) ?? new Set<string>();
      vendors.set(category, inCategory.add(c.vendor_code));
    }
    // A category the brand switched off in its hall tabs leads nowhere: no lane, no header entry.
    const leads = (category: GameCategory, vendor?: string) =>
      tabs.off.has(`category:${category}`) ? false : isLotteryType(category) ? lottery : vendor ? Boolean(vendors.get(category)?.has(vendor)) : vendors.has(category);
    return {
      gameCategories: gameCategories.filter((category) => leads(category)),
      navigation: brand.config.navigation.filter((item) => leads(item.gameType, item.vendor)),
    };
  }

  /** The brand's playable navigation entries with page, English name and point ratio; and the lottery entries. */
  menus(brand: BrandContext, language: LanguageCode) {
    return this.cache.get(`menus:${brand.id}:${language}`, () => this.#menus(brand, language));
  }

  async #menus(brand: BrandContext, language: LanguageCode) {
    const [{ vendors }, categories, playable, lottery] = await Promise.all([
      this.#scope(brand),
      this.cache.get('categories', () => this.repo.categories()),
      this.playable(brand),
      this.#list(brand, { language, gameTypes: LOTTERY_TYPES }, 100, 0),
    ]);
    const byCode = new Map(categories.map((c) => [c.code, c]));
    const navigation = [];
    for (const item of playable.navigation) {
      const category = byCode.get(item.gameType);
      if (!category) continue;
      const vendor = item.vendor ? vendors.find((v) => v.code === item.vendor) : undefined;
      navigation.push({
        gameType: item.gameType,
        ...(item.vendor ? { vendor: item.vendor } : {}),
        nameKey: item.nameKey ?? category.name_key,
        enName: vendor ? vendor.name : category.en_name,
        page: item.vendor ? `${category.page}?vendor=${encodeURIComponent(item.vendor)}` : category.page,
        pointRatio: category.point_ratio === null ? null : Number(category.point_ratio),
      });
    }
    return { navigation, lottery: lottery.rows.map((r) => this.entry(r, language)) };
  }

  async popular(brand: BrandContext, language: LanguageCode, count: number) {
    const rows = await this.cache.get(`popular:${brand.id}:${count}`, () => this.repo.popular(brand.id, LOTTERY_TYPES, new Date(this.now().getTime() - POPULAR_WINDOW_MS), count));
    return { list: rows.map((r) => this.entry(r, language)) };
  }

  // Favourites and recent games (real members only; the endpoint's auth sees to that).

  async favouriteIds(brand: BrandContext, principal: Principal) {
    const rows = await this.repo.favouriteRows(brand.id, principal.memberId, MAX_FAVOURITES);
    return { list: rows.map((r) => ({ nodeId: r.id, vassalage: r.vendor_code, gameType: r.game_type as GameType })) };
  }

  async favouriteList(brand: BrandContext, principal: Principal, language: LanguageCode) {
    const rows = await this.repo.favouriteRows(brand.id, principal.memberId, MAX_FAVOURITES);
    return { games: rows.map((r) => this.entry(r, language)) };
  }

  /** The game, visible in the brand and matching the vendor and type when those are named; `game.not.found` otherwise. */
  async #game(brand: BrandContext, ref: { nodeId: number; vendor?: string; gameType?: string }): Promise<GameRow> {
    const [game] = await this.repo.byIds(brand.id, [ref.nodeId]);
    if (!game || (ref.vendor && ref.vendor !== game.vendor_code) || (ref.gameType && ref.gameType !== game.game_type)) throw new AppError('game.not.found');
    return game;
  }

  async addFavourite(brand: BrandContext, principal: Principal, ref: { nodeId: number; vendor?: string; gameType?: string }) {
    const game = await this.#game(brand, ref);
    if (!(await this.repo.isFavourite(principal.memberId, game.id)) && (await this.repo.favouriteCount(principal.memberId)) >= MAX_FAVOURITES) {
      throw new AppError('game.favourites.limit');
    }
    await this.repo.addFavourite(principal.memberId, game.id, this.now());
    return { nodeId: game.id, favourite: true };
  }

  /** Idempotent; a game that is hidden now can still be removed, an id that never existed cannot. */
  async removeFavourite(brand: BrandContext, principal: Principal, ref: { nodeId: number; vendor?: string; gameType?: string }) {
    const [game] = await this.repo.byIds(brand.id, [ref.nodeId]);
    if (game ? (ref.vendor && ref.vendor !== game.vendor_code) || (ref.gameType && ref.gameType !== game.game_type) : !(await this.repo.exists(ref.nodeId))) {
      throw new AppError('game.not.found');
    }
    await this.repo.removeFavourite(principal.memberId, ref.nodeId);
    return { nodeId: ref.nodeId, favourite: false };
  }

  async recentGames(brand: BrandContext, principal: Principal, language: LanguageCode) {
    const rows = await this.repo.recentRows(brand.id, principal.memberId, RECENT_GAMES_KEPT);
    return { list: rows.map((r) => ({ ...this.entry(r, language), lastPlayedAt: r.last_played_at.toISOString() })) };
  }

  /** Called when a member launches a game: it becomes their most recent, and only the latest 20 are kept. */
  async recordPlay(brand: BrandContext, principal: Principal, nodeId: number): Promise<void> {
    const game = await this.#game(brand, { nodeId });
    await this.repo.recordPlay(brand.id, principal.memberId, game.id, this.now(), RECENT_GAMES_KEPT);
  }

  // PVP rooms and the winner board.

  async rooms(brand: BrandContext, language: LanguageCode, q: { nodeId?: number; vassalage?: string }) {
    if (q.vassalage) await this.#visibleVendor(brand, q.vassalage);
    if (q.nodeId !== undefined) await this.#game(brand, { nodeId: q.nodeId });
    const rows = await this.repo.rooms(brand.id, { gameId: q.nodeId, vendor: q.vassalage });
    return {
      list: rows.map((r) => {
        const roomNames = r.room_names as Record<string, string>;
        const names = r.names as Record<string, string>;
        return {
          roomId: r.id,
          roomCode: r.code,
          roomName: roomNames[language] ?? roomNames.EN ?? r.code,
          nodeId: r.game_id,
          gameName: names[language] ?? names.EN ?? '',
          vassalage: r.vendor_code,
          minBet: formatAmount(r.min_bet),
          maxBet: formatAmount(r.max_bet),
          seats: r.seats,
          players: r.players,
          status: r.status,
        };
      }),
    };
  }

  async winnerBoard(brand: BrandContext, language: LanguageCode, gameCategory: string, limit: number) {
    if (gameCategory !== 'ALL' && !isGameType(gameCategory)) throw new AppError('game.category.unknown');
    const rows = await this.cache.get(`winners:${brand.id}:${gameCategory}:${limit}`, () => this.repo.winners(brand.id, gameCategory === 'ALL' ? null : gameCategory, limit));
    return {
      list: rows.map((r) => {
        const names = r.names as Record<string, string> | null;
        return {
          userName: maskName(r.player_name),
          gameName: names?.[language] ?? names?.EN ?? r.game_name,
          gameType: r.game_type as GameType,
          vassalage: r.vendor_code,
          amount: formatAmount(r.amount),
          currency: r.currency,
          winTime: new Date(r.won_at).toISOString(),
        };
      }),
    };
  }
}
