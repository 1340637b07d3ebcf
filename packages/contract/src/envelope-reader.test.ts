import { describe, expect, it } from 'vitest';
import { readEnvelopeAnswer } from './envelope-reader.ts';

const answer = (ok: boolean, body: string) => ({ ok, json: async () => JSON.parse(body) as unknown });

describe('readEnvelopeAnswer', () => {
  it('gives the value of a success', async () => {
    expect(await readEnvelopeAnswer(answer(true, '{"success":true,"value":{"n":1}}'))).toEqual({ ok: true, value: { n: 1 } });
  });

  it('gives a failure its code, message and value', async () => {
    expect(await readEnvelopeAnswer(answer(false, '{"success":false,"errorCode":"system.maintenance","message":"Down","value":{"until":"x"}}'))).toEqual({
      ok: false,
      code: 'system.maintenance',
      message: 'Down',
      value: { until: 'x' },
    });
    expect(await readEnvelopeAnswer(answer(false, '{"success":false,"errorCode":7}'))).toEqual({ ok: false, code: 'unknown.error', value: undefined });
  });

  it('tells a failed server from an answer that is not ours', async () => {
    expect(await readEnvelopeAnswer(answer(false, '<html>502</html>'))).toEqual({ ok: false, code: 'system.error' });
    expect(await readEnvelopeAnswer(answer(true, 'not json'))).toEqual({ ok: false, code: 'response.invalid' });
    expect(await readEnvelopeAnswer(answer(true, '{"value":1}'))).toEqual({ ok: false, code: 'response.invalid' });
    expect(await readEnvelopeAnswer(answer(true, 'null'))).toEqual({ ok: false, code: 'response.invalid' });
  });
});
