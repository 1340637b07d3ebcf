import { z } from 'zod';
import { languageCodes } from './locales.ts';
import { navItemSchema } from './navigation.ts';
import { rebateSettingsSchema } from './rewards.ts';
import { isSiteImageAddress, text } from './text.ts';

/** A brand is data: everything that differs between brands of one deployment lives in this object. */
export const footerLinkKeys = ['about', 'contact', 'terms', 'responsibleGaming', 'privacy', 'affiliates', 'refund'] as const;
export type FooterLinkKey = (typeof footerLinkKeys)[number];

export const resourceSchema = z.object({
  /** IOS, IOS_LITE (mobile config profile) or ANDROID. */
  resourceType: z.enum(['IOS', 'IOS_LITE', 'ANDROID']),
  url: z.string().url(),
  /** A QR image URL; when empty the web draws the QR code from `url`. */
  qrCodeUrl: z.string().default(''),
  labelName: z.string().default('labelNameCn'),
});
export type Resource = z.infer<typeof resourceSchema>;

/**
 * Customer-service entries: type 1 live chat URL, 2 VIP service URL, 3 encrypted link (see api-protocol.md),
 * 4 the built-in chat room (the site's own dialog; `path` is not used). A brand that lists an outside link
 * instead of type 4 sends customer service there.
 */
export const customerServiceEntrySchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  path: z.string().min(1),
  label: z.string().default(''),
});

/**
 * A scheduled maintenance window: the site is closed from `from` until `to` (status 1), with an optional
 * message per language for the maintenance page. `allowIps` (addresses or CIDR ranges) still get in
 * (operators checking a release). A brand may schedule several; the one in force is the first that covers now.
 */
export const maintenanceSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  message: z.partialRecord(z.enum(languageCodes), z.string()).default({}),
  allowIps: z.array(z.string()).default([]),
});
export type MaintenanceWindow = z.infer<typeof maintenanceSchema>;

/**
 * Address rules (IPv4/IPv6 addresses or CIDR ranges): `deny` is refused (the IP-restriction page, status 2)
 * whatever the country; `allow` gets in whatever the region rule says (an office abroad). Deny wins.
 */
export const ipRestrictionSchema = z.object({
  allow: z.array(z.string()).default([]),
  deny: z.array(z.string()).default([]),
});

export const regionRestrictionSchema = z.object({
  /** block: listed countries are refused; allow: only listed countries get in. */
  mode: z.enum(['block', 'allow']),
  countries: z.array(z.string().length(2).toUpperCase()),
});

/** A brand's logo or icon address, as stored (see `isSiteImageAddress`); null: the site draws its own mark. */
const brandImage = () => text(500).refine(isSiteImageAddress).nullable().default(null);

export const brandConfigSchema = z.object({
  name: z.string().min(1),
  /** The wordmark in the site's header and footer (a wide image, shown 36 px high); null: the drawn mark and the brand's name. */
  logoUrl: brandImage(),
  /** A square mark: the phone header beside the balance, and the browser tab's icon; null: the logo, else the drawn mark. */
  iconUrl: brandImage(),
  platform: z.string().default('web'),
  device: z.string().default('WEB'),
  lotteryType: z.string().default('SEA'),
  defaultLanguage: z.enum(languageCodes).default('EN'),
  languages: z.array(z.enum(languageCodes)).min(1).default(['EN', 'UR']),
  chatHeaderColor: z.string().default('#0f766e'),
  announcementTypes: z.array(z.string()).default(['B', 'PL', 'PU', 'PR', 'H']),
  defaultExecutionType: z.string().default('B'),
  prizeModes: z.array(z.string()).default(['Lott', 'ZY', 'Elott', 'SEA']),
  currency: z.string().length(3).default('PKR'),
  currencySymbol: z.string().default('P'),
  timeZone: z.string().default('Asia/Karachi'),
  licence: z.object({ issuer: z.string(), number: z.string(), jurisdiction: z.string() }),
  footerLinks: z.partialRecord(z.enum(footerLinkKeys), z.string()).default({}),
  resources: z.array(resourceSchema).default([]),
  customerService: z.array(customerServiceEntrySchema).default([]),
  loginRequiredForHome: z.boolean().default(false),
  /** Scheduled maintenance windows (migration 0027 moved the single `maintenance` window here). */
  maintenanceWindows: z.array(maintenanceSchema).default([]),
  regionRestriction: regionRestrictionSchema.nullable().default(null),
  ipRestriction: ipRestrictionSchema.default({ allow: [], deny: [] }),
  analytics: z.object({ gtagId: z.string().optional() }).default({}),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  mainDomain: z.string().default(''),
  /**
   * The brand's public site addresses (scheme, host, port), the first canonical. Links sent by mail use the
   * request's address only when it is on this list, else the first: never a Host header as sent.
   */
  publicUrls: z.array(z.url({ protocol: /^https?$/ })).default([]),
  navigation: z.array(navItemSchema).default([]),
  /** Sports vendors whose cards form the ESPORTS category. */
  esportsVendors: z.array(z.string()).default([]),
  /** The weak password agents hand out; logging in with it forces a change (spec section 4). */
  defaultPassword: z.string().default('a123456'),
  /** Days before a password expires (0: never); with PWDEXPFORCECHANGE3 an expired one must be changed. */
  passwordMaxAgeDays: z.number().int().nonnegative().default(0),
  /** Demo credit of a new free-play account, in currency units (4 decimals at most). */
  trialCredit: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/).default('2000'),
  /** Failed logins (per account or per address, 15 minutes) after which a captcha is required. */
  captchaAfterFailures: z.number().int().min(1).default(3),
  /** Minutes an SMS code stays valid; also the resend countdown (expiredMinutes x 60 s). */
  smsCodeMinutes: z.number().int().min(1).max(30).default(2),
  /** The default mobile country for the forms. */
  defaultDialingCode: z.string().regex(/^\d{1,4}$/).default('92'),
  /** Withdrawal rules: amounts per request, requests per day, turnover required on each deposit (a multiple of it), auto receipt. */
  withdrawal: z
    .object({
      minAmount: z.string().default('100'),
      maxAmount: z.string().default('500000'),
      perDay: z.number().int().min(1).default(5),
      turnoverMultiple: z.number().min(0).default(1),
      autoReceiptMinutes: z.number().int().min(1).default(60),
      /** Members may withdraw while a turnover requirement is open (the requirements still show). */
      allowOpenTurnover: z.boolean().default(false),
    })
    .default({ minAmount: '100', maxAmount: '500000', perDay: 5, turnoverMultiple: 1, autoReceiptMinutes: 60, allowOpenTurnover: false }),
  /**
   * Demo payments: lists the stand-in online provider (LOCALPAY), whose pay page lets the member approve
   * their own deposit. Off unless an operator turns it on; a production process never offers it.
   */
  demoPayments: z.boolean().default(false),
  /** Single-wallet brand (isSingle): vendors draw on the main wallet. Otherwise money moves into a vendor's game wallet. */
  singleWallet: z.boolean().default(true),
  /** Vendor codes with a game wallet of their own (transfer-wallet brands). */
  gameWallets: z.array(z.string().regex(/^[A-Z0-9_]{2,20}$/)).default([]),
  /** Whether enc calls may arrive in plain text (api-protocol.md: only if the brand turns it off). */
  encryptionRequired: z.boolean().default(true),
  /** Cashback (MANPLAYREB3): rates per category in basis points of valid turnover, and who triggers payment. No rates: no cashback. */
  rebate: rebateSettingsSchema.default({ mode: 'manual', rates: {} }),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type BrandConfigInput = z.input<typeof brandConfigSchema>;
