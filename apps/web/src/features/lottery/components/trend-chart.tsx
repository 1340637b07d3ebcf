import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import { drawHistoryQuery, hotGapQuery } from '../api/lottery-draws';
import { ballText } from '../lib/draw-view';
import { ballRange, trendRows } from '../lib/trend';

const windows = [30, 50, 100] as const;

const LABEL_W = 40;
const HEAD_H = 24;
const ROW_H = 20;
const BAR_H = 34;

/**
 * The trend chart (走势图): for one position, a grid of issues (oldest at the top) by balls, the
 * drawn ball circled and joined issue to issue, other cells showing how long each ball has been
 * missing; under it the hot counts as bars and the current gaps, from the hot/gap call.
 */
export function TrendChart({ game }: { game: LotteryGameInfo }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<(typeof windows)[number]>(30);
  const [position, setPosition] = useState(0);
  const history = useQuery(drawHistoryQuery(game.gameId, 1, count));
  const hotGap = useQuery(hotGapQuery(game.gameId, count));

  if (history.isError) return <FormAlert message={errorMessage(history.error)} />;
  if (history.isPending) return <p className="py-8 text-center text-sm text-ink-400">{t('common.loading')}</p>;
  const draws = (history.data ?? []).filter((d) => d.positions.length > 0);
  if (draws.length === 0) return <p className="py-8 text-center text-sm text-ink-400">{t('lottery.cn.trend.empty')}</p>;

  const width = Math.max(...draws.map((d) => d.positions.length));
  const pos = Math.min(position, width - 1);
  const stats = hotGap.data?.positions.find((p) => p.position === pos + 1);
  const balls = stats?.balls ?? ballRange(game.family);
  const rows = trendRows(draws, pos, balls);
  const posLabel = (i: number) => (game.family === 'LHC' && i === 6 ? t('lottery.cn.trend.special') : t('lottery.cn.trend.position', { n: i + 1 }));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="no-scrollbar flex gap-1 overflow-x-auto" role="group" aria-label={t('lottery.cn.trend.positions')}>
          {Array.from({ length: width }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-pressed={i === pos}
              onClick={() => setPosition(i)}
              className={clsx('shrink-0 rounded-lg px-2.5 py-1 text-xs font-bold transition', i === pos ? 'bg-gold-400 text-ink-950' : 'bg-white/5 text-ink-200 ring-1 ring-white/10 hover:bg-white/10')}
            >
              {posLabel(i)}
            </button>
          ))}
        </div>
        <div className="flex gap-1" role="group" aria-label={t('lottery.cn.trend.window')}>
          {windows.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={w === count}
              onClick={() => setCount(w)}
              className={clsx('rounded-lg px-2 py-1 text-xs font-semibold tabular-nums', w === count ? 'bg-ink-700 text-gold-200 ring-1 ring-gold-300/40' : 'text-ink-300 ring-1 ring-white/10 hover:bg-white/5')}
            >
              {t('lottery.cn.trend.issues', { count: w })}
            </button>
          ))}
        </div>
      </div>
      <TrendGrid family={game.family} rows={rows} balls={balls} hot={stats?.hot ?? null} gap={stats?.gap ?? null} label={t('lottery.cn.trend.chartLabel', { position: posLabel(pos), count: rows.length })} />
      {stats ? <TrendSummary family={game.family} balls={balls} hot={stats.hot} gap={stats.gap} issues={hotGap.data?.issues ?? 0} /> : null}
    </div>
  );
}

function TrendGrid({ family, rows, balls, hot, gap, label }: { family: string; rows: ReturnType<typeof trendRows>; balls: number[]; hot: number[] | null; gap: number[] | null; label: string }) {
  const { t } = useTranslation();
  const cell = balls.length <= 6 ? 44 : balls.length <= 11 ? 32 : balls.length <= 20 ? 26 : 22;
  const gridW = LABEL_W + balls.length * cell;
  const bodyH = rows.length * ROW_H;
  const footH = hot ? BAR_H + ROW_H * 2 : 0;
  const height = HEAD_H + bodyH + footH + 4;
  const x = (i: number) => LABEL_W + i * cell + cell / 2;
  const y = (r: number) => HEAD_H + r * ROW_H + ROW_H / 2;
  const points = rows.flatMap((row, r) => {
    const i = row.ball === null ? -1 : balls.indexOf(row.ball);
    return i < 0 ? [] : [`${x(i)},${y(r)}`];
  });
  const maxHot = hot ? Math.max(1, ...hot) : 1;
  const maxGap = gap ? Math.max(...gap) : 0;

  return (
    <div className="overflow-x-auto rounded-xl bg-ink-950/60 ring-1 ring-white/5" dir="ltr">
      <svg viewBox={`0 0 ${gridW} ${height}`} width="100%" style={{ minWidth: `${Math.round(gridW * 0.9)}px`, maxWidth: `${Math.round(gridW * 1.5)}px` }} role="img" aria-label={label} className="block select-none">
        <title>{label}</title>
        {/* Column heads: the balls. */}
        <rect x={0} y={0} width={gridW} height={HEAD_H} className="fill-ink-850" />
        {balls.map((b, i) => (
          <text key={b} x={x(i)} y={HEAD_H / 2 + 4} textAnchor="middle" className="fill-gold-200 text-[11px] font-bold">
            {ballText(family, b)}
          </text>
        ))}
        {/* Issue rows. */}
        {rows.map((row, r) => (
          <g key={row.numero}>
            <rect x={0} y={HEAD_H + r * ROW_H} width={gridW} height={ROW_H} className={r % 2 ? 'fill-white/[0.03]' : 'fill-transparent'} />
            <text x={6} y={y(r) + 3.5} className="fill-ink-400 font-mono text-[10px]">
              {row.numero.slice(-4)}
            </text>
            {balls.map((b, i) =>
              b === row.ball ? null : (
                <text key={b} x={x(i)} y={y(r) + 3} textAnchor="middle" className="fill-ink-600 text-[9px]">
                  {row.omission[i]}
                </text>
              ),
            )}
          </g>
        ))}
        {/* Column lines. */}
        {balls.map((b, i) => (
          <line key={b} x1={LABEL_W + i * cell} x2={LABEL_W + i * cell} y1={0} y2={HEAD_H + bodyH} className="stroke-white/5" />
        ))}
        <polyline points={points.join(' ')} fill="none" className="stroke-rose-400/80" strokeWidth={1.5} strokeLinejoin="round" />
        {rows.map((row, r) => {
          const i = row.ball === null ? -1 : balls.indexOf(row.ball);
          if (i < 0) return null;
          return (
            <g key={row.numero}>
              <circle cx={x(i)} cy={y(r)} r={8} className="fill-rose-500 stroke-rose-200/60" strokeWidth={1} />
              <text x={x(i)} y={y(r) + 3.5} textAnchor="middle" className="fill-white text-[10px] font-bold">
                {ballText(family, row.ball!)}
              </text>
            </g>
          );
        })}
        {/* Hot counts as bars, then the hot and gap figures. */}
        {hot && gap ? (
          <g>
            <rect x={0} y={HEAD_H + bodyH} width={gridW} height={footH + 4} className="fill-ink-900" />
            <text x={6} y={HEAD_H + bodyH + BAR_H - 4} className="fill-ink-300 text-[10px] font-bold">
              {t('lottery.cn.trend.hot')}
            </text>
            {hot.map((h, i) => {
              const barH = Math.round(((BAR_H - 10) * h) / maxHot);
              return <rect key={i} x={x(i) - cell / 4} y={HEAD_H + bodyH + BAR_H - 2 - barH} width={cell / 2} height={barH} rx={2} className={h === maxHot ? 'fill-gold-400' : 'fill-gold-400/40'} />;
            })}
            {hot.map((h, i) => (
              <text key={i} x={x(i)} y={HEAD_H + bodyH + BAR_H + ROW_H / 2 + 3} textAnchor="middle" className={clsx('text-[10px] font-bold', h === maxHot ? 'fill-gold-200' : 'fill-ink-200')}>
                {h}
              </text>
            ))}
            <text x={6} y={HEAD_H + bodyH + BAR_H + ROW_H + ROW_H / 2 + 3} className="fill-ink-300 text-[10px] font-bold">
              {t('lottery.cn.trend.gap')}
            </text>
            {gap.map((g, i) => (
              <text key={i} x={x(i)} y={HEAD_H + bodyH + BAR_H + ROW_H + ROW_H / 2 + 3} textAnchor="middle" className={clsx('text-[10px] font-bold', g === maxGap && g > 0 ? 'fill-rose-300' : 'fill-ink-300')}>
                {g}
              </text>
            ))}
          </g>
        ) : null}
      </svg>
    </div>
  );
}

function TrendSummary({ family, balls, hot, gap, issues }: { family: string; balls: number[]; hot: number[]; gap: number[]; issues: number }) {
  const { t } = useTranslation();
  const hottest = balls.reduce((best, _, i) => (hot[i]! > hot[best]! ? i : best), 0);
  const coldest = balls.reduce((best, _, i) => (gap[i]! > gap[best]! ? i : best), 0);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-300">
      <span>{t('lottery.cn.trend.hotHelp', { count: issues })}</span>
      <span>
        {t('lottery.cn.trend.hottest')}{' '}
        <bdi dir="ltr" className="font-bold text-gold-200">
          {ballText(family, balls[hottest]!)} × {hot[hottest]}
        </bdi>
      </span>
      <span>
        {t('lottery.cn.trend.coldest')}{' '}
        <bdi dir="ltr" className="font-bold text-rose-300">
          {ballText(family, balls[coldest]!)} · {gap[coldest]}
        </bdi>
      </span>
    </p>
  );
}
