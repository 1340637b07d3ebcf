import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classicConfig } from '@lotus/games/house/classic-3x3';
import { crashConfig } from '@lotus/games/house/crash';
import { diceConfig } from '@lotus/games/house/dice';
import { dragonConfig } from '@lotus/games/house/dragon-ways';
import { jadeConfig } from '@lotus/games/house/jade-lines';
import { minesConfig } from '@lotus/games/house/mines';
import { scale } from '@lotus/games/house/money';
import { formatMoney } from '../../../lib/format';
import { houseGameMeta, type HouseGameCode } from '../lib/games';
import { multiplierText, percentText } from '../lib/multiplier';
import { slotDefs, type SlotCode } from '../lib/slot-views';
import { Amount, Num } from './game-ui';
import { SlotSymbol, type SlotTheme } from './slots/symbols';
import { useSymbolName } from './slots/slot-labels';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-bold text-gold-200">{title}</h3>
      {children}
    </section>
  );
}

/** A pay table row's symbols with their name beside them. */
function SymbolLabel({ text, children }: { text: ReactNode; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      {children}
      <span className="text-xs text-ink-300">{text}</span>
    </span>
  );
}

function Columns({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">{children}</div>;
}

function Symbols({ symbol, count, theme }: { symbol: string; count: number; theme: SlotTheme }) {
  const { t } = useTranslation();
  const name = useSymbolName();
  return (
    <span className="flex items-center gap-0.5" dir="ltr" role="img" aria-label={`${count} × ${name(symbol)}`}>
      {Array.from({ length: count }, (_, i) => (
        <SlotSymbol key={i} symbol={symbol} theme={theme} labels={{ wild: t('house.slots.wildLabel') }} className="size-8 shrink-0" />
      ))}
    </span>
  );
}

/** Small grids showing every payline's row on each reel. */
function Paylines({ code }: { code: SlotCode }) {
  const { t } = useTranslation();
  const def = slotDefs[code];
  if (!def.lines) return null;
  const reels = def.reels.length;
  return (
    <Section title={t('house.rules.paylines', { n: def.lines.length })}>
      <ol className="grid grid-cols-5 gap-1.5 sm:grid-cols-10 lg:grid-cols-5" dir="ltr">
        {def.lines.map((rows, line) => (
          <li key={line} className="flex flex-col items-center gap-1 rounded-lg bg-ink-950/60 p-1.5 ring-1 ring-white/5">
            <svg viewBox={`0 0 ${reels * 10} ${def.rows * 10}`} className="w-full" aria-label={t('house.slots.line', { line: line + 1 })} role="img">
              {rows.map((row, reel) =>
                Array.from({ length: def.rows }, (_, r) => <rect key={`${reel}-${r}`} x={reel * 10 + 1} y={r * 10 + 1} width="8" height="8" rx="1.5" fill={r === row ? '#f5b700' : '#2f3a5a'} />),
              )}
            </svg>
            <span className="text-[10px] font-semibold text-ink-300">{line + 1}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function PayRow({ label, cells }: { label: ReactNode; cells: ReactNode[] }) {
  return (
    <tr className="border-t border-white/5">
      <td className="py-1.5 pe-2">{label}</td>
      {cells.map((c, i) => (
        <td key={i} className="py-1.5 text-end text-sm text-ink-100">
          {c}
        </td>
      ))}
    </tr>
  );
}

function PayCell({ pay, amount }: { pay: number; amount: bigint | null }) {
  return (
    <span className="flex flex-col items-end leading-tight">
      <Num className="font-bold text-gold-100">{pay}</Num>
      {amount !== null ? <Amount units={amount} className="text-[11px] text-ink-400" /> : null}
    </span>
  );
}

function ClassicRules({ bet }: { bet: bigint | null }) {
  const { t } = useTranslation();
  const c = classicConfig;
  const lines = c.lines.length;
  const at = (pay: number) => (bet === null ? null : scale(bet, pay, lines));
  const entries = Object.entries(c.threeOfAKind).sort((a, b) => b[1] - a[1]);
  return (
    <Columns>
      <Section title={t('house.rules.paytable')}>
        <p className="text-xs text-ink-400">{t('house.rules.lineBetNote', { lines })}</p>
        <table className="w-full">
          <thead>
            <tr className="text-[11px] text-ink-400 uppercase">
              <th className="pb-1 text-start font-semibold">{t('house.rules.combination')}</th>
              <th className="pb-1 text-end font-semibold">{t('house.rules.paysLineBets')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([symbol, pay]) => (
              <PayRow key={symbol} label={<Symbols symbol={symbol} count={3} theme="classic" />} cells={[<PayCell key="p" pay={pay} amount={at(pay)} />]} />
            ))}
            <PayRow
              label={
                <SymbolLabel text={t('house.rules.anyBars')}>
                  <span className="flex" dir="ltr">
                    {c.anyBar.symbols.map((s) => (
                      <SlotSymbol key={s} symbol={s} theme="classic" labels={{ wild: '' }} className="size-8" />
                    ))}
                  </span>
                </SymbolLabel>
              }
              cells={[<PayCell key="p" pay={c.anyBar.pay} amount={at(c.anyBar.pay)} />]}
            />
            {(
              [
                [2, c.cherry.two, t('house.rules.cherryTwo')],
                [1, c.cherry.one, t('house.rules.cherryOne')],
              ] as const
            ).map(([count, pay, text]) => (
              <PayRow
                key={count}
                label={
                  <SymbolLabel text={text}>
                    <Symbols symbol={c.cherry.symbol} count={count} theme="classic" />
                  </SymbolLabel>
                }
                cells={[<PayCell key="p" pay={pay} amount={at(pay)} />]}
              />
            ))}
          </tbody>
        </table>
      </Section>
      <div className="flex flex-col gap-5">
        <Section title={t('house.rules.howToPlay')}>
          <p className="text-sm leading-relaxed text-ink-300">{t('house.rules.classic', { lines })}</p>
        </Section>
        <Paylines code="classic-3x3" />
      </div>
    </Columns>
  );
}

function ThreeFourFive({ pays, theme, symbol, amountOf }: { pays: readonly number[]; theme: SlotTheme; symbol: string; amountOf: (pay: number) => bigint | null }) {
  const name = useSymbolName();
  return (
    <PayRow
      label={
        <SymbolLabel text={name(symbol)}>
          <SlotSymbol symbol={symbol} theme={theme} labels={{ wild: '' }} className="size-9 shrink-0" />
        </SymbolLabel>
      }
      cells={pays.map((p, i) => (
        <PayCell key={i} pay={p} amount={amountOf(p)} />
      ))}
    />
  );
}

function JadeRules({ bet }: { bet: bigint | null }) {
  const { t } = useTranslation();
  const c = jadeConfig;
  const lines = c.lines.length;
  return (
    <Columns>
      <Section title={t('house.rules.paytable')}>
        <p className="text-xs text-ink-400">{t('house.rules.lineBetNote', { lines })}</p>
        <table className="w-full">
          <thead>
            <tr className="text-[11px] text-ink-400 uppercase">
              <th className="pb-1 text-start font-semibold">{t('house.rules.symbol')}</th>
              {[3, 4, 5].map((n) => (
                <th key={n} className="pb-1 text-end font-semibold">
                  {t('house.rules.ofAKind', { n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(c.pays).map(([symbol, pays]) => (
              <ThreeFourFive key={symbol} symbol={symbol} pays={pays} theme="jade" amountOf={(p) => (bet === null ? null : scale(bet, p, lines))} />
            ))}
          </tbody>
        </table>
      </Section>
      <div className="flex flex-col gap-5">
        <Section title={t('house.rules.howToPlay')}>
          <p className="text-sm leading-relaxed text-ink-300">{t('house.rules.jade', { lines })}</p>
        </Section>
        <SpecialSymbols
          theme="jade"
          wild={c.wild}
          scatter={c.scatter}
          wildText={t('house.rules.jadeWild')}
          scatterPays={c.scatterPays}
          scatterText={t('house.rules.jadeScatter')}
          bet={bet}
        />
        <Paylines code="jade-lines" />
      </div>
    </Columns>
  );
}

function SpecialSymbols({ theme, wild, scatter, wildText, scatterText, scatterPays, bet }: { theme: SlotTheme; wild: string; scatter: string; wildText: string; scatterText: string; scatterPays: readonly number[]; bet: bigint | null }) {
  const { t } = useTranslation();
  return (
    <Section title={t('house.rules.special')}>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <div className="flex items-start gap-3 rounded-xl bg-ink-950/50 p-2.5 ring-1 ring-white/5">
          <SlotSymbol symbol={wild} theme={theme} labels={{ wild: t('house.slots.wildLabel') }} className="size-14 shrink-0" />
          <p className="text-xs leading-relaxed text-ink-300">{wildText}</p>
        </div>
        <div className="flex items-start gap-3 rounded-xl bg-ink-950/50 p-2.5 ring-1 ring-white/5">
          <SlotSymbol symbol={scatter} theme={theme} labels={{ wild: '' }} className="size-14 shrink-0" />
          <div className="flex flex-col gap-1 text-xs text-ink-300">
            <p className="leading-relaxed">{scatterText}</p>
            <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
              {scatterPays.map((pay, n) =>
                pay > 0 ? (
                  <li key={n}>
                    <Num className="font-bold text-gold-100">
                      {n} → {pay}×
                    </Num>
                    {bet !== null ? (
                      <>
                        {' '}
                        <Amount units={bet * BigInt(pay)} className="text-ink-400" />
                      </>
                    ) : null}
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}

function DragonRules({ bet }: { bet: bigint | null }) {
  const { t } = useTranslation();
  const c = dragonConfig;
  const fs = c.freeSpins;
  return (
    <Columns>
      <Section title={t('house.rules.paytable')}>
        <p className="text-xs text-ink-400">{t('house.rules.coinNote', { coins: c.coinsPerBet })}</p>
        <table className="w-full">
          <thead>
            <tr className="text-[11px] text-ink-400 uppercase">
              <th className="pb-1 text-start font-semibold">{t('house.rules.symbol')}</th>
              {[3, 4, 5].map((n) => (
                <th key={n} className="pb-1 text-end font-semibold">
                  {t('house.rules.reels', { n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(c.pays).map(([symbol, pays]) => (
              <ThreeFourFive key={symbol} symbol={symbol} pays={pays} theme="dragon" amountOf={(p) => (bet === null ? null : scale(bet, p, c.coinsPerBet))} />
            ))}
          </tbody>
        </table>
      </Section>
      <div className="flex flex-col gap-5">
        <Section title={t('house.rules.howToPlay')}>
          <p className="text-sm leading-relaxed text-ink-300">{t('house.rules.dragon')}</p>
        </Section>
        <SpecialSymbols
          theme="dragon"
          wild={c.wild}
          scatter={c.scatter}
          wildText={t('house.rules.dragonWild')}
          scatterPays={c.scatterPays}
          scatterText={t('house.rules.dragonScatter', { min: fs.minScatters, award: fs.award, multiplier: fs.multiplier, retrigger: fs.retrigger, max: fs.maxTotal })}
          bet={bet}
        />
      </div>
    </Columns>
  );
}

function TableRules({ code }: { code: 'crash' | 'dice' | 'mines' }) {
  const { t } = useTranslation();
  const items: string[] =
    code === 'crash'
      ? [
          t('house.rules.crash1'),
          t('house.rules.crash2', { min: multiplierText(crashConfig.minTarget, 100), max: multiplierText(crashConfig.maxTarget, 100) }),
          t('house.rules.crash3'),
        ]
      : code === 'dice'
        ? [
            t('house.rules.dice1'),
            t('house.rules.dice2', { min: percentText(diceConfig.minWinOutcomes), max: percentText(diceConfig.maxWinOutcomes) }),
            t('house.rules.dice3', { rtp: diceConfig.rtpPercent }),
          ]
        : [
            t('house.rules.mines1', { min: minesConfig.minMines, max: minesConfig.maxMines, tiles: minesConfig.tiles }),
            t('house.rules.mines2'),
            t('house.rules.mines3', { rtp: minesConfig.rtpPercent }),
          ];
  return (
    <Section title={t('house.rules.howToPlay')}>
      <ul className="flex list-disc flex-col gap-1.5 ps-5 text-sm leading-relaxed text-ink-300">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Rules and paytable, read from the engine configuration the server plays with. */
export function RulesPanel({ code, bet }: { code: HouseGameCode; bet: bigint | null }) {
  const { t } = useTranslation();
  const limits = houseGameMeta[code].limits;
  return (
    <div className={clsx('flex flex-col gap-5')}>
      {code === 'classic-3x3' ? <ClassicRules bet={bet} /> : null}
      {code === 'jade-lines' ? <JadeRules bet={bet} /> : null}
      {code === 'dragon-ways' ? <DragonRules bet={bet} /> : null}
      {code === 'crash' || code === 'dice' || code === 'mines' ? <TableRules code={code} /> : null}
      <p className="text-xs text-ink-400">
        {t('house.rules.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max), step: formatMoney(limits.step) })} {t('house.rules.rounding')}
      </p>
    </div>
  );
}
