import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, ./data, embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, DATA_DIR: './data', TRUST_PROXY: false, ROLE: 'all' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });
  it('reads proxy trust as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.2']);
  });
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'boss' })).toThrow(/ROLE/);
  });
});
