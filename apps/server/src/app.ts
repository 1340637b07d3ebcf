import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { AppError } from './platform/errors.ts';
import { installErrorHandling } from './platform/http-errors.ts';
import { createSitePage } from './platform/site-page.ts';
import { inlineScriptHashes, registerSecurityHeaders } from './platform/security-headers.ts';
import { brandChangedChannel, type RedisLink } from './platform/redis.ts';
import { RealtimeHub } from './platform/realtime.ts';
import { createContextResolver, siteHost } from './platform/request-context.ts';
import { loadServerKey } from './platform/server-keys.ts';
import { BrandCache } from './modules/system/brand-cache.ts';
import { createGate } from './modules/system/gate.ts';
import { SystemRepository } from './modules/system/system.repository.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { SystemService } from './modules/system/system.service.ts';
import { BrandSettingsService } from './modules/system/brand-settings.service.ts';
import { registerBrandSettingsRoutes } from './modules/system/brand-settings.routes.ts';
import { ContentRepository, registerContentRoutes } from './modules/content/content.routes.ts';
import { copyBrandHelp } from './modules/content/content.repository.ts';
import type { ContentDeps } from './modules/content/content-scope.ts';
import { NoticesService } from './modules/content/notices.service.ts';
import { AnnouncementsService } from './modules/content/announcements.service.ts';
import { HelpArticlesAdmin } from './modules/content/help-articles.service.ts';
import { AccountService } from './modules/member/account.service.ts';
import { MemberRepository } from './modules/member/member.repository.ts';
import { registerMemberRoutes } from './modules/member/member.routes.ts';
import { SecretGuard } from './modules/member/secret-attempts.ts';
import { SecretAttemptsRepository } from './modules/member/secret-attempts.repository.ts';
import { LoginHistoryRepository, loginHistoryDays } from './modules/member/login-history.repository.ts';
import { MemberAdminRepository } from './modules/member/member-admin.repository.ts';
import { MemberDeskService } from './modules/member-desk/member-desk.service.ts';
import { registerMemberDeskRoutes } from './modules/member-desk/member-desk.routes.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { WalletFiguresRepository } from './modules/wallet/figures.repository.ts';
import { PaymentFiguresRepository } from './modules/payments/payment-figures.repository.ts';
import { MemberFiguresRepository } from './modules/member/member-figures.repository.ts';
import { LoginService } from './modules/session/login.service.ts';
import { SessionRepository } from './modules/session/session.repository.ts';
import { registerSessionRoutes } from './modules/session/session.routes.ts';
import { SessionService } from './modules/session/session.service.ts';
import { VerificationRepository } from './modules/verification/verification.repository.ts';
import { registerVerificationRoutes } from './modules/verification/verification.routes.ts';
import { VerificationService } from './modules/verification/verification.service.ts';
import { LedgerRepository } from './modules/wallet/ledger.repository.ts';
import { ledgerWriterFor } from './modules/wallet/ledger-writer.ts';
import { TurnoverRequirements } from './modules/wallet/turnover-requirements.ts';
import { TurnoverRequirementsRepository } from './modules/wallet/turnover-requirements.repository.ts';
import { WalletCommands } from './modules/wallet/wallet-commands.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { BetJournalRepository } from './modules/wallet/bet-journal.repository.ts';
import { BetRecordsService } from './modules/wallet/bet-records.service.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { SeamlessRepository } from './modules/wallet/seamless.repository.ts';
import { SeamlessRecords } from './modules/wallet/seamless-records.ts';
import { SeamlessService, type SeamlessDirectory } from './modules/wallet/seamless.service.ts';
import { WalletBrands } from './modules/wallet/periods/wallet-brands.ts';
import { PeriodClosesRepository } from './modules/wallet/periods/period-closes.repository.ts';
import { PeriodEngine } from './modules/wallet/periods/period-engine.ts';
import { closeEndedPeriods } from './modules/wallet/periods/period-runner.ts';
import type { PeriodScheme } from './modules/wallet/periods/period-scheme.ts';
import { cashbackScheme } from './modules/rewards/cashback-scheme.ts';
import { brandRates } from './modules/rewards/rebate-rates.ts';
import { RebateRepository } from './modules/rewards/rebate.repository.ts';
import { RebateService, type RewardsBrands } from './modules/rewards/rebate.service.ts';
import { registerRewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { OperatorService } from './modules/backoffice/operator.service.ts';
import { OperatorsRepository } from './modules/backoffice/operators.repository.ts';
import { AuditRepository } from './modules/backoffice/audit.repository.ts';
import { AccessRepository } from './modules/backoffice/access.repository.ts';
import { AccessService } from './modules/backoffice/access.service.ts';
import { isCommonPassword } from './modules/member/common-passwords.ts';
import { registerBackofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { copyBrandPaymentSettings, PaymentsRepository } from './modules/payments/payments.repository.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { UploadsRepository } from './modules/payments/uploads.repository.ts';
import { Uploads } from './modules/payments/uploads.ts';
import { FeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { FeedbackService, type FeedbackReplyNotifier } from './modules/feedback/feedback.service.ts';
import { LocalPayAdapter, type PaymentAdapter } from './modules/payments/payment-adapters.ts';
import { registerSeamlessRoutes } from './modules/wallet/seamless.routes.ts';
import { registerVendorIntegrations } from './modules/vendors/vendor-integrations.ts';
import { VendorIntegrationsRepository } from './modules/vendors/vendor-integrations.repository.ts';
import { CatalogueCache } from './modules/games/catalogue-cache.ts';
import { GameImporter } from './modules/games/game-import.ts';
import { GamesRepository } from './modules/games/games.repository.ts';
import { registerGameRoutes } from './modules/games/games.routes.ts';
import { CatalogueAdmin } from './modules/games/catalogue-admin.service.ts';
import { CatalogueAdminRepository, copyBrandCatalogue } from './modules/games/catalogue-admin.repository.ts';
import { registerCatalogueAdminRoutes } from './modules/games/catalogue-admin.routes.ts';
import { VendorConnections } from './modules/vendors/vendor-connections.ts';
import { GamesService } from './modules/games/games.service.ts';
import { LaunchService } from './modules/games/launch.service.ts';
import { HouseRepository } from './modules/house/house.repository.ts';
import { HouseService } from './modules/house/house.service.ts';
import { registerHouseRoutes } from './modules/house/house.routes.ts';
import { createBodyOpener } from './platform/body-encryption.ts';
import type { EndpointDeps } from './platform/endpoint.ts';
import { HumanCheck } from './platform/human-check.ts';
import { LocalMailer, SmtpMailer } from './platform/mail.ts';
import { DevOutbox } from './platform/outbox.ts';
import { RateLimits } from './platform/rate-limits.ts';
import { loadSharedSecret, sealServerKeys } from './platform/secrets.ts';
import { AtRest, atRestKey } from './platform/secrets-at-rest.ts';
import { LocalSmsProvider } from './platform/sms.ts';
import { JobRunner } from './platform/jobs.ts';
import { DrawService } from './modules/lottery/draws.service.ts';
import { GameCatalogue } from './modules/lottery/game-catalogue.ts';
import { LotteryHub } from './modules/lottery/lottery-hub.ts';
import { LotteryOpsService } from './modules/lottery/lottery-ops.service.ts';
import { copyBrandLotteryGames, LotteryRepository } from './modules/lottery/lottery.repository.ts';
import websocket from '@fastify/websocket';
import { InboxRepository } from './modules/messaging/inbox.repository.ts';
import { InboxService } from './modules/messaging/inbox.service.ts';
import { inboxNotices } from './modules/messaging/inbox-events.ts';
import { registerInboxRoutes } from './modules/messaging/inbox.routes.ts';
import { ChatRepository } from './modules/chat/chat.repository.ts';
import { ChatService, presenceMs } from './modules/chat/chat.service.ts';
import { LocalAgentSockets, RedisAgentSockets } from './modules/chat/agent-sockets.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { registerLotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { LotteryService } from './modules/lottery/lottery.service.ts';
import { OrdersRepository } from './modules/lottery/orders.repository.ts';
import { OrdersService } from './modules/lottery/orders.service.ts';
import { HttpResultsFeed } from './modules/lottery/results-feed.ts';
import { Settlement } from './modules/lottery/settlement.ts';
import { logDemoAccounts, type DemoAccount } from './db/seed/demo-accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs; main.ts starts them in worker and all-in-one processes, tests run them by name. */
    jobs: JobRunner;
    /** The lottery's scheduler steps and settlement, for tests and benchmarks. */
    lottery: { draws: DrawService; settlement: Settlement; orders: OrdersService; repo: LotteryRepository };
    /** The period engine and the schemes the `wallet.period-closes` job closes periods for. */
    periods: { engine: PeriodEngine; schemes: PeriodScheme[] };
    /** Cashback's service and brand lookup, for tests and benchmarks. */
    rewards: { rebates: RebateService; brands: RewardsBrands };
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  redis?: RedisLink;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Pino options or false; defaults to the configured level. */
  logger?: boolean | object;
  /** Demo accounts the first-start seed just made (development): logged once, with the first operator. */
  demoAccounts?: DemoAccount[];
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
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  // Websockets (lottery results, and the modules that push news): small frames only; files go over HTTP.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // Before any route: both add their hooks to every route, the 404 handler and the static files.
  const frameOriginsCache = new CatalogueCache(config.CATALOGUE_CACHE_MS ?? config.BRAND_CACHE_MS, 1);
  // Secrets kept in the database are sealed with a key kept apart from it (SECRETS_KEY, else DATA_DIR/secrets.key);
  // what an older version stored in the clear is sealed here, before anything reads it.
  // In production on PostgreSQL the data outlives any one server (containers come and go), so a key file made on
  // one server's disk would be lost with it, and with it every secret: the key must be given.
  if (!config.SECRETS_KEY && config.NODE_ENV === 'production' && database.kind === 'postgres') {
    throw new Error('SECRETS_KEY is required in production on PostgreSQL: the same key (32 characters or more, e.g. `openssl rand -base64 32`) on every process');
  }
  const secretsKey = atRestKey(config);
  if (secretsKey.file && config.NODE_ENV === 'production') app.log.warn({ file: secretsKey.file }, 'secrets in the database are sealed with a key file beside the data: set SECRETS_KEY (the same on every host) to keep the key apart from the server and its backups');
  const atRest = new AtRest(secretsKey.key);
  const integrationsRepo = new VendorIntegrationsRepository(database.db, atRest);
  // The server keys first: they prove the key (a wrong one stops the start before it seals anything).
  await sealServerKeys(database.db, atRest);
  const catalogueAdminRepo = new CatalogueAdminRepository(database.db, atRest);
  await Promise.all([integrationsRepo.sealStored(), catalogueAdminRepo.sealVendorSecrets()]);
  const siteIndex = path.join(config.WEB_DIST, 'index.html');
  registerSecurityHeaders(app, {
    production: config.NODE_ENV === 'production',
    frameOrigins: () => frameOriginsCache.get('frame-origins', () => integrationsRepo.frameOrigins()),
    scriptHashes: fs.existsSync(siteIndex) ? inlineScriptHashes(fs.readFileSync(siteIndex, 'utf8')) : [],
  });
  // Answers over 1 KB leave compressed at the fastest setting of each encoding (per 6 KB status
  // answer: brotli 1 takes ~16 µs for 30 %, quality 4 ~45 µs for 26 %); the built site's files were
  // compressed at the maximum once, at build time. Request bodies are never decompressed: vendors
  // sign the bytes they send.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    globalDecompression: false,
  });
  // JSON bodies keep their raw text too: vendor signatures are computed over the exact bytes sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: config.BODY_LIMIT }, (request, body, done) => {
    (request as typeof request & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('request.body.malformed'), undefined);
    }
  });

  const webDist = fs.existsSync(path.join(config.WEB_DIST, 'index.html')) ? config.WEB_DIST : null;

  const systemRepo = new SystemRepository(database.db);
  const brands = new BrandCache(systemRepo, config.BRAND_CACHE_MS);
  // The site's page, titled for the brand whose site was opened (as its first call is: request-context.ts).
  const sitePage = webDist ? createSitePage(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')) : null;
  const sendSitePage = sitePage
    ? async (request: FastifyRequest, reply: FastifyReply) => {
        const brand = (await brands.forHost(siteHost(request)).catch(() => null)) ?? (await brands.get(null).catch(() => null));
        // Without brand data (the database away) the page as built, which names no brand.
        if (!brand) return reply.sendFile('index.html');
        return sitePage(request, reply, { code: brand.code, name: brand.config.name, iconUrl: brand.config.iconUrl });
      }
    : null;
  installErrorHandling(app, sendSitePage);
  if (options.redis) {
    await options.redis.subscriber.subscribe(brandChangedChannel);
    options.redis.subscriber.on('message', (channel) => {
      if (channel === brandChangedChannel) brands.invalidate();
    });
  }
  const serverKey = await loadServerKey(database.db, atRest);
  // Wallet: one writer per process posts every movement (wallet.md).
  const writer = ledgerWriterFor(database);
  const ledger = new LedgerRepository(database.db);
  const walletCommands = new WalletCommands(writer, ledger, now, new TurnoverRequirements(new TurnoverRequirementsRepository(database.db), now));
  const gamesRepo = new GamesRepository(database.db);
  const members = new MemberRepository(database.db);
  const seamless = new SeamlessService(new SeamlessRepository(database.db), brands, walletCommands, seamlessDirectory(gamesRepo, members, atRest), now);
  const limits = new RateLimits(options.redis?.client);
  // Websocket news across processes (Redis pub/sub when REDIS_URL is set): lottery results, and the modules after it.
  const realtime = new RealtimeHub(options.redis);
  const operators = new OperatorService(new OperatorsRepository(database.db, atRest), new AuditRepository(database.db), limits, now);
  const firstOperator = await operators.bootstrap({ password: config.OPERATOR_PASSWORD, production: config.NODE_ENV === 'production', dataDir: config.DATA_DIR }, app.log);
  if (options.demoAccounts?.length) logDemoAccounts(app.log, [...options.demoAccounts, ...(firstOperator ? [{ role: 'operator' as const, ...firstOperator }] : [])], config.PORT);
  // The members' inbox: event messages from payments and accounts, broadcasts from the console, counts over /ws/member.
  const inbox = new InboxService(new InboxRepository(database.db), realtime, (op, ip, entry, trx) => operators.record(op, ip, entry, trx), now, app.log);
  const notices = inboxNotices(inbox);
  const redisClient = options.redis?.client;
  const sessions = new SessionService(new SessionRepository(database.db), config.SESSION_IDLE_MINUTES * 60_000, config.REMEMBER_IDLE_HOURS * 3_600_000, now, redisClient);
  const deps: EndpointDeps = {
    resolveContext: createContextResolver(config, brands),
    gate: createGate(now),
    authenticate: (token, ctx) => sessions.authenticate(token, ctx.brand.id),
    openBody: createBodyOpener(serverKey.privateKey),
    authenticateVendor: (vendor, request) => seamless.verifySignature(vendor, request),
    authenticateOperator: (token) => operators.authenticate(token),
    recordAudit: (operator, ip, entry) => operators.record(operator, ip, entry),
  };
  // The catalogue comes first: the status call names what the brand can play (a lottery counts while it has games).
  const catalogueCache = new CatalogueCache(config.CATALOGUE_CACHE_MS ?? config.BRAND_CACHE_MS);
  const lotteryRepo = new LotteryRepository(database.db);
  const games = new GamesService(gamesRepo, catalogueCache, now, (brandId) => lotteryRepo.hasGames(brandId));
  registerSystemRoutes(app, deps, new SystemService(systemRepo, serverKey, now), games);

  // Accounts and sessions.
  const outbox = new DevOutbox(database.db);
  const humanCheck = new HumanCheck(database.db, await loadSharedSecret(database.db, atRest, 'human-check'), config.HUMAN_CHECK_COST, config.HUMAN_CHECK_MAX_COUNTER, now);
  const sms = new LocalSmsProvider(outbox, app.log);
  const mailer = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new LocalMailer(path.join(config.DATA_DIR, 'mail'), config.MAIL_FROM, outbox);
  const verification = new VerificationService(new VerificationRepository(database.db), sms, limits, now);
  const loginHistory = new LoginHistoryRepository(database.db);
  const logins = new LoginService(members, sessions, verification, humanCheck, limits, now, loginHistory);
  const secrets = new SecretGuard(new SecretAttemptsRepository(database.db));
  const accounts = new AccountService(members, secrets, sessions, logins, verification, humanCheck, mailer, limits, now, notices);
  registerSessionRoutes(app, deps, { logins, sessions, humanCheck });
  registerMemberRoutes(app, deps, accounts, `http://localhost:${config.PORT}`);
  registerVerificationRoutes(app, deps, { verification, humanCheck, outbox, devInbox: config.DEV_INBOX, trustProxy: config.TRUST_PROXY !== false, port: config.PORT });

  const wallet = new WalletService(ledger, writer, members);
  // Periodic payouts: one engine closes every scheme's periods exactly once (schemes register here).
  const walletBrands = new WalletBrands(systemRepo);
  const periodEngine = new PeriodEngine(new PeriodClosesRepository(database.db), ledger, writer, (id) => walletBrands.get(id), now);
  const periodSchemes: PeriodScheme[] = [];
  // Rewards: cashback now (claims and its daily close); promotions, VIP and points will join it.
  const betJournal = new BetJournalRepository(database.db);
  const rewardsBrands: RewardsBrands = {
    async byId(brandId) {
      const row = await systemRepo.brandById(brandId);
      const brand = row && (await brands.get(row.code));
      if (!brand) throw new RangeError(`no brand ${brandId}`);
      return brand;
    },
  };
  const rebates = new RebateService(new RebateRepository(database.db), betJournal, walletCommands, brandRates, periodEngine, rewardsBrands, now);
  periodSchemes.push(cashbackScheme(rebates));
  registerRewardsRoutes(app, deps, rebates);
  const betRecords = new BetRecordsService(betJournal, rebates);
  registerWalletRoutes(app, deps, wallet, betRecords);
  registerSeamlessRoutes(app, deps, seamless);
  // Third-party integrations (Hub88): their wallet callbacks in their own protocols, and their launchers.
  const vendorIntegrations = await registerVendorIntegrations(app, { integrations: integrationsRepo, seamless, records: new SeamlessRecords(new SeamlessRepository(database.db)), cacheMs: config.BRAND_CACHE_MS });
  const uploads = new Uploads(new UploadsRepository(database.db), path.join(config.DATA_DIR, 'uploads'), limits);
  // The stand-in provider lets a member approve their own deposit: a production process never has it.
  const paymentAdapters = new Map<string, PaymentAdapter>();
  if (config.NODE_ENV !== 'production') {
    const localPay = new LocalPayAdapter(await loadSharedSecret(database.db, atRest, 'localpay'));
    paymentAdapters.set(localPay.code, localPay);
  }
  const payments = new PaymentsService(new PaymentsRepository(database.db), members, secrets, systemRepo, walletCommands, uploads, operators, now, paymentAdapters, notices);
  registerPaymentRoutes(app, deps, payments, uploads, wallet, `http://localhost:${config.PORT}`);
  // Feedback (issue 15): the form (images kept like proofs), members' history, the console's Support inbox.
  // An operator's reply reaches the member's inbox (visitors' feedback has no member, and no notifier call).
  const feedbackReplyNotifier: FeedbackReplyNotifier = {
    replied: async (r) => {
      await inbox.sendPersonal({ brandId: r.brandId, memberId: r.memberId, template: 'feedback.replied', params: [r.reply, String(r.feedbackId)] });
    },
  };
  registerFeedbackRoutes(app, deps, new FeedbackService(new FeedbackRepository(database.db), uploads, operators, feedbackReplyNotifier, now, app.log), limits);
  // The console's brand settings: a write clears this process's brand cache at once and, with Redis, every other process's (without Redis another process sees it within BRAND_CACHE_MS).
  const brandSettings = new BrandSettingsService(systemRepo, {
    audit: (operator, action, target, details, ip, brandId) => operators.audit(operator, action, target, details, ip, brandId),
    moneyMoved: (brandId) => ledger.hasMovements(brandId),
    changed: async () => {
      brands.invalidate();
      await options.redis?.client.publish(brandChangedChannel, 'settings').catch((error: unknown) => app.log.warn({ err: error }, 'could not announce a brand change'));
    },
    copySteps: [copyBrandCatalogue, copyBrandLotteryGames, copyBrandHelp, copyBrandPaymentSettings],
  });
  registerBackofficeRoutes(app, deps, operators, new AccessService(new AccessRepository(database.db), operators, isCommonPassword, now), (brandId) => brandSettings.brandsFor(brandId));
  // The console's Members section: search, profile, money, sessions, labels, notes, lock and reset.
  const deskBrands = { byId: rewardsBrands.byId, byCode: (code: string) => brands.get(code) };
  registerMemberDeskRoutes(app, deps, new MemberDeskService(members, new MemberAdminRepository(database.db), loginHistory, sessions, wallet, betRecords, payments, operators, deskBrands, now, notices));
  registerBrandSettingsRoutes(app, deps, brandSettings);
  // Notices, announcements and the console's Content section (help articles too).
  const contentRepo = new ContentRepository(database.db);
  const contentDeps: ContentDeps = { audit: (...a) => operators.audit(...a), brandExists: async (id) => (await systemRepo.brandById(id)) !== undefined, now };
  registerContentRoutes(app, deps, { notices: new NoticesService(contentRepo, contentDeps), announcements: new AnnouncementsService(contentRepo, contentDeps), help: new HelpArticlesAdmin(contentRepo, contentDeps), deps: contentDeps });
  // The console's Dashboard and Reports: figures read by each owning module (wallet, payments, member).
  const reportBrands = {
    async all() {
      const rows = await systemRepo.allBrands();
      return (await Promise.all(rows.map((r) => brands.get(r.code)))).filter((b) => b !== null);
    },
    byCode: (code: string) => brands.get(code),
  };
  const reportSources = { wallet: new WalletFiguresRepository(database.db), payments: new PaymentFiguresRepository(database.db), members: new MemberFiguresRepository(database.db), brands: reportBrands };
  registerReportRoutes(app, deps, new ReportsService(reportSources, now));
  // The catalogue, and game launch for every kind of vendor (house, lottery, seamless).
  const launcher = new LaunchService(gamesRepo, games, vendorIntegrations, seamless, wallet);
  registerGameRoutes(app, deps, games, launcher, new GameImporter(gamesRepo), operators, vendorIntegrations);
  // The console's games section: the catalogue, lobby tabs and vendors per brand; vendor connections.
  const brandById = async (id: number) => {
    const row = await systemRepo.brandById(id);
    return row ? brands.get(row.code) : null;
  };
  const catalogueAdmin = new CatalogueAdmin(catalogueAdminRepo, gamesRepo, () => games.invalidate(), new VendorConnections(integrationsRepo, vendorIntegrations), (...a) => operators.audit(...a), brandById, now);
  registerCatalogueAdminRoutes(app, deps, catalogueAdmin);
  // A brand's currency and time zone by id, from its config, for jobs that have no request's brand.
  const walletBrandOf = (brandId: number) => walletBrands.get(brandId);
  // The house studio.
  const house = new HouseService(new HouseRepository(database.db), walletCommands, wallet, walletBrandOf, members, gamesRepo, now);
  registerHouseRoutes(app, deps, house);
  // The lottery: gateway, orders, the draw scheduler and results pushed over websockets.
  const lotteryCatalogue = new GameCatalogue(lotteryRepo, config.BRAND_CACHE_MS);
  const lotteryHub = new LotteryHub(realtime);
  const lotteryOrdersRepo = new OrdersRepository(database.db);
  const lotteryOrders = new OrdersService(lotteryRepo, lotteryOrdersRepo, lotteryCatalogue, walletCommands, wallet, walletBrandOf, now);
  const settlement = new Settlement(lotteryRepo, lotteryOrdersRepo, walletCommands, walletBrandOf, members, now);
  const draws = new DrawService(lotteryRepo, lotteryOrders, settlement, lotteryHub, config.LOTTERY_FEED_URL ? new HttpResultsFeed(config.LOTTERY_FEED_URL) : null, now, config.LOTTERY_FEED_EVERY_MS);
  const lotteryOps = new LotteryOpsService(lotteryRepo, lotteryOrdersRepo, lotteryOrders, settlement, lotteryCatalogue, operators, walletBrandOf, now);
  await registerLotteryRoutes(app, deps, { lottery: new LotteryService(lotteryRepo, lotteryOrdersRepo, lotteryCatalogue, now), orders: lotteryOrders, draws, hub: lotteryHub, brands, ops: lotteryOps });
  // Live chat: the chat room dialog and the console's desk, over HTTP and `/ws/chat` (realtime hub across processes).
  const agentSockets = options.redis ? new RedisAgentSockets(options.redis.client, presenceMs) : new LocalAgentSockets();
  const chat = new ChatService(new ChatRepository(database.db), realtime, limits, path.join(config.DATA_DIR, 'uploads', 'chat'), now, agentSockets);
  registerChatRoutes(app, deps, chat, { hub: realtime, brands, member: (token, brandId) => sessions.authenticate(token, brandId), operator: (token) => operators.authenticate(token) });
  app.addHook('onClose', () => writer.drain());
  registerInboxRoutes(app, deps, inbox, {
    realtime,
    async authenticate(token, merchant) {
      const brand = await brands.get(merchant);
      if (!brand) throw new AppError('merchant.not.exist');
      return sessions.authenticate(token, brand.id);
    },
  });

  const jobs = new JobRunner(database, app.log);
  jobs.add({ name: 'wallet.orphan-holds', everyMs: 60_000, run: async () => (await payments.releaseOrphanHolds()) || undefined });
  jobs.add({ name: 'wallet.auto-receipt', everyMs: 60_000, run: async () => (await payments.autoReceiveAll()) || undefined });
  jobs.add({ name: 'house.settle', everyMs: 60_000, run: async () => (await house.settleUnfinished()) || undefined });
  jobs.add({ name: 'wallet.snapshots', everyMs: 5 * 60_000, run: async () => (await ledger.snapshotSystemAccounts()) || undefined });
  jobs.add({ name: 'lottery.draw', everyMs: 1_000, run: () => draws.tick() });
  // Login history is kept 180 days (login-history.repository.ts); one run deletes up to 100,000 older rows.
  jobs.add({
    name: 'member.login-history',
    everyMs: 60 * 60_000,
    run: async () => {
      const before = new Date(now().getTime() - loginHistoryDays * 86_400_000);
      let deleted = 0;
      for (let i = 0; i < 10; i++) {
        const n = await loginHistory.prune(before);
        deleted += n;
        if (n === 0) break;
      }
      return deleted > 0 ? { deleted } : undefined;
    },
  });
  jobs.add({ name: 'rewards.rebate-claims', everyMs: 60_000, run: async () => (await rebates.payPendingClaims()) || undefined });
  jobs.add({
    name: 'wallet.period-closes',
    everyMs: 60_000,
    run: async () => {
      if (periodSchemes.length === 0) return undefined;
      const report = await closeEndedPeriods(periodEngine, periodSchemes, await walletBrands.all(), now());
      // Failed closes are retried next run; the job fails so the log says which and why.
      if (report.failed.length > 0) throw new Error(`period closes failed: ${report.failed.map((f) => `${f.close} (${f.error})`).join('; ')}`);
      return report.closed.length > 0 ? { closed: report.closed.length } : undefined;
    },
  });
  app.decorate('jobs', jobs);
  app.decorate('periods', { engine: periodEngine, schemes: periodSchemes });
  app.decorate('rewards', { rebates, brands: rewardsBrands });
  app.decorate('lottery', { draws, settlement, orders: lotteryOrders, repo: lotteryRepo });
  app.addHook('onClose', async () => jobs.stop());

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build writes .br and .gz beside each text file over 1 KB; they are sent to browsers that take them.
      preCompressed: true,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.redirect('/index'));
    app.get('/index.html', sendSitePage!);
  }
  const consoleDist = config.CONSOLE_DIST ?? path.join(path.dirname(path.dirname(config.WEB_DIST)), 'console', 'dist');
  if (fs.existsSync(path.join(consoleDist, 'index.html'))) await serveConsole(app, consoleDist);
  return app;
}

/**
 * The operator console (apps/console) under /console: its built files (hashed assets cached for a year,
 * the rest revalidated; the .br/.gz twins the build wrote go to browsers that take them), and its
 * index.html, never cached, for every other /console path so its router shows the page. A missing file
 * (a path with an extension other than .html) is a 404, not the page. Only the files present at start
 * are served: a new build is served by the next start, as the site's is.
 */
async function serveConsole(app: FastifyInstance, dist: string): Promise<void> {
  const index = fs.readFileSync(path.join(dist, 'index.html'));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    if (/\.(?!html$)[a-z0-9]+$/i.test(url.slice(url.lastIndexOf('/') + 1))) {
      const error = new AppError('api.not.found');
      return reply.status(error.status).send(error.toBody());
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
  };
  app.get('/console', page);
  app.get('/console/*', page);
}

/** The seamless wallet's look-ups in the games catalogue and the members' table. */
export function seamlessDirectory(games: GamesRepository, members: MemberRepository, atRest: AtRest): SeamlessDirectory {
  return {
    gameType: (vendor, code) => games.gameType(vendor, code),
    vendorSecret: async (vendor) => {
      const row = await games.vendorSecret(vendor);
      return row && { ...row, secret: atRest.open(row.secret) };
    },
    player: (id) => members.vendorPlayer(id),
  };
}
