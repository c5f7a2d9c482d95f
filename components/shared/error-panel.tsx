import Link from 'next/link';

/** A bad link or file never leaves a blank page: say what is wrong and offer a way back. */
export function ErrorPanel({ message, detail, links }: { message: string; detail?: string; links: Array<{ href: string; label: string }> }) {
  return (
    <div role="alert" className="card max-w-2xl border-red-300 dark:border-red-800" data-testid="error-panel">
      <p className="font-semibold">{message}</p>
      {detail && <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-sm text-red-800 dark:text-red-300">{detail}</pre>}
      <ul className="mt-3 flex flex-wrap gap-3">
        {/* The way back may be the same page as the first offer (the canonical scenario's step 1). */}
        {links.filter((l, i) => links.findIndex((o) => o.href === l.href) === i).map((l) => (
          <li key={l.href}>
            <Link className="text-sky-700 underline dark:text-sky-300" href={l.href}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
