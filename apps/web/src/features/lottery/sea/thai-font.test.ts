import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The Thai labels of /seaLottery need a Thai font: no phone or desktop is sure to have one, and
 * without it they show as empty boxes. The font is bundled (the CSP allows fonts from 'self' only)
 * and rides with the page's lazy chunk, never with the home page's entry.
 */
const require = createRequire(import.meta.url);
const here = import.meta.dirname;
const read = (file: string) => readFileSync(path.resolve(here, file), 'utf8');
const css = read('thai-font.css');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
const prop = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
const thaiRange = (JSON.parse(readFileSync(require.resolve('@fontsource/noto-sans-thai/unicode.json'), 'utf8')) as { thai: string }).thai;

describe('the Thai font of /seaLottery', () => {
  it('declares Noto Sans Thai in the weights the page sets Thai text in (semibold, bold, black)', () => {
    const weights = faces.filter((f) => prop(f, 'font-family') === "'Noto Sans Thai'").map((f) => prop(f, 'font-weight'));
    expect(weights).toEqual(expect.arrayContaining(['600', '700', '900']));
  });

  it('limits every face to the Thai block, so the browser fetches a file only when Thai glyphs render', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(prop(face, 'unicode-range')?.replace(/\s/g, '')).toBe(thaiRange);
  });

  it('takes each file from the bundled package (no CDN), and the files exist', () => {
    for (const face of faces) {
      const url = /url\('([^']+)'\)/.exec(prop(face, 'src') ?? '')?.[1] ?? '';
      expect(url).toMatch(/^@fontsource\/noto-sans-thai\/files\/.+\.woff2$/);
      expect(existsSync(require.resolve(url))).toBe(true);
    }
  });

  it('puts the font first for text marked lang="th"', () => {
    expect(css).toMatch(/:lang\(th\)\s*{\s*font-family:\s*'Noto Sans Thai',/);
  });

  it('is imported by the page (its lazy chunk) and not by the entry', () => {
    expect(read('sea-lottery-page.tsx')).toMatch(/^import '\.\/thai-font\.css';$/m);
    for (const entry of ['../../../main.tsx', '../../../index.css']) expect(read(entry)).not.toMatch(/noto-sans-thai|Noto Sans Thai|thai-font/i);
  });
});
