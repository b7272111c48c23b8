export function SectionHeading({ id, title, subtitle }: { id?: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-2xl font-bold text-zinc-50 sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mx-auto mt-2 max-w-2xl text-zinc-300">{subtitle}</p> : null}
    </div>
  );
}
