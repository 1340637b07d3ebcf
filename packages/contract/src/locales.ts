/**
 * The language registry. Codes are the platform's own (sent in the `Language` header); `tag` is the
 * BCP 47 tag used with Intl. Right-to-left languages mirror the layout. Which languages a brand offers
 * is brand data; how complete each catalog is, the web measures from its catalogs.
 */
export const languages = [
  { code: 'EN', tag: 'en', name: 'English', dir: 'ltr' },
  { code: 'UR', tag: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'CN', tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  { code: 'JA', tag: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'KO', tag: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'TH', tag: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', tag: 'es', name: 'Español', dir: 'ltr' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ', dir: 'ltr' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'PT', tag: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்', dir: 'ltr' },
  { code: 'TY', tag: 'fil', name: 'Tagalog', dir: 'ltr' },
  { code: 'TR', tag: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'BN', tag: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'AR', tag: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'FA', tag: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'RU', tag: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'KK', tag: 'kk', name: 'Қазақ', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', name: 'Oʻzbek', dir: 'ltr' },
  { code: 'LO', tag: 'lo', name: 'ລາວ', dir: 'ltr' },
  { code: 'NE', tag: 'ne', name: 'नेपाली', dir: 'ltr' },
  { code: 'FR', tag: 'fr', name: 'Français', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export type Language = (typeof languages)[number];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const defaultLanguage: LanguageCode = 'EN';

export function findLanguage(code: string | undefined | null): Language | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  return languages.find((l) => l.code === upper);
}
