// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

export interface paths {
    "/news/v1/wire/page/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List news wires
         * @description Returns news wires, latest first, without the content body (fetch it with `getWireContent`). All parameters are optional. Page to earlier items by passing the `news_id` of the last item as `start_id`. New items arrive many times a minute.
         */
        get: operations["listWires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/v1/wire/info/{content_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a news wire with its body
         * @description Returns one news wire with its content body, by the `content_id` of a headline from `listWires`.
         */
        get: operations["getWireContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/v1/article/info/{content_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a research article with its body
         * @description Returns one article with its content body and author, by the `content_id` of an article from `listArticles`.
         */
        get: operations["getArticleContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ownership/congress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trades by US politicians
         * @description Returns disclosed trades of a stock by US politicians (date, type of trade and approximate dollar value), newest first, one page at a time. Rows carry no ticker. The maximum page size is not shown.
         */
        get: operations["listCongressTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/stock/financials/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List earnings reports of a stock
         * @description Returns the latest earnings reports of a stock, with forecasts, surprises and the earnings call.
         */
        get: operations["listEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/stock/financials/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the financial statements of a stock
         * @description Returns the income statements, cash flow statements and balance sheets of a stock, one element per period, each with the full tree of named lines (values null where the report lacks them).
         */
        get: operations["getFinancialStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/stock/financials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the financial metrics of a stock
         * @description Returns key financial metrics of a stock: profitability, growth, valuation and dividend ratios.
         */
        get: operations["getFinancialMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/stock/financials/dividends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dividends of a stock
         * @description Returns the dividends of a stock. ETFs are not supported.
         */
        get: operations["listDividends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/etf/holdings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the holdings history of an ETF
         * @description Returns the top 10 holdings of an ETF on each known date of change within the period. Only the top 10 holdings are returned.
         */
        get: operations["listEtfHoldings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search securities by ticker or name
         * @description Returns the securities whose ticker or company name matches the query, ordered by relevance.
         */
        get: operations["searchSecurities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analysis-ratings/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the analyst ratings history of a stock
         * @description Returns research publications about a stock: the publication date, the firm, the rating action and the target prices. The status fields of the envelope are not shown in the provider's sample.
         */
        get: operations["listRatingsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analysis-ratings/consensus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the analyst consensus of a stock
         * @description Returns the current rating and target price averaged across all analysts' opinions; `data` is null when no analyst rates the stock. The status fields of the envelope are not shown in the provider's sample. An old version of the provider's reference calls the parameter `stock`.
         */
        get: operations["getConsensus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketdata/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the latest trades of a stock (time and sales)
         * @description Returns the requested number of trades printed immediately before the end timestamp `to`, ordered by time ascending. Data covers the current trading day only; historical ticks are not available.
         */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/economics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List economic events on a date
         * @description Returns the economic events (for example GDP releases and employment reports) on a date.
         */
        get: operations["listEconomicEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/earnings/backtesting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the earnings backtest of an earnings event
         * @description Returns summary statistics of how the stock price performed after earnings beat forecasts, for one earnings event.
         */
        get: operations["getEarningsBacktest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/v1/article/page/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List research articles
         * @description Returns the latest research articles, newest first, without their bodies (fetch a body with `getArticleContent` by the article's `content_id`). Page to older articles by passing the `content_id` of the last article as `start_id`. There is no ticker, tab or industry filter.
         */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ownership/insider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List insider trades of a stock
         * @description Returns the trades of a stock by its insiders (officers, directors and large holders) as filed with the SEC, one page at a time. The response is documented by the provider; the parameters are inferred from public clients and from `listCongressTrades` (the parameter block of the provider's page is not shown). The order of the rows and the maximum page size are not shown.
         */
        get: operations["listInsiderTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/stock/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the profile of a stock
         * @description Returns the profile of a stock. The operation is in the provider's own description, but no reference page or sample shows the members of `data`: it is typed as an open object, and any member an application reads is its own assumption.
         */
        get: operations["getStockProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securities/etf/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the profile of an ETF
         * @description Returns the profile of an ETF. The operation is in the provider's own description, but no reference page or sample shows the members of `data` (public clients describe it as covering assets under management, fees, dividends and an industry breakdown): it is typed as an open object, and any member an application reads is its own assumption.
         */
        get: operations["getEtfProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketdata/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the price bars of a stock (OHLCV candles)
         * @description Returns open, high, low, close, volume and traded value bars of a stock over a window, one bar per `step` units of `interval` (`interval=min&step=15` gives 15-minute bars), for one trading session and one price adjustment. The order of the bars is not shown (ascending by time, inferred), nor whether `t` is the start or the end of a bar. An older version of the provider's reference had `session` `regular` or `all`, no `adjustment` and no `a`; this follows the current one.
         */
        get: operations["getCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the earnings reports released on a date
         * @description Returns the earnings reports of a date, one row per stock, each with the `unique_id` that `getEarningsBacktest` takes. The response is documented by the provider; the parameter name `date` is inferred from public clients. No time of day (before or after the market) is given.
         */
        get: operations["listEarningsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/dividends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the dividends of a date
         * @description Returns the dividends of a date, one row per stock. Whether the date is matched against the ex-dividend date or the pay date is not shown; the ex-dividend date is inferred.
         */
        get: operations["listDividendsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/ipo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the initial public offerings of a date
         * @description Returns the initial public offerings of a date with their exchange and offer price range. No company name, share count or final price is given.
         */
        get: operations["listIpoCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/corporateactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the stock splits of a date
         * @description Returns the corporate actions of a date: stock splits and reverse stock splits with their ratio.
         */
        get: operations["listCorporateActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Category filter of the wires list.
         * @enum {string}
         */
        WireTab: WireTab;
        /**
         * @description Industry filter of the wires list.
         * @enum {string}
         */
        WireIndustry: WireIndustry;
        /** @description A ticker symbol identified in the content and attached to it. */
        Tag: Tag;
        /**
         * @description An item of the wires list: a news wire without its content body. The body is fetched separately with `getWireContent` by `content_id`.
         *
         *     Which members are required: the provider documents two lists that disagree. Its table of headline fields names `news_id`, `content_id`, `publish_time`, `title`, `source`, `seo_key`, `cover_image`, `tag_list` and `language`; its schema's required list names `news_id`, `news_important`, `publish_time`, `title`, `content`, `source`, `cover_image`, `source_url` and `tag_list`. This description requires the documented fields of the table, the ones the provider describes as returned: `content_id` is the only way to the body, and the service states that the list leaves the body (`content`) out, which the required list contradicts. The three members only the required list names (`news_important`, `content`, `source_url`) are typed as optional, since whether they are returned is not shown.
         */
        Headline: Headline;
        /** @description One page of the wires list, latest first. */
        WiresPage: WiresPage;
        /** @description A news wire with its content body. */
        WireContent: WireContent;
        /** @description The author of an article. */
        ArticleAuthor: ArticleAuthor;
        /** @description A research article with its content body. */
        ArticleContent: ArticleContent;
        /** @description Success envelope of `listWires`. */
        ListWiresResponse: ListWiresResponse;
        /** @description Success envelope of `getWireContent`. */
        GetWireContentResponse: GetWireContentResponse;
        /** @description Success envelope of `getArticleContent`. */
        GetArticleContentResponse: GetArticleContentResponse;
        /** @description A trade by a US politician, disclosed under the 2012 law that requires disclosure of transactions over a threshold within 30 days of notification and no later than 45 days after the transaction. Rows carry no ticker: it is the one asked for. All fields are strings. */
        CongressTrade: CongressTrade;
        /** @description Success envelope of `listCongressTrades`. */
        ListCongressTradesResponse: ListCongressTradesResponse;
        /** @description One earnings report of a stock. Units, currency and scaling of the numbers are not shown. Which field carries the earnings event id that `getEarningsBacktest` needs is not shown; `unique_id` is optional and inferred (the provider's earnings calendar names the id so). */
        EarningsReport: EarningsReport;
        /** @description Key financial metrics of a stock. All members are numbers; units, currency and scaling are not shown. Ratios read as fractions by public clients are marked inferred. */
        FinancialMetrics: FinancialMetrics;
        /** @description One dividend of a stock. ETFs are not supported. */
        Dividend: Dividend;
        /** @description Success envelope of `listEarnings`. */
        ListEarningsResponse: ListEarningsResponse;
        /** @description Success envelope of `getFinancialMetrics`. */
        GetFinancialMetricsResponse: GetFinancialMetricsResponse;
        /** @description Success envelope of `listDividends`. */
        ListDividendsResponse: ListDividendsResponse;
        /**
         * @description Which periods the statements endpoint returns.
         * @enum {integer}
         */
        StatementPeriodCode: StatementPeriodCode;
        /** @description The income statements, cash flow statements and balance sheets of a stock, one element per period. */
        FinancialStatements: FinancialStatements;
        /** @description The members every statement period has. The per-statement variants add the period's `lines`. */
        StatementPeriod: StatementPeriod;
        /** @description The members every statement line has. The per-statement variants (`IncomeStatementLine`, `CashflowStatementLine`, `BalanceSheetLine`) narrow `name` to the statement's line names and add the child `lines` (`{ name, value, lines }`), which a line without children may leave out, as the provider's own example does, or send as an empty array. */
        StatementLine: StatementLine;
        /** @description One reporting period of the income statement with its lines. */
        IncomeStatementPeriod: IncomeStatementPeriod;
        /**
         * @description A line of the income statement: a named value and its child lines. Every period carries every line
         *     of the tree below, in this order and nesting; when the report lacks a data point the line is
         *     still present and its value is null. The same tree, machine-readable, is this schema's
         *     `x-statement-tree` extension.
         *
         *     - Revenue
         *       - Sales and Services Revenue
         *       - Financing Services Revenue
         *       - Other Revenue
         *     - Cost of Revenue
         *       - Cost of Goods and Services
         *       - Cost of Financing Services
         *       - Other Cost
         *     - Gross Profit
         *     - Other Operating Income
         *     - Operating Expenses
         *       - Selling, General and Administrative Expenses
         *         - Selling and Marketing Expenses
         *         - General and Administrative Expenses
         *       - Research and Development Expenses
         *       - Loss on Bad Debts
         *       - Loss on Impairment of Other Assets
         *       - Loss on Disposal of Assets
         *       - Other Operating Expenses
         *     - Operating Income
         *     - Non-Operating Income (Loss)
         *       - Income (Loss) from Affiliates
         *         - Income (Loss) from Associates
         *         - Income (Loss) from Joint ventures
         *       - Gain (Loss) on Other Investment
         *       - Gain (Loss) on Change in Fair Value
         *       - Gain (Loss) on Foreign Currency Exchange
         *       - Other Non-Operating Income (Loss)
         *       - Net Interest Expense
         *         - Interest Expense
         *         - Interest Income
         *     - Pretax Income From Continuing Operations
         *     - Income Tax Expense
         *       - Current Income Tax
         *       - Deferred Income Tax
         *       - Income Tax Adjustments
         *     - Net Income from Continuing Operations
         *     - Income from Discontinued Operations
         *     - Other Items Before Net Income
         *     - Net Income
         *       - Net Income Attributable to Minority Interests
         *       - Net Income Attributable to Owners of the Company
         *         - Preferred Stock Dividends
         *         - Other Adjustments
         *         - Net Income Attributable to Common Stockholders
         *     - Other Comprehensive Income
         *     - Total Comprehensive Income
         *       - Total Comprehensive Income Attributable to Minority Interests
         *       - Total Comprehensive Income Attributable to Owners of the Company
         *     - Basic EPS
         *       - Basic EPS from Continuing Operations
         *       - Basic EPS from Discontinued Operations
         *     - Diluted EPS
         *       - Diluted EPS from Continuing Operations
         *       - Diluted EPS from Discontinued Operations
         */
        IncomeStatementLine: IncomeStatementLine;
        /**
         * @description Name of a line of the income statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement.
         * @enum {string}
         */
        IncomeStatementLineName: IncomeStatementLineName;
        /** @description One reporting period of the cash flow statement with its lines. */
        CashflowStatementPeriod: CashflowStatementPeriod;
        /**
         * @description A line of the cash flow statement: a named value and its child lines. Every period carries every line
         *     of the tree below, in this order and nesting; when the report lacks a data point the line is
         *     still present and its value is null. The same tree, machine-readable, is this schema's
         *     `x-statement-tree` extension.
         *
         *     - Net Cash Flows from Operating Activities
         *       - Net Income
         *       - Depreciation and Amortization
         *       - Stock-based Compensation
         *       - Deferred Taxs
         *       - Interest Income(expense)
         *       - Impairment of Assets
         *       - Change in Working Capital
         *         - Change in Accounts Receivable
         *         - Change in Inventories
         *         - Change in Accounts Payable
         *         - Change in Prepaid Expenses
         *         - Change in Contract liabilities
         *         - Change in Deferred Revenue
         *         - Change in Other Working Capital
         *       - Other Non-cash Adjustments
         *       - Net Cash from Discontinued Operating Activities
         *     - Net Cash Flows from Investing Activities
         *       - Change in PPE and Intangible Assets
         *         - Disposal of PPE and Intangible Assets
         *         - Purchase of PPE and Intangible Assets
         *       - Change in Investments
         *         - Decrease in Investments
         *         - Increase in Investments
         *       - Change in long-term Equity Investments
         *         - Change in Associates and Joint Ventures
         *         - Change in Subsidiaries
         *       - Dividends Received
         *       - Interest Received
         *       - Other Investing Activities
         *       - Net Cash from Discontinued Investing Activities
         *     - Net Cash Flows from Financing Activities
         *       - Dividends Paid
         *       - Change in Debt
         *         - Issuance of Short-term Debt
         *         - Repayment of Short-term Debt
         *         - Issuance of long-term Debt
         *         - Repayment of long-term Debt
         *       - Change in Capital Stock
         *         - Increase in Capital Stock
         *         - Decrease in Capital Stock
         *       - Interest Paid
         *       - Other Financing Activities
         *       - Net Cash from Discontinued Financing Activities
         *       - Effect of Foreign Exchange Rate Changes
         *       - Other Accounts Affecting Net Increase in Cash and Cash Equivalents
         *     - Net Increase in Cash and Cash Equivalents
         *     - Cash and Cash Equivalents at Beginning of Period
         *       - Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents
         *     - Cash and Cash Equivalents at End of Period
         */
        CashflowStatementLine: CashflowStatementLine;
        /**
         * @description Name of a line of the cash flow statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement.
         * @enum {string}
         */
        CashflowStatementLineName: CashflowStatementLineName;
        /** @description One reporting period of the balance sheet with its lines. */
        BalanceSheetPeriod: BalanceSheetPeriod;
        /**
         * @description A line of the balance sheet: a named value and its child lines. Every period carries every line
         *     of the tree below, in this order and nesting; when the report lacks a data point the line is
         *     still present and its value is null. The same tree, machine-readable, is this schema's
         *     `x-statement-tree` extension.
         *
         *     - Total Assets
         *     - Total Current Assets
         *       - Cash, Cash Equivalents and Short-term Investments
         *         - Cash and Cash Equivalents
         *         - Short-term Investments
         *       - Restricted Deposits and Cash
         *       - Receivables
         *         - Accounts and Notes Receivable
         *         - Income Taxes Receivable
         *         - Other Receivables
         *         - Amounts Due from Related Parties
         *       - Inventories
         *         - Raw Materials
         *         - Work in Process
         *         - Finished Goods
         *         - Other Inventory
         *       - Derivative Financial Assets(current)
         *       - Prepaid Expenses(current)
         *       - Assets Held for Sale
         *       - Contract Assets(current)
         *       - Other Current Assets
         *     - Total Non-current Assets
         *       - Property, Plant and Equipment, Net
         *         - Gross Property, Plant and Equipment
         *         - Accumulated Depreciation
         *       - Long-term Investments and Receivables
         *         - Long-term Investments
         *         - Long-term Receivables
         *       - Goodwill and Intangible Assets
         *         - Goodwill
         *         - Intangible Assets
         *       - Investment Properties
         *       - Derivative Financial Assets(non-current)
         *       - Prepaid Expenses(non-current)
         *       - Prepaid Pension Costs
         *       - Contract Assets(non-current)
         *       - Deferred Tax Assets
         *       - Investments in Affiliates
         *         - Investments in Associates
         *         - Investments in Joint Ventures
         *       - Other Non-current Assets
         *     - Total liabilities
         *     - Total Current Liabilities
         *       - Short-term Debt
         *         - Short-term Borrowings
         *         - Short-term Lease Liabilities
         *         - Current Portion of Long-term Debt
         *       - Amounts Due to Related Parties
         *         - Accounts and Notes Payable
         *         - Income taxes payable
         *         - Interest and Dividends Payable
         *         - Other Payables and Accruals
         *         - Amounts Due to Related Parties
         *       - Derivative Financial Liabilities(current)
         *       - Liabilities Held for Sale
         *       - Advances from customers(current)
         *       - Deferred Revenue(current)
         *       - Contract Liabilities(current)
         *       - Other Current Liabilities
         *     - Total Non-current Liabilities
         *       - Long-term debt
         *         - Long-term borrowings
         *         - Long-term Lease Liabilities
         *       - Accrued Liabilities
         *       - Pension Liabilities
         *         - Pensions
         *         - Other Post-ret Benefits
         *       - Deferred Compensation
         *       - Derivative Financial Liabilities(non-current)
         *       - Deferred Tax Liabilities
         *       - Advances from customers(non-current)
         *       - Deferred Revenue(non-current)
         *       - Contract Liabilities(non-current)
         *       - Other Non-current Liabilities
         *     - Total Equity
         *       - Equity Attributable to Minority Interests
         *     - Equity Attributable to Owners of the Company
         *       - Preferred Equity
         *       - Hybrid Capital
         *       - Equity Attributable to Common Stockholders
         *         - Common Stock
         *         - Additional Paid in Capital
         *         - Retained Earnings
         *         - Treasury Stock
         *         - Accumulated Other Comprehensive Income
         *         - Other Equity of Common Stockholders
         *     - Total Liabilities and Equity
         */
        BalanceSheetLine: BalanceSheetLine;
        /**
         * @description Name of a line of the balance sheet, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. "Amounts Due to Related Parties" occurs twice in the tree: as a line of Total Current Liabilities and again as its own child.
         * @enum {string}
         */
        BalanceSheetLineName: BalanceSheetLineName;
        /** @description Success envelope of `getFinancialStatements`. */
        GetFinancialStatementsResponse: GetFinancialStatementsResponse;
        /** @description The top 10 holdings of an ETF on one known date of change. */
        EtfHoldingsRecord: EtfHoldingsRecord;
        /** @description One of the top 10 holdings of an ETF on a date. */
        EtfHolding: EtfHolding;
        /** @description Success envelope of `listEtfHoldings`. */
        ListEtfHoldingsResponse: ListEtfHoldingsResponse;
        /** @description A security found by search. */
        Security: Security;
        /** @description Success envelope of `searchSecurities`. */
        SearchSecuritiesResponse: SearchSecuritiesResponse;
        /** @description One research publication of an analyst firm about a stock. */
        RatingRecord: RatingRecord;
        /** @description The current rating and target price averaged across all analysts' opinions. */
        Consensus: Consensus;
        /** @description Success envelope of `listRatingsHistory`. */
        ListRatingsHistoryResponse: ListRatingsHistoryResponse;
        /** @description Success envelope of `getConsensus`. */
        GetConsensusResponse: GetConsensusResponse;
        /** @description One printed trade. The provider does not document the members; their meanings are inferred from public clients. */
        TradeTick: TradeTick;
        /** @description Success envelope of `listTrades`. */
        ListTradesResponse: ListTradesResponse;
        /** @description An economic event on the calendar, such as a GDP release or an employment report. */
        EconomicEvent: EconomicEvent;
        /** @description Summary statistics of how the stock price performed after earnings beat forecasts. */
        EarningsBacktest: EarningsBacktest;
        /** @description Success envelope of `listEconomicEvents`. */
        ListEconomicEventsResponse: ListEconomicEventsResponse;
        /** @description Success envelope of `getEarningsBacktest`. */
        GetEarningsBacktestResponse: GetEarningsBacktestResponse;
        /** @description The cover image of an article in the article list: an object, unlike the URL string of a wire headline. */
        ArticleCoverImage: ArticleCoverImage;
        /** @description The author of an article as the article list gives it (without the `account_id` of the article content). */
        ArticleListAuthor: ArticleListAuthor;
        /** @description An item of the article list: an article without its body. The body is fetched with `getArticleContent` by `content_id`. */
        ArticleSummary: ArticleSummary;
        /** @description One page of the article list, newest first. */
        ArticlesPage: ArticlesPage;
        /** @description Success envelope of `listArticles`. */
        ListArticlesResponse: ListArticlesResponse;
        /** @description A trade of a stock by one of its insiders, as filed with the SEC. Rows carry no ticker: it is the one asked for. Sign and unit conventions of the numbers are not shown. */
        InsiderTrade: InsiderTrade;
        /** @description Success envelope of `listInsiderTrades`. */
        ListInsiderTradesResponse: ListInsiderTradesResponse;
        /** @description The profile of a stock. The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised. */
        StockProfile: StockProfile;
        /** @description Success envelope of `getStockProfile`. */
        GetStockProfileResponse: GetStockProfileResponse;
        /** @description The profile of an ETF (public clients describe assets under management, fees, dividends and an industry breakdown). The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised. */
        EtfProfile: EtfProfile;
        /** @description Success envelope of `getEtfProfile`. */
        GetEtfProfileResponse: GetEtfProfileResponse;
        /**
         * @description The unit of a candle; `step` multiplies it.
         * @enum {string}
         */
        CandleInterval: CandleInterval;
        /**
         * @description The trading session of the candles.
         * @enum {string}
         */
        CandleSession: CandleSession;
        /**
         * @description How prices are adjusted for corporate actions. `backward` adjusts history to today's shares, `forward` adjusts later prices to the earlier shares.
         * @enum {string}
         */
        CandleAdjustment: CandleAdjustment;
        /** @description One price bar. Whether `t` is the start or the end of the bar is not shown (the start, inferred). */
        Candle: Candle;
        /** @description Success envelope of `getCandles`. */
        GetCandlesResponse: GetCandlesResponse;
        /** @description One earnings report on the earnings calendar. Units, currency and scaling of the numbers are not shown. Actuals and surprises are null while the report is not yet released (inferred). */
        EarningsCalendarEntry: EarningsCalendarEntry;
        /** @description One dividend on the dividends calendar. */
        DividendsCalendarEntry: DividendsCalendarEntry;
        /** @description One initial public offering on the IPO calendar. No company name, share count or final price is given. */
        IpoCalendarEntry: IpoCalendarEntry;
        /** @description One corporate action on the calendar, a stock split or a reverse stock split. */
        CorporateAction: CorporateAction;
        /** @description Success envelope of `listEarningsCalendar`. */
        ListEarningsCalendarResponse: ListEarningsCalendarResponse;
        /** @description Success envelope of `listDividendsCalendar`. */
        ListDividendsCalendarResponse: ListDividendsCalendarResponse;
        /** @description Success envelope of `listIpoCalendar`. */
        ListIpoCalendarResponse: ListIpoCalendarResponse;
        /** @description Success envelope of `listCorporateActions`. */
        ListCorporateActionsResponse: ListCorporateActionsResponse;
        /** @description The error body. The service answers errors with HTTP 200 and this body, which has only `status_code` and `status_msg`: no `data` member (a body with `data` is not an error envelope). Known codes: `4011` unauthorised (missing or invalid key), `4012` invalid parameter (missing, malformed or out-of-range parameter, or an unknown or non-US ticker) and `4014` rate limited (free tier: a few calls per 30 seconds). Other codes are not shown. */
        ErrorEnvelope: ErrorEnvelope;
    };
    responses: {
        /** @description An HTTP 4xx status from a gateway or proxy in front of the service (for example 429 with a `Retry-After` header when a proxy rate-limits). The service itself reports errors with HTTP 200 and the error envelope; the body of a gateway error is not shown and may be empty, text or HTML. */
        GatewayClientError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description An HTTP 5xx status from the service or a gateway in front of it (for example 502 or 503). The body is not shown and may be empty, text or HTML. Safe to retry: every operation is a read. */
        GatewayServerError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWires: {
        parameters: {
            query?: {
                /** @description Category filter, default `all`: `all` all content; `manual` picks curated by human editors; `important` only the important news; `movers` news related to stocks on the move today; `earnings` earnings reports and related news; `insider_trades` insider transactions; `technical` real-time signals by technical indicators; `8k` Form 8-K filings; `twitter` news sourced from other media outlets. */
                tab?: components["schemas"]["WireTab"];
                /**
                 * @description US ticker symbols, several separated by commas (for example `AAPL,NVDA`). When absent, all are returned.
                 * @example AAPL
                 */
                tickers?: string;
                /** @description Industry filter: `software` Software; `tech_hardware` Technology and hardware; `chips` Semiconductor and electronics; `healthcare_equipment` Healthcare equipment; `pharma` Pharmaceuticals; `banks` Banking; `defense` Defense; `industrials` Industrials; `consumer_durables` Consumer durables; `autos` Automotive; `staples_retail` Retail and consumer staples; `energy_equip_serv` Energy; `reits` Real estate; `media` Media and entertainment. When absent, all industries are returned. */
                industry?: components["schemas"]["WireIndustry"];
                /**
                 * @description Paging cursor: a `news_id` from a previous page. When given, returns the latest items earlier than this id; when absent, the latest items from now.
                 * @example 1872016034410573825
                 */
                start_id?: string;
                /**
                 * @description Number of items, 1 to 50, default 10.
                 * @example 2
                 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWiresResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getWireContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `content_id` of a headline from `listWires`.
                 * @example 20241224153005a1b2c3
                 */
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWireContentResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getArticleContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `content_id` of an article from `listArticles`, for example `US_ARTICLEd7c3a136cc8822f4`.
                 * @example US_ARTICLEd7c3a136cc8822f4
                 */
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetArticleContentResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listCongressTrades: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
                /** @description Page number, 1 or more, default 1. */
                page?: number;
                /** @description Items per page, 1 or more, default 10; no maximum is documented. An old version of the provider's reference calls it `page_size`; the live service and its clients use `size`. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCongressTradesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listEarnings: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
                /** @description Number of earnings reports to return, default 5 (the minimum of 1 is inferred). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEarningsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getFinancialStatements: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name.
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description Which periods to return: `0` each period; `1` first period of each year; `2` mid-year report for each year; `3` third quarter of each year; `4` annual reports only. The default when omitted is not shown. The name `period` is the one public clients send; the provider's page shows the parameter's role, not its name.
                 * @example 4
                 */
                period?: components["schemas"]["StatementPeriodCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetFinancialStatementsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getFinancialMetrics: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetFinancialMetricsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listDividends: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. ETFs are not supported. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name.
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDividendsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listEtfHoldings: {
        parameters: {
            query: {
                /**
                 * @description US ticker symbol of the ETF, for example `SPY`. An unknown or non-US ticker is answered with `4012`.
                 * @example SPY
                 */
                ticker: string;
                /**
                 * @description Start of the period, `YYYY-MM-DD`. Default: one year before the current date.
                 * @example 2024-01-01
                 */
                from?: string;
                /**
                 * @description End of the period, `YYYY-MM-DD`. Default: the current date.
                 * @example 2024-12-31
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEtfHoldingsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    searchSecurities: {
        parameters: {
            query: {
                /**
                 * @description A ticker symbol or part of a company name, for example `apple`. The name `query` is the one public clients send; the provider's page shows the parameter's role, not its name.
                 * @example apple
                 */
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchSecuritiesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listRatingsHistory: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`. The name `ticker` is the one public clients send; the provider's page shows the parameter's role, not its name.
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRatingsHistoryResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getConsensus: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). The error envelope here is an assumption (`x-error-body: assumed`): the provider shows no error response for this operation, and the body its other operations document is assumed to apply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetConsensusResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listTrades: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description Number of trades to return (the minimum of 1 is inferred; no maximum is documented).
                 * @example 3
                 */
                count: number;
                /**
                 * @description End of the requested period, Unix timestamp in milliseconds. A value that can only be seconds (from 10^9 to below 10^11, a time in 1970 read as milliseconds) returns no trades from the service; the SDK's client rejects it before sending.
                 * @example 1735065000000
                 */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTradesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listEconomicEvents: {
        parameters: {
            query: {
                /**
                 * @description The calendar date, `YYYY-MM-DD`.
                 * @example 2024-12-06
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEconomicEventsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getEarningsBacktest: {
        parameters: {
            query: {
                /**
                 * @description The `unique_id` of an earnings event, as the earnings calendar (`listEarningsCalendar`) returns it (inferred from public clients; the parameter name and the id format are not documented).
                 * @example US_EARNINGS_AAPL_2024Q4
                 */
                unique_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetEarningsBacktestResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listArticles: {
        parameters: {
            query?: {
                /**
                 * @description Paging cursor: the `content_id` of the last article of a previous page, for example `US_ARTICLEd7c3a136cc8822f4`. When given, returns the latest articles older than this id; when absent, the latest articles from now.
                 * @example US_ARTICLEd7c3a136cc8822f4
                 */
                start_id?: string;
                /**
                 * @description Number of articles, 1 to 50, default 10.
                 * @example 2
                 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListArticlesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listInsiderTrades: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL` (inferred from public clients). An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
                /** @description Page number, 1 or more, default 1 (inferred, as for `listCongressTrades`). */
                page?: number;
                /** @description Items per page, 1 or more, default 10 (inferred, as for `listCongressTrades`); no maximum is documented. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListInsiderTradesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getStockProfile: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL` (the parameter name is inferred from public clients). An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetStockProfileResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getEtfProfile: {
        parameters: {
            query: {
                /**
                 * @description US ticker symbol of the ETF, for example `SPY` (the parameter name is inferred from public clients). An unknown or non-US ticker is answered with `4012`.
                 * @example SPY
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetEtfProfileResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    getCandles: {
        parameters: {
            query: {
                /**
                 * @description US stock ticker symbol, for example `AAPL`. An unknown or non-US ticker is answered with `4012`.
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description Bar unit: `min` minutes, `day`, `week`, `month` or `year`.
                 * @example day
                 */
                interval: components["schemas"]["CandleInterval"];
                /**
                 * @description Multiplier of `interval`, 1 or more: `interval=min&step=15` gives 15-minute bars. The maximum is not shown.
                 * @example 1
                 */
                step: number;
                /**
                 * @description Start of the window, Unix timestamp in milliseconds. A value that can only be seconds (from 10^9 to below 10^11) would be read as a time in January 1970; the SDK's client rejects it before sending.
                 * @example 1733011200000
                 */
                from: number;
                /**
                 * @description End of the window, Unix timestamp in milliseconds; `0` (the default) means up to the latest bar. A value in seconds is rejected by the SDK's client, as for `from`.
                 * @example 0
                 */
                to?: number;
                /** @description Trading session: `pre_market`, `intraday` (the default, the regular session) or `post_market`. */
                session?: components["schemas"]["CandleSession"];
                /** @description Price adjustment, default `actual` (raw prices). `backward` and `forward` adjust for splits only; `_1` also for bonus shares; `_2` also for spin-offs; `_3` also for dividends. */
                adjustment?: components["schemas"]["CandleAdjustment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCandlesResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listEarningsCalendar: {
        parameters: {
            query: {
                /**
                 * @description The day whose earnings reports are listed, `YYYY-MM-DD` (parameter name inferred from public clients).
                 * @example 2024-10-31
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEarningsCalendarResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listDividendsCalendar: {
        parameters: {
            query: {
                /**
                 * @description The calendar date, `YYYY-MM-DD` (matched against the ex-dividend date, inferred).
                 * @example 2024-11-08
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDividendsCalendarResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listIpoCalendar: {
        parameters: {
            query: {
                /**
                 * @description The calendar date, `YYYY-MM-DD`.
                 * @example 2024-12-19
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListIpoCalendarResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
    listCorporateActions: {
        parameters: {
            query: {
                /**
                 * @description The calendar date, `YYYY-MM-DD`.
                 * @example 2024-06-10
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope, or the error envelope: the service reports errors with HTTP 200 and a non-zero `status_code` (4011, 4012, 4014). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCorporateActionsResponse"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            "4XX": components["responses"]["GatewayClientError"];
            "5XX": components["responses"]["GatewayServerError"];
        };
    };
}
/** Category filter of the wires list. */
export type WireTab = "all" | "manual" | "important" | "movers" | "earnings" | "insider_trades" | "technical" | "8k" | "twitter";
/** Industry filter of the wires list. */
export type WireIndustry = "software" | "tech_hardware" | "chips" | "healthcare_equipment" | "pharma" | "banks" | "defense" | "industrials" | "consumer_durables" | "autos" | "staples_retail" | "energy_equip_serv" | "reits" | "media";
/** A ticker symbol identified in the content and attached to it. */
export interface Tag {
    /** @description Ticker symbol mentioned in the content. */
    code: string;
    /** @description Market code. The list of market codes is not shown by the provider. */
    market: string;
    /** @description Company name. */
    name_en: string;
}
/**
 * An item of the wires list: a news wire without its content body. The body is fetched separately with `getWireContent` by `content_id`.
 *
 * Which members are required: the provider documents two lists that disagree. Its table of headline fields names `news_id`, `content_id`, `publish_time`, `title`, `source`, `seo_key`, `cover_image`, `tag_list` and `language`; its schema's required list names `news_id`, `news_important`, `publish_time`, `title`, `content`, `source`, `cover_image`, `source_url` and `tag_list`. This description requires the documented fields of the table, the ones the provider describes as returned: `content_id` is the only way to the body, and the service states that the list leaves the body (`content`) out, which the required list contradicts. The three members only the required list names (`news_important`, `content`, `source_url`) are typed as optional, since whether they are returned is not shown.
 */
export interface Headline {
    /** @description Id of the item. Used as `start_id` to page to earlier items. */
    news_id: string;
    /** @description Id used to fetch the content body with `getWireContent`. */
    content_id: string;
    /** @description Publish time, Unix timestamp in milliseconds. */
    publish_time: number;
    /** @description Title. */
    title: string;
    /** @description Source name. */
    source: string;
    /** @description URL-friendly title. */
    seo_key: string;
    /** @description URL of the AI-generated cover image. */
    cover_image: string;
    /** @description Tickers mentioned in the content. */
    tag_list: components["schemas"]["Tag"][];
    /** @description Language of the content. */
    language: string;
    /** @description Importance mark. The provider's older reference page types it as a number and does not document its values; it appears only in an old required list of the provider's schema, not among the documented headline fields, so whether it is returned is not shown and it may be absent. The `important` tab, not this member, is the documented way to list important news. */
    news_important?: number;
    /** @description Content body. Seen only in an old required list of the provider's schema, not among the documented headline fields; the list endpoint leaves the body out, so whether it is returned is not shown. */
    content?: string;
    /** @description URL of the original source. Seen only in an old required list of the provider's schema, not among the documented headline fields; whether it is returned is not shown. */
    source_url?: string;
}
/** One page of the wires list, latest first. */
export interface WiresPage {
    /** @description The `start_id` of the request, as echoed by the service; its value when none was given is not shown. */
    start_id: string;
    /** @description Number of items requested. */
    size: number;
    /** @description The headlines, latest first. */
    data: components["schemas"]["Headline"][];
}
/** A news wire with its content body. */
export interface WireContent {
    /** @description Id of the content, as in the headline. */
    content_id: string;
    /** @description Title. */
    title: string;
    /** @description The content body (HTML or text; the markup is not shown). */
    content: string;
    /** @description Publish time, Unix timestamp in milliseconds. */
    publish_time: number;
    /** @description Source name. */
    source: string;
    /** @description Language of the content. */
    language: string;
    /** @description URL of the AI-generated cover image. */
    cover_image: string;
    /** @description Tickers mentioned in the content. */
    tag_list: components["schemas"]["Tag"][];
}
/** The author of an article. */
export interface ArticleAuthor {
    /** @description Account id of the author. */
    account_id: string;
    /** @description Display name of the author. */
    nickname: string;
    /** @description URL of the author's portrait image. */
    portrait: string;
}
/** A research article with its content body. */
export interface ArticleContent {
    /** @description Id of the article, for example `US_ARTICLEd7c3a136cc8822f4`. */
    content_id: string;
    /** @description Title. */
    title: string;
    /** @description The article body (HTML or text; the markup is not shown). */
    content: string;
    /** @description Publish time, Unix timestamp in milliseconds. */
    publish_time: number;
    /** @description URL of the cover image. */
    cover_image: string;
    /** @description The author of the article. */
    author: components["schemas"]["ArticleAuthor"];
    /** @description Tickers mentioned in the article. */
    tag_list: components["schemas"]["Tag"][];
    /** @description Language of the article. */
    language: string;
}
/** Success envelope of `listWires`. */
export interface ListWiresResponse {
    /** @description The page with `start_id`, `size` and the headlines in `data`. */
    data: components["schemas"]["WiresPage"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `getWireContent`. */
export interface GetWireContentResponse {
    /** @description The wire with its body. */
    data: components["schemas"]["WireContent"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `getArticleContent`. */
export interface GetArticleContentResponse {
    /** @description The article with its body. */
    data: components["schemas"]["ArticleContent"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** A trade by a US politician, disclosed under the 2012 law that requires disclosure of transactions over a threshold within 30 days of notification and no later than 45 days after the transaction. Rows carry no ticker: it is the one asked for. All fields are strings. */
export interface CongressTrade {
    /** @description Name of the politician. */
    name: string;
    /** @description Political party as published. Allowed values are not shown. */
    party: string;
    /** @description US state the politician represents, as published. Allowed values are not shown. */
    state: string;
    /**
     * Format: date
     * @description Date of the trade, `YYYY-MM-DD` (as public clients read it).
     */
    trade_date: string;
    /**
     * Format: date
     * @description Date the trade was filed, `YYYY-MM-DD` (as public clients read it).
     */
    filing_date: string;
    /** @description Time between the trade and its filing, as published (format not shown). */
    reporting_gap: string;
    /** @description Type of trade, `buy` or `sell` as public clients see it; the full list is not shown. */
    trade_type: string;
    /** @description Approximate dollar value as a range, for example `$1K-$15K`, `$100K-$250K` or `$1M-$5M` (as public clients see it; the full list is not shown). */
    size: string;
}
/** Success envelope of `listCongressTrades`. */
export interface ListCongressTradesResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The trades of the requested page, newest first. */
        data: components["schemas"]["CongressTrade"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** One earnings report of a stock. Units, currency and scaling of the numbers are not shown. Which field carries the earnings event id that `getEarningsBacktest` needs is not shown; `unique_id` is optional and inferred (the provider's earnings calendar names the id so). */
export interface EarningsReport {
    /** @description Name of the fiscal period, as published (format not shown). */
    period_name: string;
    /** @description End date of the fiscal period (format not shown). */
    period_end_date: string;
    /** @description Date the report was released (format not shown). */
    release_date: string;
    /** @description Reported earnings per share. */
    eps_actual: number;
    /** @description Forecast earnings per share. */
    eps_forecast: number;
    /** @description Reported minus forecast earnings per share. */
    eps_surprise: number;
    /** @description Reported revenue (units not shown). */
    revenue_actual: number;
    /** @description Forecast revenue (units not shown). */
    revenue_forecast: number;
    /** @description Reported minus forecast revenue (units not shown). */
    revenue_surprise: number;
    /** @description URL of the earnings call recording or transcript. */
    earnings_call_url: string;
    /** @description Summary of the earnings call, free text. */
    earnings_call_summary: string;
    /** @description URL of the SEC filing of the report. */
    sec_form_link: string;
    /** @description Id of the earnings event, taken by `getEarningsBacktest` as `unique_id`. Inferred: the provider's earnings calendar returns this id; whether earnings reports carry it is not shown, so it may be absent. */
    unique_id?: string;
}
/** Key financial metrics of a stock. All members are numbers; units, currency and scaling are not shown. Ratios read as fractions by public clients are marked inferred. */
export interface FinancialMetrics {
    /** @description Assets-to-debt ratio, as the provider's documentation names it (`assets_debt_ratio`): assets over debt. Which assets and which debt, and the scaling, are not shown. */
    assets_debt_ratio: number;
    /** @description Earnings per share over the trailing twelve months. */
    eps_ttm: number;
    /** @description Gross profit over the trailing twelve months. */
    gross_profit_ttm: number;
    /** @description Gross margin over the trailing twelve months, a fraction (inferred). */
    gross_profit_ratio_ttm: number;
    /** @description Net profit of the latest reported period. */
    net_profit: number;
    /** @description Net profit over the trailing twelve months. */
    net_profit_ttm: number;
    /** @description Net margin over the trailing twelve months, a fraction (inferred). */
    net_profit_ratio_ttm: number;
    /** @description Year-over-year change of net profit, a fraction (inferred). */
    net_profit_yoy: number;
    /** @description Total operating income (revenue) of the latest reported period. */
    operating_income_total: number;
    /** @description Total operating income (revenue) over the trailing twelve months. */
    operating_income_total_ttm: number;
    /** @description Year-over-year change of total operating income, a fraction (inferred). */
    operating_income_total_yoy: number;
    /** @description Net profit attributable to the parent company holders over the trailing twelve months. */
    parent_holder_net_profit_ttm: number;
    /** @description Net assets (book value) as published. */
    balanced_net_assets: number;
    /** @description Return on equity over the trailing twelve months, a fraction (0.25 means 25 %; inferred). */
    roe_ttm: number;
    /** @description Dividend payout ratio, a fraction (inferred). */
    pay_out_ratio: number;
    /** @description Dividend yield over the trailing twelve months, a fraction (0.005 means 0.5 %; inferred). */
    dividend_yield_ratio_ttm: number;
    /** @description Price-to-book ratio. */
    pb: number;
    /** @description Price-to-earnings ratio over the trailing twelve months. */
    pe_ttm: number;
}
/** One dividend of a stock. ETFs are not supported. */
export interface Dividend {
    /** @description Date the dividend was declared (format not shown). */
    declaration_date: string;
    /** @description Ex-dividend date (format not shown). */
    ex_date: string;
    /** @description Payment date (format not shown). */
    pay_date: string;
    /** @description Amount per share (currency not shown). */
    amount: number;
}
/** Success envelope of `listEarnings`. */
export interface ListEarningsResponse {
    /** @description The earnings reports, directly an array. */
    data: components["schemas"]["EarningsReport"][];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `getFinancialMetrics`. */
export interface GetFinancialMetricsResponse {
    /** @description The metrics object. */
    data: components["schemas"]["FinancialMetrics"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `listDividends`. */
export interface ListDividendsResponse {
    /** @description The dividends, directly an array. */
    data: components["schemas"]["Dividend"][];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Which periods the statements endpoint returns. */
export type StatementPeriodCode = 0 | 1 | 2 | 3 | 4;
/** The income statements, cash flow statements and balance sheets of a stock, one element per period. */
export interface FinancialStatements {
    /** @description Income statements, one per period. */
    income_statements: components["schemas"]["IncomeStatementPeriod"][];
    /** @description Cash flow statements, one per period. */
    cashflow_statements: components["schemas"]["CashflowStatementPeriod"][];
    /** @description Balance sheets, one per period. */
    balance_sheets: components["schemas"]["BalanceSheetPeriod"][];
}
/** The members every statement period has. The per-statement variants add the period's `lines`. */
export interface StatementPeriod {
    /** @description Name of the period as published (format not shown). */
    period: string;
    /** @description First day of the period (format not shown). */
    start_date: string;
    /** @description Last day of the period (format not shown). */
    end_date: string;
}
/** The members every statement line has. The per-statement variants (`IncomeStatementLine`, `CashflowStatementLine`, `BalanceSheetLine`) narrow `name` to the statement's line names and add the child `lines` (`{ name, value, lines }`), which a line without children may leave out, as the provider's own example does, or send as an empty array. */
export interface StatementLine {
    /** @description Name of the line; consistent across all periods and stocks. */
    name: string;
    /** @description Value of the line, or null when the report lacks that data point (units not shown). */
    value: number | null;
}
/** One reporting period of the income statement with its lines. */
export type IncomeStatementPeriod = components["schemas"]["StatementPeriod"] & {
    /** @description The top-level lines of the income statement; children nest in `lines`. */
    lines: components["schemas"]["IncomeStatementLine"][];
};
/**
 * A line of the income statement: a named value and its child lines. Every period carries every line
 * of the tree below, in this order and nesting; when the report lacks a data point the line is
 * still present and its value is null. The same tree, machine-readable, is this schema's
 * `x-statement-tree` extension.
 *
 * - Revenue
 *   - Sales and Services Revenue
 *   - Financing Services Revenue
 *   - Other Revenue
 * - Cost of Revenue
 *   - Cost of Goods and Services
 *   - Cost of Financing Services
 *   - Other Cost
 * - Gross Profit
 * - Other Operating Income
 * - Operating Expenses
 *   - Selling, General and Administrative Expenses
 *     - Selling and Marketing Expenses
 *     - General and Administrative Expenses
 *   - Research and Development Expenses
 *   - Loss on Bad Debts
 *   - Loss on Impairment of Other Assets
 *   - Loss on Disposal of Assets
 *   - Other Operating Expenses
 * - Operating Income
 * - Non-Operating Income (Loss)
 *   - Income (Loss) from Affiliates
 *     - Income (Loss) from Associates
 *     - Income (Loss) from Joint ventures
 *   - Gain (Loss) on Other Investment
 *   - Gain (Loss) on Change in Fair Value
 *   - Gain (Loss) on Foreign Currency Exchange
 *   - Other Non-Operating Income (Loss)
 *   - Net Interest Expense
 *     - Interest Expense
 *     - Interest Income
 * - Pretax Income From Continuing Operations
 * - Income Tax Expense
 *   - Current Income Tax
 *   - Deferred Income Tax
 *   - Income Tax Adjustments
 * - Net Income from Continuing Operations
 * - Income from Discontinued Operations
 * - Other Items Before Net Income
 * - Net Income
 *   - Net Income Attributable to Minority Interests
 *   - Net Income Attributable to Owners of the Company
 *     - Preferred Stock Dividends
 *     - Other Adjustments
 *     - Net Income Attributable to Common Stockholders
 * - Other Comprehensive Income
 * - Total Comprehensive Income
 *   - Total Comprehensive Income Attributable to Minority Interests
 *   - Total Comprehensive Income Attributable to Owners of the Company
 * - Basic EPS
 *   - Basic EPS from Continuing Operations
 *   - Basic EPS from Discontinued Operations
 * - Diluted EPS
 *   - Diluted EPS from Continuing Operations
 *   - Diluted EPS from Discontinued Operations
 */
export type IncomeStatementLine = components["schemas"]["StatementLine"] & {
    /** @description Name of the line. */
    name: components["schemas"]["IncomeStatementLineName"];
    /** @description Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array. */
    lines?: components["schemas"]["IncomeStatementLine"][];
};
/** Name of a line of the income statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. */
export type IncomeStatementLineName = "Revenue" | "Sales and Services Revenue" | "Financing Services Revenue" | "Other Revenue" | "Cost of Revenue" | "Cost of Goods and Services" | "Cost of Financing Services" | "Other Cost" | "Gross Profit" | "Other Operating Income" | "Operating Expenses" | "Selling, General and Administrative Expenses" | "Selling and Marketing Expenses" | "General and Administrative Expenses" | "Research and Development Expenses" | "Loss on Bad Debts" | "Loss on Impairment of Other Assets" | "Loss on Disposal of Assets" | "Other Operating Expenses" | "Operating Income" | "Non-Operating Income (Loss)" | "Income (Loss) from Affiliates" | "Income (Loss) from Associates" | "Income (Loss) from Joint ventures" | "Gain (Loss) on Other Investment" | "Gain (Loss) on Change in Fair Value" | "Gain (Loss) on Foreign Currency Exchange" | "Other Non-Operating Income (Loss)" | "Net Interest Expense" | "Interest Expense" | "Interest Income" | "Pretax Income From Continuing Operations" | "Income Tax Expense" | "Current Income Tax" | "Deferred Income Tax" | "Income Tax Adjustments" | "Net Income from Continuing Operations" | "Income from Discontinued Operations" | "Other Items Before Net Income" | "Net Income" | "Net Income Attributable to Minority Interests" | "Net Income Attributable to Owners of the Company" | "Preferred Stock Dividends" | "Other Adjustments" | "Net Income Attributable to Common Stockholders" | "Other Comprehensive Income" | "Total Comprehensive Income" | "Total Comprehensive Income Attributable to Minority Interests" | "Total Comprehensive Income Attributable to Owners of the Company" | "Basic EPS" | "Basic EPS from Continuing Operations" | "Basic EPS from Discontinued Operations" | "Diluted EPS" | "Diluted EPS from Continuing Operations" | "Diluted EPS from Discontinued Operations";
/** One reporting period of the cash flow statement with its lines. */
export type CashflowStatementPeriod = components["schemas"]["StatementPeriod"] & {
    /** @description The top-level lines of the cash flow statement; children nest in `lines`. */
    lines: components["schemas"]["CashflowStatementLine"][];
};
/**
 * A line of the cash flow statement: a named value and its child lines. Every period carries every line
 * of the tree below, in this order and nesting; when the report lacks a data point the line is
 * still present and its value is null. The same tree, machine-readable, is this schema's
 * `x-statement-tree` extension.
 *
 * - Net Cash Flows from Operating Activities
 *   - Net Income
 *   - Depreciation and Amortization
 *   - Stock-based Compensation
 *   - Deferred Taxs
 *   - Interest Income(expense)
 *   - Impairment of Assets
 *   - Change in Working Capital
 *     - Change in Accounts Receivable
 *     - Change in Inventories
 *     - Change in Accounts Payable
 *     - Change in Prepaid Expenses
 *     - Change in Contract liabilities
 *     - Change in Deferred Revenue
 *     - Change in Other Working Capital
 *   - Other Non-cash Adjustments
 *   - Net Cash from Discontinued Operating Activities
 * - Net Cash Flows from Investing Activities
 *   - Change in PPE and Intangible Assets
 *     - Disposal of PPE and Intangible Assets
 *     - Purchase of PPE and Intangible Assets
 *   - Change in Investments
 *     - Decrease in Investments
 *     - Increase in Investments
 *   - Change in long-term Equity Investments
 *     - Change in Associates and Joint Ventures
 *     - Change in Subsidiaries
 *   - Dividends Received
 *   - Interest Received
 *   - Other Investing Activities
 *   - Net Cash from Discontinued Investing Activities
 * - Net Cash Flows from Financing Activities
 *   - Dividends Paid
 *   - Change in Debt
 *     - Issuance of Short-term Debt
 *     - Repayment of Short-term Debt
 *     - Issuance of long-term Debt
 *     - Repayment of long-term Debt
 *   - Change in Capital Stock
 *     - Increase in Capital Stock
 *     - Decrease in Capital Stock
 *   - Interest Paid
 *   - Other Financing Activities
 *   - Net Cash from Discontinued Financing Activities
 *   - Effect of Foreign Exchange Rate Changes
 *   - Other Accounts Affecting Net Increase in Cash and Cash Equivalents
 * - Net Increase in Cash and Cash Equivalents
 * - Cash and Cash Equivalents at Beginning of Period
 *   - Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents
 * - Cash and Cash Equivalents at End of Period
 */
export type CashflowStatementLine = components["schemas"]["StatementLine"] & {
    /** @description Name of the line. */
    name: components["schemas"]["CashflowStatementLineName"];
    /** @description Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array. */
    lines?: components["schemas"]["CashflowStatementLine"][];
};
/** Name of a line of the cash flow statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. */
export type CashflowStatementLineName = "Net Cash Flows from Operating Activities" | "Net Income" | "Depreciation and Amortization" | "Stock-based Compensation" | "Deferred Taxs" | "Interest Income(expense)" | "Impairment of Assets" | "Change in Working Capital" | "Change in Accounts Receivable" | "Change in Inventories" | "Change in Accounts Payable" | "Change in Prepaid Expenses" | "Change in Contract liabilities" | "Change in Deferred Revenue" | "Change in Other Working Capital" | "Other Non-cash Adjustments" | "Net Cash from Discontinued Operating Activities" | "Net Cash Flows from Investing Activities" | "Change in PPE and Intangible Assets" | "Disposal of PPE and Intangible Assets" | "Purchase of PPE and Intangible Assets" | "Change in Investments" | "Decrease in Investments" | "Increase in Investments" | "Change in long-term Equity Investments" | "Change in Associates and Joint Ventures" | "Change in Subsidiaries" | "Dividends Received" | "Interest Received" | "Other Investing Activities" | "Net Cash from Discontinued Investing Activities" | "Net Cash Flows from Financing Activities" | "Dividends Paid" | "Change in Debt" | "Issuance of Short-term Debt" | "Repayment of Short-term Debt" | "Issuance of long-term Debt" | "Repayment of long-term Debt" | "Change in Capital Stock" | "Increase in Capital Stock" | "Decrease in Capital Stock" | "Interest Paid" | "Other Financing Activities" | "Net Cash from Discontinued Financing Activities" | "Effect of Foreign Exchange Rate Changes" | "Other Accounts Affecting Net Increase in Cash and Cash Equivalents" | "Net Increase in Cash and Cash Equivalents" | "Cash and Cash Equivalents at Beginning of Period" | "Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents" | "Cash and Cash Equivalents at End of Period";
/** One reporting period of the balance sheet with its lines. */
export type BalanceSheetPeriod = components["schemas"]["StatementPeriod"] & {
    /** @description The top-level lines of the balance sheet; children nest in `lines`. */
    lines: components["schemas"]["BalanceSheetLine"][];
};
/**
 * A line of the balance sheet: a named value and its child lines. Every period carries every line
 * of the tree below, in this order and nesting; when the report lacks a data point the line is
 * still present and its value is null. The same tree, machine-readable, is this schema's
 * `x-statement-tree` extension.
 *
 * - Total Assets
 * - Total Current Assets
 *   - Cash, Cash Equivalents and Short-term Investments
 *     - Cash and Cash Equivalents
 *     - Short-term Investments
 *   - Restricted Deposits and Cash
 *   - Receivables
 *     - Accounts and Notes Receivable
 *     - Income Taxes Receivable
 *     - Other Receivables
 *     - Amounts Due from Related Parties
 *   - Inventories
 *     - Raw Materials
 *     - Work in Process
 *     - Finished Goods
 *     - Other Inventory
 *   - Derivative Financial Assets(current)
 *   - Prepaid Expenses(current)
 *   - Assets Held for Sale
 *   - Contract Assets(current)
 *   - Other Current Assets
 * - Total Non-current Assets
 *   - Property, Plant and Equipment, Net
 *     - Gross Property, Plant and Equipment
 *     - Accumulated Depreciation
 *   - Long-term Investments and Receivables
 *     - Long-term Investments
 *     - Long-term Receivables
 *   - Goodwill and Intangible Assets
 *     - Goodwill
 *     - Intangible Assets
 *   - Investment Properties
 *   - Derivative Financial Assets(non-current)
 *   - Prepaid Expenses(non-current)
 *   - Prepaid Pension Costs
 *   - Contract Assets(non-current)
 *   - Deferred Tax Assets
 *   - Investments in Affiliates
 *     - Investments in Associates
 *     - Investments in Joint Ventures
 *   - Other Non-current Assets
 * - Total liabilities
 * - Total Current Liabilities
 *   - Short-term Debt
 *     - Short-term Borrowings
 *     - Short-term Lease Liabilities
 *     - Current Portion of Long-term Debt
 *   - Amounts Due to Related Parties
 *     - Accounts and Notes Payable
 *     - Income taxes payable
 *     - Interest and Dividends Payable
 *     - Other Payables and Accruals
 *     - Amounts Due to Related Parties
 *   - Derivative Financial Liabilities(current)
 *   - Liabilities Held for Sale
 *   - Advances from customers(current)
 *   - Deferred Revenue(current)
 *   - Contract Liabilities(current)
 *   - Other Current Liabilities
 * - Total Non-current Liabilities
 *   - Long-term debt
 *     - Long-term borrowings
 *     - Long-term Lease Liabilities
 *   - Accrued Liabilities
 *   - Pension Liabilities
 *     - Pensions
 *     - Other Post-ret Benefits
 *   - Deferred Compensation
 *   - Derivative Financial Liabilities(non-current)
 *   - Deferred Tax Liabilities
 *   - Advances from customers(non-current)
 *   - Deferred Revenue(non-current)
 *   - Contract Liabilities(non-current)
 *   - Other Non-current Liabilities
 * - Total Equity
 *   - Equity Attributable to Minority Interests
 * - Equity Attributable to Owners of the Company
 *   - Preferred Equity
 *   - Hybrid Capital
 *   - Equity Attributable to Common Stockholders
 *     - Common Stock
 *     - Additional Paid in Capital
 *     - Retained Earnings
 *     - Treasury Stock
 *     - Accumulated Other Comprehensive Income
 *     - Other Equity of Common Stockholders
 * - Total Liabilities and Equity
 */
export type BalanceSheetLine = components["schemas"]["StatementLine"] & {
    /** @description Name of the line. */
    name: components["schemas"]["BalanceSheetLineName"];
    /** @description Child lines of this line, in the order above. A line without children may leave it out, as the provider's own example does, or carry an empty array. */
    lines?: components["schemas"]["BalanceSheetLine"][];
};
/** Name of a line of the balance sheet, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. "Amounts Due to Related Parties" occurs twice in the tree: as a line of Total Current Liabilities and again as its own child. */
export type BalanceSheetLineName = "Total Assets" | "Total Current Assets" | "Cash, Cash Equivalents and Short-term Investments" | "Cash and Cash Equivalents" | "Short-term Investments" | "Restricted Deposits and Cash" | "Receivables" | "Accounts and Notes Receivable" | "Income Taxes Receivable" | "Other Receivables" | "Amounts Due from Related Parties" | "Inventories" | "Raw Materials" | "Work in Process" | "Finished Goods" | "Other Inventory" | "Derivative Financial Assets(current)" | "Prepaid Expenses(current)" | "Assets Held for Sale" | "Contract Assets(current)" | "Other Current Assets" | "Total Non-current Assets" | "Property, Plant and Equipment, Net" | "Gross Property, Plant and Equipment" | "Accumulated Depreciation" | "Long-term Investments and Receivables" | "Long-term Investments" | "Long-term Receivables" | "Goodwill and Intangible Assets" | "Goodwill" | "Intangible Assets" | "Investment Properties" | "Derivative Financial Assets(non-current)" | "Prepaid Expenses(non-current)" | "Prepaid Pension Costs" | "Contract Assets(non-current)" | "Deferred Tax Assets" | "Investments in Affiliates" | "Investments in Associates" | "Investments in Joint Ventures" | "Other Non-current Assets" | "Total liabilities" | "Total Current Liabilities" | "Short-term Debt" | "Short-term Borrowings" | "Short-term Lease Liabilities" | "Current Portion of Long-term Debt" | "Amounts Due to Related Parties" | "Accounts and Notes Payable" | "Income taxes payable" | "Interest and Dividends Payable" | "Other Payables and Accruals" | "Derivative Financial Liabilities(current)" | "Liabilities Held for Sale" | "Advances from customers(current)" | "Deferred Revenue(current)" | "Contract Liabilities(current)" | "Other Current Liabilities" | "Total Non-current Liabilities" | "Long-term debt" | "Long-term borrowings" | "Long-term Lease Liabilities" | "Accrued Liabilities" | "Pension Liabilities" | "Pensions" | "Other Post-ret Benefits" | "Deferred Compensation" | "Derivative Financial Liabilities(non-current)" | "Deferred Tax Liabilities" | "Advances from customers(non-current)" | "Deferred Revenue(non-current)" | "Contract Liabilities(non-current)" | "Other Non-current Liabilities" | "Total Equity" | "Equity Attributable to Minority Interests" | "Equity Attributable to Owners of the Company" | "Preferred Equity" | "Hybrid Capital" | "Equity Attributable to Common Stockholders" | "Common Stock" | "Additional Paid in Capital" | "Retained Earnings" | "Treasury Stock" | "Accumulated Other Comprehensive Income" | "Other Equity of Common Stockholders" | "Total Liabilities and Equity";
/** Success envelope of `getFinancialStatements`. */
export interface GetFinancialStatementsResponse {
    /** @description Object with the three statement arrays. */
    data: components["schemas"]["FinancialStatements"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The top 10 holdings of an ETF on one known date of change. */
export interface EtfHoldingsRecord {
    /** @description Date of the record (format not shown). */
    date: string;
    /** @description Sum of the weights of the listed holdings (scaling not shown). */
    total_weight: number;
    /** @description The top 10 holdings; only the top 10 are returned. */
    holdings: components["schemas"]["EtfHolding"][];
}
/** One of the top 10 holdings of an ETF on a date. */
export interface EtfHolding {
    /** @description Ticker symbol of the constituent. */
    ticker: string;
    /** @description Weight of the constituent in the ETF (scaling not shown). */
    constituent_weight: number;
}
/** Success envelope of `listEtfHoldings`. */
export interface ListEtfHoldingsResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description History of the holdings for known dates of change. */
        data: components["schemas"]["EtfHoldingsRecord"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** A security found by search. */
export interface Security {
    /** @description Ticker symbol. */
    ticker: string;
    /** @description Company or fund name. */
    name: string;
    /** @description Kind of security as published (for example stock or ETF); allowed values are not shown. */
    security_tag: string;
    /** @description Exchange code as published; allowed values are not shown. */
    exchange: string;
}
/** Success envelope of `searchSecurities`. */
export interface SearchSecuritiesResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The matches, ordered by relevance. */
        data: components["schemas"]["Security"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** One research publication of an analyst firm about a stock. */
export interface RatingRecord {
    /**
     * Format: date
     * @description Publication date, `YYYY-MM-DD` (the form of the provider's sample).
     */
    date: string;
    /** @description Name of the analyst firm. */
    firm: string;
    /** @description Rating action as published (for example an upgrade or a reiteration); allowed values are not shown. */
    action: string;
    /** @description Previous rating, or null when the firm had none. */
    rating_previous: string | null;
    /** @description Rating as published; allowed values are not shown. */
    rating: string;
    /** @description Previous price target, or null when there was none (currency not shown). */
    target_price_previous: number | null;
    /** @description Price target, or null when the publication has none (currency not shown). */
    price_target: number | null;
}
/** The current rating and target price averaged across all analysts' opinions. */
export interface Consensus {
    /** @description Counts of analyst ratings and their average. */
    analysts_ratings: {
        /** @description Number of analysts rating the stock. */
        count: number;
        /** @description Number of buy ratings. */
        buy: number;
        /** @description Number of hold ratings. */
        hold: number;
        /** @description Number of sell ratings. */
        sell: number;
        /** @description Average rating, capitalised, for example `Buy`; allowed values are not shown. */
        average_rating: string;
    };
    /** @description Analysts' price targets. */
    target_price: {
        /** @description Number of analysts with a price target. */
        count: number;
        /** @description Highest price target (currency not shown). */
        high: number;
        /** @description Average price target (currency not shown). */
        average: number;
        /** @description Lowest price target (currency not shown). */
        low: number;
    };
}
/** Success envelope of `listRatingsHistory`. */
export interface ListRatingsHistoryResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The publications, with date, firm and target prices. */
        data: components["schemas"]["RatingRecord"][];
    };
    /**
     * @description `0`: success. Not shown in the provider's sample of this endpoint, so optional.
     * @constant
     */
    status_code?: 0;
    /**
     * @description `success`. Not shown in the provider's sample of this endpoint, so optional.
     * @constant
     */
    status_msg?: "success";
}
/** Success envelope of `getConsensus`. */
export interface GetConsensusResponse {
    /** @description The consensus, or null when no analyst rates the stock. */
    data: components["schemas"]["Consensus"] | null;
    /**
     * @description `0`: success. Not shown in the provider's sample of this endpoint, so optional.
     * @constant
     */
    status_code?: 0;
    /**
     * @description `success`. Not shown in the provider's sample of this endpoint, so optional.
     * @constant
     */
    status_msg?: "success";
}
/** One printed trade. The provider does not document the members; their meanings are inferred from public clients. */
export interface TradeTick {
    /** @description Time of the trade, Unix timestamp in milliseconds (inferred; the provider types it as a number). */
    t: number;
    /** @description Price of the trade (inferred). */
    p: number;
    /** @description Quantity traded, in shares (inferred). */
    q: number;
}
/** Success envelope of `listTrades`. */
export interface ListTradesResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The trades printed immediately before `to`, ascending by time. */
        data: components["schemas"]["TradeTick"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** An economic event on the calendar, such as a GDP release or an employment report. */
export interface EconomicEvent {
    /** @description Name of the indicator. */
    index: string;
    /**
     * @description Importance, 1, 2 or 3 from low to high (documented by the provider).
     * @enum {integer}
     */
    importance: 1 | 2 | 3;
    /** @description Actual value as published, for example `2.1%`; an empty string (`""`) while the event is not yet released (see the `unreleased` example of `listEconomicEvents`). */
    actual: string;
    /** @description Forecast value as published. */
    forecast: string;
    /** @description Previous value as published. */
    previous: string;
}
/** Summary statistics of how the stock price performed after earnings beat forecasts. */
export interface EarningsBacktest {
    /** @description One-line headline of the backtest. */
    headline: string;
    /** @description Free text with the statistics over windows such as 3 and 30 days. */
    summary: string;
}
/** Success envelope of `listEconomicEvents`. */
export interface ListEconomicEventsResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The events on the requested date. */
        data: components["schemas"]["EconomicEvent"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `getEarningsBacktest`. */
export interface GetEarningsBacktestResponse {
    /** @description The backtest summary. */
    data: components["schemas"]["EarningsBacktest"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The cover image of an article in the article list: an object, unlike the URL string of a wire headline. */
export interface ArticleCoverImage {
    /** @description URL of the image. */
    src: string;
    /** @description Kind of image. Its values are not shown by the provider. */
    type: string;
}
/** The author of an article as the article list gives it (without the `account_id` of the article content). */
export interface ArticleListAuthor {
    /** @description Display name of the author. */
    nickname: string;
    /** @description URL of the author's portrait image. */
    portrait: string;
}
/** An item of the article list: an article without its body. The body is fetched with `getArticleContent` by `content_id`. */
export interface ArticleSummary {
    /** @description Id of the article, for example `US_ARTICLEd7c3a136cc8822f4` (`US_ARTICLE` and 16 hex digits). Taken by `getArticleContent`, and as `start_id` to page to older articles. */
    content_id: string;
    /** @description Publish time, Unix timestamp in milliseconds (the unit is inferred). */
    publish_time: number;
    /** @description Title. */
    title: string;
    /** @description URL-friendly title. */
    seo_key: string;
    /** @description The cover image, an object with `src` and `type`. */
    cover_image: components["schemas"]["ArticleCoverImage"];
    /** @description The author of the article. */
    author: components["schemas"]["ArticleListAuthor"];
    /** @description Tickers mentioned in the article. */
    tag_list: components["schemas"]["Tag"][];
    /** @description Language of the article. */
    language: string;
}
/** One page of the article list, newest first. */
export interface ArticlesPage {
    /** @description The `start_id` of the request, as echoed by the service; its value when none was given is not shown. */
    start_id: string;
    /** @description Number of articles requested (a number in the provider's documentation). */
    size: number;
    /** @description The articles, newest first. */
    data: components["schemas"]["ArticleSummary"][];
}
/** Success envelope of `listArticles`. */
export interface ListArticlesResponse {
    /** @description The page with `start_id`, `size` and the articles in `data`. */
    data: components["schemas"]["ArticlesPage"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** A trade of a stock by one of its insiders, as filed with the SEC. Rows carry no ticker: it is the one asked for. Sign and unit conventions of the numbers are not shown. */
export interface InsiderTrade {
    /** @description Name of the insider. */
    name: string;
    /** @description Position of the insider in the company, such as a title (CEO, Director) (inferred). */
    position: string;
    /** @description Date of the trade (format not shown). */
    trade_date: string;
    /** @description Date the trade was filed with the SEC (format not shown). */
    filing_date: string;
    /** @description Time between the trade and its filing, as published (format not shown). */
    reporting_gap: string;
    /** @description Type of trade, as published. Allowed values are not shown. */
    trade_type: string;
    /** @description Change in shares held by the trade (sign convention not shown). */
    shares_chg: number;
    /** @description Change in shares held, relative to the holding before the trade (unit not shown). */
    shares_chg_percent: number;
    /** @description Shares held after the trade. */
    shares_held: number;
    /** @description Price per share of the trade (currency not shown). */
    price: number;
}
/** Success envelope of `listInsiderTrades`. */
export interface ListInsiderTradesResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The insider trades of the requested page. */
        data: components["schemas"]["InsiderTrade"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The profile of a stock. The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised. */
export interface StockProfile {
    [key: string]: unknown;
}
/** Success envelope of `getStockProfile`. */
export interface GetStockProfileResponse {
    /** @description The profile, an object whose members are not documented. */
    data: components["schemas"]["StockProfile"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The profile of an ETF (public clients describe assets under management, fees, dividends and an industry breakdown). The provider's reference shows no member of it: the shape is not documented, so it is an open object and no member is promised. */
export interface EtfProfile {
    [key: string]: unknown;
}
/** Success envelope of `getEtfProfile`. */
export interface GetEtfProfileResponse {
    /** @description The profile, an object whose members are not documented. */
    data: components["schemas"]["EtfProfile"];
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The unit of a candle; `step` multiplies it. */
export type CandleInterval = "min" | "day" | "week" | "month" | "year";
/** The trading session of the candles. */
export type CandleSession = "pre_market" | "intraday" | "post_market";
/** How prices are adjusted for corporate actions. `backward` adjusts history to today's shares, `forward` adjusts later prices to the earlier shares. */
export type CandleAdjustment = "actual" | "backward" | "backward_1" | "backward_2" | "backward_3" | "forward" | "forward_1" | "forward_2" | "forward_3";
/** One price bar. Whether `t` is the start or the end of the bar is not shown (the start, inferred). */
export interface Candle {
    /**
     * Format: int64
     * @description Time of the bar, Unix timestamp in milliseconds.
     */
    t: number;
    /** @description Open price. */
    o: number;
    /** @description High price. */
    h: number;
    /** @description Low price. */
    l: number;
    /** @description Close price. */
    c: number;
    /** @description Volume, in shares. */
    v: number;
    /** @description Traded value (the sum of price times quantity; currency not shown). */
    a: number;
}
/** Success envelope of `getCandles`. */
export interface GetCandlesResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The bars in the window, ascending by time (inferred). */
        data: components["schemas"]["Candle"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** One earnings report on the earnings calendar. Units, currency and scaling of the numbers are not shown. Actuals and surprises are null while the report is not yet released (inferred). */
export interface EarningsCalendarEntry {
    /** @description US ticker symbol of the stock. */
    ticker: string;
    /** @description Id of the earnings event, the `unique_id` that `getEarningsBacktest` takes. */
    unique_id: string;
    /** @description Name of the fiscal period, as published (format not shown). */
    period_name: string;
    /** @description Reported earnings per share; null before the release (inferred). */
    eps_actual: number | null;
    /** @description Forecast earnings per share; null when there is no forecast (inferred). */
    eps_forecast: number | null;
    /** @description Reported minus forecast earnings per share; null before the release (inferred). */
    eps_surprise: number | null;
    /** @description Reported revenue (units not shown); null before the release (inferred). */
    revenue_actual: number | null;
    /** @description Forecast revenue (units not shown); null when there is no forecast (inferred). */
    revenue_forecast: number | null;
    /** @description Reported minus forecast revenue (units not shown); null before the release (inferred). */
    revenue_surprise: number | null;
}
/** One dividend on the dividends calendar. */
export interface DividendsCalendarEntry {
    /** @description US ticker symbol of the stock. */
    ticker: string;
    /** @description Ex-dividend date (format not shown). */
    ex_date: string;
    /** @description Payment date (format not shown). */
    pay_date: string;
    /** @description Amount per share (inferred; currency not shown). */
    amount: number;
}
/** One initial public offering on the IPO calendar. No company name, share count or final price is given. */
export interface IpoCalendarEntry {
    /** @description US ticker symbol the stock lists under. */
    ticker: string;
    /** @description Exchange of the listing, as published. Allowed values are not shown. */
    exchange: string;
    /** @description Low end of the offer price range (inferred meaning; currency not shown). */
    floor_price: number;
    /** @description High end of the offer price range (inferred meaning; currency not shown). */
    ceiling_price: number;
}
/** One corporate action on the calendar, a stock split or a reverse stock split. */
export interface CorporateAction {
    /** @description US ticker symbol of the stock. */
    ticker: string;
    /** @description Kind of action in title case with spaces, for example `Stock Split` or `Reverse Stock Split`. The set is open: other values are not shown. */
    type: string;
    /** @description Ratio of new to old shares, for example `4:1` for a split or `1:10` for a reverse split. */
    ratio: string;
}
/** Success envelope of `listEarningsCalendar`. */
export interface ListEarningsCalendarResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The earnings reports of the requested date. */
        data: components["schemas"]["EarningsCalendarEntry"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `listDividendsCalendar`. */
export interface ListDividendsCalendarResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The dividends of the requested date. */
        data: components["schemas"]["DividendsCalendarEntry"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `listIpoCalendar`. */
export interface ListIpoCalendarResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The offerings of the requested date. */
        data: components["schemas"]["IpoCalendarEntry"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** Success envelope of `listCorporateActions`. */
export interface ListCorporateActionsResponse {
    /** @description Wrapper with one member `data`. */
    data: {
        /** @description The corporate actions of the requested date. */
        data: components["schemas"]["CorporateAction"][];
    };
    /**
     * @description `0`: success.
     * @constant
     */
    status_code: 0;
    /**
     * @description `success`.
     * @constant
     */
    status_msg: "success";
}
/** The error body. The service answers errors with HTTP 200 and this body, which has only `status_code` and `status_msg`: no `data` member (a body with `data` is not an error envelope). Known codes: `4011` unauthorised (missing or invalid key), `4012` invalid parameter (missing, malformed or out-of-range parameter, or an unknown or non-US ticker) and `4014` rate limited (free tier: a few calls per 30 seconds). Other codes are not shown. */
export interface ErrorEnvelope {
    /**
     * @description Non-zero error code: `4011` unauthorised, `4012` invalid parameter, `4014` rate limited. Other values are not shown, so any non-zero integer is accepted.
     * @example 4012
     */
    status_code: number;
    /**
     * @description Error message: `Invalid param` for `4012`. The messages of `4011` and `4014` are not shown by the provider.
     * @example Invalid param
     */
    status_msg: string;
}
