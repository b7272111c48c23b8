/** The padding of every cell in the portal's tables. */
export const PORTAL_CELL = "px-3 py-2";

/** The header row of a portal table: one column heading per label, in the portal's small capitals. */
export function PortalTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-ink-950 text-xs tracking-wide text-zinc-400 uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={PORTAL_CELL}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
