import { brandIssueKeys, type BrandIssue, type BrandIssueKey, type BrandParseError } from '@lotus/contract/brand-admin';
import type { TFunction } from 'i18next';

/** Form errors by the dotted path of the settings field ("rates.LOTT", "windows.0.to"). */
export type FieldErrors = Record<string, string>;

const isBrandIssue = (message: string): message is BrandIssueKey => (brandIssueKeys as readonly string[]).includes(message);

/** One issue of a contract schema as the operator reads it: our own rules by key, zod's by their code. */
export function issueText(issue: BrandIssue, t: TFunction): string {
  if (isBrandIssue(issue.message)) return t(`brand.validation.${issue.message}`);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return t('brand.validation.whole');
      return issue.expected === 'number' ? t('brand.validation.number') : t('brand.validation.required');
    case 'too_small':
      if (issue.origin === 'array') return t('brand.validation.tooFew', { min: Number(issue.minimum) });
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('brand.validation.required') : t('brand.validation.tooShort');
      return t('brand.validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array') return t('brand.validation.tooMany', { max: Number(issue.maximum) });
      if (issue.origin === 'string') return t('brand.validation.tooLong');
      return t('brand.validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return t('brand.validation.format');
    case 'invalid_value':
    case 'invalid_key':
      return t('brand.validation.choice');
    default:
      return t('brand.validation.invalid');
  }
}

/** Every issue of a failed parse by path; the first issue of a field wins. */
export function fieldErrors(error: BrandParseError | undefined, t: TFunction): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issueText(issue, t);
  }
  return out;
}

/** An issue the server found in a write (`brand.config.invalid`'s `value.issues`): a path and a message key. */
export interface ServerIssue {
  path: string[];
  message: string;
}

/** The server's issues by path, as the form's own are. */
export function serverFieldErrors(issues: ServerIssue[], t: TFunction): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) out[issue.path.join('.')] ??= isBrandIssue(issue.message) ? t(`brand.validation.${issue.message}`) : t('brand.validation.invalid');
  return out;
}

/** Errors of the entries of a one-per-line list, as "Line 2: …" under the list's field. */
export function lineErrors(errors: FieldErrors, path: string, t: TFunction): string | null {
  const lines = Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .map(([k, message]) => {
      const index = k.slice(path.length + 1).split('.')[0];
      return index && /^\d+$/.test(index) ? t('brand.form.line', { line: Number(index) + 1, message }) : message;
    });
  return lines.length > 0 ? lines.join(' ') : null;
}

/** A textarea's lines as list entries: trimmed, blank lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
