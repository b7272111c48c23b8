export function Card({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-ink-700 bg-ink-900 p-5 ${className}`}>{children}</div>;
}
