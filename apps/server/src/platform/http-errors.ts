import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@lotus/contract/endpoints';
import { AppError } from './errors.ts';

// `/house/` and `/payment/` also hold site pages (`/house/:code`, `/payment/local/:id`), so they are not here.
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/lotto-vn/', '/ops/', '/seamless/'];
const isApiPath = (url: string) => apiPrefixes.some((p) => url.startsWith(p));
/** The lottery gateway answers without the envelope, its refusals too. */
const isLotteryPath = (url: string) => url.startsWith('/lgw/') || url.startsWith('/lotto/') || url.startsWith('/lotto-vn/');
const knownPaths = new Set<string>(Object.values(endpoints).map((e) => e.path));

/** Fastify's own errors for bad input, mapped to our codes. Anything else is ours to fix: 500, logged. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  // PostgreSQL cannot store NUL in text (22021) or \u0000 in jsonb (22P05). The contract refuses control
  // characters; should one slip past (a multipart file name, a new field), it is still bad input, not a 500.
  if (error.code === '22021' || error.code === '22P05') return new AppError('request_param_err', { message: 'A text value holds a character that cannot be stored (such as NUL).' });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('request.body.too.large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('request.media.unsupported', { status: error.statusCode === 400 ? 400 : 415 });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('request.body.malformed');
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') return new AppError('request.body.malformed');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError('request_param_err', { status });
  return new AppError('system.error');
}

/**
 * One error handler for the whole server: every failure leaves as the envelope of api-protocol.md,
 * never with a stack trace. Unknown API paths answer 404 (405 when only the method is wrong); other
 * GET paths get the web app's page (`sitePage`) so the browser router can show the page or its not-found view.
 */
export function installErrorHandling(app: FastifyInstance, sitePage: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: appError.code }, 'request refused');
    // Lottery gateway calls answer without the envelope: `{ errorCode, message }`, and `value` when the refusal has facts (e.g. `{ max }`).
    const config = request.routeOptions.config as { envelope?: boolean } | undefined;
    if (config?.envelope === false || isLotteryPath(request.url))
      return reply.status(appError.status).send({ errorCode: appError.code, message: appError.message, ...(appError.value === undefined ? {} : { value: appError.value }) });
    return reply.status(appError.status).send(appError.toBody());
  });

  const hasSite = sitePage !== null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing file (a name with an extension other than .html, such as a game icon that is not
    // there) is a 404, not the site's page: an image or script answered with HTML would be read as
    // broken content and cached as such. Page paths have no extension (or .html, e.g. /register.html).
    const missingFile = /\.(?!html$)[a-z0-9]+$/i.test(url.slice(url.lastIndexOf('/') + 1));
    if (isApiPath(url) || !hasSite || (request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/assets/') || missingFile) {
      const error = knownPaths.has(url) ? new AppError('method.not.allowed') : new AppError('api.not.found');
      if (isLotteryPath(url)) return reply.status(error.status).send({ errorCode: error.code, message: error.message });
      return reply.status(error.status).send(error.toBody());
    }
    // The brand's own page (platform/site-page.ts): its title and icon, compressed, with a validator, no-cache.
    return sitePage!(request, reply);
  });
}
