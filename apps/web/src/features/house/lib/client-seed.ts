import { clientSeedSchema } from '@lotus/contract/house';

export type ClientSeedProblem = 'empty' | 'long' | 'chars';

/** The contract's rule (1 to 64 printable ASCII characters, no spaces), with a reason to show. */
export function clientSeedProblem(seed: string): ClientSeedProblem | null {
  if (clientSeedSchema.safeParse(seed).success) return null;
  if (seed.length === 0) return 'empty';
  if (seed.length > 64) return 'long';
  return 'chars';
}

/** A fresh random client seed (16 hex characters) for the "new seed" button. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
