import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icon';
import { PageContainer } from '../../../../components/ui/page-container';
import { PageHeader } from '../../../../components/ui/page-header';
import { Tabs } from '../../../../components/ui/tabs';
import { errorMessage } from '../../../../lib/api-client';
import { BrandTime } from '../../../system/components/brand-time';
import { useNow } from './countdown';
import { MyBets } from './my-bets';
import { Loading, Panel, Quiet } from './regional-ui';

/** What the page shell needs of the query that lists the page's games. */
type CatalogueState = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * The frame of the Vietnam and Thai pages: the header, then loading, a failed catalogue with a retry,
 * or (when `children` is null, no game to show) the empty state.
 */
export function RegionalPage({ title, subtitle, catalogue, children }: { title: string; subtitle: string; catalogue: CatalogueState; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-[1400px]">
      <PageHeader title={title} subtitle={subtitle} icon="lottery" />
      {catalogue.isPending ? (
        <Loading />
      ) : catalogue.isError ? (
        <Quiet
          icon="warning"
          title={errorMessage(catalogue.error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void catalogue.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        (children ?? <Quiet icon="lottery" title={t('lottery.emptyTitle')} text={t('lottery.emptyText')} />)
      )}
    </PageContainer>
  );
}

/** A search parameter that keeps the chosen game or station in the address, and a setter that replaces it. */
export function useChosenParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (value: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set(name, value);
        return copy;
      },
      { replace: true },
    );
  return [params.get(name), choose];
}

export type LowerTab = 'history' | 'bets';

/** The lower panel of the Vietnam and Thai pages: the game's results or the member's bets. */
export function HistoryAndBets({
  value,
  onChange,
  historyLabel,
  history,
  gameCodes,
}: {
  value: LowerTab;
  onChange: (tab: LowerTab) => void;
  historyLabel: string;
  history: ReactNode;
  gameCodes: string[];
}) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Tabs
        label={t('lottery.vn.lowerTabs')}
        value={value}
        onChange={(k) => onChange(k as LowerTab)}
        items={[
          { key: 'history', label: historyLabel },
          { key: 'bets', label: t('lottery.regional.bets.title') },
        ]}
      >
        {value === 'history' ? history : <MyBets gameCodes={gameCodes} />}
      </Tabs>
    </Panel>
  );
}

/**
 * The open issue's sale time when an official draw has taken place (the open issue's sales began at it)
 * but its result is not in yet; null otherwise.
 */
export function usePendingResult(drawSource: string | null | undefined, issue: { saleTime: string } | null | undefined, latest: { drawTime: string } | null | undefined): string | null {
  const now = useNow(30_000);
  return drawSource === 'official' && issue && latest && Date.parse(latest.drawTime) < Date.parse(issue.saleTime) && Date.parse(issue.saleTime) <= now ? issue.saleTime : null;
}

/** The line saying an official result is awaited. */
export function PendingResultNotice({ children, iconClassName }: { children: ReactNode; iconClassName: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-amber-400/10 px-3 py-2 text-xs text-amber-100 ring-1 ring-amber-300/25">
      <Icon name="clock" className={iconClassName} />
      {children}
    </p>
  );
}

/** "Next draw d MMM, hh:mm" on a game or station card; the card group carries the zone note. */
export function NextDrawAt({ drawTime }: { drawTime: string }) {
  const { t } = useTranslation();
  return (
    <span className="text-ink-300">
      {t('lottery.vn.nextDraw')} <BrandTime value={drawTime} style="dayClock" className="font-semibold text-ink-100" />
    </span>
  );
}

/** A game without an open issue. */
export function NoIssue() {
  const { t } = useTranslation();
  return <span className="text-xs text-ink-400">{t('lottery.vn.noIssue')}</span>;
}

/** Minutes between draws of a fast game (5 when the catalogue does not say). */
export const cadenceMinutes = (cadenceSeconds: number | null | undefined): number => Math.round((cadenceSeconds ?? 300) / 60);

/** A game or station card to choose: pressed when it is the chosen one, with `activeClassName` then. */
export function ChoiceCard({ active, onSelect, className, activeClassName, children }: { active: boolean; onSelect: () => void; className: string; activeClassName: string; children: ReactNode }) {
  return (
    <button type="button" onClick={onSelect} aria-pressed={active} className={clsx(className, active ? activeClassName : 'border-white/10 bg-ink-850 hover:border-white/25')}>
      {children}
    </button>
  );
}

/** The colours of a choice card's badge. */
export const badgeTone = (active: boolean): string => (active ? 'bg-gold-400 text-ink-950' : 'bg-ink-700 text-gold-200');
