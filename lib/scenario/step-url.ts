/** Where a played scenario came from, as far as its link can say. */
export type StepUrlSource = { kind: 'library'; id: string } | { kind: 'file'; fileName: string };

/**
 * The query string for a step: `?scenario=…&step=…` for a shipped scenario;
 * `?source=file&file=…&step=…` for an imported one, so whoever opens the link
 * learns the file is needed.
 */
export function stepQuery(source: StepUrlSource, index: number): string {
  const params: Record<string, string> =
    source.kind === 'library'
      ? { scenario: source.id, step: String(index + 1) }
      : { source: 'file', file: source.fileName, step: String(index + 1) };
  return new URLSearchParams(params).toString();
}

/** The 0-based step a query string points at for this source, or null when it points elsewhere. */
export function stepFromQuery(source: StepUrlSource, search: string): number | null {
  const params = new URLSearchParams(search);
  const same = source.kind === 'library' ? params.get('scenario') === source.id : params.get('source') === 'file' && params.get('file') === source.fileName;
  const raw = params.get('step');
  if (!same || raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw) - 1;
}
