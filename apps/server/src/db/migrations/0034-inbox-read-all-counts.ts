import { sql, type Kysely } from 'kysely';

/**
 * A broadcast's readers who used "read all" (issue 15): `read_below` on the member's counter says they read it,
 * with no marker of their own, so the console's read count could not see them. Read all now adds one to each
 * broadcast it reads (that reached the member and bore no marker of theirs), in the transaction that moves
 * `read_below`: a row per broadcast and slot (member id mod 16, so members reading all at once do not queue on
 * one row), never per member. Read alls made before this migration are counted once here, among the members
 * each broadcast reaches now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table inbox_read_all_counts (
    message_id bigint not null,
    slot smallint not null,
    members int not null check (members >= 0),
    primary key (message_id, slot)
  )`.execute(db);
  await sql`insert into inbox_read_all_counts (message_id, slot, members)
    select m.id, 0, n.members from inbox_messages m
    cross join lateral (
      select count(*)::int as members from inbox_counters c join members mb on mb.id = c.member_id
      where c.read_below >= m.id and mb.brand_id = m.brand_id
        and not exists (select 1 from inbox_marks k where k.member_id = c.member_id and k.message_id = m.id)
        and case m.target_kind
          when 'brand' then true
          when 'vip' then mb.club_rank_level >= m.target_id
          when 'label' then exists (select 1 from member_label_links l where l.member_id = mb.id and l.label_id = m.target_id)
          when 'agent' then mb.id in (with recursive down(id, depth) as (
              select m.target_id, 0
              union all
              select d.id, down.depth + 1 from members d join down on d.upline_id = down.id where down.depth < 30
            ) select id from down)
          else false end
    ) n
    where m.member_id is null and n.members > 0`.execute(db);
}
