import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** How many proxy hops to trust for the client IP: false, true, a hop count, or a list of addresses. */
const trustProxy = z
  .string()
  .optional()
  .transform((v): boolean | number | string[] => {
    if (v === undefined || v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  REDIS_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** web: HTTP only; worker: scheduled jobs only; all: both (one process). */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  TRUST_PROXY: trustProxy,
  /** Header set by a trusted proxy with the visitor's ISO country (e.g. cf-ipcountry); read only behind TRUST_PROXY. */
  GEOIP_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  /** The built web site; served with history fallback when it exists. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built operator console, served under /console when it exists; default: apps/console/dist beside WEB_DIST's apps/web/dist. */
  CONSOLE_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** How long a process keeps brand data before reading it again (Redis, when set, also tells it sooner). */
  BRAND_CACHE_MS: z.coerce.number().int().nonnegative().default(5_000),
  /** A results provider for official lottery draws (`{game}`, `{station}`, `{numero}` filled in); unset: operators enter results. */
  LOTTERY_FEED_URL: z.url().optional(),
  /** How often the results feed is asked about one waiting issue. */
  LOTTERY_FEED_EVERY_MS: z.coerce.number().int().nonnegative().default(15_000),
  /** How long a process keeps a brand's game lists, lanes and menus (default: BRAND_CACHE_MS); an import clears its own process's at once. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().nonnegative().optional(),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  NODE_ENV: z.string().default('development'),
  /** SMTP server for mail; without it mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Lotus <no-reply@lotus.example>'),
  /** The development inbox (GET /wps/dev/inbox, page /dev/inbox) shows codes the local adapters "sent". */
  DEV_INBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Minutes of inactivity before a session ends; remember-me sessions last a day of inactivity. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  REMEMBER_IDLE_HOURS: z.coerce.number().int().positive().default(24),
  /**
   * The key that seals the secrets kept in the database (server keys, vendors' secrets, our private keys for
   * vendors): the same on every process of a deployment, kept apart from the database. Unset: DATA_DIR/secrets.key,
   * made on first start.
   */
  SECRETS_KEY: z.string().min(32).optional().or(z.literal('').transform(() => undefined)),
  /** Password of the first operator (`admin`), created on first start; without it a random one is logged once. */
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  /** Whether the demo brand seeded on first start asks for a captcha on registration (browser tests turn it off). */
  DEMO_REGISTER_CAPTCHA: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Proof-of-work difficulty of the human check: PBKDF2 iterations per try, and the largest counter. */
  HUMAN_CHECK_COST: z.coerce.number().int().positive().default(100),
  HUMAN_CHECK_MAX_COUNTER: z.coerce.number().int().min(2).default(4000),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DEV_INBOX'> & { DEV_INBOX: boolean };

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // The inbox reveals codes and reset links: never in production, even when DEV_INBOX=true asks for it.
  return { ...config, DEV_INBOX: config.NODE_ENV !== 'production' && (config.DEV_INBOX ?? true) };
}
