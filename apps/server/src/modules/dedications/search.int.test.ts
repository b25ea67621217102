import { dedicationListSchema, donorListSchema, hebrewDateOf } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** Sunday 12 Kislev 5787: the demo's day dedication is learned today. */
const TODAY = '2026-11-22';
/** 20 Teves 5787, a learning day given to one of the demo's dedications below. */
const TWENTY_TEVES = '2026-12-30';

describe.each(TEST_ENGINES)(
  'the dedications search reads what the office types on %s',
  (engine) => {
    let t: TestApp;
    let office: StaffClient;
    /** Three demo dedications, each given something to be found by. */
    let named: number, teves: number, shvat: number;
    beforeAll(async () => {
      t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
      office = await staffWithRole(t, 'office', 'Rivka Office');
      const db = t.handle.db;
      const ids = await db
        .selectFrom('enrollments')
        .select(['id', 'donor_id'])
        .orderBy('id')
        .execute();
      const [first, second, third] = ids;
      if (!first || !second || !third) throw new Error('the demo has fewer than 3 dedications');
      [named, teves, shvat] = [first.id, second.id, third.id];
      await db
        .updateTable('enrollments')
        .set({ name: 'ר׳ משה בן אברהם ז״ל' })
        .where('id', '=', named)
        .execute();
      await db
        .updateTable('donors')
        .set({ phone: '+44 20 7946 0123', name: 'חיים כהן' })
        .where('id', '=', first.donor_id)
        .execute();
      expect(hebrewDateOf(TWENTY_TEVES).date).toMatch(/^כ׳ טבת/);
      await db
        .insertInto('enrollment_dates')
        .values({ enrollment_id: teves, day: TWENTY_TEVES })
        .execute();
      await db
        .updateTable('enrollments')
        .set({ name: 'ר"מ גולד', yoirtzeit_month: 5, yoirtzeit_day: 15 })
        .where('id', '=', shvat)
        .execute();
      // A donor of its own, whose phone is stored from inside the country.
      const other = await db
        .insertInto('donors')
        .values({
          donor_number: '777001',
          email: 'gold@example.org',
          name: 'Gold family',
          phone: '0161 496 0777',
          created_at: new Date().toISOString(),
          merged_into_id: null,
          merged_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('enrollments')
        .set({ donor_id: other.id })
        .where('id', '=', shvat)
        .execute();
    }, 120_000);
    afterAll(() => t.close());

    const found = async (search: string) => {
      const reply = await office.get(
        `/api/office/dedications?search=${encodeURIComponent(search)}&pageSize=100`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return dedicationListSchema.parse(reply.json()).rows.map((row) => row.id);
    };

    it('a Hebrew name typed on any keyboard finds it: apostrophe or geresh, quotes or none, final letters either way', async () => {
      for (const typed of [
        'ר׳ משה',
        "ר' משה",
        'ר’ משה',
        'ר משה',
        'אברהם ז"ל',
        'אברהם זל',
        'אברהמ',
        'כהנ',
      ]) {
        expect(await found(typed), typed).toContain(named);
      }
      for (const typed of ['ר״מ גולד', 'ר"מ גולד', 'רמ גולד']) {
        expect(await found(typed), typed).toContain(shvat);
      }
      expect(await found('ר׳ יעקב')).toEqual([]);
    });

    it('a phone number in any spacing, with the country code or the 0, and the donor ID find the donor’s dedications', async () => {
      for (const typed of [
        '+44 20 7946 0123',
        '0044 20 7946 0123',
        '020 7946 0123',
        '02079460123',
        '(020) 7946-0123',
        '7946 0123',
      ]) {
        expect(await found(typed), typed).toContain(named);
      }
      expect(await found('+44 161 496 0777'), 'stored as 0161…').toContain(shvat);
      expect(await found('0161 496 0000')).toEqual([]);
      const donor = await t.handle.db
        .selectFrom('donors')
        .innerJoin('enrollments', 'enrollments.donor_id', 'donors.id')
        .select('donors.donor_number')
        .where('enrollments.id', '=', named)
        .executeTakeFirstOrThrow();
      expect(await found(` ${donor.donor_number} `)).toContain(named);
    });

    it('a Hebrew date typed "כ׳ טבת", "כ טבת", "20 Teves" or "20 Tevet" finds the dedications learned on it', async () => {
      for (const typed of ['כ׳ טבת', "כ' טבת", 'כ טבת', '20 Teves', '20 Tevet', '20 teves']) {
        const ids = await found(typed);
        expect(ids, typed).toContain(teves);
        expect(ids, typed).not.toContain(named);
      }
      expect(await found('12 Kislev')).toContain(named);
      expect(await found('15 Av')).toEqual([]);
    });

    it('a Hebrew date finds a dedication by its own yoirtzeit', async () => {
      for (const typed of ['ט״ו שבט', 'טו שבט', '15 Shevat', "15 Sh'vat", '15 Shvat']) {
        expect(await found(typed), typed).toContain(shvat);
      }
    });

    it('the donors search reads a Hebrew name alike, and finds a phone number in any spacing', async () => {
      const donors = async (search: string) => {
        const reply = await office.get(`/api/office/donors?search=${encodeURIComponent(search)}`);
        expect(reply.statusCode, reply.body).toBe(200);
        return donorListSchema.parse(reply.json()).rows.map((row) => row.name);
      };
      for (const typed of ['כהנ', 'כהן', 'חיימ', '020 7946 0123', '+44 (0)20 7946 0123']) {
        expect(await donors(typed), typed).toContain('חיים כהן');
      }
      expect(await donors('כהנא')).toEqual([]);
    });
  },
);
