import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const sent = (over: Record<string, unknown> = {}) => ({
  id: 31,
  brandId: 1,
  title: 'Weekend bonus',
  body: 'Deposit on Saturday for 10% extra.',
  category: 'promotion',
  target: { kind: 'brand', id: null, name: null },
  sentBy: 'admin',
  createdAt: '2026-03-01T10:00:00.000Z',
  readCount: 1250,
  ...over,
});

describe('the Messages section', () => {
  it('sends a broadcast to an agent line of the working brand and lists the sent ones with read counts', async () => {
    const rows = [sent()];
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1, permissions: [...allPermissions, 'messages.send'] }) }),
      'GET /ops/messages/broadcasts': () => ({ value: { rows, total: rows.length } }),
      'POST /ops/messages/broadcasts': (req) => {
        const row = sent({ id: 32, title: (req.body as { title: string }).title, target: { kind: 'agent', id: 9, name: 'agent7' }, readCount: 0 });
        rows.unshift(row);
        return { value: row };
      },
    });
    renderConsole('/messages');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Sent broadcasts' });
    expect(await within(table).findByText('Weekend bonus')).toBeInTheDocument();
    expect(within(table).getByText('1,250')).toBeInTheDocument();
    expect(within(table).getByText('Every member of the brand')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New broadcast to Lotus (LOTUS)' });
    await user.click(within(form).getByRole('button', { name: 'Send broadcast' }));
    expect(await within(form).findByText('Fill in the title, the message and whom to send it to.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/messages/broadcasts')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Title'), 'Agents only');
    await user.type(within(form).getByLabelText('Message'), 'Line one{Enter}Line two');
    await user.selectOptions(within(form).getByLabelText('Send to'), 'agent');
    await user.type(within(form).getByLabelText('Agent username'), 'agent7');
    await user.click(within(form).getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('Broadcast #32 "Agents only" sent.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/messages/broadcasts')[0]!.body).toEqual({ brandId: 1, title: 'Agents only', body: 'Line one\nLine two', category: 'promotion', target: { kind: 'agent', agent: 'agent7' } });
    expect(await within(table).findByText('Line of agent7')).toBeInTheDocument();
  });

  it('sends to the members with a label, chosen from the brand’s labels, in a category', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1, permissions: [...allPermissions, 'messages.send'] }) }),
      'GET /ops/messages/broadcasts': () => ({ value: { rows: [], total: 0 } }),
      'GET /ops/labels': () => ({ value: { rows: [{ id: 7, brand: 'LOTUS', name: 'VIP', members: 3 }] } }),
      'POST /ops/messages/broadcasts': () => ({ value: sent({ id: 33, title: 'VIP night', target: { kind: 'label', id: 7, name: 'VIP' } }) }),
    });
    renderConsole('/messages');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New broadcast to Lotus (LOTUS)' });
    await user.type(within(form).getByLabelText('Title'), 'VIP night');
    await user.type(within(form).getByLabelText('Message'), 'Double points tonight.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Send to' }), 'label');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Label' }), 'VIP');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'system');
    await user.click(within(form).getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('Broadcast #33 "VIP night" sent.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/messages/broadcasts')[0]!.body).toEqual({ brandId: 1, title: 'VIP night', body: 'Double points tonight.', category: 'system', target: { kind: 'label', labelId: 7 } });
  });

  it('asks a deployment-wide operator to pick a brand first', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ permissions: [...allPermissions, 'messages.send'] }) }) });
    renderConsole('/messages');
    expect(await screen.findByText('Pick a brand in the header to send or list its broadcasts.')).toBeInTheDocument();
  });
});
