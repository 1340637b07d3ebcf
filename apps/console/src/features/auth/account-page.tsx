import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Notice, PageHeader, TextField } from '../../components/ui';
import { Dialog } from '../../components/dialog';
import { callOps, errorMessage } from '../../lib/api';
import { endSession } from '../../lib/session';
import { Time } from '../payments/shared';
import { meQueryKey, useMe } from './use-me';

/** The operator's own account: who the server says they are (opMe), and their second factor. */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('account.title')} />
      <section aria-labelledby="who" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="who" className="text-base font-semibold">
          {t('account.who')}
        </h2>
        <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('account.username')}</dt>
          <dd className="font-medium">{me.username}</dd>
          <dt className="text-slate-500">{t('account.id')}</dt>
          <dd>{me.id}</dd>
          <dt className="text-slate-500">{t('account.brand')}</dt>
          <dd>{me.brandId === null ? t('shell.allBrands') : t('shell.brand', { id: me.brandId })}</dd>
          <dt className="text-slate-500">{t('account.role')}</dt>
          <dd>{me.role}</dd>
          <dt className="text-slate-500">{t('account.permissions')}</dt>
          <dd className="flex flex-wrap gap-1">
            {me.permissions.map((p) => (
              <Badge key={p}>{p}</Badge>
            ))}
          </dd>
        </dl>
      </section>
      <TotpSection enabled={me.totpEnabled} />
      <SessionsSection />
    </div>
  );
}

function TotpSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meQueryKey });

  const start = useMutation({ mutationFn: () => callOps('opTotpStart'), onMutate: () => setDone(null) });
  const confirm = useMutation({
    mutationFn: () => callOps('opTotpConfirm', { body: { otp: code.trim() } }),
    onSuccess: async () => {
      setCode('');
      start.reset();
      setDone(t('account.enabled'));
      await refreshMe();
    },
  });
  const disable = useMutation({
    mutationFn: () => callOps('opTotpDisable', { body: { otp: code.trim() } }),
    onSuccess: async () => {
      setCode('');
      setDone(t('account.disabled'));
      await refreshMe();
    },
  });
  const failure = confirm.error ?? disable.error ?? start.error;
  const codeError = code && !/^\d{6}$/.test(code) ? t('signIn.codeFormat') : null;
  const onCode = (e: FormEvent, action: () => void) => {
    e.preventDefault();
    if (/^\d{6}$/.test(code.trim())) action();
  };

  return (
    <section aria-labelledby="totp" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="totp" className="text-base font-semibold">
        {t('account.totpTitle')} <Badge tone={enabled ? 'success' : 'warning'}>{enabled ? t('common.yes') : t('common.no')}</Badge>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{enabled ? t('account.totpOn') : t('account.totpOff')}</p>
      {done && (
        <Notice tone="success" className="mt-3">
          {done}
        </Notice>
      )}
      {failure && (
        <Notice tone="error" className="mt-3">
          {errorMessage(failure)}
        </Notice>
      )}
      {!enabled && !start.data && (
        <Button className="mt-3" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? t('account.starting') : t('account.start')}
        </Button>
      )}
      {!enabled && start.data && (
        <div className="mt-3 flex flex-wrap gap-6">
          <img src={start.data.qrCode} alt={t('account.qrAlt')} width={192} height={192} className="size-48 rounded border border-slate-200" />
          <div className="flex min-w-64 flex-1 flex-col gap-3">
            <p className="text-sm text-slate-700">{t('account.scan')}</p>
            <p className="text-sm">
              <span className="text-slate-500">{t('account.secret')}: </span>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all select-all" data-testid="totp-secret">
                {start.data.secret}
              </code>
            </p>
            <form className="flex items-end gap-2" onSubmit={(e) => onCode(e, () => confirm.mutate())} noValidate>
              <TextField label={t('account.confirmCode')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={codeError} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              <Button type="submit" disabled={confirm.isPending || !/^\d{6}$/.test(code)}>
                {t('account.confirm')}
              </Button>
            </form>
          </div>
        </div>
      )}
      {enabled && (
        <form className="mt-3 flex items-end gap-2" onSubmit={(e) => onCode(e, () => disable.mutate())} noValidate>
          <TextField label={t('account.disableCode')} hint={t('account.disableHint')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={codeError} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <Button type="submit" variant="danger" disabled={disable.isPending || !/^\d{6}$/.test(code)}>
            {t('account.disable')}
          </Button>
        </form>
      )}
    </section>
  );
}

type SessionRow = ValueOf<'opSessions'>['rows'][number];

/** The operator's live sessions (this one marked); ending this one signs out here. */
function SessionsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<SessionRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const sessions = useQuery({ queryKey: ['opSessions'], queryFn: ({ signal }) => callOps('opSessions', { signal }) });
  const revoke = useMutation({
    mutationFn: (s: SessionRow) => callOps('opRevokeSession', { params: { id: s.id } }),
    onSuccess: async (_v, s) => {
      setEnding(null);
      if (s.current) {
        queryClient.clear();
        endSession('signedOut');
        return;
      }
      setFlash(t('account.sessionEnded'));
      await queryClient.invalidateQueries({ queryKey: ['opSessions'] });
    },
  });
  const rows = sessions.data?.rows ?? [];
  return (
    <section aria-labelledby="sessions" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="sessions" className="text-base font-semibold">
        {t('account.sessionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.sessionsIntro')}</p>
      {flash && (
        <Notice tone="success" className="mt-3">
          {flash}
        </Notice>
      )}
      {sessions.isError && (
        <Notice tone="error" className="mt-3">
          {errorMessage(sessions.error)}
        </Notice>
      )}
      {sessions.isPending ? (
        <p className="mt-3 text-sm text-slate-500">{t('list.loading')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('account.sessionsTitle')}>
            <thead className="bg-slate-50 text-start text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">{t('account.sessionStarted')}</th>
                <th scope="col" className="px-3 py-2">{t('account.sessionLastSeen')}</th>
                <th scope="col" className="px-3 py-2">{t('account.sessionExpires')}</th>
                <th scope="col" className="px-3 py-2">{t('account.sessionFrom')}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('list.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap"><Time iso={s.createdAt} /></td>
                  <td className="px-3 py-2 whitespace-nowrap"><Time iso={s.lastSeenAt} /></td>
                  <td className="px-3 py-2 whitespace-nowrap"><Time iso={s.expiresAt} /></td>
                  <td className="px-3 py-2">
                    <span className="font-mono text-xs">{s.ip ?? '—'}</span> {s.current && <Badge tone="info">{t('account.thisSession')}</Badge>}
                    <span className="block max-w-sm truncate text-xs text-slate-500" title={s.userAgent ?? undefined}>{s.userAgent}</span>
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Button size="sm" variant="secondary" onClick={() => setEnding(s)}>
                      {s.current ? t('account.endThis') : t('account.endSession')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ending && (
        <Dialog title={ending.current ? t('account.endThisTitle') : t('account.endSessionTitle')} onClose={() => setEnding(null)} role="alertdialog">
          <p className="text-sm text-slate-700">{ending.current ? t('account.endThisBody') : t('account.endSessionBody', { ip: ending.ip ?? '—' })}</p>
          {revoke.isError && <Notice tone="error" className="mt-3">{errorMessage(revoke.error)}</Notice>}
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate(ending)}>
              {revoke.isPending ? t('common.working') : ending.current ? t('account.endThis') : t('account.endSession')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
