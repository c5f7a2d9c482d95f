'use client';

import { memo, useState } from 'react';
import { childCount, startsFolded } from '@/lib/json/fold';
import { t } from '@/lib/i18n';

/**
 * Pretty-printed JSON laid out like `JSON.stringify(v, null, 2)`, with large nodes
 * folded behind a toggle. `foldAll` (set by "expand all" / "collapse all", with a
 * new React key) overrides the automatic folding.
 */
export const JsonView = memo(function JsonView({ value, foldAll }: { value: unknown; foldAll: boolean | null }) {
  return (
    <pre className="json-view whitespace-pre-wrap break-words text-[13px] leading-5" data-testid="payload-json">
      <JsonNode value={value} depth={0} foldAll={foldAll} last />
    </pre>
  );
});

interface NodeProps {
  value: unknown;
  depth: number;
  name?: string;
  last: boolean;
  foldAll: boolean | null;
}

function JsonNode({ value, depth, name, last, foldAll }: NodeProps) {
  const indent = '  '.repeat(depth);
  const key = name !== undefined ? <><span className="json-key">{JSON.stringify(name)}</span>: </> : null;
  const comma = last ? '' : ',';
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        {indent}
        {key}
        <Scalar value={value} />
        {comma}
      </div>
    );
  }
  return <Branch value={value} depth={depth} name={name} keyEl={key} comma={comma} indent={indent} foldAll={foldAll} />;
}

function Branch({
  value,
  depth,
  name,
  keyEl,
  comma,
  indent,
  foldAll,
}: {
  value: object;
  depth: number;
  name?: string;
  keyEl: React.ReactNode;
  comma: string;
  indent: string;
  foldAll: boolean | null;
}) {
  const [folded, setFolded] = useState(() => foldAll ?? startsFolded(value, depth, name));
  const isArray = Array.isArray(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  const entries: Array<[string | undefined, unknown]> = isArray
    ? (value as unknown[]).map((v) => [undefined, v])
    : Object.entries(value as Record<string, unknown>);
  const count = childCount(value);
  if (count === 0) {
    return (
      <div>
        {indent}
        {keyEl}
        <span className="json-punct">{open + close}</span>
        {comma}
      </div>
    );
  }
  const toggle = (
    <button
      type="button"
      className="json-toggle"
      aria-expanded={!folded}
      aria-label={`${folded ? t.player.step.expand : t.player.step.collapse} ${name ?? (isArray ? 'array' : 'object')}`}
      onClick={() => setFolded((f) => !f)}
    >
      {folded ? '▸' : '▾'}
    </button>
  );
  if (folded) {
    return (
      <div>
        {indent}
        {toggle}
        {keyEl}
        <span className="json-punct">{open}</span>
        <button type="button" className="json-folded" onClick={() => setFolded(false)}>
          … {t.player.step.collapsedItems(count)}
        </button>
        <span className="json-punct">{close}</span>
        {comma}
      </div>
    );
  }
  return (
    <>
      <div>
        {indent}
        {toggle}
        {keyEl}
        <span className="json-punct">{open}</span>
      </div>
      {entries.map(([k, v], i) => (
        <JsonNode key={k ?? i} value={v} depth={depth + 1} name={k} last={i === entries.length - 1} foldAll={foldAll} />
      ))}
      <div>
        {indent}
        <span className="json-punct">{close}</span>
        {comma}
      </div>
    </>
  );
}

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className="json-string">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="json-number">{String(value)}</span>;
  if (typeof value === 'boolean' || value === null) return <span className="json-literal">{String(value)}</span>;
  // undefined and functions do not exist in JSON; JSON.stringify would drop them.
  return <span className="json-literal">null</span>;
}
