import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

describe('first-start seed', () => {
  it('seeds the demo brand once, with the registration captcha unless told otherwise', async () => {
    for (const registerCaptcha of [true, false]) {
      const database = await openDatabase({});
      try {
        expect((await prepareDatabase(database, { registerCaptcha })).seeded).toBe(true);
        expect((await prepareDatabase(database, { registerCaptcha })).seeded).toBe(false);
        const rule = await database.db.selectFrom('register_field_rules').select('enabled').where('field', '=', 'captcha').executeTakeFirstOrThrow();
        expect(rule.enabled).toBe(registerCaptcha);
        const brands = await database.db.selectFrom('brands').select(['code', 'is_default']).execute();
        expect(brands).toEqual([{ code: 'LOTUS', is_default: true }]);
      } finally {
        await database.close();
      }
    }
  });
});
