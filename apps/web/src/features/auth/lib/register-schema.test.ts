import { describe, expect, it } from 'vitest';
import { patternCatalog } from '@lotus/contract/form-rules';
import type { FieldRule } from '@lotus/contract/system';
import { buildRegisterSchema, registerFieldsFor, visibleFields } from './register-schema';

const rule = (over: Partial<FieldRule>): FieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: patternCatalog.ALPHANUMERIC_LEADING_LETTER,
  patternId: 'ALPHANUMERIC_LEADING_LETTER',
  minLength: 4,
  maxLength: 12,
  ...over,
});

const messages = {
  failure: (field: string, f: { key: string; min: number; max: number; exact: boolean }) =>
    f.key === 'required' ? `required:${field}` : `${f.key}:${f.exact ? f.min : `${f.min}-${f.max}`}`,
  mismatch: 'mismatch',
  ageConsent: 'age',
};

const rules: FieldRule[] = [
  rule({}),
  rule({ field: 'password', acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 }),
  rule({ field: 'confirmPassword', acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 }),
  rule({ field: 'email', required: false, acceptedPattern: patternCatalog.EMAIL, patternId: 'EMAIL', minLength: 5, maxLength: 60 }),
  rule({ field: 'verificationCode', required: false, acceptedPattern: patternCatalog.DIGITS, patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
  rule({ field: 'wechat', enabled: false }),
];

describe('registration rules', () => {
  it('shows only enabled fields, in form order', () => {
    expect(visibleFields(rules).map((r) => r.field)).toEqual(['username', 'password', 'confirmPassword', 'verificationCode', 'email']);
  });

  it('trims, accepts valid input and skips empty optional fields', () => {
    const ok = buildRegisterSchema(rules, messages).safeParse({
      username: '  lotus7 ',
      password: 'secret1',
      confirmPassword: 'secret1',
      email: '',
      verificationCode: '',
      ageConsent: true,
    });
    expect(ok.success).toBe(true);
    expect((ok.data as Record<string, unknown>).username).toBe('lotus7');
  });

  it('reports required, pattern (range or one number), "*" length and age consent', () => {
    const bad = buildRegisterSchema(rules, messages).safeParse({
      username: '7lotus',
      password: '',
      confirmPassword: 'abc',
      email: 'nope',
      verificationCode: '123',
      ageConsent: false,
    });
    expect(bad.success).toBe(false);
    // The form shows the first issue of each field.
    const byField: Record<string, string> = {};
    for (const i of bad.error!.issues) byField[i.path.join('.')] ??= i.message;
    expect(byField).toMatchObject({
      username: 'pattern.ALPHANUMERIC_LEADING_LETTER:4-12',
      password: 'required:password',
      confirmPassword: 'pattern.ANY:6-20',
      email: 'pattern.EMAIL:5-60',
      verificationCode: 'pattern.DIGITS:6',
      ageConsent: 'age',
    });
  });

  it('flags a confirmation that differs from the password', () => {
    const r = buildRegisterSchema(rules, messages).safeParse({ username: 'lotus7', password: 'secret1', confirmPassword: 'secret2', ageConsent: true });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['mismatch']);
  });
});

describe('fields per registration mode', () => {
  const all = [
    ...rules,
    rule({ field: 'mobileNum', required: false, acceptedPattern: patternCatalog.DIGITS, patternId: 'DIGITS', minLength: 7, maxLength: 15 }),
    rule({ field: 'affiliateCode', required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 20 }),
    rule({ field: 'captcha', acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 6 }),
  ];
  const on = { mobilePassword: true, mobileVerification: true, affiliate: true, captcha: true };
  const names = (list: FieldRule[]) => list.map((r) => `${r.field}${r.required ? '*' : ''}`);

  it('username mode: username and passwords required, no SMS code', () => {
    expect(names(registerFieldsFor(all, 'username', on))).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum', 'email', 'affiliateCode', 'captcha*']);
  });

  it('mobile mode: no username, mobile and code required, passwords only with MOBILENUMPASSREG3', () => {
    expect(names(registerFieldsFor(all, 'mobile', on))).toEqual(['password*', 'confirmPassword*', 'mobileNum*', 'verificationCode*', 'email', 'affiliateCode', 'captcha*']);
    expect(names(registerFieldsFor(all, 'mobile', { ...on, mobilePassword: false, mobileVerification: false }))).toEqual([
      'mobileNum*',
      'email',
      'affiliateCode',
      'captcha*',
    ]);
  });

  it('drops the affiliate code without AFFMAN3 and the captcha without CAPTCHA3', () => {
    expect(names(registerFieldsFor(all, 'username', { ...on, affiliate: false, captcha: false }))).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum', 'email']);
  });
});
