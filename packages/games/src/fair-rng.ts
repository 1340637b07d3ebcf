import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rng } from './house/rng.ts';

/**
 * The provably fair RNG of games.md: bytes = HMAC-SHA256(serverSeed, `clientSeed:nonce:cursor`),
 * cursor 0, 1, 2, ... as more bytes are needed; integers by rejection sampling, so no value is more
 * likely than another. Pure and synchronous: the server draws with it and any browser can verify.
 */
export class FairStream implements Rng {
  #key: Uint8Array;
  #buffer = new Uint8Array(0);
  #offset = 0;
  #cursor = 0;

  constructor(
    serverSeedHex: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    this.#key = hexToBytes(serverSeedHex);
  }

  nextByte(): number {
    if (this.#offset >= this.#buffer.length) {
      this.#buffer = hmac(sha256, this.#key, utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.#cursor++}`));
      this.#offset = 0;
    }
    return this.#buffer[this.#offset++]!;
  }

  /** An unsigned 32-bit integer from the next four bytes. */
  nextUint32(): number {
    return ((this.nextByte() << 24) | (this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte()) >>> 0;
  }

  /** A uniform integer in [0, n) by rejection sampling (values past the last whole multiple of n are drawn again). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`range must be an integer from 1 to 2^32, got ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }

  /** A uniform float in [0, 1) with 52 random bits. */
  float(): number {
    const high = this.nextUint32() >>> 12; // 20 bits
    const low = this.nextUint32(); // 32 bits
    return (high * 2 ** 32 + low) / 2 ** 52;
  }

  /** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
  permutation(n: number): number[] {
    const out = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** What players see before play: the SHA-256 of the server seed. */
export function commitServerSeed(serverSeedHex: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeedHex)));
}
