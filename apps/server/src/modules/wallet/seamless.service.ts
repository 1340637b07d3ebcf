import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatAmount } from '@lotus/contract/money';
import { isTrialType } from '@lotus/contract/account';
import { gameCategories } from '@lotus/contract/navigation';
import type { vendorBetBodySchema, vendorRollbackBodySchema, vendorWinBodySchema } from '@lotus/contract/seamless';
import { AppError } from '../../platform/errors.ts';
import { constantTimeEqual, hashToken, randomToken } from '../../platform/tokens.ts';
import type { BrandContext, BrandLookup } from '../../platform/request-context.ts';
import type { BetCategory } from '../../db/schema.ts';
import type { PostResult } from './ledger-writer.ts';
import type { SeamlessRepository } from './seamless.repository.ts';
import { requestHash } from './wallet.service.ts';
import { walletBrand, type WalletCommands } from './wallet-commands.ts';

type BetBody = z.output<typeof vendorBetBodySchema>;
type WinBody = z.output<typeof vendorWinBodySchema>;
type RollbackBody = z.output<typeof vendorRollbackBodySchema>;

const refusals: Record<string, ConstructorParameters<typeof AppError>[0]> = {
  'wallet.insufficient.funds': 'wallet.insufficient.funds',
  'duplicate.transaction': 'duplicate.transaction',
  'round.no.bet': 'round.no.bet',
  'round.has.win': 'round.has.win',
  'round.bet.rolled.back': 'round.bet.rolled.back',
};

/** What the seamless wallet looks up elsewhere (the games catalogue and members, wired in app.ts, so wallet imports neither). */
export interface SeamlessDirectory {
  /** A vendor game's category, from the games catalogue. */
  gameType(vendor: string, code: string): Promise<string | undefined>;
  /** A vendor's signing secret and whether it is on. */
  vendorSecret(vendor: string): Promise<{ secret: string; enabled: boolean } | undefined>;
  /** A member as a vendor names it, with their brand's code. */
  player(id: number): Promise<{ id: number; username: string; customerType: number; brandCode: string } | undefined>;
}

/**
 * The seamless wallet for game vendors (wallet.md): authenticate, balance, bet, win, rollback. Each
 * transaction id is processed once, forever; a duplicate gets the original answer; wins and
 * rollbacks are accepted after the player's session ended; a rollback of an unknown bet moves nothing
 * and leaves a tombstone, so the late bet is refused; a rollback after a win is refused; a win needs a
 * live bet in its round. The round rules run inside the ledger's batch statement (ledger_post).
 */
export class SeamlessService {
  constructor(
    private readonly sessions: SeamlessRepository,
    private readonly brands: BrandLookup,
    private readonly commands: WalletCommands,
    private readonly directory: SeamlessDirectory,
    private readonly now: () => Date,
  ) {}

  /** The journal's category of a vendor bet: the game's type in the catalogue; a game it lacks counts as RNG (slots). */
  async #category(vendor: string, code: string | undefined): Promise<BetCategory> {
    const type = code ? await this.directory.gameType(vendor, code) : undefined;
    return type && (gameCategories as readonly string[]).includes(type) ? (type as BetCategory) : 'RNG';
  }

  /** Verifies `X-Signature` (hex HMAC-SHA256 of the raw body with the vendor's secret), in constant time. */
  async verifySignature(vendor: string, request: FastifyRequest): Promise<void> {
    const row = await this.directory.vendorSecret(vendor);
    const given = request.headers['x-signature'];
    const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    if (!row || !row.enabled || typeof given !== 'string') throw new AppError('vendor.signature.invalid');
    const expected = crypto.createHmac('sha256', row.secret).update(raw).digest('hex');
    if (!constantTimeEqual(given.trim().toLowerCase(), expected)) throw new AppError('vendor.signature.invalid');
  }

  /** Opens a player session for a vendor (game launch does this); the token goes to the vendor's game URL. */
  async openSession(vendor: string, memberId: number, brandId: number, minutes = 12 * 60): Promise<string> {
    const token = randomToken();
    await this.sessions.openSession({ tokenHash: hashToken(token), vendor, memberId, brandId, expiresAt: new Date(this.now().getTime() + minutes * 60_000) });
    return token;
  }

  async #player(playerId: string) {
    const id = Number(playerId);
    const m = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await this.directory.player(id) : undefined;
    if (!m) throw new AppError('vendor.player.unknown');
    const brand = await this.brands.get(m.brandCode);
    if (!brand) throw new AppError('vendor.player.unknown');
    return { id: m.id, username: m.username, brand, trial: isTrialType(m.customerType) };
  }

  /** The account vendor money moves in: the main wallet, or the vendor's game wallet on transfer-wallet brands. */
  #walletKind(brand: BrandContext, vendor: string): string {
    return brand.config.singleWallet || !brand.config.gameWallets.includes(vendor) ? 'main' : `game:${vendor}`;
  }

  async #balanceOf(brand: BrandContext, memberId: number, vendor: string): Promise<string> {
    const account = await this.commands.memberAccount(walletBrand(brand), memberId, this.#walletKind(brand, vendor));
    const [row] = await this.commands.balances([account]);
    return formatAmount(row?.balance ?? 0n);
  }

  async authenticate(vendor: string, token: string) {
    const s = await this.sessions.session(hashToken(token), vendor);
    if (!s || s.expires_at <= this.now()) throw new AppError('vendor.token.invalid');
    const p = await this.#player(String(s.member_id));
    return { playerId: String(p.id), username: p.username, currency: p.brand.config.currency, balance: await this.#balanceOf(p.brand, p.id, vendor) };
  }

  async balance(vendor: string, playerId: string) {
    const p = await this.#player(playerId);
    return { currency: p.brand.config.currency, balance: await this.#balanceOf(p.brand, p.id, vendor) };
  }

  async #hasLiveSession(vendor: string, memberId: number): Promise<boolean> {
    return this.sessions.hasLiveSession(vendor, memberId, this.now());
  }

  #answer(brand: BrandContext, transactionId: string, result: PostResult, fallback: string) {
    if (result.status === 'error' || result.status === 'rejected') {
      const code = refusals[result.code ?? ''];
      throw code ? new AppError(code) : new AppError('wallet.refused');
    }
    const balance = result.balances[0]?.balance;
    return { transactionId, currency: brand.config.currency, balance: balance === undefined ? fallback : formatAmount(balance), duplicate: result.duplicate };
  }

  async bet(vendor: string, body: BetBody) {
    return this.#betOrWin(vendor, body, 'bet');
  }

  async win(vendor: string, body: WinBody) {
    return this.#betOrWin(vendor, body, 'win');
  }

  async #betOrWin(vendor: string, body: BetBody | WinBody, op: 'bet' | 'win') {
    const p = await this.#player(body.playerId);
    const { brand } = p;
    if (body.currency.toUpperCase() !== brand.config.currency) throw new AppError('wallet.currency.mismatch');
    const key = `vendor:${vendor}:${body.transactionId}`;
    // A bet needs a live session; a win settles whatever the session's state (wallet.md).
    if (op === 'bet') {
      const seen = await this.commands.outcome(key);
      if (!seen && !(await this.#hasLiveSession(vendor, p.id))) throw new AppError('vendor.token.invalid');
    }
    const money = walletBrand(brand);
    const [wallet, house] = await Promise.all([this.commands.memberAccount(money, p.id, this.#walletKind(brand, vendor)), this.commands.systemAccount(money, 'house')]);
    const round = `${vendor}:${body.roundId}`;
    const move = {
      key,
      hash: requestHash([op, p.id, body.roundId, body.amount, brand.config.currency]),
      brand: money,
      memberId: p.id,
      member: wallet,
      counter: house,
      amount: body.amount,
      ref: { vendor, round: body.roundId, game: body.gameCode ?? null },
      round: { key: round, op },
    };
    // A bet opens in the bet journal (settled at once when its round closed with it: it lost); a win settles its round's bets.
    const result =
      op === 'bet'
        ? await this.commands.stake({ ...move, kind: 'bet', trial: p.trial, lost: 'roundClosed' in body && body.roundClosed === true, bets: [{ key, stake: body.amount, category: await this.#category(vendor, body.gameCode), vendor, game: body.gameCode ?? '', round }] })
        : await this.commands.payout({ ...move, kind: 'win', settlesRound: round });
    return this.#answer(brand, body.transactionId, result, await this.#balanceOf(brand, p.id, vendor));
  }

  /** Refunds a bet once; an unknown bet leaves a tombstone. Retries when the bet changed while we read it. */
  async rollback(vendor: string, body: RollbackBody) {
    const p = await this.#player(body.playerId);
    const { brand } = p;
    const target = `vendor:${vendor}:${body.referenceTransactionId}`;
    const money = walletBrand(brand);
    const house = await this.commands.systemAccount(money, 'house');
    for (let attempt = 0; attempt < 5; attempt++) {
      const bet = await this.commands.movement(target);
      if (bet && bet.kind !== 'bet') throw new AppError('round.rollback.invalid');
      const ref = (bet?.reference ?? {}) as { member?: number; account?: string; round?: string };
      // A tombstone is what an earlier rollback of this unknown bet left (perhaps this very call, repeated):
      // it carries no player or round, and the ledger answers the repeat with the stored outcome.
      if (bet && bet.status !== 'tombstone' && (ref.member !== p.id || ref.round !== body.roundId)) throw new AppError('round.rollback.invalid');
      const refund = bet?.status === 'posted' ? bet.amount : 0n;
      // Nothing to refund: a zero leg on the player's wallet fixes the balance this answer (and its repeats) report.
      const wallet = refund > 0n ? BigInt(ref.account!) : await this.commands.memberAccount(money, p.id, this.#walletKind(brand, vendor));
      // The rolled-back bet ends void in the bet journal (nothing happens for a bet never seen).
      const result = await this.commands.refund({
        key: `vendor:${vendor}:${body.transactionId}`,
        hash: requestHash(['rollback', p.id, body.roundId, body.referenceTransactionId]),
        kind: 'rollback',
        brand: money,
        memberId: p.id,
        member: wallet,
        counter: house,
        amount: refund,
        ref: { vendor, round: body.roundId, target },
        round: { key: `${vendor}:${body.roundId}`, op: 'rollback', target },
        ends: [{ key: target, as: 'void' }],
      });
      if (result.status === 'error' && result.code === 'wallet.retry') continue;
      return this.#answer(brand, body.transactionId, result, await this.#balanceOf(brand, p.id, vendor));
    }
    throw new AppError('system.error');
  }
}
