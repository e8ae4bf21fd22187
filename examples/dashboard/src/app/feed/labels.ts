/** Display names of the wire tabs (values from the spec). */
export const tabLabels: Record<string, string> = {
  all: 'All',
  manual: "Editors' picks",
  important: 'Important',
  movers: 'Movers',
  earnings: 'Earnings',
  insider_trades: 'Insider trades',
  technical: 'Technical',
  '8k': '8-K filings',
  twitter: 'Other media',
};

/** Display names of the wire industries, as API.md describes them. */
export const industryLabels: Record<string, string> = {
  software: 'Software',
  tech_hardware: 'Technology and hardware',
  chips: 'Semiconductors and electronics',
  healthcare_equipment: 'Healthcare equipment',
  pharma: 'Pharmaceuticals',
  banks: 'Banking',
  defense: 'Defense',
  industrials: 'Industrials',
  consumer_durables: 'Consumer durables',
  autos: 'Automotive',
  staples_retail: 'Retail and consumer staples',
  energy_equip_serv: 'Energy',
  reits: 'Real estate',
  media: 'Media and entertainment',
};

/** The importance mark's type is not documented: accept the usual truthy encodings. */
export function isImportant(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
