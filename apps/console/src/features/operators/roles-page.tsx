import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorPermission } from '@lotus/contract/operators';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Badge, Button, Notice, PageHeader, TextField, cx } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { can, useMe, type Me } from '../auth/use-me';
import { useRoles } from './operators-page';
import { brandIdOf, permissionKey, permissionList } from './shared';

type Role = ValueOf<'opRoles'>['rows'][number];
const roleNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,39}$/u;

/** Roles as a matrix: a row per permission, a column per role; custom roles made, changed and deleted here. */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const roles = useRoles();
  const mayManage = can(me, 'operators.manage');
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const rows = roles.data?.rows ?? [];
  const done = (text: string) => {
    setFlash(text);
    setEditing(null);
    setDeleting(null);
  };
  return (
    <div>
      <PageHeader title={t('operators.roles.title')} intro={t('operators.roles.intro')} actions={mayManage && <Button onClick={() => setEditing('new')}>{t('operators.roles.create')}</Button>} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      {roles.isError && <Notice tone="error">{errorMessage(roles.error)}</Notice>}
      {roles.isPending ? (
        <p role="status" className="text-slate-600">
          {t('list.loading')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
          <table aria-label={t('operators.roles.matrix')} className="w-full border-collapse text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="sticky start-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-start font-semibold uppercase">
                  {t('operators.roles.permission')}
                </th>
                {rows.map((r) => (
                  <th key={r.id} scope="col" className="min-w-24 border-b border-s border-slate-200 px-2 py-2 text-center align-bottom font-normal">
                    <span className="block text-sm font-semibold text-slate-900">{r.name}</span>
                    <span className="mt-1 flex flex-wrap justify-center gap-1">
                      {r.builtIn ? <Badge>{t('operators.roles.builtIn')}</Badge> : <Badge tone="info">{t('operators.roles.custom')}</Badge>}
                      {r.brandId !== null && <Badge tone="warning">{t('shell.brand', { id: r.brandId })}</Badge>}
                    </span>
                    <span className="mt-1 block text-slate-500">{t('operators.roles.holders', { count: r.operators })}</span>
                    {mayManage && !r.builtIn && (
                      <span className="mt-1 flex justify-center gap-1">
                        <Button size="sm" variant="ghost" onClick={() => setEditing(r)} aria-label={t('operators.roles.editOne', { name: r.name })}>
                          {t('operators.edit')}
                        </Button>
                        <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setDeleting(r)} aria-label={t('operators.roles.deleteOne', { name: r.name })}>
                          {t('operators.roles.delete')}
                        </Button>
                      </span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {permissionList.map((p, i) => {
                const area = p.split('.')[0];
                const newArea = i === 0 || permissionList[i - 1]!.split('.')[0] !== area;
                return (
                  <tr key={p} className={cx('hover:bg-slate-50', newArea && i > 0 && 'border-t-2 border-slate-200')}>
                    <th scope="row" className="sticky start-0 max-w-64 min-w-44 bg-white px-3 py-1.5 text-start font-normal">
                      <span className="block leading-tight text-slate-900">{t(permissionKey(p))}</span>
                      <code className="block text-[11px] leading-tight text-slate-400">{p}</code>
                    </th>
                    {rows.map((r) => {
                      const has = r.permissions.includes(p);
                      return (
                        <td key={r.id} className="border-s border-slate-100 px-2 py-1.5 text-center">
                          {has ? (
                            <span className="font-semibold text-emerald-700" aria-label={t('operators.roles.grants', { role: r.name, permission: p })}>
                              ✓
                            </span>
                          ) : (
                            <span className="text-slate-300" aria-label={t('operators.roles.lacks', { role: r.name, permission: p })}>
                              ·
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && <RoleDialog me={me} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={done} />}
      {deleting && <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} onDone={done} />}
    </div>
  );
}

function RoleDialog({ me, role, onClose, onDone }: { me: Me; role: Role | null; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role?.name ?? '');
  const [picked, setPicked] = useState<Set<OperatorPermission>>(new Set(role?.permissions ?? []));
  const [brand, setBrand] = useState('');
  const [touched, setTouched] = useState(false);
  const brandId = brandIdOf(brand);
  const nameOk = roleNamePattern.test(name.trim());
  const save = useMutation({
    mutationFn: () => {
      const permissions = permissionList.filter((p) => picked.has(p));
      if (role) return callOps('opUpdateRole', { params: { id: role.id }, body: { name: name.trim(), permissions } });
      return callOps('opCreateRole', { body: { name: name.trim(), permissions, ...(me.brandId === null ? { brandId: brandId === 'invalid' ? null : brandId } : {}) } });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['opRoles'] });
      onDone(t(role ? 'operators.roles.saved' : 'operators.roles.created', { name: saved.name }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!nameOk || brandId === 'invalid') return;
    save.mutate();
  };
  const toggle = (p: OperatorPermission) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });
  return (
    <Dialog title={role ? t('operators.roles.editTitle', { name: role.name }) : t('operators.roles.createTitle')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-4">
          <TextField className="w-64" label={t('operators.roles.name')} value={name} onChange={(e) => setName(e.target.value)} error={touched && !nameOk ? t('operators.roles.nameRule') : null} />
          {!role && me.brandId === null && (
            <TextField className="w-64" label={t('operators.brandId')} hint={t('operators.roles.brandHint')} inputMode="numeric" value={brand} onChange={(e) => setBrand(e.target.value)} error={touched && brandId === 'invalid' ? t('operators.brandInvalid') : null} />
          )}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('operators.roles.permissions')}</legend>
          <p className="mb-2 text-xs text-slate-500">{t('operators.roles.grantRule')}</p>
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {permissionList.map((p) => {
              const held = me.permissions.includes(p);
              return (
                <label key={p} className={cx('flex items-center gap-2 text-sm', !held && 'text-slate-400')} title={held ? p : t('operators.roles.notHeld')}>
                  <input type="checkbox" checked={picked.has(p)} disabled={!held && !picked.has(p)} onChange={() => toggle(p)} />
                  {t(permissionKey(p))}
                </label>
              );
            })}
          </div>
        </fieldset>
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.working') : role ? t('operators.save') : t('operators.roles.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteRoleDialog({ role, onClose, onDone }: { role: Role; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callOps('opDeleteRole', { params: { id: role.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['opRoles'] });
      onDone(t('operators.roles.deleted', { name: role.name }));
    },
  });
  return (
    <Dialog title={t('operators.roles.deleteTitle', { name: role.name })} onClose={onClose} role="alertdialog">
      <p className="text-sm text-slate-700">{role.operators > 0 ? t('operators.roles.deleteHeld', { count: role.operators }) : t('operators.roles.deleteBody')}</p>
      {remove.isError && (
        <Notice tone="error" className="mt-3">
          {errorMessage(remove.error)}
        </Notice>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? t('common.working') : t('operators.roles.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
