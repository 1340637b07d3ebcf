import crypto from 'node:crypto';
import { commitServerSeed } from '@lotus/games/fair-rng';
import { AppError } from '../../platform/errors.ts';
import type { HouseRepository } from './house.repository.ts';

/** The active seed pair of a member, as the server holds it (the server seed never leaves while active). */
export interface SeedPair {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

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
  constructor(private readonly repo: HouseRepository) {}

  /**
   * The member's active pair, created on first use (client seed: random until the player picks one).
   * `tx` is the repository of the caller's transaction, where `lock` holds the pair until it ends.
   */
  async active(memberId: number, tx: HouseRepository = this.repo, lock = false): Promise<SeedPair> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await tx.activeSeed(memberId, lock);
      if (row) return { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: row.next_nonce };
      const { seed, hash } = newServerSeed();
      // Two first plays at once: the partial unique index lets one insert win; the other reads it.
      await tx.insertFirstSeed(memberId, { serverSeed: seed, serverSeedHash: hash, clientSeed: crypto.randomBytes(8).toString('hex') });
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
    await this.repo.setClientSeed(memberId, clientSeed);
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
    const rotated = await this.repo.transaction(async (tx) => {
      // Conditional: only one rotation can retire this pair (the others wait on the row, then see it retired).
      // The row lock also holds off a round taking a nonce from it until this transaction ends.
      if (!(await tx.retireSeed(seen.id, now))) return false;
      // A mines board in play was drawn from this seed: revealing it would show where the mines are.
      if (await tx.hasUnfinishedRound(seen.id)) throw new AppError('game.round.open');
      await tx.insertSeed(memberId, { serverSeed: next.seed, serverSeedHash: next.hash, clientSeed: seen.clientSeed });
      return true;
    });
    // The pair this request saw is retired either way: read it as retired, and its successor.
    const old = await this.repo.seedById(seen.id);
    const successor = rotated ? { server_seed_hash: next.hash, client_seed: seen.clientSeed } : await this.repo.nextSeed(memberId, seen.id);
    return {
      previous: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, lastNonce: old.next_nonce - 1 },
      next: { serverSeedHash: successor.server_seed_hash, clientSeed: successor.client_seed, nonce: 0 },
    };
  }

  /** Takes the next nonce of the locked pair (inside the transaction that records the round). */
  async takeNonce(tx: HouseRepository, pair: SeedPair): Promise<number> {
    await tx.takeNonce(pair.id);
    return pair.nextNonce;
  }
}
