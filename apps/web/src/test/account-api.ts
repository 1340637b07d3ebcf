import type { LoginValue, MemberInfo } from '@lotus/contract/account';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';
import type { FetchCall, Handler, Reply } from './render-app';

/**
 * A stand-in for the account side of the server in tests: a real RSA-OAEP key pair so sealed bodies
 * (login, register, change password...) can be opened and checked, the envelope shapes of the
 * contract, and per-call answers the test chooses.
 */
function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

let keys: Promise<{ publicKey: string; privateKey: CryptoKey }> | null = null;
function serverKeys() {
  keys ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    return { publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)), privateKey: pair.privateKey };
  })();
  return keys;
}

/** Opens a body sealed by the web's api-client (AES-256-GCM key wrapped with RSA-OAEP). */
export async function openSealed(call: FetchCall): Promise<Record<string, unknown>> {
  const { privateKey } = await serverKeys();
  const wrapped = call.headers.Encryption;
  if (!wrapped || !call.body) throw new Error(`${call.url} was not sealed`);
  const aesRaw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(wrapped));
  const aes = await crypto.subtle.importKey('raw', aesRaw, 'AES-GCM', false, ['decrypt']);
  const packed = fromBase64((JSON.parse(call.body) as { value: string }).value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.slice(0, 12) }, aes, packed.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
}

export const ok = (value: unknown): Reply => ({ status: 200, body: { success: true, value } });
export const fail = (status: number, errorCode: string, value?: unknown): Reply => ({
  status,
  body: { success: false, errorCode, message: `server text for ${errorCode}`, ...(value === undefined ? {} : { value }) },
});

export const challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab12', salt: 'cd34', cost: 1, keyLength: 32, keyPrefix: 'ff', expiresAt: 1_900_000_000 },
  signature: 'signed-by-server',
};

export function loginValue(over: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-1',
    id: 41,
    userName: 'lotus7',
    nickname: 'Lotus Seven',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    weakPassword: false,
    forceChangePassword: false,
    remember: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

export function memberInfo(over: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 41,
    account: 'lotus7',
    nickname: 'Lotus Seven',
    type: 0,
    isAgent: false,
    isTrial: false,
    toUpline: null,
    clubLabel: { labelName: 'Gold', rankLevel: 2 },
    memberLabel: [],
    regDate: '2026-01-02T03:04:05.000Z',
    mobile: '+92 *******4567',
    email: 'l***@example.test',
    language: 'EN',
    referralCode: 'REF12345',
    firstTimeLogin: false,
    ...over,
  };
}

export interface CallRecord {
  name: EndpointName;
  call: FetchCall;
  /** The opened body of a sealed call, else the parsed JSON or form body. */
  body: Record<string, unknown> | undefined;
}

/** Endpoints with `:name` path segments (e.g. `/wps/payment/withdrawals/:id/confirm`), matched by pattern. */
const patterns = Object.entries(endpoints)
  .filter(([, def]) => def.path.includes('/:'))
  .map(([name, def]) => ({ name: name as EndpointName, method: def.method, re: new RegExp(`^${def.path.replace(/:\w+/g, '[^/]+')}$`) }));
function byPattern(method: string, path: string): EndpointName | undefined {
  return patterns.find((p) => p.method === method && p.re.test(path))?.name;
}

type Answer = (record: CallRecord) => Reply | Promise<Reply>;

const byPath = new Map<string, EndpointName>(Object.entries(endpoints).map(([name, def]) => [`${def.method} ${def.path}`, name as EndpointName]));

/**
 * A fetch handler for `renderApp`: answers the calls named in `answers` (by contract name), the RSA
 * key and the human-check challenge by itself, and records every account call with its opened body.
 */
export function accountApi(answers: Partial<Record<EndpointName, Answer>> = {}) {
  const records: CallRecord[] = [];
  const handler: Handler = async (call) => {
    const path = new URL(call.url, 'http://site.test').pathname;
    const name = byPath.get(`${call.method} ${path}`) ?? byPattern(call.method, path);
    if (!name) return undefined;
    if (name === 'rsaKey') return ok({ algorithm: 'RSA-OAEP-256', keyId: 'k1', publicKey: (await serverKeys()).publicKey });
    let body: Record<string, unknown> | undefined;
    if (call.headers.Encryption) body = await openSealed(call);
    else if (call.body && call.headers['Content-Type'] === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(call.body));
    else if (call.body) body = JSON.parse(call.body) as Record<string, unknown>;
    const record = { name, call, body };
    records.push(record);
    const answer = answers[name];
    if (answer) return answer(record);
    if (name === 'humanCheckChallenge') return ok(challenge);
    if (name === 'captcha') return ok('data:image/svg+xml;base64,PHN2Zy8+');
    if (name === 'memberInfo') return ok(memberInfo());
    if (name === 'avatar') return ok({ avatar: 'tiger', avatarType: 'STATIC' });
    if (name === 'firstLogin') return ok({ firstTimeLogin: false });
    if (name === 'logout') return ok({});
    if (name === 'balance') return ok({ sumBalance: '2000.0000', currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: '2000.0000' }] });
    if (name === 'countryList')
      return ok([
        { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' },
        { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
      ]);
    return undefined;
  };
  const calls = (name: EndpointName) => records.filter((r) => r.name === name);
  return { handler, records, calls };
}
