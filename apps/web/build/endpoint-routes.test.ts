import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../packages/contract/src/endpoints.ts';
import { siteRoutes } from './endpoint-routes.ts';

describe('the site route table', () => {
  const routes = siteRoutes() as Record<string, { path: string }>;

  it('ships no operator, vendor or payment-provider path, even one that needs no token', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(paths.filter((p) => /^\/(ops|seamless|payment\/callback)\//.test(p))).toEqual([]);
    expect(routes).not.toHaveProperty('operatorLogin');
    expect(routes).not.toHaveProperty('paymentCallback');
  });

  it('keeps every call of visitors, members and agents, and only the facts the client needs', () => {
    for (const name of ['systemStatus', 'login', 'gameList', 'balance', 'lotteryBet', 'localPay'] as const) expect(routes[name]?.path, name).toBe(endpoints[name].path);
    expect(Object.keys(routes.login!).sort()).toEqual(['enc', 'method', 'moduleId', 'path']);
  });
});
