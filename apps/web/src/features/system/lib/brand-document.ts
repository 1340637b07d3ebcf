import type { BrandMark } from '../../shell/components/site-logo';

/**
 * The browser tab names the brand and shows its icon: index.html is the same file for every brand of a
 * deployment (it says "Lotus", the platform's own name, and carries the drawn mark) until the status call
 * names the brand.
 */
export function applyBrandDocument(brand: BrandMark, doc: Document = document): void {
  doc.title = brand.name;
  if (!brand.iconUrl) return;
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? doc.head.appendChild(Object.assign(doc.createElement('link'), { rel: 'icon' }));
  icon.removeAttribute('type'); // the brand's icon may be a PNG or an ICO, not the drawn SVG
  icon.href = brand.iconUrl;
}
