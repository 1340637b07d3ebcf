import { z } from 'zod';
import { rebateSettingsSchema } from './rewards.ts';
import { rowIdParam } from './ids.ts';
import { languageCodes } from './locales.ts';
import { alwaysOnModule, moduleIds, type ModuleId } from './modules.ts';
import { patternCatalog, type PatternId } from './form-rules.ts';
import { parseAmount } from './money.ts';
import { fieldRuleSchema, registerFields } from './system.ts';
import { isSiteImageAddress, multilineText, str, text } from './text.ts';

/**
 * The operator console's brand settings (issue 14): one group per form, each written on its own with the
 * brand's `version` as read (a stale version is refused, `brand.version.stale`, so one operator's save
 * never silently drops another's). These schemas are the rules: the console checks a form with them as
 * the operator types, and the server parses every write with them, then checks the whole brand config
 * (`brandConfigSchema`) it would store. Custom messages are stable keys the console translates
 * (`brand.validation.<key>`); zod's own issues are translated by their code.
 */

/** Why a value is refused (custom issues' `message`). */
export const brandIssueKeys = [
  'alwaysOn',
  'duplicate',
  'rangeInverted',
  'patternInvalid',
  'amountInvalid',
  'hundredths',
  'currencyUnknown',
  'timeZoneUnknown',
  'defaultLanguageOff',
  'urlOrigin',
  'urlHttp',
  'hostInvalid',
  'windowOrder',
  'ipInvalid',
  'countryInvalid',
  'imageAddress',
  'hostTaken',
  'brandCode',
] as const;
export type BrandIssueKey = (typeof brandIssueKeys)[number];

/** A schema's issue and a failed parse, for clients that check forms with these schemas (the console imports no zod of its own). */
export type BrandIssue = z.core.$ZodIssue;
export type BrandParseError = z.ZodError;

const issue = (ctx: z.core.$RefinementCtx, path: (string | number)[], message: BrandIssueKey) => ctx.addIssue({ code: 'custom', path, message });

/** Reports every repeated value of `key` in a list, at the repeat. */
function noDuplicates<T>(key: (item: T) => string, field?: string) {
  return (items: readonly T[], ctx: z.core.$RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) issue(ctx, field ? [i, field] : [i], 'duplicate');
      seen.add(k);
    });
  };
}

export const brandVersionSchema = z.number().int().min(1).max(2_147_483_647);
export const brandParamsSchema = z.object({ id: rowIdParam() }).strict();

// --- White-label modules -----------------------------------------------------------------------------

const moduleIdSchema = z.enum(moduleIds as [ModuleId, ...ModuleId[]]);

/** The switches to set (module id -> on); modules not named keep their switch. COMM3 cannot be switched off. */
export const moduleSwitchesSchema = z.partialRecord(moduleIdSchema, z.boolean()).superRefine((m, ctx) => {
  if (m[alwaysOnModule] === false) issue(ctx, [alwaysOnModule], 'alwaysOn');
});

/** One module as the console shows it: its own switch, and whether it is in force (it and every ancestor on). */
export const moduleStateSchema = z.object({
  modId: moduleIdSchema,
  parent: moduleIdSchema.nullable(),
  enabled: z.boolean(),
  effective: z.boolean(),
  alwaysOn: z.boolean(),
});

// --- Registration field rules ------------------------------------------------------------------------

export const patternIds = Object.keys(patternCatalog) as [PatternId, ...PatternId[]];

function compiles(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * One field of the site's registration form: shown or not, required or not, and the pattern and length it
 * must meet (`required` applies while it is shown). The pattern runs in every visitor's browser and on the server for each registration, so it is
 * short (200 characters) and must compile as a Unicode regular expression ("*" accepts anything).
 */
export const registerRuleInputSchema = z
  .object({
    field: z.enum(registerFields),
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(patternIds),
    acceptedPattern: text(200).min(1),
    minLength: z.number().int().min(0).max(256),
    maxLength: z.number().int().min(1).max(256),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!compiles(r.acceptedPattern)) issue(ctx, ['acceptedPattern'], 'patternInvalid');
    if (r.minLength > r.maxLength) issue(ctx, ['maxLength'], 'rangeInverted');
  });
export type RegisterRuleInput = z.input<typeof registerRuleInputSchema>;

/** Every rule of the brand (a field left out is not shown); each field once. The order is the form's order. */
export const registerRulesInputSchema = z
  .array(registerRuleInputSchema)
  .max(registerFields.length)
  .superRefine(noDuplicates((r) => r.field, 'field'));

// --- Withdrawal rules --------------------------------------------------------------------------------

/** A positive amount in currency units with at most four decimals, as text ("100", "2500.50"). */
const amountField = () =>
  str()
    .trim()
    .max(20)
    .refine((v) => parseAmount(v) !== null, 'amountInvalid');

export const withdrawalSettingsSchema = z
  .object({
    minAmount: amountField(),
    maxAmount: amountField(),
    /** Withdrawal requests a member may make per brand day. */
    perDay: z.number().int().min(1).max(1_000),
    /** Turnover required on each deposit, as a multiple of it (hundredths: 1.5 = 150 %); 0 asks for none. */
    turnoverMultiple: z
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9, 'hundredths'),
    /** Minutes after payment until a withdrawal the member did not confirm counts as received. */
    autoReceiptMinutes: z.number().int().min(1).max(43_200),
    allowOpenTurnover: z.boolean(),
  })
  .strict()
  .superRefine((w, ctx) => {
    const min = parseAmount(w.minAmount);
    const max = parseAmount(w.maxAmount);
    if (min !== null && max !== null && min > max) issue(ctx, ['maxAmount'], 'rangeInverted');
  });
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

// --- Currency, time zone, languages ------------------------------------------------------------------

function supported(kind: 'currency' | 'timeZone'): readonly string[] | null {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.(kind) ?? null;
  } catch {
    return null;
  }
}

/** An ISO 4217 code this runtime knows (both the browser and Node carry the list). */
export function isKnownCurrency(code: string): boolean {
  const list = supported('currency');
  return /^[A-Z]{3}$/.test(code) && (list === null || list.includes(code));
}

/** An IANA time zone name (`Asia/Karachi`, `UTC`), as `Intl` resolves it. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const currencyField = () =>
  str()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .refine(isKnownCurrency, 'currencyUnknown');
const currencySymbolField = () => text(8).min(1);
const timeZoneField = () => text(64).refine(isTimeZone, 'timeZoneUnknown');

export const regionalSchema = z
  .object({
    /** Changing it once money has moved is refused (`brand.currency.locked`): balances are kept per currency. */
    currency: currencyField(),
    currencySymbol: currencySymbolField(),
    timeZone: timeZoneField(),
    languages: z
      .array(z.enum(languageCodes))
      .min(1)
      .max(languageCodes.length)
      .superRefine(noDuplicates((l) => l)),
    defaultLanguage: z.enum(languageCodes),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.languages.includes(r.defaultLanguage)) issue(ctx, ['defaultLanguage'], 'defaultLanguageOff');
  });
export type RegionalSettings = z.infer<typeof regionalSchema>;

// --- Domains and public addresses --------------------------------------------------------------------

const hostPattern = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** A site address: scheme, host and port only (mailed links are built on it). */
const originField = () =>
  str()
    .trim()
    .max(300)
    .refine((v) => {
      const url = httpUrl(v);
      return url !== null && (url.pathname === '/' || url.pathname === '') && url.search === '' && url.hash === '' && !v.endsWith('?') && !v.endsWith('#');
    }, 'urlOrigin');

const httpUrlField = () =>
  str()
    .trim()
    .max(300)
    .refine((v) => httpUrl(v) !== null, 'urlHttp');

const hostField = () => str().trim().max(260).refine((v) => hostPattern.test(v), 'hostInvalid');

export const domainsSchema = z
  .object({
    /** The brand's public site addresses, the first canonical (password-reset mails link there). */
    publicUrls: z
      .array(originField())
      .max(20)
      .superRefine(noDuplicates((u) => u.toLowerCase().replace(/\/$/, ''))),
    /** The main domain the site names (empty: none). */
    mainDomain: z.union([z.literal(''), hostField()]),
    /** Line routes the site offers (domain route list): for one site host, or for every host when `siteHost` is null. */
    routes: z
      .array(
        z
          .object({
            siteHost: hostField().nullable(),
            url: httpUrlField(),
            speed: z.number().int().min(0).max(1_000_000),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();
export type DomainSettings = z.infer<typeof domainsSchema>;

// --- Maintenance windows -----------------------------------------------------------------------------

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value) || value.length > 45) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** An IPv4 or IPv6 address, or a CIDR range of one ("203.0.113.0/24", "2001:db8::/32"). */
export function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = ipv4.test(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

const ipField = () => str().trim().max(50).refine(isIpOrCidr, 'ipInvalid');

export const maintenanceWindowInputSchema = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** The maintenance page's text per language (optional; the site's own text shows otherwise). */
    message: z.partialRecord(z.enum(languageCodes), multilineText(500)),
    allowIps: z.array(ipField()).max(50),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (Date.parse(w.to) <= Date.parse(w.from)) issue(ctx, ['to'], 'windowOrder');
  });
export type MaintenanceWindowInput = z.infer<typeof maintenanceWindowInputSchema>;

export const maintenanceSettingsSchema = z.object({ windows: z.array(maintenanceWindowInputSchema).max(20) }).strict();

// --- IP and region restrictions ----------------------------------------------------------------------

const countryCode = () => str().regex(/^[A-Z]{2}$/, 'countryInvalid');

export const accessSchema = z
  .object({
    /** block: the listed countries are refused; allow: only they get in. Null: no region rule. */
    regionRestriction: z
      .object({
        mode: z.enum(['block', 'allow']),
        countries: z
          .array(countryCode())
          .min(1)
          .max(250)
          .superRefine(noDuplicates((c) => c)),
      })
      .strict()
      .nullable(),
    ipRestriction: z
      .object({
        allow: z.array(ipField()).max(200).superRefine(noDuplicates((c) => c)),
        deny: z.array(ipField()).max(200).superRefine(noDuplicates((c) => c)),
      })
      .strict(),
  })
  .strict();
export type AccessSettings = z.infer<typeof accessSchema>;

// --- Cashback ----------------------------------------------------------------------------------------

/** Rates per category in basis points (100 = 1 %, at most 10 %) and who triggers payment (modules/rewards reads them). */
export const rebateInputSchema = rebateSettingsSchema;

// --- Customer service --------------------------------------------------------------------------------

const webAddress = () => str().trim().max(500).pipe(z.url({ protocol: /^https?$/, message: 'urlHttp' }));

/**
 * Where customer service goes (issue 15): the built-in chat room, or the brand's outside chat at `link`
 * (sent obfuscated, type 3). `vipLink`: the VIP desk members above rank 4 are sent to, if the brand has one.
 */
export const customerServiceSettingsSchema = z
  .object({ mode: z.enum(['builtin', 'link']), link: webAddress().nullable(), vipLink: webAddress().nullable() })
  .strict()
  .refine((s) => s.mode !== 'link' || s.link !== null, { path: ['link'], message: 'required' });
export type CustomerServiceSettings = z.infer<typeof customerServiceSettingsSchema>;

// --- Identity ----------------------------------------------------------------------------------------

const imageAddress = () => text(500).refine(isSiteImageAddress, 'imageAddress').nullable();

/** What the site shows as the brand: its name (header, footer, tab title, mails) and its logo and icon images. */
export const identitySchema = z
  .object({
    name: text(40).min(1),
    logoUrl: imageAddress(),
    iconUrl: imageAddress(),
  })
  .strict();
export type IdentitySettings = z.infer<typeof identitySchema>;

// --- A new brand ------------------------------------------------------------------------------------

/**
 * A brand made by a deployment-wide operator: its merchant code (what the site and vendors name it by, never
 * changed after), name, money and clock; the rest of its settings are copied from `copyFrom` (see
 * BrandSettingsService.create). Upper-case letters, digits, `-` and `_`, 2-16 characters.
 */
export const brandCreateSchema = z
  .object({
    code: str().trim().regex(/^[A-Z0-9][A-Z0-9_-]{1,15}$/, 'brandCode'),
    name: text(40).min(1),
    copyFrom: z.number().int().min(1).max(2_147_483_647),
    currency: currencyField(),
    currencySymbol: currencySymbolField(),
    timeZone: timeZoneField(),
  })
  .strict();
export type BrandCreateInput = z.infer<typeof brandCreateSchema>;

// --- The calls ---------------------------------------------------------------------------------------

export const brandGroups = ['identity', 'modules', 'registration', 'withdrawal', 'regional', 'domains', 'maintenance', 'access', 'rebate', 'customerService'] as const;
export type BrandGroup = (typeof brandGroups)[number];

export const brandGroupSchemas = {
  identity: identitySchema,
  modules: moduleSwitchesSchema,
  registration: registerRulesInputSchema,
  withdrawal: withdrawalSettingsSchema,
  regional: regionalSchema,
  domains: domainsSchema,
  maintenance: maintenanceSettingsSchema,
  access: accessSchema,
  rebate: rebateInputSchema,
  customerService: customerServiceSettingsSchema,
} as const satisfies Record<BrandGroup, z.ZodType>;

/** A write of one group: the brand's version as read, and the group's new settings. */
export const brandWriteBodySchema = <S extends z.ZodType>(settings: S) => z.object({ version: brandVersionSchema, settings }).strict();

export const brandSummarySchema = z.object({ id: z.number(), code: z.string(), name: z.string(), isDefault: z.boolean() });
export const brandListValueSchema = z.object({ rows: z.array(brandSummarySchema) });

/** A brand's settings as the console edits them, with the version a write must name. */
export const brandSettingsValueSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  identity: z.object({ name: z.string(), logoUrl: z.string().nullable(), iconUrl: z.string().nullable() }),
  modules: z.array(moduleStateSchema),
  registration: z.array(fieldRuleSchema),
  withdrawal: z.object({
    minAmount: z.string(),
    maxAmount: z.string(),
    perDay: z.number(),
    turnoverMultiple: z.number(),
    autoReceiptMinutes: z.number(),
    allowOpenTurnover: z.boolean(),
  }),
  regional: z.object({ currency: z.string(), currencySymbol: z.string(), timeZone: z.string(), languages: z.array(z.enum(languageCodes)), defaultLanguage: z.enum(languageCodes) }),
  domains: z.object({ publicUrls: z.array(z.string()), mainDomain: z.string(), routes: z.array(z.object({ siteHost: z.string().nullable(), url: z.string(), speed: z.number() })) }),
  maintenance: z.object({
    windows: z.array(z.object({ from: z.string(), to: z.string(), message: z.partialRecord(z.enum(languageCodes), z.string()), allowIps: z.array(z.string()) })),
  }),
  access: z.object({
    regionRestriction: z.object({ mode: z.enum(['block', 'allow']), countries: z.array(z.string()) }).nullable(),
    ipRestriction: z.object({ allow: z.array(z.string()), deny: z.array(z.string()) }),
  }),
  rebate: rebateSettingsSchema,
  customerService: z.object({ mode: z.enum(['builtin', 'link']), link: z.string().nullable(), vipLink: z.string().nullable() }),
  /** Money has moved in the brand's currency: the currency can no longer change. */
  currencyLocked: z.boolean(),
});
export type BrandSettings = z.infer<typeof brandSettingsValueSchema>;
