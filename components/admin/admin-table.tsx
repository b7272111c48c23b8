import { Children, cloneElement, isValidElement, type ReactElement } from "react";

type Column = string | { label: string; hidden: true };
type CellProps = { "data-label"?: string; role?: string; className?: string; children?: React.ReactNode };

const labelOf = (column: Column | undefined) => (typeof column === "string" ? column : undefined);

/**
 * Names each row's cells after their columns (`data-label`), so that on a
 * narrow screen, where the rows are stacked as cards (`.admin-table-stack`
 * in app/globals.css), every value keeps its column's name beside it. The
 * table's roles are spelled out, because a browser drops a table's semantics
 * when CSS displays its parts as blocks.
 */
function labelCells(children: React.ReactNode, columns: readonly Column[], stickyLast: boolean) {
  return Children.map(children, (row) => {
    if (!isValidElement<{ children?: React.ReactNode }>(row) || row.type !== "tr") return row;
    const count = Children.toArray(row.props.children).length;
    const cells = Children.map(row.props.children, (cell, index) => {
      const label = labelOf(columns[index]);
      if (!isValidElement<CellProps>(cell) || cell.type !== "td") return cell;
      const sticky = stickyLast && index === count - 1 ? { className: `${cell.props.className ?? ""} ${STICKY_CELL}` } : {};
      return cloneElement(cell as ReactElement<CellProps>, { role: "cell", ...(label && { "data-label": label }), ...sticky });
    });
    return cloneElement(row as ReactElement<{ role?: string }>, { role: "row" }, cells);
  });
}

/**
 * The last column pinned to the frame's right edge from md up, so a row's actions stay in reach however wide its data
 * makes the table (long e-mails, Discord names). Opaque, so the columns scrolling under it do not show through.
 */
const STICKY_CELL = "md:sticky md:right-0 md:bg-ink-900 md:shadow-[-1px_0_0_var(--color-ink-800)]";

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
 * `stickyLast` keeps the last column (a row's actions) in view while the
 * frame scrolls sideways.
 */
export function AdminTable({
  columns,
  minWidth = 640,
  className = "",
  stickyLast = false,
  children,
}: {
  columns: readonly Column[];
  minWidth?: keyof typeof MIN_WIDTHS;
  className?: string;
  stickyLast?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`admin-table-stack overflow-auto rounded-lg border border-ink-800 ${className}`}>
      <table role="table" className={`w-full text-left text-sm ${MIN_WIDTHS[minWidth]}`}>
        <thead role="rowgroup" className="sticky top-0 bg-ink-900 text-xs tracking-wide text-zinc-400 uppercase">
          <tr role="row">
            {columns.map((column, index) => {
              const className = `px-3 py-2 ${stickyLast && index === columns.length - 1 ? STICKY_CELL : ""}`;
              return typeof column === "string" ? (
                <th key={column} role="columnheader" scope="col" className={className}>
                  {column}
                </th>
              ) : (
                <th key={column.label} role="columnheader" scope="col" className={className}>
                  <span className="sr-only">{column.label}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-ink-800 text-zinc-200">
          {labelCells(children, columns, stickyLast)}
        </tbody>
      </table>
    </div>
  );
}
