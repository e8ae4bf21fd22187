/** Renders the suites' results as Markdown. */
import type { MachineInfo } from './internals/machine';
import type { ResultTable, SuiteResult, TargetCheck } from './internals/results';

/** Everything the report shows. */
export interface ReportInput {
  machine: MachineInfo;
  versions: Record<string, string>;
  results: SuiteResult[];
  startedAt: Date;
  elapsedMs: number;
  command: string;
  quick: boolean;
  /** The load average when the last suite finished. */
  loadAverageAtEnd: string;
}

const escapeCell = (cell: string) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** One Markdown table. */
export function renderTable(table: ResultTable): string {
  const line = (cells: string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [
    `${table.caption}`,
    '',
    line(table.headers),
    line(table.headers.map(() => '---')),
    ...table.rows.map(line),
  ].join('\n');
}

function verdict(target: TargetCheck): string {
  if (target.met === null) return 'not measured';
  return target.met ? 'met' : '**missed**';
}

function renderTargets(targets: TargetCheck[]): string {
  return renderTable({
    caption: '',
    headers: ['what', 'target', 'measured', 'verdict'],
    rows: targets.map((t) => [t.name, t.target, t.measured, verdict(t)]),
  }).trimStart();
}

function renderSuite(result: SuiteResult): string {
  const parts = [
    `## ${result.title}`,
    '',
    `Suite \`${result.id}\`, ${(result.elapsedMs / 1000).toFixed(1)} s.`,
  ];
  if (result.error) parts.push('', `**Not measured:** ${result.error}`);
  for (const table of result.tables) parts.push('', renderTable(table));
  for (const note of result.notes) parts.push('', note);
  return parts.join('\n');
}

/** The whole RESULTS.md. */
export function renderReport(input: ReportInput): string {
  const { machine, versions } = input;
  const allTargets = input.results.flatMap((r) => r.targets);
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`${input.command}\` on ${input.startedAt.toISOString()} in ${(input.elapsedMs / 1000).toFixed(0)} s.`,
    input.quick
      ? '\n**Quick (smoke) run: counts and durations are tiny, the numbers mean nothing.**'
      : '',
    'Ratios against a baseline measured in the same run are the headline; absolute numbers depend on a shared, noisy machine. See README.md for how to read this file.',
    '',
    '## Machine',
    '',
    renderTable({
      caption: '',
      headers: [
        'CPU',
        'cores',
        'memory',
        'OS',
        'Node',
        'load average (1/5/15 min), start → end',
        'commit',
      ],
      rows: [
        [
          machine.cpuModel,
          String(machine.cores),
          `${machine.memoryGiB} GiB`,
          machine.os,
          machine.node,
          `${machine.loadAverage} → ${input.loadAverageAtEnd}`,
          machine.commit,
        ],
      ],
    }).trimStart(),
    '',
    '## Versions',
    '',
    renderTable({
      caption: '',
      headers: ['package', 'version'],
      rows: Object.entries(versions),
    }).trimStart(),
    '',
    '## Targets',
    '',
    allTargets.length ? renderTargets(allTargets) : 'No target was measured in this run.',
    '',
    ...input.results.map((result) => `${renderSuite(result)}\n`),
  ];
  return `${lines
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
    .trimEnd()}\n`;
}
