import crypto from 'node:crypto';
import { sql } from 'kysely';
import { commitServerSeed } from '@lotus/games/fair-rng';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** The active seed pair of a member, as the server holds it (the server seed never leaves while active). */
export interface SeedPair {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

type Tx = Db;

function newServerSeed(): { seed: string; hash: string } {
  const seed = crypto.randomBytes(32).toString('hex');
  return { seed, hash: commitServerSeed(seed) };
}

/**
 * Provably fair seeds per member (games.md): a server seed from the OS CSPRNG whose SHA-256 the player
 * sees before playing, a client seed the player may change, and a nonce that counts rounds. Rotating
 * retires the pair and reveals its server seed, so every round played with it can be recomputed.
 */
export class FairSeeds {
  constructor(private readonly db: Db) {}

  /** The member's active pair, created on first use (client seed: random until the player picks one). */
  async active(memberId: number, tx: Tx = this.db, lock = false): Promise<SeedPair> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let q = tx.selectFrom('house_seeds').selectAll().where('member_id', '=', memberId).where('active', '=', true);
      if (lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (row) return { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: row.next_nonce };
      const { seed, hash } = newServerSeed();
      // Two first plays at once: the partial unique index lets one insert win; the other reads it.
      await sql`insert into house_seeds (member_id, server_seed, server_seed_hash, client_seed)
        values (${memberId}, ${seed}, ${hash}, ${crypto.randomBytes(8).toString('hex')})
        on conflict (member_id) where active do nothing`.execute(tx);
    }
    throw new AppError('system.error');
  }

  async state(memberId: number) {
    const pair = await this.active(memberId);
    return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
  }

  /** A new client seed takes effect from the next round; the nonce carries on. */
  async setClientSeed(memberId: number, clientSeed: string) {
    await this.active(memberId);
    await this.db.updateTable('house_seeds').set({ client_seed: clientSeed }).where('member_id', '=', memberId).where('active', '=', true).execute();
    return this.state(memberId);
  }

  /**
   * Retires the pair (revealing its server seed) and starts a new one with the same client seed at nonce 0.
   * Rotations that race (a double click, a retried request) all read the same active pair; the one whose
   * conditional retirement lands makes the new pair, and the others answer that same rotation instead of
   * rotating again or failing on the one-active-pair index.
   */
  async rotate(memberId: number, now: Date) {
    const seen = await this.active(memberId);
    const next = newServerSeed();
    const rotated = await this.db.transaction().execute(async (tx) => {
      // Conditional: only one rotation can retire this pair (the others wait on the row, then see it retired).
      // The row lock also holds off a round taking a nonce from it until this transaction ends.
      const retired = await tx.updateTable('house_seeds').set({ active: false, retired_at: now }).where('id', '=', seen.id).where('active', '=', true).executeTakeFirst();
      if (Number(retired.numUpdatedRows) !== 1) return false;
      // A mines board in play was drawn from this seed: revealing it would show where the mines are.
      const open = await tx
        .selectFrom('house_rounds')
        .select('id')
        .where('seed_id', '=', seen.id)
        .where('status', 'in', ['open', 'settling'])
        .executeTakeFirst();
      if (open) throw new AppError('game.round.open');
      await tx.insertInto('house_seeds').values({ member_id: memberId, server_seed: next.seed, server_seed_hash: next.hash, client_seed: seen.clientSeed }).execute();
      return true;
    });
    // The pair this request saw is retired either way: read it as retired, and its successor.
    const old = await this.db.selectFrom('house_seeds').selectAll().where('id', '=', seen.id).executeTakeFirstOrThrow();
    const successor = rotated
      ? { server_seed_hash: next.hash, client_seed: seen.clientSeed }
      : await this.db.selectFrom('house_seeds').select(['server_seed_hash', 'client_seed']).where('member_id', '=', memberId).where('id', '>', seen.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    return {
      previous: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, lastNonce: old.next_nonce - 1 },
      next: { serverSeedHash: successor.server_seed_hash, clientSeed: successor.client_seed, nonce: 0 },
    };
  }

  /** Takes the next nonce of the locked pair (inside the transaction that records the round). */
  async takeNonce(tx: Tx, pair: SeedPair): Promise<number> {
    await sql`update house_seeds set next_nonce = next_nonce + 1 where id = ${pair.id}`.execute(tx);
    return pair.nextNonce;
  }
}
