'use client';

import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { indexJson, initialFolds, visibleRows, type JsonNode, type JsonRow } from '@/lib/json/rows';
import { useT } from '@/components/i18n/locale-provider';
import { showHidden } from '@/lib/security/hidden-characters';

/**
 * Pretty-printed JSON laid out like `JSON.stringify(v, null, 2)`, with large nodes
 * folded behind a toggle. `foldAll` (set by "expand all" / "collapse all", with a
 * new React key) overrides the automatic folding.
 *
 * The value becomes a flat list of rows (lib/json/rows.ts), so the work is linear
 * in its size however deep it nests, and indentation is padding by depth. Past
 * VIRTUAL_ROWS rows only the rows in view are rendered, at a fixed row height,
 * in a box of its own that scrolls.
 */

/** Every library payload stays below this expanded (273 rows at most), so they all render whole. */
export const VIRTUAL_ROWS = 500;
/** `leading-5`: the one row height the windowing computes with. */
const ROW_PX = 20;
/** Rows rendered beyond each edge of the view, so a quick scroll does not show blank space. */
const OVERSCAN = 30;
/** Before the box is measured (or where nothing is laid out): about a screenful. */
const FALLBACK_VIEW_PX = 600;

export const JsonView = memo(function JsonView({ value, foldAll }: { value: unknown; foldAll: boolean | null }) {
  const nodes = useMemo(() => indexJson(value), [value]);
  const [folded, setFolded] = useState(() => initialFolds(nodes, foldAll));
  const rows = useMemo(() => visibleRows(nodes, folded), [nodes, folded]);
  const toggle = useCallback(
    (node: number, fold?: boolean) =>
      setFolded((current) => {
        const next = new Set(current);
        if (fold ?? !next.has(node)) next.add(node);
        else next.delete(node);
        return next;
      }),
    [],
  );

  if (rows.length <= VIRTUAL_ROWS) {
    return (
      <pre className="json-view whitespace-pre-wrap break-words text-[13px] leading-5" data-testid="payload-json" data-rows={rows.length}>
        {rows.map((row) => (
          <Row key={`${row.kind}:${row.node}`} row={row} nodes={nodes} folded={folded} toggle={toggle} />
        ))}
      </pre>
    );
  }
  return <VirtualRows rows={rows} nodes={nodes} folded={folded} toggle={toggle} />;
});

function VirtualRows({
  rows,
  nodes,
  folded,
  toggle,
}: {
  rows: readonly JsonRow[];
  nodes: readonly JsonNode[];
  folded: ReadonlySet<number>;
  toggle: (node: number, fold?: boolean) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: FALLBACK_VIEW_PX });
  const measure = useCallback(() => {
    const el = box.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || FALLBACK_VIEW_PX });
  }, []);
  useLayoutEffect(() => {
    measure();
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  // Folding above the view shortens the list: keep the window inside it.
  const first = Math.max(0, Math.min(rows.length, Math.floor(view.top / ROW_PX)) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_PX) + OVERSCAN);
  const deepest = useMemo(() => rows.reduce((max, r) => Math.max(max, r.depth), 0), [rows]);
  return (
    <div
      ref={box}
      className="json-view-virtual overflow-auto"
      style={{ height: `min(${rows.length * ROW_PX}px, 55vh)` }}
      onScroll={measure}
      data-testid="payload-scroll"
    >
      <pre
        className="json-view relative whitespace-pre text-[13px] leading-5"
        data-testid="payload-json"
        data-rows={rows.length}
        data-virtual="true"
        // Wide enough for the deepest row's indent, so horizontal scrolling reaches it.
        style={{ height: rows.length * ROW_PX, minWidth: `calc(${deepest * 2}ch + 40ch)` }}
      >
        {rows.slice(first, last).map((row, i) => (
          <Row
            key={`${row.kind}:${row.node}`}
            row={row}
            nodes={nodes}
            folded={folded}
            toggle={toggle}
            style={{ position: 'absolute', top: (first + i) * ROW_PX, left: 0, right: 0, height: ROW_PX }}
          />
        ))}
      </pre>
    </div>
  );
}

function Row({
  row,
  nodes,
  folded,
  toggle,
  style,
}: {
  row: JsonRow;
  nodes: readonly JsonNode[];
  folded: ReadonlySet<number>;
  toggle: (node: number, fold?: boolean) => void;
  style?: React.CSSProperties;
}) {
  const t = useT();
  const node = nodes[row.node]!;
  const comma = node.last ? '' : ',';
  const [open, close] = node.isArray ? ['[', ']'] : ['{', '}'];
  // The toggle sits in the 1.1em gutter (globals.css); the rest is indentation by depth.
  const rowStyle: React.CSSProperties = { ...style, paddingLeft: `calc(1.1em + ${row.depth * 2}ch)` };
  const key = node.key !== undefined ? <><span className="json-key">{showHidden(JSON.stringify(node.key))}</span>: </> : null;
  switch (row.kind) {
    case 'scalar':
      return (
        <div style={rowStyle}>
          {key}
          <Scalar value={node.value} />
          {comma}
        </div>
      );
    case 'empty':
      return (
        <div style={rowStyle}>
          {key}
          <span className="json-punct">{open + close}</span>
          {comma}
        </div>
      );
    case 'close':
      return (
        <div style={rowStyle}>
          <span className="json-punct">{close}</span>
          {comma}
        </div>
      );
    case 'open':
    case 'folded': {
      const isFolded = folded.has(row.node);
      const label = `${isFolded ? t.player.step.expand : t.player.step.collapse} ${node.key ?? (node.isArray ? 'array' : 'object')}`;
      return (
        <div style={rowStyle}>
          <button type="button" className="json-toggle" aria-expanded={!isFolded} aria-label={label} onClick={() => toggle(row.node)}>
            {isFolded ? '▸' : '▾'}
          </button>
          {key}
          <span className="json-punct">{open}</span>
          {isFolded && (
            <>
              <button type="button" className="json-folded" onClick={() => toggle(row.node, false)}>
                … {t.player.step.collapsedItems(node.count)}
              </button>
              <span className="json-punct">{close}</span>
              {comma}
            </>
          )}
        </div>
      );
    }
  }
}

function Scalar({ value }: { value: unknown }) {
  // Shown as JSON escapes (the same value): a bidi control would otherwise reorder what the reader sees.
  if (typeof value === 'string') return <span className="json-string">{showHidden(JSON.stringify(value))}</span>;
  if (typeof value === 'number') return <span className="json-number">{String(value)}</span>;
  if (typeof value === 'boolean' || value === null) return <span className="json-literal">{String(value)}</span>;
  // undefined and functions do not exist in JSON; JSON.stringify would drop them.
  return <span className="json-literal">null</span>;
}
