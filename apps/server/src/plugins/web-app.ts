import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const isSourceMap = (url: string) => url.endsWith('.map');

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any GET outside /api answered with index.html so the SPA's routes load directly. The index
 * carries the host's event colours (`firstPaintStyle`, the platform settings' first-paint.ts), so a
 * reload never flashes a white header.
 */
export interface WebAppOptions {
  distDir: string;
  /** The `<style>` that paints the request's event colours before the app loads ('' for none). */
  firstPaintStyle: (request: FastifyRequest) => Promise<string>;
}

export const webAppPlugin = fp<WebAppOptions>(async (app, { distDir, firstPaintStyle }) => {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Source maps stay on the server (for error reports): the source is not published.
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  /** index.html with the host's event branding, so the first paint is not an unbranded page. */
  const brandedIndex = async (request: FastifyRequest, url: string) => {
    const style = await firstPaintStyle(request);
    if (!style) return indexHtml;
    const html = indexHtml.includes('</head>')
      ? indexHtml.replace('</head>', `${style}</head>`)
      : `${style}${indexHtml}`;
    const isShellPage = !/^\/(?:auth|guests)(?:\/|$)/.test(url);
    return isShellPage ? html.replace(/<html\b/, '<html data-shell') : html;
  };
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApi(url) || isSourceMap(url)) return reply.callNotFound();
    const candidate = path.join(distDir, path.normalize(url));
    if (
      candidate.startsWith(distDir) &&
      url !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (path.extname(url) && url.startsWith('/assets/')) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await brandedIndex(request, url));
  });
});
