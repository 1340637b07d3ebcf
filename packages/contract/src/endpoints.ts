import { z } from 'zod';
import { str, text } from './text.ts';
import type { ModuleId } from './modules.ts';
import { whitelabelNodeSchema } from './modules.ts';
import { languageCodes } from './locales.ts';
import { amountTextSchema } from './money.ts';
import { betRecordsQuerySchema, betRecordsValueSchema, profitQuerySchema, profitValueSchema } from './bets.ts';
import { requirementParamsSchema, turnoverQuerySchema, turnoverRequirementSchema, turnoverValueSchema, waiveBodySchema } from './turnover.ts';
import { rebateClaimBodySchema, rebateClaimValueSchema, rebateHistoryQuerySchema, rebateHistoryValueSchema, rebateTodayValueSchema } from './rewards.ts';
import {
  adjustmentBodySchema,
  bankCardBodySchema,
  bankCardSchema,
  channelParamsSchema,
  channelSchema,
  localPayBodySchema,
  decisionBodySchema,
  depositBodySchema,
  depositRowSchema,
  idParamsSchema,
  pageQuerySchema,
  paymentPasswordBodySchema,
  withdrawalRulesSchema,
  statusQuerySchema,
  withdrawalRowSchema,
  withdrawBodySchema,
  withdrawConfirmBodySchema,
} from './payments.ts';
import { operatorLoginBodySchema, operatorLoginValueSchema, totpCodeBodySchema, totpEnrolmentValueSchema, totpStateValueSchema } from './operators.ts';
import {
  clientSeedBodySchema,
  fairStateSchema,
  houseGameParamsSchema,
  launchGameBodySchema,
  launchGameValueSchema,
  minesRevealBodySchema,
  minesStartBodySchema,
  playBodySchema,
  rotateValueSchema,
  roundParamsSchema,
  roundSchema,
  roundsQuerySchema,
  roundsValueSchema,
  verifyQuerySchema,
  verifyValueSchema,
} from './house.ts';
import {
  vendorAuthenticateBodySchema,
  vendorBalanceBodySchema,
  vendorBalanceValueSchema,
  vendorBetBodySchema,
  vendorParamsSchema,
  vendorPlayerValueSchema,
  vendorRollbackBodySchema,
  vendorTransactionValueSchema,
  vendorWinBodySchema,
} from './seamless.ts';
import {
  balanceValueSchema,
  consolidatedFundsSchema,
  transactionsQuerySchema,
  transactionsValueSchema,
  transferUplineBodySchema,
  walletTransferBodySchema,
  walletTransferValueSchema,
} from './wallet.ts';
import {
  avatarIcons,
  avatarValueSchema,
  changePasswordBodySchema,
  devMessageSchema,
  forgotPasswordEmailBodySchema,
  freePlayBodySchema,
  loginBodySchema,
  loginValueSchema,
  loginVerificationBodySchema,
  memberInfoSchema,
  registerBodySchema,
  resetByPhoneBodySchema,
  resetByTokenBodySchema,
  smsNoLoginBodySchema,
  smsRegisterBodySchema,
  smsValueSchema,
} from './account.ts';
import {
  favouriteChangeValueSchema,
  favouriteIdsValueSchema,
  favouriteRefSchema,
  gameImportQuerySchema,
  gameImportValueSchema,
  vendorImportParamsSchema,
  vendorImportQuerySchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusValueSchema,
  gamesValueSchema,
  hotGamesQuerySchema,
  languageQuerySchema,
  listValueSchema,
  popularQuerySchema,
  recentGamesValueSchema,
  roomListQuerySchema,
  roomListValueSchema,
  vassGameTypeQuerySchema,
  vassGameTypeValueSchema,
  vendorsValueSchema,
  winnerBoardQuerySchema,
  winnerBoardValueSchema,
} from './games.ts';
import {
  bettingBodySchema,
  bettingValueSchema,
  cancelBodySchema,
  cancelValueSchema,
  chaseIssuesValueSchema,
  chaseQuerySchema,
  drawHistoryQuerySchema,
  drawsValueSchema,
  hotGapQuerySchema,
  hotGapValueSchema,
  lotteryGameParamsSchema,
  lotteryGameQuerySchema,
  lotteryGroupsValueSchema,
  lotterySettingValueSchema,
  nearValueSchema,
  openIssuesValueSchema,
  openedQuerySchema,
  openedValueSchema,
  orderDetailValueSchema,
  orderParamsSchema,
  orderSearchBodySchema,
  ordersValueSchema,
  playMenuValueSchema,
  resultEntryBodySchema,
  resultEntryValueSchema,
  seriesValueSchema,
  vnBettingBodySchema,
  vnBettingValueSchema,
  vnMenuValueSchema,
} from './lottery.ts';
import {
  countrySchema,
  feedbackBodySchema,
  customerServicePathSchema,
  fieldRuleSchema,
  helpArticleSchema,
  statusValueSchema,
} from './system.ts';

/**
 * The endpoint table: one row per call. The server registers its routes from it and the web calls
 * by name, so a call that is not here does not exist. Paths and module ids follow api-protocol.md.
 */
/**
 * Who may call: `none` anyone; `session` any logged-in user, trial accounts included; `member` a real
 * account (a trial account gets `in_need_true_account`); `agent` agent types 1, 2, 41, 42;
 * `operator` back-office staff; `vendor` a game vendor's signed server call.
 */
export type Auth = 'none' | 'session' | 'member' | 'agent' | 'operator' | 'vendor';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, V extends z.ZodType = z.ZodType, P extends z.ZodType | undefined = z.ZodType | undefined> {
  method: Method;
  /** Fastify path syntax; `:name` segments are described by `params`. */
  path: string;
  params?: P;
  moduleId: ModuleId;
  auth: Auth;
  /** The body is encrypted (RSA-OAEP wrapped AES-256-GCM key, see api-protocol.md). */
  enc: boolean;
  query: Q;
  body: B;
  value: V;
  /** Answers during maintenance and for region-restricted visitors: the calls the startup view needs. */
  alwaysAvailable?: boolean;
  /** Lottery gateway calls answer plain JSON (errors `{ errorCode, message }`), not the envelope. */
  envelope?: false;
  /** `form` for the form-encoded calls of the original (forgot password by email). */
  bodyFormat?: 'json' | 'form' | 'multipart';
}

const noInput = z.object({}).strict();

// `A` keeps each row's audience as a literal type, so the site's client can leave operator and vendor calls out.
/** `auth` and `path` keep their literal types, so types can tell which calls are the site's (SiteEndpointName). */
function endpoint<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType, A extends Auth, const Path extends string, P extends z.ZodType | undefined = undefined>(
  def: Omit<EndpointDef<Q, B, V, P>, 'query' | 'body' | 'enc' | 'auth' | 'path'> & { auth: A; path: Path; query?: Q; body?: B; enc?: boolean },
): EndpointDef<Q, B, V, P> & { auth: A; path: Path } {
  return { enc: false, query: (def.query ?? noInput) as Q, body: (def.body ?? noInput) as B, ...def } as EndpointDef<Q, B, V, P> & { auth: A; path: Path };
}


function vendorEndpoint<B extends z.ZodType, V extends z.ZodType>(action: string, body: B, value: V) {
  return endpoint({ method: 'POST', path: `/seamless/:vendor/${action}`, params: vendorParamsSchema, moduleId: 'COMM3', auth: 'vendor', alwaysAvailable: true, body, value });
}

/** The lottery gateway (api-protocol.md): plain JSON answers; betting and orders need a session. */
function lotteryEndpoints() {
  const lgw = { moduleId: 'COMM3', auth: 'none', envelope: false } as const;
  const orders = { moduleId: 'GAMELO3', auth: 'session', envelope: false } as const;
  return {
    lotteryGames: endpoint({ ...lgw, method: 'GET', path: '/lgw/games', value: lotteryGroupsValueSchema }),
    lotteryPlayMenu: endpoint({ ...lgw, method: 'GET', path: '/lgw/games/:gameId/play_menu', params: lotteryGameParamsSchema, value: playMenuValueSchema }),
    lotterySetting: endpoint({ ...lgw, method: 'GET', path: '/lgw/games/:gameId/setting', params: lotteryGameParamsSchema, value: lotterySettingValueSchema }),
    lotteryNear: endpoint({ ...lgw, method: 'GET', path: '/lgw/numeros/near', query: lotteryGameQuerySchema, value: nearValueSchema }),
    lotteryChaseIssues: endpoint({ ...lgw, method: 'GET', path: '/lgw/numeros/chase/:gameId', params: lotteryGameParamsSchema, query: chaseQuerySchema, value: chaseIssuesValueSchema }),
    lotteryRecent: endpoint({ ...lgw, method: 'GET', path: '/lgw/numeros/recent', value: drawsValueSchema }),
    lotteryOpenIssues: endpoint({ ...lgw, method: 'GET', path: '/lotto/lgw/games/opened/numero', value: openIssuesValueSchema }),
    lotteryLatestDraws: endpoint({ ...lgw, method: 'GET', path: '/lgw/draw', value: drawsValueSchema }),
    lotteryDrawHistory: endpoint({ ...lgw, method: 'GET', path: '/lgw/draw/:gameId', params: lotteryGameParamsSchema, query: drawHistoryQuerySchema, value: drawsValueSchema }),
    lotteryHotGap: endpoint({ ...lgw, method: 'GET', path: '/lgw/draw/:gameId/hot_gap_info', params: lotteryGameParamsSchema, query: hotGapQuerySchema, value: hotGapValueSchema }),
    lotterySeries: endpoint({ ...orders, method: 'GET', path: '/lgw/customers/series', value: seriesValueSchema }),
    lotteryBet: endpoint({ ...orders, method: 'POST', path: '/lgw/orders/betting', body: bettingBodySchema, value: bettingValueSchema }),
    lotteryTodayOrders: endpoint({ ...orders, method: 'GET', path: '/lgw/orders/today', value: ordersValueSchema }),
    lotteryOrderSearch: endpoint({ ...orders, method: 'POST', path: '/lgw/orders', body: orderSearchBodySchema, value: ordersValueSchema }),
    lotteryOrderDetail: endpoint({ ...orders, method: 'GET', path: '/lgw/orders/detail/:orderNumber/info', params: orderParamsSchema, value: orderDetailValueSchema }),
    lotteryCancel: endpoint({ ...orders, method: 'PUT', path: '/lgw/orders/suborders/cancel', body: cancelBodySchema, value: cancelValueSchema }),
    vnGameMenu: endpoint({ ...lgw, method: 'GET', path: '/lgw/vn/games/game_menu', value: vnMenuValueSchema }),
    vnGameMenuRecent: endpoint({ ...orders, method: 'GET', path: '/lgw/vn/games/game_menu/recent', value: vnMenuValueSchema }),
    vnOpened: endpoint({ ...lgw, method: 'GET', path: '/lgw/vn/numeros/opened/game', query: openedQuerySchema, value: openedValueSchema }),
    vnBet: endpoint({ ...orders, method: 'POST', path: '/lotto-vn/lgw/betting', body: vnBettingBodySchema, value: vnBettingValueSchema }),
    lotteryResultEntry: endpoint({ method: 'POST', path: '/ops/lottery/results', moduleId: 'COMM3', auth: 'operator', body: resultEntryBodySchema, value: resultEntryValueSchema }),
  };
}

export const endpoints = {
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    /** `host` is the site host the visitor opened; it selects the domain route list. */
    query: z.object({ host: text(253).optional() }).strict(),
    value: statusValueSchema,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ whitelabel: z.array(whitelabelNodeSchema), flags: z.record(str(), z.boolean()) }),
  }),
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    auth: 'none',
    value: z.array(fieldRuleSchema),
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ routers: z.array(z.object({ url: str(), speed: z.number() })) }),
  }),
  countryList: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.array(countrySchema),
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    query: z.object({ lang: text(8).optional(), device: z.enum(['web', 'h5']).optional() }).strict(),
    value: z.array(helpArticleSchema),
  }),
  customerService: endpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ version: z.object({ pathList: z.array(customerServicePathSchema) }) }),
  }),
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ algorithm: z.literal('RSA-OAEP-256'), keyId: str(), publicKey: str() }),
  }),
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    auth: 'none',
    body: feedbackBodySchema,
    value: z.object({ id: z.number() }),
  }),

  // Accounts and sessions (spec sections 3 to 6).
  humanCheckChallenge: endpoint({
    method: 'GET',
    path: '/wps/session/challenge',
    moduleId: 'COMM3',
    auth: 'none',
    /** An ALTCHA proof-of-work challenge, solved in the browser before login, register and SMS calls. */
    value: z.object({ parameters: z.record(str(), z.unknown()), signature: str().optional() }),
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    moduleId: 'CAPTCHA3',
    auth: 'none',
    /** A data URL of the captcha image, bound to the requester (Device-Id header, else IP). */
    value: str(),
  }),
  login: endpoint({ method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', auth: 'none', enc: true, body: loginBodySchema, value: loginValueSchema }),
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    auth: 'none',
    enc: true,
    body: loginVerificationBodySchema,
    value: loginValueSchema,
  }),
  freePlay: endpoint({ method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', auth: 'none', body: freePlayBodySchema, value: loginValueSchema }),
  logout: endpoint({ method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', auth: 'session', value: z.object({}) }),
  smsNoLogin: endpoint({ method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3', auth: 'none', body: smsNoLoginBodySchema, value: smsValueSchema }),
  smsRegister: endpoint({ method: 'POST', path: '/wps/verification/sms/register', moduleId: 'REGMOBVERF3', auth: 'none', body: smsRegisterBodySchema, value: smsValueSchema }),
  register: endpoint({ method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', auth: 'none', enc: true, body: registerBodySchema, value: loginValueSchema }),
  registerMobile: endpoint({ method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', auth: 'none', enc: true, body: registerBodySchema, value: loginValueSchema }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: 'AFFMAN3',
    auth: 'none',
    query: z.object({ code: str().trim().min(1).max(32), domain: str().trim().max(253).optional() }).strict(),
    value: z.object({ success: z.boolean() }),
  }),
  memberInfo: endpoint({ method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', auth: 'session', value: memberInfoSchema }),
  firstLogin: endpoint({ method: 'PUT', path: '/wps/member/info/firstLogin', moduleId: 'COMM3', auth: 'session', value: z.object({ firstTimeLogin: z.literal(false) }) }),
  changePassword: endpoint({ method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', auth: 'member', enc: true, body: changePasswordBodySchema, value: loginValueSchema }),
  forgotPasswordEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    auth: 'none',
    bodyFormat: 'form',
    body: forgotPasswordEmailBodySchema,
    value: z.object({ sent: z.literal(true) }),
  }),
  resetPasswordByToken: endpoint({ method: 'POST', path: '/wps/member/password/reset', moduleId: 'COMM3', auth: 'none', enc: true, body: resetByTokenBodySchema, value: loginValueSchema }),
  resetPasswordByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    auth: 'none',
    enc: true,
    body: resetByPhoneBodySchema,
    value: loginValueSchema,
  }),
  avatar: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', moduleId: 'COMM3', auth: 'session', value: avatarValueSchema }),
  icon: endpoint({ method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', auth: 'session', value: z.object({ icons: z.array(z.enum(avatarIcons)), current: str() }) }),
  setIcon: endpoint({ method: 'PUT', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', auth: 'member', body: z.object({ icon: z.enum(avatarIcons) }).strict(), value: avatarValueSchema }),
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    moduleId: 'COMM3',
    auth: 'session',
    body: z.object({ language: z.enum(languageCodes) }).strict(),
    value: z.object({ language: z.enum(languageCodes) }),
  }),
  devInbox: endpoint({
    method: 'GET',
    path: '/wps/dev/inbox',
    moduleId: 'COMM3',
    auth: 'none',
    /** Only while the local SMS and mail adapters are in use and DEV_INBOX is on (never in production). */
    value: z.array(devMessageSchema),
  }),

  // Wallet (wallet.md).
  balance: endpoint({ method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', auth: 'session', value: balanceValueSchema }),
  walletTransfer: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    moduleId: 'FUNDTRANS3',
    auth: 'member',
    body: walletTransferBodySchema,
    value: walletTransferValueSchema,
  }),
  merchantWallet: endpoint({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', auth: 'session', value: z.object({ isSingle: z.boolean(), wallets: z.array(str()) }) }),
  transferUpline: endpoint({
    method: 'POST',
    path: '/wps/member/transferUpline',
    moduleId: 'FUNDTRANS3',
    auth: 'member',
    enc: true,
    body: transferUplineBodySchema,
    value: z.object({ upline: str(), balance: balanceValueSchema, duplicate: z.boolean() }),
  }),
  consolidatedFunds: endpoint({ method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', auth: 'session', value: consolidatedFundsSchema }),
  memberTransactions: endpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    moduleId: 'MEMTRANS3',
    auth: 'session',
    query: transactionsQuerySchema,
    value: transactionsValueSchema,
  }),
  // The betting record and personal profit and loss, read from the bet journal every product writes.
  memberBets: endpoint({ method: 'GET', path: '/wps/member/bets', moduleId: 'MEMTRANS3', auth: 'session', query: betRecordsQuerySchema, value: betRecordsValueSchema }),
  memberProfit: endpoint({ method: 'GET', path: '/wps/member/profit', moduleId: 'MEMTRANS3', auth: 'session', query: profitQuerySchema, value: profitValueSchema }),
  // Cashback (manualRebate): today's accrued rebate per category, claiming it, and what was paid.
  rebateToday: endpoint({ method: 'GET', path: '/wps/member/rebate', moduleId: 'MANPLAYREB3', auth: 'member', value: rebateTodayValueSchema }),
  rebateClaim: endpoint({ method: 'POST', path: '/wps/member/rebate/claim', moduleId: 'MANPLAYREB3', auth: 'member', body: rebateClaimBodySchema, value: rebateClaimValueSchema }),
  rebateHistory: endpoint({ method: 'GET', path: '/wps/member/rebate/history', moduleId: 'MANPLAYREB3', auth: 'member', query: rebateHistoryQuerySchema, value: rebateHistoryValueSchema }),

  // The seamless wallet game vendors call (server to server, signed; always available: wins and
  // rollbacks must settle even during maintenance or after the player's session ended).
  vendorAuthenticate: vendorEndpoint('authenticate', vendorAuthenticateBodySchema, vendorPlayerValueSchema),
  vendorBalance: vendorEndpoint('balance', vendorBalanceBodySchema, vendorBalanceValueSchema),
  vendorBet: vendorEndpoint('bet', vendorBetBodySchema, vendorTransactionValueSchema),
  vendorWin: vendorEndpoint('win', vendorWinBodySchema, vendorTransactionValueSchema),
  vendorRollback: vendorEndpoint('rollback', vendorRollbackBodySchema, vendorTransactionValueSchema),

  // Deposits and withdrawals (member side).
  paymentChannels: endpoint({ method: 'GET', path: '/wps/payment/channels', moduleId: 'COMM3', auth: 'member', value: z.array(channelSchema) }),
  uploadProof: endpoint({
    method: 'POST',
    path: '/wps/upload/proof',
    moduleId: 'COMM3',
    auth: 'member',
    /** One png or jpg file of at most 5 MB in the multipart field `file`. */
    bodyFormat: 'multipart',
    body: z.object({}),
    value: z.object({ fileId: str() }),
  }),
  deposit: endpoint({ method: 'POST', path: '/wps/payment/deposit', moduleId: 'COMM3', auth: 'member', body: depositBodySchema, value: depositRowSchema }),
  deposits: endpoint({ method: 'GET', path: '/wps/payment/deposits', moduleId: 'COMM3', auth: 'member', query: pageQuerySchema, value: z.object({ rows: z.array(depositRowSchema), total: z.number() }) }),
  setPaymentPassword: endpoint({ method: 'POST', path: '/wps/member/paymentPassword', moduleId: 'COMM3', auth: 'member', enc: true, body: paymentPasswordBodySchema, value: z.object({ set: z.literal(true) }) }),
  bankCards: endpoint({ method: 'GET', path: '/wps/member/bankCards', moduleId: 'COMM3', auth: 'member', value: z.array(bankCardSchema) }),
  bindBankCard: endpoint({ method: 'POST', path: '/wps/member/bankCards', moduleId: 'COMM3', auth: 'member', enc: true, body: bankCardBodySchema, value: bankCardSchema }),
  turnoverRequirements: endpoint({ method: 'GET', path: '/wps/member/turnover-requirements', moduleId: 'COMM3', auth: 'member', query: turnoverQuerySchema, value: turnoverValueSchema }),
  withdrawalRules: endpoint({ method: 'GET', path: '/wps/payment/withdrawalRules', moduleId: 'COMM3', auth: 'member', value: withdrawalRulesSchema }),
  withdraw: endpoint({ method: 'POST', path: '/wps/payment/withdraw', moduleId: 'COMM3', auth: 'member', enc: true, body: withdrawBodySchema, value: withdrawalRowSchema }),
  withdrawals: endpoint({ method: 'GET', path: '/wps/payment/withdrawals', moduleId: 'COMM3', auth: 'member', query: pageQuerySchema, value: z.object({ rows: z.array(withdrawalRowSchema), total: z.number() }) }),
  confirmWithdrawal: endpoint({
    method: 'POST',
    path: '/wps/payment/withdrawals/:id/confirm',
    params: idParamsSchema,
    moduleId: 'COMM3',
    auth: 'member',
    body: withdrawConfirmBodySchema,
    value: withdrawalRowSchema,
  }),

  /** A payment provider's callback (server to server, signed in the provider's way; replays pay once). */
  paymentCallback: endpoint({
    method: 'POST',
    path: '/payment/callback/:channel',
    params: channelParamsSchema,
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    body: z.unknown(),
    value: z.object({ depositId: z.number(), status: z.enum(['pending', 'approved', 'rejected']) }),
  }),
  /** The offline stand-in provider's pay page answers here (only for LOCALPAY channels). */
  localPay: endpoint({ method: 'POST', path: '/wps/payment/local/:id', params: idParamsSchema, moduleId: 'COMM3', auth: 'member', body: localPayBodySchema, value: z.object({ depositId: z.number(), status: z.enum(['pending', 'approved', 'rejected']) }) }),

  // Games catalogue (api-protocol.md "Games"; who needs a token: spec section 6).
  gameList: endpoint({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', auth: 'none', query: gameListQuerySchema, value: gameListValueSchema }),
  hotGames: endpoint({ method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', moduleId: 'GAMELOHOT3', auth: 'none', query: hotGamesQuerySchema, value: listValueSchema }),
  gameVendors: endpoint({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', moduleId: 'COMM3', auth: 'none', query: languageQuerySchema, value: vendorsValueSchema }),
  vassGameType: endpoint({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', moduleId: 'GAMELO3', auth: 'none', query: vassGameTypeQuerySchema, value: vassGameTypeValueSchema }),
  favouriteIds: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', moduleId: 'GAMELOFAV3', auth: 'member', value: favouriteIdsValueSchema }),
  favouriteList: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', moduleId: 'GAMELOFAV3', auth: 'member', query: languageQuerySchema, value: gamesValueSchema }),
  addFavourite: endpoint({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', moduleId: 'GAMELOFAV3', auth: 'member', body: favouriteRefSchema, value: favouriteChangeValueSchema }),
  /** DELETE carries no body here: the game is named in the query. */
  removeFavourite: endpoint({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', moduleId: 'GAMELOFAV3', auth: 'member', query: favouriteRefSchema, value: favouriteChangeValueSchema }),
  recentGames: endpoint({ method: 'GET', path: '/wps/relay/GCS_recentGame', moduleId: 'GAMELOREC3', auth: 'member', query: languageQuerySchema, value: recentGamesValueSchema }),
  gameMenus: endpoint({ method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3', auth: 'none', envelope: false, query: languageQuerySchema, value: gameMenusValueSchema }),
  popularGames: endpoint({ method: 'GET', path: '/lgw/games/popular', moduleId: 'COMM3', auth: 'none', envelope: false, query: popularQuerySchema, value: listValueSchema }),
  ...lotteryEndpoints(),
  roomList: endpoint({ method: 'GET', path: '/wps/relay/GLS2_roomList', moduleId: 'GAMELO3', auth: 'session', query: roomListQuerySchema, value: roomListValueSchema }),
  winnerBoard: endpoint({ method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', moduleId: 'COMM3', auth: 'none', query: winnerBoardQuerySchema, value: winnerBoardValueSchema }),
  // Launch (api-protocol.md) and the house studio (our own game server). Trial accounts play the
  // studio on their demo credit, so its calls need a session, not a real account.
  launchGame: endpoint({ method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', auth: 'session', body: launchGameBodySchema, value: launchGameValueSchema }),
  houseFair: endpoint({ method: 'GET', path: '/house/fair', moduleId: 'GAMELO3', auth: 'session', value: fairStateSchema }),
  houseClientSeed: endpoint({ method: 'PUT', path: '/house/fair/client-seed', moduleId: 'GAMELO3', auth: 'session', body: clientSeedBodySchema, value: fairStateSchema }),
  houseRotateSeed: endpoint({ method: 'POST', path: '/house/fair/rotate', moduleId: 'GAMELO3', auth: 'session', value: rotateValueSchema }),
  housePlay: endpoint({ method: 'POST', path: '/house/games/:code/play', params: houseGameParamsSchema, moduleId: 'GAMELO3', auth: 'session', body: playBodySchema, value: roundSchema }),
  houseMinesStart: endpoint({ method: 'POST', path: '/house/mines/start', moduleId: 'GAMELO3', auth: 'session', body: minesStartBodySchema, value: roundSchema }),
  houseMinesReveal: endpoint({ method: 'POST', path: '/house/mines/:roundId/reveal', params: roundParamsSchema, moduleId: 'GAMELO3', auth: 'session', body: minesRevealBodySchema, value: roundSchema }),
  houseMinesCashout: endpoint({ method: 'POST', path: '/house/mines/:roundId/cashout', params: roundParamsSchema, moduleId: 'GAMELO3', auth: 'session', value: roundSchema }),
  houseMinesActive: endpoint({ method: 'GET', path: '/house/mines/active', moduleId: 'GAMELO3', auth: 'session', value: roundSchema.nullable() }),
  houseRounds: endpoint({ method: 'GET', path: '/house/rounds', moduleId: 'GAMELO3', auth: 'session', query: roundsQuerySchema, value: roundsValueSchema }),
  houseVerify: endpoint({ method: 'GET', path: '/house/verify', moduleId: 'COMM3', auth: 'none', query: verifyQuerySchema, value: verifyValueSchema }),

  // The operator's desk (back office).
  /** Five failures in 15 minutes lock the account for 15 minutes (`operator.locked`); with TOTP enrolled `otp` is required. */
  operatorLogin: endpoint({ method: 'POST', path: '/ops/session/login', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, body: operatorLoginBodySchema, value: operatorLoginValueSchema }),
  /** TOTP second factor: start enrolment (secret, otpauth URI and QR code, shown once), confirm it with a code, or switch it off with a code. */
  opTotpStart: endpoint({ method: 'POST', path: '/ops/totp/enrolment', moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, value: totpEnrolmentValueSchema }),
  opTotpConfirm: endpoint({ method: 'POST', path: '/ops/totp/confirm', moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: totpCodeBodySchema, value: totpStateValueSchema }),
  opTotpDisable: endpoint({ method: 'POST', path: '/ops/totp/disable', moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: totpCodeBodySchema, value: totpStateValueSchema }),
  opDeposits: endpoint({ method: 'GET', path: '/ops/deposits', moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, query: statusQuerySchema, value: z.object({ rows: z.array(depositRowSchema.extend({ member: str() })), total: z.number() }) }),
  opDecideDeposit: endpoint({ method: 'POST', path: '/ops/deposits/:id/decision', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: decisionBodySchema, value: depositRowSchema }),
  opWithdrawals: endpoint({ method: 'GET', path: '/ops/withdrawals', moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, query: statusQuerySchema, value: z.object({ rows: z.array(withdrawalRowSchema.extend({ member: str() })), total: z.number() }) }),
  opDecideWithdrawal: endpoint({ method: 'POST', path: '/ops/withdrawals/:id/decision', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: decisionBodySchema, value: withdrawalRowSchema }),
  opMemberTurnover: endpoint({ method: 'GET', path: '/ops/members/:id/turnover-requirements', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, query: turnoverQuerySchema, value: turnoverValueSchema }),
  opWaiveTurnover: endpoint({ method: 'POST', path: '/ops/turnover-requirements/:id/waive', params: requirementParamsSchema, moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: waiveBodySchema, value: turnoverRequirementSchema }),
  opAdjust: endpoint({ method: 'POST', path: '/ops/members/:id/adjustments', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true, body: adjustmentBodySchema, value: z.object({ balance: amountTextSchema, duplicate: z.boolean() }) }),
  opAudit: endpoint({
    method: 'GET',
    path: '/ops/audit',
    moduleId: 'COMM3',
    auth: 'operator',
    alwaysAvailable: true,
    query: statusQuerySchema,
    value: z.object({ rows: z.array(z.object({ id: str(), operator: str(), action: str(), target: str(), details: z.record(str(), z.unknown()), ip: str(), createdAt: str() })), total: z.number() }),
  }),
  /**
   * Imports a vendor's game list: one JSON (array) or JSON Lines file in the multipart field `file`.
   * Every row is checked first; any bad row answers `game.import.invalid` with each row's line and
   * nothing is written. Rows upsert by (vendor, code). Deployment-wide operators only.
   */
  opImportGames: endpoint({
    method: 'POST',
    path: '/ops/games/import',
    moduleId: 'COMM3',
    auth: 'operator',
    alwaysAvailable: true,
    bodyFormat: 'multipart',
    query: gameImportQuerySchema,
    body: z.object({}),
    value: gameImportValueSchema,
  }),
  /** Loads a configured vendor's game list straight from the vendor (Hub88's game/list), same checks and result as a file. */
  opImportVendorGames: endpoint({
    method: 'POST',
    path: '/ops/games/import/:vendor',
    params: vendorImportParamsSchema,
    moduleId: 'COMM3',
    auth: 'operator',
    alwaysAvailable: true,
    query: vendorImportQuerySchema,
    value: gameImportValueSchema,
  }),
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/**
 * The calls of the player and agent site; operator and vendor calls have their own clients, and
 * back-office and server-to-server paths stay out even where they need no token (operator login,
 * payment callbacks). apps/web/build/endpoint-routes.ts builds the site's table by the same rule.
 */
export type SiteEndpointName = {
  [N in EndpointName]: Endpoints[N]['auth'] extends 'operator' | 'vendor' ? never : Endpoints[N]['path'] extends `/${'ops' | 'seamless' | 'payment/callback'}/${string}` ? never : N;
}[EndpointName];
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type BodyOf<N extends EndpointName> = z.input<Endpoints[N]['body']>;
export type ValueOf<N extends EndpointName> = z.infer<Endpoints[N]['value']>;
