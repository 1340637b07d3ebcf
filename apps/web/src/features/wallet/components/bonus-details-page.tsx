import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { turnoverStatuses } from '@lotus/contract/turnover';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { turnoverRequirementsQuery } from '../api/wallet-queries';
import { remaining, RequirementStatusBadge, sourceIcon, Terms, TurnoverBar, useSourceLabel, type Requirement, type RequirementStatus } from './turnover-ui';
import { Loading, Money, Pagination } from './wallet-ui';

const pageSize = 10;

/**
 * Bonus details (bonusDetails): every turnover requirement a deposit, bonus, rebate or adjustment put on
 * the member, newest first, with its progress; above them, what the open ones still ask for.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RequirementStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...turnoverRequirementsQuery({ ...(status ? { status } : {}), pageNo: page, pageSize }), placeholderData: keepPreviousData });

  const filters: { key: RequirementStatus | ''; label: string }[] = [{ key: '', label: t('wallet.turnover.all') }, ...turnoverStatuses.map((s) => ({ key: s, label: t(`wallet.turnover.status.${s}`) }))];

  return (
    <div className="flex flex-col gap-4">
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={errorMessage(list.error)} />
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <OpenSummary open={list.data.open} withdrawWithOpen={list.data.withdrawWithOpen} />
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('wallet.turnover.filter')}>
            {filters.map((f) => (
              <button
                key={f.key || 'all'}
                type="button"
                aria-pressed={status === f.key}
                onClick={() => {
                  setStatus(f.key);
                  setPage(1);
                }}
                className={clsx('rounded-full px-3 py-1 text-xs font-semibold ring-1 transition', status === f.key ? 'bg-gold-400 text-ink-950 ring-gold-300' : 'text-ink-200 ring-white/10 hover:bg-white/5')}
              >
                {f.label}
              </button>
            ))}
          </div>
          {list.data.rows.length === 0 ? (
            <EmptyState icon="gift" title={t(`wallet.turnover.empty.${status || 'all'}`)} description={t('wallet.turnover.emptyText')} />
          ) : (
            <div>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="text-xs text-ink-400">{t('wallet.turnover.total', { count: list.data.total })}</p>
                <ZoneNote />
              </div>
              <ul aria-label={t('wallet.turnover.listLabel')} className={clsx('flex flex-col gap-2', list.isPlaceholderData && 'opacity-60')}>
                {list.data.rows.map((r) => (
                  <RequirementItem key={r.id} requirement={r} />
                ))}
              </ul>
              <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** What the open requirements still ask for together, and whether a withdrawal waits for them. */
function OpenSummary({ open, withdrawWithOpen }: { open: { needed: string; done: string; count: number } | null; withdrawWithOpen: boolean }) {
  const { t } = useTranslation();
  if (!open) {
    return (
      <section aria-label={t('wallet.turnover.summary')} className="flex items-start gap-3 rounded-2xl border border-emerald-300/20 bg-emerald-400/5 p-4">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-emerald-400/15 text-emerald-300">
          <Icon name="check" className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-ink-50">{t('wallet.turnover.noneOpen')}</p>
          <p className="mt-1 text-xs leading-relaxed text-ink-400">{t('wallet.turnover.howItCounts')}</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-label={t('wallet.turnover.summary')} className="rounded-2xl border border-gold-300/20 bg-gradient-to-br from-gold-400/10 to-ink-900/60 p-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <p className="text-xs font-medium text-ink-300">{t('wallet.turnover.stillNeeded')}</p>
          <Money amount={remaining(open.needed, open.done)} className="text-2xl font-bold text-gold-100" />
        </div>
        <p className="text-xs text-ink-300">{t('wallet.turnover.openCount', { count: open.count })}</p>
      </div>
      <TurnoverBar done={open.done} required={open.needed} label={t('wallet.turnover.title')} className="mt-3" />
      <p className="mt-1.5 text-xs text-ink-300">
        <Money amount={open.done} className="text-ink-100" /> / <Money amount={open.needed} />
      </p>
      <p className="mt-3 text-xs leading-relaxed text-ink-400">{t('wallet.turnover.howItCounts')}</p>
      <p className={clsx('mt-2 flex items-start gap-1.5 text-xs font-medium', withdrawWithOpen ? 'text-emerald-200' : 'text-amber-200')}>
        <Icon name={withdrawWithOpen ? 'check' : 'warning'} className="mt-px size-3.5 shrink-0" />
        {withdrawWithOpen ? t('wallet.turnover.allowed') : t('wallet.turnover.blockedNote')}
      </p>
    </section>
  );
}

/** One requirement: source and status; credited amount, terms, required; progress; created and closed times. */
function RequirementItem({ requirement: r }: { requirement: Requirement }) {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  return (
    <li className="rounded-xl border border-white/10 bg-ink-900/60 p-3.5">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold text-ink-50">
          <Icon name={sourceIcon[r.source]} className="size-4 shrink-0 text-gold-300" />
          {sourceLabel(r.source)}
        </span>
        <RequirementStatusBadge status={r.status} />
      </div>
      <dl className="mt-2.5 grid grid-cols-3 gap-2 text-xs">
        <Field label={t('wallet.turnover.base')}>
          <Money amount={r.baseAmount} />
        </Field>
        <Field label={t('wallet.turnover.terms')}>
          <Terms multiple={r.multiple} />
        </Field>
        <Field label={t('wallet.turnover.required')}>
          <Money amount={r.required} />
        </Field>
      </dl>
      {r.status === 'waived' ? (
        <p className="mt-2.5 text-xs text-ink-400">{t('wallet.turnover.waivedNote')}</p>
      ) : (
        <div className="mt-2.5">
          <TurnoverBar done={r.done} required={r.required} label={t('wallet.turnover.progressOf', { source: sourceLabel(r.source) })} />
          <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2 text-[11px] text-ink-300">
            <span>
              <Money amount={r.done} className="text-ink-100" /> / <Money amount={r.required} />
            </span>
            {r.status === 'open' ? (
              <span>
                {t('wallet.turnover.left')} <Money amount={remaining(r.required, r.done)} className="font-semibold text-gold-200" />
              </span>
            ) : null}
          </div>
        </div>
      )}
      <dl className="mt-2.5 flex flex-wrap gap-x-4 gap-y-1 border-t border-white/5 pt-2 text-[11px] text-ink-400">
        <div className="flex gap-1">
          <dt>{t('wallet.turnover.created')}</dt>
          <dd>
            <BrandTime value={r.createdAt} className="text-ink-200" />
          </dd>
        </div>
        {r.closedAt ? (
          <div className="flex gap-1">
            <dt>{r.status === 'waived' ? t('wallet.turnover.waivedAt') : t('wallet.turnover.metAt')}</dt>
            <dd>
              <BrandTime value={r.closedAt} className="text-ink-200" />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] text-ink-400">{label}</dt>
      <dd className="mt-0.5 truncate font-semibold text-ink-100">{children}</dd>
    </div>
  );
}
