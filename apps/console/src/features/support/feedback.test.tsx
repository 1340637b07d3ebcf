import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const row = (over: Record<string, unknown> = {}) => ({
  id: 17,
  brandId: 1,
  memberId: 9,
  member: 'ali77',
  category: 'payment',
  content: 'Withdrawal pending two days',
  contact: null,
  language: 'UR',
  clientIp: '203.0.113.9',
  images: ['a'.repeat(32)],
  status: 'open',
  reply: null,
  repliedAt: null,
  repliedBy: null,
  closedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('the feedback inbox', () => {
  it('lists open feedback first by default, filters by category, and replies once with the image in view', async () => {
    let replied = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: ['support.view', 'support.reply', 'members.view'] }) }),
      'GET /ops/feedback': () => ({ value: { rows: [replied ? row({ status: 'replied', reply: 'Paid now.', repliedAt: '2026-03-01T11:00:00.000Z', repliedBy: 'admin' }) : row()], total: 1 } }),
      'GET /ops/feedback/:id/images/:fileId': () => ({ raw: { body: PNG, type: 'image/png' } }),
      'POST /ops/feedback/:id/reply': () => {
        replied = true;
        return { value: row({ status: 'replied', reply: 'Paid now.', repliedAt: '2026-03-01T11:00:00.000Z', repliedBy: 'admin' }) };
      },
    });
    renderConsole('/support/feedback');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(await within(table).findByText('Withdrawal pending two days')).toBeInTheDocument();
    expect(server.find('GET', '/ops/feedback')[0]!.query.get('status')).toBe('open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'game');
    await waitFor(() => expect(server.find('GET', '/ops/feedback').some((c) => c.query.get('category') === 'game')).toBe(true));

    await user.click(within(table).getByRole('button', { name: 'Open feedback #17' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback #17' });
    const img = await within(dialog).findByRole('img', { name: 'Image 1 sent with the feedback' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(server.find('GET', `/ops/feedback/17/images/${'a'.repeat(32)}`)[0]!.headers.authorization).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText(/Write a reply/)).toBeInTheDocument();
    expect(server.find('POST', '/ops/feedback/17/reply')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply to the member' }), 'Paid now.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Reply sent. The member finds it in their inbox and feedback history.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/feedback/17/reply')[0]!.body).toEqual({ reply: 'Paid now.' });
    expect(within(dialog).getByText('Reply by admin', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('lets a viewer read but not reply or close', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: ['support.view'] }) }),
      'GET /ops/feedback': () => ({ value: { rows: [row({ memberId: null, member: null, contact: 'visitor@example.com', images: [] })], total: 1 } }),
    });
    renderConsole('/support/feedback');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(await within(table).findByText('visitor@example.com')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Open feedback #17' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback #17' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark closed' })).toBeNull();
  });

  it('closes a feedback and shows the server’s refusal when someone closed it first', async () => {
    let closes = 0;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: ['support.view', 'support.reply', 'members.view'] }) }),
      'GET /ops/feedback': () => ({ value: { rows: [row({ images: [] })], total: 1 } }),
      'POST /ops/feedback/:id/close': () => (++closes === 1 ? { status: 409, errorCode: 'feedback.closed' } : { value: row({ status: 'closed', closedAt: '2026-03-01T12:00:00.000Z' }) }),
    });
    renderConsole('/support/feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open feedback #17' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback #17' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark closed' }));
    expect(await within(dialog).findByText('This feedback is closed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark closed' }));
    expect(await within(dialog).findByText('Feedback closed.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/feedback/17/close')).toHaveLength(2);
  });
});
