import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { storageKeys } from '../../../lib/storage';
import { reloadSessionFromStorage } from '../../session/stores/session-store';
import { useBalance } from '../../wallet/hooks/use-balance';
import { isEmbedded } from '../api/house-queries';
import { houseGameMeta, isHouseGame, type HouseGameCode } from '../lib/games';
import { isSlot } from '../lib/slot-views';
import { useRoundBusy } from '../stores/round-busy';
import { CrashGame } from './crash-game';
import { DiceGame } from './dice-game';
import { FairBadge, FairPanel } from './fair-panel';
import { BalanceChip, SoundToggle, useBet } from './game-ui';
import { HouseStyles } from './house-styles';
import { MinesGame } from './mines-game';
import { RoundHistory } from './round-history';
import { RulesPanel } from './rules-panel';
import { SlotGame } from './slots/slot-game';
import { SymbolDefs } from './slots/symbols';

/** `/house/:code`: one of the house studio's games, full screen (it is what `/game` embeds). */
export function HouseGamePage() {
  const { code } = useParams();
  if (!code || !isHouseGame(code)) return <HouseNotFound />;
  return <HouseScreen key={code} code={code} />;
}

function HouseNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-4">
      <EmptyState
        icon="controller"
        title={t('house.notFound.title')}
        description={t('house.notFound.text')}
        action={
          <ButtonLink to={paths.index} variant="secondary" target={isEmbedded() ? '_top' : undefined}>
            {t('common.backHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}

type TabKey = 'history' | 'fair' | 'rules';

function HouseScreen({ code }: { code: HouseGameCode }) {
  const { t } = useTranslation();
  const meta = houseGameMeta[code];
  const balance = useBalance();
  const bet = useBet(meta, balance.sumBalance);
  const [tab, setTab] = useState<TabKey>('history');
  const embedded = isEmbedded();
  const tabs = useRef<HTMLElement>(null);
  const fairBadge = (
    <FairBadge
      onDetails={() => {
        setTab('fair');
        tabs.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      }}
    />
  );

  // Leaving the screen ends whatever it held busy.
  useEffect(() => () => useRoundBusy.getState().setBusy(false), []);

  // Logging in or out in the embedding page (same origin) reaches this frame through storage events.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.session) reloadSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <div className="hs-screen min-h-dvh bg-[radial-gradient(80rem_40rem_at_50%_-10%,rgba(56,72,140,.3),transparent_60%)] pb-8">
      <HouseStyles />
      <SymbolDefs />
      <div className="sticky top-0 z-20 border-b border-white/5 bg-ink-950/85 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:px-5">
          {embedded ? null : (
            <Link to={paths.index} aria-label={t('common.backHome')} className="grid size-10 shrink-0 place-items-center rounded-xl border border-white/10 bg-white/5 text-ink-200 hover:text-white">
              <Icon name="home" className="size-5" />
            </Link>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-[10px] font-bold tracking-[0.2em] text-gold-300/80 uppercase">{t('house.studio')}</p>
            <h1 className="truncate text-base font-extrabold text-ink-50 sm:text-lg">{t(`house.games.${code}`)}</h1>
          </div>
          <BalanceChip />
          <SoundToggle />
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 pt-3 sm:px-5 sm:pt-4">
        {isSlot(code) ? <SlotGame code={code} bet={bet} meta={meta} extra={fairBadge} /> : null}
        {code === 'crash' ? <CrashGame bet={bet} meta={meta} extra={fairBadge} /> : null}
        {code === 'dice' ? <DiceGame bet={bet} meta={meta} extra={fairBadge} /> : null}
        {code === 'mines' ? <MinesGame bet={bet} meta={meta} extra={fairBadge} /> : null}

        <section ref={tabs} className="scroll-mt-16 rounded-2xl border border-white/10 bg-ink-900/70 p-3 sm:p-4">
          <Tabs
            label={t('house.tabs.label')}
            value={tab}
            onChange={(key) => setTab(key as TabKey)}
            items={[
              { key: 'history', label: t('house.tabs.history') },
              { key: 'fair', label: t('house.tabs.fair') },
              { key: 'rules', label: t('house.tabs.rules') },
            ]}
          >
            {tab === 'history' ? <RoundHistory code={code} /> : null}
            {tab === 'fair' ? <FairPanel code={code} /> : null}
            {tab === 'rules' ? <RulesPanel code={code} bet={bet.units} /> : null}
          </Tabs>
        </section>
      </div>
    </div>
  );
}
