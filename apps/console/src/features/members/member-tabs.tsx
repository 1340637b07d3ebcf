import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useCallback, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { KeysetList } from '../../components/keyset-list';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, cx } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { formatMoney, moneyToDecimal, useTimeText } from '../../lib/format';
import { StatusBadge, Time } from '../payments/shared';
import { detailsText } from '../audit/audit-page';
import { memberKey, memberListKey } from './member-actions';
import { dayText } from './shared';

type Profile = ValueOf<'opMemberProfile'>;

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx('rounded-lg border border-slate-200 bg-white p-4', className)}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-900">{v === null || v === undefined || v === '' ? <span className="text-slate-400">—</span> : v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileTab({ member: m }: { member: Profile }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  const yes = (b: boolean) => (b ? t('common.yes') : t('common.no'));
  const mobile = m.mobile ? `${m.countryDialingCode ? `+${m.countryDialingCode} ` : ''}${m.mobile}` : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <Section title={t('members.profile.account')}>
        <Facts
          items={[
            [t('members.profile.nickname'), m.nickname],
            [t('members.profile.language'), m.language],
            [t('members.profile.currency'), m.currency],
            [t('members.profile.club'), `${m.club.labelName} (${m.club.rankLevel})`],
            [t('members.profile.siteLabels'), m.siteLabels.join(', ')],
            [t('members.profile.upline'), m.upline ? `${m.upline.username} #${m.upline.id}` : null],
            [t('members.profile.referrer'), m.referrer ? `${m.referrer.username} #${m.referrer.id}` : null],
            [t('members.profile.referralCode'), m.referralCode],
            [t('members.profile.affiliateCode'), m.affiliateCodeUsed],
          ]}
        />
      </Section>
      <Section title={t('members.profile.contact')}>
        <Facts
          items={[
            [t('members.profile.mobile'), mobile],
            [t('members.profile.email'), m.email],
            [t('members.profile.payeeName'), m.payeeName],
            [t('members.profile.idNumber'), m.idNumber],
            ['WhatsApp', m.whatsapp],
            ['Line', m.line],
            ['Facebook', m.facebook],
            ['WeChat', m.wechat],
            ['QQ', m.qqNum],
          ]}
        />
      </Section>
      <Section title={t('members.profile.security')}>
        <Facts
          items={[
            [t('members.profile.registered'), <Time key="r" iso={m.registeredAt} />],
            [t('members.profile.registerMethod'), m.registerMethod],
            [t('members.profile.registerIp'), <span key="ip" className="font-mono text-xs">{m.registerIp}</span>],
            [t('members.profile.registerDomain'), m.registerDomain],
            [t('members.profile.firstLogin'), <Time key="f" iso={m.firstLoginAt} />],
            [t('members.profile.lastLogin'), <Time key="l" iso={m.lastLoginAt} />],
            [t('members.profile.lastLoginIp'), m.lastLoginIp && <span className="font-mono text-xs">{m.lastLoginIp}</span>],
            [t('members.profile.passwordChanged'), <Time key="p" iso={m.passwordChangedAt} />],
            [t('members.profile.mustChange'), yes(m.passwordMustChange)],
            [t('members.profile.paymentPassword'), yes(m.paymentPasswordSet)],
            [t('members.profile.statusChanged'), m.statusChangedAt && <Time iso={m.statusChangedAt} />],
            [t('members.profile.statusReason'), m.statusReason],
          ]}
        />
      </Section>
      <Section title={t('members.profile.wallets')} className="lg:col-span-2 xl:col-span-3">
        <table className="w-full max-w-xl text-sm" aria-label={t('members.profile.wallets')}>
          <tbody>
            {m.wallets.map((w) => (
              <tr key={w.wallet} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 text-start font-normal text-slate-600">
                  {walletName(w.wallet)}
                </th>
                <td className="py-1.5 text-end tabular-nums">{formatMoney(w.balance)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1.5 text-start font-semibold">
                {t('members.profile.sum')}
              </th>
              <td className="py-1.5 text-end font-semibold tabular-nums">{formatMoney(m.sumBalance)}</td>
            </tr>
          </tbody>
        </table>
      </Section>
    </div>
  );
}

/** A wallet's name (a hook: the console's typed keys are too deep to pass `t` around as a parameter). */
function useWalletName(): (wallet: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (wallet: string) => {
      if (wallet === 'main') return t('members.wallets.main');
      if (wallet === 'holds') return t('members.wallets.holds');
      return t('members.wallets.game', { vendor: wallet.replace(/^game:/, '') });
    },
    [t],
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const inputClass = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-sm';

export const ledgerKinds = ['bet', 'win', 'rollback', 'lottery.bet', 'lottery.payout', 'deposit', 'withdrawal', 'adjustment', 'bonus', 'rebate', 'transfer', 'upline', 'trial'] as const;

type LedgerRow = ValueOf<'opMemberLedger'>['rows'][number];

/** The member's ledger, newest first, by cursor (millions of rows: no count), filtered by kind and days. */
export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  const time = useTimeText();
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeBad = from !== '' && to !== '' && from > to;
  const columns = useMemo<ListColumn<LedgerRow>[]>(
    () => [
      { id: 'time', header: t('members.ledger.time'), cell: (r) => <Time iso={r.time} />, csv: (r) => time(r.time), nowrap: true },
      { id: 'kind', header: t('members.ledger.kind'), cell: (r) => <code className="text-xs">{r.kind}</code>, csv: (r) => r.kind, nowrap: true },
      { id: 'wallet', header: t('members.ledger.wallet'), cell: (r) => walletName(r.wallet), csv: (r) => r.wallet, nowrap: true },
      { id: 'amount', header: t('members.ledger.amount'), cell: (r) => <span className={r.amount.startsWith('-') ? 'text-rose-700' : 'text-emerald-700'}>{formatMoney(r.amount)}</span>, csv: (r) => moneyToDecimal(r.amount), align: 'end', nowrap: true },
      { id: 'balanceAfter', header: t('members.ledger.balanceAfter'), cell: (r) => formatMoney(r.balanceAfter), csv: (r) => moneyToDecimal(r.balanceAfter), align: 'end', nowrap: true },
      { id: 'details', header: t('members.ledger.details'), cell: (r) => <span className="block min-w-48 text-xs [overflow-wrap:anywhere] text-slate-600">{detailsText(r.details)}</span>, csv: (r) => JSON.stringify(r.details) },
      { id: 'key', header: t('members.ledger.key'), cell: (r) => <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-500">{r.key}</span>, csv: (r) => r.key },
    ],
    [t, time, walletName],
  );
  const filters = { list: 'ledger', kind, from: rangeBad ? '' : from, to: rangeBad ? '' : to };
  return (
    <KeysetList
      id={memberListKey(memberId)[1]}
      label={t('members.ledger.title')}
      columns={columns}
      rowKey={(r) => r.id}
      filterKey={filters}
      exportName={`member-${memberId}-ledger`}
      fetchPage={(before, signal) =>
        callOps('opMemberLedger', { params: { id: memberId }, query: { kind: filters.kind || undefined, from: filters.from || undefined, to: filters.to || undefined, before, pageSize: 50 }, signal })
      }
      toolbar={
        <>
          <Field label={t('members.ledger.kind')}>
            {(id) => (
              <select id={id} className={cx(inputClass, 'min-w-36')} value={kind} onChange={(e) => setKind(e.target.value)}>
                <option value="">{t('list.any')}</option>
                {ledgerKinds.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('members.filters.from')}>{(id) => <input id={id} type="date" className={inputClass} value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
          <Field label={t('members.filters.to')}>{(id) => <input id={id} type="date" className={inputClass} value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
          {rangeBad && <p className="self-center text-xs text-rose-700">{t('members.filters.rangeInvalid')}</p>}
        </>
      }
    />
  );
}

type BetRow = ValueOf<'opMemberBets'>['rows'][number];
// The contract's lists, typed against it (the console bundles no zod module, so not imported from it).
const gameCategories = ['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'LIVE', 'FISH', 'RNG', 'PVP'] as const satisfies readonly BetRow['category'][];
const betStatuses = ['open', 'settled', 'void', 'cancelled'] as const satisfies readonly BetRow['status'][];
type BetTotals = ValueOf<'opMemberBets'>['totals'];

/** The member's bets from the journal over a date range (at most 92 days), with the range's totals. */
export function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const [totals, setTotals] = useState<BetTotals | null>(null);
  const defaults = useMemo(() => ({ from: dayText(6), to: dayText(0) }), []);
  const fetchPage = useMemo(
    () => async (q: ListQuery, signal: AbortSignal) => {
      const value = await callOps('opMemberBets', {
        params: { id: memberId },
        query: {
          from: q.filters.from || defaults.from,
          to: q.filters.to || defaults.to,
          category: (q.filters.category || undefined) as BetRow['category'] | undefined,
          status: (q.filters.status || undefined) as BetRow['status'] | undefined,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
        signal,
      });
      setTotals(value.totals);
      return value;
    },
    [memberId, defaults],
  );
  const columns = useMemo<ListColumn<BetRow>[]>(
    () => [
      { id: 'placedAt', header: t('members.bets.placed'), cell: (r) => <Time iso={r.placedAt} />, csv: (r) => time(r.placedAt), nowrap: true },
      { id: 'category', header: t('members.bets.category'), cell: (r) => r.category, csv: (r) => r.category, nowrap: true },
      { id: 'game', header: t('members.bets.game'), cell: (r) => `${r.vendor} · ${r.game}`, csv: (r) => `${r.vendor} ${r.game}` },
      { id: 'stake', header: t('members.bets.stake'), cell: (r) => formatMoney(r.stake), csv: (r) => moneyToDecimal(r.stake), align: 'end', nowrap: true },
      { id: 'validTurnover', header: t('members.bets.valid'), cell: (r) => formatMoney(r.validTurnover), csv: (r) => moneyToDecimal(r.validTurnover), align: 'end', nowrap: true },
      { id: 'win', header: t('members.bets.win'), cell: (r) => formatMoney(r.win), csv: (r) => moneyToDecimal(r.win), align: 'end', nowrap: true },
      { id: 'profit', header: t('members.bets.profit'), cell: (r) => formatMoney(r.profit), csv: (r) => moneyToDecimal(r.profit), align: 'end', nowrap: true },
      { id: 'status', header: t('members.bets.status'), cell: (r) => <Badge tone={r.status === 'open' ? 'warning' : r.status === 'settled' ? 'success' : 'neutral'}>{t(`members.bets.statuses.${r.status}`)}</Badge>, csv: (r) => r.status },
      { id: 'settledAt', header: t('members.bets.settled'), cell: (r) => <Time iso={r.settledAt} />, csv: (r) => time(r.settledAt), nowrap: true },
      { id: 'detail', header: t('members.bets.detail'), cell: (r) => <span className="font-mono text-xs">{r.detail.kind === 'lottery' ? r.detail.orderNumber : r.detail.roundId}</span>, csv: (r) => (r.detail.kind === 'lottery' ? r.detail.orderNumber : r.detail.roundId) },
    ],
    [t, time],
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('members.bets.rangeHint')}</p>
      {totals && (
        <dl aria-label={t('members.bets.totals')} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:grid-cols-5">
          {(
            [
              ['bets', String(totals.bets)],
              ['stake', formatMoney(totals.stake)],
              ['valid', formatMoney(totals.validTurnover)],
              ['win', formatMoney(totals.win)],
              ['profit', formatMoney(totals.profit)],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-slate-500 uppercase">{t(`members.bets.total.${k}`)}</dt>
              <dd className="font-semibold tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      )}
      <ServerList
        id={`member-${memberId}-bets`}
        label={t('members.bets.title')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        stateIn="local"
        defaultFilters={defaults}
        filters={[
          { id: 'from', type: 'date', label: t('members.filters.from') },
          { id: 'to', type: 'date', label: t('members.filters.to') },
          { id: 'category', label: t('members.bets.category'), options: gameCategories.map((c) => ({ value: c, label: c })) },
          { id: 'status', label: t('members.bets.status'), options: betStatuses.map((s) => ({ value: s, label: t(`members.bets.statuses.${s}`) })) },
        ]}
        exportName={`member-${memberId}-bets`}
      />
    </div>
  );
}

type DepositRow = ValueOf<'opMemberDeposits'>['rows'][number];
type WithdrawalRow = ValueOf<'opMemberWithdrawals'>['rows'][number];

export function PaymentsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const depositColumns = useMemo<ListColumn<DepositRow>[]>(
    () => [
      { id: 'id', header: t('payments.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'channel', header: t('payments.channel'), cell: (r) => r.channel, csv: (r) => r.channel },
      { id: 'amount', header: t('payments.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => moneyToDecimal(r.amount), align: 'end', nowrap: true },
      { id: 'reference', header: t('payments.reference'), cell: (r) => r.reference, csv: (r) => r.reference },
      { id: 'status', header: t('payments.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(`payments.statuses.${r.status}`) },
      { id: 'createdAt', header: t('payments.created'), cell: (r) => <Time iso={r.createdAt} />, csv: (r) => time(r.createdAt), nowrap: true },
      { id: 'decidedAt', header: t('payments.decided'), cell: (r) => <Time iso={r.decidedAt} />, csv: (r) => time(r.decidedAt), nowrap: true },
      { id: 'reason', header: t('payments.reason'), cell: (r) => r.reason ?? '', csv: (r) => r.reason ?? '' },
    ],
    [t, time],
  );
  const withdrawalColumns = useMemo<ListColumn<WithdrawalRow>[]>(
    () => [
      { id: 'id', header: t('payments.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'amount', header: t('payments.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => moneyToDecimal(r.amount), align: 'end', nowrap: true },
      { id: 'card', header: t('payments.card'), cell: (r) => <span className="font-mono text-xs">{r.card}</span>, csv: (r) => r.card, nowrap: true },
      { id: 'status', header: t('payments.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(`payments.statuses.${r.status}`) },
      { id: 'createdAt', header: t('payments.created'), cell: (r) => <Time iso={r.createdAt} />, csv: (r) => time(r.createdAt), nowrap: true },
      { id: 'paidAt', header: t('payments.paidAt'), cell: (r) => <Time iso={r.paidAt} />, csv: (r) => time(r.paidAt), nowrap: true },
      { id: 'reason', header: t('payments.reason'), cell: (r) => r.reason ?? '', csv: (r) => r.reason ?? '' },
    ],
    [t, time],
  );
  const deposits = useMemo(
    () => (q: ListQuery, signal: AbortSignal) => callOps('opMemberDeposits', { params: { id: memberId }, query: { status: (q.filters.status || undefined) as DepositRow['status'] | undefined, pageNo: q.pageNo, pageSize: q.pageSize }, signal }),
    [memberId],
  );
  const withdrawals = useMemo(
    () => (q: ListQuery, signal: AbortSignal) => callOps('opMemberWithdrawals', { params: { id: memberId }, query: { status: (q.filters.status || undefined) as WithdrawalRow['status'] | undefined, pageNo: q.pageNo, pageSize: q.pageSize }, signal }),
    [memberId],
  );
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('members.payments.deposits')}>
        <ServerList
          id={`member-${memberId}-deposits`}
          label={t('members.payments.deposits')}
          columns={depositColumns}
          fetchPage={deposits}
          rowKey={(r) => String(r.id)}
          stateIn="local"
          filters={[{ id: 'status', label: t('payments.status'), options: (['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`payments.statuses.${s}`) })) }]}
          exportName={`member-${memberId}-deposits`}
        />
      </Section>
      <Section title={t('members.payments.withdrawals')}>
        <ServerList
          id={`member-${memberId}-withdrawals`}
          label={t('members.payments.withdrawals')}
          columns={withdrawalColumns}
          fetchPage={withdrawals}
          rowKey={(r) => String(r.id)}
          stateIn="local"
          filters={[{ id: 'status', label: t('payments.status'), options: (['pending', 'paid', 'received', 'not_received', 'rejected'] as const).map((s) => ({ value: s, label: t(`payments.statuses.${s}`) })) }]}
          exportName={`member-${memberId}-withdrawals`}
        />
      </Section>
    </div>
  );
}

type SessionRow = ValueOf<'opMemberSessions'>['rows'][number];
type LoginRow = ValueOf<'opMemberLogins'>['rows'][number];
const loginResults = ['success', 'failure', 'bad_password', 'locked', 'verification_required', 'verification_failed'] as const;

/** Live sessions (each can be ended) and the login history (newest first, by cursor). */
export function SessionsTab({ memberId, mayRevoke }: { memberId: number; mayRevoke: boolean }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<SessionRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const sessions = useQuery({ queryKey: [...memberKey(memberId), 'sessions'], queryFn: ({ signal }) => callOps('opMemberSessions', { params: { id: memberId }, signal }) });
  const revoke = useMutation({
    mutationFn: (s: SessionRow) => callOps('opRevokeMemberSession', { params: { id: memberId, sessionId: s.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...memberKey(memberId), 'sessions'] });
      setFlash(t('members.sessions.revoked'));
      setRevoking(null);
    },
  });
  const loginColumns = useMemo<ListColumn<LoginRow>[]>(
    () => [
      { id: 'time', header: t('members.sessions.time'), cell: (r) => <Time iso={r.time} />, csv: (r) => time(r.time), nowrap: true },
      { id: 'result', header: t('members.sessions.result'), cell: (r) => <Badge tone={r.result === 'success' ? 'success' : 'danger'}>{t(`members.sessions.results.${r.result}`)}</Badge>, csv: (r) => r.result, nowrap: true },
      { id: 'loginType', header: t('members.sessions.loginType'), cell: (r) => r.loginType, csv: (r) => r.loginType, nowrap: true },
      { id: 'ip', header: t('members.sessions.ip'), cell: (r) => <span className="font-mono text-xs">{r.ip}</span>, csv: (r) => r.ip, nowrap: true },
      { id: 'userAgent', header: t('members.sessions.userAgent'), cell: (r) => <span className="block max-w-md truncate text-xs text-slate-600" title={r.userAgent}>{r.userAgent}</span>, csv: (r) => r.userAgent },
    ],
    [t, time],
  );
  const rows = sessions.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('members.sessions.live')}>
        {flash && (
          <Notice tone="success" className="mb-3">
            {flash}
          </Notice>
        )}
        {sessions.isError && <Notice tone="error">{errorMessage(sessions.error)}</Notice>}
        {sessions.isPending ? (
          <p className="text-sm text-slate-500">{t('list.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500">{t('members.sessions.none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={t('members.sessions.live')}>
              <thead className="bg-slate-50 text-start text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  {[t('members.sessions.started'), t('members.sessions.lastSeen'), t('members.sessions.expires'), t('members.sessions.loginType'), t('members.sessions.ip'), t('members.sessions.userAgent'), ''].map((h, i) => (
                    <th key={i} scope="col" className="px-3 py-2 whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id} className="border-b border-slate-100 last:border-0">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Time iso={s.createdAt} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Time iso={s.lastSeenAt} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Time iso={s.expiresAt} />
                    </td>
                    <td className="px-3 py-2">{s.loginType + (s.remember ? ` · ${t('members.sessions.remember')}` : '')}</td>
                    <td className="px-3 py-2 font-mono text-xs">{s.ip}</td>
                    <td className="max-w-xs truncate px-3 py-2 text-xs text-slate-600" title={s.userAgent}>
                      {s.userAgent}
                    </td>
                    <td className="px-3 py-2 text-end">
                      {mayRevoke && (
                        <Button size="sm" variant="secondary" onClick={() => setRevoking(s)} aria-label={t('members.sessions.revokeOne', { ip: s.ip })}>
                          {t('members.sessions.revoke')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section title={t('members.sessions.history')}>
        <KeysetList
          id={memberListKey(memberId)[1]}
          label={t('members.sessions.history')}
          columns={loginColumns}
          rowKey={(r) => r.id}
          filterKey={{ list: 'logins', result }}
          exportName={`member-${memberId}-logins`}
          fetchPage={(before, signal) => callOps('opMemberLogins', { params: { id: memberId }, query: { result: (result || undefined) as (typeof loginResults)[number] | undefined, before, pageSize: 50 }, signal })}
          toolbar={
            <Field label={t('members.sessions.result')}>
              {(id) => (
                <select id={id} className={cx(inputClass, 'min-w-36')} value={result} onChange={(e) => setResult(e.target.value)}>
                  <option value="">{t('list.any')}</option>
                  {loginResults.map((r) => (
                    <option key={r} value={r}>
                      {t(`members.sessions.results.${r}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          }
        />
      </Section>
      {revoking && (
        <Dialog title={t('members.sessions.revokeTitle')} onClose={() => setRevoking(null)} role="alertdialog">
          <p className="text-sm text-slate-700">{t('members.sessions.revokeBody', { ip: revoking.ip })}</p>
          {revoke.isError && (
            <Notice tone="error" className="mt-3">
              {errorMessage(revoke.error)}
            </Notice>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate(revoking)}>
              {revoke.isPending ? t('common.working') : t('members.sessions.revoke')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** The brand's internal labels on the member: add one by name (made when the brand has none of that name), remove one. */
export function LabelsTab({ memberId, labels, mayEdit }: { memberId: number; labels: Profile['labels']; mayEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const listId = useId();
  const known = useQuery({ queryKey: ['opLabels'], queryFn: ({ signal }) => callOps('opLabels', { signal }), staleTime: 60_000, enabled: mayEdit });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: memberKey(memberId) }), queryClient.invalidateQueries({ queryKey: ['opLabels'] })]);
  const add = useMutation({
    mutationFn: () => callOps('opAddMemberLabel', { params: { id: memberId }, body: { name: name.trim() } }),
    onSuccess: async () => {
      setName('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: (labelId: number) => callOps('opRemoveMemberLabel', { params: { id: memberId, labelId } }), onSuccess: refresh });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) add.mutate();
  };
  const failure = add.error ?? remove.error;
  return (
    <Section title={t('members.labels.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('members.labels.intro')}</p>
      {labels.length === 0 ? (
        <p className="text-sm text-slate-500">{t('members.labels.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('members.labels.title')}>
          {labels.map((l) => (
            <li key={l.id} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 ps-3 pe-1 text-sm text-indigo-900 ring-1 ring-indigo-200">
              {l.name}
              {mayEdit && (
                <button type="button" className="rounded-full px-1.5 text-indigo-700 hover:bg-indigo-100" aria-label={t('members.labels.remove', { name: l.name })} disabled={remove.isPending} onClick={() => remove.mutate(l.id)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <Notice tone="error" className="mt-3">
          {errorMessage(failure)}
        </Notice>
      )}
      {mayEdit && (
        <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
          <Field label={t('members.labels.add')}>
            {(id) => <input id={id} list={listId} maxLength={32} className={cx(inputClass, 'h-10 w-64')} value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <datalist id={listId}>
            {(known.data?.rows ?? []).map((l) => (
              <option key={l.id} value={l.name} />
            ))}
          </datalist>
          <Button type="submit" disabled={add.isPending || !name.trim()}>
            {t('members.labels.addButton')}
          </Button>
        </form>
      )}
    </Section>
  );
}

type NoteRow = ValueOf<'opMemberNotes'>['rows'][number];

/** Notes operators leave on the member: append-only, newest first. */
export function NotesTab({ memberId, mayAdd }: { memberId: number; mayAdd: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => callOps('opAddMemberNote', { params: { id: memberId }, body: { body: body.trim() } }),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: memberListKey(memberId) });
    },
  });
  const columns = useMemo<ListColumn<NoteRow>[]>(
    () => [
      { id: 'createdAt', header: t('members.notes.time'), cell: (r) => <Time iso={r.createdAt} />, nowrap: true },
      { id: 'operator', header: t('members.notes.operator'), cell: (r) => r.operator, nowrap: true },
      { id: 'body', header: t('members.notes.body'), cell: (r) => <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.body}</p> },
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-4">
      {mayAdd && (
        <form
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) add.mutate();
          }}
        >
          <label htmlFor="member-note" className="text-sm font-medium text-slate-700">
            {t('members.notes.add')}
          </label>
          <textarea id="member-note" rows={3} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
          <p className="text-xs text-slate-500">{t('members.notes.appendOnly')}</p>
          {add.isError && <Notice tone="error">{errorMessage(add.error)}</Notice>}
          <div>
            <Button type="submit" disabled={add.isPending || !body.trim()}>
              {t('members.notes.save')}
            </Button>
          </div>
        </form>
      )}
      <KeysetList
        id={memberListKey(memberId)[1]}
        label={t('members.notes.title')}
        columns={columns}
        rowKey={(r) => r.id}
        filterKey={{ list: 'notes' }}
        fetchPage={(before, signal) => callOps('opMemberNotes', { params: { id: memberId }, query: { before, pageSize: 20 }, signal })}
      />
    </div>
  );
}
