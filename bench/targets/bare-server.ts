import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route answering the same bytes the real status call answers (read
 * once from BARE_BODY_FILE), with no brand lookup, gate, GeoIP or envelope work. The ratio between
 * the two is what our own request path costs.
 */
const body = JSON.parse(await (await import('node:fs/promises')).readFile(process.env.BARE_BODY_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/wps/system/status', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
