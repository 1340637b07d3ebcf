import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM (a 96-bit random IV per value, the tag appended): `v1.<iv>.<sealed>`, base64url. Operators' TOTP
 * secrets use it with their own key; `AtRest` uses it with the deployment's key for every secret in the database.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: string) {
    this.#key = crypto.createHash('sha256').update(key).digest();
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(box: string): string {
    const [version, iv, sealed] = box.split('.');
    if (version !== 'v1' || !iv || !sealed) throw new Error('unknown secret box format');
    const data = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  }
}

/** What marks a stored value as sealed at rest (nothing a PEM, a hex or base64url secret, or an operator's typing starts with by chance). */
const PREFIX = 'sealed-at-rest:';

/**
 * Secrets kept in the database (server keys, shared HMAC secrets, vendors' signing secrets, our private keys
 * for vendors) are sealed with a key that is not in the database, so a copy of it (a backup, a support dump,
 * a read-only leak) hands out none of them. Reading accepts a value not sealed yet (one written before this
 * existed, or by an older process during an upgrade); each start seals what it finds in the clear.
 */
export class AtRest {
  readonly #box: SecretBox;

  constructor(key: string) {
    this.#box = new SecretBox(key);
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string): string {
    return PREFIX + this.#box.seal(plain);
  }

  open(stored: string): string {
    if (!AtRest.isSealed(stored)) return stored;
    try {
      return this.#box.open(stored.slice(PREFIX.length));
    } catch {
      throw new Error('a stored secret was sealed with another key: give every process the key it was sealed with (SECRETS_KEY, or DATA_DIR/secrets.key)');
    }
  }
}

/** The smallest key accepted: 32 characters (a random 32-byte key in base64url is 43). */
export const MIN_KEY_LENGTH = 32;

/**
 * The deployment's at-rest key: SECRETS_KEY when set (production: the same on every host, kept in the host's
 * secret store); otherwise DATA_DIR/secrets.key, made on first start (0600), so a single-host install needs no
 * setting. Answers whether it came from the file, so production can say so.
 */
export function atRestKey(config: { SECRETS_KEY?: string | undefined; DATA_DIR: string }): { key: string; file: string | null } {
  if (config.SECRETS_KEY) return { key: config.SECRETS_KEY, file: null };
  const file = path.resolve(config.DATA_DIR, 'secrets.key');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: two processes starting at once make one key; the second reads the first's.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < MIN_KEY_LENGTH) throw new Error(`${file} holds no usable key (at least ${MIN_KEY_LENGTH} characters)`);
  return { key, file };
}
