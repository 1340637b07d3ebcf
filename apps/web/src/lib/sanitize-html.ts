import DOMPurify from 'dompurify';

/**
 * Server HTML (help articles, notices, popup bodies) is operator-written but still untrusted in the
 * browser: scripts, handlers and frames are stripped, links open safely in a new tab.
 */
const allowedTags = [
  'a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead',
  'tr', 'u', 'ul',
];
const allowedAttributes = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'target', 'rel'];

let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes });
}
