import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Notice, PageHeader } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { can, useMe } from '../auth/use-me';
import { BrandTimes } from '../../components/time';
import { Time } from '../payments/shared';
import { useIssue, type LotteryIssueDetail } from './api';
import { CancelIssueDialog, useCancelledText } from './cancel-dialog';
import { ResultEntryForm } from './result-entry';
import { PhaseBadge, SourceBadge } from './shared';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

/** One issue: when it sells, locks and draws, its result and proof, its orders and money, and what may be done with it. */
export function LotteryIssuePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const issue = useIssue(id);
  if (issue.isPending) {
    return (
      <p role="status" className="p-4 text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  if (issue.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{errorMessage(issue.error)}</Notice>
        <Link to="/lottery/issues" className="text-sm text-indigo-700 underline">
          {t('lottery.issue.back')}
        </Link>
      </div>
    );
  }
  return <IssueView issue={issue.data} />;
}

function IssueView({ issue }: { issue: LotteryIssueDetail }) {
  const { t } = useTranslation();
  const cancelledText = useCancelledText();
  const me = useMe().data;
  const [cancelling, setCancelling] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const official = issue.drawSource === 'official';
  const none = <span className="text-slate-400">{t('common.none')}</span>;

  return (
    <BrandTimes brandId={issue.brandId}>
      <div className="flex flex-col gap-4">
        <Link to="/lottery/issues" className="text-sm text-indigo-700 underline-offset-2 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('lottery.issue.back')}
        </Link>
        <PageHeader
          title={t('lottery.issue.title', { game: issue.gameName, numero: issue.numero })}
          intro={
            <span className="inline-flex flex-wrap items-center gap-2">
              <PhaseBadge phase={issue.phase} /> <SourceBadge source={issue.drawSource} /> <span className="font-mono text-xs">{issue.gameCode}</span>
            </span>
          }
          actions={
            can(me, 'lottery.cancel') && issue.status === 'open' ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('lottery.cancel.action')}
              </Button>
            ) : undefined
          }
        />
        {flash && <Notice tone="success">{flash}</Notice>}
        {issue.voided && (
          <Notice tone="warning">
            {issue.voided.by ? t('lottery.issue.cancelledBy', { by: issue.voided.by, reason: issue.voided.reason ?? '' }) : t('lottery.issue.voidedMissed')}{' '}
            <Time iso={issue.voided.at} />. {issue.voided.finished ? t('lottery.issue.refundsDone') : t('lottery.issue.refundsRunning')}
          </Notice>
        )}

        <section aria-label={t('lottery.issue.money')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Figure label={t('lottery.orders')} value={issue.orders} />
          <Figure label={t('lottery.issue.bets')} value={issue.bets} />
          <Figure label={t('lottery.stake')} value={formatMoney(issue.stake)} />
          <Figure label={t('lottery.payout')} value={formatMoney(issue.payout)} />
          <Figure label={t('lottery.refunded')} value={formatMoney(issue.refunded)} />
        </section>

        <div className="grid gap-4 lg:grid-cols-2">
          <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <h2 className="mb-3 text-sm font-semibold text-slate-700">{t('lottery.issue.timeline')}</h2>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label={t('lottery.issue.saleAt')}>
                <Time iso={issue.saleAt} />
              </Field>
              <Field label={t('lottery.issue.lockAt')}>
                <Time iso={issue.lockAt} />
              </Field>
              <Field label={t('lottery.drawAt')}>
                <Time iso={issue.drawAt} />
              </Field>
              <Field label={t('lottery.issue.drawnAt')}>
                <Time iso={issue.drawnAt} />
              </Field>
              <Field label={t('lottery.issue.settledAt')}>
                <Time iso={issue.settledAt} />
              </Field>
              <Field label={t('lottery.issue.brand')}>{t('lottery.issue.brandZone', { id: issue.brandId, zone: issue.timeZone })}</Field>
            </dl>
          </section>
          <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <h2 className="mb-3 text-sm font-semibold text-slate-700">{t('lottery.issue.resultTitle')}</h2>
            <dl className="grid grid-cols-1 gap-3">
              <Field label={t('lottery.results.label')}>{issue.result ? <code className="font-mono text-base font-semibold">{issue.result}</code> : none}</Field>
              {!official && (
                <>
                  <Field label={t('lottery.issue.seedHash')}>{issue.seedHash ? <code className="font-mono text-xs break-all">{issue.seedHash}</code> : none}</Field>
                  <Field label={t('lottery.issue.seed')}>{issue.seed ? <code className="font-mono text-xs break-all">{issue.seed}</code> : <span className="text-slate-500">{t('lottery.issue.seedHidden')}</span>}</Field>
                </>
              )}
              {issue.status === 'open' && (
                <Field label={t('lottery.issue.openToRefund')}>{t('lottery.issue.openFigures', { count: issue.open.orders, bets: t('lottery.betCount', { count: issue.open.bets }), amount: formatMoney(issue.open.amount) })}</Field>
              )}
            </dl>
          </section>
        </div>

        {official && (issue.phase === 'due' || issue.resultEntries.length > 0) && (
          <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs" aria-labelledby="official-result">
            <h2 id="official-result" className="mb-1 text-sm font-semibold text-slate-700">
              {t('lottery.results.officialTitle')}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t('lottery.results.rule')}</p>
            <ResultEntryForm issue={issue} mayEnter={can(me, 'lottery.results')} />
          </section>
        )}

        {cancelling && (
          <CancelIssueDialog
            issueId={issue.id}
            onClose={() => setCancelling(false)}
            onDone={(result) => {
              setFlash(cancelledText(result));
              setCancelling(false);
            }}
          />
        )}
      </div>
    </BrandTimes>
  );
}
