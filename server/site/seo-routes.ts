import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../contracts/app-services';
import { renderRobots, renderSitemap, sitemapPaths } from '../../core/seo/sitemap';

/** sitemap.xml and robots.txt, on the configured public address. */
export async function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  const baseUrl = services.site.publicBaseUrl;
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(baseUrl, await sitemapPaths(services))),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(baseUrl)),
  );
}
