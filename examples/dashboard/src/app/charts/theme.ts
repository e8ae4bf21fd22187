/** Chart colours, matching the CSS variables of styles.css. */
export const chartTheme = {
  text: '#94a3b8',
  grid: 'rgba(148, 163, 184, 0.08)',
  border: 'rgba(148, 163, 184, 0.2)',
  accent: '#60a5fa',
  muted: '#a78bfa',
  up: '#34d399',
  down: '#f87171',
  font: "'Inter Variable', system-ui, sans-serif",
};

/** Ten distinct colours for series that share a chart. */
export const palette = [
  '#60a5fa',
  '#f472b6',
  '#34d399',
  '#fbbf24',
  '#a78bfa',
  '#22d3ee',
  '#fb923c',
  '#a3e635',
  '#f87171',
  '#e2e8f0',
];
