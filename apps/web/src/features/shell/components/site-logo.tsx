import { clsx } from 'clsx';
import { useState } from 'react';

/** What the site shows as the brand (the status call's brand info). */
export interface BrandMark {
  name: string;
  logoUrl: string | null;
  iconUrl: string | null;
}

/**
 * Width of the drawn wordmark's name at 24 px in the site's face (Inter 800), by character. Held with
 * `textLength`, the mark is the same size whether Inter has loaded or not, so nothing beside it moves.
 */
function nameWidth(name: string): number {
  let width = 0;
  for (const c of name) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(c)) width += 24; // CJK, Hangul, full width
    else if (/[ijlt.,:;'!|I ]/u.test(c)) width += 8.5;
    else if (/[mwMW]/u.test(c)) width += 21;
    else if (/[A-Z]/u.test(c)) width += 16;
    else width += 14;
  }
  return Math.ceil(width);
}

/**
 * The brand's mark. A brand with a logo (`logoUrl`) shows it, in a box of the drawn wordmark's shape so the
 * header keeps its place while it loads; one without, or whose image fails, gets the drawn mark (a three-petal
 * lotus over a water line, drawn for this project) with the brand's name. `compact` shows the square mark
 * alone (the brand's `iconUrl`, else its logo made narrower, else the drawn petals), for a phone header that also carries the
 * balance. A brand mark keeps its own reading order, so it stays left-to-right in right-to-left pages.
 */
export function SiteLogo({ className, brand, compact = false }: { className?: string; brand: BrandMark; compact?: boolean }) {
  const square = compact && brand.iconUrl !== null;
  const image = square ? brand.iconUrl : brand.logoUrl;
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt={brand.name}
        onError={() => setFailed(image)}
        // A compact header without an icon gives the logo 5 rem: narrower, but still readable.
        className={clsx('h-8 object-contain object-left rtl:object-right', square ? 'aspect-square' : 'aspect-[11/3]', compact && !square && 'w-20', className)}
      />
    );
  }
  return <DrawnMark className={className} name={brand.name} compact={compact} />;
}

function DrawnMark({ className, name, compact }: { className?: string; name: string; compact: boolean }) {
  // The compact mark (narrow headers) has its own gradient ids: both may be in the page, one hidden.
  const petal = compact ? 'lotus-petal-compact' : 'lotus-petal';
  const textWidth = nameWidth(name);
  return (
    <svg
      viewBox={compact ? '0 0 36 36' : `0 0 ${40 + textWidth + 4} 36`}
      direction="ltr"
      role="img"
      aria-label={name}
      className={clsx('h-8 w-auto', className)}
    >
      <defs>
        <linearGradient id={petal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id="lotus-word" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff7d6" />
          <stop offset=".55" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <g>
        <path d="M18 4c4.2 4.8 5.6 10 0 19-5.6-9-4.2-14.2 0-19z" fill={`url(#${petal})`} />
        <path d="M5 12.5c6.4-.2 10.6 3.4 12.6 10.4C10.4 23.8 5.6 20 5 12.5z" fill={`url(#${petal})`} opacity=".88" />
        <path d="M31 12.5c-6.4-.2-10.6 3.4-12.6 10.4 7.2.9 12-2.9 12.6-10.4z" fill={`url(#${petal})`} opacity=".88" />
        <path d="M4 27.5c6.5 4.2 21.5 4.2 28 0" fill="none" stroke={`url(#${petal})`} strokeWidth="2.4" strokeLinecap="round" />
      </g>
      {compact ? null : (
        <text
          x="40"
          y="26"
          fill="url(#lotus-word)"
          // The site's face (Inter once cached, else the device's), held to the width Inter would take.
          textLength={textWidth}
          lengthAdjust="spacingAndGlyphs"
          style={{ font: '800 24px var(--font-sans)', letterSpacing: '0.02em' }}
        >
          {name}
        </text>
      )}
    </svg>
  );
}
