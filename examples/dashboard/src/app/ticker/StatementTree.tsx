import { Fragment, useState } from 'react';
import { TableScroll } from '../components/TableScroll';
import { fmt } from '../format';

/** A statement line as the API returns it. */
export interface TreeLine {
  name: string;
  value: number | null;
  lines?: TreeLine[] | null;
}

/** One column: a period and its lines, which share names and nesting across periods. */
export interface TreeColumn {
  label: string;
  lines: TreeLine[];
}

/** A figure in the table's one unit (`divisor`), per-share figures in dollars. */
const formatValue = (name: string, value: number | null, divisor: number) =>
  /\bEPS\b/.test(name) || value === null ? fmt.decimal(value) : fmt.decimal(value / divisor);

/** The line at an index path, e.g. [3, 0, 1]. */
function lineAt(lines: TreeLine[], path: number[]): TreeLine | undefined {
  let current: TreeLine | undefined;
  let level: TreeLine[] | null | undefined = lines;
  for (const index of path) {
    current = level?.[index];
    level = current?.lines;
  }
  return current;
}

/** Every index path that has children, to expand the whole tree. */
function parents(lines: TreeLine[], prefix: number[] = []): string[] {
  return lines.flatMap((line, i) =>
    line.lines?.length ? [[...prefix, i].join('.'), ...parents(line.lines, [...prefix, i])] : [],
  );
}

/**
 * A statement as an expandable tree: one row per line, one column per period, every figure in
 * one unit (`divisor`: 1e9 for billions) said above the table.
 */
export function StatementTree({ columns, divisor }: { columns: TreeColumn[]; divisor: number }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const template = columns[0]?.lines ?? [];
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  // A line with no value in any period, nor below it, does not apply to this company (a bank
  // has no cost of goods, R&D or inventories: the service sends those lines with `null`).
  const reported = (path: number[]): boolean => {
    const line = lineAt(template, path);
    return (
      columns.some((column) => (lineAt(column.lines, path)?.value ?? null) !== null) ||
      (line?.lines ?? []).some((_, i) => reported([...path, i]))
    );
  };
  const countHidden = (lines: TreeLine[], prefix: number[]): number =>
    lines.reduce((n, line, i) => {
      const path = [...prefix, i];
      return n + (reported(path) ? countHidden(line.lines ?? [], path) : 1);
    }, 0);
  const hidden = countHidden(template, []);

  const rows = (lines: TreeLine[], prefix: number[], depth: number) =>
    lines.map((line, index) => {
      const path = [...prefix, index];
      if (!reported(path)) return null;
      const key = path.join('.');
      const hasChildren = (line.lines ?? []).some((_, i) => reported([...path, i]));
      const isOpen = open.has(key);
      return (
        <Fragment key={key}>
          <tr
            className={`tree-row depth-${Math.min(depth, 3)}`}
            data-testid="statement-row"
            data-depth={depth}
          >
            <th scope="row" style={{ paddingLeft: `${0.5 + depth * 1.1}rem` }}>
              {hasChildren ? (
                <button
                  type="button"
                  className="tree-toggle"
                  aria-expanded={isOpen}
                  onClick={() => toggle(key)}
                >
                  <span className="chevron" aria-hidden="true">
                    ▸
                  </span>
                  {line.name}
                </button>
              ) : (
                <span className="tree-leaf">{line.name}</span>
              )}
            </th>
            {columns.map((column) => {
              const value = lineAt(column.lines, path)?.value ?? null;
              return (
                <td
                  key={column.label}
                  className={`num ${value !== null && value < 0 ? 'negative' : ''}`}
                >
                  {formatValue(line.name, value, divisor)}
                </td>
              );
            })}
          </tr>
          {hasChildren && isOpen && rows(line.lines ?? [], path, depth + 1)}
        </Fragment>
      );
    });

  return (
    <>
      <div className="tree-actions">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setOpen(new Set(parents(template)))}
        >
          Expand all
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setOpen(new Set())}
        >
          Collapse all
        </button>
      </div>
      <TableScroll label="Financial statement">
        <table className="table tree" data-testid="statement-tree">
          <thead>
            <tr>
              <th>Line</th>
              {columns.map((column) => (
                <th key={column.label} className="num nowrap">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows(template, [], 0)}</tbody>
        </table>
      </TableScroll>
      {hidden > 0 && (
        <p className="muted small" data-testid="statement-hidden">
          {hidden === 1
            ? '1 line with no value in these periods is not shown.'
            : `${hidden} lines with no value in these periods are not shown.`}
        </p>
      )}
    </>
  );
}
