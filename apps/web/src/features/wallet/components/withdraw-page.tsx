import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { withdrawalRowSchema, withdrawalRulesSchema } from '@lotus/contract/payments';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { callApi, errorMessage, errorValue, isApiError } from '../../../lib/api-client';
import { formatMoney, ltrText } from '../../../lib/format';
import { uploadProof } from '../../../lib/upload';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { useBrand } from '../../system/hooks/use-system-status';
import { bankCardsQuery, useRefreshWallet, withdrawalRulesQuery, withdrawalsQuery } from '../api/wallet-queries';
import { amountUnits, safeUnits, wireAmount } from '../lib/amount';
import { OpenRequirementLine, remaining } from './turnover-ui';
import { Card, Loading, Money, Notice, Pagination, ProofPicker, StatusBadge } from './wallet-ui';

type Withdrawal = z.infer<typeof withdrawalRowSchema>;

/** Withdrawal (withdraw): the form, bank cards with the payment password, and the history with receipt confirmation. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('new');
  return (
    <Tabs
      label={t('memberCentre.withdrawal')}
      value={tab}
      onChange={setTab}
      items={[
        { key: 'new', label: t('wallet.withdraw.tab') },
        { key: 'cards', label: t('wallet.withdraw.cards') },
        { key: 'history', label: t('wallet.withdraw.history') },
      ]}
    >
      {tab === 'new' ? <WithdrawForm onCards={() => setTab('cards')} onDone={() => setTab('history')} /> : tab === 'cards' ? <CardsTab /> : <WithdrawHistory />}
    </Tabs>
  );
}

/** The turnover message with both amounts, formatted from the server's decimal strings. */
function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const brand = useBrand();
  return (error) => {
    if (isApiError(error, 'withdraw.turnover.required')) {
      const v = errorValue<{ needed: string; done: string }>(error);
      const needed = safeUnits(v.needed);
      const done = safeUnits(v.done);
      if (needed !== null && done !== null) {
        return t('wallet.withdraw.turnover', { needed: formatMoney(needed, { symbol: brand.currencySymbol }), done: formatMoney(done, { symbol: brand.currencySymbol }) });
      }
    }
    return errorMessage(error);
  };
}

function WithdrawForm({ onCards, onDone }: { onCards: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const refresh = useRefreshWallet();
  const errorText = useErrorText();
  const cards = useQuery(bankCardsQuery());
  const rules = useQuery(withdrawalRulesQuery());
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ amount?: string; password?: string }>({});
  const [sent, setSent] = useState(false);
  const blockedId = useId();
  const withdraw = useMutation({
    mutationFn: (body: { cardId: number; amount: string; paymentPassword: string }) => callApi('withdraw', { body }),
    onSuccess: () => {
      setSent(true);
      setAmount('');
      setPassword('');
      void refresh();
    },
    // The rules the form showed were out of date: load them again so the requirements appear.
    onError: (error) => {
      if (isApiError(error, 'withdraw.turnover.required')) void refresh();
    },
  });
  // While a requirement is open the server refuses the withdrawal unless the brand allows it: say so before the member tries.
  const blocked = rules.data !== undefined && rules.data.requirements.length > 0 && !rules.data.withdrawWithOpenTurnover;
  const left = rules.data?.turnover ? remaining(rules.data.turnover.needed, rules.data.turnover.done) : null;

  if (cards.isPending) return <Loading />;
  if (cards.isError) return <FormAlert message={errorMessage(cards.error)} />;
  if (cards.data.length === 0) {
    return <EmptyState icon="withdraw" title={t('wallet.withdraw.noCard')} description={t('wallet.withdraw.noCardText')} action={<Button onClick={onCards}>{t('wallet.withdraw.bindCard')}</Button>} />;
  }
  const selected = cards.data.find((c) => c.id === cardId) ?? cards.data[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = amountUnits(amount);
    const next: typeof fieldErrors = {};
    const min = rules.data ? safeUnits(rules.data.minAmount) : null;
    const max = rules.data ? safeUnits(rules.data.maxAmount) : null;
    if (units === null) next.amount = t('wallet.amountInvalid');
    else if (min !== null && max !== null && (units < min || units > max)) next.amount = t('wallet.withdraw.outOfRange');
    if (!/^\d{6}$/.test(password)) next.password = t('wallet.password.sixDigits');
    setFieldErrors(next);
    if (units === null || Object.keys(next).length || blocked) return;
    setSent(false);
    withdraw.mutate({ cardId: selected.id, amount: wireAmount(units), paymentPassword: password });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {rules.data ? <RulesSummary rules={rules.data} onCards={onCards} /> : null}
      {rules.data && rules.data.requirements.length > 0 ? <TurnoverPanel rules={rules.data} /> : null}
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-200">
        {t('wallet.withdraw.toCard')}
        <select
          className="h-11 w-full rounded-xl border border-white/10 bg-ink-950/60 px-3 text-sm text-ink-50 outline-none focus:border-gold-300"
          value={selected.id}
          onChange={(e) => setCardId(Number(e.target.value))}
        >
          {cards.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.bankName} · {c.accountNumber}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('wallet.amount')} inputMode="decimal" dir="ltr" value={amount} onChange={(e) => setAmount(e.target.value)} error={fieldErrors.amount} autoComplete="off" requiredMark />
      <TextField label={t('wallet.password.payment')} type="password" inputMode="numeric" maxLength={6} dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} autoComplete="off" requiredMark />
      {withdraw.isError ? <FormAlert message={errorText(withdraw.error)} /> : null}
      {isApiError(withdraw.error, 'payment.password.required') ? (
        <Button variant="outline" onClick={onCards}>
          {t('wallet.password.setTitle')}
        </Button>
      ) : null}
      {sent ? (
        <Notice>
          {t('wallet.withdraw.sent')}{' '}
          <button type="button" className="font-semibold underline" onClick={onDone}>
            {t('wallet.withdraw.history')}
          </button>
        </Notice>
      ) : null}
      {blocked ? (
        <p id={blockedId} className="flex items-start gap-2 rounded-xl bg-amber-400/10 px-3.5 py-2.5 text-sm text-amber-100 ring-1 ring-amber-300/25">
          <Icon name="warning" className="mt-0.5 size-4 shrink-0" />
          {/* The amount is one left-to-right piece that never breaks at its space (a UR line split "P" from "3,250.00"). */}
          <span>{t('wallet.turnover.blocked', { amount: ltrText(left === null ? '—' : formatMoney(left, { symbol: brand.currencySymbol }).replace(/ /g, '\u00a0')) })}</span>
        </p>
      ) : null}
      <Button type="submit" disabled={withdraw.isPending || blocked} aria-describedby={blocked ? blockedId : undefined}>
        {withdraw.isPending ? t('wallet.submitting') : t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}

type Rules = z.infer<typeof withdrawalRulesSchema>;

/** Limits, today's count and a missing payment password, before the member types anything. */
function RulesSummary({ rules, onCards }: { rules: Rules; onCards: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-ink-900/60 p-3 text-xs text-ink-300 ring-1 ring-white/5">
      <p>
        {t('wallet.withdraw.limits')} <Money amount={rules.minAmount} /> – <Money amount={rules.maxAmount} /> ·{' '}
        {t('wallet.withdraw.perDay', { used: rules.usedToday, count: rules.perDay })}
      </p>
      {rules.hasPaymentPassword ? null : (
        <p className="text-gold-200">
          {t('wallet.withdraw.needPassword')}{' '}
          <button type="button" className="font-semibold underline" onClick={onCards}>
            {t('wallet.password.setTitle')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The form shows the requirements turnover is working on first; the bonus details list them all. */
const shownRequirements = 3;

/**
 * The open turnover requirements, oldest first (the order valid turnover meets them in), each with its
 * progress, and what remains of them together; whether the brand lets the member withdraw meanwhile.
 */
function TurnoverPanel({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = rules.requirements.slice(0, shownRequirements);
  const more = rules.requirements.length - shown.length;
  const left = rules.turnover ? remaining(rules.turnover.needed, rules.turnover.done) : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-ink-900/60 p-3 ring-1 ring-white/5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-sm font-bold text-ink-50">
          {t('wallet.turnover.title')}
        </h3>
        <p className="text-xs text-ink-300">
          {t('wallet.turnover.stillNeeded')} <Money amount={left} className="text-sm font-bold text-gold-200" />
        </p>
      </div>
      <p className="text-[11px] leading-relaxed text-ink-400">{t('wallet.turnover.howItCounts')}</p>
      <ul aria-label={t('wallet.turnover.openList')} className="flex flex-col gap-1.5">
        {shown.map((r) => (
          <OpenRequirementLine key={r.id} requirement={r} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <ZoneNote />
        <button type="button" className="text-xs font-semibold text-gold-200 underline" onClick={() => openDialog('memberCentre', { props: { page: 'bonusDetails' } })}>
          {more > 0 ? t('wallet.turnover.viewMore', { count: more }) : t('wallet.turnover.viewAll')}
        </button>
      </div>
      {rules.withdrawWithOpenTurnover ? (
        <p className="flex items-start gap-1.5 text-xs text-emerald-200">
          <Icon name="check" className="mt-px size-3.5 shrink-0" />
          {t('wallet.turnover.allowed')}
        </p>
      ) : null}
    </section>
  );
}

function CardsTab() {
  const { t } = useTranslation();
  const cards = useQuery(bankCardsQuery());
  const [binding, setBinding] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <PaymentPasswordCard />
      <Card
        title={t('wallet.withdraw.cards')}
        action={
          binding ? null : (
            <Button size="sm" variant="outline" onClick={() => setBinding(true)}>
              {t('wallet.withdraw.bindCard')}
            </Button>
          )
        }
      >
        {cards.isPending ? (
          <Loading />
        ) : cards.isError ? (
          <FormAlert message={errorMessage(cards.error)} />
        ) : cards.data.length === 0 ? (
          <p className="text-sm text-ink-400">{t('wallet.withdraw.noCard')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {cards.data.map((c) => (
              <li key={c.id} className="flex items-center gap-3 rounded-xl bg-gradient-to-br from-ink-700 to-ink-800 p-3 ring-1 ring-white/10">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-400/15 text-gold-300">
                  <Icon name="wallet" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-ink-50">{c.bankName}</span>
                  <span className="block truncate text-xs text-ink-300">
                    {c.accountName} · <bdi dir="ltr">{c.accountNumber}</bdi>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {binding ? <BindCardForm onDone={() => setBinding(false)} /> : null}
      </Card>
    </div>
  );
}

function PaymentPasswordCard() {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const rules = useQuery(withdrawalRulesQuery());
  const isSet = rules.data?.hasPaymentPassword ?? false;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ password: '', confirmPassword: '', loginPassword: '' });
  const [fieldError, setFieldError] = useState<{ password?: string; confirmPassword?: string; loginPassword?: string }>({});
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: () => callApi('setPaymentPassword', { body: values }),
    onSuccess: () => {
      setDone(true);
      setOpen(false);
      setValues({ password: '', confirmPassword: '', loginPassword: '' });
      void refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof fieldError = {};
    if (!/^\d{6}$/.test(values.password)) next.password = t('wallet.password.sixDigits');
    if (values.confirmPassword !== values.password) next.confirmPassword = t('wallet.password.mismatch');
    if (!values.loginPassword) next.loginPassword = t('wallet.password.loginRequired');
    setFieldError(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Card
      title={t('wallet.password.payment')}
      action={
        open ? null : (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {isSet ? t('wallet.password.changeTitle') : t('wallet.password.setTitle')}
          </Button>
        )
      }
    >
      <p className="text-xs text-ink-400">{t('wallet.password.explain')}</p>
      {rules.data ? <p className={`mt-1 text-xs font-semibold ${isSet ? 'text-emerald-300' : 'text-gold-200'}`}>{isSet ? t('wallet.password.isSet') : t('wallet.password.notSet')}</p> : null}
      {done ? (
        <div className="mt-3">
          <Notice>{t('wallet.password.saved')}</Notice>
        </div>
      ) : null}
      {open ? (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
          <TextField label={t('wallet.password.new')} type="password" inputMode="numeric" maxLength={6} dir="ltr" value={values.password} onChange={set('password')} error={fieldError.password} autoComplete="new-password" />
          <TextField label={t('wallet.password.confirm')} type="password" inputMode="numeric" maxLength={6} dir="ltr" value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError.confirmPassword} autoComplete="new-password" />
          <TextField label={t('wallet.password.login')} type="password" value={values.loginPassword} onChange={set('loginPassword')} error={fieldError.loginPassword} autoComplete="current-password" />
          {save.isError ? <FormAlert message={errorMessage(save.error)} /> : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending} className="flex-1">
              {save.isPending ? t('wallet.submitting') : t('wallet.save')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

function BindCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const [values, setValues] = useState({ bankName: '', accountName: '', accountNumber: '', paymentPassword: '' });
  const [fieldError, setFieldError] = useState<Partial<Record<keyof typeof values, string>>>({});
  const bind = useMutation({
    mutationFn: () => callApi('bindBankCard', { body: { ...values, bankName: values.bankName.trim(), accountName: values.accountName.trim(), accountNumber: values.accountNumber.trim() } }),
    onSuccess: () => {
      void refresh();
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof fieldError = {};
    if (values.bankName.trim().length < 2) next.bankName = t('wallet.bank.nameInvalid');
    if (values.accountName.trim().length < 2) next.accountName = t('wallet.bank.nameInvalid');
    if (!/^[0-9A-Za-z]{6,34}$/.test(values.accountNumber.trim())) next.accountNumber = t('wallet.bank.numberInvalid');
    if (!/^\d{6}$/.test(values.paymentPassword)) next.paymentPassword = t('wallet.password.sixDigits');
    setFieldError(next);
    if (Object.keys(next).length === 0) bind.mutate();
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 border-t border-white/5 pt-4">
      <TextField label={t('wallet.bank.bankName')} value={values.bankName} onChange={set('bankName')} error={fieldError.bankName} maxLength={60} />
      <TextField label={t('wallet.bank.accountName')} value={values.accountName} onChange={set('accountName')} error={fieldError.accountName} maxLength={60} />
      <TextField label={t('wallet.bank.accountNumber')} dir="ltr" value={values.accountNumber} onChange={set('accountNumber')} error={fieldError.accountNumber} maxLength={34} autoComplete="off" />
      <TextField label={t('wallet.password.payment')} type="password" inputMode="numeric" maxLength={6} dir="ltr" value={values.paymentPassword} onChange={set('paymentPassword')} error={fieldError.paymentPassword} autoComplete="off" />
      {bind.isError ? <FormAlert message={errorMessage(bind.error)} /> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={bind.isPending} className="flex-1">
          {bind.isPending ? t('wallet.submitting') : t('wallet.withdraw.bindCard')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function WithdrawHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageSize = 10;
  const list = useQuery(withdrawalsQuery(page, pageSize));
  if (list.isPending) return <Loading />;
  if (list.isError) return <FormAlert message={errorMessage(list.error)} />;
  if (list.data.rows.length === 0) return <EmptyState icon="list" title={t('wallet.withdraw.noHistory')} />;
  return (
    <div>
      <ZoneNote className="mb-2" />
      <ul className="flex flex-col gap-2">
        {list.data.rows.map((row) => (
          <WithdrawalItem key={row.id} row={row} />
        ))}
      </ul>
      <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
    </div>
  );
}

function WithdrawalItem({ row }: { row: Withdrawal }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const [reporting, setReporting] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const confirm = useMutation({
    mutationFn: async (received: boolean) => {
      const proofs: string[] = [];
      for (const file of files) proofs.push(await uploadProof(file));
      return callApi('confirmWithdrawal', { params: { id: row.id }, body: { received, proofs } });
    },
    onSuccess: () => void refresh(),
  });
  const { format } = useBrandTime();
  return (
    <li className="rounded-xl bg-ink-900/60 p-3 ring-1 ring-white/10">
      <div className="flex items-center justify-between gap-2">
        <Money amount={row.amount} className="text-sm font-bold text-gold-100" />
        <StatusBadge status={row.status} />
      </div>
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-400">
        <BrandTime value={row.createdAt} />
        {row.card ? <bdi dir="ltr">{row.card}</bdi> : null}
      </div>
      {row.reason ? <p className="mt-1 text-xs text-rose-300">{t('wallet.reason', { reason: row.reason })}</p> : null}
      {row.status === 'paid' ? (
        <div className="mt-3 flex flex-col gap-3 border-t border-white/5 pt-3">
          {row.autoReceiptAt ? <p className="text-xs text-ink-300">{t('wallet.withdraw.autoReceipt', { time: format(row.autoReceiptAt) })}</p> : null}
          {reporting ? <ProofPicker files={files} onChange={setFiles} disabled={confirm.isPending} /> : null}
          {confirm.isError ? <FormAlert message={errorMessage(confirm.error)} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(true)}>
              {t('wallet.withdraw.received')}
            </Button>
            {reporting ? (
              <Button size="sm" variant="danger" disabled={confirm.isPending} onClick={() => confirm.mutate(false)}>
                {t('wallet.withdraw.sendNotReceived')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
                {t('wallet.withdraw.notReceived')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}
