import { sql, type Kysely } from 'kysely';

/**
 * Feedback (issue 15): a member's feedback is tied to them (visitors' stays anonymous, with a contact); up to
 * three images (file ids under DATA_DIR/uploads, as proof images are kept); the operator's one reply and when,
 * and closing. The console lists a brand's newest first, by status; a member lists their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table feedback
      add column member_id int references members(id) on delete set null,
      add column images jsonb not null default '[]',
      add column status text not null default 'open' check (status in ('open', 'replied', 'closed')),
      add column reply text,
      add column replied_at timestamptz,
      add column replied_by int references operators(id) on delete set null,
      add column closed_at timestamptz`,
    sql`create index feedback_brand_status_idx on feedback (brand_id, status, id desc)`,
    sql`create index feedback_brand_idx on feedback (brand_id, id desc)`,
    sql`create index feedback_member_idx on feedback (member_id, id desc) where member_id is not null`,
  ];
  for (const s of statements) await s.execute(db);
}
