import { sql, type Kysely } from 'kysely';

/** Members and agents, sessions, SMS codes, login tickets, password resets, captchas, the dev outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table members (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      username text not null,
      username_key text not null,
      customer_type smallint not null default 0 check (customer_type in (0, 1, 2, 4, 41, 42)),
      password_hash text not null,
      password_changed_at timestamptz not null default now(),
      payment_password_hash text,
      nickname text not null default '',
      language text not null default 'EN',
      country_dialing_code text,
      mobile text,
      mobile_key text,
      email text,
      payee_name text,
      qq_num text,
      line text,
      whatsapp text,
      facebook text,
      wechat text,
      id_number text,
      upline_id int references members(id),
      referrer_id int references members(id),
      referral_code text not null,
      affiliate_code_used text,
      register_domain text,
      register_url text,
      register_ip text not null,
      register_method text not null default 'WEB',
      member_labels jsonb not null default '[]',
      club_label_name text not null default 'Bronze',
      club_rank_level int not null default 1,
      avatar_icon text not null default 'lotus',
      trial_credit bigint not null default 0 check (trial_credit >= 0),
      status text not null default 'active' check (status in ('active', 'locked')),
      first_login_at timestamptz,
      last_login_at timestamptz,
      last_login_ip text,
      created_at timestamptz not null default now()
    )`,
    sql`create unique index members_username on members (brand_id, username_key)`,
    sql`create unique index members_mobile on members (brand_id, mobile_key) where mobile_key is not null`,
    sql`create unique index members_referral_code on members (brand_id, referral_code)`,
    sql`create index members_upline on members (upline_id)`,
    sql`create table affiliate_codes (
      brand_id int not null references brands(id),
      code text not null,
      agent_id int not null references members(id),
      domain text,
      created_at timestamptz not null default now(),
      primary key (brand_id, code)
    )`,
    sql`create table member_ips (
      member_id int not null references members(id) on delete cascade,
      ip text not null,
      first_seen_at timestamptz not null default now(),
      primary key (member_id, ip)
    )`,
    sql`create table sessions (
      token_hash text primary key,
      member_id int not null references members(id) on delete cascade,
      brand_id int not null references brands(id),
      remember boolean not null default false,
      login_type text not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ip text not null,
      user_agent text not null default '',
      revoked_at timestamptz
    )`,
    sql`create index sessions_member on sessions (member_id) where revoked_at is null`,
    sql`create table verification_codes (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      purpose text not null,
      mobile_key text not null,
      code_hash text not null,
      attempts int not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      ip text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index verification_codes_lookup on verification_codes (brand_id, purpose, mobile_key, created_at desc)`,
    sql`create table login_tickets (
      ticket_hash text primary key,
      member_id int not null references members(id) on delete cascade,
      remember boolean not null,
      ip text not null,
      attempts int not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`,
    sql`create table password_resets (
      token_hash text primary key,
      member_id int not null references members(id) on delete cascade,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create table captchas (
      brand_id int not null references brands(id),
      requester text not null,
      answer_hash text not null,
      expires_at timestamptz not null,
      primary key (brand_id, requester)
    )`,
    sql`create table used_human_checks (
      signature text primary key,
      expires_at timestamptz not null
    )`,
    sql`create table dev_outbox (
      id integer generated always as identity primary key,
      channel text not null,
      recipient text not null,
      subject text not null default '',
      body text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const s of statements) await s.execute(db);
}
