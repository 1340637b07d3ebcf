import type { BrandConfigInput } from '@lotus/contract/brand';
import { patternCatalog, type PatternId } from '@lotus/contract/form-rules';
import type { ModuleId } from '@lotus/contract/modules';
import { moduleIds } from '@lotus/contract/modules';
import type { RegisterField } from '@lotus/contract/system';

/** The brand a fresh install starts with. Every value is ordinary brand data an operator can change. */
export const demoBrandCode = 'LOTUS';

export const demoBrandConfig: BrandConfigInput = {
  name: 'Lotus',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'SEA',
  defaultLanguage: 'EN',
  languages: ['EN', 'UR'],
  chatHeaderColor: '#0f766e',
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecutionType: 'B',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  currency: 'PKR',
  currencySymbol: 'P',
  timeZone: 'Asia/Karachi',
  licence: { issuer: 'Caribbean Gaming Services N.V.', number: 'CGS-8048/JAZ', jurisdiction: 'Curaçao' },
  footerLinks: {
    about: '/help?article=about',
    contact: '/help?article=contact',
    terms: '/help?article=terms',
    responsibleGaming: '/help?article=responsibleGaming',
    privacy: '/help?article=privacy',
    affiliates: '/join',
    refund: '/help?article=refund',
  },
  resources: [
    { resourceType: 'IOS', url: 'https://download.lotus.example/ios', qrCodeUrl: '', labelName: 'labelNameCn' },
    { resourceType: 'IOS_LITE', url: 'https://download.lotus.example/ios-lite.mobileconfig', qrCodeUrl: '', labelName: 'labelNameCn' },
    { resourceType: 'ANDROID', url: 'https://download.lotus.example/lotus.apk', qrCodeUrl: '', labelName: 'labelNameCn' },
  ],
  // The built-in chat room (issue 15); a brand with a chat vendor lists its link (type 1 or 3) instead.
  customerService: [{ type: 4, path: 'chat', label: 'live chat' }],
  loginRequiredForHome: false,
  maintenanceWindows: [],
  regionRestriction: null,
  analytics: {},
  imageCDNs: [],
  launchGameCDNs: [],
  mainDomain: '',
  // Where mailed links point (the seed adds localhost on the configured PORT when it is not 8080).
  publicUrls: ['http://localhost:8080'],
  navigation: [
    { gameType: 'LOTT' },
    { gameType: 'ELOTT' },
    { gameType: 'LIVE' },
    { gameType: 'SPORTS' },
    { gameType: 'FISH' },
    { gameType: 'RNG' },
    { gameType: 'PVP' },
    { gameType: 'SPORTS', vendor: 'DS88', nameKey: 'nav.ds88' },
  ],
  esportsVendors: [],
  encryptionRequired: true,
  // Cashback of 0.5 % to 1 % of valid turnover by category, claimed by the member (fresh installs only: an upgraded install has cashback off until an operator sets rates).
  rebate: { mode: 'manual', rates: { LOTT: 50, ELOTT: 50, RNG: 80, LIVE: 60, FISH: 80, PVP: 50, SPORTS: 100, ESPORTS: 100 } },
};

/** Everything on except the extra check for logins from unregistered IPs, which a demo would trip over. */
export const demoModules: Record<ModuleId, boolean> = Object.fromEntries(moduleIds.map((id) => [id, id !== 'LOGINIPVERF3'])) as Record<ModuleId, boolean>;

type Rule = { field: RegisterField; enabled: boolean; required: boolean; patternId: PatternId; min: number; max: number };
const rule = (field: RegisterField, enabled: boolean, required: boolean, patternId: PatternId, min: number, max: number): Rule => ({
  field,
  enabled,
  required,
  patternId,
  min,
  max,
});

/** Registration field rules (spec section 3 and 5). */
export const demoRegisterRules = [
  rule('username', true, true, 'ALPHANUMERIC_LEADING_LETTER', 6, 16),
  rule('password', true, true, 'PRINTABLE', 8, 128),
  rule('confirmPassword', true, true, 'ANY', 8, 128),
  rule('mobileNum', true, false, 'DIGITS', 7, 15),
  rule('verificationCode', true, false, 'DIGITS', 6, 6),
  rule('payeeName', true, false, 'ENGLISH_SPACES', 2, 50),
  rule('email', true, false, 'EMAIL', 5, 100),
  rule('qqNum', false, false, 'DIGITS', 5, 12),
  rule('recommenderId', false, false, 'ALPHANUMERIC', 4, 20),
  rule('affiliateCode', true, false, 'ALPHANUMERIC', 4, 20),
  rule('referralCode', true, false, 'ALPHANUMERIC', 4, 20),
  rule('paymentPassword', false, false, 'DIGITS', 6, 6),
  rule('line', false, false, 'NO_SPACES', 3, 40),
  rule('whatsapp', true, false, 'DIGITS', 7, 15),
  rule('facebook', false, false, 'NO_SPACES', 3, 60),
  rule('wechat', false, false, 'NO_SPACES', 3, 40),
  rule('idNumber', false, false, 'ALPHANUMERIC', 6, 20),
  rule('captcha', true, true, 'ALPHANUMERIC', 4, 6),
].map((r, sort) => ({ ...r, acceptedPattern: patternCatalog[r.patternId], sort }));
