import type { InboxCategory, InboxTemplate } from '@lotus/contract/messages';

/**
 * Event messages per language, with numbered placeholders (`{0}`, `{1}`: the spec's rule). A message keeps its
 * template key and parameters, so it reads in the language the member asks in; a language without a text
 * falls back to English. Amounts arrive formatted (two decimals, thousands separators) by the sender.
 */
interface Template {
  category: InboxCategory;
  title: Partial<Record<string, string>> & { EN: string };
  body: Partial<Record<string, string>> & { EN: string };
}

export const inboxTemplateTexts: Record<InboxTemplate, Template> = {
  'deposit.approved': {
    category: 'payment',
    title: { EN: 'Deposit approved', UR: 'ڈپازٹ منظور ہو گیا' },
    body: { EN: 'Your deposit of {0} {1} (no. {2}) was approved and credited to your wallet.', UR: 'آپ کا {0} {1} کا ڈپازٹ (نمبر {2}) منظور ہو کر آپ کے والیٹ میں جمع کر دیا گیا ہے۔' },
  },
  'deposit.rejected': {
    category: 'payment',
    title: { EN: 'Deposit rejected', UR: 'ڈپازٹ مسترد ہو گیا' },
    body: { EN: 'Your deposit of {0} {1} (no. {2}) was rejected. Reason: {3}', UR: 'آپ کا {0} {1} کا ڈپازٹ (نمبر {2}) مسترد کر دیا گیا۔ وجہ: {3}' },
  },
  'withdrawal.paid': {
    category: 'payment',
    title: { EN: 'Withdrawal paid', UR: 'رقم نکلوانے کی ادائیگی ہو گئی' },
    body: { EN: 'Your withdrawal of {0} {1} (no. {2}) was paid. Please confirm when you receive it.', UR: 'آپ کی {0} {1} کی رقم نکلوانے کی درخواست (نمبر {2}) ادا کر دی گئی۔ وصول ہونے پر براہ کرم تصدیق کریں۔' },
  },
  'withdrawal.rejected': {
    category: 'payment',
    title: { EN: 'Withdrawal rejected', UR: 'رقم نکلوانے کی درخواست مسترد' },
    body: { EN: 'Your withdrawal of {0} {1} (no. {2}) was rejected and the amount returned to your wallet. Reason: {3}', UR: 'آپ کی {0} {1} کی رقم نکلوانے کی درخواست (نمبر {2}) مسترد کر دی گئی اور رقم آپ کے والیٹ میں واپس آ گئی۔ وجہ: {3}' },
  },
  'password.changed': {
    category: 'account',
    title: { EN: 'Password changed', UR: 'پاس ورڈ تبدیل ہو گیا' },
    body: { EN: 'Your login password was changed on {0}. If this was not you, contact customer service at once.', UR: 'آپ کا لاگ ان پاس ورڈ {0} کو تبدیل کیا گیا۔ اگر یہ آپ نے نہیں کیا تو فوراً کسٹمر سروس سے رابطہ کریں۔' },
  },
  'bonus.granted': {
    category: 'promotion',
    title: { EN: 'Bonus granted', UR: 'بونس دیا گیا' },
    body: { EN: 'You received a bonus of {0} {1}: {2}.', UR: 'آپ کو {0} {1} کا بونس ملا ہے: {2}۔' },
  },
  'contract.offered': {
    category: 'account',
    title: { EN: 'New agent contract', UR: 'نیا ایجنٹ معاہدہ' },
    body: { EN: 'Your upline offered you a {0} contract. Open the agent centre to review and accept it.', UR: 'آپ کے اپ لائن نے آپ کو {0} معاہدے کی پیشکش کی ہے۔ اسے دیکھنے اور قبول کرنے کے لیے ایجنٹ سینٹر کھولیں۔' },
  },
  'feedback.replied': {
    category: 'feedback',
    title: { EN: 'Reply to your feedback', UR: 'آپ کی رائے کا جواب' },
    body: { EN: 'Our team answered your feedback no. {1}:\n\n{0}', UR: 'ہماری ٹیم نے آپ کی رائے نمبر {1} کا جواب دیا ہے:\n\n{0}' },
  },
};

/** Fills `{0}`, `{1}`, ... with the parameters; a placeholder without one stays as written. */
export function fillPlaceholders(text: string, params: readonly string[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, n: string) => params[Number(n)] ?? whole);
}

export function renderTemplate(key: string, params: readonly string[], language: string): { title: string; body: string } | null {
  const t = (inboxTemplateTexts as Record<string, Template | undefined>)[key];
  if (!t) return null;
  return { title: fillPlaceholders(t.title[language] ?? t.title.EN, params), body: fillPlaceholders(t.body[language] ?? t.body.EN, params) };
}
