import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { houseRoundQueryOptions } from '../../house/api/get-house-round';
import { useRoundSummary } from '../../house/components/round-history';
import { roundVerifyHref } from '../../house/lib/verify-link';
import { useRevealedSeeds } from '../../house/stores/revealed-seeds';
import { OrderDetailDialog } from '../../lottery/components/my-orders';
import { useSessionStore } from '../../session/stores/session-store';
import { BrandTime, ZoneTag } from '../../system/components/brand-time';
import { Money } from '../../wallet/components/wallet-ui';
import type { BetRow } from '../api/get-member-bets';
import { Profit } from './bet-figures';
import { BetStatusBadge } from './bet-status';

/**
 * A bet's detail, loaded only when one is opened: a lottery bet opens its order (the lottery's own
 * order detail, with its sub-orders), a house bet shows its round with the fairness proof and a link
 * to verify it, a vendor bet its vendor, game and round id. `bet` null closes it (with its fade).
 */
export function BetDetail({ bet, gameName, layer, onClose }: { bet: BetRow | null; gameName: (bet: BetRow) => string; layer: number; onClose: () => void }) {
  // The bet stays drawn while the dialog fades out after closing.
  const [shown, setShown] = useState(bet);
  if (bet && bet !== shown) setShown(bet);
  if (!shown) return null;
  if (shown.detail.kind === 'lottery') return <OrderDetailDialog orderNumber={bet ? shown.detail.orderNumber || null : null} onClose={onClose} layer={layer} />;
  return <BetDetailDialog bet={shown} open={bet !== null} gameName={gameName(shown)} layer={layer} onClose={onClose} />;
}

function BetDetailDialog({ bet, open, gameName, layer, onClose }: { bet: BetRow; open: boolean; gameName: string; layer: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('bets.detail.title')} size="md" layer={layer}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <Fact label={t('bets.detail.game')} wide>
            <span className="font-semibold">{gameName}</span>
          </Fact>
          <Fact label={t('bets.detail.category')}>{t(`categories.${bet.category}`)}</Fact>
          <Fact label={t('bets.detail.status')}>
            <BetStatusBadge status={bet.status} />
          </Fact>
          <Fact label={t('bets.detail.stake')}>
            <Money amount={bet.stake} />
          </Fact>
          <Fact label={t('bets.detail.validTurnover')}>
            <Money amount={bet.validTurnover} />
          </Fact>
          <Fact label={t('bets.detail.win')}>
            <Money amount={bet.win} />
          </Fact>
          <Fact label={t('bets.detail.profit')}>
            <Profit amount={bet.profit} />
          </Fact>
          <Fact
            label={
              <>
                {t('bets.detail.placedAt')} <ZoneTag />
              </>
            }
            wide
          >
            <BrandTime value={bet.placedAt} />
          </Fact>
          {bet.settledAt ? (
            <Fact
              label={
                <>
                  {t('bets.detail.settledAt')} <ZoneTag />
                </>
              }
              wide
            >
              <BrandTime value={bet.settledAt} />
            </Fact>
          ) : null}
          {bet.detail.kind === 'vendor' ? (
            <>
              <Fact label={t('bets.detail.vendor')}>{bet.vendor}</Fact>
              <Fact label={t('bets.detail.vendorGame')}>
                <bdi dir="ltr">{bet.game}</bdi>
              </Fact>
              <Fact label={t('bets.detail.roundId')} wide>
                <Code>{bet.detail.roundId || '—'}</Code>
              </Fact>
            </>
          ) : null}
        </dl>
        {bet.detail.kind === 'house' ? <HouseRoundProof roundId={bet.detail.roundId} /> : null}
      </div>
    </Modal>
  );
}

/** The house round as the game's own history shows it: what happened, the seeds it was played with, a link to verify it. */
function HouseRoundProof({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const round = useQuery(houseRoundQueryOptions(token, roundId));
  const seeds = useRevealedSeeds((s) => s.byHash);
  const summary = useRoundSummary();

  return (
    <section aria-labelledby="bet-round-proof" className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-ink-900/60 p-3">
      <h3 id="bet-round-proof" className="flex items-center gap-1.5 text-sm font-bold text-ink-50">
        <Icon name="shield" className="size-4 text-gold-300" />
        {t('bets.detail.fairness')}
      </h3>
      {round.isPending ? (
        <p className="text-sm text-ink-400">{t('common.loading')}</p>
      ) : round.isError ? (
        <FormAlert message={errorMessage(round.error)} />
      ) : !round.data ? (
        <p className="text-sm text-ink-300">
          {t('bets.detail.roundMissing')} <Code>{roundId}</Code>
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-200">{summary(round.data)}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Fact label={t('bets.detail.roundId')} wide>
              <Code>{round.data.roundId}</Code>
            </Fact>
            <Fact label={t('house.fair.serverSeedHash')} wide>
              <Code>{round.data.serverSeedHash}</Code>
            </Fact>
            <Fact label={t('house.fair.clientSeed')}>
              <Code>{round.data.clientSeed}</Code>
            </Fact>
            <Fact label={t('house.fair.nonce')}>
              <bdi dir="ltr" className="tabular-nums">
                {round.data.nonce}
              </bdi>
            </Fact>
          </dl>
          {round.data.status === 'open' ? null : (
            <Link
              to={roundVerifyHref(round.data, seeds[round.data.serverSeedHash])}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 self-start rounded-xl px-3 py-2 text-sm font-semibold text-gold-300 ring-1 ring-gold-300/30 hover:bg-gold-400/10 hover:text-gold-200"
            >
              <Icon name="shield" className="size-4" />
              {t('bets.detail.verify')}
            </Link>
          )}
          <p className="text-xs text-ink-400">{t('bets.detail.verifyHint')}</p>
        </>
      )}
    </section>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="font-mono text-xs break-all">
      {children}
    </bdi>
  );
}

function Fact({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={clsx('min-w-0 rounded-xl bg-ink-950/40 px-3 py-2 ring-1 ring-white/5', wide && 'col-span-2')}>
      <dt className="text-[11px] text-ink-400">{label}</dt>
      <dd className="mt-0.5 text-ink-50">{children}</dd>
    </div>
  );
}
