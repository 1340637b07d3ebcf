import type { HelpArticleInput, OpHelpArticle } from '@lotus/contract/content';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { auditShape, changes, type ContentDeps } from './content-scope.ts';
import type { ContentRepository, HelpArticleRow } from './content.repository.ts';
import { cleanHtml } from '../../platform/sanitize-html.ts';

const view = (r: HelpArticleRow): OpHelpArticle => ({
  id: r.id,
  brandId: r.brand_id,
  parentId: r.parent_id,
  slug: r.slug,
  language: r.language,
  device: r.device as OpHelpArticle['device'],
  title: r.title,
  content: r.content,
  sort: r.sort,
});

const write = (input: HelpArticleInput) => ({ parent_id: input.parentId, slug: input.slug, language: input.language, device: input.device, title: input.title, content: cleanHtml(input.content), sort: input.sort });

/**
 * The console's editing of the help centre (help_articles, which GET /wps/system/helpCenter serves as a tree).
 * A parent is an article of the same brand and language, and never the article itself or one under it.
 */
export class HelpArticlesAdmin {
  constructor(
    private readonly repo: ContentRepository,
    private readonly deps: ContentDeps,
  ) {}

  async list(brandId: number, language?: string) {
    return { rows: (await this.repo.helpArticles(brandId, language)).map(view) };
  }

  async #checkParent(brandId: number, input: HelpArticleInput, self: number | null) {
    if (input.parentId === null) return;
    const all = await this.repo.helpArticles(brandId);
    const byId = new Map(all.map((a) => [a.id, a]));
    const parent = byId.get(input.parentId);
    if (!parent || parent.language !== input.language) throw new AppError('request_param_err', { message: 'parentId: no article of this brand and language.' });
    for (let at: HelpArticleRow | undefined = parent, hops = 0; at && hops <= all.length; at = at.parent_id === null ? undefined : byId.get(at.parent_id), hops++) {
      if (at.id === self) throw new AppError('request_param_err', { message: 'parentId: an article cannot sit under itself.' });
    }
  }

  async create(operator: OperatorPrincipal, brandId: number, input: HelpArticleInput, ip: string): Promise<OpHelpArticle> {
    await this.#checkParent(brandId, input, null);
    const row = await this.repo.insertHelpArticle(brandId, write(input));
    await this.deps.audit(operator, 'content.help.create', `help:${row.id}`, auditShape(view(row)), ip, brandId);
    return view(row);
  }

  async update(operator: OperatorPrincipal, id: number, input: HelpArticleInput, ip: string): Promise<OpHelpArticle> {
    const before = await this.repo.helpArticle(operator.brandId, id);
    const brandId = before?.brand_id ?? 0;
    if (!before) throw new AppError('not.found');
    await this.#checkParent(brandId, input, id);
    const row = await this.repo.updateHelpArticle(brandId, id, write(input));
    if (!row) throw new AppError('not.found');
    await this.deps.audit(operator, 'content.help.update', `help:${id}`, changes(view(before), view(row)), ip, brandId);
    return view(row);
  }

  async remove(operator: OperatorPrincipal, id: number, ip: string) {
    const row = await this.repo.deleteHelpArticle(operator.brandId, id);
    if (!row) throw new AppError('not.found');
    await this.deps.audit(operator, 'content.help.delete', `help:${id}`, auditShape(view(row)), ip, row.brand_id);
    return { deleted: true as const };
  }
}
