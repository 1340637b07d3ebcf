import { sql, type Kysely } from 'kysely';

/** Operators and their audit trail; payment channels, deposits, uploaded proofs, bank cards, withdrawals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table operators (
      id integer generated always as identity primary key,
      username text not null unique,
      password_hash text not null,
      -- null: every brand of the deployment
      brand_id int references brands(id),
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    )`,
    sql`create table operator_sessions (
      token_hash text primary key,
      operator_id int not null references operators(id) on delete cascade,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create table audit_log (
      id bigint generated always as identity primary key,
      operator_id int references operators(id),
      action text not null,
      target text not null,
      details jsonb not null default '{}',
      ip text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table uploads (
      id text primary key,
      member_id int not null references members(id) on delete cascade,
      purpose text not null,
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      size int not null check (size > 0 and size <= 5242880),
      created_at timestamptz not null default now()
    )`,
    sql`create table payment_channels (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      code text not null,
      kind text not null check (kind in ('manual_bank', 'online')),
      name text not null,
      enabled boolean not null default true,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null check (max_amount >= min_amount),
      -- manual_bank: {accounts: [{bankName, accountName, accountNumber}]}; online: adapter settings and callback secret
      config jsonb not null default '{}',
      sort int not null default 0,
      unique (brand_id, code)
    )`,
    sql`create table deposits (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      member_id int not null references members(id),
      channel_id int not null references payment_channels(id),
      amount bigint not null check (amount > 0),
      reference text not null default '',
      proofs jsonb not null default '[]',
      status text not null check (status in ('pending', 'approved', 'rejected')),
      external_id text,
      operator_id int references operators(id),
      reason text,
      created_at timestamptz not null default now(),
      decided_at timestamptz
    )`,
    sql`create unique index deposits_external on deposits (channel_id, external_id) where external_id is not null`,
    sql`create index deposits_member on deposits (member_id, id desc)`,
    sql`create table bank_cards (
      id integer generated always as identity primary key,
      member_id int not null references members(id) on delete cascade,
      bank_name text not null,
      account_name text not null,
      account_number text not null,
      created_at timestamptz not null default now(),
      unique (member_id, account_number)
    )`,
    sql`create table withdrawals (
      id integer generated always as identity primary key,
      brand_id int not null references brands(id),
      member_id int not null references members(id),
      card_id int not null references bank_cards(id),
      amount bigint not null check (amount > 0),
      -- The ledger key of the hold placed for this withdrawal (posted before this row is written).
      hold_key text not null unique,
      status text not null check (status in ('pending', 'rejected', 'paid', 'received', 'not_received')),
      operator_id int references operators(id),
      reason text,
      proofs jsonb not null default '[]',
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      confirmed_at timestamptz
    )`,
    sql`create index withdrawals_member on withdrawals (member_id, id desc)`,
  ];
  for (const s of statements) await s.execute(db);
}
