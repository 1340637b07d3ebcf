import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, cx, Notice, PageHeader } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { can, useMe } from '../auth/use-me';

/** The Content pages, by the key their words sit under (`content.<section>.title`, `.create`, `.empty`, …). */
export type ContentKind = 'notices' | 'announcements' | 'help';

interface Item {
  id: number;
  title: string;
}

/** What a page's edit dialog is given: the row (null: a new one), how to close, and what to call with the saved row. */
export interface EditorProps<R> {
  row: R | null;
  onClose: () => void;
  onSaved: (saved: { title: string }) => Promise<void>;
}

/**
 * What the Content pages share: the header with its create button, the line that says what was saved or deleted,
 * the loading, error and empty states, each row's Edit and Delete (for operators who may manage content), and the
 * edit and delete dialogs those open. A page gives its rows, how it lists them (`children`, with the row actions,
 * null for a reader), an optional filter above the list, its edit dialog and how to delete a row.
 */
export function ContentSection<R extends Item>({
  kind,
  list,
  rows,
  queryKey,
  remove,
  filter,
  editor,
  children,
}: {
  kind: ContentKind;
  list: UseQueryResult<unknown>;
  rows: readonly R[];
  queryKey: readonly unknown[];
  remove: (row: R) => Promise<unknown>;
  filter?: ReactNode;
  editor: (props: EditorProps<R>) => ReactNode;
  children: (rows: readonly R[], actions: ((row: R) => ReactNode) | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayManage = can(useMe().data, 'content.manage');
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const actions = mayManage
    ? (row: R) => (
        <>
          <Button size="sm" variant="ghost" onClick={() => setEditing(row)} aria-label={t('content.editOne', { title: row.title })}>
            {t('content.edit')}
          </Button>
          <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setDeleting(row)} aria-label={t('content.deleteOne', { title: row.title })}>
            {t('content.delete')}
          </Button>
        </>
      )
    : null;
  return (
    <div>
      <PageHeader title={t(`content.${kind}.title`)} intro={t(`content.${kind}.intro`)} actions={mayManage && <Button onClick={() => setEditing('new')}>{t(`content.${kind}.create`)}</Button>} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      {filter}
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          {t('list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">{t(`content.${kind}.empty`)}</p>
      ) : (
        children(rows, actions)
      )}
      {editing &&
        editor({
          row: editing === 'new' ? null : editing,
          onClose: () => setEditing(null),
          onSaved: async (saved) => {
            await queryClient.invalidateQueries({ queryKey });
            setFlash(t(editing === 'new' ? 'content.created' : 'content.saved', { title: saved.title }));
            setEditing(null);
          },
        })}
      {deleting && (
        <DeleteDialog
          title={deleting.title}
          remove={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={async () => {
            await queryClient.invalidateQueries({ queryKey });
            setFlash(t('content.deleted', { title: deleting.title }));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

/** Confirms and deletes one row. */
function DeleteDialog({ title, remove, onClose, onDeleted }: { title: string; remove: () => Promise<unknown>; onClose: () => void; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const del = useMutation({ mutationFn: remove, onSuccess: onDeleted });
  return (
    <Dialog title={t('content.deleteTitle', { title })} onClose={onClose} role="alertdialog">
      <p className="text-sm text-slate-700">{t('content.deleteBody')}</p>
      {del.isError && (
        <Notice tone="error" className="mt-3">
          {errorMessage(del.error)}
        </Notice>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('content.cancel')}
        </Button>
        <Button variant="danger" disabled={del.isPending} onClick={() => del.mutate()}>
          {t('content.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * An edit dialog's saving: `save` runs on submit when `valid`; `touched` (set by the first submit) shows the field
 * errors. `onSaved` is the EditorProps' one.
 */
export function useContentSave<T extends { title: string }>({ save, valid, onSaved }: { save: () => Promise<T>; valid: boolean; onSaved: (saved: T) => Promise<void> }) {
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) mutation.mutate();
  };
  return { touched, submit, pending: mutation.isPending, error: mutation.isError ? mutation.error : null };
}

/** A Content edit dialog: the page's fields, then the save error, Cancel and Save. */
export function EditDialog({ kind, isNew, form, onClose, children }: { kind: ContentKind; isNew: boolean; form: ReturnType<typeof useContentSave>; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(isNew ? `content.${kind}.createTitle` : `content.${kind}.editTitle`)} onClose={onClose} wide>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
        {children}
        {form.error && <Notice tone="error">{errorMessage(form.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {t('content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One column of a ContentTable: its header and its cell (`className` for the cell). */
export interface ContentColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

/** A Content page's rows as a table, the row actions (when the operator has them) last. */
export function ContentTable<R extends Item>({ label, rows, columns, actions }: { label: string; rows: readonly R[]; columns: ContentColumn<R>[]; actions: ((row: R) => ReactNode) | null }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
      <table aria-label={label} className="w-full text-sm">
        <thead className="bg-slate-50 text-start text-xs text-slate-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} className="px-3 py-2">
                {c.header}
              </th>
            ))}
            {actions && <th className="px-3 py-2" />}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              {columns.map((c) => (
                <td key={c.header} className={cx('px-3 py-2', c.className)}>
                  {c.cell(r)}
                </td>
              ))}
              {actions && <td className="px-3 py-2 text-end whitespace-nowrap">{actions(r)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
