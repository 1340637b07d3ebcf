import type { ValueOf } from '@lotus/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Badge, Button, Notice, PageHeader, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { formatMoney, moneyToDecimal } from '../../lib/format';
import { useMe } from '../auth/use-me';

export type ChannelRow = ValueOf<'opChannels'>['rows'][number];
type Account = ChannelRow['accounts'][number];
const channelsKey = ['payment-channels'] as const;
/** The actions column stays in view when the table scrolls sideways (as in the server lists). */
const stickyCell = 'sticky end-0 bg-white px-3 py-2 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

/** A typed amount: digits with up to 4 decimals, above zero; null when it is not one. */
const amountOk = (text: string) => /^\d{1,13}(\.\d{1,4})?$/.test(text.trim()) && /[1-9]/.test(text);
/** Units of a valid amount text, for comparing limits without floats. */
const units = (text: string) => {
  const [w, f = ''] = text.trim().split('.');
  return BigInt(w!) * 10_000n + BigInt(f.padEnd(4, '0'));
};

/** The two-step approval threshold of a brand: amounts at or above it need a second approval. */
function ThresholdCard({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = brandId === undefined ? {} : { brandId };
  const settings = useQuery({ queryKey: ['payment-settings', brandId ?? null], queryFn: () => callOps('opPaymentSettings', { query }) });
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const current = settings.data?.approvalThreshold ?? null;
  const value = text ?? (current === null ? '' : moneyToDecimal(current));
  const invalid = value.trim() !== '' && !amountOk(value);
  const save = useMutation({
    mutationFn: () => callOps('opUpdatePaymentSettings', { query, body: { approvalThreshold: value.trim() === '' ? null : value.trim() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['payment-settings'] });
      setText(null);
      setSaved(true);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!invalid) save.mutate();
  };
  return (
    <section aria-labelledby="threshold-title" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="threshold-title" className="text-base font-semibold">
        {t('payments.thresholdTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{current === null ? t('payments.thresholdNone') : t('payments.thresholdCurrent', { amount: formatMoney(current) })}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          label={t('payments.thresholdLabel')}
          hint={t('payments.thresholdHint')}
          inputMode="decimal"
          value={value}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          error={invalid ? t('payments.amountInvalid') : null}
          className="w-64"
        />
        <Button type="submit" className="mt-6" disabled={save.isPending || settings.isPending}>
          {save.isPending ? t('common.working') : t('payments.save')}
        </Button>
      </form>
      {saved && (
        <Notice tone="success" className="mt-3">
          {t('payments.thresholdSaved')}
        </Notice>
      )}
      {save.isError && (
        <Notice tone="error" className="mt-3">
          {errorMessage(save.error)}
        </Notice>
      )}
    </section>
  );
}

interface Draft {
  code: string;
  name: string;
  kind: 'manual_bank' | 'online';
  minAmount: string;
  maxAmount: string;
  dailyLimit: string;
  sort: string;
  enabled: boolean;
  accounts: Account[];
}

const draftOf = (c: ChannelRow | null): Draft =>
  c
    ? { code: c.code, name: c.name, kind: c.kind, minAmount: moneyToDecimal(c.minAmount), maxAmount: moneyToDecimal(c.maxAmount), dailyLimit: c.dailyLimit ? moneyToDecimal(c.dailyLimit) : '', sort: String(c.sort), enabled: c.enabled, accounts: c.accounts }
    : { code: '', name: '', kind: 'manual_bank', minAmount: '', maxAmount: '', dailyLimit: '', sort: '0', enabled: true, accounts: [{ bankName: '', accountName: '', accountNumber: '' }] };

/** What is wrong with a draft, field by field (the server checks the same). */
function problems(d: Draft, creating: boolean): Partial<Record<keyof Draft, string>> & { accountsText?: string } {
  const p: Partial<Record<keyof Draft, string>> & { accountsText?: string } = {};
  if (creating && !/^[A-Z0-9_]{2,20}$/.test(d.code)) p.code = 'payments.codeInvalid';
  if (d.name.trim().length < 2 || d.name.trim().length > 60) p.name = 'payments.nameInvalid';
  if (!amountOk(d.minAmount)) p.minAmount = 'payments.amountInvalid';
  if (!amountOk(d.maxAmount)) p.maxAmount = 'payments.amountInvalid';
  else if (!p.minAmount && units(d.minAmount) > units(d.maxAmount)) p.maxAmount = 'payments.maxBelowMin';
  if (d.dailyLimit.trim() !== '') {
    if (!amountOk(d.dailyLimit)) p.dailyLimit = 'payments.amountInvalid';
    else if (!p.maxAmount && units(d.dailyLimit) < units(d.maxAmount)) p.dailyLimit = 'payments.dailyBelowMax';
  }
  if (!/^\d{1,4}$/.test(d.sort.trim())) p.sort = 'payments.sortInvalid';
  if (d.accounts.some((a) => a.bankName.trim().length < 2 || a.accountName.trim().length < 2 || !/^[0-9A-Za-z -]{4,40}$/.test(a.accountNumber.trim()))) p.accountsText = 'payments.accountInvalid';
  return p;
}

/** Creates or edits a channel: name, type, limits, order, on or off, and the accounts members pay into. */
function ChannelDialog({ channel, brandId, onClose, onSaved }: { channel: ChannelRow | null; brandId: number | undefined; onClose: () => void; onSaved: (name: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const creating = channel === null;
  const [d, setD] = useState<Draft>(() => draftOf(channel));
  const [touched, setTouched] = useState(false);
  const found = problems(d, creating);
  const shown = touched ? found : {};
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((old) => ({ ...old, [k]: v }));
  const save = useMutation({
    mutationFn: () => {
      const fields = {
        name: d.name.trim(),
        kind: d.kind,
        minAmount: d.minAmount.trim(),
        maxAmount: d.maxAmount.trim(),
        dailyLimit: d.dailyLimit.trim() === '' ? null : d.dailyLimit.trim(),
        sort: Number(d.sort),
        enabled: d.enabled,
        accounts: d.accounts.map((a) => ({ bankName: a.bankName.trim(), accountName: a.accountName.trim(), accountNumber: a.accountNumber.trim() })),
      };
      return creating ? callOps('opCreateChannel', { body: { ...fields, code: d.code, ...(brandId === undefined ? {} : { brandId }) } }) : callOps('opUpdateChannel', { params: { id: channel.id }, body: fields });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: channelsKey });
      onSaved(saved.name);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const err = (k: keyof Draft) => (shown[k] ? t(shown[k] as 'payments.amountInvalid') : null);
  const setAccount = (i: number, k: keyof Account, v: string) => set('accounts', d.accounts.map((a, j) => (j === i ? { ...a, [k]: v } : a)));
  return (
    <Dialog title={creating ? t('payments.newChannel') : t('payments.editChannel', { name: channel.name })} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {creating ? (
            <TextField label={t('payments.code')} hint={t('payments.codeHint')} value={d.code} onChange={(e) => set('code', e.target.value.toUpperCase())} error={err('code')} />
          ) : (
            <div className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-slate-700">{t('payments.code')}</span>
              <span className="font-mono">{d.code}</span>
            </div>
          )}
          <TextField label={t('payments.channelName')} value={d.name} onChange={(e) => set('name', e.target.value)} error={err('name')} maxLength={60} />
          <div className="flex flex-col gap-1">
            <label htmlFor="channel-kind" className="text-sm font-medium text-slate-700">
              {t('payments.kind')}
            </label>
            <select id="channel-kind" value={d.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
              <option value="manual_bank">{t('payments.kinds.manual_bank')}</option>
              <option value="online">{t('payments.kinds.online')}</option>
            </select>
          </div>
          <TextField label={t('payments.order')} hint={t('payments.orderHint')} inputMode="numeric" value={d.sort} onChange={(e) => set('sort', e.target.value)} error={err('sort')} />
          <TextField label={t('payments.minAmount')} inputMode="decimal" value={d.minAmount} onChange={(e) => set('minAmount', e.target.value)} error={err('minAmount')} />
          <TextField label={t('payments.maxAmount')} inputMode="decimal" value={d.maxAmount} onChange={(e) => set('maxAmount', e.target.value)} error={err('maxAmount')} />
          <TextField label={t('payments.dailyLimit')} hint={t('payments.dailyLimitHint')} inputMode="decimal" value={d.dailyLimit} onChange={(e) => set('dailyLimit', e.target.value)} error={err('dailyLimit')} />
          <label className="flex items-center gap-2 self-center text-sm font-medium text-slate-700">
            <input type="checkbox" checked={d.enabled} onChange={(e) => set('enabled', e.target.checked)} className="size-4" />
            {t('payments.enabledLabel')}
          </label>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t('payments.accounts')}</legend>
          <p className="text-xs text-slate-500">{t('payments.accountsHint')}</p>
          {d.accounts.map((a, i) => (
            <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <TextField label={t('payments.bankName')} value={a.bankName} onChange={(e) => setAccount(i, 'bankName', e.target.value)} maxLength={60} />
              <TextField label={t('payments.accountName')} value={a.accountName} onChange={(e) => setAccount(i, 'accountName', e.target.value)} maxLength={60} />
              <TextField label={t('payments.accountNumber')} value={a.accountNumber} onChange={(e) => setAccount(i, 'accountNumber', e.target.value)} maxLength={40} />
              <Button variant="ghost" onClick={() => set('accounts', d.accounts.filter((_, j) => j !== i))} aria-label={t('payments.removeAccount', { n: i + 1 })}>
                {t('payments.remove')}
              </Button>
            </div>
          ))}
          {shown.accountsText && <p className="text-xs text-rose-700">{t(shown.accountsText as 'payments.accountInvalid')}</p>}
          <div>
            <Button variant="secondary" size="sm" disabled={d.accounts.length >= 10} onClick={() => set('accounts', [...d.accounts, { bankName: '', accountName: '', accountNumber: '' }])}>
              {t('payments.addAccount')}
            </Button>
          </div>
        </fieldset>
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.working') : t('payments.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Payment channels and their limits, and the brand's two-step approval threshold (payments.configure). */
export function ChannelsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const [brandPick, setBrandPick] = useState<number | undefined>(undefined);
  const channels = useQuery({ queryKey: channelsKey, queryFn: () => callOps('opChannels') });
  const [editing, setEditing] = useState<ChannelRow | null | 'new'>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const deploymentWide = me?.brandId === null;
  const brandIds = [...new Set((channels.data?.rows ?? []).map((c) => c.brandId))].sort((a, b) => a - b);
  // A deployment-wide operator works on one brand at a time (the first with channels until they pick another).
  const brandId = deploymentWide ? (brandPick ?? brandIds[0]) : undefined;
  const rows = (channels.data?.rows ?? []).filter((c) => brandId === undefined || c.brandId === brandId);

  return (
    <div>
      <PageHeader title={t('payments.channelsTitle')} intro={t('payments.channelsIntro')} actions={<Button onClick={() => setEditing('new')}>{t('payments.newChannel')}</Button>} />
      {deploymentWide && brandIds.length > 0 && (
        <div className="mb-3 flex items-center gap-2 text-sm">
          <label htmlFor="channel-brand" className="font-medium text-slate-700">
            {t('payments.brand')}
          </label>
          <select id="channel-brand" value={brandId} onChange={(e) => setBrandPick(Number(e.target.value))} className="h-9 rounded-md border border-slate-300 bg-white px-2">
            {brandIds.map((b) => (
              <option key={b} value={b}>
                {t('shell.brand', { id: b })}
              </option>
            ))}
          </select>
        </div>
      )}
      {(!deploymentWide || brandId !== undefined) && <ThresholdCard brandId={brandId} />}
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      {channels.isError && <Notice tone="error">{errorMessage(channels.error)}</Notice>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm" aria-label={t('payments.channelsTitle')}>
          <thead className="bg-slate-50 text-start text-xs text-slate-600">
            <tr>
              {['order', 'channelName', 'status', 'kind', 'minAmount', 'maxAmount', 'dailyLimit', 'usedToday', 'accounts'].map((h) => (
                <th key={h} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${['minAmount', 'maxAmount', 'dailyLimit', 'usedToday'].includes(h) ? 'text-end' : 'text-start'}`}>
                  {t(`payments.${h}` as 'payments.order')}
                </th>
              ))}
              <th scope="col" className={`${stickyCell} bg-slate-50 text-start font-semibold`}>
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {channels.isPending && (
              <tr>
                <td colSpan={10} className="px-3 py-6 text-center text-slate-500">
                  {t('list.loading')}
                </td>
              </tr>
            )}
            {channels.isSuccess && rows.length === 0 && (
              <tr>
                <td colSpan={10} className="px-3 py-6 text-center text-slate-500">
                  {t('list.empty')}
                </td>
              </tr>
            )}
            {rows.map((c) => (
              <tr key={c.id}>
                <td className="px-3 py-2 tabular-nums">{c.sort}</td>
                <td className="min-w-36 px-3 py-2">
                  <span className="block font-medium">{c.name}</span>
                  <span className="block font-mono text-xs text-slate-500">{c.code}</span>
                </td>
                <td className="px-3 py-2">{c.enabled ? <Badge tone="success">{t('payments.enabled')}</Badge> : <Badge tone="neutral">{t('payments.disabled')}</Badge>}</td>
                <td className="px-3 py-2 whitespace-nowrap">{t(`payments.kinds.${c.kind}`)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{formatMoney(c.minAmount)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{formatMoney(c.maxAmount)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{c.dailyLimit ? formatMoney(c.dailyLimit) : <span className="text-slate-400">{t('payments.noLimit')}</span>}</td>
                <td className="px-3 py-2 text-end tabular-nums">{formatMoney(c.usedToday)}</td>
                <td className="max-w-64 min-w-48 px-3 py-2 break-all">
                  {c.accounts.length === 0 ? (
                    <span className="text-slate-400">—</span>
                  ) : (
                    <ul className="text-xs">
                      {c.accounts.map((a, i) => (
                        <li key={i}>
                          {a.bankName} · {a.accountName} · <span className="font-mono">{a.accountNumber}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={stickyCell}>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={t('payments.editChannel', { name: c.name })}>
                    {t('payments.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing !== null && (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          brandId={brandId}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setFlash(t('payments.channelSaved', { name }));
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
