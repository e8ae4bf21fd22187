// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import type { OperationDoc } from '../operationDoc';

/** Every operation's documentation, by operationId. */
export const operationDocs: Readonly<Record<string, OperationDoc>> = {
  "listWires": {
    "summary": "List news wires",
    "description": "Returns news wires, latest first, without the content body (fetch it with `getWireContent`). All parameters are optional. Page to earlier items by passing the `news_id` of the last item as `start_id`. New items arrive many times a minute.",
    "params": {
      "tab": "Category filter, default `all`: `all` all content; `manual` picks curated by human editors; `important` only the important news; `movers` news related to stocks on the move today; `earnings` earnings reports and related news; `insider_trades` insider transactions; `technical` real-time signals by technical indicators; `8k` Form 8-K filings; `twitter` news sourced from other media outlets.",
      "tickers": "US ticker symbols, several separated by commas (for example `AAPL,NVDA`). When absent, all are returned.",
      "industry": "Industry filter: `software` Software; `tech_hardware` Technology and hardware; `chips` Semiconductor and electronics; `healthcare_equipment` Healthcare equipment; `pharma` Pharmaceuticals; `banks` Banking; `defense` Defense; `industrials` Industrials; `consumer_durables` Consumer durables; `autos` Automotive; `staples_retail` Retail and consumer staples; `energy_equip_serv` Energy; `reits` Real estate; `media` Media and entertainment. When absent, all industries are returned.",
      "start_id": "Paging cursor: a `news_id` from a previous page. When given, returns the latest items earlier than this id; when absent, the latest items from now.",
      "size": "Number of items, 1 to 50, default 10."
    },
    "payload": {
      "$ref": "#/$defs/WiresPage",
      "description": "The page with `start_id`, `size` and the headlines in `data`."
    },
    "defs": [
      "Headline",
      "Tag",
      "WiresPage"
    ]
  },
  "getWireContent": {
    "summary": "Get a news wire with its body",
    "description": "Returns one news wire with its content body, by the `content_id` of a headline from `listWires`.",
    "params": {
      "content_id": "The `content_id` of a headline from `listWires`."
    },
    "payload": {
      "$ref": "#/$defs/WireContent",
      "description": "The wire with its body."
    },
    "defs": [
      "Tag",
      "WireContent"
    ]
  },
  "getArticleContent": {
    "summary": "Get a research article with its body",
    "description": "Returns one article with its content body and author, by the `content_id` of an article from `listArticles`.",
    "params": {
      "content_id": "The `content_id` of an article from `listArticles`, for example `US_ARTICLEd7c3a136cc8822f4`."
    },
    "payload": {
      "$ref": "#/$defs/ArticleContent",
      "description": "The article with its body."
    },
    "defs": [
      "ArticleAuthor",
      "ArticleContent",
      "Tag"
    ]
  },
  "listCongressTrades": {
    "summary": "List trades by US politicians",
    "description": "Returns disclosed trades of a stock by US politicians (date, type of trade and approximate dollar value), newest first, one page at a time. Rows carry no ticker. The maximum page size is not shown.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.",
      "page": "Page number, 1 or more, default 1.",
      "size": "Items per page, 1 or more, default 10; no maximum is documented. An old version of the provider's reference calls it `page_size`; the live service and its clients use `size`."
    },
    "payload": {
      "type": "array",
      "description": "The trades of the requested page, newest first.",
      "items": {
        "$ref": "#/$defs/CongressTrade"
      }
    },
    "defs": [
      "CongressTrade"
    ]
  },
  "listEarnings": {
    "summary": "List earnings reports of a stock",
    "description": "Returns the latest earnings reports of a stock, with forecasts, surprises and the earnings call.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.",
      "size": "Number of earnings reports to return, default 5 (the minimum of 1 is inferred)."
    },
    "payload": {
      "type": "array",
      "description": "The earnings reports, directly an array.",
      "items": {
        "$ref": "#/$defs/EarningsReport"
      }
    },
    "defs": [
      "EarningsReport"
    ]
  },
  "getFinancialStatements": {
    "summary": "Get the financial statements of a stock",
    "description": "Returns the income statements, cash flow statements and balance sheets of a stock, one element per period, each with the full tree of named lines (values null where the report lacks them).",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name.",
      "period": "Which periods to return: `0` each period; `1` first period of each year; `2` mid-year report for each year; `3` third quarter of each year; `4` annual reports only. The default when omitted is not shown. The name `period` is the one public clients send; the provider's page shows the parameter's role, not its name."
    },
    "payload": {
      "$ref": "#/$defs/FinancialStatements",
      "description": "Object with the three statement arrays."
    },
    "defs": [
      "BalanceSheetLine",
      "BalanceSheetLineName",
      "BalanceSheetPeriod",
      "CashflowStatementLine",
      "CashflowStatementLineName",
      "CashflowStatementPeriod",
      "FinancialStatements",
      "IncomeStatementLine",
      "IncomeStatementLineName",
      "IncomeStatementPeriod",
      "StatementLine",
      "StatementPeriod"
    ]
  },
  "getFinancialMetrics": {
    "summary": "Get the financial metrics of a stock",
    "description": "Returns key financial metrics of a stock: profitability, growth, valuation and dividend ratios.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`."
    },
    "payload": {
      "$ref": "#/$defs/FinancialMetrics",
      "description": "The metrics object."
    },
    "defs": [
      "FinancialMetrics"
    ]
  },
  "listDividends": {
    "summary": "List dividends of a stock",
    "description": "Returns the dividends of a stock. ETFs are not supported.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. ETFs are not supported. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name."
    },
    "payload": {
      "type": "array",
      "description": "The dividends, directly an array.",
      "items": {
        "$ref": "#/$defs/Dividend"
      }
    },
    "defs": [
      "Dividend"
    ]
  },
  "listEtfHoldings": {
    "summary": "List the holdings history of an ETF",
    "description": "Returns the top 10 holdings of an ETF on each known date of change within the period. Only the top 10 holdings are returned.",
    "params": {
      "ticker": "US ticker symbol of the ETF, for example `SPY`. An unknown or non-US ticker is answered with `4012`.",
      "from": "Start of the period, `YYYY-MM-DD`. Default: one year before the current date.",
      "to": "End of the period, `YYYY-MM-DD`. Default: the current date."
    },
    "payload": {
      "type": "array",
      "description": "History of the holdings for known dates of change.",
      "items": {
        "$ref": "#/$defs/EtfHoldingsRecord"
      }
    },
    "defs": [
      "EtfHolding",
      "EtfHoldingsRecord"
    ]
  },
  "searchSecurities": {
    "summary": "Search securities by ticker or name",
    "description": "Returns the securities whose ticker or company name matches the query, ordered by relevance.",
    "params": {
      "query": "A ticker symbol or part of a company name, for example `apple`. The name `query` is the one public clients send; the provider's page shows the parameter's role, not its name."
    },
    "payload": {
      "type": "array",
      "description": "The matches, ordered by relevance.",
      "items": {
        "$ref": "#/$defs/Security"
      }
    },
    "defs": [
      "Security"
    ]
  },
  "listRatingsHistory": {
    "summary": "List the analyst ratings history of a stock",
    "description": "Returns research publications about a stock: the publication date, the firm, the rating action and the target prices. The status fields of the envelope are not shown in the provider's sample.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name."
    },
    "payload": {
      "type": "array",
      "description": "The publications, with date, firm and target prices.",
      "items": {
        "$ref": "#/$defs/RatingRecord"
      }
    },
    "defs": [
      "RatingRecord"
    ]
  },
  "getConsensus": {
    "summary": "Get the analyst consensus of a stock",
    "description": "Returns the current rating and target price averaged across all analysts' opinions; `data` is null when no analyst rates the stock. The status fields of the envelope are not shown in the provider's sample. An old version of the provider's reference calls the parameter `stock`.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`."
    },
    "payload": {
      "description": "The consensus, or null when no analyst rates the stock.",
      "oneOf": [
        {
          "$ref": "#/$defs/Consensus"
        },
        {
          "type": "null"
        }
      ]
    },
    "defs": [
      "Consensus"
    ]
  },
  "listTrades": {
    "summary": "List the latest trades of a stock (time and sales)",
    "description": "Returns the requested number of trades printed immediately before the end timestamp `to`, ordered by time ascending. Data covers the current trading day only; historical ticks are not available.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.",
      "count": "Number of trades to return (the minimum of 1 is inferred; no maximum is documented).",
      "to": "End of the requested period, Unix timestamp in milliseconds. A value that can only be seconds (from 10^9 to below 10^11, a time in 1970 read as milliseconds) returns no trades from the service; the SDK's client rejects it before sending."
    },
    "payload": {
      "type": "array",
      "description": "The trades printed immediately before `to`, ascending by time.",
      "items": {
        "$ref": "#/$defs/TradeTick"
      }
    },
    "defs": [
      "TradeTick"
    ]
  },
  "listEconomicEvents": {
    "summary": "List economic events on a date",
    "description": "Returns the economic events (for example GDP releases and employment reports) on a date.",
    "params": {
      "date": "The calendar date, `YYYY-MM-DD`."
    },
    "payload": {
      "type": "array",
      "description": "The events on the requested date.",
      "items": {
        "$ref": "#/$defs/EconomicEvent"
      }
    },
    "defs": [
      "EconomicEvent"
    ]
  },
  "getEarningsBacktest": {
    "summary": "Get the earnings backtest of an earnings event",
    "description": "Returns summary statistics of how the stock price performed after earnings beat forecasts, for one earnings event.",
    "params": {
      "unique_id": "The `unique_id` of an earnings event, as the earnings calendar (`listEarningsCalendar`) returns it (inferred from public clients; the parameter name and the id format are not documented)."
    },
    "payload": {
      "$ref": "#/$defs/EarningsBacktest",
      "description": "The backtest summary."
    },
    "defs": [
      "EarningsBacktest"
    ]
  },
  "listArticles": {
    "summary": "List research articles",
    "description": "Returns the latest research articles, newest first, without their bodies (fetch a body with `getArticleContent` by the article's `content_id`). Page to older articles by passing the `content_id` of the last article as `start_id`. There is no ticker, tab or industry filter.",
    "params": {
      "start_id": "Paging cursor: the `content_id` of the last article of a previous page, for example `US_ARTICLEd7c3a136cc8822f4`. When given, returns the latest articles older than this id; when absent, the latest articles from now.",
      "size": "Number of articles, 1 to 50, default 10."
    },
    "payload": {
      "$ref": "#/$defs/ArticlesPage",
      "description": "The page with `start_id`, `size` and the articles in `data`."
    },
    "defs": [
      "ArticleCoverImage",
      "ArticleListAuthor",
      "ArticleSummary",
      "ArticlesPage",
      "Tag"
    ]
  },
  "listInsiderTrades": {
    "summary": "List insider trades of a stock",
    "description": "Returns the trades of a stock by its insiders (officers, directors and large holders) as filed with the SEC, one page at a time. The response is documented by the provider; the parameters are inferred from public clients and from `listCongressTrades` (the parameter block of the provider's page is not shown). The order of the rows and the maximum page size are not shown.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL` (inferred from public clients). An unknown or non-US ticker is answered with `4012`.",
      "page": "Page number, 1 or more, default 1 (inferred, as for `listCongressTrades`).",
      "size": "Items per page, 1 or more, default 10 (inferred, as for `listCongressTrades`); no maximum is documented."
    },
    "payload": {
      "type": "array",
      "description": "The insider trades of the requested page.",
      "items": {
        "$ref": "#/$defs/InsiderTrade"
      }
    },
    "defs": [
      "InsiderTrade"
    ]
  },
  "getStockProfile": {
    "summary": "Get the profile of a stock",
    "description": "Returns the profile of a stock. The operation is in the provider's own description, but no reference page or sample shows the members of `data`: it is typed as an open object, and any member an application reads is its own assumption.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL` (the parameter name is inferred from public clients). An unknown or non-US ticker is answered with `4012`."
    },
    "payload": {
      "$ref": "#/$defs/StockProfile",
      "description": "The profile, an object whose members are not documented."
    },
    "defs": [
      "StockProfile"
    ]
  },
  "getEtfProfile": {
    "summary": "Get the profile of an ETF",
    "description": "Returns the profile of an ETF. The operation is in the provider's own description, but no reference page or sample shows the members of `data` (public clients describe it as covering assets under management, fees, dividends and an industry breakdown): it is typed as an open object, and any member an application reads is its own assumption.",
    "params": {
      "ticker": "US ticker symbol of the ETF, for example `SPY` (the parameter name is inferred from public clients). An unknown or non-US ticker is answered with `4012`."
    },
    "payload": {
      "$ref": "#/$defs/EtfProfile",
      "description": "The profile, an object whose members are not documented."
    },
    "defs": [
      "EtfProfile"
    ]
  },
  "getCandles": {
    "summary": "Get the price bars of a stock (OHLCV candles)",
    "description": "Returns open, high, low, close, volume and traded value bars of a stock over a window, one bar per `step` units of `interval` (`interval=min&step=15` gives 15-minute bars), for one trading session and one price adjustment. The order of the bars is not shown (ascending by time, inferred), nor whether `t` is the start or the end of a bar. An older version of the provider's reference had `session` `regular` or `all`, no `adjustment` and no `a`; this follows the current one.",
    "params": {
      "ticker": "US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.",
      "interval": "Bar unit: `min` minutes, `day`, `week`, `month` or `year`.",
      "step": "Multiplier of `interval`, 1 or more: `interval=min&step=15` gives 15-minute bars. The maximum is not shown.",
      "from": "Start of the window, Unix timestamp in milliseconds. A value that can only be seconds (from 10^9 to below 10^11) would be read as a time in January 1970; the SDK's client rejects it before sending.",
      "to": "End of the window, Unix timestamp in milliseconds; `0` (the default) means up to the latest bar. A value in seconds is rejected by the SDK's client, as for `from`.",
      "session": "Trading session: `pre_market`, `intraday` (the default, the regular session) or `post_market`.",
      "adjustment": "Price adjustment, default `actual` (raw prices). `backward` and `forward` adjust for splits only; `_1` also for bonus shares; `_2` also for spin-offs; `_3` also for dividends."
    },
    "payload": {
      "type": "array",
      "description": "The bars in the window, ascending by time (inferred).",
      "items": {
        "$ref": "#/$defs/Candle"
      }
    },
    "defs": [
      "Candle"
    ]
  },
  "listEarningsCalendar": {
    "summary": "List the earnings reports released on a date",
    "description": "Returns the earnings reports of a date, one row per stock, each with the `unique_id` that `getEarningsBacktest` takes. The response is documented by the provider; the parameter name `date` is inferred from public clients. No time of day (before or after the market) is given.",
    "params": {
      "date": "The day whose earnings reports are listed, `YYYY-MM-DD` (parameter name inferred from public clients)."
    },
    "payload": {
      "type": "array",
      "description": "The earnings reports of the requested date.",
      "items": {
        "$ref": "#/$defs/EarningsCalendarEntry"
      }
    },
    "defs": [
      "EarningsCalendarEntry"
    ]
  },
  "listDividendsCalendar": {
    "summary": "List the dividends of a date",
    "description": "Returns the dividends of a date, one row per stock. Whether the date is matched against the ex-dividend date or the pay date is not shown; the ex-dividend date is inferred.",
    "params": {
      "date": "The calendar date, `YYYY-MM-DD` (matched against the ex-dividend date, inferred)."
    },
    "payload": {
      "type": "array",
      "description": "The dividends of the requested date.",
      "items": {
        "$ref": "#/$defs/DividendsCalendarEntry"
      }
    },
    "defs": [
      "DividendsCalendarEntry"
    ]
  },
  "listIpoCalendar": {
    "summary": "List the initial public offerings of a date",
    "description": "Returns the initial public offerings of a date with their exchange and offer price range. No company name, share count or final price is given.",
    "params": {
      "date": "The calendar date, `YYYY-MM-DD`."
    },
    "payload": {
      "type": "array",
      "description": "The offerings of the requested date.",
      "items": {
        "$ref": "#/$defs/IpoCalendarEntry"
      }
    },
    "defs": [
      "IpoCalendarEntry"
    ]
  },
  "listCorporateActions": {
    "summary": "List the stock splits of a date",
    "description": "Returns the corporate actions of a date: stock splits and reverse stock splits with their ratio.",
    "params": {
      "date": "The calendar date, `YYYY-MM-DD`."
    },
    "payload": {
      "type": "array",
      "description": "The corporate actions of the requested date.",
      "items": {
        "$ref": "#/$defs/CorporateAction"
      }
    },
    "defs": [
      "CorporateAction"
    ]
  }
};

/** The component schemas the payloads reach, as JSON Schema, by name. */
export const schemaDefs: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  "ArticleAuthor": {
    "type": "object",
    "description": "The author of an article.",
    "required": [
      "account_id",
      "nickname",
      "portrait"
    ],
    "properties": {
      "account_id": {
        "type": "string",
        "description": "Account id of the author."
      },
      "nickname": {
        "type": "string",
        "description": "Display name of the author."
      },
      "portrait": {
        "type": "string",
        "description": "URL of the author's portrait image."
      }
    }
  },
  "ArticleContent": {
    "type": "object",
    "description": "A research article with its content body.",
    "required": [
      "content_id",
      "title",
      "content",
      "publish_time",
      "cover_image",
      "author",
      "tag_list",
      "language"
    ],
    "properties": {
      "content_id": {
        "type": "string",
        "description": "Id of the article, for example `US_ARTICLEd7c3a136cc8822f4`."
      },
      "title": {
        "type": "string",
        "description": "Title."
      },
      "content": {
        "type": "string",
        "description": "The article body (HTML or text; the markup is not shown)."
      },
      "publish_time": {
        "type": "number",
        "description": "Publish time, Unix timestamp in milliseconds."
      },
      "cover_image": {
        "type": "string",
        "description": "URL of the cover image."
      },
      "author": {
        "$ref": "#/$defs/ArticleAuthor",
        "description": "The author of the article."
      },
      "tag_list": {
        "type": "array",
        "description": "Tickers mentioned in the article.",
        "items": {
          "$ref": "#/$defs/Tag"
        }
      },
      "language": {
        "type": "string",
        "description": "Language of the article."
      }
    }
  },
  "ArticleCoverImage": {
    "type": "object",
    "description": "The cover image of an article in the article list: an object, unlike the URL string of a wire headline.",
    "required": [
      "src",
      "type"
    ],
    "properties": {
      "src": {
        "type": "string",
        "description": "URL of the image."
      },
      "type": {
        "type": "string",
        "description": "Kind of image. Its values are not shown by the provider."
      }
    }
  },
  "ArticleListAuthor": {
    "type": "object",
    "description": "The author of an article as the article list gives it (without the `account_id` of the article content).",
    "required": [
      "nickname",
      "portrait"
    ],
    "properties": {
      "nickname": {
        "type": "string",
        "description": "Display name of the author."
      },
      "portrait": {
        "type": "string",
        "description": "URL of the author's portrait image."
      }
    }
  },
  "ArticleSummary": {
    "type": "object",
    "description": "An item of the article list: an article without its body. The body is fetched with `getArticleContent` by `content_id`.",
    "required": [
      "content_id",
      "publish_time",
      "title",
      "seo_key",
      "cover_image",
      "author",
      "tag_list",
      "language"
    ],
    "properties": {
      "content_id": {
        "type": "string",
        "description": "Id of the article, for example `US_ARTICLEd7c3a136cc8822f4` (`US_ARTICLE` and 16 hex digits). Taken by `getArticleContent`, and as `start_id` to page to older articles."
      },
      "publish_time": {
        "type": "number",
        "description": "Publish time, Unix timestamp in milliseconds (the unit is inferred)."
      },
      "title": {
        "type": "string",
        "description": "Title."
      },
      "seo_key": {
        "type": "string",
        "description": "URL-friendly title."
      },
      "cover_image": {
        "$ref": "#/$defs/ArticleCoverImage",
        "description": "The cover image, an object with `src` and `type`."
      },
      "author": {
        "$ref": "#/$defs/ArticleListAuthor",
        "description": "The author of the article."
      },
      "tag_list": {
        "type": "array",
        "description": "Tickers mentioned in the article.",
        "items": {
          "$ref": "#/$defs/Tag"
        }
      },
      "language": {
        "type": "string",
        "description": "Language of the article."
      }
    }
  },
  "ArticlesPage": {
    "type": "object",
    "description": "One page of the article list, newest first.",
    "required": [
      "start_id",
      "size",
      "data"
    ],
    "properties": {
      "start_id": {
        "type": "string",
        "description": "The `start_id` of the request, as echoed by the service; its value when none was given is not shown."
      },
      "size": {
        "type": "number",
        "description": "Number of articles requested (a number in the provider's documentation)."
      },
      "data": {
        "type": "array",
        "description": "The articles, newest first.",
        "items": {
          "$ref": "#/$defs/ArticleSummary"
        }
      }
    }
  },
  "BalanceSheetLine": {
    "description": "A line of the balance sheet: a named value and its child lines. Every period carries every line\nof the tree below, in this order and nesting; when the report lacks a data point the line is\nstill present and its value is null. The same tree, machine-readable, is this schema's\n`x-statement-tree` extension.\n\n- Total Assets\n- Total Current Assets\n  - Cash, Cash Equivalents and Short-term Investments\n    - Cash and Cash Equivalents\n    - Short-term Investments\n  - Restricted Deposits and Cash\n  - Receivables\n    - Accounts and Notes Receivable\n    - Income Taxes Receivable\n    - Other Receivables\n    - Amounts Due from Related Parties\n  - Inventories\n    - Raw Materials\n    - Work in Process\n    - Finished Goods\n    - Other Inventory\n  - Derivative Financial Assets(current)\n  - Prepaid Expenses(current)\n  - Assets Held for Sale\n  - Contract Assets(current)\n  - Other Current Assets\n- Total Non-current Assets\n  - Property, Plant and Equipment, Net\n    - Gross Property, Plant and Equipment\n    - Accumulated Depreciation\n  - Long-term Investments and Receivables\n    - Long-term Investments\n    - Long-term Receivables\n  - Goodwill and Intangible Assets\n    - Goodwill\n    - Intangible Assets\n  - Investment Properties\n  - Derivative Financial Assets(non-current)\n  - Prepaid Expenses(non-current)\n  - Prepaid Pension Costs\n  - Contract Assets(non-current)\n  - Deferred Tax Assets\n  - Investments in Affiliates\n    - Investments in Associates\n    - Investments in Joint Ventures\n  - Other Non-current Assets\n- Total liabilities\n- Total Current Liabilities\n  - Short-term Debt\n    - Short-term Borrowings\n    - Short-term Lease Liabilities\n    - Current Portion of Long-term Debt\n  - Amounts Due to Related Parties\n    - Accounts and Notes Payable\n    - Income taxes payable\n    - Interest and Dividends Payable\n    - Other Payables and Accruals\n    - Amounts Due to Related Parties\n  - Derivative Financial Liabilities(current)\n  - Liabilities Held for Sale\n  - Advances from customers(current)\n  - Deferred Revenue(current)\n  - Contract Liabilities(current)\n  - Other Current Liabilities\n- Total Non-current Liabilities\n  - Long-term debt\n    - Long-term borrowings\n    - Long-term Lease Liabilities\n  - Accrued Liabilities\n  - Pension Liabilities\n    - Pensions\n    - Other Post-ret Benefits\n  - Deferred Compensation\n  - Derivative Financial Liabilities(non-current)\n  - Deferred Tax Liabilities\n  - Advances from customers(non-current)\n  - Deferred Revenue(non-current)\n  - Contract Liabilities(non-current)\n  - Other Non-current Liabilities\n- Total Equity\n  - Equity Attributable to Minority Interests\n- Equity Attributable to Owners of the Company\n  - Preferred Equity\n  - Hybrid Capital\n  - Equity Attributable to Common Stockholders\n    - Common Stock\n    - Additional Paid in Capital\n    - Retained Earnings\n    - Treasury Stock\n    - Accumulated Other Comprehensive Income\n    - Other Equity of Common Stockholders\n- Total Liabilities and Equity",
    "allOf": [
      {
        "$ref": "#/$defs/StatementLine"
      },
      {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "$ref": "#/$defs/BalanceSheetLineName",
            "description": "Name of the line."
          },
          "lines": {
            "type": "array",
            "description": "Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array.",
            "items": {
              "$ref": "#/$defs/BalanceSheetLine"
            }
          }
        }
      }
    ]
  },
  "BalanceSheetLineName": {
    "type": "string",
    "description": "Name of a line of the balance sheet, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. \"Amounts Due to Related Parties\" occurs twice in the tree: as a line of Total Current Liabilities and again as its own child.",
    "enum": [
      "Total Assets",
      "Total Current Assets",
      "Cash, Cash Equivalents and Short-term Investments",
      "Cash and Cash Equivalents",
      "Short-term Investments",
      "Restricted Deposits and Cash",
      "Receivables",
      "Accounts and Notes Receivable",
      "Income Taxes Receivable",
      "Other Receivables",
      "Amounts Due from Related Parties",
      "Inventories",
      "Raw Materials",
      "Work in Process",
      "Finished Goods",
      "Other Inventory",
      "Derivative Financial Assets(current)",
      "Prepaid Expenses(current)",
      "Assets Held for Sale",
      "Contract Assets(current)",
      "Other Current Assets",
      "Total Non-current Assets",
      "Property, Plant and Equipment, Net",
      "Gross Property, Plant and Equipment",
      "Accumulated Depreciation",
      "Long-term Investments and Receivables",
      "Long-term Investments",
      "Long-term Receivables",
      "Goodwill and Intangible Assets",
      "Goodwill",
      "Intangible Assets",
      "Investment Properties",
      "Derivative Financial Assets(non-current)",
      "Prepaid Expenses(non-current)",
      "Prepaid Pension Costs",
      "Contract Assets(non-current)",
      "Deferred Tax Assets",
      "Investments in Affiliates",
      "Investments in Associates",
      "Investments in Joint Ventures",
      "Other Non-current Assets",
      "Total liabilities",
      "Total Current Liabilities",
      "Short-term Debt",
      "Short-term Borrowings",
      "Short-term Lease Liabilities",
      "Current Portion of Long-term Debt",
      "Amounts Due to Related Parties",
      "Accounts and Notes Payable",
      "Income taxes payable",
      "Interest and Dividends Payable",
      "Other Payables and Accruals",
      "Derivative Financial Liabilities(current)",
      "Liabilities Held for Sale",
      "Advances from customers(current)",
      "Deferred Revenue(current)",
      "Contract Liabilities(current)",
      "Other Current Liabilities",
      "Total Non-current Liabilities",
      "Long-term debt",
      "Long-term borrowings",
      "Long-term Lease Liabilities",
      "Accrued Liabilities",
      "Pension Liabilities",
      "Pensions",
      "Other Post-ret Benefits",
      "Deferred Compensation",
      "Derivative Financial Liabilities(non-current)",
      "Deferred Tax Liabilities",
      "Advances from customers(non-current)",
      "Deferred Revenue(non-current)",
      "Contract Liabilities(non-current)",
      "Other Non-current Liabilities",
      "Total Equity",
      "Equity Attributable to Minority Interests",
      "Equity Attributable to Owners of the Company",
      "Preferred Equity",
      "Hybrid Capital",
      "Equity Attributable to Common Stockholders",
      "Common Stock",
      "Additional Paid in Capital",
      "Retained Earnings",
      "Treasury Stock",
      "Accumulated Other Comprehensive Income",
      "Other Equity of Common Stockholders",
      "Total Liabilities and Equity"
    ]
  },
  "BalanceSheetPeriod": {
    "description": "One reporting period of the balance sheet with its lines.",
    "allOf": [
      {
        "$ref": "#/$defs/StatementPeriod"
      },
      {
        "type": "object",
        "required": [
          "lines"
        ],
        "properties": {
          "lines": {
            "type": "array",
            "description": "The top-level lines of the balance sheet; children nest in `lines`.",
            "items": {
              "$ref": "#/$defs/BalanceSheetLine"
            }
          }
        }
      }
    ]
  },
  "Candle": {
    "type": "object",
    "description": "One price bar. Whether `t` is the start or the end of the bar is not shown (the start, inferred).",
    "required": [
      "t",
      "o",
      "h",
      "l",
      "c",
      "v",
      "a"
    ],
    "properties": {
      "t": {
        "type": "integer",
        "format": "int64",
        "description": "Time of the bar, Unix timestamp in milliseconds."
      },
      "o": {
        "type": "number",
        "description": "Open price."
      },
      "h": {
        "type": "number",
        "description": "High price."
      },
      "l": {
        "type": "number",
        "description": "Low price."
      },
      "c": {
        "type": "number",
        "description": "Close price."
      },
      "v": {
        "type": "number",
        "description": "Volume, in shares."
      },
      "a": {
        "type": "number",
        "description": "Traded value (the sum of price times quantity; currency not shown)."
      }
    }
  },
  "CashflowStatementLine": {
    "description": "A line of the cash flow statement: a named value and its child lines. Every period carries every line\nof the tree below, in this order and nesting; when the report lacks a data point the line is\nstill present and its value is null. The same tree, machine-readable, is this schema's\n`x-statement-tree` extension.\n\n- Net Cash Flows from Operating Activities\n  - Net Income\n  - Depreciation and Amortization\n  - Stock-based Compensation\n  - Deferred Taxs\n  - Interest Income(expense)\n  - Impairment of Assets\n  - Change in Working Capital\n    - Change in Accounts Receivable\n    - Change in Inventories\n    - Change in Accounts Payable\n    - Change in Prepaid Expenses\n    - Change in Contract liabilities\n    - Change in Deferred Revenue\n    - Change in Other Working Capital\n  - Other Non-cash Adjustments\n  - Net Cash from Discontinued Operating Activities\n- Net Cash Flows from Investing Activities\n  - Change in PPE and Intangible Assets\n    - Disposal of PPE and Intangible Assets\n    - Purchase of PPE and Intangible Assets\n  - Change in Investments\n    - Decrease in Investments\n    - Increase in Investments\n  - Change in long-term Equity Investments\n    - Change in Associates and Joint Ventures\n    - Change in Subsidiaries\n  - Dividends Received\n  - Interest Received\n  - Other Investing Activities\n  - Net Cash from Discontinued Investing Activities\n- Net Cash Flows from Financing Activities\n  - Dividends Paid\n  - Change in Debt\n    - Issuance of Short-term Debt\n    - Repayment of Short-term Debt\n    - Issuance of long-term Debt\n    - Repayment of long-term Debt\n  - Change in Capital Stock\n    - Increase in Capital Stock\n    - Decrease in Capital Stock\n  - Interest Paid\n  - Other Financing Activities\n  - Net Cash from Discontinued Financing Activities\n  - Effect of Foreign Exchange Rate Changes\n  - Other Accounts Affecting Net Increase in Cash and Cash Equivalents\n- Net Increase in Cash and Cash Equivalents\n- Cash and Cash Equivalents at Beginning of Period\n  - Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents\n- Cash and Cash Equivalents at End of Period",
    "allOf": [
      {
        "$ref": "#/$defs/StatementLine"
      },
      {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "$ref": "#/$defs/CashflowStatementLineName",
            "description": "Name of the line."
          },
          "lines": {
            "type": "array",
            "description": "Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array.",
            "items": {
              "$ref": "#/$defs/CashflowStatementLine"
            }
          }
        }
      }
    ]
  },
  "CashflowStatementLineName": {
    "type": "string",
    "description": "Name of a line of the cash flow statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement.",
    "enum": [
      "Net Cash Flows from Operating Activities",
      "Net Income",
      "Depreciation and Amortization",
      "Stock-based Compensation",
      "Deferred Taxs",
      "Interest Income(expense)",
      "Impairment of Assets",
      "Change in Working Capital",
      "Change in Accounts Receivable",
      "Change in Inventories",
      "Change in Accounts Payable",
      "Change in Prepaid Expenses",
      "Change in Contract liabilities",
      "Change in Deferred Revenue",
      "Change in Other Working Capital",
      "Other Non-cash Adjustments",
      "Net Cash from Discontinued Operating Activities",
      "Net Cash Flows from Investing Activities",
      "Change in PPE and Intangible Assets",
      "Disposal of PPE and Intangible Assets",
      "Purchase of PPE and Intangible Assets",
      "Change in Investments",
      "Decrease in Investments",
      "Increase in Investments",
      "Change in long-term Equity Investments",
      "Change in Associates and Joint Ventures",
      "Change in Subsidiaries",
      "Dividends Received",
      "Interest Received",
      "Other Investing Activities",
      "Net Cash from Discontinued Investing Activities",
      "Net Cash Flows from Financing Activities",
      "Dividends Paid",
      "Change in Debt",
      "Issuance of Short-term Debt",
      "Repayment of Short-term Debt",
      "Issuance of long-term Debt",
      "Repayment of long-term Debt",
      "Change in Capital Stock",
      "Increase in Capital Stock",
      "Decrease in Capital Stock",
      "Interest Paid",
      "Other Financing Activities",
      "Net Cash from Discontinued Financing Activities",
      "Effect of Foreign Exchange Rate Changes",
      "Other Accounts Affecting Net Increase in Cash and Cash Equivalents",
      "Net Increase in Cash and Cash Equivalents",
      "Cash and Cash Equivalents at Beginning of Period",
      "Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents",
      "Cash and Cash Equivalents at End of Period"
    ]
  },
  "CashflowStatementPeriod": {
    "description": "One reporting period of the cash flow statement with its lines.",
    "allOf": [
      {
        "$ref": "#/$defs/StatementPeriod"
      },
      {
        "type": "object",
        "required": [
          "lines"
        ],
        "properties": {
          "lines": {
            "type": "array",
            "description": "The top-level lines of the cash flow statement; children nest in `lines`.",
            "items": {
              "$ref": "#/$defs/CashflowStatementLine"
            }
          }
        }
      }
    ]
  },
  "CongressTrade": {
    "type": "object",
    "description": "A trade by a US politician, disclosed under the 2012 law that requires disclosure of transactions over a threshold within 30 days of notification and no later than 45 days after the transaction. Rows carry no ticker: it is the one asked for. All fields are strings.",
    "required": [
      "name",
      "party",
      "state",
      "trade_date",
      "filing_date",
      "reporting_gap",
      "trade_type",
      "size"
    ],
    "properties": {
      "name": {
        "type": "string",
        "description": "Name of the politician."
      },
      "party": {
        "type": "string",
        "description": "Political party as published. Allowed values are not shown."
      },
      "state": {
        "type": "string",
        "description": "US state the politician represents, as published. Allowed values are not shown."
      },
      "trade_date": {
        "type": "string",
        "format": "date",
        "description": "Date of the trade, `YYYY-MM-DD` (as public clients read it)."
      },
      "filing_date": {
        "type": "string",
        "format": "date",
        "description": "Date the trade was filed, `YYYY-MM-DD` (as public clients read it)."
      },
      "reporting_gap": {
        "type": "string",
        "description": "Time between the trade and its filing, as published (format not shown)."
      },
      "trade_type": {
        "type": "string",
        "description": "Type of trade, `buy` or `sell` as public clients see it; the full list is not shown."
      },
      "size": {
        "type": "string",
        "description": "Approximate dollar value as a range, for example `$1K-$15K`, `$100K-$250K` or `$1M-$5M` (as public clients see it; the full list is not shown)."
      }
    }
  },
  "Consensus": {
    "type": "object",
    "description": "The current rating and target price averaged across all analysts' opinions.",
    "required": [
      "analysts_ratings",
      "target_price"
    ],
    "properties": {
      "analysts_ratings": {
        "type": "object",
        "description": "Counts of analyst ratings and their average.",
        "required": [
          "count",
          "buy",
          "hold",
          "sell",
          "average_rating"
        ],
        "properties": {
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of analysts rating the stock."
          },
          "buy": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of buy ratings."
          },
          "hold": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of hold ratings."
          },
          "sell": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of sell ratings."
          },
          "average_rating": {
            "type": "string",
            "description": "Average rating, capitalised, for example `Buy`; allowed values are not shown."
          }
        }
      },
      "target_price": {
        "type": "object",
        "description": "Analysts' price targets.",
        "required": [
          "count",
          "high",
          "average",
          "low"
        ],
        "properties": {
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of analysts with a price target."
          },
          "high": {
            "type": "number",
            "description": "Highest price target (currency not shown)."
          },
          "average": {
            "type": "number",
            "description": "Average price target (currency not shown)."
          },
          "low": {
            "type": "number",
            "description": "Lowest price target (currency not shown)."
          }
        }
      }
    }
  },
  "CorporateAction": {
    "type": "object",
    "description": "One corporate action on the calendar, a stock split or a reverse stock split.",
    "required": [
      "ticker",
      "type",
      "ratio"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "US ticker symbol of the stock."
      },
      "type": {
        "type": "string",
        "description": "Kind of action in title case with spaces, for example `Stock Split` or `Reverse Stock Split`. The set is open: other values are not shown."
      },
      "ratio": {
        "type": "string",
        "description": "Ratio of new to old shares, for example `4:1` for a split or `1:10` for a reverse split."
      }
    }
  },
  "Dividend": {
    "type": "object",
    "description": "One dividend of a stock. ETFs are not supported.",
    "required": [
      "declaration_date",
      "ex_date",
      "pay_date",
      "amount"
    ],
    "properties": {
      "declaration_date": {
        "type": "string",
        "description": "Date the dividend was declared (format not shown)."
      },
      "ex_date": {
        "type": "string",
        "description": "Ex-dividend date (format not shown)."
      },
      "pay_date": {
        "type": "string",
        "description": "Payment date (format not shown)."
      },
      "amount": {
        "type": "number",
        "description": "Amount per share (currency not shown)."
      }
    }
  },
  "DividendsCalendarEntry": {
    "type": "object",
    "description": "One dividend on the dividends calendar.",
    "required": [
      "ticker",
      "ex_date",
      "pay_date",
      "amount"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "US ticker symbol of the stock."
      },
      "ex_date": {
        "type": "string",
        "description": "Ex-dividend date (format not shown)."
      },
      "pay_date": {
        "type": "string",
        "description": "Payment date (format not shown)."
      },
      "amount": {
        "type": "number",
        "description": "Amount per share (inferred; currency not shown)."
      }
    }
  },
  "EarningsBacktest": {
    "type": "object",
    "description": "Summary statistics of how the stock price performed after earnings beat forecasts.",
    "required": [
      "headline",
      "summary"
    ],
    "properties": {
      "headline": {
        "type": "string",
        "description": "One-line headline of the backtest."
      },
      "summary": {
        "type": "string",
        "description": "Free text with the statistics over windows such as 3 and 30 days."
      }
    }
  },
  "EarningsCalendarEntry": {
    "type": "object",
    "description": "One earnings report on the earnings calendar. Units, currency and scaling of the numbers are not shown. Actuals and surprises are null while the report is not yet released (inferred).",
    "required": [
      "ticker",
      "unique_id",
      "period_name",
      "eps_actual",
      "eps_forecast",
      "eps_surprise",
      "revenue_actual",
      "revenue_forecast",
      "revenue_surprise"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "US ticker symbol of the stock."
      },
      "unique_id": {
        "type": "string",
        "description": "Id of the earnings event, the `unique_id` that `getEarningsBacktest` takes."
      },
      "period_name": {
        "type": "string",
        "description": "Name of the fiscal period, as published (format not shown)."
      },
      "eps_actual": {
        "type": [
          "number",
          "null"
        ],
        "description": "Reported earnings per share; null before the release (inferred)."
      },
      "eps_forecast": {
        "type": [
          "number",
          "null"
        ],
        "description": "Forecast earnings per share; null when there is no forecast (inferred)."
      },
      "eps_surprise": {
        "type": [
          "number",
          "null"
        ],
        "description": "Reported minus forecast earnings per share; null before the release (inferred)."
      },
      "revenue_actual": {
        "type": [
          "number",
          "null"
        ],
        "description": "Reported revenue (units not shown); null before the release (inferred)."
      },
      "revenue_forecast": {
        "type": [
          "number",
          "null"
        ],
        "description": "Forecast revenue (units not shown); null when there is no forecast (inferred)."
      },
      "revenue_surprise": {
        "type": [
          "number",
          "null"
        ],
        "description": "Reported minus forecast revenue (units not shown); null before the release (inferred)."
      }
    }
  },
  "EarningsReport": {
    "type": "object",
    "description": "One earnings report of a stock. Units, currency and scaling of the numbers are not shown. Which field carries the earnings event id that `getEarningsBacktest` needs is not shown; `unique_id` is optional and inferred (the provider's earnings calendar names the id so).",
    "required": [
      "period_name",
      "period_end_date",
      "release_date",
      "eps_actual",
      "eps_forecast",
      "eps_surprise",
      "revenue_actual",
      "revenue_forecast",
      "revenue_surprise",
      "earnings_call_url",
      "earnings_call_summary",
      "sec_form_link"
    ],
    "properties": {
      "period_name": {
        "type": "string",
        "description": "Name of the fiscal period, as published (format not shown)."
      },
      "period_end_date": {
        "type": "string",
        "description": "End date of the fiscal period (format not shown)."
      },
      "release_date": {
        "type": "string",
        "description": "Date the report was released (format not shown)."
      },
      "eps_actual": {
        "type": "number",
        "description": "Reported earnings per share."
      },
      "eps_forecast": {
        "type": "number",
        "description": "Forecast earnings per share."
      },
      "eps_surprise": {
        "type": "number",
        "description": "Reported minus forecast earnings per share."
      },
      "revenue_actual": {
        "type": "number",
        "description": "Reported revenue (units not shown)."
      },
      "revenue_forecast": {
        "type": "number",
        "description": "Forecast revenue (units not shown)."
      },
      "revenue_surprise": {
        "type": "number",
        "description": "Reported minus forecast revenue (units not shown)."
      },
      "earnings_call_url": {
        "type": "string",
        "description": "URL of the earnings call recording or transcript."
      },
      "earnings_call_summary": {
        "type": "string",
        "description": "Summary of the earnings call, free text."
      },
      "sec_form_link": {
        "type": "string",
        "description": "URL of the SEC filing of the report."
      },
      "unique_id": {
        "type": "string",
        "description": "Id of the earnings event, taken by `getEarningsBacktest` as `unique_id`. Inferred: the provider's earnings calendar returns this id; whether earnings reports carry it is not shown, so it may be absent."
      }
    }
  },
  "EconomicEvent": {
    "type": "object",
    "description": "An economic event on the calendar, such as a GDP release or an employment report.",
    "required": [
      "index",
      "importance",
      "actual",
      "forecast",
      "previous"
    ],
    "properties": {
      "index": {
        "type": "string",
        "description": "Name of the indicator."
      },
      "importance": {
        "type": "integer",
        "enum": [
          1,
          2,
          3
        ],
        "description": "Importance, 1, 2 or 3 from low to high (documented by the provider)."
      },
      "actual": {
        "type": "string",
        "description": "Actual value as published, for example `2.1%`; an empty string (`\"\"`) while the event is not yet released (see the `unreleased` example of `listEconomicEvents`)."
      },
      "forecast": {
        "type": "string",
        "description": "Forecast value as published."
      },
      "previous": {
        "type": "string",
        "description": "Previous value as published."
      }
    }
  },
  "EtfHolding": {
    "type": "object",
    "description": "One of the top 10 holdings of an ETF on a date.",
    "required": [
      "ticker",
      "constituent_weight"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "Ticker symbol of the constituent."
      },
      "constituent_weight": {
        "type": "number",
        "description": "Weight of the constituent in the ETF (scaling not shown)."
      }
    }
  },
  "EtfHoldingsRecord": {
    "type": "object",
    "description": "The top 10 holdings of an ETF on one known date of change.",
    "required": [
      "date",
      "total_weight",
      "holdings"
    ],
    "properties": {
      "date": {
        "type": "string",
        "description": "Date of the record (format not shown)."
      },
      "total_weight": {
        "type": "number",
        "description": "Sum of the weights of the listed holdings (scaling not shown)."
      },
      "holdings": {
        "type": "array",
        "description": "The top 10 holdings; only the top 10 are returned.",
        "maxItems": 10,
        "items": {
          "$ref": "#/$defs/EtfHolding"
        }
      }
    }
  },
  "EtfProfile": {
    "type": "object",
    "description": "The profile of an ETF (public clients describe assets under management, fees, dividends and an industry breakdown). The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised.",
    "additionalProperties": true
  },
  "FinancialMetrics": {
    "type": "object",
    "description": "Key financial metrics of a stock. All members are numbers; units, currency and scaling are not shown. Ratios read as fractions by public clients are marked inferred.",
    "required": [
      "assets_debt_ratio",
      "eps_ttm",
      "gross_profit_ttm",
      "gross_profit_ratio_ttm",
      "net_profit",
      "net_profit_ttm",
      "net_profit_ratio_ttm",
      "net_profit_yoy",
      "operating_income_total",
      "operating_income_total_ttm",
      "operating_income_total_yoy",
      "parent_holder_net_profit_ttm",
      "balanced_net_assets",
      "roe_ttm",
      "pay_out_ratio",
      "dividend_yield_ratio_ttm",
      "pb",
      "pe_ttm"
    ],
    "properties": {
      "assets_debt_ratio": {
        "type": "number",
        "description": "Assets-to-debt ratio, as the provider's documentation names it (`assets_debt_ratio`): assets over debt. Which assets and which debt, and the scaling, are not shown."
      },
      "eps_ttm": {
        "type": "number",
        "description": "Earnings per share over the trailing twelve months."
      },
      "gross_profit_ttm": {
        "type": "number",
        "description": "Gross profit over the trailing twelve months."
      },
      "gross_profit_ratio_ttm": {
        "type": "number",
        "description": "Gross margin over the trailing twelve months, a fraction (inferred)."
      },
      "net_profit": {
        "type": "number",
        "description": "Net profit of the latest reported period."
      },
      "net_profit_ttm": {
        "type": "number",
        "description": "Net profit over the trailing twelve months."
      },
      "net_profit_ratio_ttm": {
        "type": "number",
        "description": "Net margin over the trailing twelve months, a fraction (inferred)."
      },
      "net_profit_yoy": {
        "type": "number",
        "description": "Year-over-year change of net profit, a fraction (inferred)."
      },
      "operating_income_total": {
        "type": "number",
        "description": "Total operating income (revenue) of the latest reported period."
      },
      "operating_income_total_ttm": {
        "type": "number",
        "description": "Total operating income (revenue) over the trailing twelve months."
      },
      "operating_income_total_yoy": {
        "type": "number",
        "description": "Year-over-year change of total operating income, a fraction (inferred)."
      },
      "parent_holder_net_profit_ttm": {
        "type": "number",
        "description": "Net profit attributable to the parent company holders over the trailing twelve months."
      },
      "balanced_net_assets": {
        "type": "number",
        "description": "Net assets (book value) as published."
      },
      "roe_ttm": {
        "type": "number",
        "description": "Return on equity over the trailing twelve months, a fraction (0.25 means 25 %; inferred)."
      },
      "pay_out_ratio": {
        "type": "number",
        "description": "Dividend payout ratio, a fraction (inferred)."
      },
      "dividend_yield_ratio_ttm": {
        "type": "number",
        "description": "Dividend yield over the trailing twelve months, a fraction (0.005 means 0.5 %; inferred)."
      },
      "pb": {
        "type": "number",
        "description": "Price-to-book ratio."
      },
      "pe_ttm": {
        "type": "number",
        "description": "Price-to-earnings ratio over the trailing twelve months."
      }
    }
  },
  "FinancialStatements": {
    "type": "object",
    "description": "The income statements, cash flow statements and balance sheets of a stock, one element per period.",
    "required": [
      "income_statements",
      "cashflow_statements",
      "balance_sheets"
    ],
    "properties": {
      "income_statements": {
        "type": "array",
        "description": "Income statements, one per period.",
        "items": {
          "$ref": "#/$defs/IncomeStatementPeriod"
        }
      },
      "cashflow_statements": {
        "type": "array",
        "description": "Cash flow statements, one per period.",
        "items": {
          "$ref": "#/$defs/CashflowStatementPeriod"
        }
      },
      "balance_sheets": {
        "type": "array",
        "description": "Balance sheets, one per period.",
        "items": {
          "$ref": "#/$defs/BalanceSheetPeriod"
        }
      }
    }
  },
  "Headline": {
    "type": "object",
    "description": "An item of the wires list: a news wire without its content body. The body is fetched separately with `getWireContent` by `content_id`.\n\nWhich members are required: the provider documents two lists that disagree. Its table of headline fields names `news_id`, `content_id`, `publish_time`, `title`, `source`, `seo_key`, `cover_image`, `tag_list` and `language`; its schema's required list names `news_id`, `news_important`, `publish_time`, `title`, `content`, `source`, `cover_image`, `source_url` and `tag_list`. This description requires the documented fields of the table, the ones the provider describes as returned: `content_id` is the only way to the body, and the service states that the list leaves the body (`content`) out, which the required list contradicts. The three members only the required list names (`news_important`, `content`, `source_url`) are typed as optional, since whether they are returned is not shown.",
    "required": [
      "news_id",
      "content_id",
      "publish_time",
      "title",
      "source",
      "seo_key",
      "cover_image",
      "tag_list",
      "language"
    ],
    "properties": {
      "news_id": {
        "type": "string",
        "description": "Id of the item. Used as `start_id` to page to earlier items."
      },
      "content_id": {
        "type": "string",
        "description": "Id used to fetch the content body with `getWireContent`."
      },
      "publish_time": {
        "type": "number",
        "description": "Publish time, Unix timestamp in milliseconds."
      },
      "title": {
        "type": "string",
        "description": "Title."
      },
      "source": {
        "type": "string",
        "description": "Source name."
      },
      "seo_key": {
        "type": "string",
        "description": "URL-friendly title."
      },
      "cover_image": {
        "type": "string",
        "description": "URL of the AI-generated cover image."
      },
      "tag_list": {
        "type": "array",
        "description": "Tickers mentioned in the content.",
        "items": {
          "$ref": "#/$defs/Tag"
        }
      },
      "language": {
        "type": "string",
        "description": "Language of the content."
      },
      "news_important": {
        "type": "number",
        "description": "Importance mark. The provider's older reference page types it as a number and does not document its values; it appears only in an old required list of the provider's schema, not among the documented headline fields, so whether it is returned is not shown and it may be absent. The `important` tab, not this member, is the documented way to list important news."
      },
      "content": {
        "type": "string",
        "description": "Content body. Seen only in an old required list of the provider's schema, not among the documented headline fields; the list endpoint leaves the body out, so whether it is returned is not shown."
      },
      "source_url": {
        "type": "string",
        "description": "URL of the original source. Seen only in an old required list of the provider's schema, not among the documented headline fields; whether it is returned is not shown."
      }
    }
  },
  "IncomeStatementLine": {
    "description": "A line of the income statement: a named value and its child lines. Every period carries every line\nof the tree below, in this order and nesting; when the report lacks a data point the line is\nstill present and its value is null. The same tree, machine-readable, is this schema's\n`x-statement-tree` extension.\n\n- Revenue\n  - Sales and Services Revenue\n  - Financing Services Revenue\n  - Other Revenue\n- Cost of Revenue\n  - Cost of Goods and Services\n  - Cost of Financing Services\n  - Other Cost\n- Gross Profit\n- Other Operating Income\n- Operating Expenses\n  - Selling, General and Administrative Expenses\n    - Selling and Marketing Expenses\n    - General and Administrative Expenses\n  - Research and Development Expenses\n  - Loss on Bad Debts\n  - Loss on Impairment of Other Assets\n  - Loss on Disposal of Assets\n  - Other Operating Expenses\n- Operating Income\n- Non-Operating Income (Loss)\n  - Income (Loss) from Affiliates\n    - Income (Loss) from Associates\n    - Income (Loss) from Joint ventures\n  - Gain (Loss) on Other Investment\n  - Gain (Loss) on Change in Fair Value\n  - Gain (Loss) on Foreign Currency Exchange\n  - Other Non-Operating Income (Loss)\n  - Net Interest Expense\n    - Interest Expense\n    - Interest Income\n- Pretax Income From Continuing Operations\n- Income Tax Expense\n  - Current Income Tax\n  - Deferred Income Tax\n  - Income Tax Adjustments\n- Net Income from Continuing Operations\n- Income from Discontinued Operations\n- Other Items Before Net Income\n- Net Income\n  - Net Income Attributable to Minority Interests\n  - Net Income Attributable to Owners of the Company\n    - Preferred Stock Dividends\n    - Other Adjustments\n    - Net Income Attributable to Common Stockholders\n- Other Comprehensive Income\n- Total Comprehensive Income\n  - Total Comprehensive Income Attributable to Minority Interests\n  - Total Comprehensive Income Attributable to Owners of the Company\n- Basic EPS\n  - Basic EPS from Continuing Operations\n  - Basic EPS from Discontinued Operations\n- Diluted EPS\n  - Diluted EPS from Continuing Operations\n  - Diluted EPS from Discontinued Operations",
    "allOf": [
      {
        "$ref": "#/$defs/StatementLine"
      },
      {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "$ref": "#/$defs/IncomeStatementLineName",
            "description": "Name of the line."
          },
          "lines": {
            "type": "array",
            "description": "Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array.",
            "items": {
              "$ref": "#/$defs/IncomeStatementLine"
            }
          }
        }
      }
    ]
  },
  "IncomeStatementLineName": {
    "type": "string",
    "description": "Name of a line of the income statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement.",
    "enum": [
      "Revenue",
      "Sales and Services Revenue",
      "Financing Services Revenue",
      "Other Revenue",
      "Cost of Revenue",
      "Cost of Goods and Services",
      "Cost of Financing Services",
      "Other Cost",
      "Gross Profit",
      "Other Operating Income",
      "Operating Expenses",
      "Selling, General and Administrative Expenses",
      "Selling and Marketing Expenses",
      "General and Administrative Expenses",
      "Research and Development Expenses",
      "Loss on Bad Debts",
      "Loss on Impairment of Other Assets",
      "Loss on Disposal of Assets",
      "Other Operating Expenses",
      "Operating Income",
      "Non-Operating Income (Loss)",
      "Income (Loss) from Affiliates",
      "Income (Loss) from Associates",
      "Income (Loss) from Joint ventures",
      "Gain (Loss) on Other Investment",
      "Gain (Loss) on Change in Fair Value",
      "Gain (Loss) on Foreign Currency Exchange",
      "Other Non-Operating Income (Loss)",
      "Net Interest Expense",
      "Interest Expense",
      "Interest Income",
      "Pretax Income From Continuing Operations",
      "Income Tax Expense",
      "Current Income Tax",
      "Deferred Income Tax",
      "Income Tax Adjustments",
      "Net Income from Continuing Operations",
      "Income from Discontinued Operations",
      "Other Items Before Net Income",
      "Net Income",
      "Net Income Attributable to Minority Interests",
      "Net Income Attributable to Owners of the Company",
      "Preferred Stock Dividends",
      "Other Adjustments",
      "Net Income Attributable to Common Stockholders",
      "Other Comprehensive Income",
      "Total Comprehensive Income",
      "Total Comprehensive Income Attributable to Minority Interests",
      "Total Comprehensive Income Attributable to Owners of the Company",
      "Basic EPS",
      "Basic EPS from Continuing Operations",
      "Basic EPS from Discontinued Operations",
      "Diluted EPS",
      "Diluted EPS from Continuing Operations",
      "Diluted EPS from Discontinued Operations"
    ]
  },
  "IncomeStatementPeriod": {
    "description": "One reporting period of the income statement with its lines.",
    "allOf": [
      {
        "$ref": "#/$defs/StatementPeriod"
      },
      {
        "type": "object",
        "required": [
          "lines"
        ],
        "properties": {
          "lines": {
            "type": "array",
            "description": "The top-level lines of the income statement; children nest in `lines`.",
            "items": {
              "$ref": "#/$defs/IncomeStatementLine"
            }
          }
        }
      }
    ]
  },
  "InsiderTrade": {
    "type": "object",
    "description": "A trade of a stock by one of its insiders, as filed with the SEC. Rows carry no ticker: it is the one asked for. Sign and unit conventions of the numbers are not shown.",
    "required": [
      "name",
      "position",
      "trade_date",
      "filing_date",
      "reporting_gap",
      "trade_type",
      "shares_chg",
      "shares_chg_percent",
      "shares_held",
      "price"
    ],
    "properties": {
      "name": {
        "type": "string",
        "description": "Name of the insider."
      },
      "position": {
        "type": "string",
        "description": "Position of the insider in the company, such as a title (CEO, Director) (inferred)."
      },
      "trade_date": {
        "type": "string",
        "description": "Date of the trade (format not shown)."
      },
      "filing_date": {
        "type": "string",
        "description": "Date the trade was filed with the SEC (format not shown)."
      },
      "reporting_gap": {
        "type": "string",
        "description": "Time between the trade and its filing, as published (format not shown)."
      },
      "trade_type": {
        "type": "string",
        "description": "Type of trade, as published. Allowed values are not shown."
      },
      "shares_chg": {
        "type": "number",
        "description": "Change in shares held by the trade (sign convention not shown)."
      },
      "shares_chg_percent": {
        "type": "number",
        "description": "Change in shares held, relative to the holding before the trade (unit not shown)."
      },
      "shares_held": {
        "type": "number",
        "description": "Shares held after the trade."
      },
      "price": {
        "type": "number",
        "description": "Price per share of the trade (currency not shown)."
      }
    }
  },
  "IpoCalendarEntry": {
    "type": "object",
    "description": "One initial public offering on the IPO calendar. No company name, share count or final price is given.",
    "required": [
      "ticker",
      "exchange",
      "floor_price",
      "ceiling_price"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "US ticker symbol the stock lists under."
      },
      "exchange": {
        "type": "string",
        "description": "Exchange of the listing, as published. Allowed values are not shown."
      },
      "floor_price": {
        "type": "number",
        "description": "Low end of the offer price range (inferred meaning; currency not shown)."
      },
      "ceiling_price": {
        "type": "number",
        "description": "High end of the offer price range (inferred meaning; currency not shown)."
      }
    }
  },
  "RatingRecord": {
    "type": "object",
    "description": "One research publication of an analyst firm about a stock.",
    "required": [
      "date",
      "firm",
      "action",
      "rating_previous",
      "rating",
      "target_price_previous",
      "price_target"
    ],
    "properties": {
      "date": {
        "type": "string",
        "format": "date",
        "description": "Publication date, `YYYY-MM-DD` (the form of the provider's sample)."
      },
      "firm": {
        "type": "string",
        "description": "Name of the analyst firm."
      },
      "action": {
        "type": "string",
        "description": "Rating action as published (for example an upgrade or a reiteration); allowed values are not shown."
      },
      "rating_previous": {
        "type": [
          "string",
          "null"
        ],
        "description": "Previous rating, or null when the firm had none."
      },
      "rating": {
        "type": "string",
        "description": "Rating as published; allowed values are not shown."
      },
      "target_price_previous": {
        "type": [
          "number",
          "null"
        ],
        "description": "Previous price target, or null when there was none (currency not shown)."
      },
      "price_target": {
        "type": [
          "number",
          "null"
        ],
        "description": "Price target, or null when the publication has none (currency not shown)."
      }
    }
  },
  "Security": {
    "type": "object",
    "description": "A security found by search.",
    "required": [
      "ticker",
      "name",
      "security_tag",
      "exchange"
    ],
    "properties": {
      "ticker": {
        "type": "string",
        "description": "Ticker symbol."
      },
      "name": {
        "type": "string",
        "description": "Company or fund name."
      },
      "security_tag": {
        "type": "string",
        "description": "Kind of security as published (for example stock or ETF); allowed values are not shown."
      },
      "exchange": {
        "type": "string",
        "description": "Exchange code as published; allowed values are not shown."
      }
    }
  },
  "StatementLine": {
    "type": "object",
    "description": "The members every statement line has. The per-statement variants (`IncomeStatementLine`, `CashflowStatementLine`, `BalanceSheetLine`) narrow `name` to the statement's line names and add the child `lines` (`{ name, value, lines }`), which a line without children may leave out, as the provider's own example does, or send as an empty array.",
    "required": [
      "name",
      "value"
    ],
    "properties": {
      "name": {
        "type": "string",
        "description": "Name of the line; consistent across all periods and stocks."
      },
      "value": {
        "type": [
          "number",
          "null"
        ],
        "description": "Value of the line, or null when the report lacks that data point (units not shown)."
      }
    }
  },
  "StatementPeriod": {
    "type": "object",
    "description": "The members every statement period has. The per-statement variants add the period's `lines`.",
    "required": [
      "period",
      "start_date",
      "end_date"
    ],
    "properties": {
      "period": {
        "type": "string",
        "description": "Name of the period as published (format not shown)."
      },
      "start_date": {
        "type": "string",
        "description": "First day of the period (format not shown)."
      },
      "end_date": {
        "type": "string",
        "description": "Last day of the period (format not shown)."
      }
    }
  },
  "StockProfile": {
    "type": "object",
    "description": "The profile of a stock. The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised.",
    "additionalProperties": true
  },
  "Tag": {
    "type": "object",
    "description": "A ticker symbol identified in the content and attached to it.",
    "required": [
      "code",
      "market",
      "name_en"
    ],
    "properties": {
      "code": {
        "type": "string",
        "description": "Ticker symbol mentioned in the content."
      },
      "market": {
        "type": "string",
        "description": "Market code. The list of market codes is not shown by the provider."
      },
      "name_en": {
        "type": "string",
        "description": "Company name."
      }
    }
  },
  "TradeTick": {
    "type": "object",
    "description": "One printed trade. The provider does not document the members; their meanings are inferred from public clients.",
    "required": [
      "t",
      "p",
      "q"
    ],
    "properties": {
      "t": {
        "type": "number",
        "description": "Time of the trade, Unix timestamp in milliseconds (inferred; the provider types it as a number)."
      },
      "p": {
        "type": "number",
        "description": "Price of the trade (inferred)."
      },
      "q": {
        "type": "number",
        "description": "Quantity traded, in shares (inferred)."
      }
    }
  },
  "WireContent": {
    "type": "object",
    "description": "A news wire with its content body.",
    "required": [
      "content_id",
      "title",
      "content",
      "publish_time",
      "source",
      "language",
      "cover_image",
      "tag_list"
    ],
    "properties": {
      "content_id": {
        "type": "string",
        "description": "Id of the content, as in the headline."
      },
      "title": {
        "type": "string",
        "description": "Title."
      },
      "content": {
        "type": "string",
        "description": "The content body (HTML or text; the markup is not shown)."
      },
      "publish_time": {
        "type": "number",
        "description": "Publish time, Unix timestamp in milliseconds."
      },
      "source": {
        "type": "string",
        "description": "Source name."
      },
      "language": {
        "type": "string",
        "description": "Language of the content."
      },
      "cover_image": {
        "type": "string",
        "description": "URL of the AI-generated cover image."
      },
      "tag_list": {
        "type": "array",
        "description": "Tickers mentioned in the content.",
        "items": {
          "$ref": "#/$defs/Tag"
        }
      }
    }
  },
  "WiresPage": {
    "type": "object",
    "description": "One page of the wires list, latest first.",
    "required": [
      "start_id",
      "size",
      "data"
    ],
    "properties": {
      "start_id": {
        "type": "string",
        "description": "The `start_id` of the request, as echoed by the service; its value when none was given is not shown."
      },
      "size": {
        "type": "integer",
        "description": "Number of items requested."
      },
      "data": {
        "type": "array",
        "description": "The headlines, latest first.",
        "items": {
          "$ref": "#/$defs/Headline"
        }
      }
    }
  }
};
