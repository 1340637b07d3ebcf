import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** The sanitiser (DOMPurify) loads on first use: most visits never show server HTML. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('../../lib/sanitize-html').then((m) => m.sanitizeHtml);
  return sanitizer;
}

/** Server HTML (help articles, notices, popup bodies), shown only once sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ html: string; safe: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean({ html, safe: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  // Until the sanitiser is in (or when the HTML changed), nothing unsanitised is ever rendered.
  if (clean?.html !== html) return <div className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.safe }} />;
}
