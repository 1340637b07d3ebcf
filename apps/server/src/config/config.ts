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
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** How long a process keeps brand data before reading it again (Redis, when set, also tells it sooner). */
  BRAND_CACHE_MS: z.coerce.number().int().nonnegative().default(5_000),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
