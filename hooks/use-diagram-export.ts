'use client';

import { useCallback } from 'react';
import { usePrefersDark } from '@/hooks/use-media-query';
import { downloadBlob, downloadText } from '@/lib/files/download';

/**
 * Saves the player's diagram as it is drawn now (current step highlighted),
 * as SVG or PNG. The export code is loaded on first use.
 */
export function useDiagramExport() {
  const dark = usePrefersDark();
  return useCallback(
    async (format: 'svg' | 'png', { scenarioId, step, title, secrets }: { scenarioId: string; step: number; title: string; secrets: readonly string[] }) => {
      const svg = document.querySelector<SVGSVGElement>('[data-testid="sequence-diagram"][data-status="ready"] svg');
      if (!svg) return { ok: false as const, reason: 'not-ready' as const };
      const { diagramFileName, standaloneSvg, svgToPng } = await import('@/lib/files/diagram');
      const standalone = standaloneSvg(svg, { title, dark, secrets });
      // The step the diagram highlights now, which is what the file shows.
      const shown = Number(svg.getAttribute('data-current-step')) || step;
      const fileName = diagramFileName(scenarioId, shown, format);
      if (format === 'svg') downloadText(standalone.text, fileName, 'image/svg+xml');
      else downloadBlob(await svgToPng(standalone), fileName);
      return { ok: true as const, fileName };
    },
    [dark],
  );
}
