import { useQuery } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, ComposedChart } from 'recharts';
import { Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { amountUnits, formatCount, formatMoney, moneyToDecimal, unitsToText } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';

type Dashboard = ValueOf<'opDashboard'>;
type Day = Dashboard['days'][number];

/** Category colours: distinct on white, kept across the charts. */
const categoryColours: Record<string, string> = {
  SPORTS: '#4f46e5',
  ESPORTS: '#0891b2',
  ELOTT: '#65a30d',
  LOTT: '#ca8a04',
  LIVE: '#db2777',
  FISH: '#0d9488',
  RNG: '#ea580c',
  PVP: '#7c3aed',
};

/** A chart's number of an amount (plotting only: every figure shown as text comes from the amount text). */
const plot = (text: string) => Number(moneyToDecimal(text));
const sum = (days: Day[], pick: (d: Day) => string) => unitsToText(days.reduce((s, d) => s + amountUnits(pick(d)), 0n));
const shortDay = (day: string) => day.slice(5);

function Card({ label, value, detail, tone }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'negative' }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <p className={tone === 'negative' ? 'mt-1 text-2xl font-semibold text-rose-700 tabular-nums' : 'mt-1 text-2xl font-semibold text-slate-900 tabular-nums'}>{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </div>
  );
}

function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold text-slate-800">{title}</h2>
      <div className="h-64">{children}</div>
    </section>
  );
}

/**
 * The console's home for operators who may see it: today's and 30 days' money, GGR and NGR, members and
 * the queues, with charts (Recharts), of the working brand (every brand for "All brands").
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const brand = useWorkingBrand().brand?.code;
  const result = useQuery({ queryKey: ['dashboard', brand ?? null], queryFn: ({ signal }) => callOps('opDashboard', { query: { brand }, signal }), refetchInterval: 60_000 });
  const data = result.data;

  return (
    <div>
      <PageHeader title={t('dashboard.title')} intro={t('dashboard.intro', { currency: data?.currency ?? '' })} />
      {result.isPending && (
        <p role="status" className="text-slate-600">
          {t('dashboard.loading')}
        </p>
      )}
      {result.isError && (
        <Notice tone="error">
          {t('dashboard.failed')} {errorMessage(result.error)}
        </Notice>
      )}
      {data && <Figures data={data} mayOpenQueues={can(me, 'payments.view')} />}
    </div>
  );
}

function Figures({ data, mayOpenQueues }: { data: Dashboard; mayOpenQueues: boolean }) {
  const { t, i18n } = useTranslation();
  // Right-to-left: days run from the right, and the value axis stands on the right (the start).
  const rtl = i18n.dir() === 'rtl';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const today = data.days[data.days.length - 1]!;
  const negative = (text: string) => (text.startsWith('-') ? 'negative' : undefined);
  const categories = [...new Set(data.days.flatMap((d) => d.categories.map((c) => c.category)))].sort();
  const chartDays = data.days.map((d) => ({
    day: shortDay(d.day),
    deposits: plot(d.deposits),
    withdrawals: plot(d.withdrawals),
    ngr: plot(d.ngr),
    active: d.activeMembers,
    joined: d.newMembers,
    ...Object.fromEntries(d.categories.map((c) => [c.category, plot(c.ggr)])),
  }));
  const period = (category: string) => {
    const rows = data.days.flatMap((d) => d.categories.filter((c) => c.category === category));
    return { bets: rows.reduce((s, c) => s + c.bets, 0), stake: unitsToText(rows.reduce((s, c) => s + amountUnits(c.stake), 0n)), ggr: unitsToText(rows.reduce((s, c) => s + amountUnits(c.ggr), 0n)) };
  };
  const countText = (key: 'dashboard.count' | 'dashboard.paidCount', count: number) => t(key, { count, n: formatCount(count) });
  const money = (v: unknown) => formatMoney(String(typeof v === 'number' ? v.toFixed(2) : v));

  return (
    <div className="space-y-4">
      <h2 className="text-sm font-semibold text-slate-700">{t('dashboard.today', { day: data.today })}</h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Card label={t('dashboard.deposits')} value={formatMoney(today.deposits)} detail={t('dashboard.count', { count: today.depositCount, n: formatCount(today.depositCount) })} />
        <Card label={t('dashboard.withdrawals')} value={formatMoney(today.withdrawals)} detail={t('dashboard.paidCount', { count: today.withdrawalCount, n: formatCount(today.withdrawalCount) })} />
        <Card label={t('dashboard.ggr')} value={formatMoney(today.ggr)} tone={negative(today.ggr)} />
        <Card label={t('dashboard.ngr')} value={formatMoney(today.ngr)} tone={negative(today.ngr)} detail={`${t('dashboard.bonuses')}: ${formatMoney(today.bonuses)}`} />
        <Card label={t('dashboard.activeMembers')} value={formatCount(today.activeMembers)} />
        <Card label={t('dashboard.newMembers')} value={formatCount(today.newMembers)} />
      </div>

      <h2 className="text-sm font-semibold text-slate-700">{t('dashboard.last30')}</h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Card label={t('dashboard.deposits')} value={formatMoney(sum(data.days, (d) => d.deposits))} detail={countText('dashboard.count', data.days.reduce((s, d) => s + d.depositCount, 0))} />
        <Card label={t('dashboard.withdrawals')} value={formatMoney(sum(data.days, (d) => d.withdrawals))} detail={countText('dashboard.paidCount', data.days.reduce((s, d) => s + d.withdrawalCount, 0))} />
        <Card label={t('dashboard.ggr')} value={formatMoney(sum(data.days, (d) => d.ggr))} tone={negative(sum(data.days, (d) => d.ggr))} />
        <Card label={t('dashboard.ngr')} value={formatMoney(sum(data.days, (d) => d.ngr))} tone={negative(sum(data.days, (d) => d.ngr))} detail={`${t('dashboard.bonuses')}: ${formatMoney(sum(data.days, (d) => d.bonuses))}`} />
      </div>

      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs" aria-label={t('dashboard.pending')}>
        <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('dashboard.pending')}</h2>
        <div className="flex flex-wrap gap-6 text-sm">
          <p>
            {t('dashboard.pendingDeposits')}: <strong className="tabular-nums">{data.pending.deposits}</strong>{' '}
            {mayOpenQueues && (
              <Link className="text-indigo-700 underline" to="/payments/deposits">
                {t('dashboard.openQueue')}
              </Link>
            )}
          </p>
          <p>
            {t('dashboard.pendingWithdrawals')}: <strong className="tabular-nums">{data.pending.withdrawals}</strong>{' '}
            {mayOpenQueues && (
              <Link className="text-indigo-700 underline" to="/payments/withdrawals">
                {t('dashboard.openQueue')}
              </Link>
            )}
          </p>
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel title={t('dashboard.moneyChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chartDays} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" fontSize={11} interval="preserveStartEnd" reversed={rtl} />
              <YAxis orientation={start} fontSize={11} width={72} tickFormatter={formatCount} />
              <Tooltip formatter={money} />
              <Legend />
              <Bar dataKey="deposits" name={t('dashboard.deposits')} fill="#059669" />
              <Bar dataKey="withdrawals" name={t('dashboard.withdrawals')} fill="#dc2626" />
            </BarChart>
          </ResponsiveContainer>
        </ChartPanel>
        <ChartPanel title={t('dashboard.ggrChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={chartDays} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" fontSize={11} interval="preserveStartEnd" reversed={rtl} />
              <YAxis orientation={start} fontSize={11} width={72} tickFormatter={formatCount} />
              <Tooltip formatter={money} />
              <Legend />
              {categories.map((c) => (
                <Bar key={c} dataKey={c} stackId="ggr" name={t(`dashboard.categories.${c}` as 'dashboard.categories.LIVE')} fill={categoryColours[c] ?? '#64748b'} />
              ))}
              <Line dataKey="ngr" name={t('dashboard.ngr')} stroke="#0f172a" strokeWidth={2} dot={false} />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartPanel>
        <ChartPanel title={t('dashboard.membersChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={chartDays} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" fontSize={11} interval="preserveStartEnd" reversed={rtl} />
              {/* New members on their own (end) axis: they are far fewer than active members. */}
              <YAxis yAxisId="active" orientation={start} fontSize={11} width={56} allowDecimals={false} tickFormatter={formatCount} />
              <YAxis yAxisId="joined" orientation={end} fontSize={11} width={48} allowDecimals={false} tickFormatter={formatCount} />
              <Tooltip />
              <Legend />
              <Line yAxisId="active" dataKey="active" name={t('dashboard.activeMembers')} stroke="#4f46e5" strokeWidth={2} dot={false} />
              <Line yAxisId="joined" dataKey="joined" name={t('dashboard.newMembers')} stroke="#0891b2" strokeWidth={2} strokeDasharray="5 3" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </ChartPanel>
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs" aria-label={t('dashboard.byCategory')}>
          <h2 className="mb-3 text-sm font-semibold text-slate-800">{t('dashboard.byCategory')}</h2>
          {categories.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noBets')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t('dashboard.byCategory')}>
                <thead>
                  <tr className="border-b border-slate-200 text-start text-xs text-slate-500">
                    <th className="py-1.5 text-start font-medium">{t('dashboard.category')}</th>
                    <th className="py-1.5 text-end font-medium">{t('dashboard.todayCol')}</th>
                    <th className="py-1.5 text-end font-medium">
                      {t('dashboard.bets')} · {t('dashboard.periodCol')}
                    </th>
                    <th className="py-1.5 text-end font-medium">
                      {t('dashboard.stake')} · {t('dashboard.periodCol')}
                    </th>
                    <th className="py-1.5 text-end font-medium">
                      {t('dashboard.ggr')} · {t('dashboard.periodCol')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {categories.map((c) => {
                    const p = period(c);
                    const todays = today.categories.find((x) => x.category === c);
                    return (
                      <tr key={c} className="border-b border-slate-100 last:border-0">
                        <td className="py-1.5">
                          <span className="me-2 inline-block size-2.5 rounded-full" style={{ background: categoryColours[c] }} aria-hidden />
                          {t(`dashboard.categories.${c}` as 'dashboard.categories.LIVE')}
                        </td>
                        <td className="py-1.5 text-end tabular-nums">{formatMoney(todays?.ggr ?? '0.0000')}</td>
                        <td className="py-1.5 text-end tabular-nums">{formatCount(p.bets)}</td>
                        <td className="py-1.5 text-end tabular-nums">{formatMoney(p.stake)}</td>
                        <td className="py-1.5 text-end tabular-nums">{formatMoney(p.ggr)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
