import type { z } from 'zod';
import { isTrialType } from '@lotus/contract/account';
import { formatAmount } from '@lotus/contract/money';
import type { minesStartBodySchema, playBodySchema, roundsQuerySchema, verifyQuerySchema } from '@lotus/contract/house';
import { FairStream, commitServerSeed } from '@lotus/games/fair-rng';
import { GameError } from '@lotus/games/house/errors';
import { jsonView } from '@lotus/games/house/money';
import { cashOutMines, minesPlayerView, revealTile, type MinesRound } from '@lotus/games/house/mines';
import { houseGames, type HouseChoices, type HouseGameCode } from '@lotus/games/house/registry';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { refusal, requestHash } from '../wallet/wallet.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { walletBrand, type WalletBrand, type WalletCommands } from '../wallet/wallet-commands.ts';
import { FairSeeds } from './fair-seeds.ts';
import type { HouseRepository, RoundRow } from './house.repository.ts';

/** The accounts a round moves money between, and its brand. */
type RoundAccounts = { main: bigint; house: bigint; brand: WalletBrand; trial: boolean };

/** Who a member is (modules/member's repository, wired in app.ts): the winner board names real members only. */
export interface MemberNames {
  byId(memberId: number): Promise<{ username: string; customer_type: number } | undefined>;
}

/** The winner board (modules/games owns it; its repository, wired in app.ts). */
export interface WinnerBoard {
  addWinner(win: { brandId: number; memberId: number; playerName: string; vendor: string; gameCode: string; gameType: string; amount: bigint; currency: string; at: Date }): Promise<void>;
}

/** Engine refusals become API errors with the same code. */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof GameError) throw new AppError(error.code);
    throw error;
  }
}

/** Every house game but mines is decided when recorded; a mines board plays on after its bet is taken. */
const decidedAtStake = (row: { game: string }) => row.game !== 'mines';

/** A win of at least this many bets goes on the winner board. */
const BIG_WIN_MULTIPLE = 10n;

/** A round's wallet keys: one bet and one win per round, so a retry or the recovery job never pays twice. */
const betKey = (id: bigint) => `house:${id}:bet`;
const winKey = (id: bigint) => `house:${id}:win`;
const roundKey = (id: bigint) => `HOUSE:${id}`;

/**
 * The house studio's game server. A round is decided when it is recorded (seed pair + nonce + the
 * player's choices), then settled through the wallet: the bet, then the win, each an idempotent
 * movement keyed by the round. Status tells how far it got (open -> settling -> settled, or void when
 * the bet was refused), and `settleUnfinished` carries any round a crash interrupted to its end:
 * the win is paid if and only if the bet was taken.
 */
export class HouseService {
  readonly seeds: FairSeeds;

  constructor(
    private readonly repo: HouseRepository,
    private readonly commands: WalletCommands,
    private readonly wallet: WalletService,
    /** A brand's currency and time zone by id, from its config (recovery has no request's brand). */
    private readonly walletBrandOf: (brandId: number) => Promise<WalletBrand>,
    private readonly members: MemberNames,
    private readonly board: WinnerBoard,
    private readonly now: () => Date,
  ) {
    this.seeds = new FairSeeds(repo);
  }

  rotateSeed(memberId: number) {
    return this.seeds.rotate(memberId, this.now());
  }

  async #accounts(brand: BrandContext, principal: Principal) {
    // A trial account's demo credit lands on its first wallet read; reading the balance makes sure of it.
    if (principal.customerType === 4) await this.wallet.balance(brand, principal);
    const money = walletBrand(brand);
    const [main, house] = await Promise.all([this.commands.memberAccount(money, principal.memberId), this.commands.systemAccount(money, 'house')]);
    return { main, house, brand: money, trial: isTrialType(principal.customerType) };
  }

  /** Records a new round, decided by the member's next nonce; a repeated client round id returns the recorded one. */
  async #record(brand: BrandContext, principal: Principal, game: HouseGameCode, clientRoundId: string, bet: bigint, choices: HouseChoices): Promise<RoundRow> {
    const hash = requestHash([game, bet, choices]);
    const existing = await this.#byClientId(principal.memberId, clientRoundId);
    if (existing) {
      if (existing.request_hash !== hash || existing.game !== game) throw new AppError('duplicate.transaction');
      return existing;
    }
    const row = await this.repo.transaction(async (tx) => {
      const pair = await this.seeds.active(principal.memberId, tx, true);
      const again = await tx.roundByClientId(principal.memberId, clientRoundId);
      if (again) return again;
      const nonce = pair.nextNonce;
      const { round } = engine(() => houseGames[game].start(new FairStream(pair.serverSeed, pair.clientSeed, nonce), bet, choices));
      await this.seeds.takeNonce(tx, pair);
      return tx.insertRound({
          client_round_id: clientRoundId,
          member_id: principal.memberId,
          brand_id: brand.id,
          game,
          seed_id: pair.id,
          nonce,
          request_hash: hash,
          bet,
          win: 'win' in round && typeof round.win === 'bigint' ? round.win : 0n,
          status: 'open',
          result: JSON.stringify(jsonView(round)),
      });
    });
    if (row.request_hash !== hash) throw new AppError('duplicate.transaction');
    return row;
  }

  #byClientId(memberId: number, clientRoundId: string): Promise<RoundRow | undefined> {
    return this.repo.roundByClientId(memberId, clientRoundId);
  }

  /** Takes the bet of an open round (it opens in the bet journal): settling when posted, void when refused (and the refusal thrown). */
  async #takeBet(row: RoundRow, accounts: RoundAccounts): Promise<RoundRow> {
    if (row.status !== 'open') return row;
    const r = await this.commands.stake({
      ...this.#move(row, 'bet', accounts),
      kind: 'bet',
      bets: [{ key: betKey(row.id), stake: row.bet, category: 'RNG', vendor: 'HOUSE', game: row.game, ref: { round: row.id.toString(), clientRound: row.client_round_id } }],
      // A round decided with no win settles with its bet: no payout will come to settle it.
      lost: row.win === 0n && decidedAtStake(row),
      trial: accounts.trial,
    });
    if (r.status === 'posted') return this.#setStatus(row, 'settling');
    await this.#setStatus(row, 'void');
    throw refusal(r);
  }

  /** Pays the win of a round whose bet was taken (nothing to pay: the bet just settles), settling its journal bet. */
  async #payWin(row: RoundRow, accounts: RoundAccounts): Promise<RoundRow> {
    if (row.status !== 'settling') return row;
    if (row.win > 0n) {
      const r = await this.commands.payout({ ...this.#move(row, 'win', accounts), kind: 'win', settles: [{ key: betKey(row.id), win: row.win }] });
      if (r.status !== 'posted') throw refusal(r);
    } else if (!decidedAtStake(row)) {
      // A mines board that ended on a mine: its bet opened while the board was in play.
      await this.commands.settleLost(accounts.brand, [betKey(row.id)]);
    }
    const settled = await this.repo.settleRound(row.id, this.now());
    // Whoever settled it (the request or the recovery job) announces a big win, once.
    if (settled && row.win >= row.bet * BIG_WIN_MULTIPLE) await this.#announce(row, accounts.brand.currency);
    return { ...row, status: 'settled', settled_at: this.now() };
  }

  /** A big win goes on the brand's winner board (names are masked when the board is read). */
  async #announce(row: RoundRow, currency: string): Promise<void> {
    const member = await this.members.byId(row.member_id);
    // A trial account's win is demo money: never on the board real players read.
    if (!member || isTrialType(member.customer_type)) return;
    await this.board.addWinner({ brandId: row.brand_id, memberId: row.member_id, playerName: member.username, vendor: 'HOUSE', gameCode: row.game, gameType: 'RNG', amount: row.win, currency, at: this.now() });
  }

  #move(row: RoundRow, op: 'bet' | 'win', accounts: RoundAccounts) {
    const amount = op === 'bet' ? row.bet : row.win;
    return {
      key: op === 'bet' ? betKey(row.id) : winKey(row.id),
      hash: requestHash([op, row.id, amount]),
      brand: accounts.brand,
      memberId: row.member_id,
      member: accounts.main,
      counter: accounts.house,
      amount,
      ref: { vendor: 'HOUSE', game: row.game, round: row.id.toString() },
      round: { key: roundKey(row.id), op },
    };
  }

  async #setStatus(row: RoundRow, status: RoundRow['status']): Promise<RoundRow> {
    const settled = status === 'settled' || status === 'void' ? this.now() : null;
    await this.repo.setRoundStatus(row.id, status, settled);
    return { ...row, status, settled_at: settled };
  }

  /** The seed pairs (commitment and client seed) the rounds were played with, in one read. */
  async #seedsOf(rows: RoundRow[]): Promise<Map<bigint, { server_seed_hash: string; client_seed: string }>> {
    if (rows.length === 0) return new Map();
    const seeds = await this.repo.seedsByIds([...new Set(rows.map((r) => r.seed_id))]);
    return new Map(seeds.map((s) => [s.id, s]));
  }

  async #view(row: RoundRow, withBalance?: { main: bigint }) {
    const [seeds, balances] = await Promise.all([this.#seedsOf([row]), withBalance ? this.commands.balances([withBalance.main]) : undefined]);
    return this.#shape(row, seeds.get(row.seed_id)!, balances?.[0]?.balance);
  }

  #shape(row: RoundRow, seed: { server_seed_hash: string; client_seed: string }, balance?: bigint | null) {
    let result = row.result;
    if (row.game === 'mines') result = jsonView(minesPlayerView(this.#minesState(row)));
    return {
      roundId: row.client_round_id,
      game: row.game as HouseGameCode,
      status: row.status === 'settling' ? ('open' as const) : row.status,
      bet: formatAmount(row.bet),
      win: formatAmount(row.win),
      nonce: row.nonce,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      result,
      createdAt: row.created_at.toISOString(),
      ...(balance === undefined || balance === null ? {} : { balance: formatAmount(balance) }),
    };
  }

  /** A single-step game: decide, take the bet, pay the win, answer the round and the balance. */
  async play(brand: BrandContext, principal: Principal, game: HouseGameCode, body: z.output<typeof playBodySchema>) {
    if (houseGames[game].multiStep) throw new AppError('game.not.found');
    const accounts = await this.#accounts(brand, principal);
    let row = await this.#record(brand, principal, game, body.roundId, body.bet, { target: body.target, dice: body.dice });
    row = await this.#takeBet(row, accounts);
    row = await this.#payWin(row, accounts);
    return this.#view(row, accounts);
  }

  #minesState(row: RoundRow): MinesRound {
    const r = row.result as Record<string, unknown>;
    return { ...(r as unknown as MinesRound), bet: BigInt(r.bet as string), win: BigInt(r.win as string) };
  }

  async minesStart(brand: BrandContext, principal: Principal, body: z.output<typeof minesStartBodySchema>) {
    const accounts = await this.#accounts(brand, principal);
    let row: RoundRow;
    try {
      row = await this.#record(brand, principal, 'mines', body.roundId, body.bet, { mines: body.mines });
    } catch (error) {
      // The one-board-per-member index: finish the board in play first.
      if (error instanceof Error && 'code' in error && (error as { code?: string }).code === '23505') throw new AppError('game.round.open');
      throw error;
    }
    row = await this.#takeBet(row, accounts);
    return this.#view(row, accounts);
  }

  /** Reveals a tile or cashes out, under a row lock so two clicks cannot both count. */
  async #minesMove(brand: BrandContext, principal: Principal, clientRoundId: string, move: (round: MinesRound) => MinesRound) {
    const accounts = await this.#accounts(brand, principal);
    const row = await this.repo.transaction(async (tx) => {
      const current = await tx.roundByClientId(principal.memberId, clientRoundId, { game: 'mines', lock: true });
      if (!current) throw new AppError('game.round.unknown');
      if (current.status !== 'settling') throw new AppError('game.round.over');
      const next = engine(() => move(this.#minesState(current)));
      await tx.setRoundResult(current.id, jsonView(next), next.win);
      return { ...current, result: jsonView(next), win: next.win };
    });
    const state = this.#minesState(row);
    const done = state.status !== 'playing' ? await this.#payWin(row, accounts) : row;
    return this.#view(done, accounts);
  }

  minesReveal(brand: BrandContext, principal: Principal, clientRoundId: string, tile: number) {
    return this.#minesMove(brand, principal, clientRoundId, (round) => revealTile(round, tile));
  }

  minesCashout(brand: BrandContext, principal: Principal, clientRoundId: string) {
    return this.#minesMove(brand, principal, clientRoundId, (round) => cashOutMines(round));
  }

  /** The board in play, if any, so a reload resumes it. */
  async minesActive(principal: Principal) {
    const row = await this.repo.activeMinesBoard(principal.memberId);
    return row ? this.#view(row) : null;
  }

  async rounds(principal: Principal, q: z.output<typeof roundsQuerySchema>) {
    const { rows, total } = await this.repo.rounds(principal.memberId, { game: q.game, clientRoundId: q.roundId }, (q.pageNo - 1) * q.pageSize, q.pageSize);
    const seeds = await this.#seedsOf(rows);
    return { rows: rows.map((r) => this.#shape(r, seeds.get(r.seed_id)!)), total };
  }

  /** Public: replays a round from revealed seeds with the engine the server plays with. */
  verify(q: z.output<typeof verifyQuerySchema>) {
    const game = houseGames[q.game];
    const choices: HouseChoices = {
      target: q.target,
      mines: q.mines,
      dice: q.diceTarget === undefined ? undefined : { target: q.diceTarget, direction: q.diceDirection ?? 'under' },
    };
    const { round } = engine(() => game.start(new FairStream(q.serverSeed, q.clientSeed, q.nonce), q.bet ?? game.limits.min, choices));
    return { serverSeedHash: commitServerSeed(q.serverSeed), result: jsonView(round) };
  }

  /**
   * Job: rounds a crash or a lost connection left unfinished. An open round older than a minute whose
   * bet never arrived gets a tombstone under its bet key (so a late bet cannot land) and is void; one
   * whose bet was taken is paid; a mines board in play is left for the player to finish.
   */
  async settleUnfinished(olderThanMs = 60_000): Promise<number> {
    const cutoff = new Date(this.now().getTime() - olderThanMs);
    const rows = await this.repo.unfinished(cutoff, 500);
    // Each brand's currency and time zone, looked up once per run.
    const brands = new Map<number, Promise<WalletBrand>>();
    let finished = 0;
    for (let row of rows) {
      if (!brands.has(row.brand_id)) brands.set(row.brand_id, this.walletBrandOf(row.brand_id));
      const brand = await brands.get(row.brand_id)!;
      const [main, house] = await Promise.all([this.commands.memberAccount(brand, row.member_id), this.commands.systemAccount(brand, 'house')]);
      // Recovery only settles; a bet it settles was journaled (or, for a trial account, was not) when placed.
      const accounts = { main, house, brand, trial: false };
      if (row.status === 'open') {
        const bet = await this.commands.outcome(betKey(row.id));
        if (!bet) {
          const r = await this.commands.tombstone(brand, betKey(row.id), 'bet', { vendor: 'HOUSE', round: row.id.toString(), recovered: true });
          if (r.status === 'tombstone' || r.duplicate) row = await this.#setStatus(row, r.status === 'posted' ? 'settling' : 'void');
        } else {
          row = await this.#setStatus(row, bet === 'posted' ? 'settling' : 'void');
        }
      }
      if (row.status === 'settling') {
        if (row.game === 'mines' && (row.result as { status?: string }).status === 'playing') continue;
        await this.#payWin(row, accounts);
      }
      finished++;
    }
    return finished;
  }
}
