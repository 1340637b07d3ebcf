import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { ltrText } from '../../../lib/format';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import type { DrawResult } from '../api/lottery-draws';
import { checkDraw } from '../lib/verify';
import { DrawBalls } from './draw-balls';

// Its own chunk: checking a draw needs the fair-randomness code and every lottery family, which the
// hall loads only when someone asks to verify a result.

function Mono({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p dir="ltr" className="mt-0.5 rounded-lg bg-ink-950/70 px-2.5 py-1.5 font-mono text-xs break-all text-ink-100 ring-1 ring-white/5">
        {children}
      </p>
    </div>
  );
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={clsx('flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold ring-1', ok ? 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/30' : 'bg-rose-500/10 text-rose-200 ring-rose-400/30')}>
      <Icon name={ok ? 'check' : 'warning'} className="mt-0.5 size-4 shrink-0" />
      {ok ? yes : no}
    </p>
  );
}

/**
 * Recomputes a result here, from its revealed seed: the seed's SHA-256 against the hash published
 * before sales, and the draw from FairStream(seed, `game:issue`, 0) against the published numbers.
 */
export default function VerifyDialog({ game, row, onClose }: { game: LotteryGameInfo; row: DrawResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const check = row ? checkDraw(game, row) : null;
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t('lottery.cn.verify.title', { numero: ltrText(row.numero) }) : undefined} size="lg">
      {row && check ? (
        <div className="flex flex-col gap-3">
          <div>
            <p className="mb-1 text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{t('lottery.cn.verify.published')}</p>
            <DrawBalls family={game.family} row={row} facts />
          </div>
          {row.seedHash ? <Mono label={t('lottery.cn.verify.seedHash')}>{row.seedHash}</Mono> : null}
          {row.seed ? <Mono label={t('lottery.cn.verify.seed')}>{row.seed}</Mono> : null}
          <Mono label={t('lottery.cn.verify.salt')}>{check.salt}</Mono>
          {check.recomputed !== null ? <Mono label={t('lottery.cn.verify.recomputed')}>{check.recomputed}</Mono> : null}
          {check.hashOk !== null ? <Verdict ok={check.hashOk} yes={t('lottery.cn.verify.hashOk')} no={t('lottery.cn.verify.hashBad')} /> : null}
          {check.match !== null ? <Verdict ok={check.match} yes={t('lottery.cn.verify.match')} no={t('lottery.cn.verify.mismatch')} /> : <p className="text-sm text-ink-300">{t('lottery.cn.verify.noSeed')}</p>}
          <p className="text-xs leading-relaxed text-ink-400">{t('lottery.cn.verify.how', { salt: check.salt })}</p>
        </div>
      ) : null}
    </Modal>
  );
}
