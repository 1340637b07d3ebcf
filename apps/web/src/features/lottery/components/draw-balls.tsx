import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { drawView, lhcColour, type BallStyle, type DrawView } from '../lib/draw-view';
import { tokenLabel } from '../lib/labels';

export type BallSize = 'xs' | 'sm' | 'md' | 'lg';

const sizes: Record<BallSize, string> = {
  xs: 'size-6 text-[11px]',
  sm: 'size-7 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-11 text-base',
};

/** Racing cars in their customary colours, 01 to 10. */
const carColours = [
  'bg-yellow-300 text-ink-950',
  'bg-sky-500 text-white',
  'bg-slate-600 text-white',
  'bg-orange-500 text-white',
  'bg-cyan-400 text-ink-950',
  'bg-indigo-500 text-white',
  'bg-zinc-300 text-ink-950',
  'bg-rose-600 text-white',
  'bg-amber-800 text-white',
  'bg-emerald-500 text-white',
];

const lhcTones = {
  red: 'from-rose-400 to-rose-700 text-white',
  blue: 'from-sky-400 to-blue-700 text-white',
  green: 'from-emerald-400 to-emerald-700 text-white',
};

/** Pips of a die face on a 3x3 grid (cells 0-8). */
const pips: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

export function Die({ value, size = 'md' }: { value: number; size?: BallSize }) {
  const red = value === 1 || value === 4;
  return (
    <svg viewBox="0 0 30 30" className={clsx(sizes[size], 'shrink-0 drop-shadow')} role="img" aria-label={String(value)}>
      <rect x="1" y="1" width="28" height="28" rx="7" className="fill-ink-50 stroke-ink-300" strokeWidth="1" />
      {(pips[value] ?? []).map((cell) => (
        <circle key={cell} cx={8 + (cell % 3) * 7} cy={8 + Math.floor(cell / 3) * 7} r={value === 1 ? 3.6 : 2.6} className={red ? 'fill-rose-600' : 'fill-ink-900'} />
      ))}
    </svg>
  );
}

/** One result ball in the family's style. */
export function ResultBall({ text, style, size = 'md', special }: { text: string; style: BallStyle; size?: BallSize; special?: boolean }) {
  const n = Number(text);
  if (style === 'dice') return <Die value={n} size={size} />;
  const base = clsx('inline-grid shrink-0 place-items-center font-extrabold tabular-nums shadow-md shadow-black/40', sizes[size]);
  if (style === 'car') return <span className={clsx(base, 'rounded-md ring-1 ring-black/20', carColours[(n - 1 + 10) % 10])}>{text}</span>;
  if (style === 'lhc')
    return (
      <span className={clsx(base, 'rounded-full bg-gradient-to-b ring-2', lhcTones[lhcColour(n)], special ? 'ring-gold-300' : 'ring-white/15')}>
        {text}
      </span>
    );
  if (style === 'ball') return <span className={clsx(base, 'rounded-full bg-gradient-to-b from-sky-400 to-indigo-700 text-white ring-1 ring-white/20')}>{text}</span>;
  return <span className={clsx(base, 'rounded-full bg-gradient-to-b from-rose-400 to-rose-700 text-white ring-1 ring-white/20')}>{text}</span>;
}

/** A drawn result: its balls (Mark Six's special after a plus), optionally the sum, size and parity. */
export function DrawBalls({
  family,
  row,
  size = 'md',
  facts = false,
  className,
}: {
  family: string;
  row: { winningNumber: string; positions: number[] };
  size?: BallSize;
  facts?: boolean;
  className?: string;
}) {
  const view = drawView(family, row);
  return (
    <div className={clsx('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <Balls view={view} size={size} />
      {facts && view.facts.length ? <DrawFacts view={view} /> : null}
      {facts && view.hash ? <HashTag hash={view.hash} /> : null}
    </div>
  );
}

function Balls({ view, size }: { view: DrawView; size: BallSize }) {
  const { t } = useTranslation();
  return (
    <span dir="ltr" className="flex flex-wrap items-center gap-1" aria-label={t('lottery.cn.results.numbersAria', { numbers: [...view.balls, ...(view.special ? [view.special] : [])].join(' ') })} role="img">
      {view.balls.map((b, i) => (
        <ResultBall key={i} text={b} style={view.style} size={size} />
      ))}
      {view.special ? (
        <>
          <span className="px-0.5 text-sm font-bold text-ink-400" aria-hidden="true">
            +
          </span>
          <ResultBall text={view.special} style={view.style} size={size} special />
        </>
      ) : null}
    </span>
  );
}

export function DrawFacts({ view }: { view: DrawView }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1">
      {view.facts
        .filter((f) => f.key !== 'special')
        .map((f) => (
          <span key={f.key} className="rounded-md bg-white/5 px-1.5 py-0.5 text-[11px] font-semibold text-ink-200 ring-1 ring-white/10">
            {f.token ? tokenLabel(t, f.value) : `${t(`lottery.cn.facts.${f.key}` as 'lottery.cn.facts.sum')} ${f.value}`}
          </span>
        ))}
    </span>
  );
}

/** Hash lotteries: the hash the digits were read from, shortened (the whole hash on hover). */
function HashTag({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 text-[11px] text-ink-400" title={hash}>
      {t('lottery.cn.facts.hash')}
      <bdi dir="ltr" className="font-mono text-ink-300">
        {hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash}
      </bdi>
    </span>
  );
}
