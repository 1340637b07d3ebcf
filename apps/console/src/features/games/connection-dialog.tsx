import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@lotus/contract/endpoints';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Badge, Button, Notice, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { gamesKeys, type Integration, type VendorRow } from './api';

type CredentialName = 'secret' | 'privateKey' | 'hub88PublicKey';
type Hub88Body = Extract<BodyOf<'opSaveVendorIntegration'>, { kind: 'hub88' }>;

const checks = {
  secret: (v: string) => /^[\x21-\x7e]{32,256}$/.test(v),
  privateKey: (v: string) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(v),
  hub88PublicKey: (v: string) => /-----BEGIN (RSA )?PUBLIC KEY-----/.test(v),
  apiUrl: (v: string) => /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v),
  operatorId: (v: string) => /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= 2_147_483_647,
  timeoutMs: (v: string) => /^\d{3,5}$/.test(v) && Number(v) >= 100 && Number(v) <= 60_000,
  defaultCountry: (v: string) => /^[A-Z]{2}$/.test(v),
};

/** Whether each credential is set and when it was entered; never a value (the server sends none). */
function CredentialStates({ credentials }: { credentials: Integration['credentials'] }) {
  const { t } = useTranslation();
  const time = useTimeText();
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label={t('games.connection.credentials')}>
      {credentials.map((c) => (
        <li key={c.name} className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-800">{t(`games.connection.credentialNames.${c.name as CredentialName}`)}</span>
          <Badge tone={c.set ? 'success' : 'warning'}>{c.set ? t('games.connection.isSet') : t('games.connection.notSet')}</Badge>
          {c.set && <span className="text-xs text-slate-500">{c.changedAt ? t('games.connection.changedAt', { time: time(c.changedAt) }) : t('games.connection.changedUnknown')}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A secret's entry: never prefilled, never echoed back; empty keeps the stored one. */
function SecretField({ name, value, onChange, error, set, multiline }: { name: CredentialName; value: string; onChange: (v: string) => void; error: string | null; set: boolean; multiline?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const credential = t(`games.connection.credentialNames.${name}`);
  const label = set ? t('games.connection.replace', { name: credential }) : credential;
  const hint = t(`games.connection.credentialHints.${name}`);
  const common = {
    id,
    value,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
    className: `rounded-md border bg-white px-3 text-sm text-slate-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 ${error ? 'border-rose-400' : 'border-slate-300'}`,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} className={`${common.className} py-2 font-mono text-xs`} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="password" className={`${common.className} h-10`} onChange={(e) => onChange(e.target.value)} />
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

function SeamlessForm({ vendor, integration, onSaved }: { vendor: string; integration: Integration; onSaved: (value: Integration, entered: string[]) => void }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && secret !== '' && !checks.secret(secret) ? t('games.connection.invalid.secret') : null;
  const save = useMutation({
    mutationFn: () => callOps('opSaveVendorIntegration', { params: { vendor }, body: { kind: 'seamless', credentials: secret ? { secret } : {} } }),
    onSuccess: (value) => {
      onSaved(value, secret ? ['secret'] : []);
      setSecret('');
      setTouched(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (secret !== '' && !checks.secret(secret)) return;
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <SecretField name="secret" value={secret} onChange={setSecret} error={error} set={integration.credentials[0]?.set ?? false} />
      {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || secret === ''}>
          {save.isPending ? t('games.connection.saving') : t('games.connection.save')}
        </Button>
      </div>
    </form>
  );
}

function Hub88Form({ vendor, integration, onSaved }: { vendor: string; integration: Integration | null; onSaved: (value: Integration, entered: string[]) => void }) {
  const { t } = useTranslation();
  const s = integration?.settings;
  const [form, setForm] = useState({
    enabled: integration?.enabled ?? true,
    apiUrl: s?.apiUrl ?? '',
    operatorId: s ? String(s.operatorId || '') : '',
    subPartnerId: s?.subPartnerId ?? '',
    timeoutMs: String(s?.timeoutMs ?? 10_000),
    demoGames: s?.demoGames ?? false,
    defaultCountry: s?.defaultCountry ?? 'XX',
    privateKey: '',
    hub88PublicKey: '',
  });
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const invalid = (key: 'apiUrl' | 'operatorId' | 'timeoutMs' | 'defaultCountry' | 'privateKey' | 'hub88PublicKey') => {
    const value = form[key].trim();
    if ((key === 'privateKey' || key === 'hub88PublicKey') && value === '') return false;
    return !checks[key](value);
  };
  const fields = ['apiUrl', 'operatorId', 'timeoutMs', 'defaultCountry', 'privateKey', 'hub88PublicKey'] as const;
  const errorOf = (key: (typeof fields)[number]) => {
    if (!touched || !invalid(key)) return null;
    return t(`games.connection.invalid.${key}`);
  };
  const credential = (name: CredentialName) => integration?.credentials.find((c) => c.name === name)?.set ?? false;
  const save = useMutation({
    mutationFn: () => {
      const credentials: Hub88Body['credentials'] = {};
      if (form.privateKey.trim()) credentials.privateKey = form.privateKey.trim();
      if (form.hub88PublicKey.trim()) credentials.hub88PublicKey = form.hub88PublicKey.trim();
      const body: Hub88Body = {
        kind: 'hub88',
        enabled: form.enabled,
        settings: {
          apiUrl: form.apiUrl.trim(),
          operatorId: Number(form.operatorId),
          subPartnerId: form.subPartnerId.trim() || null,
          timeoutMs: Number(form.timeoutMs),
          demoGames: form.demoGames,
          defaultCountry: form.defaultCountry.trim(),
        },
        credentials,
      };
      return callOps('opSaveVendorIntegration', { params: { vendor }, body });
    },
    onSuccess: (value) => {
      onSaved(value, [form.privateKey.trim() && 'privateKey', form.hub88PublicKey.trim() && 'hub88PublicKey'].filter((n): n is string => Boolean(n)));
      setForm((f) => ({ ...f, privateKey: '', hub88PublicKey: '' }));
      setTouched(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (fields.some((k) => invalid(k))) return;
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('games.connection.settings')}</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-indigo-600" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          {t('games.connection.enabled')}
        </label>
        <TextField className="sm:col-span-2" label={t('games.connection.apiUrl')} value={form.apiUrl} onChange={(e) => set('apiUrl', e.target.value)} error={errorOf('apiUrl')} inputMode="url" />
        <TextField label={t('games.connection.operatorId')} value={form.operatorId} onChange={(e) => set('operatorId', e.target.value)} error={errorOf('operatorId')} inputMode="numeric" />
        <TextField label={t('games.connection.subPartnerId')} value={form.subPartnerId} onChange={(e) => set('subPartnerId', e.target.value)} maxLength={100} />
        <TextField label={t('games.connection.timeoutMs')} value={form.timeoutMs} onChange={(e) => set('timeoutMs', e.target.value)} error={errorOf('timeoutMs')} inputMode="numeric" />
        <TextField label={t('games.connection.defaultCountry')} value={form.defaultCountry} onChange={(e) => set('defaultCountry', e.target.value.toUpperCase())} error={errorOf('defaultCountry')} maxLength={2} />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-indigo-600" checked={form.demoGames} onChange={(e) => set('demoGames', e.target.checked)} />
          {t('games.connection.demoGames')}
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('games.connection.credentials')}</legend>
        <SecretField name="privateKey" value={form.privateKey} onChange={(v) => set('privateKey', v)} error={errorOf('privateKey')} set={credential('privateKey')} multiline />
        <SecretField name="hub88PublicKey" value={form.hub88PublicKey} onChange={(v) => set('hub88PublicKey', v)} error={errorOf('hub88PublicKey')} set={credential('hub88PublicKey')} multiline />
      </fieldset>
      {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('games.connection.saving') : t('games.connection.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A vendor's connection: which credentials are set and when they were entered (never their values),
 * a form to enter or replace them, and a check of the connection where the vendor allows one without
 * side effects. Deployment-wide operators only (connections serve every brand).
 */
export function ConnectionDialog({ vendor, onClose }: { vendor: VendorRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = gamesKeys.integration(vendor.code);
  const integration = useQuery({ queryKey: key, queryFn: ({ signal }) => callOps('opVendorIntegration', { params: { vendor: vendor.code }, signal }), staleTime: 0 });
  const [settingUp, setSettingUp] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const test = useMutation({ mutationFn: () => callOps('opTestVendorIntegration', { params: { vendor: vendor.code } }) });
  const saved = (value: Integration, entered: string[]) => {
    queryClient.setQueryData(key, value);
    void queryClient.invalidateQueries({ queryKey: ['list'] });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.vendorOptions });
    test.reset();
    setSettingUp(false);
    setFlash(entered.length ? t('games.connection.saved', { names: entered.map((n) => t(`games.connection.credentialNames.${n as CredentialName}`)).join(', ') }) : t('games.connection.savedNone'));
  };
  const data = integration.data;
  const outcome = test.data;
  return (
    <Dialog title={t('games.connection.title', { name: vendor.name })} onClose={onClose} wide>
      <div className="flex flex-col gap-4">
        {integration.isPending && <p className="text-sm text-slate-600">{t('games.connection.loading')}</p>}
        {integration.isError && <Notice tone="error">{errorMessage(integration.error)}</Notice>}
        {data && (
          <>
            <p className="text-sm text-slate-700">
              {t('games.connection.kind')}: <span className="font-medium">{t(`games.connection.kinds.${data.connection}`)}</span>
            </p>
            {data.connection === 'house' && <Notice>{t('games.connection.houseNote')}</Notice>}
            {data.connection === 'none' && !settingUp && (
              <div className="flex flex-col items-start gap-2">
                <Notice>{t('games.connection.noneNote')}</Notice>
                <Button variant="secondary" onClick={() => setSettingUp(true)}>
                  {t('games.connection.setUpHub88')}
                </Button>
              </div>
            )}
            {flash && <Notice tone="success">{flash}</Notice>}
            {data.credentials.length > 0 && <CredentialStates credentials={data.credentials} />}
            {(data.connection === 'seamless' || data.connection === 'hub88' || settingUp) && <p className="text-xs text-slate-600">{t('games.connection.secretsNote')}</p>}
            {data.connection === 'seamless' && <SeamlessForm vendor={vendor.code} integration={data} onSaved={saved} />}
            {(data.connection === 'hub88' || settingUp) && <Hub88Form vendor={vendor.code} integration={data.connection === 'hub88' ? data : null} onSaved={saved} />}
            {(data.connection === 'hub88' || data.connection === 'seamless') && (
              <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
                <div className="flex flex-wrap items-center gap-3">
                  <Button variant="secondary" onClick={() => test.mutate()} disabled={!data.testable || test.isPending}>
                    {test.isPending ? t('games.connection.testing') : t('games.connection.test')}
                  </Button>
                  <span className="text-xs text-slate-500">{data.testable ? t('games.connection.testHint') : t('games.connection.testUntestable')}</span>
                </div>
                {test.isError && <Notice tone="error">{errorMessage(test.error)}</Notice>}
                {outcome && (
                  <Notice tone={outcome.outcome === 'ok' ? 'success' : outcome.outcome === 'failed' ? 'error' : 'info'}>
                    {t(`games.connection.outcomes.${outcome.outcome}`, { games: outcome.games ?? 0, ms: outcome.ms, message: outcome.message })}
                  </Notice>
                )}
              </div>
            )}
          </>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
