import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Notice, cx } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { can, useMe } from '../auth/use-me';
import { AdjustDialog, LockDialog, ResetPasswordDialog, memberKey } from './member-actions';
import { BrandTimes } from '../../components/time';
import { BetsTab, LabelsTab, LedgerTab, NotesTab, PaymentsTab, ProfileTab, SessionsTab } from './member-tabs';
import { MemberStatusBadge, useTypeName } from './shared';

export const memberTabs = ['profile', 'ledger', 'bets', 'payments', 'sessions', 'labels', 'notes'] as const;
type Tab = (typeof memberTabs)[number];

/** One member: who they are and their balance on top, the actions the operator's role allows, and tabs for the rest. */
export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const me = useMe().data;
  const typeName = useTypeName();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (memberTabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'profile';
  const [dialog, setDialog] = useState<'lock' | 'unlock' | 'reset' | 'adjust' | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const profile = useQuery({ queryKey: [...memberKey(id), 'profile'], queryFn: ({ signal }) => callOps('opMemberProfile', { params: { id }, signal }), enabled: Number.isInteger(id) && id > 0 });

  if (!(Number.isInteger(id) && id > 0))
    return (
      <div className="max-w-xl">
        <Notice tone="error">{t('members.badId')}</Notice>
        <Link to="/members" className="mt-3 inline-block text-indigo-700 underline">
          {t('members.backToSearch')}
        </Link>
      </div>
    );
  if (profile.isPending) return <p role="status" className="text-slate-600">{t('app.loading')}</p>;
  if (profile.isError)
    return (
      <div className="max-w-xl">
        <Notice tone="error">{errorMessage(profile.error)}</Notice>
        <Link to="/members" className="mt-3 inline-block text-indigo-700 underline">
          {t('members.backToSearch')}
        </Link>
      </div>
    );
  const m = profile.data;
  const done = (text: string) => {
    setFlash(text);
    setDialog(null);
  };

  return (
    <BrandTimes brandId={m.brand.id}>
      <div>
        <nav aria-label={t('members.breadcrumb')} className="mb-2 text-sm">
          <Link to="/members" className="text-indigo-700 hover:underline">
            {t('members.searchTitle')}
          </Link>
        </nav>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <div className="min-w-0">
            <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
              {m.username} <span className="text-sm font-normal text-slate-500">#{m.id}</span> <MemberStatusBadge status={m.status} />
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {t('members.headline', { brand: m.brand.code, type: typeName(m.type), club: m.club.labelName })}
              {m.labels.length > 0 && ` · ${m.labels.map((l) => l.name).join(', ')}`}
            </p>
            {m.status === 'locked' && m.statusReason && <p className="mt-1 text-sm text-rose-800">{t('members.lockedBecause', { reason: m.statusReason })}</p>}
          </div>
          <div className="text-end">
            <p className="text-xs text-slate-500 uppercase">{t('members.balance')}</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid="member-balance">
              {formatMoney(m.sumBalance)} <span className="text-sm font-normal text-slate-500">{m.currency}</span>
            </p>
          </div>
          <div className="flex w-full flex-wrap gap-2">
            {can(me, 'members.adjust') && <Button onClick={() => setDialog('adjust')}>{t('members.adjust.open')}</Button>}
            {can(me, 'members.lock') &&
              (m.status === 'locked' ? (
                <Button variant="secondary" onClick={() => setDialog('unlock')}>
                  {t('members.actions.unlock')}
                </Button>
              ) : (
                <Button variant="danger" onClick={() => setDialog('lock')}>
                  {t('members.actions.lock')}
                </Button>
              ))}
            {can(me, 'members.password') && !m.isTrial && (
              <Button variant="secondary" onClick={() => setDialog('reset')}>
                {t('members.actions.reset')}
              </Button>
            )}
          </div>
        </div>
        {flash && (
          <Notice tone="success" className="mb-3">
            {flash}
          </Notice>
        )}
        <div
          role="tablist"
          aria-label={t('members.tabsLabel')}
          className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
          onKeyDown={(e) => {
            // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Home and End go to the first and last.
            const at = memberTabs.indexOf(tab);
            const next = e.key === 'ArrowRight' ? (at + 1) % memberTabs.length : e.key === 'ArrowLeft' ? (at - 1 + memberTabs.length) % memberTabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? memberTabs.length - 1 : -1;
            if (next < 0) return;
            e.preventDefault();
            const k = memberTabs[next]!;
            setParams(k === 'profile' ? {} : { tab: k }, { replace: true });
            document.getElementById(`tab-${k}`)?.focus();
          }}
        >
          {memberTabs.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`tab-${k}`}
              aria-selected={tab === k}
              tabIndex={tab === k ? 0 : -1}
              aria-controls={`panel-${k}`}
              onClick={() => setParams(k === 'profile' ? {} : { tab: k }, { replace: true })}
              className={cx('-mb-px rounded-t-md border px-3 py-2 text-sm font-medium', tab === k ? 'border-slate-200 border-b-white bg-white text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900')}
            >
              {t(`members.tabs.${k}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'profile' && <ProfileTab member={m} />}
          {tab === 'ledger' && <LedgerTab memberId={id} />}
          {tab === 'bets' && <BetsTab memberId={id} />}
          {tab === 'payments' && <PaymentsTab memberId={id} />}
          {tab === 'sessions' && <SessionsTab memberId={id} mayRevoke={can(me, 'members.lock')} />}
          {tab === 'labels' && <LabelsTab memberId={id} labels={m.labels} mayEdit={can(me, 'members.edit')} />}
          {tab === 'notes' && <NotesTab memberId={id} mayAdd={can(me, 'members.edit')} />}
        </div>
        {(dialog === 'lock' || dialog === 'unlock') && <LockDialog memberId={id} username={m.username} lock={dialog === 'lock'} onClose={() => setDialog(null)} onDone={done} />}
        {dialog === 'reset' && <ResetPasswordDialog memberId={id} username={m.username} onClose={() => setDialog(null)} />}
        {dialog === 'adjust' && <AdjustDialog memberId={id} username={m.username} onClose={() => setDialog(null)} onDone={done} />}
      </div>
    </BrandTimes>
  );
}
