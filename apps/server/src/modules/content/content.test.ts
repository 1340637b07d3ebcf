import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { cleanHtml, htmlText } from '../../platform/sanitize-html.ts';

let seq = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16).toUpperCase();
const hour = 3_600_000;

describe('operator HTML', () => {
  it('keeps formatting and links, drops scripts, handlers and other schemes', () => {
    const out = cleanHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://e.org">ok</a><img src="x" onerror="y()"><iframe src="https://e.org"></iframe></p>');
    expect(out).toBe('<p>Hi <b>there</b><a target="_blank" rel="noopener noreferrer">x</a><a href="https://e.org" target="_blank" rel="noopener noreferrer">ok</a><img src="x" /></p>');
  });

  it('reads as plain text where only text is shown: tags and script contents dropped, entities decoded once', () => {
    expect(htmlText('<p>Tom &amp; Jerry&nbsp;&#39;s&nbsp;<b>deal</b></p><script>alert(1)</script>')).toBe('Tom & Jerry\u00a0\'s\u00a0deal');
    expect(htmlText('1 &lt; 2 &amp;amp; <i>&copy; 2026</i> a<b')).toBe('1 < 2 &amp; © 2026 a');
  });
});

describe.each(databaseKinds)('notices and announcements on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ops: TestClient;
  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', TRUST_PROXY: 'true' });
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A fresh brand, so each test sees only its own content. */
  async function brand() {
    const code = await h.addBrand(uniq('C'));
    const id = (await h.database.db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    return { id, code, q: { brandId: String(id) } };
  }
  const site = (code: string, headers: Record<string, string> = {}) => new TestClient(app, { merchant: code, 'x-forwarded-for': `10.31.${seq % 250}.${seq++ % 250}`, ...headers });

  it('pages published notices 9 per page, in the visitor language, inside their window', async () => {
    const b = await brand();
    for (let i = 0; i < 11; i++) await ops.ok('opCreateNotice', { query: b.q, body: { title: `Notice ${i}`, content: `<p>${i}</p>`, published: true, sort: i } });
    await ops.ok('opCreateNotice', { query: b.q, body: { title: 'Draft', content: 'x', published: false } });
    await ops.ok('opCreateNotice', { query: b.q, body: { title: 'Later', content: 'x', published: true, publishFrom: new Date(h.clock.now.getTime() + hour).toISOString() } });
    await ops.ok('opCreateNotice', { query: b.q, body: { title: 'Over', content: 'x', published: true, publishUntil: new Date(h.clock.now.getTime() - hour).toISOString(), publishFrom: new Date(h.clock.now.getTime() - 2 * hour).toISOString() } });
    await ops.ok('opCreateNotice', { query: b.q, body: { title: 'Urdu only', content: 'x', published: true, language: 'UR', sort: 99 } });

    const first = await site(b.code).ok('noticeList');
    expect(first.pageSize).toBe(9);
    expect(first.total).toBe(11);
    expect(first.list.map((n: { title: string }) => n.title)).toEqual([...Array(9).keys()].map((i) => `Notice ${i}`));
    const second = await site(b.code).ok('noticeList', { query: { pageNo: '2' } });
    expect(second.list.map((n: { title: string }) => n.title)).toEqual(['Notice 9', 'Notice 10']);
    const ur = await site(b.code, { language: 'UR' }).ok('noticeList', { query: { pageNo: '2' } });
    expect(ur.total).toBe(12);
    expect(ur.list.at(-1).title).toBe('Urdu only');
    // Bad paging is a 400 with a code, not a 500.
    for (const query of [{ pageNo: '0' }, { pageNo: 'x' }, { pageSize: '500' }, { other: '1' }] as Record<string, string>[]) {
      const res = await site(b.code).call('noticeList', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });

  it('sanitises HTML when saved and again when shown', async () => {
    const b = await brand();
    const saved = await ops.ok('opCreateNotice', { query: b.q, body: { title: 'X', content: '<p>ok<script>bad()</script><img src="https://e.org/a.png" onerror="bad()"></p>', published: true } });
    expect(saved.content).toBe('<p>ok<img src="https://e.org/a.png" /></p>');
    // A row written straight into the database (before a rule tightened, or by hand) is cleaned on its way out.
    await h.database.db.updateTable('notices').set({ content: '<b onmouseover="bad()">hi</b><script>bad()</script>' }).where('id', '=', saved.id).execute();
    const shown = await site(b.code).ok('noticeList');
    expect(shown.list[0].content).toBe('<b>hi</b>');
    const a = await ops.ok('opCreateAnnouncement', { query: b.q, body: { type: 'PU', title: 'Pop', content: '<p>hey<iframe src="https://e.org"></iframe></p>', published: true } });
    expect(a.content).toBe('<p>hey</p>');
    const m = await ops.ok('opCreateAnnouncement', { query: b.q, body: { type: 'PL', title: 'Mq', content: '<b>Big</b> <script>x()</script>news', published: true } });
    expect(m.content).toBe('Big news');
    // The marquee is text: entities reach the site decoded, from a saved row and from one written by hand.
    const amp = await ops.ok('opCreateAnnouncement', { query: b.q, body: { type: 'PL', title: 'Amp', content: '<p>Fish &amp; chips&nbsp;&#39;today&#39; &lt;3</p>', published: true, sort: 1 } });
    const raw = await ops.ok('opCreateAnnouncement', { query: b.q, body: { type: 'PL', title: 'Raw', content: 'x', published: true, sort: 2 } });
    await h.database.db.updateTable('announcements').set({ content: '<b>R&amp;D</b> &quot;news&quot;<script>bad()</script>' }).where('id', '=', raw.id).execute();
    const player = (await site(b.code).ok('announcements', { query: { types: 'PL' } })).player as { id: number; content: string }[];
    expect(player.find((p) => p.id === amp.id)?.content).toBe("Fish & chips\u00a0'today' <3");
    expect(player.find((p) => p.id === raw.id)?.content).toBe('R&D "news"');
  });

  it('refuses bad input with a code and writes nothing', async () => {
    const b = await brand();
    const bad = [
      { type: 'B', title: 'No group', published: true },
      { type: 'PL', title: 'Group', groupName: 'w_home' },
      { type: 'B', groupName: 'w_home', title: 'Script link', linkageType: 'URL', link: 'javascript:alert(1)' },
      { type: 'B', groupName: 'w_home', title: 'Image', imageUrl: 'data:text/html,x' },
      { type: 'B', groupName: 'w_home', title: 'Type no link', linkageType: 'G' },
      { type: 'PU', title: 'Window', publishFrom: '2030-01-02T00:00:00Z', publishUntil: '2030-01-01T00:00:00Z' },
      { type: 'XX', title: 'Type' },
      { type: 'PU', title: '' },
    ];
    for (const body of bad) {
      const res = await ops.call('opCreateAnnouncement', { query: b.q, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    expect((await ops.ok('opAnnouncements', { query: b.q })).rows).toEqual([]);
    const badQuery = await site(b.code).call('announcements', { query: { types: 'B,ZZ' } });
    expect(badQuery.statusCode).toBe(400);
    expect((await ops.call('opUpdateNotice', { params: { id: 2_000_000_000 }, body: { title: 'x', content: '' } })).json().errorCode).toBe('not.found');
  });

  it('filters announcements by type, execution, device, language and schedule, in order', async () => {
    const b = await brand();
    const add = (body: Record<string, unknown>) => ops.ok('opCreateAnnouncement', { query: b.q, body: { published: true, ...body } });
    await add({ type: 'B', groupName: 'w_home', title: 'Home 2', sort: 2, linkageType: 'URL', link: 'https://e.org/x', imageUrl: '/banner.svg' });
    await add({ type: 'B', groupName: 'w_home', title: 'Home 1', sort: 1, linkageType: 'G', link: 'slots:lotus-7' });
    await add({ type: 'B', groupName: 'w_login', title: 'Login', device: 'h5' });
    await add({ type: 'B', groupName: 'w_register', title: 'Register', language: 'UR' });
    await add({ type: 'PL', title: 'Marquee', content: 'Hello' });
    await add({ type: 'PU', title: 'After', execution: 'A' });
    await add({ type: 'PU', title: 'Future', publishFrom: new Date(h.clock.now.getTime() + hour).toISOString() });
    await add({ type: 'PU', title: 'Draft', published: false });
    await add({ type: 'PR', title: 'Promo', linkageType: 'P', link: '42' });

    const visitor = await site(b.code).ok('announcements', { query: { types: 'B,PL,PU,PR,H', execution: 'B' } });
    expect(visitor.banners.map((x: { title: string }) => x.title)).toEqual(['Home 1', 'Home 2']);
    expect(visitor.banners[0]).toMatchObject({ bannerId: visitor.banners[0].id, groupName: 'w_home', linkageType: 'G', externalLink: 'slots:lotus-7' });
    expect(visitor.banners[1]).toMatchObject({ url: '/banner.svg', linkageType: 'URL', externalLink: 'https://e.org/x' });
    expect(visitor.player.map((x: { content: string }) => x.content)).toEqual(['Hello']);
    expect(visitor.popup).toEqual([]);
    expect(visitor.promotion.map((x: { title: string }) => x.title)).toEqual(['Promo']);
    const phone = await site(b.code).ok('announcements', { query: { types: 'B', device: 'h5' } });
    expect(phone.banners.map((x: { title: string }) => x.title)).toEqual(['Login', 'Home 1', 'Home 2']);
    const urdu = await site(b.code, { language: 'UR' }).ok('announcements', { query: { types: 'B' } });
    expect(urdu.banners.map((x: { title: string }) => x.title)).toEqual(['Register', 'Home 1', 'Home 2']);
    // The window opens when its time comes.
    h.clock.now = new Date(h.clock.now.getTime() + 2 * hour);
    try {
      const later = await site(b.code).ok('announcements', { query: { types: 'PU' } });
      expect(later.popup.map((x: { title: string }) => x.title)).toEqual(['Future']);
    } finally {
      h.clock.now = new Date();
    }
    // After login needs a session; a member gets the A items.
    const anonymous = await site(b.code).call('announcements', { query: { execution: 'A' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('login.not.session');
    const member = site(b.code);
    await member.register(uniq('m').toLowerCase());
    const after = await member.ok('announcements', { query: { types: 'PU', execution: 'A' } });
    expect(after.popup.map((x: { title: string }) => x.title)).toEqual(['After']);
  });

  it('gives each member a first-login popup once, also under parallel calls', async () => {
    const b = await brand();
    const f = await ops.ok('opCreateAnnouncement', { query: b.q, body: { type: 'PU', execution: 'F', title: 'Welcome', content: '<p>Hi</p>', published: true } });
    const one = site(b.code);
    await one.register(uniq('f').toLowerCase());
    const answers = await Promise.all([...Array(6)].map(() => one.ok('announcements', { query: { types: 'PU', execution: 'F' } })));
    expect(answers.flatMap((a) => a.popup).map((p: { title: string }) => p.title)).toEqual(['Welcome']);
    expect((await one.ok('announcements', { query: { types: 'PU', execution: 'F' } })).popup).toEqual([]);
    const two = site(b.code);
    await two.register(uniq('f').toLowerCase());
    expect((await two.ok('announcements', { query: { types: 'PU', execution: 'F' } })).popup).toHaveLength(1);
    expect((await ops.ok('opAnnouncements', { query: b.q })).rows.find((r: { id: number }) => r.id === f.id).delivered).toBe(2);
    expect((await site(b.code).call('announcements', { query: { execution: 'F' } })).statusCode).toBe(401);
  });

  it('edits, deletes and audits; help articles keep their tree', async () => {
    const b = await brand();
    const n = await ops.ok('opCreateNotice', { query: b.q, body: { title: 'A', content: 'x', published: true } });
    await ops.ok('opUpdateNotice', { params: { id: n.id }, body: { title: 'B', content: 'x', published: false } });
    expect((await site(b.code).ok('noticeList')).total).toBe(0);
    await ops.ok('opDeleteNotice', { params: { id: n.id } });
    expect((await ops.ok('opNotices', { query: b.q })).rows).toEqual([]);
    const actions = await h.database.db.selectFrom('audit_log').select(['action', 'details']).where('target', '=', `notice:${n.id}`).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content.notice.create', 'content.notice.update', 'content.notice.delete']);
    expect(actions[1]!.details).toMatchObject({ title: { from: 'A', to: 'B' }, published: { from: true, to: false } });

    const root = await ops.ok('opCreateHelpArticle', { query: b.q, body: { language: 'EN', title: 'Root', content: '<p>r</p>' } });
    const child = await ops.ok('opCreateHelpArticle', { query: b.q, body: { language: 'EN', parentId: root.id, title: 'Child', content: '<p>c<script>x</script></p>' } });
    expect(child.content).toBe('<p>c</p>');
    const cycle = await ops.call('opUpdateHelpArticle', { params: { id: root.id }, body: { language: 'EN', parentId: child.id, title: 'Root' } });
    expect(cycle.json().errorCode).toBe('request_param_err');
    const otherLanguage = await ops.call('opCreateHelpArticle', { query: b.q, body: { language: 'UR', parentId: root.id, title: 'X' } });
    expect(otherLanguage.statusCode).toBe(400);
    const tree = await site(b.code).ok('helpCenter', { query: { lang: 'EN' } });
    expect(tree.find((a: { id: number }) => a.id === root.id)).toMatchObject({ title: 'Root', children: [{ title: 'Child', content: '<p>c</p>' }] });
    // Written straight into the table, an article is still cleaned when the help centre serves it.
    await h.database.db.updateTable('help_articles').set({ content: '<p>r<script>bad()</script></p>' }).where('id', '=', root.id).execute();
    const served = await site(b.code).ok('helpCenter', { query: { lang: 'EN' } });
    expect(served.find((a: { id: number }) => a.id === root.id).content).toBe('<p>r</p>');
    await ops.ok('opDeleteHelpArticle', { params: { id: root.id } });
    const left = (await ops.ok('opHelpArticles', { query: b.q })).rows.map((r: { id: number }) => r.id);
    expect(left).not.toContain(root.id);
    expect(left).not.toContain(child.id);
    // The refused move was not written, so not audited.
    expect((await h.database.db.selectFrom('audit_log').select('action').where('target', '=', `help:${root.id}`).orderBy('id').execute()).map((a) => a.action)).toEqual(['content.help.create', 'content.help.delete']);
  });
});
