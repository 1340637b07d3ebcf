import { decodeHTML } from 'entities';
import sanitize from 'sanitize-html';

/**
 * Operator HTML (notices, announcements, help articles) keeps formatting, links and images only: scripts,
 * styles, handlers, frames and other schemes than http(s) and mailto are dropped. The same list as the web's
 * sanitize-html.ts (DOMPurify), so what is saved is what the site shows. Run when saved and again when served:
 * a row written before a rule tightened, or straight into the database, is still cleaned on its way out.
 */
const options: sanitize.IOptions = {
  allowedTags: ['a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function cleanHtml(html: string): string {
  return sanitize(html, options);
}

/**
 * What a reader sees of operator HTML, as plain text: cleaned, tags dropped and entities decoded (`&amp;`,
 * `&nbsp;`, `&#39;`), for places that show text and never HTML (the marquee). Cleaned first, so a `<` left in
 * the result was text, and the contents of scripts and styles are gone.
 */
export function htmlText(html: string): string {
  return decodeHTML(cleanHtml(html).replace(/<[^>]*>/gu, '')).trim();
}
