import type { StatusValue } from '@lotus/contract/system';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** A full status answer as the server sends it (statusValueSchema), with overrides. */
export function statusValue(over: DeepPartial<StatusValue> = {}): StatusValue {
  const base: StatusValue = {
    status: 0,
    maintenance: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'PK' },
    info: {
      brand: {
        merchantCode: 'lotus',
        name: 'Lotus',
        logoUrl: null,
        iconUrl: null,
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
        licence: { issuer: 'Gaming Services Provider N.V.', number: '8048/JAZ', jurisdiction: 'Curaçao' },
        footerLinks: {},
        loginRequiredForHome: false,
        navigation: [{ gameType: 'LIVE' }, { gameType: 'RNG' }, { gameType: 'SPORTS', vendor: 'DS88' }, { gameType: 'LOTT' }, { gameType: 'FISH' }],
        gameCategories: ['SPORTS', 'LOTT', 'LIVE', 'FISH', 'RNG'],
        esportsVendors: [],
        encryptionRequired: true,
        defaultDialingCode: '92',
      },
      whitelabel: [
        { modId: 'COMM3', enabled: true, childrenNodes: [] },
        { modId: 'REG3', enabled: true, childrenNodes: [{ modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] }] },
        { modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }] },
      ],
      register: [],
      resources: [
        { resourceType: 'IOS', url: 'https://apps.example.test/ios', qrCodeUrl: '', labelName: 'labelNameCn' },
        { resourceType: 'ANDROID', url: 'https://apps.example.test/android.apk', qrCodeUrl: '', labelName: 'labelNameCn' },
      ],
      customerService: [{ type: 1, path: 'https://chat.example.test/', label: 'Live chat' }],
      analytics: {},
      imageCDNs: [],
      launchGameCDNs: [],
      domainRoute: [],
      mainDomain: '',
    },
  };
  return merge(base, over) as StatusValue;
}

function merge(a: unknown, b: unknown): unknown {
  if (b === undefined) return a;
  if (Array.isArray(b) || typeof b !== 'object' || b === null || typeof a !== 'object' || a === null) return b;
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [k, v] of Object.entries(b)) out[k] = merge((a as Record<string, unknown>)[k], v);
  return out;
}

export const registerRules = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'ALPHANUMERIC_LEADING_LETTER', minLength: 4, maxLength: 16 },
  { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 },
  { field: 'confirmPassword', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 },
  { field: 'email', enabled: true, required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+$', patternId: 'EMAIL', minLength: 5, maxLength: 60 },
  { field: 'wechat', enabled: false, required: false, acceptedPattern: '*', patternId: 'NO_SPACES', minLength: 0, maxLength: 30 },
] as const;
