import { parse as parseCsv } from 'csv-parse/sync';
import { gameImportRowSchema, type GameImportError, type GameImportRow } from '@lotus/contract/games';
import { AppError } from '../../platform/errors.ts';
import type { GamesRepository } from './games.repository.ts';

export type ImportFormat = 'json' | 'jsonl' | 'csv';
export interface ImportResult {
  rows: number;
  inserted: number;
  updated: number;
  /** Rows equal to what the catalogue already had. */
  unchanged: number;
  dryRun: boolean;
}
/** A parsed row with where it came from. */
interface Located {
  line: number;
  row: number;
  value: unknown;
}

/** Most rows one file may hold; most errors listed in an answer (the count says how many there were). */
const MAX_ROWS = 100_000;
const MAX_LISTED_ERRORS = 500;

/**
 * After a write this large, vacuum and analyze `games` (autovacuum may be minutes away): fresh planner
 * statistics, and a visibility map that lets counts read the index alone.
 */
const ANALYZE_AFTER_ROWS = 1_000;

/** The format of a file: what the caller said, else its name, else its first character. */
export function detectFormat(text: string, fileName?: string, asked?: ImportFormat): ImportFormat {
  if (asked) return asked;
  const name = fileName?.toLowerCase() ?? '';
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return 'jsonl';
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.csv')) return 'csv';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[')) return 'json';
  return start.startsWith('{') ? 'jsonl' : 'csv';
}

/** Where each element of a top-level JSON array sits: offsets [start, end) and the 1-based line it starts on. */
interface Span {
  start: number;
  end: number;
  line: number;
}

/**
 * The elements of a top-level JSON array, found by tracking strings and nesting depth only (a raw
 * newline cannot occur in a JSON string). On malformed text the spans are a best effort.
 */
export function arrayElementSpans(text: string): Span[] {
  const spans: Span[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectValue = false;
  let open: { start: number; line: number } | null = null;
  const close = (end: number) => {
    if (open) spans.push({ start: open.start, end, line: open.line });
    open = null;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectValue && c !== ']' && !/\s/.test(c)) {
      open = { start: i, line };
      expectValue = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (c === ']' || c === '}') {
      if (depth === 1) close(i);
      depth--;
    } else if (c === ',' && depth === 1) {
      close(i);
      expectValue = true;
    }
  }
  close(text.length);
  return spans;
}

/** The 1-based line on which each element of a top-level JSON array starts. */
export function arrayElementLines(text: string): number[] {
  return arrayElementSpans(text).map((s) => s.line);
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The line of a JSON.parse error: from the position V8 gives, else from the first element that fails alone. */
function jsonErrorLine(text: string, error: unknown): number {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (position) return lineAt(text, Number(position[1]));
  for (const span of arrayElementSpans(text)) {
    const element = text.slice(span.start, span.end);
    try {
      JSON.parse(element);
    } catch (inner) {
      const at = /position (\d+)/.exec(inner instanceof Error ? inner.message : '');
      return at ? span.line + lineAt(element, Number(at[1])) - 1 : span.line;
    }
  }
  return 1;
}

/** CSV cells are text: these columns become booleans, numbers and lists so the row schema can check them. */
const booleanColumns = new Set(['isHot', 'vassalage', 'demo', 'enabled']);
function csvCell(column: string, cell: string): unknown {
  if (booleanColumns.has(column)) {
    const v = cell.toLowerCase();
    if (['true', '1', 'yes', 'y'].includes(v)) return true;
    if (['false', '0', 'no', 'n'].includes(v)) return false;
    return cell; // left as text: the schema names the column
  }
  if (column === 'sort') return /^-?\d+$/.test(cell) ? Number(cell) : cell;
  if (column === 'classify') return cell.split(/[|;]/).map((t) => t.trim()).filter(Boolean);
  return cell;
}

/**
 * CSV with a header row: vendor, code, gameType, one `name.<LANG>` column per language (name.EN
 * required), and optionally iconUrl, classify (tags separated by | or ;), isHot, sort, vassalage,
 * demo, enabled. Empty cells take the defaults. Parsed by csv-parse (quotes, embedded newlines).
 */
function splitCsv(body: string): { rows: Located[]; errors: GameImportError[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parseCsv(body, { columns: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: false }) as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, row: 0, field: '', message: `not valid CSV (${error instanceof Error ? error.message : 'parse error'})` }] };
  }
  const rows: Located[] = records.map(({ record, info }, i) => {
    const value: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    for (const [column, cell] of Object.entries(record)) {
      if (cell === '') continue;
      const name = /^names?[._](.+)$/i.exec(column);
      if (name) names[name[1]!] = cell;
      else value[column] = csvCell(column, cell);
    }
    if (Object.keys(names).length) value.names = names;
    return { line: info.lines, row: i + 1, value };
  });
  return { rows, errors: [] };
}

function split(text: string, format: ImportFormat): { rows: Located[]; errors: GameImportError[] } {
  const body = text.replace(/^\uFEFF/, '');
  const errors: GameImportError[] = [];
  const rows: Located[] = [];
  if (format === 'csv') return splitCsv(body);
  if (format === 'jsonl') {
    const lines = body.split(/\r?\n/);
    for (const [i, raw] of lines.entries()) {
      if (raw.trim() === '') continue;
      try {
        rows.push({ line: i + 1, row: rows.length + 1, value: JSON.parse(raw) });
      } catch (error) {
        errors.push({ line: i + 1, row: rows.length + errors.length + 1, field: '', message: `not valid JSON (${error instanceof Error ? error.message : 'parse error'})` });
      }
    }
    return { rows, errors };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return { rows, errors: [{ line: jsonErrorLine(body, error), row: 0, field: '', message: `not valid JSON (${error instanceof Error ? error.message : 'parse error'})` }] };
  }
  if (!Array.isArray(parsed)) return { rows, errors: [{ line: 1, row: 0, field: '', message: 'the file must be a JSON array of games' }] };
  const lines = arrayElementLines(body);
  parsed.forEach((value, i) => rows.push({ line: lines[i] ?? 1, row: i + 1, value }));
  return { rows, errors };
}

/**
 * Loads vendors' game lists: every row is checked with the contract's zod schema (and for a known
 * vendor, and once per file) before anything is written; then all rows upsert by (vendor, code) in
 * one transaction, in batches. A file with any bad row changes nothing.
 */
export class GameImporter {
  constructor(private readonly repo: GamesRepository) {}

  /** Checks a file; returns the rows, or every problem with its line. */
  async validate(text: string, format: ImportFormat): Promise<{ rows: GameImportRow[]; errors: GameImportError[] }> {
    const { rows: located, errors } = split(text, format);
    if (located.length > MAX_ROWS) return { rows: [], errors: [{ line: located[MAX_ROWS]!.line, row: MAX_ROWS + 1, field: '', message: `a file holds at most ${MAX_ROWS} games` }] };
    if (located.length === 0 && errors.length === 0) errors.push({ line: 1, row: 0, field: '', message: 'the file holds no games' });
    const rows: { at: Located; row: GameImportRow }[] = [];
    for (const at of located) {
      const result = gameImportRowSchema.safeParse(at.value);
      if (result.success) rows.push({ at, row: result.data });
      else for (const issue of result.error.issues) errors.push({ line: at.line, row: at.row, field: issue.path.join('.'), message: issue.message });
    }
    const known = await this.repo.vendorCodes([...new Set(rows.map((r) => r.row.vendor))]);
    const seen = new Map<string, Located>();
    for (const { at, row } of rows) {
      if (!known.has(row.vendor)) errors.push({ line: at.line, row: at.row, field: 'vendor', message: `vendor ${row.vendor} is not in the catalogue` });
      const key = `${row.vendor}\u0000${row.code}`;
      const first = seen.get(key);
      if (first) errors.push({ line: at.line, row: at.row, field: 'code', message: `${row.vendor} ${row.code} is already on line ${first.line}` });
      else seen.set(key, at);
    }
    errors.sort((a, b) => a.line - b.line || a.row - b.row);
    return { rows: errors.length ? [] : rows.map((r) => r.row), errors };
  }

  /** Validates and writes a file (or, with dryRun, writes and rolls back, so the counts are exact). */
  async importText(text: string, options: { format?: ImportFormat; fileName?: string; dryRun?: boolean } = {}): Promise<ImportResult> {
    const format = detectFormat(text, options.fileName, options.format);
    const { rows, errors } = await this.validate(text, format);
    if (errors.length) {
      throw new AppError('game.import.invalid', {
        message: `The game list has ${errors.length} error(s); nothing was imported. First: line ${errors[0]!.line}${errors[0]!.field ? ` ${errors[0]!.field}` : ''}: ${errors[0]!.message}`.slice(0, 500),
        value: { errorCount: errors.length, errors: errors.slice(0, MAX_LISTED_ERRORS) },
      });
    }
    return this.write(rows, options.dryRun ?? false);
  }

  /** Writes checked rows in one transaction. */
  async write(rows: readonly GameImportRow[], dryRun = false): Promise<ImportResult> {
    const counts = await this.repo.importGames(rows, dryRun);
    if (!dryRun && counts.inserted + counts.updated >= ANALYZE_AFTER_ROWS) await this.repo.analyzeGames();
    return { rows: rows.length, ...counts, unchanged: rows.length - counts.inserted - counts.updated, dryRun };
  }
}
