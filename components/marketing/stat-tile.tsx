export function StatTile({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-900 p-5 text-center">
      <p className="text-3xl font-extrabold text-brand-400">{value}</p>
      <p className="mt-1 text-sm text-zinc-300">{label}</p>
    </div>
  );
}
