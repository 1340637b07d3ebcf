import { z } from 'zod';

/**
 * Text fields of the wire contract. Control characters are refused where text enters: PostgreSQL
 * cannot store NUL at all (it answered 500), and the rest (escapes, bells, C1 controls) have no place in
 * names, codes or messages. Every string a client sends is built from one of these.
 */
export const controlCharacterMessage = 'must not contain control characters';

/** No C0 control (U+0000-U+001F), DEL or C1 control (U+007F-U+009F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const singleLine = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The same, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- as above
const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** A string without control characters; chain `.min`, `.max`, `.regex`, `.trim` as with `z.string()`. */
export const str = () => z.string().regex(singleLine, controlCharacterMessage);

/** A single-line text field: no control characters, trimmed, at most `max` characters. */
export const text = (max: number) => str().trim().max(max);

/** Text that may span lines (feedback, reasons): tab, CR and LF allowed, other controls and NUL never. */
export const multilineText = (max: number) => z.string().regex(multiLine, controlCharacterMessage).trim().max(max);

/** The two patterns above, so a test can tell a field built here from a bare `z.string()`. */
export const controlFreePatterns: readonly RegExp[] = [singleLine, multiLine];

/**
 * An image the site loads from an operator's setting (a brand's logo): an https address or a path on the site
 * itself. Never another scheme (`javascript:`, `data:`), and not plain http, which the site's content policy
 * (`img-src 'self' data: blob: https:`) would block on a page served over https anyway.
 */
export const isSiteImageAddress = (v: string) => /^https:\/\/[^\s/][^\s]*$/iu.test(v) || /^\/(?!\/)[^\s]*$/u.test(v);
