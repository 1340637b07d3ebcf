import { familyOf } from '@lotus/games/lottery/registry';
import type { Family, Play } from '@lotus/games/lottery/types';
import { AppError } from '../../platform/errors.ts';
import { readSettings, type GameSettings } from './game-settings.ts';
import type { GameRow, LotteryRepository } from './lottery.repository.ts';
import { validateSchedule, type Schedule } from './schedule.ts';

/** A game row with what code needs to play it: its engine family, rules in force, settings and schedule. */
export interface ResolvedGame {
  row: GameRow;
  family: Family<unknown, unknown>;
  rules: unknown;
  settings: GameSettings;
  schedule: Schedule;
  plays: ReadonlyMap<number, Play<unknown, unknown, unknown>>;
}

export function resolveGame(row: GameRow): ResolvedGame {
  const family = familyOf(row.family);
  if (!family) throw new Error(`lottery game ${row.code} names unknown family ${row.family}`);
  const schedule: Schedule = row.cadence_seconds ? { kind: 'interval', seconds: row.cadence_seconds } : (row.schedule as Schedule);
  validateSchedule(schedule);
  const settings = readSettings(row.settings);
  const closed = new Set(settings.closedPlays);
  return {
    row,
    family,
    // The brand's choices override the family defaults field by field.
    rules: { ...(family.defaultRules as object), ...row.rules },
    settings,
    schedule,
    plays: new Map(family.plays.filter((p) => !closed.has(p.id)).map((p) => [p.id, p])),
  };
}

/** Resolved games by id, kept briefly: game rows change only when an operator edits them. */
export class GameCatalogue {
  #cache = new Map<number, { at: number; game: ResolvedGame }>();
  #lists = new Map<number, { at: number; games: ResolvedGame[] }>();

  constructor(
    private readonly repo: LotteryRepository,
    private readonly ttlMs: number,
  ) {}

  async get(brandId: number, id: number): Promise<ResolvedGame> {
    const hit = this.#cache.get(id);
    if (hit && hit.game.row.brand_id === brandId && Date.now() - hit.at < this.ttlMs) return hit.game;
    const row = await this.repo.game(brandId, id);
    if (!row) throw new AppError('lottery.game.not.found');
    const game = resolveGame(row);
    this.#cache.set(id, { at: Date.now(), game });
    return game;
  }

  /** A brand's games, kept as long as single games are (menus, series and lobbies read them all). */
  async list(brandId: number): Promise<ResolvedGame[]> {
    const hit = this.#lists.get(brandId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.games;
    const games = (await this.repo.games(brandId)).map(resolveGame);
    this.#lists.set(brandId, { at: Date.now(), games });
    return games;
  }

  /** Drops a game and its brand's list after an operator changed it (other processes keep theirs until it lapses). */
  forget(id: number, brandId: number): void {
    this.#cache.delete(id);
    this.#lists.delete(brandId);
  }

}
