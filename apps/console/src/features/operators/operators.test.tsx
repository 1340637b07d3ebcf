import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { permissionList } from './shared';

const roles = [
  { id: 1, name: 'owner', permissions: allPermissions, builtIn: true, brandId: null, operators: 1 },
  { id: 2, name: 'finance', permissions: ['dashboard.view', 'members.view', 'members.adjust', 'payments.view', 'payments.decide'], builtIn: true, brandId: null, operators: 2 },
  { id: 7, name: 'night desk', permissions: ['members.view', 'payments.view'], builtIn: false, brandId: 3, operators: 0 },
];
const operator = (over: Record<string, unknown> = {}) => ({ id: 5, username: 'fatima', role: { id: 2, name: 'finance' }, brandId: 3, brandCode: 'lotus', enabled: true, totpEnabled: true, lastLoginAt: null, createdAt: '2026-03-01T10:00:00.000Z', ...over });

describe('operators', () => {
  it('lists operators with role, brand and state; no edit of oneself', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/roles': () => ({ value: { rows: roles } }),
      'GET /ops/operators': () => ({ value: { rows: [operator({ id: 1, username: 'admin', role: { id: 1, name: 'owner' }, brandId: null, brandCode: null }), operator()], total: 2 } }),
    });
    renderConsole('/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const row = (await within(table).findByText('fatima')).closest('tr')!;
    expect(row).toHaveTextContent('finance');
    expect(row).toHaveTextContent('lotus (#3)');
    expect(within(row).getByRole('button', { name: 'Edit fatima' })).toBeInTheDocument();
    const self = within(table).getByText('admin').closest('tr')!;
    expect(self).toHaveTextContent('(you)');
    expect(within(self).queryByRole('button')).toBeNull();
  });

  it('creates an operator, offering only roles within what the creator holds', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 3, role: 'manager', permissions: ['members.view', 'payments.view', 'operators.view', 'operators.manage'] }) }),
      'GET /ops/roles': () => ({ value: { rows: roles } }),
      'GET /ops/operators': () => ({ value: { rows: [], total: 0 } }),
      'POST /ops/operators': (req) => ({ value: operator({ id: 9, username: (req.body as { username: string }).username, role: { id: 7, name: 'night desk' } }) }),
    });
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create operator' }));
    const dialog = screen.getByRole('dialog', { name: 'New operator' });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['night desk']);
    expect(within(dialog).getByText('The operator acts for your brand (3).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'Bad Name');
    await user.type(within(dialog).getByLabelText('First password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(within(dialog).getAllByText(/3 to 32 lower-case letters/).length).toBeGreaterThan(1);
    expect(server.find('POST', '/ops/operators')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'night.one');
    await user.clear(within(dialog).getByLabelText('First password'));
    await user.type(within(dialog).getByLabelText('First password'), 'Night-desk-2468');
    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Operator night.one created.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/operators')[0]!.body).toEqual({ username: 'night.one', password: 'Night-desk-2468', roleId: 7, brandId: 3 });
  });

  it("edits an operator with only what changed, and shows the server's refusal in the dialog", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/roles': () => ({ value: { rows: roles } }),
      'GET /ops/operators': () => ({ value: { rows: [operator()], total: 1 } }),
      'PUT /ops/operators/:id': (req) => ((req.body as { enabled?: boolean }).enabled === false ? { status: 409, errorCode: 'operator.last.owner' } : { value: operator({ role: { id: 1, name: 'owner' } }) }),
    });
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit fatima' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit fatima' });
    await user.click(within(dialog).getByLabelText(/^Enabled/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last enabled deployment-wide owner: it cannot be demoted, disabled or moved to a brand.');
    await user.click(within(dialog).getByLabelText(/^Enabled/));
    await user.selectOptions(within(dialog).getByLabelText('Role'), '1');
    await user.click(within(dialog).getByLabelText(/Reset two-step verification/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('fatima saved.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/operators/5').map((c) => c.body)).toEqual([{ enabled: false }, { roleId: 1, resetTotp: true }]);
  });
});

describe('roles', () => {
  it('shows the role x permission matrix, with edit and delete for custom roles only', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/roles': () => ({ value: { rows: roles } }) });
    renderConsole('/operators/roles');
    const matrix = await screen.findByRole('table', { name: 'Roles and their permissions' });
    expect(within(matrix).getAllByRole('columnheader').map((h) => h.textContent?.split(/Built-in|Custom/)[0])).toEqual(['Permission', 'owner', 'finance', 'night desk']);
    const adjustRow = within(matrix).getByRole('rowheader', { name: /Members: adjust balance/ }).closest('tr')!;
    expect(within(adjustRow).getByLabelText('finance has members.adjust')).toBeInTheDocument();
    expect(within(adjustRow).getByLabelText('night desk lacks members.adjust')).toBeInTheDocument();
    expect(within(matrix).getAllByRole('row')).toHaveLength(permissionList.length + 1);
    expect(screen.queryByRole('button', { name: 'Edit role finance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit role night desk' })).toBeInTheDocument();
  });

  it("creates a role from permissions the operator holds, and shows the server's grant refusal", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 3, permissions: ['members.view', 'members.edit', 'operators.view', 'operators.manage'] }) }),
      'GET /ops/roles': () => ({ value: { rows: roles } }),
      'POST /ops/roles': (req) => {
        const body = req.body as { name: string; permissions: string[] };
        if (body.permissions.includes('operators.manage')) return { status: 403, errorCode: 'operator.grant.exceeded' };
        return { value: { id: 8, name: body.name, permissions: body.permissions, builtIn: false, brandId: 3, operators: 0 } };
      },
    });
    renderConsole('/operators/roles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    expect(within(dialog).getByLabelText('Payments: view')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'notes desk');
    await user.click(within(dialog).getByLabelText('Members: view'));
    await user.click(within(dialog).getByLabelText('Members: labels and notes'));
    await user.click(within(dialog).getByLabelText('Operators: manage'));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot grant a permission you do not hold');
    await user.click(within(dialog).getByLabelText('Operators: manage'));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Role notes desk created.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/roles').at(-1)!.body).toEqual({ name: 'notes desk', permissions: ['members.view', 'members.edit'] });
  });

  it('edits and deletes a custom role; a held role is refused by the server', async () => {
    let rows = roles;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/roles': () => ({ value: { rows } }),
      'PUT /ops/roles/:id': (req) => ({ value: { ...roles[2]!, ...(req.body as object) } }),
      'DELETE /ops/roles/:id': () => {
        if (server.find('DELETE', '/ops/roles/7').length === 1) return { status: 409, errorCode: 'operator.role.in.use' };
        rows = roles.slice(0, 2);
        return { value: { deleted: true } };
      },
    });
    renderConsole('/operators/roles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit role night desk' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit role night desk' });
    await user.click(within(dialog).getByLabelText('Members: lock, unlock, end sessions'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role night desk saved.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/roles/7')[0]!.body).toEqual({ name: 'night desk', permissions: ['members.view', 'members.lock', 'payments.view'] });

    await user.click(screen.getByRole('button', { name: 'Delete role night desk' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the role night desk?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Operators still hold this role; give them another role first.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role night desk deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit role night desk' })).toBeNull());
  });
});
