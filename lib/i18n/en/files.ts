/** What a failed export names. */
export type ExportKind = 'scenario' | 'run' | 'svg' | 'png';

/** Strings of saving, importing, exporting and sharing scenarios (player and live page). */
export const files = {
  actions: {
    legend: 'Save and share',
    saveScenario: 'Save as scenario (.json)',
    saveIncomplete: 'Save as an incomplete scenario (.json)',
    exportRun: 'Export the whole run (.json)',
    exportSvg: 'Diagram as SVG',
    exportPng: 'Diagram as PNG',
    copyMermaid: 'Copy as Mermaid',
    mermaidCopied: 'Mermaid source copied: paste it where Mermaid is rendered (a README, a doc)',
    mermaidCopyFailed: 'Copy failed: the browser refused the clipboard. The diagram as SVG holds the same picture.',
    copyEmbed: 'Copy embed code',
    embedCopied: 'Embed code copied: paste it into a blog post',
    embedCode: 'Embed code',
    copyFailedShown: 'Copy failed: the text is shown below, copy it by hand',
    openInPlayer: 'Open in the player',
    importFile: 'Import a scenario file…',
    shareLink: 'Copy link to this step',
    linkCopied: 'Link copied',
    copyFailed: 'Copy failed: the link is shown below, copy it by hand',
    fileLinkNote: (file: string) => `This link needs the file: whoever opens it must import ${file} too. Scenarios from files are never uploaded anywhere.`,
    saved: (file: string) => `Saved ${file}`,
    exportFailed: (what: ExportKind) => `Could not export the ${{ scenario: 'scenario', run: 'run', svg: 'SVG', png: 'PNG' }[what]}.`,
    diagramNotReady: 'The diagram is still being drawn.',
    refusedSecret: 'Refused: the export still contained a secret.',
  },

  import: {
    drop: 'Drop a scenario file to play it',
    reading: (file: string) => `Reading ${file}…`,
    progress: {
      reading: (file: string, percent: number) => `Reading ${file}: ${percent}%`,
      checking: (file: string) => `Checking ${file} against the scenario format…`,
      deriving: (file: string) => `Deriving the steps of ${file}…`,
      opening: (file: string) => `Opening ${file} in the player…`,
    },
    failed: (file: string) => `${file} is not a scenario this app can play. The current scenario is unchanged.`,
    fromFile: (file: string) => `Playing ${file}, imported from a file`,
    needsFile: (file: string) => `This link points to a scenario imported from a file${file ? ` (${file})` : ''}. Files stay in the browser that imported them: import it here to play it.`,
    badStep: (raw: string, total: number) => `Step “${raw}” does not exist in the imported scenario: it has steps 1 to ${total}. Showing step 1.`,
  },
};
