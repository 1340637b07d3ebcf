/** Colour pairs of the drawn cover art; a game always gets the same one (from its code). */
const palettes: readonly [string, string][] = [
  ['#f5b700', '#7c2d12'],
  ['#22d3ee', '#1e3a8a'],
  ['#a78bfa', '#3b0764'],
  ['#34d399', '#064e3b'],
  ['#fb7185', '#4c0519'],
  ['#f97316', '#431407'],
  ['#60a5fa', '#172554'],
  ['#e879f9', '#4a044e'],
];

export function hashCode(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Up to two letters from the English name ("Jade Lines" -> "JL"); digits count, symbols do not. */
export function monogram(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.length > 1 ? `${[...words[0]!][0]}${[...words[1]!][0]}` : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toUpperCase();
}

/**
 * The cover drawn when a game has no icon, while it loads, or when it failed to load: a gradient
 * from the game's code, a light sheen, diagonal pinstripes and the name's initials. Pure CSS (no
 * external assets) and only two elements, since a grid shows dozens at once.
 */
export function GameArt({ code, name }: { code: string; name: string }) {
  const h = hashCode(code);
  const [light, dark] = palettes[h % palettes.length]!;
  const angle = 120 + (h % 90);
  return (
    <span
      aria-hidden="true"
      className="grid size-full place-items-center overflow-hidden"
      style={{
        background: `radial-gradient(circle at 30% 25%, ${light}66, transparent 55%), repeating-linear-gradient(${angle}deg, #ffffff0d 0 2px, transparent 2px 14px), linear-gradient(${angle}deg, ${dark}, #0a0f1f 85%)`,
      }}
    >
      <span className="font-sans text-3xl font-black tracking-tight drop-shadow-[0_2px_6px_rgba(0,0,0,.6)]" style={{ color: light }} dir="ltr">
        {monogram(name)}
      </span>
    </span>
  );
}
