import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { ApiError, callOps } from './api';
import { getSession, startSession, takeSignOutReason } from './session';

const signIn = (expiresInMs = 3_600_000) => startSession({ token: 'tok-1', expiresAt: new Date(Date.now() + expiresInMs).toISOString() });

describe('the operator client', () => {
  it('calls by contract name: method, path, Module-Id and the operator token as the Authorization header', async () => {
    signIn();
    const server = fakeServer({ 'POST /ops/deposits/:id/decision': () => ({ value: { id: 7, status: 'rejected' } }) });
    const value = await callOps('opDecideDeposit', { params: { id: 7 }, body: { approve: false, reason: 'no such transfer' } });
    expect(value).toMatchObject({ id: 7, status: 'rejected' });
    const [call] = server.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/ops/deposits/7/decision', body: { approve: false, reason: 'no such transfer' } });
    expect(call!.headers).toMatchObject({ authorization: 'tok-1', 'module-id': 'COMM3', 'content-type': 'application/json' });
  });

  it('sends list filters as the query, leaving empty ones out', async () => {
    signIn();
    const server = fakeServer({ 'GET /ops/deposits': () => ({ value: { rows: [], total: 0 } }) });
    await callOps('opDeposits', { query: { status: undefined, pageNo: 2, pageSize: 50 } });
    expect(Object.fromEntries(server.calls[0]!.query)).toEqual({ pageNo: '2', pageSize: '50' });
  });

  it('signs in without a token and never sends one to the login', async () => {
    const server = fakeServer({ 'POST /ops/session/login': () => ({ value: { token: 't', expiresAt: '2099-01-01T00:00:00Z' } }) });
    await callOps('operatorLogin', { body: { username: 'admin', password: 'pw' } });
    expect(server.calls[0]!.headers.authorization).toBeUndefined();
  });

  it('ends the session on a 401, so the console goes back to sign-in', async () => {
    signIn();
    fakeServer({ 'GET /ops/me': () => ({ status: 401, errorCode: 'login.not.session' }) });
    await expect(callOps('opMe')).rejects.toMatchObject({ errorCode: 'login.not.session', status: 401, message: 'Your session has ended. Please sign in again.' });
    expect(getSession()).toBeNull();
    expect(takeSignOutReason()).toBe('expired');
  });

  it('keeps the session when a 401 is about something else (a wrong TOTP code)', async () => {
    signIn();
    fakeServer({ 'POST /ops/totp/confirm': () => ({ status: 401, errorCode: 'operator.otp.invalid' }) });
    await expect(callOps('opTotpConfirm', { body: { otp: '000000' } })).rejects.toMatchObject({ errorCode: 'operator.otp.invalid' });
    expect(getSession()?.token).toBe('tok-1');
  });

  it('treats an expired session as no session, without calling the server', async () => {
    signIn(-1000);
    const server = fakeServer({});
    await expect(callOps('opMe')).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(server.calls).toHaveLength(0);
  });

  it("shows the catalog's text for a known code, the server's for an unknown one, and a clear text when the network fails", async () => {
    signIn();
    fakeServer({
      'GET /ops/deposits': () => ({ status: 409, errorCode: 'request.state.invalid' }),
      'GET /ops/withdrawals': () => ({ status: 400, errorCode: 'brand.new.code', message: 'A new refusal.' }),
    });
    await expect(callOps('opDeposits')).rejects.toMatchObject({ message: 'This was already decided by someone else. The list has been refreshed.' });
    await expect(callOps('opWithdrawals')).rejects.toMatchObject({ message: 'A new refusal.' });
    const { vi } = await import('vitest');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const error = await callOps('opAudit').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'network.error', message: 'The server could not be reached. Check the connection and try again.' });
    expect(getSession()).not.toBeNull(); // a network failure is not a sign-out
  });
});
