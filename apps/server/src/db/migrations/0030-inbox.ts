import { sql, type Kysely } from 'kysely';

/**
 * The members' inbox (issue 15, messageV2).
 * - `inbox_messages`: a personal message is one row with its member (read and deleted on the row); a broadcast
 *   is ONE row with no member and a target (the whole brand, a VIP level and up, a label, an agent's line).
 * - `inbox_marks`: a member's read or deleted marker on a broadcast; a row only for what the member touched.
 * - `inbox_counters`: per member, unread personal messages and unread broadcasts up to `watermark` (the
 *   newest broadcast folded in), changed in the transaction that changes what they count; `read_below`
 *   says every broadcast up to it was read at once (read all). The unread count reads one row and, when a
 *   broadcast is newer than the watermark, folds only those in: no call counts the member's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table inbox_messages (
      id bigint generated always as identity primary key,
      brand_id int not null,
      member_id int,
      category text not null,
      template text,
      params jsonb not null default '[]',
      title text not null default '',
      body text not null default '',
      target_kind text not null default 'member' check (target_kind in ('member', 'brand', 'vip', 'label', 'agent')),
      target_id int,
      sent_by int,
      read_at timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      check ((member_id is null) = (target_kind <> 'member'))
    )`,
    sql`create index inbox_personal on inbox_messages (member_id, id desc) where member_id is not null and deleted_at is null`,
    sql`create index inbox_broadcasts on inbox_messages (brand_id, id desc) where member_id is null`,
    sql`create table inbox_marks (
      member_id int not null,
      message_id bigint not null,
      read_at timestamptz,
      deleted_at timestamptz,
      primary key (member_id, message_id)
    )`,
    sql`create index inbox_marks_message on inbox_marks (message_id) where read_at is not null`,
    sql`create table inbox_counters (
      member_id int primary key,
      personal_unread int not null default 0 check (personal_unread >= 0),
      broadcast_unread int not null default 0 check (broadcast_unread >= 0),
      watermark bigint not null default 0,
      read_below bigint not null default 0
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
