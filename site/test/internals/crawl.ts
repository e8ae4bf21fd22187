import type { Page } from 'playwright-core';

/** What a crawl of the site found. */
export interface Crawl {
  /** Pages loaded in the browser: their title and the ids on them once rendered. */
  visited: Map<string, { title: string; ids: string[] }>;
  /** Pages only fetched (the TypeDoc pages after the first of each kind), by URL: their HTML. */
  fetched: Map<string, string>;
  /** Links that do not resolve: `from → to`. */
  broken: string[];
  /** Hash routes into the Redoc page (`#/news/listwires`), each with the page that links to it. */
  routes: Map<string, string>;
}

/** The SDK reference's page kind (`/sdk/interfaces/`), or undefined for any other page. */
const sdkKind = (path: string) => path.match(/\/sdk\/(?:[a-z]+\/)?/)?.[0];

/**
 * Crawls the site from `start` with `tabs`, following every same-origin link. Every page of the
 * site's own and the API reference is loaded in a tab; of the SDK reference's ~300 TypeDoc pages,
 * which share one template per kind, the first of each kind is loaded and the others fetched
 * (and their links followed the same way). An anchor (`page#id`) resolves when the target page
 * has that id. `onPage` runs on each loaded page once it has rendered.
 */
export async function crawl(
  origin: string,
  start: string,
  tabs: Page[],
  onPage: (page: Page, url: string) => Promise<void> = async () => {},
): Promise<Crawl> {
  const result: Crawl = { visited: new Map(), fetched: new Map(), broken: [], routes: new Map() };
  const anchors: [string, string, string][] = [];
  const seen = new Set<string>([start]);
  const sdkKinds = new Set<string>();
  let toVisit = [start];
  let toFetch: [string, string][] = [];

  /** Sorts the links found on `from` into pages to load, pages to fetch, anchors and routes. */
  const follow = (from: string, hrefs: string[]) => {
    for (const href of hrefs) {
      const target = new URL(href, from);
      if (target.origin !== origin) continue;
      const hash = decodeURIComponent(target.hash.slice(1));
      target.hash = '';
      const path = target.href.endsWith('/') ? `${target.href}index.html` : target.href;
      if (hash.startsWith('/')) {
        if (path.endsWith('/api/index.html') && !result.routes.has(hash))
          result.routes.set(hash, from);
      } else if (hash) anchors.push([from, path, hash]);
      if (seen.has(path)) continue;
      seen.add(path);
      const kind = sdkKind(path);
      if (path.endsWith('.html') && (!kind || !sdkKinds.has(kind))) {
        if (kind) sdkKinds.add(kind);
        toVisit.push(path);
      } else toFetch.push([from, path]);
    }
  };

  const visit = async (page: Page, url: string) => {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) {
      result.broken.push(`${url}: HTTP ${response?.status()}`);
      return;
    }
    // Redoc and TypeDoc render their links and ids after load.
    await page.waitForFunction(
      () =>
        (!document.getElementById('redoc') || document.querySelector('#redoc a[href]')) &&
        (!document.getElementById('tsd-nav-container') ||
          document.querySelector('#tsd-nav-container a')),
    );
    const { title, ids, hrefs } = await page.evaluate(() => ({
      title: document.title,
      ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    }));
    result.visited.set(url, { title, ids });
    follow(url, hrefs);
    await onPage(page, url);
  };

  const get = async ([from, path]: [string, string]) => {
    const answer = await fetch(path);
    if (answer.status !== 200) result.broken.push(`${from} → ${path}: HTTP ${answer.status}`);
    else if (path.endsWith('.html')) {
      const html = await answer.text();
      result.fetched.set(path, html);
      follow(
        path,
        [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) =>
          (m[1] as string).replaceAll('&amp;', '&'),
        ),
      );
    }
  };

  while (toVisit.length || toFetch.length) {
    const batch = toVisit;
    toVisit = [];
    for (let i = 0; i < batch.length; i += tabs.length) {
      await Promise.all(
        batch.slice(i, i + tabs.length).map((url, j) => visit(tabs[j] as Page, url)),
      );
    }
    while (toFetch.length) {
      const fetches = toFetch;
      toFetch = [];
      await Promise.all(fetches.map(get));
    }
  }
  for (const [from, path, hash] of anchors) {
    const resolved =
      result.visited.get(path)?.ids.includes(hash) ||
      result.fetched.get(path)?.includes(`id="${hash}"`);
    if (!resolved) result.broken.push(`${from} → ${path}#${hash}`);
  }
  return result;
}
