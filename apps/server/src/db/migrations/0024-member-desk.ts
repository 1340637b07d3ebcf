import { sql, type Kysely } from 'kysely';

/**
 * The operator's member desk (issue 14, console "Members"):
 * - search indexes on members: by brand in registration order, username prefix (byte order, so `like 'ab%'`
 *   uses the index whatever the database's collation), mobile (national number or with its dialing code),
 *   registration IP, and every login IP (member_ips by address); last login order; locked accounts, agents
 *   and trial accounts (partial indexes: few rows each);
 * - an account's status history in short: when and why it last changed, and a counter each change takes,
 *   so parallel locks and unlocks are told apart in the audit trail;
 * - `password_must_change`: an operator's reset hands out a temporary password the member must replace;
 * - a public id per member session (operators revoke one by it, never by its token hash);
 * - login history: each member login, successful or refused, with address, client and result
 *   (kept 180 days: the `member.login-history` job deletes older rows; BRIN on time keeps that cheap);
 * - labels: each brand's own free labels, put on members; notes: operators' append-only notes on members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create index members_brand_order on members (brand_id, id)`,
    sql`create index members_brand_username_bytes on members (brand_id, (username_key collate "C"))`,
    sql`create index members_username_bytes on members ((username_key collate "C"))`,
    sql`create index members_mobile_national on members (mobile) where mobile is not null`,
    sql`create index members_mobile_any_brand on members (mobile_key) where mobile_key is not null`,
    sql`create index members_register_ip on members (register_ip)`,
    sql`create index members_brand_last_login on members (brand_id, last_login_at desc nulls last, id desc)`,
    sql`create index members_last_login on members (last_login_at desc nulls last, id desc)`,
    sql`create index member_ips_ip on member_ips (ip)`,
    // The few locked accounts, and agents and trial accounts (ordinary members, type 0, are most of a brand).
    sql`create index members_locked on members (brand_id, id) where status = 'locked'`,
    sql`create index members_special_type on members (brand_id, customer_type, id) where customer_type <> 0`,
    sql`alter table members
      add column status_changed_at timestamptz,
      add column status_reason text,
      add column status_version int not null default 0,
      add column password_must_change boolean not null default false`,
    sql`alter table sessions add column id bigint generated always as identity`,
    sql`create unique index sessions_id on sessions (id)`,
    sql`create table member_logins (
      id bigint generated always as identity primary key,
      member_id int not null references members(id) on delete cascade,
      brand_id int not null references brands(id),
      login_type text not null,
      result text not null check (result in ('success', 'bad_password', 'locked', 'verification_required', 'verification_failed')),
      ip text not null,
      user_agent text not null default '',
      created_at timestamptz not null default now()
    )`,
    sql`create index member_logins_member on member_logins (member_id, id desc)`,
    sql`create index member_logins_time on member_logins using brin (created_at)`,
    sql`create table brand_labels (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      name text not null check (length(name) between 1 and 32),
      name_key text not null,
      created_by int references operators(id),
      created_at timestamptz not null default now()
    )`,
    sql`create unique index brand_labels_name on brand_labels (brand_id, name_key)`,
    sql`create table member_label_links (
      member_id int not null references members(id) on delete cascade,
      label_id int not null references brand_labels(id),
      added_by int references operators(id),
      added_at timestamptz not null default now(),
      primary key (member_id, label_id)
    )`,
    sql`create index member_label_links_label on member_label_links (label_id, member_id)`,
    sql`create table member_notes (
      id bigint generated always as identity primary key,
      member_id int not null references members(id),
      brand_id int not null references brands(id),
      operator_id int references operators(id),
      -- The operator's name as it was: the note reads the same whatever happens to the account later.
      author text not null,
      body text not null check (length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )`,
    sql`create index member_notes_member on member_notes (member_id, id desc)`,
    // Notes are a record of what operators knew and said: nothing changes or removes one.
    sql`create function member_notes_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'member notes are append-only' using errcode = 'P0001';
      end $$`,
    sql`create trigger member_notes_no_update before update or delete on member_notes for each row execute function member_notes_append_only()`,
    sql`create trigger member_notes_no_truncate before truncate on member_notes for each statement execute function member_notes_append_only()`,
  ];
  for (const s of statements) await s.execute(db);
}
