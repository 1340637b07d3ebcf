import type { ReactNode } from 'react';

/**
 * The slot symbols of the house studio, drawn for this project on a 100-unit grid. Gradients and
 * filters live once in <SymbolDefs /> (rendered by each screen) and are referenced by id.
 */
export function SymbolDefs() {
  const lin = (id: string, stops: [string, string, string], angle: 'v' | 'd' = 'v') => (
    <linearGradient id={id} x1="0" y1="0" x2={angle === 'd' ? '1' : '0'} y2="1">
      <stop offset="0" stopColor={stops[0]} />
      <stop offset="0.5" stopColor={stops[1]} />
      <stop offset="1" stopColor={stops[2]} />
    </linearGradient>
  );
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }} focusable="false">
      <defs>
        {lin('hs-gold', ['#fff4c2', '#f5b700', '#9a5b00'])}
        {lin('hs-gold-d', ['#fff7d6', '#f2b400', '#8a4f00'], 'd')}
        {lin('hs-red', ['#ff8a80', '#dc2626', '#7f1010'])}
        {lin('hs-crimson', ['#f87171', '#b91c1c', '#450a0a'])}
        {lin('hs-green', ['#bbf7d0', '#22c55e', '#14532d'])}
        {lin('hs-jade', ['#d1fae5', '#10b981', '#064e3b'])}
        {lin('hs-teal', ['#99f6e4', '#0d9488', '#134e4a'])}
        {lin('hs-purple', ['#f0abfc', '#a21caf', '#4a044e'])}
        {lin('hs-violet', ['#ddd6fe', '#7c3aed', '#2e1065'])}
        {lin('hs-orange', ['#fed7aa', '#f97316', '#9a3412'])}
        {lin('hs-lemon', ['#fefce8', '#facc15', '#a16207'])}
        {lin('hs-blue', ['#dbeafe', '#3b82f6', '#1e3a8a'])}
        {lin('hs-sky', ['#e0f2fe', '#0ea5e9', '#0c4a6e'])}
        {lin('hs-bronze', ['#fde68a', '#b45309', '#451a03'])}
        {lin('hs-plate', ['#334155', '#0f172a', '#020617'])}
        {lin('hs-wood', ['#b91c1c', '#7f1d1d', '#450a0a'])}
        {lin('hs-silver', ['#ffffff', '#cbd5e1', '#64748b'])}
        <radialGradient id="hs-pearl" cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.45" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#818cf8" />
        </radialGradient>
        <radialGradient id="hs-flame" cx="0.5" cy="0.6" r="0.6">
          <stop offset="0" stopColor="#fde047" />
          <stop offset="0.6" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hs-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7d6" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff7d6" stopOpacity="0" />
        </radialGradient>
        <filter id="hs-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="2.5" stdDeviation="2" floodColor="#000" floodOpacity="0.45" />
        </filter>
      </defs>
    </svg>
  );
}

const serif = "Georgia, 'Times New Roman', 'Noto Serif', serif";
// The site's face; a style, since presentation attributes do not take var().
const sans = 'var(--font-sans)';

function Shine({ cx, cy, rx, ry, rotate = -30 }: { cx: number; cy: number; rx: number; ry: number; rotate?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.55" transform={`rotate(${rotate} ${cx} ${cy})`} />;
}

function Sparkle({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return <path d={`M${x} ${y - 7 * s}L${x + 1.6 * s} ${y - 1.6 * s}L${x + 7 * s} ${y}L${x + 1.6 * s} ${y + 1.6 * s}L${x} ${y + 7 * s}L${x - 1.6 * s} ${y + 1.6 * s}L${x - 7 * s} ${y}L${x - 1.6 * s} ${y - 1.6 * s}Z`} fill="#fffbe6" />;
}

/* ---------- Classic fruit ---------- */

const cherry = (
  <g filter="url(#hs-shadow)">
    <path d="M36 62C40 44 48 28 62 16M66 66C66 48 64 30 62 16" fill="none" stroke="#3f6212" strokeWidth="4" strokeLinecap="round" />
    <path d="M62 16C72 10 86 12 90 22C80 28 68 26 62 16Z" fill="url(#hs-green)" stroke="#14532d" strokeWidth="1.5" />
    <circle cx="34" cy="70" r="17" fill="url(#hs-red)" stroke="#5f0a0a" strokeWidth="2" />
    <circle cx="67" cy="73" r="17" fill="url(#hs-red)" stroke="#5f0a0a" strokeWidth="2" />
    <Shine cx={28} cy={63} rx={5} ry={3} />
    <Shine cx={61} cy={66} rx={5} ry={3} />
  </g>
);

const lemon = (
  <g filter="url(#hs-shadow)">
    <path d="M10 54C14 34 40 20 64 24C80 26 90 38 92 48C88 68 62 82 38 78C22 76 12 66 10 54Z" fill="url(#hs-lemon)" stroke="#854d0e" strokeWidth="2" />
    <path d="M8 55l-5 1M92 47l5-2" stroke="#854d0e" strokeWidth="3" strokeLinecap="round" />
    <path d="M28 44C40 34 60 32 74 38" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.6" />
    <circle cx="40" cy="60" r="1.3" fill="#a16207" opacity="0.5" />
    <circle cx="56" cy="64" r="1.3" fill="#a16207" opacity="0.5" />
    <circle cx="66" cy="54" r="1.3" fill="#a16207" opacity="0.5" />
  </g>
);

const orange = (
  <g filter="url(#hs-shadow)">
    <circle cx="50" cy="56" r="34" fill="url(#hs-orange)" stroke="#7c2d12" strokeWidth="2" />
    {[
      [34, 50],
      [46, 40],
      [60, 46],
      [40, 66],
      [58, 70],
      [68, 58],
      [30, 60],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="#9a3412" opacity="0.45" />
    ))}
    <path d="M50 22C52 14 60 10 70 12C66 20 58 24 50 22Z" fill="url(#hs-green)" stroke="#14532d" strokeWidth="1.5" />
    <path d="M50 22v-6" stroke="#3f6212" strokeWidth="3" strokeLinecap="round" />
    <Shine cx={36} cy={40} rx={9} ry={5} />
  </g>
);

const plum = (
  <g filter="url(#hs-shadow)">
    <path d="M50 22C72 22 84 40 82 60C80 78 66 88 50 88C34 88 20 78 18 60C16 40 28 22 50 22Z" fill="url(#hs-purple)" stroke="#3b0764" strokeWidth="2" />
    <path d="M50 26C44 44 44 66 50 86" fill="none" stroke="#3b0764" strokeWidth="2" opacity="0.5" />
    <path d="M50 24C50 16 54 10 58 8" stroke="#3f6212" strokeWidth="3.5" strokeLinecap="round" fill="none" />
    <path d="M54 16C62 8 76 10 80 16C72 22 60 22 54 16Z" fill="url(#hs-green)" stroke="#14532d" strokeWidth="1.5" />
    <Shine cx={34} cy={44} rx={8} ry={4} rotate={-60} />
  </g>
);

const bell = (
  <g filter="url(#hs-shadow)">
    <circle cx="50" cy="14" r="5" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <path d="M50 18C32 18 27 36 27 52C27 64 20 70 15 77H85C80 70 73 64 73 52C73 36 68 18 50 18Z" fill="url(#hs-gold-d)" stroke="#7c4a03" strokeWidth="2" />
    <rect x="12" y="75" width="76" height="8" rx="4" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <circle cx="50" cy="88" r="6" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <path d="M36 36C38 28 44 24 50 24" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" opacity="0.65" />
  </g>
);

function barPlate(y: number, h: number, key?: string) {
  return (
    <g key={key}>
      <rect x="10" y={y} width="80" height={h} rx={h / 4} fill="url(#hs-plate)" stroke="url(#hs-gold)" strokeWidth="3" />
      <text x="50" y={y + h * 0.74} textAnchor="middle" style={{ fontFamily: sans }} fontWeight="900" fontSize={h * 0.72} fill="#fff" letterSpacing="1">
        BAR
      </text>
    </g>
  );
}

const bar = <g filter="url(#hs-shadow)">{barPlate(34, 32)}</g>;
const bar2 = <g filter="url(#hs-shadow)">{[22, 52].map((y) => barPlate(y, 26, `b${y}`))}</g>;
const bar3 = <g filter="url(#hs-shadow)">{[12, 38, 64].map((y) => barPlate(y, 23, `b${y}`))}</g>;

const seven = (
  <g filter="url(#hs-shadow)">
    <text x="50" y="84" textAnchor="middle" style={{ fontFamily: sans }} fontWeight="900" fontSize="86" fill="url(#hs-red)" stroke="url(#hs-gold)" strokeWidth="4" paintOrder="stroke">
      7
    </text>
    <Sparkle x={80} y={22} s={0.9} />
  </g>
);

/* ---------- Royals (jade lines, dragon ways) ---------- */

const royalColors: Record<string, string> = {
  TEN: 'hs-sky',
  JACK: 'hs-blue',
  QUEEN: 'hs-violet',
  KING: 'hs-red',
  ACE: 'hs-green',
};
const royalText: Record<string, string> = { TEN: '10', JACK: 'J', QUEEN: 'Q', KING: 'K', ACE: 'A' };

function royal(symbol: string, theme: 'jade' | 'dragon') {
  const gradient = royalColors[symbol] ?? 'hs-blue';
  const text = royalText[symbol] ?? symbol;
  return (
    <g filter="url(#hs-shadow)">
      {theme === 'jade' ? (
        <path d="M50 8L84 22V52C84 72 68 86 50 92C32 86 16 72 16 52V22Z" fill="#0b2a22" stroke="url(#hs-gold)" strokeWidth="3" opacity="0.9" />
      ) : (
        <circle cx="50" cy="52" r="38" fill="#1a0a0a" stroke="url(#hs-gold)" strokeWidth="2.5" strokeDasharray="5 3" opacity="0.9" />
      )}
      <text
        x="50"
        y={text.length > 1 ? 68 : 72}
        textAnchor="middle"
        fontFamily={serif}
        fontWeight="900"
        fontSize={text.length > 1 ? 44 : 58}
        fill={`url(#${gradient})`}
        stroke="#fff7d6"
        strokeWidth="2"
        paintOrder="stroke"
      >
        {text}
      </text>
    </g>
  );
}

/* ---------- Jade Lines ---------- */

const lantern = (
  <g filter="url(#hs-shadow)">
    <path d="M50 4v10" stroke="#f5b700" strokeWidth="2.5" />
    <rect x="36" y="13" width="28" height="8" rx="2" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.2" />
    <ellipse cx="50" cy="48" rx="32" ry="28" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="2" />
    {[-20, -10, 0, 10, 20].map((dx) => (
      <path key={dx} d={`M${50 + dx * 0.4} 21C${50 + dx * 1.7} 34 ${50 + dx * 1.7} 62 ${50 + dx * 0.4} 75`} fill="none" stroke="#fbbf24" strokeWidth="1.4" opacity="0.8" />
    ))}
    <rect x="36" y="74" width="28" height="8" rx="2" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.2" />
    <path d="M44 82v12M50 82v14M56 82v12" stroke="#f5b700" strokeWidth="2.5" strokeLinecap="round" />
    <Shine cx={36} cy={38} rx={6} ry={10} rotate={10} />
  </g>
);

/** A point on the fan's top edge (the cubic from 8,40 over 22,18 and 78,18 to 92,40). */
function fanEdge(t: number): [number, number] {
  const u = 1 - t;
  const x = u * u * u * 8 + 3 * u * u * t * 22 + 3 * u * t * t * 78 + t * t * t * 92;
  const y = u * u * u * 40 + 3 * u * u * t * 18 + 3 * u * t * t * 18 + t * t * t * 40;
  return [x, y];
}

const fan = (
  <g filter="url(#hs-shadow)">
    <path d="M50 84L8 40C22 18 78 18 92 40Z" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="2" strokeLinejoin="round" />
    <path d="M50 84L22 30C36 22 64 22 78 30Z" fill="#fff4c2" opacity="0.25" />
    {[0.12, 0.26, 0.4, 0.5, 0.6, 0.74, 0.88].map((t) => {
      const [x, y] = fanEdge(t);
      return <path key={t} d={`M50 84L${x.toFixed(1)} ${y.toFixed(1)}`} stroke="#f5b700" strokeWidth="1.6" />;
    })}
    <path d="M30 42C40 36 48 44 56 38C62 34 70 38 72 42" fill="none" stroke="#fde68a" strokeWidth="2.5" strokeLinecap="round" />
    <circle cx="40" cy="52" r="4" fill="#fde68a" opacity="0.8" />
    <circle cx="50" cy="84" r="5" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.2" />
    <path d="M50 89v7" stroke="#f5b700" strokeWidth="2" />
  </g>
);

function koi(gradient: string, spots: string) {
  return (
    <g filter="url(#hs-shadow)">
      <path d="M82 26C88 16 96 18 96 18C94 28 90 34 84 36C92 40 96 48 94 56C88 52 82 48 78 42" fill={`url(#${gradient})`} stroke="#7c2d12" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M80 36C70 60 44 80 18 76C10 74 6 66 10 58C18 40 48 26 80 36Z" fill="#fff7ed" stroke="#7c2d12" strokeWidth="2" />
      <path d="M80 36C70 46 56 52 40 50C50 40 64 34 80 36Z" fill={spots} opacity="0.9" />
      <path d="M48 62C40 70 30 72 24 68C30 62 40 60 48 62Z" fill={spots} opacity="0.9" />
      <path d="M40 66C42 76 50 82 58 80C54 74 48 70 40 66Z" fill={`url(#${gradient})`} opacity="0.85" />
      <path d="M44 44C48 36 56 30 62 30C58 38 52 42 44 44Z" fill={`url(#${gradient})`} opacity="0.85" />
      <circle cx="19" cy="63" r="3.2" fill="#111827" />
      <circle cx="18" cy="62" r="1" fill="#fff" />
      <path d="M10 66C4 70 2 78 4 82M12 70C8 76 8 84 12 88" fill="none" stroke="#7c2d12" strokeWidth="1.3" strokeLinecap="round" />
    </g>
  );
}

const emperor = (
  <g filter="url(#hs-shadow)">
    <path d="M14 70L20 28L36 48L50 16L64 48L80 28L86 70Z" fill="url(#hs-gold-d)" stroke="#7c4a03" strokeWidth="2" strokeLinejoin="round" />
    <rect x="12" y="68" width="76" height="16" rx="4" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="2" />
    <circle cx="50" cy="76" r="5.5" fill="url(#hs-red)" stroke="#7f1010" />
    <circle cx="30" cy="76" r="4" fill="url(#hs-jade)" stroke="#064e3b" />
    <circle cx="70" cy="76" r="4" fill="url(#hs-jade)" stroke="#064e3b" />
    <circle cx="50" cy="16" r="4.5" fill="url(#hs-red)" stroke="#7f1010" />
    <circle cx="20" cy="28" r="3.5" fill="url(#hs-red)" stroke="#7f1010" />
    <circle cx="80" cy="28" r="3.5" fill="url(#hs-red)" stroke="#7f1010" />
    <path d="M50 36v22" stroke="#fff4c2" strokeWidth="2" opacity="0.6" />
    <Sparkle x={82} y={12} s={0.8} />
  </g>
);

function wildBadge(label: string, colour: string) {
  return (
    <g>
      <rect x="12" y="68" width="76" height="22" rx="7" fill={colour} stroke="url(#hs-gold)" strokeWidth="2.5" />
      <text x="50" y="84.5" textAnchor="middle" style={{ fontFamily: sans }} fontWeight="900" fontSize={label.length > 5 ? 12 : 15} fill="#fff7d6" letterSpacing="1.5">
        {label}
      </text>
    </g>
  );
}

function jadeWild(label: string) {
  return (
    <g filter="url(#hs-shadow)">
      <circle cx="50" cy="40" r="34" fill="url(#hs-glow)" />
      <path d="M50 10a30 30 0 1 0 0.01 0ZM50 30a10 10 0 1 1-0.01 0Z" fill="url(#hs-jade)" fillRule="evenodd" stroke="#064e3b" strokeWidth="2" />
      <circle cx="50" cy="40" r="21" fill="none" stroke="#a7f3d0" strokeWidth="1.5" strokeDasharray="3 4" opacity="0.8" />
      <circle cx="50" cy="40" r="30" fill="none" stroke="url(#hs-gold)" strokeWidth="2.5" />
      <Shine cx={36} cy={24} rx={8} ry={3.5} />
      {wildBadge(label, '#065f46')}
    </g>
  );
}

const ingot = (
  <g filter="url(#hs-shadow)">
    <ellipse cx="50" cy="50" rx="40" ry="36" fill="url(#hs-glow)" opacity="0.7" />
    <path d="M8 50C14 48 20 50 26 56H74C80 50 86 48 92 50C90 66 76 80 50 80C24 80 10 66 8 50Z" fill="url(#hs-gold-d)" stroke="#7c4a03" strokeWidth="2" strokeLinejoin="round" />
    <path d="M30 56C30 40 40 30 50 30C60 30 70 40 70 56Z" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="2" />
    <path d="M38 50C38 42 44 36 50 36" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
    <path d="M18 62C28 70 40 72 50 72" fill="none" stroke="#fff4c2" strokeWidth="2.5" strokeLinecap="round" opacity="0.7" />
    <Sparkle x={82} y={26} />
    <Sparkle x={16} y={32} s={0.6} />
  </g>
);

/* ---------- Dragon Ways ---------- */

const dragon = (
  <g filter="url(#hs-shadow)">
    <path d="M20 30C16 18 22 8 30 6C28 14 30 20 36 24" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <path d="M34 24C34 12 42 4 50 4C46 12 46 18 50 24" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <path d="M14 44C10 30 20 20 36 20C54 20 68 28 80 38C88 44 94 52 92 60C88 58 84 58 80 60C84 66 84 72 80 76C70 72 60 70 50 72C38 74 30 82 22 88C18 78 20 70 24 64C16 60 12 52 14 44Z" fill="url(#hs-teal)" stroke="#042f2e" strokeWidth="2" strokeLinejoin="round" />
    <path d="M14 44C8 48 4 56 6 66C12 60 18 62 24 64" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="1.5" />
    <path d="M22 88C14 90 8 86 6 80C12 82 18 80 24 76" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="1.5" />
    <path d="M62 60C70 62 78 62 84 58" fill="none" stroke="#042f2e" strokeWidth="2" />
    <path d="M66 60l2 5 3-5 3 5 3-5" fill="#fff" stroke="#042f2e" strokeWidth="0.8" />
    <path d="M80 42C90 34 98 36 98 36M82 46C92 46 98 52 98 52" fill="none" stroke="url(#hs-gold)" strokeWidth="2.2" strokeLinecap="round" />
    <ellipse cx="54" cy="38" rx="8" ry="6" fill="#fef08a" stroke="#042f2e" strokeWidth="1.5" />
    <ellipse cx="55" cy="38" rx="2.5" ry="5" fill="#111827" />
    <path d="M44 30C50 26 60 28 66 32" fill="none" stroke="#042f2e" strokeWidth="2.5" strokeLinecap="round" />
    <circle cx="84" cy="50" r="2" fill="#042f2e" />
    <path d="M28 40C32 46 32 54 28 60M38 44C42 50 42 58 38 64" fill="none" stroke="#5eead4" strokeWidth="1.5" opacity="0.7" />
    <Shine cx={44} cy={26} rx={8} ry={2.5} rotate={-10} />
  </g>
);

const tiger = (
  <g filter="url(#hs-shadow)">
    <circle cx="24" cy="24" r="11" fill="url(#hs-orange)" stroke="#431407" strokeWidth="2" />
    <circle cx="76" cy="24" r="11" fill="url(#hs-orange)" stroke="#431407" strokeWidth="2" />
    <circle cx="24" cy="25" r="5" fill="#fde4c8" />
    <circle cx="76" cy="25" r="5" fill="#fde4c8" />
    <path d="M50 14C74 14 88 32 88 54C88 76 70 92 50 92C30 92 12 76 12 54C12 32 26 14 50 14Z" fill="url(#hs-orange)" stroke="#431407" strokeWidth="2" />
    <path d="M50 52C62 52 74 60 74 72C74 84 62 90 50 90C38 90 26 84 26 72C26 60 38 52 50 52Z" fill="#fff7ed" />
    <path d="M50 16v14M42 18l4 10M58 18l-4 10M14 44l12 4M14 56l12-1M86 44l-12 4M86 56l-12-1" stroke="#1c1917" strokeWidth="3.5" strokeLinecap="round" />
    <ellipse cx="36" cy="46" rx="7" ry="5.5" fill="#facc15" stroke="#1c1917" strokeWidth="2" />
    <ellipse cx="64" cy="46" rx="7" ry="5.5" fill="#facc15" stroke="#1c1917" strokeWidth="2" />
    <ellipse cx="36" cy="46" rx="2" ry="4.5" fill="#1c1917" />
    <ellipse cx="64" cy="46" rx="2" ry="4.5" fill="#1c1917" />
    <path d="M43 60H57L50 68Z" fill="#be185d" stroke="#1c1917" strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M50 68v6M50 74C46 78 40 78 38 74M50 74C54 78 60 78 62 74" fill="none" stroke="#1c1917" strokeWidth="2" strokeLinecap="round" />
    <path d="M30 70H14M30 74H16M70 70H86M70 74H84" stroke="#78716c" strokeWidth="1" />
  </g>
);

const carp = (
  <g filter="url(#hs-shadow)">
    <path d="M22 16C12 10 6 14 6 14C10 22 16 26 22 26C14 30 10 38 12 44C20 40 26 34 28 28" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M26 24C48 18 80 32 86 62C88 74 82 84 74 88C62 84 54 76 48 66C40 52 30 38 26 24Z" fill="url(#hs-gold-d)" stroke="#7c4a03" strokeWidth="2" />
    {[
      [44, 36],
      [54, 44],
      [62, 54],
      [52, 56],
      [68, 66],
      [60, 68],
    ].map(([x = 0, y = 0]) => (
      <path key={`${x}-${y}`} d={`M${x - 5} ${y}a5 5 0 0 0 10 0`} fill="none" stroke="#9a5b00" strokeWidth="1.3" opacity="0.7" />
    ))}
    <path d="M50 26C58 18 68 18 74 22C70 28 62 30 56 30" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="1.2" />
    <path d="M48 66C44 76 46 84 52 88C56 80 56 74 54 70" fill="url(#hs-red)" stroke="#7f1010" strokeWidth="1.2" />
    <circle cx="76" cy="76" r="3.5" fill="#111827" />
    <circle cx="75" cy="75" r="1.1" fill="#fff" />
    <path d="M84 80C90 82 94 88 94 94M80 86C84 90 84 96 82 98" fill="none" stroke="#7c4a03" strokeWidth="1.3" strokeLinecap="round" />
  </g>
);

const pearl = (
  <g filter="url(#hs-shadow)">
    <path d="M50 6C58 18 70 14 72 26C82 24 86 36 84 44C94 52 88 66 80 68C82 80 70 88 62 84C56 94 44 94 38 84C30 88 18 80 20 68C12 66 6 52 16 44C14 36 18 24 28 26C30 14 42 18 50 6Z" fill="url(#hs-flame)" />
    <circle cx="50" cy="52" r="26" fill="url(#hs-pearl)" stroke="#6366f1" strokeWidth="1.5" />
    <ellipse cx="41" cy="42" rx="8" ry="5" fill="#fff" opacity="0.9" transform="rotate(-30 41 42)" />
    <path d="M36 66C44 72 58 72 66 64" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity="0.5" />
  </g>
);

function dragonWild(label: string) {
  return (
    <g filter="url(#hs-shadow)">
      <circle cx="50" cy="40" r="36" fill="url(#hs-glow)" opacity="0.8" />
      <path d="M50 6L78 34L50 62L22 34Z" fill="url(#hs-crimson)" stroke="url(#hs-gold)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M50 16L68 34L50 52L32 34Z" fill="none" stroke="#fde68a" strokeWidth="1.5" opacity="0.8" />
      <ellipse cx="50" cy="34" rx="9" ry="7" fill="#fef08a" stroke="#450a0a" strokeWidth="1.5" />
      <ellipse cx="50" cy="34" rx="2.5" ry="6" fill="#111827" />
      {wildBadge(label, '#7f1d1d')}
    </g>
  );
}

const gong = (
  <g filter="url(#hs-shadow)">
    <path d="M10 92V14M90 92V14" stroke="url(#hs-wood)" strokeWidth="7" strokeLinecap="round" />
    <path d="M4 14C20 6 80 6 96 14" fill="none" stroke="url(#hs-wood)" strokeWidth="8" strokeLinecap="round" />
    <path d="M34 14v12M66 14v12" stroke="#f5b700" strokeWidth="1.8" />
    <circle cx="50" cy="56" r="32" fill="url(#hs-bronze)" stroke="#451a03" strokeWidth="2" />
    <circle cx="50" cy="56" r="23" fill="none" stroke="#fde68a" strokeWidth="1.5" opacity="0.7" />
    <circle cx="50" cy="56" r="11" fill="url(#hs-gold)" stroke="#7c4a03" strokeWidth="1.5" />
    <Shine cx={38} cy={42} rx={9} ry={3.5} />
    <Sparkle x={76} y={34} s={0.8} />
  </g>
);

/** Labels a symbol needs drawn in the player's language (only the wilds carry a word). */
export interface SymbolLabels {
  wild: string;
}

export type SlotTheme = 'classic' | 'jade' | 'dragon';

export function symbolArt(symbol: string, theme: SlotTheme, labels: SymbolLabels): ReactNode {
  switch (symbol) {
    case 'CHERRY':
      return cherry;
    case 'LEMON':
      return lemon;
    case 'ORANGE':
      return orange;
    case 'PLUM':
      return plum;
    case 'BELL':
      return bell;
    case 'BAR':
      return bar;
    case 'BAR2':
      return bar2;
    case 'BAR3':
      return bar3;
    case 'SEVEN':
      return seven;
    case 'TEN':
    case 'JACK':
    case 'QUEEN':
    case 'KING':
    case 'ACE':
      return royal(symbol, theme === 'dragon' ? 'dragon' : 'jade');
    case 'LANTERN':
      return lantern;
    case 'FAN':
      return fan;
    case 'KOI':
      return koi('hs-orange', '#ea580c');
    case 'EMPEROR':
      return emperor;
    case 'JADE':
      return jadeWild(labels.wild);
    case 'INGOT':
      return ingot;
    case 'DRAGON':
      return dragon;
    case 'TIGER':
      return tiger;
    case 'CARP':
      return carp;
    case 'PEARL':
      return pearl;
    case 'WILD':
      return dragonWild(labels.wild);
    case 'GONG':
      return gong;
    default:
      return (
        <text x="50" y="60" textAnchor="middle" fontSize="20" fill="#fff">
          {symbol}
        </text>
      );
  }
}

export function SlotSymbol({ symbol, theme, labels, className, title }: { symbol: string; theme: SlotTheme; labels: SymbolLabels; className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} direction="ltr">
      {symbolArt(symbol, theme, labels)}
    </svg>
  );
}
