import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AnnouncementsService } from './announcements.service.ts';
import { contentBrand, type ContentDeps } from './content-scope.ts';
import type { HelpArticlesAdmin } from './help-articles.service.ts';
import type { NoticesService } from './notices.service.ts';

/** The member behind the Authorization header when there is a valid one; anonymous calls stay anonymous. */
async function optionalMember(deps: EndpointDeps, request: FastifyRequest, ctx: RequestContext): Promise<number | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return null;
  return deps.authenticate(header.trim(), ctx).then(
    (principal) => principal.memberId,
    () => null,
  );
}

export interface ContentServices {
  notices: NoticesService;
  announcements: AnnouncementsService;
  help: HelpArticlesAdmin;
  deps: ContentDeps;
}

/** Notices and announcements for the site; the console's Content section (content.view, content.manage). */
export function registerContentRoutes(app: FastifyInstance, deps: EndpointDeps, s: ContentServices): void {
  registerEndpoint(app, deps, 'noticeList', ({ ctx, query }) => s.notices.page(ctx.brand, ctx.language, query.pageNo, query.pageSize));
  registerEndpoint(app, deps, 'announcements', async ({ ctx, query, request }) => s.announcements.forSite(ctx.brand, ctx.language, query, await optionalMember(deps, request, ctx)));

  const brand = (operator: Parameters<typeof contentBrand>[1], ctx: RequestContext, named?: number) => contentBrand(s.deps, operator, ctx, named);
  registerEndpoint(app, deps, 'opNotices', async ({ ctx, operator, query }) => s.notices.list(await brand(operator!, ctx, query.brandId)));
  registerEndpoint(app, deps, 'opCreateNotice', async ({ ctx, operator, query, body }) => s.notices.create(operator!, await brand(operator!, ctx, query.brandId), body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateNotice', ({ ctx, operator, params, body }) => s.notices.update(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opDeleteNotice', ({ ctx, operator, params }) => s.notices.remove(operator!, params.id, ctx.ip));
  registerEndpoint(app, deps, 'opAnnouncements', async ({ ctx, operator, query }) => s.announcements.list(await brand(operator!, ctx, query.brandId)));
  registerEndpoint(app, deps, 'opCreateAnnouncement', async ({ ctx, operator, query, body }) => s.announcements.create(operator!, await brand(operator!, ctx, query.brandId), body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateAnnouncement', ({ ctx, operator, params, body }) => s.announcements.update(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opDeleteAnnouncement', ({ ctx, operator, params }) => s.announcements.remove(operator!, params.id, ctx.ip));
  registerEndpoint(app, deps, 'opHelpArticles', async ({ ctx, operator, query }) => s.help.list(await brand(operator!, ctx, query.brandId), query.language));
  registerEndpoint(app, deps, 'opCreateHelpArticle', async ({ ctx, operator, query, body }) => s.help.create(operator!, await brand(operator!, ctx, query.brandId), body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateHelpArticle', ({ ctx, operator, params, body }) => s.help.update(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opDeleteHelpArticle', ({ ctx, operator, params }) => s.help.remove(operator!, params.id, ctx.ip));
}

/** Builds the content services from one repository and the outside needs. */
export { ContentRepository } from './content.repository.ts';
