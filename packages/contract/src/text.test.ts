import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { controlFreePatterns, multilineText, str, text } from './text.ts';

/** Every string schema reachable from an input schema, with its path (`body.username`, `query.items[]`). */
function stringLeaves(schema: z.ZodType, at: string, out: Array<{ at: string; schema: z.ZodType }>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (child: unknown, where: string) => stringLeaves(child as z.ZodType, where, out, seen);
  switch (def.type) {
    case 'string':
      out.push({ at, schema });
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${at}.${key}`);
      if (def.catchall) walk(def.catchall, `${at}.*`);
      return;
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, at);
    case 'pipe':
      walk(def.in, at);
      return walk(def.out, at);
    case 'union':
      for (const option of def.options as unknown[]) walk(option, at);
      return;
    case 'intersection':
      walk(def.left, at);
      return walk(def.right, at);
    case 'record':
      walk(def.keyType, `${at}{key}`);
      return walk(def.valueType, `${at}{}`);
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `${at}[${i}]`));
      return;
    case 'lazy':
      return walk((def.getter as () => unknown)(), at);
    default:
      return; // numbers, booleans, enums, literals, transforms: no free text
  }
}

/** Strings with a control character that some length, digit or format rule might still let through. */
const controlSamples = ['\u0000', '\u0007', '\u001b', '\u009b'].flatMap((c) =>
  [0, 1, 2, 3, 4, 5, 6, 8, 11, 16, 20, 32, 64].flatMap((n) => [`${'a'.repeat(n)}${c}`, `${c}${'1'.repeat(n)}`, `${'A'.repeat(n)}${c}A`, `${'0'.repeat(n)}${c}`]),
);

type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp } } };
/**
 * A string field is safe when it is built by text.ts, or when a format or pattern (uuid, digits, codes)
 * already confines it and it refuses every sample. A word-count or other custom rule is not enough.
 */
function controlFree(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { checks?: Check[]; format?: string } } })._zod.def;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  if (checks.some((c) => c.pattern !== undefined && controlFreePatterns.includes(c.pattern))) return true;
  // z.uuid(), z.iso.date() and the like are formats themselves; z.string().regex() carries one as a check.
  const confined = def.format !== undefined || checks.some((c) => c.check === 'string_format');
  return confined && !controlSamples.some((s) => schema.safeParse(s).success);
}

describe('text fields refuse control characters', () => {
  it('text builders refuse NUL and controls; multi-line text keeps tab, CR and LF', () => {
    expect(text(10).safeParse('ab\u0000').success).toBe(false);
    expect(str().safeParse('\u009b').success).toBe(false);
    expect(text(10).safeParse('a\nb').success).toBe(false);
    expect(multilineText(20).safeParse('line one\r\nline\ttwo').success).toBe(true);
    expect(multilineText(20).safeParse('a\u0000b').success).toBe(false);
    expect(text(10).parse('  Ali  ')).toBe('Ali');
  });

  it('every string field of every call (params, query, body) refuses NUL and other control characters', () => {
    const leaky: string[] = [];
    for (const [name, def] of Object.entries(endpoints)) {
      const leaves: Array<{ at: string; schema: z.ZodType }> = [];
      const inputs = { params: (def as { params?: z.ZodType }).params, query: def.query, body: def.body };
      for (const [where, schema] of Object.entries(inputs)) if (schema) stringLeaves(schema, where, leaves);
      for (const leaf of leaves) if (!controlFree(leaf.schema)) leaky.push(`${name} ${leaf.at}`);
    }
    expect(leaky).toEqual([]);
  });

  it('every number field of every call is bounded, so no id, page or amount can overflow a database integer (500)', () => {
    const huge = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    const unbounded: string[] = [];
    for (const [name, def] of Object.entries(endpoints)) {
      const fields: Array<{ at: string; schema: z.ZodType }> = [];
      const inputs = { params: (def as { params?: z.ZodType }).params, query: def.query, body: def.body };
      for (const [where, schema] of Object.entries(inputs)) if (schema) objectFields(schema, where, fields);
      // A field as a whole (with its transforms) must refuse a huge number, alone or inside an array.
      for (const f of fields) if (huge.some((n) => f.schema.safeParse(n).success || f.schema.safeParse([n]).success)) unbounded.push(`${name} ${f.at}`);
    }
    expect(unbounded).toEqual([]);
  });
});

/** Every field of the objects reachable from an input schema (through wrappers and arrays), with its path. */
function objectFields(schema: z.ZodType, at: string, out: Array<{ at: string; schema: z.ZodType }>): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      out.push({ at: `${at}.${key}`, schema: child });
      objectFields(child, `${at}.${key}`, out);
    }
  } else if (def.type === 'array') objectFields(def.element as z.ZodType, `${at}[]`, out);
  else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type)) objectFields(def.innerType as z.ZodType, at, out);
  else if (def.type === 'pipe') objectFields(def.in as z.ZodType, at, out);
}
