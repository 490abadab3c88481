/**
 * The built Gatsby site (public/) on the same port: precompressed files, Gatsby's caching rules,
 * trailing-slash redirects (pages are <page>/index.html) and the 404 page with status 404.
 */
import fastifyStatic from '@fastify/static';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface StaticSiteOptions {
  publicDir: string;
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack output names end in a content hash: app-1a2b3c….js, styles.1a2b3c….css */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:m?js|css)$/;

/** Cache-Control per Gatsby's caching guide, for a path relative to public/. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('static/')) return IMMUTABLE;
  if (file !== 'sw.js' && HASHED_ASSET.test(file)) return IMMUTABLE;
  // HTML, page-data/*.json, app-data.json and anything not content-addressed.
  return REVALIDATE;
}

/**
 * Gatsby's build manifests, which the build deletes once the pages are written: they list every
 * bundle and module of the site and are of no use to a visitor. Refused also when an older build
 * left them behind.
 */
const BUILD_ONLY_FILES = new Set(['/webpack.stats.json', '/chunk-map.json']);

export function hasPublicDir(publicDir: string): boolean {
  return existsSync(publicDir) && statSync(publicDir).isDirectory();
}

export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<void> {
  const root = options.publicDir;
  if (!hasPublicDir(root)) {
    app.log.warn({ publicDir: root }, 'public/ not found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    serveDotFiles: false,
    allowedPath: (pathName) => !BUILD_ONLY_FILES.has(pathName),
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
}
