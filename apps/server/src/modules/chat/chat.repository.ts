import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChatConversationsTable, ChatMessagesTable, Database } from '../../db/schema.ts';

export type ConversationRow = Selectable<ChatConversationsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

/** The chat module's tables: conversations, messages, images, the agents on the desk and canned replies. */
export class ChatRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The customer's conversation that is not closed, else their latest. */
  async current(customerKey: string): Promise<ConversationRow | undefined> {
    return this.db.selectFrom('chat_conversations').selectAll().where('customer_key', '=', customerKey).orderBy(sql`status <> 'closed'`, 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  async live(customerKey: string): Promise<ConversationRow | undefined> {
    return this.db.selectFrom('chat_conversations').selectAll().where('customer_key', '=', customerKey).where('status', '<>', 'closed').executeTakeFirst();
  }

  async byId(id: number): Promise<ConversationRow | undefined> {
    return this.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Opens one; answers null when the customer already has one not closed (the partial unique index decides under races). */
  async open(row: { brandId: number; customerKey: string; memberId: number | null; customerName: string; ip: string; now: Date }): Promise<ConversationRow | null> {
    const inserted = await this.db
      .insertInto('chat_conversations')
      .values({ brand_id: row.brandId, customer_key: row.customerKey, member_id: row.memberId, customer_name: row.customerName, created_ip: row.ip, created_at: row.now, last_message_at: row.now })
      .onConflict((oc) => oc.column('customer_key').where('status', '<>', 'closed').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? null;
  }

  /** Stores a message and moves the conversation's last-message fields, in one transaction. */
  async addMessage(m: { conversationId: number; sender: 'customer' | 'agent' | 'system'; operatorId: number | null; agentName: string | null; body: string; imageId: string | null; now: Date }): Promise<MessageRow> {
    return this.db.transaction().execute(async (trx) => {
      const message = await trx
        .insertInto('chat_messages')
        .values({ conversation_id: m.conversationId, sender: m.sender, operator_id: m.operatorId, agent_name: m.agentName, body: m.body, image_id: m.imageId, created_at: m.now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('chat_conversations')
        .set({ last_message_id: message.id, last_message_at: m.now, last_message: m.imageId ? '[image]' : m.body.slice(0, 200) })
        .where('id', '=', m.conversationId)
        .where('last_message_id', '<', message.id)
        .execute();
      return message;
    });
  }

  async messages(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    let q = this.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
    if (before !== undefined) q = q.where('id', '<', BigInt(before));
    const rows = await q.orderBy('id', 'desc').limit(limit).execute();
    return rows.reverse();
  }

  /** Moves a read mark forward only (never back), up to the conversation's last message; answers the mark now. */
  async markRead(conversationId: number, side: 'customer' | 'agent', upTo: number): Promise<bigint> {
    const column = side === 'customer' ? 'customer_read_up_to' : 'agent_read_up_to';
    const row = await this.db
      .updateTable('chat_conversations')
      .set({ [column]: sql`greatest(${sql.ref(column)}, least(${BigInt(upTo)}::bigint, last_message_id))` })
      .where('id', '=', conversationId)
      .returning([column])
      .executeTakeFirstOrThrow();
    return (row as Record<string, bigint>)[column]!;
  }

  async assign(id: number, operatorId: number, username: string): Promise<ConversationRow | undefined> {
    return this.db
      .updateTable('chat_conversations')
      .set({ assigned_operator_id: operatorId, assigned_username: username, status: 'open' })
      .where('id', '=', id)
      .where('status', '<>', 'closed')
      .returningAll()
      .executeTakeFirst();
  }

  async close(id: number, now: Date): Promise<ConversationRow | undefined> {
    return this.db.updateTable('chat_conversations').set({ status: 'closed', closed_at: now }).where('id', '=', id).where('status', '<>', 'closed').returningAll().executeTakeFirst();
  }

  async list(filter: { brandIds: number[] | null; status?: string | undefined; assignedTo?: number | undefined; q?: string | undefined; from?: Date | undefined; to?: Date | undefined; limit: number; offset: number }) {
    let q = this.db.selectFrom('chat_conversations').innerJoin('brands', 'brands.id', 'chat_conversations.brand_id');
    if (filter.brandIds) q = q.where('chat_conversations.brand_id', 'in', filter.brandIds.length ? filter.brandIds : [-1]);
    if (filter.status) q = q.where('chat_conversations.status', '=', filter.status as 'waiting');
    if (filter.assignedTo !== undefined) q = q.where('chat_conversations.assigned_operator_id', '=', filter.assignedTo);
    if (filter.q) q = q.where(sql<boolean>`position(lower(${filter.q}) in lower(chat_conversations.customer_name)) > 0`);
    if (filter.from) q = q.where('chat_conversations.created_at', '>=', filter.from);
    if (filter.to) q = q.where('chat_conversations.created_at', '<', filter.to);
    const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll('chat_conversations')
      .select('brands.code as brand_code')
      .select(sql<string>`(select count(*) from chat_messages m where m.conversation_id = chat_conversations.id and m.sender = 'customer' and m.id > chat_conversations.agent_read_up_to)`.as('unread'))
      .orderBy('chat_conversations.last_message_at', filter.status === 'closed' ? 'desc' : 'asc')
      .orderBy('chat_conversations.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async brandCode(brandId: number): Promise<string> {
    return (await this.db.selectFrom('brands').select('code').where('id', '=', brandId).executeTakeFirstOrThrow()).code;
  }

  async unread(conversationId: number, after: bigint): Promise<number> {
    const r = await this.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', conversationId)
      .where('sender', '=', 'customer')
      .where('id', '>', after)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async addImage(row: { id: string; conversationId: number; mime: string; size: number }): Promise<void> {
    await this.db.insertInto('chat_images').values({ id: row.id, conversation_id: row.conversationId, mime: row.mime, size: row.size }).execute();
  }

  async image(id: string) {
    return this.db
      .selectFrom('chat_images')
      .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_images.conversation_id')
      .select(['chat_images.id', 'chat_images.mime', 'chat_conversations.customer_key', 'chat_conversations.brand_id'])
      .where('chat_images.id', '=', id)
      .executeTakeFirst();
  }

  /** An agent's heartbeat: on the desk until `seen_at` is older than the presence window. */
  async seen(operatorId: number, username: string, brandId: number | null, now: Date): Promise<void> {
    await this.db
      .insertInto('chat_agents')
      .values({ operator_id: operatorId, username, brand_id: brandId, seen_at: now })
      .onConflict((oc) => oc.column('operator_id').doUpdateSet({ username, brand_id: brandId, seen_at: now }))
      .execute();
  }

  async left(operatorId: number): Promise<void> {
    await this.db.deleteFrom('chat_agents').where('operator_id', '=', operatorId).execute();
  }

  /** Agents seen since `since` who serve the brand (theirs, or every brand); all of them when brandId is null. */
  async agents(brandId: number | null, since: Date) {
    let q = this.db.selectFrom('chat_agents').select(['operator_id as id', 'username', 'brand_id']).where('seen_at', '>=', since);
    if (brandId !== null) q = q.where((eb) => eb.or([eb('brand_id', 'is', null), eb('brand_id', '=', brandId)]));
    return q.orderBy('username').execute();
  }

  async canned(brandId: number) {
    return this.db.selectFrom('chat_canned_replies').select(['id', 'brand_id', 'title', 'body']).where('brand_id', '=', brandId).orderBy('id').execute();
  }

  async cannedCount(brandId: number): Promise<number> {
    return Number((await this.db.selectFrom('chat_canned_replies').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow()).n);
  }

  async addCanned(brandId: number, title: string, body: string, operatorId: number) {
    return this.db.insertInto('chat_canned_replies').values({ brand_id: brandId, title, body, created_by: operatorId }).returning(['id', 'brand_id', 'title', 'body']).executeTakeFirstOrThrow();
  }

  async cannedById(id: number) {
    return this.db.selectFrom('chat_canned_replies').select(['id', 'brand_id']).where('id', '=', id).executeTakeFirst();
  }

  async deleteCanned(id: number): Promise<void> {
    await this.db.deleteFrom('chat_canned_replies').where('id', '=', id).execute();
  }
}
