import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFieldRule, patternCatalog, type PatternId } from './form-rules.ts';

const patternIds = Object.keys(patternCatalog) as PatternId[];
const ruleArb = fc.record({
  enabled: fc.boolean(),
  required: fc.boolean(),
  patternId: fc.constantFrom(...patternIds),
  minLength: fc.integer({ min: 0, max: 12 }),
  span: fc.integer({ min: 0, max: 12 }),
});
const valueArb = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,20}$/), fc.stringMatching(/^[0-9]{0,20}$/), fc.constant(''), fc.constant('   '));

/** The rule engine, property-tested: the same answer the form and the server give, for any rule and input. */
describe('field rule engine (properties)', () => {
  it('passes exactly the values that are empty-and-optional, or trimmed, within length and matching', () => {
    fc.assert(
      fc.property(ruleArb, valueArb, (r, value) => {
        const rule = { enabled: r.enabled, required: r.required, acceptedPattern: patternCatalog[r.patternId], patternId: r.patternId, minLength: r.minLength, maxLength: Math.max(1, r.minLength + r.span) };
        const result = checkFieldRule(rule, value);
        const v = value.trim();
        const length = [...v].length;
        const matches = rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern, 'u').test(v);
        const shouldPass = !rule.enabled || (v === '' ? !rule.required : length >= rule.minLength && length <= rule.maxLength && matches);
        expect(result === null).toBe(shouldPass);
        if (result) {
          expect(result.key).toBe(v === '' ? 'required' : `pattern.${rule.patternId}`);
          expect([result.min, result.max, result.exact]).toEqual([rule.minLength, rule.maxLength, rule.minLength === rule.maxLength]);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('lets "*" accept any text within the length limits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''), (value) => {
        const rule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 100 };
        expect(checkFieldRule(rule, value)).toBeNull();
      }),
    );
  });

  it('ignores surrounding spaces (inputs are trimmed)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{5,10}$/), fc.stringMatching(/^ {0,3}$/), fc.stringMatching(/^ {0,3}$/), (core, before, after) => {
        const rule = { enabled: true, required: true, acceptedPattern: patternCatalog.ALPHANUMERIC_LEADING_LETTER, patternId: 'ALPHANUMERIC_LEADING_LETTER', minLength: 6, maxLength: 11 };
        expect(checkFieldRule(rule, before + core + after)).toEqual(checkFieldRule(rule, core));
      }),
    );
  });
});
