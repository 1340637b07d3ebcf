import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@lotus/contract/system';
import { buildRegisterSchema, passesRule, visibleFields } from './register-schema';

const rule = (over: Partial<FieldRule>): FieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'letterDigit',
  minLength: 4,
  maxLength: 12,
  ...over,
});

const messages = {
  required: (f: string) => `required:${f}`,
  pattern: (r: FieldRule) => `pattern:${r.patternId}:${r.minLength}-${r.maxLength}`,
  mismatch: 'mismatch',
  ageConsent: 'age',
};

const rules: FieldRule[] = [
  rule({}),
  rule({ field: 'password', acceptedPattern: '*', patternId: 'password', minLength: 6, maxLength: 20 }),
  rule({ field: 'confirmPassword', acceptedPattern: '*', patternId: 'password', minLength: 6, maxLength: 20 }),
  rule({ field: 'email', required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 'email', minLength: 5, maxLength: 60 }),
  rule({ field: 'wechat', enabled: false }),
];

describe('registration rules', () => {
  it('shows only enabled fields, in form order', () => {
    expect(visibleFields(rules).map((r) => r.field)).toEqual(['username', 'password', 'confirmPassword', 'email']);
  });

  it('treats "*" as any value but still checks the length', () => {
    const r = rule({ acceptedPattern: '*', minLength: 2, maxLength: 3 });
    expect(passesRule(r, 'ab')).toBe(true);
    expect(passesRule(r, 'a')).toBe(false);
    expect(passesRule(r, 'abcd')).toBe(false);
  });

  it('trims, requires, matches the pattern and compares the confirmation', () => {
    const schema = buildRegisterSchema(rules, messages);
    const ok = schema.safeParse({ username: '  lotus7 ', password: 'secret1', confirmPassword: 'secret1', email: '', ageConsent: true });
    expect(ok.success).toBe(true);
    expect((ok.data as Record<string, unknown>).username).toBe('lotus7');

    const bad = schema.safeParse({ username: '7lotus', password: '', confirmPassword: 'other12', email: 'nope', ageConsent: false });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      username: 'pattern:letterDigit:4-12',
      password: 'required:password',
      email: 'pattern:email:5-60',
      ageConsent: 'age',
    });
  });

  it('flags a confirmation that differs from the password', () => {
    const schema = buildRegisterSchema(rules, messages);
    const r = schema.safeParse({ username: 'lotus7', password: 'secret1', confirmPassword: 'secret2', ageConsent: true });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['mismatch']);
  });
});
