import { announcementTypes, type AnnouncementExecution, type AnnouncementInput, type AnnouncementItem, type AnnouncementsValue, type AnnouncementType, type OpAnnouncement } from '@lotus/contract/content';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { auditShape, changes, dateOrNull, iso, type ContentDeps } from './content-scope.ts';
import type { AnnouncementRow, ContentRepository } from './content.repository.ts';
import { cleanHtml, htmlText } from '../../platform/sanitize-html.ts';

const view = (r: AnnouncementRow): OpAnnouncement => ({
  id: r.id,
  brandId: r.brand_id,
  type: r.type as OpAnnouncement['type'],
  execution: r.execution as OpAnnouncement['execution'],
  groupName: r.group_name as OpAnnouncement['groupName'],
  device: r.device as OpAnnouncement['device'],
  language: r.language as OpAnnouncement['language'],
  title: r.title,
  content: r.content,
  imageUrl: r.image_url,
  linkageType: r.linkage_type as OpAnnouncement['linkageType'],
  link: r.link,
  sort: r.sort,
  published: r.published,
  publishFrom: iso(r.publish_from),
  publishUntil: iso(r.publish_until),
  delivered: r.delivered,
  updatedAt: r.updated_at.toISOString(),
});

const write = (input: AnnouncementInput) => ({
  type: input.type,
  execution: input.execution,
  group_name: input.groupName,
  device: input.device,
  language: input.language,
  title: input.title,
  // A marquee is one line of text: tags are dropped, not kept.
  content: input.type === 'PL' ? cleanHtml(input.content).replace(/<[^>]*>/gu, '').trim() : cleanHtml(input.content),
  image_url: input.imageUrl,
  linkage_type: input.linkageType,
  link: input.linkageType === null ? null : input.link,
  sort: input.sort,
  published: input.published,
  publish_from: dateOrNull(input.publishFrom),
  publish_until: dateOrNull(input.publishUntil),
});

const groupOf: Record<AnnouncementType, keyof AnnouncementsValue> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'home' };

/**
 * Announcements: what the site shows in each placement, and the console's writes (audited).
 * First-login (F) items reach a member once: serving one inserts (announcement, member) into
 * announcement_deliveries, and only the call whose insert succeeded answers it.
 */
export class AnnouncementsService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly deps: ContentDeps,
  ) {}

  async forSite(brand: BrandContext, language: string, q: { types?: AnnouncementType[] | undefined; execution: AnnouncementExecution; device?: 'web' | 'h5' | undefined }, memberId: number | null): Promise<AnnouncementsValue> {
    if (q.execution !== 'B' && memberId === null) throw new AppError('login.not.session');
    let rows = await this.repo.visibleAnnouncements({ brandId: brand.id, language, now: this.deps.now(), types: q.types ?? announcementTypes, execution: q.execution, device: q.device ?? 'web' });
    if (q.execution === 'F' && memberId !== null) {
      const claimed = await this.repo.claimDeliveries(memberId, rows.map((r) => r.id));
      rows = rows.filter((r) => claimed.has(r.id));
    }
    const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [], home: [] };
    for (const r of rows) {
      const item: AnnouncementItem = {
        id: r.id,
        type: r.type as AnnouncementType,
        groupName: r.group_name as AnnouncementItem['groupName'],
        title: r.title,
        // The marquee shows text: entities are decoded here, once (what is saved stays HTML, tags dropped).
        content: r.type === 'PL' ? htmlText(r.content) : cleanHtml(r.content),
        url: r.image_url,
        linkageType: r.linkage_type as AnnouncementItem['linkageType'],
        externalLink: r.link,
      };
      if (r.type === 'B') item.bannerId = r.id;
      value[groupOf[r.type as AnnouncementType]].push(item);
    }
    return value;
  }

  async list(brandId: number) {
    return { rows: (await this.repo.announcements(brandId)).map(view) };
  }

  async create(operator: OperatorPrincipal, brandId: number, input: AnnouncementInput, ip: string): Promise<OpAnnouncement> {
    const row = await this.repo.insertAnnouncement(brandId, write(input));
    await this.deps.audit(operator, 'content.announcement.create', `announcement:${row.id}`, auditShape(view(row)), ip, brandId);
    return view(row);
  }

  async update(operator: OperatorPrincipal, id: number, input: AnnouncementInput, ip: string): Promise<OpAnnouncement> {
    const before = await this.repo.announcement(operator.brandId, id);
    const brandId = before?.brand_id ?? 0;
    if (!before) throw new AppError('not.found');
    const row = await this.repo.updateAnnouncement(brandId, id, write(input));
    if (!row) throw new AppError('not.found');
    const { updatedAt: _a, delivered: _c, ...b } = view(before);
    const { updatedAt: _b, delivered: _d, ...a } = view(row);
    await this.deps.audit(operator, 'content.announcement.update', `announcement:${id}`, changes(b, a), ip, brandId);
    return view(row);
  }

  async remove(operator: OperatorPrincipal, id: number, ip: string) {
    const row = await this.repo.deleteAnnouncement(operator.brandId, id);
    if (!row) throw new AppError('not.found');
    await this.deps.audit(operator, 'content.announcement.delete', `announcement:${id}`, auditShape(view({ ...row, delivered: 0 })), ip, row.brand_id);
    return { deleted: true as const };
  }
}
