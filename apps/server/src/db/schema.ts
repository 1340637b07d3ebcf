import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Migrations in ./migrations are the source of truth; keep these in step. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface BrandsTable {
  id: Generated<number>;
  code: string;
  is_default: boolean;
  /** A `BrandConfig` (contract/brand.ts), validated when read. */
  config: Json<unknown>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Counts writes of the brand's settings: a console write names the version it read (migration 0027). */
  version: Generated<number>;
}

export interface BrandModulesTable {
  brand_id: number;
  mod_id: string;
  enabled: boolean;
}

export interface RegisterFieldRulesTable {
  brand_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface DomainRoutesTable {
  id: Generated<number>;
  brand_id: number;
  /** The site host this route list is for; null applies to every host of the brand. */
  site_host: string | null;
  url: string;
  speed: number;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  brand_id: number;
  parent_id: number | null;
  /** A stable name for links (footer links point to /help?article=<slug>). */
  slug: string | null;
  language: string;
  device: string;
  title: string;
  content: string;
  sort: number;
}

/** Notices and announcements the console writes (migration 0031). */
export interface NoticesTable {
  id: Generated<number>;
  brand_id: number;
  title: string;
  content: string;
  language: string;
  sort: number;
  published: boolean;
  publish_from: Date | null;
  publish_until: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  brand_id: number;
  type: string;
  execution: string;
  group_name: string | null;
  device: string;
  language: string;
  title: string;
  content: string;
  image_url: string | null;
  linkage_type: string | null;
  link: string | null;
  sort: number;
  published: boolean;
  publish_from: Date | null;
  publish_until: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AnnouncementDeliveriesTable {
  announcement_id: number;
  member_id: number;
  delivered_at: CreatedAt;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  name: string;
  enabled: boolean;
}

export interface ServerKeysTable {
  id: string;
  algorithm: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  brand_id: number;
  category: string;
  content: string;
  contact: string | null;
  language: string;
  client_ip: string;
  created_at: CreatedAt;
  /** 0032: the member who sent it (null: a visitor), its images, and the operator's reply. */
  member_id: number | null;
  images: ColumnType<FeedbackImage[], string | undefined, string>;
  status: ColumnType<'open' | 'replied' | 'closed', 'open' | 'replied' | 'closed' | undefined, 'open' | 'replied' | 'closed'>;
  reply: string | null;
  replied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  replied_by: number | null;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
/** One image of a feedback: the file DATA_DIR/uploads/<id>.png|.jpg. */
export interface FeedbackImage {
  id: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
}

export interface MembersTable {
  id: Generated<number>;
  brand_id: number;
  username: string;
  /** Lower-cased username: names are unique per brand regardless of case. */
  username_key: string;
  customer_type: number;
  password_hash: string;
  password_changed_at: UpdatedAt;
  payment_password_hash: string | null;
  nickname: Generated<string>;
  language: Generated<string>;
  country_dialing_code: string | null;
  mobile: string | null;
  /** dialing code + national number, digits only: unique per brand. */
  mobile_key: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  upline_id: number | null;
  referrer_id: number | null;
  referral_code: string;
  affiliate_code_used: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_ip: string;
  register_method: Generated<string>;
  member_labels: ColumnType<string[], string | undefined, string>;
  club_label_name: Generated<string>;
  club_rank_level: Generated<number>;
  avatar_icon: Generated<string>;
  trial_credit: ColumnType<bigint, bigint | undefined, bigint>;
  status: Generated<'active' | 'locked'>;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: CreatedAt;
  /** When and why an operator last locked or unlocked the account; the counter orders parallel changes. */
  status_changed_at: Date | null;
  status_reason: string | null;
  status_version: Generated<number>;
  /** Set by an operator's password reset: the next password login must choose a new password. */
  password_must_change: Generated<boolean>;
}

export interface AffiliateCodesTable {
  brand_id: number;
  code: string;
  agent_id: number;
  domain: string | null;
  created_at: CreatedAt;
}

export interface MemberIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface SessionsTable {
  /** The session's public id (operators revoke by it); the token hash never leaves the server. */
  id: Generated<bigint>;
  token_hash: string;
  member_id: number;
  brand_id: number;
  remember: boolean;
  login_type: string;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Date;
  ip: string;
  user_agent: string;
  revoked_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  brand_id: number;
  purpose: string;
  mobile_key: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
  ip: string;
  created_at: CreatedAt;
}

export interface LoginTicketsTable {
  ticket_hash: string;
  member_id: number;
  remember: boolean;
  ip: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  member_id: number;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  brand_id: number;
  requester: string;
  answer_hash: string;
  expires_at: Date;
}

/** Wrong guesses at a member's secret within a window (modules/member/secret-attempts.ts). */
export interface SecretAttemptsTable {
  member_id: number;
  secret: string;
  /** Wrong answers in the current window. */
  attempts: number;
  /** Checks taken and not yet decided. */
  in_flight: Generated<number>;
  reset_at: Date;
}

export interface UsedHumanChecksTable {
  signature: string;
  expires_at: Date;
}

export interface DevOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number | null;
  kind: string;
  currency: string;
  has_balance: boolean;
  balance: bigint | null;
  version: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  key: string;
  kind: string;
  request_hash: string;
  status: 'posted' | 'rejected' | 'pending' | 'voided' | 'tombstone';
  currency: string;
  amount: bigint;
  reference: Json<Record<string, unknown>>;
  result: Json<unknown>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  transfer_key: string;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint | null;
  account_version: bigint | null;
  created_at: CreatedAt;
}

export interface LedgerSnapshotsTable {
  account_id: bigint;
  up_to_entry_id: bigint;
  balance: bigint;
  created_at: CreatedAt;
}

export interface LedgerRoundsTable {
  round_key: string;
  live_bets: number;
  has_win: boolean;
  bet_total: bigint;
  win_total: bigint;
  refund_total: bigint;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VendorsTable {
  code: string;
  /** The vendor's display name. */
  name: string;
  secret: string;
  enabled: boolean;
  created_at: CreatedAt;
  icon_url: Generated<string>;
  /** Game categories the vendor serves: its cards in the vendor lanes. */
  categories: ColumnType<string[], string[] | undefined, string[]>;
  /** house, seamless, transfer or none; `none` vendors are never shown to players. */
  integration: Generated<'house' | 'seamless' | 'transfer' | 'none'>;
  is_hot: Generated<boolean>;
  sort: Generated<number>;
  updated_at: UpdatedAt;
  /** When an operator last entered `secret` (null: never; the secret made with the row is one nobody holds). */
  secret_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface GameCategoriesTable {
  code: string;
  page: string;
  name_key: string;
  en_name: string;
  /** numeric: read as a string. */
  point_ratio: string | null;
  sort: number;
}

export interface GameClassifiesTable {
  key: string;
  names: Json<Record<string, string>>;
  sort: Generated<number>;
}

export interface GamesTable {
  id: Generated<number>;
  vendor_code: string;
  code: string;
  game_type: string;
  names: Json<Record<string, string>>;
  /** Generated from `names`: every name in one text, for search. */
  names_search: ColumnType<string, never, never>;
  icon_url: Generated<string>;
  classify: ColumnType<string[], string[] | undefined, string[]>;
  is_hot: Generated<boolean>;
  sort: Generated<number>;
  is_vassalage: Generated<boolean>;
  demo_allowed: Generated<boolean>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BrandVendorsTable {
  brand_id: number;
  vendor_code: string;
  enabled: boolean | null;
  sort: number | null;
}

export interface BrandGamesTable {
  brand_id: number;
  game_id: number;
  enabled: boolean | null;
  sort: number | null;
  is_hot: boolean | null;
}

/** A brand's order and on/off of a lobby tab (a category or a classify tag); null keeps the catalogue's. */
export interface BrandHallTabsTable {
  brand_id: number;
  kind: 'category' | 'classify';
  key: string;
  enabled: boolean | null;
  sort: number | null;
}

export interface FavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface RecentGamesTable {
  member_id: number;
  brand_id: number;
  game_id: number;
  last_played_at: Date;
}

export interface PvpRoomsTable {
  id: Generated<number>;
  brand_id: number | null;
  game_id: number;
  code: string;
  names: Json<Record<string, string>>;
  min_bet: bigint;
  max_bet: bigint;
  seats: number;
  players: Generated<number>;
  status: Generated<'open' | 'full' | 'closed'>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface WinnerBoardTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number | null;
  player_name: string;
  game_id: number | null;
  game_type: string;
  vendor_code: string;
  game_name: string;
  amount: bigint;
  currency: string;
  won_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VendorSessionsTable {
  token_hash: string;
  vendor_code: string;
  member_id: number;
  brand_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  brand_id: number | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  /** Failed logins since failed_since (a login in progress counts until it succeeds). */
  failed_logins: Generated<number>;
  failed_since: Date | null;
  locked_until: Date | null;
  /** TOTP secrets, encrypted (backoffice/totp.ts); pending until a first code confirms it. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last accepted TOTP time step: a code is accepted once. */
  totp_last_step: bigint | null;
  /** The operator's role (migration 0023); an insert naming none gets the built-in owner role. */
  role_id: Generated<number>;
  last_login_at: Date | null;
}

/** Roles: sets of permissions (contract operators.ts). Built-in roles are kept equal to the contract's. */
export interface OperatorRolesTable {
  id: Generated<number>;
  name: string;
  permissions: string[];
  built_in: Generated<boolean>;
  /** A role made by a brand's operator serves that brand's operators only; null: any operator. */
  brand_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OperatorSessionsTable {
  /** Listed and revoked by this; the token is known by its hash only. */
  id: Generated<bigint>;
  token_hash: string;
  operator_id: number;
  /** The absolute end; the session also ends 30 minutes after last_seen_at. */
  expires_at: Date;
  revoked_at: Date | null;
  created_at: CreatedAt;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
}

export type LoginResult = 'success' | 'bad_password' | 'locked' | 'verification_required' | 'verification_failed';

/** Each member login, successful or refused (kept 180 days). */
export interface MemberLoginsTable {
  id: Generated<bigint>;
  member_id: number;
  brand_id: number;
  login_type: string;
  result: LoginResult;
  ip: string;
  user_agent: Generated<string>;
  created_at: CreatedAt;
}

/** A brand's own free labels for members (internal: members never see them). */
export interface BrandLabelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  /** Lower-cased name: one label per name and brand regardless of case. */
  name_key: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface MemberLabelLinksTable {
  member_id: number;
  label_id: number;
  added_by: number | null;
  added_at: CreatedAt;
}

/** Operators' notes on a member: append-only (a trigger refuses updates and deletes). */
export interface MemberNotesTable {
  id: Generated<bigint>;
  member_id: number;
  brand_id: number;
  operator_id: number | null;
  author: string;
  body: string;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained (migrations/audit-chain.ts). */
export interface AuditLogTable {
  id: Generated<bigint>;
  operator_id: number | null;
  action: string;
  target: string;
  details: Json<Record<string, unknown>>;
  ip: string;
  created_at: CreatedAt;
  /** The brand the event belongs to; null for deployment-wide events. */
  brand_id: Generated<number | null>;
  /** The target before and after the change (JSON), where it has such a state. */
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  prev_hash: string;
  hash: string;
}

/** The one row (id 1) naming the chain's last row and hash; appends lock it. */
export interface AuditChainTable {
  id: number;
  last_id: bigint;
  last_hash: string;
}

export interface UploadsTable {
  id: string;
  member_id: number;
  purpose: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

export interface PaymentChannelsTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  kind: 'manual_bank' | 'online';
  name: string;
  enabled: Generated<boolean>;
  min_amount: bigint;
  max_amount: bigint;
  config: Json<Record<string, unknown>>;
  sort: Generated<number>;
  /** The most the channel takes a brand-local day (migration 0025); null = no limit. */
  daily_limit: bigint | null;
}

/** A brand's payment settings (migration 0025): amounts at or above the threshold take two approvals; null = one. */
export interface PaymentSettingsTable {
  brand_id: number;
  approval_threshold: bigint | null;
  updated_at: Generated<Date>;
}

export interface DepositsTable {
  id: Generated<number>;
  brand_id: number;
  member_id: number;
  channel_id: number;
  amount: bigint;
  reference: Generated<string>;
  proofs: Json<string[]>;
  status: 'pending' | 'approved' | 'rejected';
  external_id: string | null;
  operator_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  /** Two-step approval (migration 0025): the operator who approved first, and when. */
  first_approved_by: number | null;
  first_approved_at: Date | null;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: CreatedAt;
  /** An operator disabled the card (migration 0025): no withdrawal goes to it. */
  disabled_at: Date | null;
  disabled_reason: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  brand_id: number;
  member_id: number;
  card_id: number;
  amount: bigint;
  hold_key: string;
  status: 'pending' | 'rejected' | 'paid' | 'received' | 'not_received';
  operator_id: number | null;
  reason: string | null;
  proofs: Json<string[]>;
  created_at: CreatedAt;
  paid_at: Date | null;
  confirmed_at: Date | null;
  first_approved_by: number | null;
  first_approved_at: Date | null;
}

/** Withdrawal requests per member and brand-local day (the per-day limit, counted atomically). */
export interface WithdrawalDayCountsTable {
  member_id: number;
  day: string;
  used: number;
}

export interface HouseSeedsTable {
  id: Generated<bigint>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  retired_at: Date | null;
}

export interface HouseRoundsTable {
  id: Generated<bigint>;
  client_round_id: string;
  member_id: number;
  brand_id: number;
  game: string;
  seed_id: bigint;
  nonce: number;
  request_hash: string;
  bet: bigint;
  win: Generated<bigint>;
  status: 'open' | 'settling' | 'settled' | 'void';
  result: Json<unknown>;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface LotteryGamesTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  family: string;
  group_code: string;
  names: Json<Record<string, string>>;
  prize_mode: string;
  draw_source: 'rng' | 'official';
  cadence_seconds: number | null;
  schedule: Json<unknown> | null;
  time_zone: string;
  lock_seconds: number;
  station: string | null;
  region: string | null;
  rules: ColumnType<Record<string, unknown>, string | undefined, string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface LotteryIssuesTable {
  id: Generated<bigint>;
  game_id: number;
  numero: string;
  sale_at: Date;
  lock_at: Date;
  draw_at: Date;
  seed: string | null;
  seed_hash: string | null;
  status: Generated<'open' | 'drawn' | 'settled' | 'void'>;
  result: string | null;
  positions: Json<number[]> | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  /** When the issue was voided (claimed), by which operator (null: the system) and why. */
  void_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  void_by: ColumnType<number | null, number | null | undefined, number | null>;
  void_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LotteryResultEntriesTable {
  issue_id: bigint;
  operator_id: number;
  /** The operator's username when they entered it (null for entries made before it was kept). */
  operator_name: ColumnType<string | null, string | null | undefined, string | null>;
  result: string;
  created_at: CreatedAt;
}

export interface LotteryOrdersTable {
  id: Generated<bigint>;
  order_number: string;
  brand_id: number;
  member_id: number;
  game_id: number;
  first_issue_id: bigint;
  client_order_id: string | null;
  request_hash: string;
  chase_count: number;
  winning_stop: boolean;
  amount: bigint;
  device: string;
  status: 'placing' | 'placed' | 'void';
  created_at: CreatedAt;
}

export interface LotteryBetsTable {
  id: Generated<bigint>;
  order_id: bigint;
  issue_id: bigint;
  member_id: number;
  line: number;
  play_id: number;
  approach: number;
  balls: string;
  mode: number;
  unit: string;
  series: number;
  multiple: number;
  bet_count: number;
  stake: bigint;
  amount: bigint;
  win: Generated<bigint>;
  rebate: Generated<bigint>;
  status: Generated<'pending' | 'won' | 'lost' | 'tie' | 'cancelled' | 'void'>;
  settled_at: Date | null;
}

export interface LotteryExposureTable {
  issue_id: bigint;
  play_id: number;
  number: string;
  potential: bigint;
}

export type BetCategory = 'LOTT' | 'ELOTT' | 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS';
export type BetStatus = 'open' | 'settled' | 'void' | 'cancelled';

export interface BetJournalTable {
  source_key: string;
  brand_id: number;
  member_id: number;
  category: BetCategory;
  vendor: string;
  game: string;
  currency: string;
  stake: bigint;
  valid_turnover: bigint;
  win: bigint;
  status: BetStatus;
  placed_at: Date;
  /** The brand day it was placed on (the record's totals count it there). */
  placed_day: string;
  settled_at: Date | null;
  settled_day: string | null;
  round_key: string | null;
  ref: Json<Record<string, unknown>>;
}

/** Per brand, day and category: the rollups' settled sums (0029-reports.ts: triggers on the rollups keep them). */
export interface BetBrandDaysTable {
  brand_id: number;
  day: string;
  category: BetCategory;
  vendor: string;
  /** The writing connection's slot (readers sum the slots; bet-journal.sql.ts). */
  slot: number;
  stake: bigint;
  win: bigint;
  bets: bigint;
}
/** A member with a bet placed on a brand day; and per brand and day, how many (0029-reports.ts). */
export interface BetMemberDaysTable {
  member_id: number;
  day: string;
  brand_id: number;
}
export interface BetBrandMembersTable {
  brand_id: number;
  day: string;
  slot: number;
  active: number;
}

export interface BetDailyRollupsTable {
  brand_id: number;
  member_id: number;
  day: string;
  category: BetCategory;
  currency: string;
  stake: bigint;
  valid_turnover: bigint;
  win: bigint;
  bets: number;
  /** Bets placed on this day, by status (the betting record's totals; see bet-journal.sql.ts). */
  placed_open_bets: Generated<number>;
  placed_open_stake: Generated<bigint>;
  placed_settled_bets: Generated<number>;
  placed_settled_stake: Generated<bigint>;
  placed_settled_win: Generated<bigint>;
  placed_void_bets: Generated<number>;
  placed_void_stake: Generated<bigint>;
  placed_cancelled_bets: Generated<number>;
  placed_cancelled_stake: Generated<bigint>;
  updated_at: Date;
}

export type TurnoverSource = 'deposit' | 'bonus' | 'adjustment' | 'rebate';
export type TurnoverRequirementStatus = 'open' | 'met' | 'waived';

export interface TurnoverRequirementsTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number;
  source_key: string;
  source_hash: string;
  source: TurnoverSource;
  currency: string;
  base_amount: bigint;
  /** numeric(8,2), as text. */
  multiple: string | null;
  required: bigint;
  start_turnover: bigint;
  status: Generated<TurnoverRequirementStatus>;
  created_at: Generated<Date>;
  closed_at: Date | null;
  closed_by: number | null;
  ref: Json<Record<string, unknown>>;
}

export type PeriodCloseStatus = 'computing' | 'computed' | 'approved' | 'posted' | 'clawed_back';
export type PeriodLineStatus = 'staged' | 'zero' | 'posted' | 'clawed_back' | 'clawback_refused';

export interface PeriodClosesTable {
  id: Generated<bigint>;
  brand_id: number;
  scheme: string;
  period_key: string;
  period_start: Date;
  period_end: Date;
  status: ColumnType<PeriodCloseStatus, PeriodCloseStatus | undefined, PeriodCloseStatus>;
  needs_approval: boolean;
  source_kind: string;
  movement_kind: string;
  line_count: ColumnType<number, number | undefined, number>;
  posted_lines: ColumnType<number, number | undefined, number>;
  /** Amount per currency of the staged lines, bigint as text. */
  totals: ColumnType<Record<string, string>, string | undefined, string>;
  last_error: string | null;
  created_at: CreatedAt;
  computed_at: Date | null;
  approved_at: Date | null;
  approved_by: number | null;
  posted_at: Date | null;
  clawed_back_at: Date | null;
  clawed_back_by: number | null;
  updated_at: UpdatedAt;
}

export interface PeriodCloseLinesTable {
  close_id: bigint;
  line_no: number;
  member_id: number;
  amount: bigint;
  currency: string;
  inputs: Json<Record<string, unknown>>;
  formula: string;
  posting_key: string;
  status: PeriodLineStatus;
  result_code: string | null;
}

export interface RebateClaimsTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number;
  day: string;
  request_id: string;
  amount: bigint;
  currency: string;
  formula: string;
  status: ColumnType<'pending' | 'paid', 'pending' | 'paid' | undefined, 'pending' | 'paid'>;
  posting_key: string;
  created_at: Date;
  paid_at: Date | null;
}

export interface RebateClaimItemsTable {
  claim_id: bigint;
  brand_id: number;
  member_id: number;
  day: string;
  category: BetCategory;
  valid_turnover: bigint;
  rate_bp: number;
  amount: bigint;
}

/** A settled bet's turnover that left its day when the bet was voided (migration 0035; written by journal_apply). */
export interface BetTurnoverReversalsTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number;
  day: string;
  category: BetCategory;
  stake: bigint;
  bet_key: string;
  at: Date;
}

export interface RebateDaySealsTable {
  brand_id: number;
  day: string;
  sealed_at: Generated<Date>;
}

/** The members' inbox (migration 0030): personal rows carry a member; a broadcast is one row with a target. */
export interface InboxMessagesTable {
  id: Generated<bigint>;
  brand_id: number;
  member_id: number | null;
  category: string;
  template: string | null;
  params: ColumnType<string[], string | undefined, string>;
  title: Generated<string>;
  body: Generated<string>;
  target_kind: Generated<'member' | 'brand' | 'vip' | 'label' | 'agent'>;
  target_id: number | null;
  sent_by: number | null;
  read_at: Date | null;
  deleted_at: Date | null;
  created_at: CreatedAt;
}

export interface InboxMarksTable {
  member_id: number;
  message_id: bigint;
  read_at: Date | null;
  deleted_at: Date | null;
}

export interface InboxCountersTable {
  member_id: number;
  personal_unread: Generated<number>;
  broadcast_unread: Generated<number>;
  watermark: Generated<bigint>;
  read_below: Generated<bigint>;
}

/** Readers of a broadcast by "read all", per slot (migration 0034). */
export interface InboxReadAllCountsTable {
  message_id: bigint;
  slot: number;
  members: number;
}

/** Live chat (migration 0033). */
export interface ChatConversationsTable {
  id: Generated<number>;
  brand_id: number;
  customer_key: string;
  member_id: number | null;
  customer_name: string;
  status: Generated<'waiting' | 'open' | 'closed'>;
  assigned_operator_id: number | null;
  assigned_username: string | null;
  customer_read_up_to: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  agent_read_up_to: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  last_message_id: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  last_message_at: ColumnType<Date, Date | undefined, Date>;
  last_message: Generated<string>;
  created_ip: string;
  created_at: CreatedAt;
  closed_at: Date | null;
}
export interface ChatMessagesTable {
  id: ColumnType<bigint, never, never>;
  conversation_id: number;
  sender: 'customer' | 'agent' | 'system';
  operator_id: number | null;
  agent_name: string | null;
  body: string;
  image_id: string | null;
  created_at: CreatedAt;
}
export interface ChatImagesTable {
  id: string;
  conversation_id: number;
  mime: string;
  size: number;
  created_at: CreatedAt;
}
export interface ChatAgentsTable {
  operator_id: number;
  username: string;
  brand_id: number | null;
  seen_at: Date;
}
export interface ChatCannedRepliesTable {
  id: Generated<number>;
  brand_id: number;
  title: string;
  body: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface Database {
  inbox_messages: InboxMessagesTable;
  inbox_marks: InboxMarksTable;
  inbox_counters: InboxCountersTable;
  inbox_read_all_counts: InboxReadAllCountsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_images: ChatImagesTable;
  chat_agents: ChatAgentsTable;
  chat_canned_replies: ChatCannedRepliesTable;
  bet_journal: BetJournalTable;
  bet_daily_rollups: BetDailyRollupsTable;
  bet_brand_days: BetBrandDaysTable;
  bet_member_days: BetMemberDaysTable;
  bet_brand_members: BetBrandMembersTable;
  lottery_games: LotteryGamesTable;
  lottery_issues: LotteryIssuesTable;
  lottery_result_entries: LotteryResultEntriesTable;
  lottery_orders: LotteryOrdersTable;
  lottery_bets: LotteryBetsTable;
  lottery_exposure: LotteryExposureTable;
  game_categories: GameCategoriesTable;
  game_classifies: GameClassifiesTable;
  games: GamesTable;
  brand_vendors: BrandVendorsTable;
  brand_games: BrandGamesTable;
  brand_hall_tabs: BrandHallTabsTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  pvp_rooms: PvpRoomsTable;
  winner_board: WinnerBoardTable;
  operators: OperatorsTable;
  operator_roles: OperatorRolesTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  uploads: UploadsTable;
  payment_channels: PaymentChannelsTable;
  payment_settings: PaymentSettingsTable;
  deposits: DepositsTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_day_counts: WithdrawalDayCountsTable;
  ledger_rounds: LedgerRoundsTable;
  vendors: VendorsTable;
  vendor_sessions: VendorSessionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  ledger_snapshots: LedgerSnapshotsTable;
  members: MembersTable;
  affiliate_codes: AffiliateCodesTable;
  member_ips: MemberIpsTable;
  member_logins: MemberLoginsTable;
  brand_labels: BrandLabelsTable;
  member_label_links: MemberLabelLinksTable;
  member_notes: MemberNotesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  login_tickets: LoginTicketsTable;
  password_resets: PasswordResetsTable;
  captchas: CaptchasTable;
  used_human_checks: UsedHumanChecksTable;
  secret_attempts: SecretAttemptsTable;
  dev_outbox: DevOutboxTable;
  feedback: FeedbackTable;
  brands: BrandsTable;
  brand_modules: BrandModulesTable;
  register_field_rules: RegisterFieldRulesTable;
  domain_routes: DomainRoutesTable;
  help_articles: HelpArticlesTable;
  notices: NoticesTable;
  announcements: AnnouncementsTable;
  announcement_deliveries: AnnouncementDeliveriesTable;
  countries: CountriesTable;
  server_keys: ServerKeysTable;
  house_seeds: HouseSeedsTable;
  house_rounds: HouseRoundsTable;
  period_closes: PeriodClosesTable;
  period_close_lines: PeriodCloseLinesTable;
  turnover_requirements: TurnoverRequirementsTable;
  rebate_claims: RebateClaimsTable;
  rebate_claim_items: RebateClaimItemsTable;
  rebate_day_seals: RebateDaySealsTable;
  bet_turnover_reversals: BetTurnoverReversalsTable;
}
