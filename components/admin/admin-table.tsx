import { Children, cloneElement, isValidElement, type ReactElement } from "react";

type Column = string | { label: string; hidden: true };
type CellProps = { "data-label"?: string; children?: React.ReactNode };

const labelOf = (column: Column | undefined) => (typeof column === "string" ? column : undefined);

/**
 * Names each row's cells after their columns (`data-label`), so that on a
 * narrow screen, where the rows are stacked as cards (`.admin-table-stack`
 * in app/globals.css), every value keeps its column's name beside it.
 */
function labelCells(children: React.ReactNode, columns: readonly Column[]) {
  return Children.map(children, (row) => {
    if (!isValidElement<{ children?: React.ReactNode }>(row) || row.type !== "tr") return row;
    const cells = Children.map(row.props.children, (cell, index) => {
      const label = labelOf(columns[index]);
      return isValidElement<CellProps>(cell) && cell.type === "td" && label ? cloneElement(cell as ReactElement<CellProps>, { "data-label": label }) : cell;
    });
    return cloneElement(row, {}, cells);
  });
}

/**
 * The admin screens' table: a header row of column names (a column can be
 * visually hidden but still named for screen readers) and the caller's rows.
 * From md up it is a table in a frame that scrolls if its container is
 * narrower than `minWidth`; below md its rows stack as labelled cards, so
 * no column is cut off and the page never scrolls sideways on a phone.
 */
export function AdminTable({
  columns,
  minWidth = 640,
  className = "",
  children,
}: {
  columns: readonly Column[];
  minWidth?: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`admin-table-stack overflow-auto rounded-lg border border-ink-800 ${className}`}>
      <table className="w-full text-left text-sm md:min-w-(--table-min)" style={{ "--table-min": `${minWidth}px` } as React.CSSProperties}>
        <thead className="sticky top-0 bg-ink-900 text-xs tracking-wide text-zinc-400 uppercase">
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="px-3 py-2">
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800 text-zinc-200">{labelCells(children, columns)}</tbody>
      </table>
    </div>
  );
}
