import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import * as csv from '../lib/csv';
import { ServerList, type ListColumn, type ListQuery } from './server-list';

interface Row {
  id: number;
  name: string;
  status: string;
}
const all: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `member${i + 1}`, status: i % 3 === 0 ? 'pending' : 'approved' }));

const columns: ListColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (r) => r.id, csv: (r) => String(r.id), sortable: true },
  { id: 'name', header: 'Member', cell: (r) => r.name, csv: (r) => r.name },
  { id: 'actions', header: 'Actions', cell: (r) => <button type="button">Open {r.id}</button> },
];

/** A server that filters by status, orders by id and pages, as the /ops lists do. */
function serverPages() {
  return vi.fn(async (q: ListQuery, _signal?: AbortSignal) => {
    let rows = all.filter((r) => !q.filters.status || r.status === q.filters.status);
    if (q.sort?.id === 'id') rows = [...rows].sort((a, b) => (q.sort!.desc ? b.id - a.id : a.id - b.id));
    return { rows: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize), total: rows.length };
  });
}

function renderList(fetchPage: (q: ListQuery, s: AbortSignal) => Promise<{ rows: Row[]; total: number }>, path = '/list') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <ServerList
            id="test"
            label="Test list"
            columns={columns}
            fetchPage={fetchPage}
            rowKey={(r) => String(r.id)}
            filters={[{ id: 'status', label: 'Status', options: [{ value: 'pending', label: 'Pending' }, { value: 'approved', label: 'Approved' }] }]}
            exportName="test"
            maxPageSize={20}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Test list' })).getAllByRole('row').slice(1);

describe('the server-paged list', () => {
  it('shows loading, then the page the server answered, with its range and page count', async () => {
    let release!: () => void;
    const fetchPage = serverPages();
    const gate = new Promise<void>((r) => (release = r));
    renderList(async (q, s) => {
      await gate;
      return fetchPage(q, s);
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    release();
    await screen.findByText('member1');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('asks the server for the next page, a new page size and a filter, each kept in the address', async () => {
    const fetchPage = serverPages();
    const router = renderList(fetchPage);
    const user = userEvent.setup();
    await screen.findByText('member1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('member21');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2, pageSize: 20 }), expect.anything());
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(router.state.location.search).toBe('?size=50');

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 1, filters: { status: 'pending' } }), expect.anything());
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending');
  });

  it('orders by a sortable column on the server, and says so to assistive technology', async () => {
    const fetchPage = serverPages();
    renderList(fetchPage);
    const user = userEvent.setup();
    await screen.findByText('member1');
    expect(screen.queryByRole('button', { name: 'Sort by Member' })).toBeNull(); // not sortable
    await user.click(screen.getByRole('button', { name: 'Sort by ID' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { id: 'id', desc: false } }), expect.anything()));
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by ID' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('member45'));
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('starts from the state in the address', async () => {
    const fetchPage = serverPages();
    renderList(fetchPage, '/list?status=approved&page=2&sort=-id');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith({ pageNo: 2, pageSize: 20, sort: { id: 'id', desc: true }, filters: { status: 'approved' } }, expect.anything()));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the list failed, with a retry that works', async () => {
    let fail = true;
    renderList(async () => {
      if (fail) throw new ApiError('system.error', 'The server could not complete this.', 500);
      return { rows: [], total: 0 };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded. The server could not complete this.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to show.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every row of the current filter as CSV, page after page, without the actions column', async () => {
    const fetchPage = serverPages();
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    renderList(fetchPage, '/list?status=approved');
    const user = userEvent.setup();
    await screen.findByText('member2');
    fetchPage.mockClear();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 30 rows.');
    expect(fetchPage.mock.calls.map(([q]) => [q.pageNo, q.pageSize, q.filters.status])).toEqual([
      [1, 20, 'approved'],
      [2, 20, 'approved'],
    ]);
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('test.csv');
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('ID,Member');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toBe('2,member2');
  });
});
