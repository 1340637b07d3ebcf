import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedbackBodySchema, feedbackLimits, type FeedbackBody } from '@lotus/contract/feedback';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { FeedbackService } from './feedback.service.ts';

/** The member behind the Authorization header when there is a valid one; anonymous calls stay anonymous. */
async function optionalMember(deps: EndpointDeps, request: FastifyRequest, ctx: RequestContext): Promise<number | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return null;
  return deps.authenticate(header.trim(), ctx).then(
    (principal) => principal.memberId,
    () => null,
  );
}

const fieldNames = new Set(['category', 'content', 'contact']);

/**
 * Reads the multipart form: the text fields and up to 3 files in `images`, each at most 5 MB (a 4th file or
 * a larger one stops the reading at once). Every problem is bad input with its own code, never a 500.
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<{ body: FeedbackBody; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({ limits: { files: feedbackLimits.maxImages, fileSize: feedbackLimits.maxImageBytes, fields: fieldNames.size, fieldSize: 4096, parts: fieldNames.size + feedbackLimits.maxImages } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('request_param_err', { message: `body.${part.fieldname.slice(0, 40)}: unknown file field` });
        files.push(await part.toBuffer());
      } else {
        if (!fieldNames.has(part.fieldname) || part.fieldname in fields || typeof part.value !== 'string') {
          throw new AppError('request_param_err', { message: `body.${part.fieldname.slice(0, 40)}: unknown or repeated field` });
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('feedback.images.too.many');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('feedback.image.invalid');
    throw new AppError('request_param_err', { message: 'body: not a readable multipart form' });
  }
  const parsed = feedbackBodySchema.safeParse(fields);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${['body', ...i.path].join('.')}: ${i.message}`).join('; ');
    throw new AppError('request_param_err', { message: detail.slice(0, 500) });
  }
  return { body: parsed.data, files };
}

export function registerFeedbackRoutes(app: FastifyInstance, deps: EndpointDeps, feedback: FeedbackService, limits: RateLimits): void {
  // Daily caps per address, and per member when the sender is logged in (changing address does not reset it);
  // taken before the form is read, so a refused sender costs no reading and no disk.
  registerEndpoint(app, deps, 'feedback', async ({ ctx, request }) => {
    if (!request.isMultipart()) throw new AppError('request.media.unsupported');
    const memberId = await optionalMember(deps, request, ctx);
    if (memberId !== null) await limits.consume('feedbackMember', `${memberId}`);
    await limits.consume('feedbackIp', ctx.ip);
    const { body, files } = await readFeedbackForm(request);
    return feedback.submit(ctx, memberId, body, files);
  });
  registerEndpoint(app, deps, 'myFeedback', ({ principal, query }) => feedback.mine(principal!.memberId, query.before, query.pageSize));
  registerEndpoint(app, deps, 'myFeedbackImage', ({ principal, params }) => feedback.memberImage(principal!.memberId, params.id, params.fileId));
  registerEndpoint(app, deps, 'opFeedback', ({ operator, query }) => feedback.list(operator!, query));
  registerEndpoint(app, deps, 'opFeedbackImage', ({ operator, params }) => feedback.image(operator!, params.id, params.fileId));
  registerEndpoint(app, deps, 'opReplyFeedback', ({ ctx, operator, params, body }) => feedback.reply(operator!, params.id, body.reply, ctx.ip));
  registerEndpoint(app, deps, 'opCloseFeedback', ({ ctx, operator, params }) => feedback.close(operator!, params.id, ctx.ip));
}
