import type { ArticleSummary, Headline } from '@marketdata-sdk/types';
import {
  getArticleContent,
  getWireContent,
  listArticles,
  listWires,
} from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';
import { paramMaximum } from '../internals/buildUrl';
import type { OperationParams } from '../types';
import { type WatchWiresParams, type WireFeed, walkWires } from '../watchWires';

/** The news resource: the wire list, paging and bodies. */
export interface NewsResource {
  /**
   * One page of headlines, latest first: `{ start_id, size, data }`.
   * @example const page = await client.news.listWires({ tab: 'important', size: 20 });
   */
  listWires: ParamsMethod<'listWires'>;
  /**
   * Every headline from now (or `start_id`) backwards, paging by `start_id` to the end, in
   * pages of the largest size the service allows (50) unless `size` says otherwise.
   * @example for await (const h of client.news.iterateWires({ tickers: 'AAPL' })) console.log(h.title);
   */
  iterateWires(
    params?: OperationParams<'listWires'>,
    options?: RequestOptions,
  ): AsyncIterableIterator<Headline>;
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
   * One page of research articles, newest first: `{ start_id, size, data }`. Open one with
   * `getArticleContent({ content_id: item.content_id })`.
   * @example const { data } = await client.news.listArticles({ size: 20 });
   */
  listArticles: ParamsMethod<'listArticles'>;
  /**
   * Every listed article from now (or `start_id`) backwards, paging by `start_id` to the end.
   * @example for await (const a of client.news.iterateArticles()) console.log(a.title);
   */
  iterateArticles(
    params?: OperationParams<'listArticles'>,
    options?: RequestOptions,
  ): AsyncIterableIterator<ArticleSummary>;
}

/**
 * Creates the news resource over a transport. For the live feed, pass its `listWires` to
 * {@link watchWires} (the client's `news.watchWires` does exactly that).
 *
 * @example
 * const news = createNewsResource(createTransport({ apiKey }));
 */
export function createNewsResource(transport: Transport): NewsResource {
  const list = bindMethod(transport, listWires) as ParamsMethod<'listWires'>;
  const articles = bindMethod(transport, listArticles) as ParamsMethod<'listArticles'>;
  return {
    listWires: list,
    // Iterating, each request asks for the largest page the operation allows.
    iterateWires: (params, options) =>
      walkWires(list, { size: paramMaximum(listWires, 'size'), ...params }, options),
    getWireContent: bindMethod(transport, getWireContent),
    getArticleContent: bindMethod(transport, getArticleContent),
    listArticles: articles,
    async *iterateArticles(params = {}, options) {
      let startId = params.start_id;
      for (;;) {
        const { data, size } = await articles({ ...params, start_id: startId }, options);
        yield* data;
        startId = data[data.length - 1]?.content_id;
        if (!startId || data.length < size) return; // a short page is the last
      }
    },
  };
}

/**
 * The news resource of `createMarketDataClient`, with the live feed. Built from a
 * {@link NewsResource} and {@link watchWires}; a bundle without the feed stays smaller.
 */
export interface LiveNewsResource extends NewsResource {
  /**
   * A live feed: every new headline exactly once, oldest first, until `signal` aborts.
   * @example for await (const h of client.news.watchWires({ signal })) console.log(h.title);
   */
  watchWires(params?: WatchWiresParams, options?: RequestOptions): WireFeed;
}
