import type { ValueOf } from '@lotus/contract/endpoints';
import { inboxCategories, type BroadcastTarget, type InboxCategory } from '@lotus/contract/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader, SelectField, TextAreaField, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { formatCount, useTimeText } from '../../lib/format';
import { brandLabel, useWorkingBrand } from '../../lib/working-brand';

export type BroadcastRow = ValueOf<'opBroadcasts'>['rows'][number];
type TargetKind = BroadcastTarget['kind'];

const fetcher = (brandId: number) => (q: ListQuery, signal: AbortSignal) => callOps('opBroadcasts', { query: { brandId, pageNo: q.pageNo, pageSize: q.pageSize }, signal });

/**
 * Messages: a broadcast to the working brand's members (all of them, a VIP level and up, a label, or an
 * agent and their downline), stored once and read by each member in their inbox; the broadcasts sent, with
 * how many members opened each. Sending is audited.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const { brand } = useWorkingBrand();
  return (
    <div>
      <PageHeader title={t('messages.title')} intro={t('messages.intro')} />
      {brand ? <BrandMessages brandId={brand.id} brandName={brandLabel(brand)} brandCode={brand.code} /> : <Notice tone="info">{t('messages.pickBrand')}</Notice>}
    </div>
  );
}

function BrandMessages({ brandId, brandName, brandCode }: { brandId: number; brandName: string; brandCode: string }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const client = useQueryClient();
  const listId = `broadcasts:${brandId}`;
  const fetchPage = useMemo(() => fetcher(brandId), [brandId]);
  const [flash, setFlash] = useState<string | null>(null);
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;

  const columns = useMemo<ListColumn<BroadcastRow>[]>(
    () => [
      { id: 'id', header: t('messages.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      {
        id: 'title',
        header: t('messages.titleField'),
        cell: (r) => (
          <span className="flex max-w-md flex-col">
            <span className="font-medium">{r.title}</span>
            <span className="truncate text-xs text-slate-500">{r.body}</span>
          </span>
        ),
        csv: (r) => r.title,
      },
      { id: 'category', header: t('messages.category'), cell: (r) => <Badge>{t(`messages.categories.${r.category}`)}</Badge>, csv: (r) => r.category, nowrap: true },
      { id: 'target', header: t('messages.target'), cell: (r) => targetText(tt, r.target), csv: (r) => targetText(tt, r.target), nowrap: true },
      { id: 'readCount', header: t('messages.readCount'), cell: (r) => formatCount(r.readCount), csv: (r) => String(r.readCount), nowrap: true },
      { id: 'sentBy', header: t('messages.sentBy'), cell: (r) => r.sentBy ?? '—', csv: (r) => r.sentBy ?? '', nowrap: true },
      { id: 'createdAt', header: t('messages.sentAt'), cell: (r) => time(r.createdAt, r.brandId), csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
    ],
    [t, tt, time],
  );

  return (
    <div className="flex flex-col gap-6">
      {flash && <Notice tone="success">{flash}</Notice>}
      <Compose
        brandId={brandId}
        brandName={brandName}
        brandCode={brandCode}
        onSent={(row) => {
          setFlash(t('messages.sent', { id: row.id, title: row.title }));
          void client.invalidateQueries({ queryKey: ['list', listId] });
        }}
      />
      <section aria-labelledby="broadcasts-title">
        <h2 id="broadcasts-title" className="mb-2 text-base font-semibold text-slate-900">
          {t('messages.sentTitle')}
        </h2>
        <ServerList key={listId} id={listId} label={t('messages.sentTitle')} columns={columns} fetchPage={fetchPage} rowKey={(r) => String(r.id)} exportName="broadcasts" stateIn="local" />
      </section>
    </div>
  );
}

/** Whom a broadcast went to, in words (`t` as the caller's hook gave it). */
function targetText(t: (key: string, options?: Record<string, unknown>) => string, target: BroadcastRow['target']): string {
  if (target.kind === 'brand') return t('messages.targets.brand');
  if (target.kind === 'vip') return t('messages.targetVip', { level: target.id });
  if (target.kind === 'label') return t('messages.targetLabel', { name: target.name ?? target.id });
  return t('messages.targetAgent', { name: target.name ?? target.id });
}

function Compose({ brandId, brandName, brandCode, onSent }: { brandId: number; brandName: string; brandCode: string; onSent: (row: BroadcastRow) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<InboxCategory>('promotion');
  const [kind, setKind] = useState<TargetKind>('brand');
  const [level, setLevel] = useState('1');
  const [labelId, setLabelId] = useState('');
  const [agent, setAgent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = useQuery({ queryKey: ['ops', 'labels', brandCode], queryFn: () => callOps('opLabels', { query: { brand: brandCode } }), enabled: kind === 'label' });

  const target = (): BroadcastTarget | null => {
    if (kind === 'brand') return { kind };
    if (kind === 'vip') return /^\d{1,3}$/.test(level) ? { kind, level: Number(level) } : null;
    if (kind === 'label') return labelId ? { kind, labelId: Number(labelId) } : null;
    return agent.trim() ? { kind, agent: agent.trim() } : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const to = target();
    if (!title.trim() || !body.trim() || !to) {
      setError(t('messages.incomplete'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const row = await callOps('opSendBroadcast', { body: { brandId, title: title.trim(), body: body.trim(), category, target: to } });
      setTitle('');
      setBody('');
      onSent(row);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="compose-title" className="flex max-w-2xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="compose-title" className="text-base font-semibold text-slate-900">
        {t('messages.composeTitle', { brand: brandName })}
      </h2>
      {error && <Notice tone="error">{error}</Notice>}
      <TextField label={t('messages.titleField')} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} aria-required />
      <TextAreaField label={t('messages.body')} value={body} maxLength={4000} rows={5} onChange={(e) => setBody(e.target.value)} aria-required />
      <p className="-mt-2 text-xs text-slate-500">{t('messages.plainText')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label={t('messages.category')} value={category} onChange={(v) => setCategory(v as InboxCategory)} options={inboxCategories.map((c) => ({ value: c, label: t(`messages.categories.${c}`) }))} />
        <SelectField label={t('messages.target')} value={kind} onChange={(v) => setKind(v as TargetKind)} options={(['brand', 'vip', 'label', 'agent'] as const).map((k) => ({ value: k, label: t(`messages.targets.${k}`) }))} />
        {kind === 'vip' && <TextField label={t('messages.vipLevel')} hint={t('messages.vipHint')} inputMode="numeric" value={level} maxLength={3} onChange={(e) => setLevel(e.target.value)} />}
        {kind === 'label' && <SelectField label={t('messages.label')} value={labelId} onChange={setLabelId} options={[{ value: '', label: t('messages.pickLabel') }, ...(labels.data?.rows ?? []).map((l) => ({ value: String(l.id), label: l.name }))]} />}
        {kind === 'agent' && <TextField label={t('messages.agent')} hint={t('messages.agentHint')} value={agent} maxLength={40} onChange={(e) => setAgent(e.target.value)} />}
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
