/**
 * The admin screens' table: a scrolling frame, a header row of column names
 * (a column can be visually hidden but still named for screen readers), and
 * the caller's rows.
 */
export function AdminTable({
  columns,
  minWidth = 640,
  className = "",
  children,
}: {
  columns: readonly (string | { label: string; hidden: true })[];
  minWidth?: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`overflow-auto rounded-lg border border-ink-800 ${className}`}>
      <table className="w-full text-left text-sm" style={{ minWidth }}>
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
        <tbody className="divide-y divide-ink-800 text-zinc-200">{children}</tbody>
      </table>
    </div>
  );
}
