// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import type { BalanceSheetLineName, CandleAdjustment, CandleInterval, CandleSession, CashflowStatementLineName, IncomeStatementLineName, StatementPeriodCode, WireIndustry, WireTab } from './openapi';

/** The `info.version` of the spec every generated file of this package comes from. */
export const specVersion = "1.0.0";

/** Every value of `WireTab`, in the spec's order. Category filter of the wires list. */
export const wireTabs = ["all","manual","important","movers","earnings","insider_trades","technical","8k","twitter"] as const satisfies readonly WireTab[];

/** Every value of `WireIndustry`, in the spec's order. Industry filter of the wires list. */
export const wireIndustries = ["software","tech_hardware","chips","healthcare_equipment","pharma","banks","defense","industrials","consumer_durables","autos","staples_retail","energy_equip_serv","reits","media"] as const satisfies readonly WireIndustry[];

/** Every value of `StatementPeriodCode`, in the spec's order. Which periods the statements endpoint returns. */
export const statementPeriods = [0,1,2,3,4] as const satisfies readonly StatementPeriodCode[];

/** Every value of `IncomeStatementLineName`, in the spec's order. Name of a line of the income statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. */
export const incomeStatementLineNames = ["Revenue","Sales and Services Revenue","Financing Services Revenue","Other Revenue","Cost of Revenue","Cost of Goods and Services","Cost of Financing Services","Other Cost","Gross Profit","Other Operating Income","Operating Expenses","Selling, General and Administrative Expenses","Selling and Marketing Expenses","General and Administrative Expenses","Research and Development Expenses","Loss on Bad Debts","Loss on Impairment of Other Assets","Loss on Disposal of Assets","Other Operating Expenses","Operating Income","Non-Operating Income (Loss)","Income (Loss) from Affiliates","Income (Loss) from Associates","Income (Loss) from Joint ventures","Gain (Loss) on Other Investment","Gain (Loss) on Change in Fair Value","Gain (Loss) on Foreign Currency Exchange","Other Non-Operating Income (Loss)","Net Interest Expense","Interest Expense","Interest Income","Pretax Income From Continuing Operations","Income Tax Expense","Current Income Tax","Deferred Income Tax","Income Tax Adjustments","Net Income from Continuing Operations","Income from Discontinued Operations","Other Items Before Net Income","Net Income","Net Income Attributable to Minority Interests","Net Income Attributable to Owners of the Company","Preferred Stock Dividends","Other Adjustments","Net Income Attributable to Common Stockholders","Other Comprehensive Income","Total Comprehensive Income","Total Comprehensive Income Attributable to Minority Interests","Total Comprehensive Income Attributable to Owners of the Company","Basic EPS","Basic EPS from Continuing Operations","Basic EPS from Discontinued Operations","Diluted EPS","Diluted EPS from Continuing Operations","Diluted EPS from Discontinued Operations"] as const satisfies readonly IncomeStatementLineName[];

/** Every value of `CashflowStatementLineName`, in the spec's order. Name of a line of the cash flow statement, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. */
export const cashflowStatementLineNames = ["Net Cash Flows from Operating Activities","Net Income","Depreciation and Amortization","Stock-based Compensation","Deferred Taxs","Interest Income(expense)","Impairment of Assets","Change in Working Capital","Change in Accounts Receivable","Change in Inventories","Change in Accounts Payable","Change in Prepaid Expenses","Change in Contract liabilities","Change in Deferred Revenue","Change in Other Working Capital","Other Non-cash Adjustments","Net Cash from Discontinued Operating Activities","Net Cash Flows from Investing Activities","Change in PPE and Intangible Assets","Disposal of PPE and Intangible Assets","Purchase of PPE and Intangible Assets","Change in Investments","Decrease in Investments","Increase in Investments","Change in long-term Equity Investments","Change in Associates and Joint Ventures","Change in Subsidiaries","Dividends Received","Interest Received","Other Investing Activities","Net Cash from Discontinued Investing Activities","Net Cash Flows from Financing Activities","Dividends Paid","Change in Debt","Issuance of Short-term Debt","Repayment of Short-term Debt","Issuance of long-term Debt","Repayment of long-term Debt","Change in Capital Stock","Increase in Capital Stock","Decrease in Capital Stock","Interest Paid","Other Financing Activities","Net Cash from Discontinued Financing Activities","Effect of Foreign Exchange Rate Changes","Other Accounts Affecting Net Increase in Cash and Cash Equivalents","Net Increase in Cash and Cash Equivalents","Cash and Cash Equivalents at Beginning of Period","Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents","Cash and Cash Equivalents at End of Period"] as const satisfies readonly CashflowStatementLineName[];

/** Every value of `BalanceSheetLineName`, in the spec's order. Name of a line of the balance sheet, in the provider's exact spelling (oddities kept). Each name is listed once, in the order of the statement. "Amounts Due to Related Parties" occurs twice in the tree: as a line of Total Current Liabilities and again as its own child. */
export const balanceSheetLineNames = ["Total Assets","Total Current Assets","Cash, Cash Equivalents and Short-term Investments","Cash and Cash Equivalents","Short-term Investments","Restricted Deposits and Cash","Receivables","Accounts and Notes Receivable","Income Taxes Receivable","Other Receivables","Amounts Due from Related Parties","Inventories","Raw Materials","Work in Process","Finished Goods","Other Inventory","Derivative Financial Assets(current)","Prepaid Expenses(current)","Assets Held for Sale","Contract Assets(current)","Other Current Assets","Total Non-current Assets","Property, Plant and Equipment, Net","Gross Property, Plant and Equipment","Accumulated Depreciation","Long-term Investments and Receivables","Long-term Investments","Long-term Receivables","Goodwill and Intangible Assets","Goodwill","Intangible Assets","Investment Properties","Derivative Financial Assets(non-current)","Prepaid Expenses(non-current)","Prepaid Pension Costs","Contract Assets(non-current)","Deferred Tax Assets","Investments in Affiliates","Investments in Associates","Investments in Joint Ventures","Other Non-current Assets","Total liabilities","Total Current Liabilities","Short-term Debt","Short-term Borrowings","Short-term Lease Liabilities","Current Portion of Long-term Debt","Amounts Due to Related Parties","Accounts and Notes Payable","Income taxes payable","Interest and Dividends Payable","Other Payables and Accruals","Derivative Financial Liabilities(current)","Liabilities Held for Sale","Advances from customers(current)","Deferred Revenue(current)","Contract Liabilities(current)","Other Current Liabilities","Total Non-current Liabilities","Long-term debt","Long-term borrowings","Long-term Lease Liabilities","Accrued Liabilities","Pension Liabilities","Pensions","Other Post-ret Benefits","Deferred Compensation","Derivative Financial Liabilities(non-current)","Deferred Tax Liabilities","Advances from customers(non-current)","Deferred Revenue(non-current)","Contract Liabilities(non-current)","Other Non-current Liabilities","Total Equity","Equity Attributable to Minority Interests","Equity Attributable to Owners of the Company","Preferred Equity","Hybrid Capital","Equity Attributable to Common Stockholders","Common Stock","Additional Paid in Capital","Retained Earnings","Treasury Stock","Accumulated Other Comprehensive Income","Other Equity of Common Stockholders","Total Liabilities and Equity"] as const satisfies readonly BalanceSheetLineName[];

/** Every value of `CandleInterval`, in the spec's order. The unit of a candle; `step` multiplies it. */
export const candleIntervals = ["min","day","week","month","year"] as const satisfies readonly CandleInterval[];

/** Every value of `CandleSession`, in the spec's order. The trading session of the candles. */
export const candleSessions = ["pre_market","intraday","post_market"] as const satisfies readonly CandleSession[];

/** Every value of `CandleAdjustment`, in the spec's order. How prices are adjusted for corporate actions. `backward` adjusts history to today's shares, `forward` adjusts later prices to the earlier shares. */
export const candleAdjustments = ["actual","backward","backward_1","backward_2","backward_3","forward","forward_1","forward_2","forward_3"] as const satisfies readonly CandleAdjustment[];

/** A node of a statement tree: a line name and its child lines. */
export interface StatementTreeNode<TName extends string> {
  /** The line name. */
  readonly name: TName;
  /** The child lines, in statement order. */
  readonly lines: readonly StatementTreeNode<TName>[];
}

/** The nesting of `IncomeStatementLine`s every period carries, in statement order. */
export const incomeStatementTree: readonly StatementTreeNode<IncomeStatementLineName>[] = [
  { name: "Revenue", lines: [
    { name: "Sales and Services Revenue", lines: [] },
    { name: "Financing Services Revenue", lines: [] },
    { name: "Other Revenue", lines: [] },
  ] },
  { name: "Cost of Revenue", lines: [
    { name: "Cost of Goods and Services", lines: [] },
    { name: "Cost of Financing Services", lines: [] },
    { name: "Other Cost", lines: [] },
  ] },
  { name: "Gross Profit", lines: [] },
  { name: "Other Operating Income", lines: [] },
  { name: "Operating Expenses", lines: [
    { name: "Selling, General and Administrative Expenses", lines: [
      { name: "Selling and Marketing Expenses", lines: [] },
      { name: "General and Administrative Expenses", lines: [] },
    ] },
    { name: "Research and Development Expenses", lines: [] },
    { name: "Loss on Bad Debts", lines: [] },
    { name: "Loss on Impairment of Other Assets", lines: [] },
    { name: "Loss on Disposal of Assets", lines: [] },
    { name: "Other Operating Expenses", lines: [] },
  ] },
  { name: "Operating Income", lines: [] },
  { name: "Non-Operating Income (Loss)", lines: [
    { name: "Income (Loss) from Affiliates", lines: [
      { name: "Income (Loss) from Associates", lines: [] },
      { name: "Income (Loss) from Joint ventures", lines: [] },
    ] },
    { name: "Gain (Loss) on Other Investment", lines: [] },
    { name: "Gain (Loss) on Change in Fair Value", lines: [] },
    { name: "Gain (Loss) on Foreign Currency Exchange", lines: [] },
    { name: "Other Non-Operating Income (Loss)", lines: [] },
    { name: "Net Interest Expense", lines: [
      { name: "Interest Expense", lines: [] },
      { name: "Interest Income", lines: [] },
    ] },
  ] },
  { name: "Pretax Income From Continuing Operations", lines: [] },
  { name: "Income Tax Expense", lines: [
    { name: "Current Income Tax", lines: [] },
    { name: "Deferred Income Tax", lines: [] },
    { name: "Income Tax Adjustments", lines: [] },
  ] },
  { name: "Net Income from Continuing Operations", lines: [] },
  { name: "Income from Discontinued Operations", lines: [] },
  { name: "Other Items Before Net Income", lines: [] },
  { name: "Net Income", lines: [
    { name: "Net Income Attributable to Minority Interests", lines: [] },
    { name: "Net Income Attributable to Owners of the Company", lines: [
      { name: "Preferred Stock Dividends", lines: [] },
      { name: "Other Adjustments", lines: [] },
      { name: "Net Income Attributable to Common Stockholders", lines: [] },
    ] },
  ] },
  { name: "Other Comprehensive Income", lines: [] },
  { name: "Total Comprehensive Income", lines: [
    { name: "Total Comprehensive Income Attributable to Minority Interests", lines: [] },
    { name: "Total Comprehensive Income Attributable to Owners of the Company", lines: [] },
  ] },
  { name: "Basic EPS", lines: [
    { name: "Basic EPS from Continuing Operations", lines: [] },
    { name: "Basic EPS from Discontinued Operations", lines: [] },
  ] },
  { name: "Diluted EPS", lines: [
    { name: "Diluted EPS from Continuing Operations", lines: [] },
    { name: "Diluted EPS from Discontinued Operations", lines: [] },
  ] },
];

/** The nesting of `CashflowStatementLine`s every period carries, in statement order. */
export const cashflowStatementTree: readonly StatementTreeNode<CashflowStatementLineName>[] = [
  { name: "Net Cash Flows from Operating Activities", lines: [
    { name: "Net Income", lines: [] },
    { name: "Depreciation and Amortization", lines: [] },
    { name: "Stock-based Compensation", lines: [] },
    { name: "Deferred Taxs", lines: [] },
    { name: "Interest Income(expense)", lines: [] },
    { name: "Impairment of Assets", lines: [] },
    { name: "Change in Working Capital", lines: [
      { name: "Change in Accounts Receivable", lines: [] },
      { name: "Change in Inventories", lines: [] },
      { name: "Change in Accounts Payable", lines: [] },
      { name: "Change in Prepaid Expenses", lines: [] },
      { name: "Change in Contract liabilities", lines: [] },
      { name: "Change in Deferred Revenue", lines: [] },
      { name: "Change in Other Working Capital", lines: [] },
    ] },
    { name: "Other Non-cash Adjustments", lines: [] },
    { name: "Net Cash from Discontinued Operating Activities", lines: [] },
  ] },
  { name: "Net Cash Flows from Investing Activities", lines: [
    { name: "Change in PPE and Intangible Assets", lines: [
      { name: "Disposal of PPE and Intangible Assets", lines: [] },
      { name: "Purchase of PPE and Intangible Assets", lines: [] },
    ] },
    { name: "Change in Investments", lines: [
      { name: "Decrease in Investments", lines: [] },
      { name: "Increase in Investments", lines: [] },
    ] },
    { name: "Change in long-term Equity Investments", lines: [
      { name: "Change in Associates and Joint Ventures", lines: [] },
      { name: "Change in Subsidiaries", lines: [] },
    ] },
    { name: "Dividends Received", lines: [] },
    { name: "Interest Received", lines: [] },
    { name: "Other Investing Activities", lines: [] },
    { name: "Net Cash from Discontinued Investing Activities", lines: [] },
  ] },
  { name: "Net Cash Flows from Financing Activities", lines: [
    { name: "Dividends Paid", lines: [] },
    { name: "Change in Debt", lines: [
      { name: "Issuance of Short-term Debt", lines: [] },
      { name: "Repayment of Short-term Debt", lines: [] },
      { name: "Issuance of long-term Debt", lines: [] },
      { name: "Repayment of long-term Debt", lines: [] },
    ] },
    { name: "Change in Capital Stock", lines: [
      { name: "Increase in Capital Stock", lines: [] },
      { name: "Decrease in Capital Stock", lines: [] },
    ] },
    { name: "Interest Paid", lines: [] },
    { name: "Other Financing Activities", lines: [] },
    { name: "Net Cash from Discontinued Financing Activities", lines: [] },
    { name: "Effect of Foreign Exchange Rate Changes", lines: [] },
    { name: "Other Accounts Affecting Net Increase in Cash and Cash Equivalents", lines: [] },
  ] },
  { name: "Net Increase in Cash and Cash Equivalents", lines: [] },
  { name: "Cash and Cash Equivalents at Beginning of Period", lines: [
    { name: "Other Accounts that Affect the Ending Balance of Cash and Cash Equivalents", lines: [] },
  ] },
  { name: "Cash and Cash Equivalents at End of Period", lines: [] },
];

/** The nesting of `BalanceSheetLine`s every period carries, in statement order. */
export const balanceSheetTree: readonly StatementTreeNode<BalanceSheetLineName>[] = [
  { name: "Total Assets", lines: [] },
  { name: "Total Current Assets", lines: [
    { name: "Cash, Cash Equivalents and Short-term Investments", lines: [
      { name: "Cash and Cash Equivalents", lines: [] },
      { name: "Short-term Investments", lines: [] },
    ] },
    { name: "Restricted Deposits and Cash", lines: [] },
    { name: "Receivables", lines: [
      { name: "Accounts and Notes Receivable", lines: [] },
      { name: "Income Taxes Receivable", lines: [] },
      { name: "Other Receivables", lines: [] },
      { name: "Amounts Due from Related Parties", lines: [] },
    ] },
    { name: "Inventories", lines: [
      { name: "Raw Materials", lines: [] },
      { name: "Work in Process", lines: [] },
      { name: "Finished Goods", lines: [] },
      { name: "Other Inventory", lines: [] },
    ] },
    { name: "Derivative Financial Assets(current)", lines: [] },
    { name: "Prepaid Expenses(current)", lines: [] },
    { name: "Assets Held for Sale", lines: [] },
    { name: "Contract Assets(current)", lines: [] },
    { name: "Other Current Assets", lines: [] },
  ] },
  { name: "Total Non-current Assets", lines: [
    { name: "Property, Plant and Equipment, Net", lines: [
      { name: "Gross Property, Plant and Equipment", lines: [] },
      { name: "Accumulated Depreciation", lines: [] },
    ] },
    { name: "Long-term Investments and Receivables", lines: [
      { name: "Long-term Investments", lines: [] },
      { name: "Long-term Receivables", lines: [] },
    ] },
    { name: "Goodwill and Intangible Assets", lines: [
      { name: "Goodwill", lines: [] },
      { name: "Intangible Assets", lines: [] },
    ] },
    { name: "Investment Properties", lines: [] },
    { name: "Derivative Financial Assets(non-current)", lines: [] },
    { name: "Prepaid Expenses(non-current)", lines: [] },
    { name: "Prepaid Pension Costs", lines: [] },
    { name: "Contract Assets(non-current)", lines: [] },
    { name: "Deferred Tax Assets", lines: [] },
    { name: "Investments in Affiliates", lines: [
      { name: "Investments in Associates", lines: [] },
      { name: "Investments in Joint Ventures", lines: [] },
    ] },
    { name: "Other Non-current Assets", lines: [] },
  ] },
  { name: "Total liabilities", lines: [] },
  { name: "Total Current Liabilities", lines: [
    { name: "Short-term Debt", lines: [
      { name: "Short-term Borrowings", lines: [] },
      { name: "Short-term Lease Liabilities", lines: [] },
      { name: "Current Portion of Long-term Debt", lines: [] },
    ] },
    { name: "Amounts Due to Related Parties", lines: [
      { name: "Accounts and Notes Payable", lines: [] },
      { name: "Income taxes payable", lines: [] },
      { name: "Interest and Dividends Payable", lines: [] },
      { name: "Other Payables and Accruals", lines: [] },
      { name: "Amounts Due to Related Parties", lines: [] },
    ] },
    { name: "Derivative Financial Liabilities(current)", lines: [] },
    { name: "Liabilities Held for Sale", lines: [] },
    { name: "Advances from customers(current)", lines: [] },
    { name: "Deferred Revenue(current)", lines: [] },
    { name: "Contract Liabilities(current)", lines: [] },
    { name: "Other Current Liabilities", lines: [] },
  ] },
  { name: "Total Non-current Liabilities", lines: [
    { name: "Long-term debt", lines: [
      { name: "Long-term borrowings", lines: [] },
      { name: "Long-term Lease Liabilities", lines: [] },
    ] },
    { name: "Accrued Liabilities", lines: [] },
    { name: "Pension Liabilities", lines: [
      { name: "Pensions", lines: [] },
      { name: "Other Post-ret Benefits", lines: [] },
    ] },
    { name: "Deferred Compensation", lines: [] },
    { name: "Derivative Financial Liabilities(non-current)", lines: [] },
    { name: "Deferred Tax Liabilities", lines: [] },
    { name: "Advances from customers(non-current)", lines: [] },
    { name: "Deferred Revenue(non-current)", lines: [] },
    { name: "Contract Liabilities(non-current)", lines: [] },
    { name: "Other Non-current Liabilities", lines: [] },
  ] },
  { name: "Total Equity", lines: [
    { name: "Equity Attributable to Minority Interests", lines: [] },
  ] },
  { name: "Equity Attributable to Owners of the Company", lines: [
    { name: "Preferred Equity", lines: [] },
    { name: "Hybrid Capital", lines: [] },
    { name: "Equity Attributable to Common Stockholders", lines: [
      { name: "Common Stock", lines: [] },
      { name: "Additional Paid in Capital", lines: [] },
      { name: "Retained Earnings", lines: [] },
      { name: "Treasury Stock", lines: [] },
      { name: "Accumulated Other Comprehensive Income", lines: [] },
      { name: "Other Equity of Common Stockholders", lines: [] },
    ] },
  ] },
  { name: "Total Liabilities and Equity", lines: [] },
];
