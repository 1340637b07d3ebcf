import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). The work runs on libuv's
 * thread pool, off the event loop. `npm run bench -- login` prints what these parameters cost.
 */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows: unknown usernames are checked against it so timing does not tell. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(`no-such-user-${Math.random()}`);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
