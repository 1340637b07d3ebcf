import type { FieldRule } from './system.ts';

/**
 * The generic patterns of spec section 5. A brand's field rule names one by `patternId` (which picks
 * the message) and carries its own `acceptedPattern` (a regular expression, or "*" for anything).
 * The same check runs in the browser form and on the server.
 */
export const patternCatalog = {
  ALPHANUMERIC_LEADING_LETTER: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  ALPHANUMERIC: '^[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALPHANUMERIC_ONE_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  /** Passwords (NIST 800-63B): any printable character, spaces and symbols included; no control characters. */
  PRINTABLE: '^[^\\p{Cc}]+$',
  THAI: '^[\\u0E00-\\u0E7F ]+$',
  KOREAN: '^[\\uAC00-\\uD7A3 ]+$',
  DATE_YYYY_MM_DD: '^\\d{4}-\\d{2}-\\d{2}$',
  DATE_MM_DD_YYYY: '^\\d{2}-\\d{2}-\\d{4}$',
  ANY: '*',
} as const;
export type PatternId = keyof typeof patternCatalog;

export function isPatternId(id: string): id is PatternId {
  return Object.hasOwn(patternCatalog, id);
}

/** Why a value fails a rule: a translation key plus the numbers its message needs. */
export interface RuleFailure {
  key: 'required' | `pattern.${string}`;
  min: number;
  max: number;
  /** True when min equals max: the message shows one number. */
  exact: boolean;
}

/** Compiled patterns are cached: rules repeat on every keystroke and request. */
const compiled = new Map<string, RegExp | null>();
function compile(pattern: string): RegExp | null {
  if (pattern === '*') return null;
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      // A broken pattern from configuration must not open the field to anything: nothing matches.
      re = /$^/;
    }
    compiled.set(pattern, re);
  }
  return re;
}

/** Checks one (already trimmed) value against its rule; null when it passes. Disabled fields always pass. */
export function checkFieldRule(rule: Omit<FieldRule, 'field'>, value: string | undefined | null): RuleFailure | null {
  const v = (value ?? '').trim();
  const failure = (key: RuleFailure['key']): RuleFailure => ({ key, min: rule.minLength, max: rule.maxLength, exact: rule.minLength === rule.maxLength });
  if (!rule.enabled) return null;
  if (v === '') return rule.required ? failure('required') : null;
  const length = [...v].length;
  const re = compile(rule.acceptedPattern);
  if (length < rule.minLength || length > rule.maxLength || (re !== null && !re.test(v))) return failure(`pattern.${rule.patternId}`);
  return null;
}
