import type { NoticeInput, NoticeListValue, OpNotice } from '@lotus/contract/content';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { auditShape, changes, dateOrNull, iso, type ContentDeps } from './content-scope.ts';
import type { ContentRepository, NoticeRow } from './content.repository.ts';
import { cleanHtml } from '../../platform/sanitize-html.ts';

const view = (r: NoticeRow): OpNotice => ({
  id: r.id,
  brandId: r.brand_id,
  title: r.title,
  content: r.content,
  language: r.language as OpNotice['language'],
  sort: r.sort,
  published: r.published,
  publishFrom: iso(r.publish_from),
  publishUntil: iso(r.publish_until),
  updatedAt: r.updated_at.toISOString(),
});

const write = (input: NoticeInput) => ({
  title: input.title,
  content: cleanHtml(input.content),
  language: input.language,
  sort: input.sort,
  published: input.published,
  publish_from: dateOrNull(input.publishFrom),
  publish_until: dateOrNull(input.publishUntil),
});

/** Notices: the site's paged list (published and in their window only) and the console's writes, each audited. */
export class NoticesService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly deps: ContentDeps,
  ) {}

  async page(brand: BrandContext, language: string, pageNo: number, pageSize: number): Promise<NoticeListValue> {
    const { rows, total } = await this.repo.noticePage({ brandId: brand.id, language, now: this.deps.now() }, (pageNo - 1) * pageSize, pageSize);
    return {
      list: rows.map((r) => ({ id: r.id, title: r.title, content: cleanHtml(r.content), publishedAt: (r.publish_from ?? r.created_at).toISOString() })),
      total,
      pageNo,
      pageSize,
    };
  }

  async list(brandId: number) {
    return { rows: (await this.repo.notices(brandId)).map(view) };
  }

  async create(operator: OperatorPrincipal, brandId: number, input: NoticeInput, ip: string): Promise<OpNotice> {
    const row = await this.repo.insertNotice(brandId, write(input));
    await this.deps.audit(operator, 'content.notice.create', `notice:${row.id}`, auditShape(view(row)), ip, brandId);
    return view(row);
  }

  async update(operator: OperatorPrincipal, id: number, input: NoticeInput, ip: string): Promise<OpNotice> {
    const before = await this.repo.notice(operator.brandId, id);
    const brandId = before?.brand_id ?? 0;
    if (!before) throw new AppError('not.found');
    const row = await this.repo.updateNotice(brandId, id, write(input));
    if (!row) throw new AppError('not.found');
    const { updatedAt: _a, ...b } = view(before);
    const { updatedAt: _b, ...a } = view(row);
    await this.deps.audit(operator, 'content.notice.update', `notice:${id}`, changes(b, a), ip, brandId);
    return view(row);
  }

  async remove(operator: OperatorPrincipal, id: number, ip: string) {
    const row = await this.repo.deleteNotice(operator.brandId, id);
    if (!row) throw new AppError('not.found');
    await this.deps.audit(operator, 'content.notice.delete', `notice:${id}`, auditShape(view(row)), ip, row.brand_id);
    return { deleted: true as const };
  }
}
