import { Children, cloneElement, isValidElement, type ReactElement } from "react";

type Column = string | { label: string; hidden: true };
type CellProps = { "data-label"?: string; role?: string; children?: React.ReactNode };

const labelOf = (column: Column | undefined) => (typeof column === "string" ? column : undefined);

/**
 * Names each row's cells after their columns (`data-label`), so that on a
 * narrow screen, where the rows are stacked as cards (`.admin-table-stack`
 * in app/globals.css), every value keeps its column's name beside it. The
 * table's roles are spelled out, because a browser drops a table's semantics
 * when CSS displays its parts as blocks.
 */
function labelCells(children: React.ReactNode, columns: readonly Column[]) {
  return Children.map(children, (row) => {
    if (!isValidElement<{ children?: React.ReactNode }>(row) || row.type !== "tr") return row;
    const cells = Children.map(row.props.children, (cell, index) => {
      const label = labelOf(columns[index]);
      if (!isValidElement<CellProps>(cell) || cell.type !== "td") return cell;
      return cloneElement(cell as ReactElement<CellProps>, { role: "cell", ...(label && { "data-label": label }) });
    });
    return cloneElement(row as ReactElement<{ role?: string }>, { role: "row" }, cells);
  });
}

/**
 * The widths a table may ask for, as whole class names (Tailwind finds only those written out). A class rather than a
 * style attribute: the policy refuses style attributes in markup (lib/http/security-headers.ts).
 */
const MIN_WIDTHS = {
  520: "md:min-w-[520px]",
  640: "md:min-w-[640px]",
  720: "md:min-w-[720px]",
  880: "md:min-w-[880px]",
  960: "md:min-w-[960px]",
  1080: "md:min-w-[1080px]",
  1100: "md:min-w-[1100px]",
} as const;

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
  minWidth?: keyof typeof MIN_WIDTHS;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`admin-table-stack overflow-auto rounded-lg border border-ink-800 ${className}`}>
      <table role="table" className={`w-full text-left text-sm ${MIN_WIDTHS[minWidth]}`}>
        <thead role="rowgroup" className="sticky top-0 bg-ink-900 text-xs tracking-wide text-zinc-400 uppercase">
          <tr role="row">
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} role="columnheader" scope="col" className="px-3 py-2">
                  {column}
                </th>
              ) : (
                <th key={column.label} role="columnheader" scope="col" className="px-3 py-2">
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-ink-800 text-zinc-200">
          {labelCells(children, columns)}
        </tbody>
      </table>
    </div>
  );
}
