import { z } from 'zod';
import { str } from './text.ts';
import { whitelabelNodeSchema } from './modules.ts';
import { languageCodes } from './locales.ts';
import { gameCategories, navItemSchema } from './navigation.ts';
import { footerLinkKeys, resourceSchema } from './brand.ts';

/** System status: 0 normal app, 1 maintenance page, 2 IP-restriction page. */
export const systemStatusCodes = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** Registration field names of spec section 3, in form order. */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
] as const;
export type RegisterField = (typeof registerFields)[number];

/** The server's rule for one form field (spec section 5): pattern "*" matches anything. */
export const fieldRuleSchema = z.object({
  field: z.enum(registerFields),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: str(),
  patternId: str(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const locationSchema = z.object({ ip: str(), country: str() });

/** The window in force; `message` is the operator's text for the visitor's language (else the brand's default), when there is one. */
export const maintenanceInfoSchema = z.object({ from: str(), to: str(), message: str().optional() });

export const brandInfoSchema = z.object({
  merchantCode: str(),
  name: str(),
  /** The brand's wordmark and square mark images (null: the site draws its own mark with the name). */
  logoUrl: str().nullable(),
  iconUrl: str().nullable(),
  platform: str(),
  device: str(),
  lotteryType: str(),
  defaultLanguage: z.enum(languageCodes),
  languages: z.array(z.enum(languageCodes)),
  chatHeaderColor: str(),
  announcementTypes: z.array(str()),
  defaultExecutionType: str(),
  prizeModes: z.array(str()),
  currency: str(),
  currencySymbol: str(),
  timeZone: str(),
  licence: z.object({ issuer: str(), number: str(), jurisdiction: str() }),
  footerLinks: z.partialRecord(z.enum(footerLinkKeys), str()),
  loginRequiredForHome: z.boolean(),
  /** The brand's navigation entries that lead to a playable game (entries of empty categories and vendors left out). */
  navigation: z.array(navItemSchema),
  /**
   * Categories with at least one playable game for the brand (an enabled game of an enabled,
   * integrated vendor; lottery: an enabled lottery game). Lobby links (bottom navigation, "explore")
   * go only to these.
   */
  gameCategories: z.array(z.enum(gameCategories)),
  esportsVendors: z.array(str()),
  encryptionRequired: z.boolean(),
  /** The mobile country the forms start with. */
  defaultDialingCode: str(),
});
export type BrandInfo = z.infer<typeof brandInfoSchema>;

export const customerServicePathSchema = z.object({ type: z.number().int(), path: str(), label: str() });

export const statusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: maintenanceInfoSchema.nullable(),
  regionRestriction: z.boolean(),
  location: locationSchema,
  info: z.object({
    brand: brandInfoSchema,
    whitelabel: z.array(whitelabelNodeSchema),
    register: z.array(fieldRuleSchema),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServicePathSchema),
    analytics: z.object({ gtagId: str().optional() }),
    imageCDNs: z.array(str()),
    launchGameCDNs: z.array(str()),
    domainRoute: z.array(z.object({ url: str(), speed: z.number() })),
    mainDomain: str(),
  }),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

export const countrySchema = z.object({ countryCode: str(), countryDialingCode: str(), name: str() });

export interface HelpArticle {
  id: number;
  /** Stable name used by links such as the footer's (`/help?article=terms`). */
  slug: string | null;
  title: string;
  content: string;
  children: HelpArticle[];
}
export const helpArticleSchema: z.ZodType<HelpArticle> = z.lazy(() =>
  z.object({ id: z.number(), slug: str().nullable(), title: str(), content: str(), children: z.array(helpArticleSchema) }),
);

