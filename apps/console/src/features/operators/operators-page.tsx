import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { can, useMe, type Me } from '../auth/use-me';
import { Time } from '../payments/shared';
import { brandIdOf } from './shared';

type OperatorRow = ValueOf<'opOperators'>['rows'][number];
type Role = ValueOf<'opRoles'>['rows'][number];
const listId = 'operators';

export const fetchOperators = (q: ListQuery, signal: AbortSignal) =>
  callOps('opOperators', {
    query: {
      q: q.filters.q || undefined,
      roleId: q.filters.roleId ? Number(q.filters.roleId) : undefined,
      enabled: (q.filters.enabled || undefined) as 'true' | 'false' | undefined,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    signal,
  });

export function useRoles() {
  return useQuery({ queryKey: ['opRoles'], queryFn: ({ signal }) => callOps('opRoles', { signal }) });
}

/** The operators the signed-in operator may see (their brand's, or all), with create and edit for those who manage operators. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const time = useTimeText();
  const roles = useRoles();
  const mayManage = can(me, 'operators.manage');
  const [editing, setEditing] = useState<OperatorRow | 'new' | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const columns = useMemo<ListColumn<OperatorRow>[]>(() => {
    const brandText = (brandId: number | null, code: string | null) => (brandId === null ? t('shell.allBrands') : code ? `${code} (#${brandId})` : t('shell.brand', { id: brandId }));
    const cols: ListColumn<OperatorRow>[] = [
      { id: 'id', header: t('operators.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      {
        id: 'username',
        header: t('operators.username'),
        cell: (r) => (
          <span className="font-medium">
            {r.username} {r.id === me.id && <span className="text-xs font-normal text-slate-500">{t('operators.you')}</span>}
          </span>
        ),
        csv: (r) => r.username,
        nowrap: true,
      },
      { id: 'role', header: t('operators.role'), cell: (r) => r.role.name, csv: (r) => r.role.name, nowrap: true },
      { id: 'brand', header: t('operators.brand'), cell: (r) => brandText(r.brandId, r.brandCode), csv: (r) => (r.brandId === null ? '' : String(r.brandCode ?? r.brandId)), nowrap: true },
      { id: 'enabled', header: t('operators.state'), cell: (r) => <Badge tone={r.enabled ? 'success' : 'neutral'}>{r.enabled ? t('operators.enabled') : t('operators.disabled')}</Badge>, csv: (r) => (r.enabled ? 'enabled' : 'disabled') },
      { id: 'totp', header: t('operators.totp'), cell: (r) => (r.totpEnabled ? t('common.yes') : <span className="text-amber-700">{t('common.no')}</span>), csv: (r) => (r.totpEnabled ? 'yes' : 'no') },
      { id: 'lastLoginAt', header: t('operators.lastLogin'), cell: (r) => <Time iso={r.lastLoginAt} brandId={r.brandId} />, csv: (r) => time(r.lastLoginAt, r.brandId), nowrap: true },
      { id: 'createdAt', header: t('operators.created'), cell: (r) => <Time iso={r.createdAt} brandId={r.brandId} />, csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
    ];
    if (mayManage) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) =>
          r.id === me.id ? null : (
            <Button size="sm" variant="secondary" onClick={() => setEditing(r)} aria-label={t('operators.editOne', { name: r.username })}>
              {t('operators.edit')}
            </Button>
          ),
      });
    }
    return cols;
  }, [t, time, mayManage, me.id]);

  return (
    <div>
      <PageHeader
        title={t('operators.title')}
        intro={t('operators.intro')}
        actions={
          mayManage && (
            <Button onClick={() => setEditing('new')} disabled={!roles.data}>
              {t('operators.create')}
            </Button>
          )
        }
      />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <ServerList
        id={listId}
        label={t('operators.title')}
        columns={columns}
        fetchPage={fetchOperators}
        rowKey={(r) => String(r.id)}
        filters={[
          { id: 'q', type: 'text', label: t('operators.search') },
          { id: 'roleId', label: t('operators.role'), options: (roles.data?.rows ?? []).map((r) => ({ value: String(r.id), label: r.name })) },
          {
            id: 'enabled',
            label: t('operators.state'),
            options: [
              { value: 'true', label: t('operators.enabled') },
              { value: 'false', label: t('operators.disabled') },
            ],
          },
        ]}
        exportName="operators"
      />
      {editing && roles.data && (
        <OperatorDialog
          me={me}
          roles={roles.data.rows}
          operator={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setFlash(text);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

/** Roles the operator may hand out: those whose permissions they hold, of their brand or for any brand. */
function grantable(roles: Role[], me: Me): Role[] {
  return roles.filter((r) => r.permissions.every((p) => me.permissions.includes(p)) && (me.brandId === null || r.brandId === null || r.brandId === me.brandId));
}

function OperatorDialog({ me, roles, operator, onClose, onDone }: { me: Me; roles: Role[]; operator: OperatorRow | null; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offered = grantable(roles, me);
  const current = operator ? roles.find((r) => r.id === operator.role.id) : undefined;
  const choices = current && !offered.includes(current) ? [current, ...offered] : offered;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roleId, setRoleId] = useState(String(operator?.role.id ?? offered[0]?.id ?? ''));
  const [brand, setBrand] = useState(operator ? (operator.brandId === null ? '' : String(operator.brandId)) : me.brandId === null ? '' : String(me.brandId));
  const [enabled, setEnabled] = useState(operator?.enabled ?? true);
  const [resetTotp, setResetTotp] = useState(false);
  const [touched, setTouched] = useState(false);
  const brandId = brandIdOf(brand);
  const usernameOk = /^[a-z][a-z0-9._-]{2,31}$/.test(username.trim());
  const passwordOk = operator ? password === '' || (password.length >= 8 && password.length <= 128) : password.length >= 8 && password.length <= 128;
  const errors = {
    username: touched && !operator && !usernameOk ? t('operators.usernameRule') : null,
    password: touched && !passwordOk ? t('operators.passwordRule') : null,
    brand: touched && brandId === 'invalid' ? t('operators.brandInvalid') : null,
  };
  const save = useMutation({
    mutationFn: async () => {
      const brandValue = brandId === 'invalid' ? null : brandId;
      if (!operator) return callOps('opCreateOperator', { body: { username: username.trim(), password, roleId: Number(roleId), brandId: brandValue } });
      const body: { roleId?: number; brandId?: number | null; enabled?: boolean; password?: string; resetTotp?: true } = {};
      if (Number(roleId) !== operator.role.id) body.roleId = Number(roleId);
      if (me.brandId === null && brandValue !== operator.brandId) body.brandId = brandValue;
      if (enabled !== operator.enabled) body.enabled = enabled;
      if (password) body.password = password;
      if (resetTotp) body.resetTotp = true;
      if (Object.keys(body).length === 0) return null;
      return callOps('opUpdateOperator', { params: { id: operator.id }, body });
    },
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: ['list', listId] });
      await queryClient.invalidateQueries({ queryKey: ['opRoles'] });
      onDone(row === null ? t('operators.unchanged') : operator ? t('operators.saved', { name: row.username }) : t('operators.createdOne', { name: row.username }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if ((!operator && !usernameOk) || !passwordOk || brandId === 'invalid' || !roleId) return;
    save.mutate();
  };
  return (
    <Dialog title={operator ? t('operators.editTitle', { name: operator.username }) : t('operators.createTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {!operator && <TextField label={t('operators.username')} hint={t('operators.usernameRule')} value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} autoComplete="off" />}
        <div className="flex flex-col gap-1">
          <label htmlFor="operator-role" className="text-sm font-medium text-slate-700">
            {t('operators.role')}
          </label>
          <select id="operator-role" className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm" value={roleId} onChange={(e) => setRoleId(e.target.value)}>
            {choices.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-500">{t('operators.roleHint')}</p>
        </div>
        {me.brandId === null ? (
          <TextField label={t('operators.brandId')} hint={t('operators.brandHint')} inputMode="numeric" value={brand} onChange={(e) => setBrand(e.target.value)} error={errors.brand} />
        ) : (
          <p className="text-sm text-slate-600">{t('operators.brandFixed', { id: me.brandId })}</p>
        )}
        <TextField
          label={operator ? t('operators.newPassword') : t('operators.password')}
          hint={operator ? t('operators.newPasswordHint') : t('operators.passwordRule')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {operator && (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> {t('operators.enabledLabel')}
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" checked={resetTotp} disabled={!operator.totpEnabled} onChange={(e) => setResetTotp(e.target.checked)} />
              <span>
                {t('operators.resetTotp')}
                <span className="block text-xs text-slate-500">{operator.totpEnabled ? t('operators.resetTotpHint') : t('operators.noTotp')}</span>
              </span>
            </label>
          </>
        )}
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.working') : operator ? t('operators.save') : t('operators.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
