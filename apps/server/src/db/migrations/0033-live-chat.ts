import { sql, type Kysely } from 'kysely';

/**
 * Live chat (issue 15): conversations of a member or a visitor (`customer_key` m<id> or v<token hash>; one not
 * closed per customer, kept by a partial unique index so parallel starts make one), their messages (text, or an
 * image stored under DATA_DIR/uploads/chat), read marks as the last message id each side read, the agents on the
 * desk (a heartbeat row per operator socket), and canned replies per brand. The demo brand's customer service,
 * which pointed at a help article, becomes the built-in chat room (type 4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table chat_conversations (
      id serial primary key,
      brand_id int not null references brands(id),
      customer_key text not null,
      member_id int references members(id),
      customer_name text not null,
      status text not null default 'waiting' check (status in ('waiting', 'open', 'closed')),
      assigned_operator_id int references operators(id),
      assigned_username text,
      customer_read_up_to bigint not null default 0,
      agent_read_up_to bigint not null default 0,
      last_message_id bigint not null default 0,
      last_message_at timestamptz not null default now(),
      last_message text not null default '',
      created_ip text not null,
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`,
    sql`create unique index chat_conversations_one_live on chat_conversations (customer_key) where status <> 'closed'`,
    sql`create index chat_conversations_customer on chat_conversations (customer_key, id desc)`,
    sql`create index chat_conversations_desk on chat_conversations (brand_id, status, last_message_at desc)`,
    sql`create table chat_messages (
      id bigserial primary key,
      conversation_id int not null references chat_conversations(id),
      sender text not null check (sender in ('customer', 'agent', 'system')),
      operator_id int references operators(id),
      agent_name text,
      body text not null default '',
      image_id text,
      created_at timestamptz not null default now()
    )`,
    sql`create index chat_messages_conversation on chat_messages (conversation_id, id desc)`,
    sql`create table chat_images (
      id text primary key,
      conversation_id int not null references chat_conversations(id),
      mime text not null,
      size int not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table chat_agents (
      operator_id int primary key references operators(id),
      username text not null,
      brand_id int references brands(id),
      seen_at timestamptz not null
    )`,
    sql`create table chat_canned_replies (
      id serial primary key,
      brand_id int not null references brands(id),
      title text not null,
      body text not null,
      created_by int references operators(id),
      created_at timestamptz not null default now()
    )`,
    sql`create index chat_canned_brand on chat_canned_replies (brand_id, id)`,
    sql`update brands set config = jsonb_set(config, '{customerService}', '[{"type": 4, "path": "chat", "label": "live chat"}]'::jsonb)
      where config -> 'customerService' = '[{"type": 1, "path": "/help?article=contact", "label": "live chat"}, {"type": 3, "path": "/help?article=contact", "label": "customer service"}]'::jsonb`,
  ];
  for (const s of statements) await s.execute(db);
}
