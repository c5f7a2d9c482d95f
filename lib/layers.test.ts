import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { LAYERS } from '../eslint.config.mjs';
import { describe, expect, it } from 'vitest';

/**
 * The import-boundary rule of eslint.config.mjs, run on snippets that are never written to
 * disk: each is linted as if it were the named file, with the project's real config.
 */
const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the layer rule', () => {
  it('knows every folder under lib/: a new folder must be given its place in LAYERS', () => {
    const folders = readdirSync(path.join(root, 'lib'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `lib/${d.name}`);
    expect(folders.filter((f) => !LAYERS.flat().includes(f))).toEqual([]);
  });

  it('fails an import that points up: lib/engine may not use a store', async () => {
    const errors = await boundaryErrors('lib/engine/x.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n");
    expect(errors).toEqual([expect.stringMatching(/lib\/engine.*lib\/store/)]);
  });

  it('fails a relative import that points up, and a UI string in the service', async () => {
    expect(await boundaryErrors('lib/search/x.ts', "import { scrubText } from '../live/scrub';\nexport const x = scrubText;\n")).toHaveLength(1);
    expect(await boundaryErrors('lib/service/x.ts', "import { t } from '@/lib/i18n';\nexport const x = t;\n")).toHaveLength(1);
  });

  it('fails an import between siblings of one row: lib/tokens and lib/catalogs', async () => {
    expect(await boundaryErrors('lib/tokens/x.ts', "import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';\nexport const x = loadCatalogChunk;\n")).toHaveLength(1);
  });

  it('lets imports point down, and lets tests and scripts import anything', async () => {
    expect(await boundaryErrors('components/x.tsx', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
    expect(await boundaryErrors('lib/engine/x.ts', "import data from '@/scenarios/weather-mcp.json';\nexport const x = data;\n")).toEqual([]);
    expect(await boundaryErrors('lib/engine/x.test.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
    expect(await boundaryErrors('scripts/x.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
  });
});
