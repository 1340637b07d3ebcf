import { describe, expect, it, vi } from 'vitest';
import { statusValue } from '../test/fixtures';
import { stubApi } from '../test/render-app';
import { ApiError, callApi, rememberMerchantCode } from './api-client';
import { i18n } from './i18n';
import { storageKeys } from './storage';

describe('callApi', () => {
  it('sends the protocol headers and returns the envelope value', async () => {
    const { calls } = stubApi();
    const value = await callApi('systemStatus', { query: { host: 'lotus.test' } });
    expect(value).toEqual(statusValue());
    expect(calls[0]).toMatchObject({ url: '/wps/system/status?host=lotus.test', method: 'GET' });
    expect(calls[0]!.headers).toMatchObject({ Language: 'EN', Device: 'web', 'Module-Id': 'COMM3' });
    expect(calls[0]!.headers.Merchant).toBeUndefined();
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('names the merchant once known and sends the raw stored token', async () => {
    const { calls } = stubApi();
    rememberMerchantCode('LOTUS');
    window.localStorage.setItem(storageKeys.token, 'abc.def');
    await callApi('registerSettings');
    expect(calls[0]!.headers).toMatchObject({ Merchant: 'LOTUS', Authorization: 'abc.def', 'Module-Id': 'REG3' });
  });

  it('sends the same random Device-Id on every call, kept in localStorage', async () => {
    const { calls } = stubApi();
    await callApi('registerSettings');
    await callApi('registerSettings');
    const id = calls[0]!.headers['Device-Id'];
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(calls[1]!.headers['Device-Id']).toBe(id);
    expect(window.localStorage.getItem(storageKeys.deviceId)).toBe(id);
  });

  it('sends a remembered token only until its day is over', async () => {
    const { calls } = stubApi();
    window.localStorage.setItem(storageKeys.token, 'kept');
    window.localStorage.setItem(storageKeys.tokenExpires, String(Date.now() - 1));
    await callApi('registerSettings');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    window.sessionStorage.setItem(storageKeys.token, 'tab-only');
    await callApi('registerSettings');
    expect(calls[1]!.headers.Authorization).toBe('tab-only');
  });

  it('throws a typed error with the translated message for a known code', async () => {
    stubApi({ handler: () => ({ status: 403, body: { success: false, errorCode: 'function.not.available', message: 'raw server words' } }) });
    const error = await callApi('registerSettings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'function.not.available', status: 403, message: 'This function is not available.' });
    await i18n.changeLanguage('ur');
    await expect(callApi('registerSettings')).rejects.toMatchObject({ message: 'یہ سہولت دستیاب نہیں ہے۔' });
  });

  it('falls back to the server text only for a code the catalogs do not know', async () => {
    stubApi({ handler: () => ({ status: 400, body: { success: false, errorCode: 'brand.new.code', message: 'Something new.' } }) });
    await expect(callApi('registerSettings')).rejects.toMatchObject({ errorCode: 'brand.new.code', message: 'Something new.' });
  });

  it('maps a network failure to the translated "network abnormal" message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))));
    await expect(callApi('registerSettings')).rejects.toMatchObject({ errorCode: 'network.error', status: 0, message: 'Network abnormal, please retry.' });
  });

  it('treats a non-envelope answer as an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(callApi('registerSettings')).rejects.toMatchObject({ errorCode: 'system.error', status: 502, message: 'Unknown error.' });
  });
});
