import {
  getArticleContent,
  getWireContent,
  listArticles,
  listWires,
} from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport } from '../createTransport';
import {
  bindMethod,
  bindPagedMethod,
  type PagedMethod,
  type ParamsMethod,
} from '../internals/bindMethod';
import type { WatchWiresParams, WireFeed } from '../watchWires';

/** The news resource: the wire list, paging and bodies. */
export interface NewsResource {
  /**
   * One page of headlines, latest first: `{ start_id, size, data }` with `nextCursor`,
   * `hasNextPage()`, `getNextPage()` and `iterPages()`. Iterated (`for await`, `iterItems`,
   * `toArray`), every headline to the end in pages of 50.
   * @example const page = await client.news.listWires({ tab: 'important', size: 20 });
   * @example const latest = await client.news.listWires({ tickers: 'AAPL' }).toArray({ limit: 200 });
   */
  listWires: PagedMethod<'listWires'>;
  /**
   * A wire with its body, by the `content_id` of a headline.
   * @example const wire = await client.news.getWireContent({ content_id: headline.content_id });
   */
  getWireContent: ParamsMethod<'getWireContent'>;
  /**
   * An article with its body, by its content id.
   * @example const article = await client.news.getArticleContent({ content_id: 'US_ARTICLEd7c3a136cc8822f4' });
   */
  getArticleContent: ParamsMethod<'getArticleContent'>;
  /**
   * One page of research articles, newest first: `{ start_id, size, data }` with its paging;
   * iterated, every article to the end. Open one with `getArticleContent({ content_id })`.
   * @example for await (const article of client.news.listArticles()) console.log(article.title);
   */
  listArticles: PagedMethod<'listArticles'>;
}

/**
 * Creates the news resource over a transport. For the live feed, pass its `listWires` to
 * `watchWires` (the client's `news.watchWires` does exactly that).
 *
 * @example
 * const news = createNewsResource(createTransport({ apiKey }));
 */
export function createNewsResource(transport: Transport): NewsResource {
  return {
    listWires: bindPagedMethod(transport, listWires),
    getWireContent: bindMethod(transport, getWireContent),
    getArticleContent: bindMethod(transport, getArticleContent),
    listArticles: bindPagedMethod(transport, listArticles),
  };
}

/**
 * The news resource of `createMarketDataClient`, with the live feed. Built from a
 * {@link NewsResource} and `watchWires`; a bundle without the feed stays smaller.
 */
export interface LiveNewsResource extends NewsResource {
  /**
   * A live feed: every new headline exactly once, oldest first, until `signal` aborts.
   * @example for await (const h of client.news.watchWires({ signal })) console.log(h.title);
   */
  watchWires(params?: WatchWiresParams, options?: RequestOptions): WireFeed;
}
