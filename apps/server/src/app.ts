import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import formbody from '@fastify/formbody';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { AppError } from './platform/errors.ts';
import { installErrorHandling } from './platform/http-errors.ts';
import { brandChangedChannel, type RedisLink } from './platform/redis.ts';
import { createContextResolver } from './platform/request-context.ts';
import { loadServerKey } from './platform/server-keys.ts';
import { BrandCache } from './modules/system/brand-cache.ts';
import { createGate } from './modules/system/gate.ts';
import { SystemRepository } from './modules/system/system.repository.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { SystemService } from './modules/system/system.service.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  redis?: RedisLink;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Pino options or false; defaults to the configured level. */
  logger?: boolean | object;
}

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Per-request access lines cost a third of the throughput of the hottest calls; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies in front of us (what proxy-addr does with a number).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors Fastify raises before routing (a URL that does not decode) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const appError = new AppError('request_param_err', { status: error.statusCode ?? 400, message: 'The request URL is not valid.' });
      void (reply as unknown as FastifyReply).code(appError.status).send(appError.toBody());
    },
  });
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });

  const webDist = fs.existsSync(path.join(config.WEB_DIST, 'index.html')) ? config.WEB_DIST : null;
  installErrorHandling(app, webDist);

  const systemRepo = new SystemRepository(database.db);
  const brands = new BrandCache(systemRepo, config.BRAND_CACHE_MS);
  if (options.redis) {
    await options.redis.subscriber.subscribe(brandChangedChannel);
    options.redis.subscriber.on('message', (channel) => {
      if (channel === brandChangedChannel) brands.invalidate();
    });
  }
  const deps = { resolveContext: createContextResolver(config, brands), gate: createGate(now) };
  const system = new SystemService(systemRepo, await loadServerKey(database.db), now);
  registerSystemRoutes(app, deps, system);

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.redirect('/index'));
  }
  return app;
}
