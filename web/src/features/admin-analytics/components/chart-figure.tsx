/**
 * A chart with its words: a heading, a one-sentence summary everyone sees, the chart (hidden from assistive
 * technology, which gets the same numbers as a table instead) and that table, visually hidden.
 */
import { useId, type ReactNode } from 'react';

export type DataTable = {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
};

export function ChartFigure({
  title,
  summary,
  aside,
  table,
  children,
  wide = false,
}: {
  title: string;
  summary: ReactNode;
  /** A figure beside the heading (e.g. the acceptance rate). */
  aside?: ReactNode;
  table: DataTable;
  /** The chart; none when there is nothing to draw (the summary says so). */
  children?: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <figure
      className={wide ? 'card chart-card chart-card--wide' : 'card chart-card'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <div className="chart-card__header">
        <h2 id={`${id}-title`} className="card__title">
          {title}
        </h2>
        {aside}
      </div>
      <p id={`${id}-summary`} className="muted chart-card__summary">
        {summary}
      </p>
      {children ? (
        <div className="chart-card__chart" aria-hidden="true">
          {children}
        </div>
      ) : null}
      {/* A table sizes to its content whatever its own box says: the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
