import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionPage } from '../../../components/ui/section-page';

type LotteryKind = 'lottery' | 'vn' | 'sea';

const titles = { lottery: 'lottery.title', vn: 'lottery.vnTitle', sea: 'lottery.seaTitle' } as const;

/** Lottery pages (header-only layout). /lottery keeps `gameCode` and `playType` for the lobby. */
export function LotteryPage({ kind = 'lottery' }: { kind?: LotteryKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  return (
    <SectionPage title={t(titles[kind])} subtitle={t('lottery.subtitle')} icon="lottery" emptyTitle={t('lottery.emptyTitle')} emptyText={t('lottery.emptyText')}>
      {gameCode || playType ? (
        <dl className="mb-6 flex flex-wrap gap-2 text-sm" aria-label={t('lottery.selection')}>
          {gameCode ? (
            <div className="flex items-center gap-2 rounded-xl border border-white/10 bg-ink-850 px-3 py-2">
              <dt className="text-ink-400">{t('lottery.gameCode')}</dt>
              <dd className="font-semibold text-gold-200" dir="ltr">
                {gameCode}
              </dd>
            </div>
          ) : null}
          {playType ? (
            <div className="flex items-center gap-2 rounded-xl border border-white/10 bg-ink-850 px-3 py-2">
              <dt className="text-ink-400">{t('lottery.playType')}</dt>
              <dd className="font-semibold text-gold-200" dir="ltr">
                {playType}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </SectionPage>
  );
}

export function VnLotteryPage() {
  return <LotteryPage kind="vn" />;
}

export function SeaLotteryPage() {
  return <LotteryPage kind="sea" />;
}
