/**
 * Content-Security-Policy per page. Gatsby inlines a few scripts in every page (page path, chunk
 * mapping, image loader, JSON-LD) and they differ per page, so each HTML file gets a policy
 * naming the sha256 of its own inline scripts: no 'unsafe-inline' or 'unsafe-eval' for scripts.
 * Emotion inserts <style> tags at runtime, so style-src keeps 'unsafe-inline' (styles only).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface CspOptions {
  /** Origin of the API when the site posts to another origin (GATSBY_API_URL); else same origin. */
  apiOrigin?: string | undefined;
}

/** Every inline <script> body (no src attribute), exactly as served. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of a page's inline scripts, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy of an HTML page whose inline scripts have these hash sources. */
export function pagePolicy(scriptHashes: string[], options: CspOptions = {}): string {
  const api = options.apiOrigin ? [options.apiOrigin] : [];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'form-action': ["'self'", ...api],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}

/** Everything that is not a page (JSON, scripts, images): nothing may run or load. */
export const RESOURCE_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** The HTML file (relative to public/) a page URL is served from, or undefined. */
export function htmlFileFor(url: string, statusCode: number): string | undefined {
  if (statusCode === 404) return '404.html';
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (pathname.endsWith('/')) return `${pathname.slice(1)}index.html`;
  if (pathname.endsWith('.html')) return pathname.slice(1);
  return undefined;
}

interface CachedPolicy {
  mtimeMs: number;
  policy: string;
}

/**
 * Policies of the pages in publicDir, computed on first use and cached per file; a file
 * rebuilt while the service runs (new mtime) is hashed again.
 */
export function createPagePolicies(publicDir: string, options: CspOptions = {}) {
  const root = path.resolve(publicDir);
  const fallback = pagePolicy([], options);
  const cache = new Map<string, CachedPolicy>();

  return {
    /** The policy for an HTML response to `url`; without a matching file, no inline script runs. */
    forPage(url: string, statusCode: number): string {
      const relative = htmlFileFor(url, statusCode);
      if (!relative) return fallback;
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) return fallback;
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        return fallback;
      }
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.policy;
      const policy = pagePolicy(inlineScriptHashes(readFileSync(file, 'utf8')), options);
      cache.set(file, { mtimeMs, policy });
      return policy;
    },
  };
}
