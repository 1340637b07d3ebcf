import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { up as upgradePasswordRule } from '../src/db/migrations/0016-password-rule-upgrade.ts';

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

  it('moves a brand still on the old default password rule to the NIST one, and leaves a rule an operator chose alone', async () => {
    const database = await openDatabase({});
    try {
      await prepareDatabase(database);
      const { db } = database;
      const password = () => db.selectFrom('register_field_rules').select(['pattern_id', 'accepted_pattern', 'min_length', 'max_length']).where('field', '=', 'password').executeTakeFirstOrThrow();
      const oldDefault = { pattern_id: 'ALPHANUMERIC', accepted_pattern: '^[A-Za-z0-9]+$', min_length: 6, max_length: 20 };
      await db.updateTable('register_field_rules').set(oldDefault).where('field', '=', 'password').execute();
      await upgradePasswordRule(db as never);
      expect(await password()).toEqual({ pattern_id: 'PRINTABLE', accepted_pattern: '^[^\\p{Cc}]+$', min_length: 8, max_length: 128 });
      const own = { pattern_id: 'ALPHANUMERIC', accepted_pattern: '^[A-Za-z0-9]+$', min_length: 10, max_length: 30 };
      await db.updateTable('register_field_rules').set(own).where('field', '=', 'password').execute();
      await upgradePasswordRule(db as never);
      expect(await password()).toEqual(own);
    } finally {
      await database.close();
    }
  });
});
