import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HouseRoundsTable } from '../../db/schema.ts';

export type RoundStatus = HouseRoundsTable['status'];
export type RoundRow = Selectable<HouseRoundsTable>;

/** Filters of a member's round history. */
export interface RoundFilter {
  game?: string;
  clientRoundId?: string;
}

/**
 * SQL of the house studio: rounds and the provably fair seed pairs they are played with. Services open a
 * transaction with `transaction`, which hands them this repository on it.
 */
export class HouseRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: HouseRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new HouseRepository(tx)));
  }

  // ---- seed pairs ----

  /** The member's active pair; `lock` holds its row until the transaction ends (a round takes its next nonce). */
  activeSeed(memberId: number, lock = false) {
    let q = this.db.selectFrom('house_seeds').selectAll().where('member_id', '=', memberId).where('active', '=', true);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** Makes the member's first pair; does nothing when another request made one first (the one-active-pair index). */
  async insertFirstSeed(memberId: number, seed: { serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<void> {
    await sql`insert into house_seeds (member_id, server_seed, server_seed_hash, client_seed)
      values (${memberId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed})
      on conflict (member_id) where active do nothing`.execute(this.db);
  }

  async insertSeed(memberId: number, seed: { serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<void> {
    await this.db.insertInto('house_seeds').values({ member_id: memberId, server_seed: seed.serverSeed, server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed }).execute();
  }

  async setClientSeed(memberId: number, clientSeed: string): Promise<void> {
    await this.db.updateTable('house_seeds').set({ client_seed: clientSeed }).where('member_id', '=', memberId).where('active', '=', true).execute();
  }

  /** Retires a pair if it is still active; answers whether this call did (of racing rotations, one does). */
  async retireSeed(seedId: bigint, now: Date): Promise<boolean> {
    const r = await this.db.updateTable('house_seeds').set({ active: false, retired_at: now }).where('id', '=', seedId).where('active', '=', true).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  seedById(seedId: bigint) {
    return this.db.selectFrom('house_seeds').selectAll().where('id', '=', seedId).executeTakeFirstOrThrow();
  }

  /** The pair the member started after `seedId`. */
  nextSeed(memberId: number, seedId: bigint) {
    return this.db.selectFrom('house_seeds').select(['server_seed_hash', 'client_seed']).where('member_id', '=', memberId).where('id', '>', seedId).orderBy('id').limit(1).executeTakeFirstOrThrow();
  }

  /** The commitments and client seeds of some pairs. */
  seedsByIds(seedIds: bigint[]) {
    if (seedIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('house_seeds').select(['id', 'server_seed_hash', 'client_seed']).where('id', 'in', seedIds).execute();
  }

  async takeNonce(seedId: bigint): Promise<void> {
    await sql`update house_seeds set next_nonce = next_nonce + 1 where id = ${seedId}`.execute(this.db);
  }

  // ---- rounds ----

  /** A member's round by its client id (of one game when given); `lock` holds its row until the transaction ends. */
  roundByClientId(memberId: number, clientRoundId: string, options: { game?: string; lock?: boolean } = {}): Promise<RoundRow | undefined> {
    let q = this.db.selectFrom('house_rounds').selectAll().where('member_id', '=', memberId).where('client_round_id', '=', clientRoundId);
    if (options.game) q = q.where('game', '=', options.game);
    if (options.lock) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  insertRound(round: Insertable<HouseRoundsTable>): Promise<RoundRow> {
    return this.db.insertInto('house_rounds').values(round).returningAll().executeTakeFirstOrThrow();
  }

  async setRoundStatus(roundId: bigint, status: RoundStatus, settledAt: Date | null): Promise<void> {
    await this.db.updateTable('house_rounds').set({ status, settled_at: settledAt }).where('id', '=', roundId).execute();
  }

  /** Moves a round from settling to settled; answers whether this call did (the request or the recovery job). */
  async settleRound(roundId: bigint, now: Date): Promise<boolean> {
    const r = await this.db.updateTable('house_rounds').set({ status: 'settled', settled_at: now }).where('id', '=', roundId).where('status', '=', 'settling').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setRoundResult(roundId: bigint, result: unknown, win: bigint): Promise<void> {
    await this.db.updateTable('house_rounds').set({ result: JSON.stringify(result), win }).where('id', '=', roundId).execute();
  }

  /** Whether a pair decided a round that is not finished (revealing its seed would give that round away). */
  async hasUnfinishedRound(seedId: bigint): Promise<boolean> {
    return Boolean(await this.db.selectFrom('house_rounds').select('id').where('seed_id', '=', seedId).where('status', 'in', ['open', 'settling']).executeTakeFirst());
  }

  /** The member's mines board in play, if any. */
  activeMinesBoard(memberId: number): Promise<RoundRow | undefined> {
    return this.db
      .selectFrom('house_rounds')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('game', '=', 'mines')
      .where('status', '=', 'settling')
      .where(sql<boolean>`result->>'status' = 'playing'`)
      .executeTakeFirst();
  }

  /** A page of a member's rounds (void ones aside), newest first, and how many match. */
  async rounds(memberId: number, filter: RoundFilter, offset: number, limit: number): Promise<{ rows: RoundRow[]; total: number }> {
    let base = this.db.selectFrom('house_rounds').where('member_id', '=', memberId).where('status', '!=', 'void');
    if (filter.game) base = base.where('game', '=', filter.game);
    if (filter.clientRoundId) base = base.where('client_round_id', '=', filter.clientRoundId);
    const [rows, { n }] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(n) };
  }

  /** Rounds left open or settling since before `cutoff`, oldest first. */
  unfinished(cutoff: Date, limit: number): Promise<RoundRow[]> {
    return this.db.selectFrom('house_rounds').selectAll().where('status', 'in', ['open', 'settling']).where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  }
}
