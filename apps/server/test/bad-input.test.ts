import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { failureSchema } from '@lotus/contract/envelope';
import { z } from 'zod';

const plainFailure = z.object({ errorCode: z.string(), message: z.string() }).strict();
import { createHarness, type Harness } from './app-harness.ts';

/**
 * Whatever a client sends (any call, method, headers, query and body), the server answers with the
 * envelope and never with a 5xx, and a refused request changes nothing.
 */
describe('random bad input', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('never answers 5xx and always answers the envelope (plain errors on the lottery gateway)', async () => {
    const app = await h.app({ BODY_LIMIT: '4096' });
    const calls = Object.values(endpoints);
    const feedbackRows = async () => Number((await h.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await feedbackRows();
    let accepted = 0;
    const headerValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('LOTUS', 'UR', 'EN', 'COMM3', 'REG3', 'FEEDBACK3', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.record({ merchant: headerValue, language: headerValue, 'module-id': headerValue }, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        fc.oneof(fc.json(), fc.string({ maxLength: 200 }), fc.constant('{"category":"other","content":"a b c d e"}')),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'),
        async (call, method, headers, query, body, contentType) => {
          const withBody = method !== 'GET' && method !== 'DELETE';
          const res = await app.inject({
            method: method as 'GET',
            url: call.path,
            query,
            headers: { ...headers, ...(withBody ? { 'content-type': contentType } : {}) },
            ...(withBody ? { payload: body } : {}),
          });
          expect(res.statusCode, `${method} ${call.path} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          const parsed = res.json();
          if (/^\/(lgw|lotto|lotto-vn)\//.test(call.path)) {
            // The lottery gateway answers plain JSON: `{ errorCode, message }` when it refuses. Every other call,
            // file calls (images) included, refuses with the envelope.
            if (res.statusCode < 300) accepted++;
            else expect(plainFailure.parse(parsed)).not.toHaveProperty('success');
          } else if (parsed.success === true) accepted++;
          else failureSchema.parse(parsed);
        },
      ),
      { numRuns: 400, seed: 20261122 },
    );
    // Only well-formed feedback could have been stored; each accepted PUT added one row at most.
    expect(await feedbackRows()).toBeLessThanOrEqual(before + accepted);
  });
});
