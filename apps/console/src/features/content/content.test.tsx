import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { placementHtml } from './announcements-page';
import { treeOrder } from './help-articles-page';
import type { HelpRow } from './content-api';

const editor = () => me({ brandId: 1, role: 'content', permissions: ['content.view', 'content.manage'] });
const notice = (over: Record<string, unknown> = {}) => ({ id: 4, brandId: 1, title: 'Maintenance', content: '<p>x</p>', language: 'all', sort: 0, published: true, publishFrom: null, publishUntil: null, updatedAt: '2026-03-01T10:00:00.000Z', ...over });
const labels = { login: 'Log in', register: 'Register', ok: 'OK' };

describe('content: notices', () => {
  it('lists notices with their state, and creates one with its publish window', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: editor() }),
      'GET /ops/content/notices': () => ({ value: { rows: [notice(), notice({ id: 5, title: 'Draft one', published: false })] } }),
      'POST /ops/content/notices': (req) => ({ value: notice({ id: 9, ...(req.body as object) }) }),
    });
    renderConsole('/content/notices');
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(within(table).getByText('Maintenance').closest('tr')).toHaveTextContent('Live');
    expect(within(table).getByText('Draft one').closest('tr')).toHaveTextContent('Draft');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    const dialog = screen.getByRole('dialog', { name: 'New notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/content/notices')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title'), 'Welcome');
    await user.type(within(dialog).getByLabelText('Content (HTML)'), '<p>Hello</p>');
    await user.click(within(dialog).getByLabelText('Published'));
    await user.type(within(dialog).getByLabelText('Publish from'), '2030-01-02T10:00');
    await user.type(within(dialog).getByLabelText('Publish until'), '2030-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The end must be after the start.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Publish until'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created “Welcome”.')).toBeInTheDocument();
    const body = server.find('POST', '/ops/content/notices')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Welcome', content: '<p>Hello</p>', published: true, language: 'all', sort: 0, publishUntil: null });
    expect(new Date(body.publishFrom as string).getTime()).toBe(new Date('2030-01-02T10:00').getTime());
  });

  it('edits a notice and deletes one after asking, saying what it did each time', async () => {
    let rows = [notice(), notice({ id: 5, title: 'Old news' })];
    const server = fakeServer({
      'GET /ops/me': () => ({ value: editor() }),
      'GET /ops/content/notices': () => ({ value: { rows } }),
      'PUT /ops/content/notices/:id': (req) => ({ value: notice({ ...(req.body as object) }) }),
      'DELETE /ops/content/notices/:id': () => {
        rows = rows.filter((r) => r.id !== 5);
        return { value: { deleted: true } };
      },
    });
    renderConsole('/content/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Maintenance' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit notice' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Maintenance');
    await user.type(within(dialog).getByLabelText('Title'), ' tonight');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Maintenance tonight”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.find('PUT', '/ops/content/notices/4')[0]!.body).toMatchObject({ title: 'Maintenance tonight', content: '<p>x</p>', published: true });

    await user.click(screen.getByRole('button', { name: 'Delete Old news' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Old news”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.find('DELETE', '/ops/content/notices/5')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Old news' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete “Old news”?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Old news”.')).toBeInTheDocument();
    expect(server.find('DELETE', '/ops/content/notices/5')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Old news' })).toBeNull());
  });

  it('hides the writing buttons from a reader', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1, role: 'reader', permissions: ['content.view'] }) }),
      'GET /ops/content/notices': () => ({ value: { rows: [notice()] } }),
    });
    renderConsole('/content/notices');
    await screen.findByRole('table', { name: 'Notices' });
    expect(screen.queryByRole('button', { name: 'New notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Maintenance' })).toBeNull();
  });
});

describe('content: announcements', () => {
  it('previews each placement the way the site places it', () => {
    const base = { title: 'Big <b>win</b>', content: '<p>Text</p>', imageUrl: null };
    const login = placementHtml({ ...base, type: 'B', groupName: 'w_login' }, labels);
    expect(login).toContain('<h4>Log in</h4>');
    expect(login).toContain('Big &#60;b&#62;win&#60;/b&#62;');
    expect(placementHtml({ ...base, type: 'B', groupName: 'w_register' }, labels)).toContain('<h4>Register</h4>');
    expect(placementHtml({ ...base, type: 'B', groupName: 'w_home' }, labels)).toContain('height:220px');
    expect(placementHtml({ ...base, type: 'PL', groupName: null }, labels)).toContain('class="marquee"');
    expect(placementHtml({ ...base, type: 'PU', groupName: null }, labels)).toContain('class="pop"');
    // A bad image address is not put in the preview.
    expect(placementHtml({ ...base, type: 'B', groupName: 'w_home', imageUrl: 'javascript:alert(1)' }, labels)).not.toContain('<img');
  });

  it('creates a login-dialog banner, checking its link first, with the preview in a script-less frame', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: editor() }),
      'GET /ops/content/announcements': () => ({ value: { rows: [] } }),
      'POST /ops/content/announcements': (req) => ({ value: { id: 3, brandId: 1, delivered: 0, updatedAt: '2026-03-01T10:00:00.000Z', ...(req.body as object) } }),
    });
    renderConsole('/content/announcements');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New announcement' });
    await user.selectOptions(within(dialog).getByLabelText('Placement'), 'w_login');
    await user.type(within(dialog).getByLabelText('Title'), 'Welcome back');
    await user.selectOptions(within(dialog).getByLabelText('Link'), 'URL');
    await user.type(within(dialog).getByLabelText('Address'), 'javascript:alert(1)');
    const frame = within(dialog).getByTitle('Preview: Login dialog');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Welcome back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('An https:// address or a path starting with /.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/content/announcements')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), '/promotions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.find('POST', '/ops/content/announcements')).toHaveLength(1));
    expect(server.find('POST', '/ops/content/announcements')[0]!.body).toMatchObject({ type: 'B', groupName: 'w_login', title: 'Welcome back', linkageType: 'URL', link: '/promotions', execution: 'B' });
  });
});

describe('content: help centre', () => {
  const row = (id: number, parentId: number | null, sort = 0): HelpRow => ({ id, brandId: 1, parentId, slug: null, language: 'EN', device: 'all', title: `A${id}`, content: '', sort });
  it('orders articles as a tree', () => {
    const order = treeOrder([row(3, 1, 1), row(1, null, 0), row(2, null, 1), row(4, 1, 0), row(5, 4)]);
    expect(order.map((o) => [o.row.id, o.depth])).toEqual([
      [1, 0],
      [4, 1],
      [5, 2],
      [3, 1],
      [2, 0],
    ]);
  });

  it('never offers an article, or one under it, as its own parent', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: editor() }),
      'GET /ops/content/help': () => ({ value: { rows: [row(1, null), row(2, 1), row(3, null)] } }),
    });
    renderConsole('/content/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit A1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit article' });
    expect(within(within(dialog).getByLabelText('Parent')).getAllByRole('option').map((o) => o.textContent)).toEqual(['(top level)', 'A3']);
  });
});
