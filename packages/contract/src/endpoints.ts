import { z } from 'zod';
import { str, text } from './text.ts';
import type { ModuleId } from './modules.ts';
import { whitelabelNodeSchema } from './modules.ts';
import { languageCodes } from './locales.ts';
import { amountTextSchema } from './money.ts';
import { betRecordsQuerySchema, betRecordsValueSchema, profitQuerySchema, profitValueSchema } from './bets.ts';
import { requirementParamsSchema, turnoverQuerySchema, turnoverRequirementSchema, turnoverValueSchema, waiveBodySchema } from './turnover.ts';
import {
  broadcastBodySchema,
  broadcastRowSchema,
  broadcastsQuerySchema,
  broadcastsValueSchema,
  inboxChangeValueSchema,
  inboxDetailValueSchema,
  inboxListQuerySchema,
  inboxListValueSchema,
  inboxParamsSchema,
  unreadCountValueSchema,
} from './messages.ts';
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
  opQueueQuerySchema,
  withdrawalRowSchema,
  withdrawBodySchema,
  withdrawConfirmBodySchema,
  approvalSchema,
  bankCardsQuerySchema,
  bankCardsValueSchema,
  brandQuerySchema,
  channelCreateBodySchema,
  channelsValueSchema,
  channelUpdateBodySchema,
  disableCardBodySchema,
  opBankCardSchema,
  opChannelSchema,
  paymentSettingsBodySchema,
  paymentSettingsSchema,
  proofParamsSchema,
} from './payments.ts';
import {
  cannedBodySchema,
  cannedListValueSchema,
  cannedParamsSchema,
  cannedQuerySchema,
  cannedReplySchema,
  chatImageParamsSchema,
  chatReadBodySchema,
  chatReadValueSchema,
  chatSendBodySchema,
  chatSendValueSchema,
  chatStartValueSchema,
  chatViewQuerySchema,
  chatViewValueSchema,
  opChatAssignBodySchema,
  opChatCloseBodySchema,
  opChatDetailSchema,
  opChatListQuerySchema,
  opChatListValueSchema,
  opChatParamsSchema,
  opChatRowSchema,
} from './chat.ts';
import {
  auditQuerySchema,
  auditValueSchema,
  auditVerifyValueSchema,
  operatorCreateBodySchema,
  operatorIdParamsSchema,
  operatorLoginBodySchema,
  operatorLoginValueSchema,
  operatorMeValueSchema,
  operatorRoleSchema,
  operatorRolesValueSchema,
  operatorRowSchema,
  operatorSessionsValueSchema,
  operatorsQuerySchema,
  operatorsValueSchema,
  operatorUpdateBodySchema,
  roleCreateBodySchema,
  roleUpdateBodySchema,
  sessionIdParamsSchema,
  totpCodeBodySchema,
  totpEnrolmentValueSchema,
  totpStateValueSchema,
  type OperatorPermission,
} from './operators.ts';
import {
  addLabelBodySchema,
  addNoteBodySchema,
  labelsQuerySchema,
  labelsValueSchema,
  memberActionBodySchema,
  memberDepositsQuerySchema,
  memberLabelParamsSchema,
  memberLabelsValueSchema,
  memberLedgerQuerySchema,
  memberLedgerValueSchema,
  memberLoginsQuerySchema,
  memberLoginsValueSchema,
  memberNoteSchema,
  memberNotesQuerySchema,
  memberNotesValueSchema,
  memberParamsSchema,
  memberProfileSchema,
  memberSearchQuerySchema,
  memberSearchValueSchema,
  memberSessionParamsSchema,
  memberSessionsValueSchema,
  memberStatusValueSchema,
  memberWithdrawalsQuerySchema,
  passwordResetValueSchema,
} from './member-desk.ts';
import { balancesQuerySchema, balancesValueSchema, dailyReportQuerySchema, dailyReportValueSchema, dashboardQuerySchema, dashboardValueSchema, ggrReportQuerySchema, ggrReportValueSchema } from './reports.ts';
import {
  accessSchema,
  brandCreateSchema,
  brandListValueSchema,
  brandParamsSchema,
  brandSettingsValueSchema,
  brandWriteBodySchema,
  customerServiceSettingsSchema,
  domainsSchema,
  identitySchema,
  maintenanceSettingsSchema,
  moduleSwitchesSchema,
  rebateInputSchema,
  regionalSchema,
  registerRulesInputSchema,
  withdrawalSettingsSchema,
} from './brand-admin.ts';
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
  opGamesBrandQuerySchema,
  opGamesQuerySchema,
  opGamesValueSchema,
  opGameSettingsBodySchema,
  opGameSettingsValueSchema,
  opHallTabsBodySchema,
  opHallTabsValueSchema,
  opVendorBrandBodySchema,
  opVendorIntegrationBodySchema,
  opVendorIntegrationValueSchema,
  opVendorRowSchema,
  opVendorsQuerySchema,
  opVendorsValueSchema,
  opVendorTestValueSchema,
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
  opCancelIssueBodySchema,
  opCancelIssueValueSchema,
  opGameParamsSchema,
  opIssueParamsSchema,
  opLotteryGamesQuerySchema,
  opLotteryGamesValueSchema,
  opLotteryIssueDetailSchema,
  opLotteryIssuesQuerySchema,
  opLotteryIssuesValueSchema,
  opLotterySwitchBodySchema,
  opLotterySwitchValueSchema,
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
  customerServicePathSchema,
  fieldRuleSchema,
  helpArticleSchema,
  statusValueSchema,
} from './system.ts';
import {
  feedbackIdParamsSchema,
  feedbackImageParamsSchema,
  feedbackReplyBodySchema,
  myFeedbackQuerySchema,
  myFeedbackValueSchema,
  opFeedbackQuerySchema,
  opFeedbackRowSchema,
  opFeedbackValueSchema,
} from './feedback.ts';

import {
  announcementInputSchema,
  announcementsQuerySchema,
  announcementsValueSchema,
  contentBrandQuerySchema,
  contentIdParamsSchema,
  deletedValueSchema,
  helpArticleInputSchema,
  noticeInputSchema,
  noticeListQuerySchema,
  noticeListValueSchema,
  opAnnouncementSchema,
  opAnnouncementsValueSchema,
  opHelpArticleSchema,
  opHelpArticlesQuerySchema,
  opHelpArticlesValueSchema,
  opNoticeSchema,
  opNoticesValueSchema,
} from './content.ts';
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
  /**
   * The answer is a file (an image): its bytes with their own type, `nosniff`, shown inline, kept only by the
   * caller's browser (`private`, a day) or by nothing (`no-store`). Refusals answer the envelope like any call.
   */
  file?: 'private' | 'no-store';
  /** `form` for the form-encoded calls of the original (forgot password by email). */
  bodyFormat?: 'json' | 'form' | 'multipart';
  /**
   * For `operator` calls (every one names it): the permission the operator's role must hold, or `self`
   * for what any signed-in operator does to their own account (second factor, sessions).
   */
  permission?: OperatorPermission | 'self';
}

const noInput = z.object({}).strict();

/** What a file call's handler answers (see `file`): the bytes and their type, checked from the bytes when stored. */
export interface FileAnswer {
  mime: string;
  data: Uint8Array;
}
const fileAnswer = z.custom<FileAnswer>((v) => typeof v === 'object' && v !== null && (v as FileAnswer).data instanceof Uint8Array);

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
/**
 * The console's games section: the catalogue with the operator's brand's settings (on/off, hot, order), the
 * lobby's tabs, vendors per brand, and vendor connections (credentials go in, never come back out).
 * Brand settings apply to the operator's brand (a deployment-wide operator's: the request's brand);
 * connections are deployment-wide, so only deployment-wide operators see or change them.
 */
function gameOperatorEndpoints() {
  const ops = { moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true } as const;
  return {
    opGames: endpoint({ ...ops, method: 'GET', path: '/ops/games', permission: 'games.view', query: opGamesQuerySchema, value: opGamesValueSchema }),
    opGameSettings: endpoint({ ...ops, method: 'POST', path: '/ops/games/brand-settings', permission: 'games.manage', query: opGamesBrandQuerySchema, body: opGameSettingsBodySchema, value: opGameSettingsValueSchema }),
    opHallTabs: endpoint({ ...ops, method: 'GET', path: '/ops/games/hall-tabs', permission: 'games.view', query: opGamesBrandQuerySchema, value: opHallTabsValueSchema }),
    opSaveHallTabs: endpoint({ ...ops, method: 'PUT', path: '/ops/games/hall-tabs', permission: 'games.manage', query: opGamesBrandQuerySchema, body: opHallTabsBodySchema, value: opHallTabsValueSchema }),
    opVendors: endpoint({ ...ops, method: 'GET', path: '/ops/vendors', permission: 'games.view', query: opVendorsQuerySchema, value: opVendorsValueSchema }),
    opVendorBrandSettings: endpoint({ ...ops, method: 'POST', path: '/ops/vendors/:vendor/brand-settings', params: vendorImportParamsSchema, permission: 'games.manage', query: opGamesBrandQuerySchema, body: opVendorBrandBodySchema, value: opVendorRowSchema }),
    opVendorIntegration: endpoint({ ...ops, method: 'GET', path: '/ops/vendors/:vendor/integration', params: vendorImportParamsSchema, permission: 'vendors.manage', value: opVendorIntegrationValueSchema }),
    /** Enters or replaces a vendor's connection settings and credentials; the answer says only which credentials are set. */
    opSaveVendorIntegration: endpoint({ ...ops, method: 'PUT', path: '/ops/vendors/:vendor/integration', params: vendorImportParamsSchema, permission: 'vendors.manage', body: opVendorIntegrationBodySchema, value: opVendorIntegrationValueSchema }),
    /** Asks the vendor something that changes nothing there (Hub88: the game list) with the stored settings. */
    opTestVendorIntegration: endpoint({ ...ops, method: 'POST', path: '/ops/vendors/:vendor/integration/test', params: vendorImportParamsSchema, permission: 'vendors.manage', value: opVendorTestValueSchema }),
  };
}

function lotteryEndpoints() {
  const lgw = { moduleId: 'COMM3', auth: 'none', envelope: false } as const;
  const orders = { moduleId: 'GAMELO3', auth: 'session', envelope: false } as const;
  const ops = { moduleId: 'COMM3', auth: 'operator', alwaysAvailable: true } as const;
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
    lotteryResultEntry: endpoint({ method: 'POST', path: '/ops/lottery/results', moduleId: 'COMM3', auth: 'operator', permission: 'lottery.results', alwaysAvailable: true, body: resultEntryBodySchema, value: resultEntryValueSchema }),
    // The console's lottery: every call scoped to the operator's brand (a deployment-wide operator sees all brands).
    /** Lottery games with their state, the next draw and how many issues wait for a result. */
    opLotteryGames: endpoint({ ...ops, method: 'GET', path: '/ops/lottery/games', permission: 'lottery.view', query: opLotteryGamesQuerySchema, value: opLotteryGamesValueSchema }),
    /** Switches a game on or off for its brand (off: no new bets or issues; issues already sold are still drawn and settled). Audited. */
    opLotterySwitchGame: endpoint({ ...ops, method: 'POST', path: '/ops/lottery/games/:id/switch', params: opGameParamsSchema, permission: 'lottery.manage', body: opLotterySwitchBodySchema, value: opLotterySwitchValueSchema }),
    /** Issues, paged, filtered (game, status, source, draw days in the brand's zone) and ordered by draw time, with their orders and money. */
    opLotteryIssues: endpoint({ ...ops, method: 'GET', path: '/ops/lottery/issues', permission: 'lottery.view', query: opLotteryIssuesQuerySchema, value: opLotteryIssuesValueSchema }),
    opLotteryIssue: endpoint({ ...ops, method: 'GET', path: '/ops/lottery/issues/:id', params: opIssueParamsSchema, permission: 'lottery.view', value: opLotteryIssueDetailSchema }),
    /**
     * Cancels an issue that has no result yet: it will not be drawn, and every open sub-order is refunded
     * through the wallet, once (parallel and repeated cancels refund nothing more). Drawn or settled
     * issues answer `request.state.invalid` with their status. Audited.
     */
    opLotteryCancelIssue: endpoint({ ...ops, method: 'POST', path: '/ops/lottery/issues/:id/cancel', params: opIssueParamsSchema, permission: 'lottery.cancel', body: opCancelIssueBodySchema, value: opCancelIssueValueSchema }),
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
  // Feedback (issue 15): the form, a member's history with replies, and the console's Support inbox.
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    auth: 'none',
    /**
     * multipart/form-data: the fields of feedbackBodySchema (category, content, contact) and up to 3 png or jpg
     * files of at most 5 MB in the field `images`. A valid token ties the feedback to the member; without one
     * it is a visitor's.
     */
    bodyFormat: 'multipart',
    body: z.object({}),
    value: z.object({ id: z.number() }),
  }),
  myFeedback: endpoint({ method: 'GET', path: '/wps/feedback/mine', moduleId: 'FEEDBACK3', auth: 'member', query: myFeedbackQuerySchema, value: myFeedbackValueSchema }),
  /** One image of the member's own feedback (another member's is not found). */
  myFeedbackImage: endpoint({ method: 'GET', path: '/wps/feedback/mine/:id/images/:fileId', params: feedbackImageParamsSchema, moduleId: 'FEEDBACK3', auth: 'member', file: 'private', value: fileAnswer }),
  /** The working brand's feedback, newest first, narrowed by status and category. */
  opFeedback: endpoint({ method: 'GET', path: '/ops/feedback', moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, query: opFeedbackQuerySchema, value: opFeedbackValueSchema }),
  /** One image of a feedback of the operator's brand (the body is the image). */
  opFeedbackImage: endpoint({ method: 'GET', path: '/ops/feedback/:id/images/:fileId', params: feedbackImageParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, file: 'no-store', value: fileAnswer }),
  /** One reply per feedback (while open); it reaches the member's inbox. Audited. */
  opReplyFeedback: endpoint({ method: 'POST', path: '/ops/feedback/:id/reply', params: feedbackIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, body: feedbackReplyBodySchema, value: opFeedbackRowSchema }),
  opCloseFeedback: endpoint({ method: 'POST', path: '/ops/feedback/:id/close', params: feedbackIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, value: opFeedbackRowSchema }),

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
  // The inbox (messageV2, INBOX3; messages.ts): personal messages and broadcasts; the unread count is the family's own call.
  inboxUnreadCount: endpoint({ method: 'GET', path: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3', auth: 'member', value: unreadCountValueSchema }),
  inboxList: endpoint({ method: 'GET', path: '/wps/member/messages', moduleId: 'INBOX3', auth: 'member', query: inboxListQuerySchema, value: inboxListValueSchema }),
  /** Opens one message and marks it read. */
  inboxDetail: endpoint({ method: 'GET', path: '/wps/member/messages/:id', params: inboxParamsSchema, moduleId: 'INBOX3', auth: 'member', value: inboxDetailValueSchema }),
  inboxDelete: endpoint({ method: 'DELETE', path: '/wps/member/messages/:id', params: inboxParamsSchema, moduleId: 'INBOX3', auth: 'member', value: inboxChangeValueSchema }),
  inboxReadAll: endpoint({ method: 'POST', path: '/wps/member/messages/read-all', moduleId: 'INBOX3', auth: 'member', value: inboxChangeValueSchema }),
  /** The console's Messages: broadcasts of the working brand with their read counts, and sending one (audited). */
  opBroadcasts: endpoint({ method: 'GET', path: '/ops/messages/broadcasts', moduleId: 'COMM3', auth: 'operator', permission: 'messages.send', alwaysAvailable: true, query: broadcastsQuerySchema, value: broadcastsValueSchema }),
  opSendBroadcast: endpoint({ method: 'POST', path: '/ops/messages/broadcasts', moduleId: 'COMM3', auth: 'operator', permission: 'messages.send', alwaysAvailable: true, body: broadcastBodySchema, value: broadcastRowSchema }),

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
  /** The signed-in operator, their role and permissions (the console shows only what these allow). */
  opMe: endpoint({ method: 'GET', path: '/ops/me', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, value: operatorMeValueSchema }),
  /** TOTP second factor: start enrolment (secret, otpauth URI and QR code, shown once), confirm it with a code, or switch it off with a code. */
  opTotpStart: endpoint({ method: 'POST', path: '/ops/totp/enrolment', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, value: totpEnrolmentValueSchema }),
  opTotpConfirm: endpoint({ method: 'POST', path: '/ops/totp/confirm', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, body: totpCodeBodySchema, value: totpStateValueSchema }),
  opTotpDisable: endpoint({ method: 'POST', path: '/ops/totp/disable', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, body: totpCodeBodySchema, value: totpStateValueSchema }),
  /** The desk's queues: each row names its member (username and id, for the member's turnover and profile) and a deposit its proof images' file ids. */
  opDeposits: endpoint({ method: 'GET', path: '/ops/deposits', moduleId: 'COMM3', auth: 'operator', permission: 'payments.view', alwaysAvailable: true, query: opQueueQuerySchema, value: z.object({ rows: z.array(depositRowSchema.extend({ member: str(), memberId: z.number(), brandId: z.number(), proofs: z.array(str()), approval: approvalSchema })), total: z.number() }) }),
  opDecideDeposit: endpoint({ method: 'POST', path: '/ops/deposits/:id/decision', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'payments.decide', alwaysAvailable: true, body: decisionBodySchema, value: depositRowSchema }),
  opWithdrawals: endpoint({ method: 'GET', path: '/ops/withdrawals', moduleId: 'COMM3', auth: 'operator', permission: 'payments.view', alwaysAvailable: true, query: opQueueQuerySchema, value: z.object({ rows: z.array(withdrawalRowSchema.extend({ member: str(), memberId: z.number(), brandId: z.number(), proofs: z.array(str()), approval: approvalSchema })), total: z.number() }) }),
  opDecideWithdrawal: endpoint({ method: 'POST', path: '/ops/withdrawals/:id/decision', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'payments.decide', alwaysAvailable: true, body: decisionBodySchema, value: withdrawalRowSchema }),
  /**
   * A proof image's bytes (png or jpeg, not stored by caches), only when it is a proof of a deposit or withdrawal
   * of the operator's brand.
   */
  opProofImage: endpoint({ method: 'GET', path: '/ops/proofs/:fileId', params: proofParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'payments.view', alwaysAvailable: true, file: 'no-store', value: fileAnswer }),
  /** Two-step approval: the brand's threshold (amounts at or above it need a second approval by another operator holding payments.approve_large). */
  opPaymentSettings: endpoint({ method: 'GET', path: '/ops/payment-settings', moduleId: 'COMM3', auth: 'operator', permission: 'payments.view', alwaysAvailable: true, query: brandQuerySchema, value: paymentSettingsSchema }),
  opUpdatePaymentSettings: endpoint({ method: 'PUT', path: '/ops/payment-settings', moduleId: 'COMM3', auth: 'operator', permission: 'payments.configure', alwaysAvailable: true, query: brandQuerySchema, body: paymentSettingsBodySchema, value: paymentSettingsSchema }),
  /** Payment channels and their limits: every channel of the brand, enabled or not, in the members' order. */
  opChannels: endpoint({ method: 'GET', path: '/ops/payment-channels', moduleId: 'COMM3', auth: 'operator', permission: 'payments.configure', alwaysAvailable: true, query: brandQuerySchema, value: channelsValueSchema }),
  opCreateChannel: endpoint({ method: 'POST', path: '/ops/payment-channels', moduleId: 'COMM3', auth: 'operator', permission: 'payments.configure', alwaysAvailable: true, body: channelCreateBodySchema, value: opChannelSchema }),
  opUpdateChannel: endpoint({ method: 'PUT', path: '/ops/payment-channels/:id', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'payments.configure', alwaysAvailable: true, body: channelUpdateBodySchema, value: opChannelSchema }),
  /** Members' bank cards, newest first, searched by username, account number, account name or bank. */
  opBankCards: endpoint({ method: 'GET', path: '/ops/bank-cards', moduleId: 'COMM3', auth: 'operator', permission: 'payments.view', alwaysAvailable: true, query: bankCardsQuerySchema, value: bankCardsValueSchema }),
  /** Disables a card (say, not the member's own account): withdrawals to it are refused and the member no longer sees it. */
  opDisableBankCard: endpoint({ method: 'POST', path: '/ops/bank-cards/:id/disable', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'payments.configure', alwaysAvailable: true, body: disableCardBodySchema, value: opBankCardSchema }),
  opMemberTurnover: endpoint({ method: 'GET', path: '/ops/members/:id/turnover-requirements', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'turnover.view', alwaysAvailable: true, query: turnoverQuerySchema, value: turnoverValueSchema }),
  opWaiveTurnover: endpoint({ method: 'POST', path: '/ops/turnover-requirements/:id/waive', params: requirementParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'turnover.waive', alwaysAvailable: true, body: waiveBodySchema, value: turnoverRequirementSchema }),
  opAdjust: endpoint({ method: 'POST', path: '/ops/members/:id/adjustments', params: idParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.adjust', alwaysAvailable: true, body: adjustmentBodySchema, value: z.object({ balance: amountTextSchema, duplicate: z.boolean() }) }),
  /** Signs out: ends the session this request came with. */
  opSignOut: endpoint({ method: 'DELETE', path: '/ops/session/logout', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, value: z.object({}) }),
  /** The operator's own live sessions, newest first; `current` marks this one. */
  opSessions: endpoint({ method: 'GET', path: '/ops/sessions', moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, value: operatorSessionsValueSchema }),
  /** Ends one of the operator's own sessions (another device, or this one). */
  opRevokeSession: endpoint({ method: 'DELETE', path: '/ops/sessions/:id', params: sessionIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'self', alwaysAvailable: true, value: z.object({ revoked: z.literal(true) }) }),
  /** Operators and roles. A brand's operators see and manage their brand's operators only; nobody grants a permission they do not hold. */
  opOperators: endpoint({ method: 'GET', path: '/ops/operators', moduleId: 'COMM3', auth: 'operator', permission: 'operators.view', alwaysAvailable: true, query: operatorsQuerySchema, value: operatorsValueSchema }),
  opCreateOperator: endpoint({ method: 'POST', path: '/ops/operators', moduleId: 'COMM3', auth: 'operator', permission: 'operators.manage', alwaysAvailable: true, body: operatorCreateBodySchema, value: operatorRowSchema }),
  /** Role, brand, enabled; a new password or a TOTP reset (either signs the operator out everywhere). Nobody changes their own account here. */
  opUpdateOperator: endpoint({ method: 'PUT', path: '/ops/operators/:id', params: operatorIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'operators.manage', alwaysAvailable: true, body: operatorUpdateBodySchema, value: operatorRowSchema }),
  opRoles: endpoint({ method: 'GET', path: '/ops/roles', moduleId: 'COMM3', auth: 'operator', permission: 'operators.view', alwaysAvailable: true, value: operatorRolesValueSchema }),
  opCreateRole: endpoint({ method: 'POST', path: '/ops/roles', moduleId: 'COMM3', auth: 'operator', permission: 'operators.manage', alwaysAvailable: true, body: roleCreateBodySchema, value: operatorRoleSchema }),
  opUpdateRole: endpoint({ method: 'PUT', path: '/ops/roles/:id', params: operatorIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'operators.manage', alwaysAvailable: true, body: roleUpdateBodySchema, value: operatorRoleSchema }),
  /** Only a custom role no operator holds. */
  opDeleteRole: endpoint({ method: 'DELETE', path: '/ops/roles/:id', params: operatorIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'operators.manage', alwaysAvailable: true, value: z.object({ deleted: z.literal(true) }) }),
  /** The audit trail (append-only, hash-chained): every change an operator made, with the target before and after. */
  opAudit: endpoint({ method: 'GET', path: '/ops/audit', moduleId: 'COMM3', auth: 'operator', permission: 'audit.view', alwaysAvailable: true, query: auditQuerySchema, value: auditValueSchema }),
  /** Walks the trail's hash chain and names the first row that breaks it. Deployment-wide operators only (the chain spans every brand). */
  opAuditVerify: endpoint({ method: 'GET', path: '/ops/audit/verify', moduleId: 'COMM3', auth: 'operator', permission: 'audit.view', alwaysAvailable: true, value: auditVerifyValueSchema }),
  // The Dashboard and Reports of the console (reports.ts): a brand's operator sees their brand only.
  /** Today and the 29 days before it: money in and out, GGR and NGR by category, members, queues. */
  opDashboard: endpoint({ method: 'GET', path: '/ops/dashboard', moduleId: 'COMM3', auth: 'operator', permission: 'dashboard.view', alwaysAvailable: true, query: dashboardQuerySchema, value: dashboardValueSchema }),
  /** Per brand day over a range (at most 92 days): deposits, withdrawals, GGR, bonuses, NGR, members. */
  opReportDaily: endpoint({ method: 'GET', path: '/ops/reports/daily', moduleId: 'COMM3', auth: 'operator', permission: 'reports.view', alwaysAvailable: true, query: dailyReportQuerySchema, value: dailyReportValueSchema }),
  /** GGR per brand day and category, or category and vendor. */
  opReportGgr: endpoint({ method: 'GET', path: '/ops/reports/ggr', moduleId: 'COMM3', auth: 'operator', permission: 'reports.view', alwaysAvailable: true, query: ggrReportQuerySchema, value: ggrReportValueSchema }),
  /** Members' main-wallet balances, paged and sorted. */
  opReportBalances: endpoint({ method: 'GET', path: '/ops/reports/balances', moduleId: 'COMM3', auth: 'operator', permission: 'reports.view', alwaysAvailable: true, query: balancesQuerySchema, value: balancesValueSchema }),
  // The Members section of the console (member-desk.ts): every call sees the operator's brand only.
  opMemberSearch: endpoint({ method: 'GET', path: '/ops/members', moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberSearchQuerySchema, value: memberSearchValueSchema }),
  opMemberProfile: endpoint({ method: 'GET', path: '/ops/members/:id', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, value: memberProfileSchema }),
  opMemberLedger: endpoint({ method: 'GET', path: '/ops/members/:id/ledger', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberLedgerQuerySchema, value: memberLedgerValueSchema }),
  opMemberBets: endpoint({ method: 'GET', path: '/ops/members/:id/bets', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: betRecordsQuerySchema, value: betRecordsValueSchema }),
  opMemberDeposits: endpoint({ method: 'GET', path: '/ops/members/:id/deposits', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberDepositsQuerySchema, value: z.object({ rows: z.array(depositRowSchema), total: z.number() }) }),
  opMemberWithdrawals: endpoint({ method: 'GET', path: '/ops/members/:id/withdrawals', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberWithdrawalsQuerySchema, value: z.object({ rows: z.array(withdrawalRowSchema), total: z.number() }) }),
  opMemberSessions: endpoint({ method: 'GET', path: '/ops/members/:id/sessions', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, value: memberSessionsValueSchema }),
  /** Ends one live session of the member (audited). */
  opRevokeMemberSession: endpoint({ method: 'DELETE', path: '/ops/members/:id/sessions/:sessionId', params: memberSessionParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.lock', alwaysAvailable: true, value: z.object({ revoked: z.literal(true) }) }),
  opMemberLogins: endpoint({ method: 'GET', path: '/ops/members/:id/logins', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberLoginsQuerySchema, value: memberLoginsValueSchema }),
  /** The labels brands defined (the operator's brand, or every brand for deployment-wide operators). */
  opLabels: endpoint({ method: 'GET', path: '/ops/labels', moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: labelsQuerySchema, value: labelsValueSchema }),
  opAddMemberLabel: endpoint({ method: 'POST', path: '/ops/members/:id/labels', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.edit', alwaysAvailable: true, body: addLabelBodySchema, value: memberLabelsValueSchema }),
  opRemoveMemberLabel: endpoint({ method: 'DELETE', path: '/ops/members/:id/labels/:labelId', params: memberLabelParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.edit', alwaysAvailable: true, value: memberLabelsValueSchema }),
  opMemberNotes: endpoint({ method: 'GET', path: '/ops/members/:id/notes', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.view', alwaysAvailable: true, query: memberNotesQuerySchema, value: memberNotesValueSchema }),
  /** Notes are append-only: no call edits or removes one. */
  opAddMemberNote: endpoint({ method: 'POST', path: '/ops/members/:id/notes', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.edit', alwaysAvailable: true, body: addNoteBodySchema, value: memberNoteSchema }),
  /** A locked member cannot log in; their sessions end at once. Locking a locked member changes nothing. */
  opLockMember: endpoint({ method: 'POST', path: '/ops/members/:id/lock', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.lock', alwaysAvailable: true, body: memberActionBodySchema, value: memberStatusValueSchema }),
  opUnlockMember: endpoint({ method: 'POST', path: '/ops/members/:id/unlock', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.lock', alwaysAvailable: true, body: memberActionBodySchema, value: memberStatusValueSchema }),
  /** A temporary password (answered once, never stored or logged in clear); sessions end; the next password login must choose a new one. */
  opResetMemberPassword: endpoint({ method: 'POST', path: '/ops/members/:id/password-reset', params: memberParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'members.password', alwaysAvailable: true, body: memberActionBodySchema, value: passwordResetValueSchema }),
  /**
   * The brand section: the brands an operator may edit (their own; every brand for a deployment-wide
   * operator), one brand's settings with its version, and one write per group of settings. A write names
   * the version it read: a stale one is refused (`brand.version.stale`) and changes nothing; each is
   * audited with before and after, and reaches the site at once (the brand cache is cleared).
   */
  opBrands: endpoint({ method: 'GET', path: '/ops/brands', moduleId: 'COMM3', auth: 'operator', permission: 'brand.view', alwaysAvailable: true, value: brandListValueSchema }),
  opBrandSettings: endpoint({ method: 'GET', path: '/ops/brands/:id/settings', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.view', alwaysAvailable: true, value: brandSettingsValueSchema }),
  /**
   * A new brand (deployment-wide operators only: a brand's own operator gets `operator.forbidden`), its other
   * settings copied from `copyFrom`; a merchant code in use is `brand.code.taken`. Answers the new brand's settings.
   */
  opCreateBrand: endpoint({ method: 'POST', path: '/ops/brands', moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandCreateSchema, value: brandSettingsValueSchema }),
  opBrandIdentity: endpoint({ method: 'PUT', path: '/ops/brands/:id/identity', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(identitySchema), value: brandSettingsValueSchema }),
  opBrandModules: endpoint({ method: 'PUT', path: '/ops/brands/:id/modules', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(moduleSwitchesSchema), value: brandSettingsValueSchema }),
  opBrandRegistration: endpoint({ method: 'PUT', path: '/ops/brands/:id/registration', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(registerRulesInputSchema), value: brandSettingsValueSchema }),
  opBrandWithdrawal: endpoint({ method: 'PUT', path: '/ops/brands/:id/withdrawal', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(withdrawalSettingsSchema), value: brandSettingsValueSchema }),
  opBrandRegional: endpoint({ method: 'PUT', path: '/ops/brands/:id/regional', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(regionalSchema), value: brandSettingsValueSchema }),
  opBrandDomains: endpoint({ method: 'PUT', path: '/ops/brands/:id/domains', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(domainsSchema), value: brandSettingsValueSchema }),
  opBrandMaintenance: endpoint({ method: 'PUT', path: '/ops/brands/:id/maintenance', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(maintenanceSettingsSchema), value: brandSettingsValueSchema }),
  opBrandAccess: endpoint({ method: 'PUT', path: '/ops/brands/:id/access', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(accessSchema), value: brandSettingsValueSchema }),
  opBrandRebate: endpoint({ method: 'PUT', path: '/ops/brands/:id/rebate', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(rebateInputSchema), value: brandSettingsValueSchema }),
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
    permission: 'games.import',
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
    permission: 'games.import',
    alwaysAvailable: true,
    query: vendorImportQuerySchema,
    value: gameImportValueSchema,
  }),
  // Content (issue 15, content.ts): notices and announcements for the site, and the console's Content section.
  // Lists and creates act on the operator's brand (a deployment-wide operator's named brandId); edits and deletes name the row (a brand operator's own rows only).
  /** Published notices in the visitor's language, newest order first, 9 per page by default. */
  noticeList: endpoint({ method: 'GET', path: '/wps/home/notice', moduleId: 'COMM3', auth: 'none', query: noticeListQuerySchema, value: noticeListValueSchema }),
  /** Execution B for anyone; A and F need a session (F items reach each member once). */
  announcements: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', moduleId: 'COMM3', auth: 'none', query: announcementsQuerySchema, value: announcementsValueSchema }),
  opNotices: endpoint({ method: 'GET', path: '/ops/content/notices', moduleId: 'COMM3', auth: 'operator', permission: 'content.view', alwaysAvailable: true, query: contentBrandQuerySchema, value: opNoticesValueSchema }),
  opCreateNotice: endpoint({ method: 'POST', path: '/ops/content/notices', moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, query: contentBrandQuerySchema, body: noticeInputSchema, value: opNoticeSchema }),
  opUpdateNotice: endpoint({ method: 'PUT', path: '/ops/content/notices/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, body: noticeInputSchema, value: opNoticeSchema }),
  opDeleteNotice: endpoint({ method: 'DELETE', path: '/ops/content/notices/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, value: deletedValueSchema }),
  opAnnouncements: endpoint({ method: 'GET', path: '/ops/content/announcements', moduleId: 'COMM3', auth: 'operator', permission: 'content.view', alwaysAvailable: true, query: contentBrandQuerySchema, value: opAnnouncementsValueSchema }),
  opCreateAnnouncement: endpoint({ method: 'POST', path: '/ops/content/announcements', moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, query: contentBrandQuerySchema, body: announcementInputSchema, value: opAnnouncementSchema }),
  opUpdateAnnouncement: endpoint({ method: 'PUT', path: '/ops/content/announcements/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, body: announcementInputSchema, value: opAnnouncementSchema }),
  opDeleteAnnouncement: endpoint({ method: 'DELETE', path: '/ops/content/announcements/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, value: deletedValueSchema }),
  opHelpArticles: endpoint({ method: 'GET', path: '/ops/content/help', moduleId: 'COMM3', auth: 'operator', permission: 'content.view', alwaysAvailable: true, query: opHelpArticlesQuerySchema, value: opHelpArticlesValueSchema }),
  opCreateHelpArticle: endpoint({ method: 'POST', path: '/ops/content/help', moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, query: contentBrandQuerySchema, body: helpArticleInputSchema, value: opHelpArticleSchema }),
  opUpdateHelpArticle: endpoint({ method: 'PUT', path: '/ops/content/help/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, body: helpArticleInputSchema, value: opHelpArticleSchema }),
  /** Removes the article and the articles under it. */
  opDeleteHelpArticle: endpoint({ method: 'DELETE', path: '/ops/content/help/:id', params: contentIdParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'content.manage', alwaysAvailable: true, value: deletedValueSchema }),
  // Live chat (issue 15): the chat room dialog for members (session token) and visitors (Chat-Token header), and the
  // console's desk. Messages are stored, then copied to `/ws/chat`; typing and read marks travel there too.
  /** The caller's current conversation (the latest not closed, else the latest) with a page of history; null when none. */
  chatView: endpoint({ method: 'GET', path: '/wps/chat/conversation', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, query: chatViewQuerySchema, value: chatViewValueSchema }),
  /** Opens a conversation (or answers the one still open); a visitor gets a chat token with the first. Conversations per address per day are limited. */
  chatStart: endpoint({ method: 'POST', path: '/wps/chat/conversation', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, value: chatStartValueSchema }),
  /** Sends text into the open conversation (messages per minute per conversation and per address are limited). */
  chatSend: endpoint({ method: 'POST', path: '/wps/chat/messages', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, body: chatSendBodySchema, value: chatSendValueSchema }),
  /** Sends one png or jpg of at most 5 MB (multipart field `file`), checked by its bytes. */
  chatSendImage: endpoint({ method: 'POST', path: '/wps/chat/images', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, bodyFormat: 'multipart', body: z.object({}), value: chatSendValueSchema }),
  chatImage: endpoint({ method: 'GET', path: '/wps/chat/images/:imageId', params: chatImageParamsSchema, moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, file: 'private', value: fileAnswer }),
  /** The customer has read the agent's messages up to this id. */
  chatRead: endpoint({ method: 'POST', path: '/wps/chat/read', moduleId: 'COMM3', auth: 'none', alwaysAvailable: true, body: chatReadBodySchema, value: chatReadValueSchema }),
  opChats: endpoint({ method: 'GET', path: '/ops/chat/conversations', moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, query: opChatListQuerySchema, value: opChatListValueSchema }),
  opChat: endpoint({ method: 'GET', path: '/ops/chat/conversations/:id', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, query: chatViewQuerySchema, value: opChatDetailSchema }),
  /** Takes a conversation (no operatorId) or gives it to an agent on the desk now; it becomes open. */
  opChatAssign: endpoint({ method: 'POST', path: '/ops/chat/conversations/:id/assign', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, body: opChatAssignBodySchema, value: opChatRowSchema }),
  opChatSend: endpoint({ method: 'POST', path: '/ops/chat/conversations/:id/messages', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, body: chatSendBodySchema, value: chatSendValueSchema }),
  opChatSendImage: endpoint({ method: 'POST', path: '/ops/chat/conversations/:id/images', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, bodyFormat: 'multipart', body: z.object({}), value: chatSendValueSchema }),
  opChatRead: endpoint({ method: 'POST', path: '/ops/chat/conversations/:id/read', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, body: chatReadBodySchema, value: chatReadValueSchema }),
  opChatClose: endpoint({ method: 'POST', path: '/ops/chat/conversations/:id/close', params: opChatParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, body: opChatCloseBodySchema, value: opChatRowSchema }),
  opChatImage: endpoint({ method: 'GET', path: '/ops/chat/images/:imageId', params: chatImageParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, file: 'no-store', value: fileAnswer }),
  /** Canned replies, per brand (a brand operator's own; a deployment-wide operator names brandId). */
  opCannedReplies: endpoint({ method: 'GET', path: '/ops/chat/canned', moduleId: 'COMM3', auth: 'operator', permission: 'support.view', alwaysAvailable: true, query: cannedQuerySchema, value: cannedListValueSchema }),
  opAddCannedReply: endpoint({ method: 'POST', path: '/ops/chat/canned', moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, query: cannedQuerySchema, body: cannedBodySchema, value: cannedReplySchema }),
  /** Where the brand's customer service goes: the built-in chat room or an outside link (a brand settings group). */
  opBrandCustomerService: endpoint({ method: 'PUT', path: '/ops/brands/:id/customer-service', params: brandParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'brand.manage', alwaysAvailable: true, body: brandWriteBodySchema(customerServiceSettingsSchema), value: brandSettingsValueSchema }),
  opDeleteCannedReply: endpoint({ method: 'DELETE', path: '/ops/chat/canned/:id', params: cannedParamsSchema, moduleId: 'COMM3', auth: 'operator', permission: 'support.reply', alwaysAvailable: true, value: z.object({ deleted: z.literal(true) }) }),
  ...gameOperatorEndpoints(),
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
