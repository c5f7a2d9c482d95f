import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { LAYERS } from '../eslint.config.mjs';
import { describe, expect, it } from 'vitest';

/**
 * The import-boundary rule of eslint.config.mjs, run on snippets that are never written to
 * disk: each is linted as if it were the named file, with the project's real config.
 */
const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string, rule = 'boundaries/dependencies'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
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

  it('fails a dynamic import whose module is computed: a template literal would slip past the rule', async () => {
    expect(await boundaryErrors('lib/engine/x.ts', 'export const x = (n: string) => import(`@/lib/store/${n}`);\n', 'no-restricted-syntax')).toHaveLength(1);
    expect(await boundaryErrors('lib/engine/x.ts', "export const x = () => import('@/lib/scenario/types');\n", 'no-restricted-syntax')).toEqual([]);
  });

  it('fails lib importing the tools around the app: scripts, e2e, test-support', async () => {
    expect(await boundaryErrors('lib/engine/x.ts', "import { MANIFEST } from '@/scripts/record-manifest';\nexport const x = MANIFEST;\n")).toHaveLength(1);
    expect(await boundaryErrors('lib/service/x.ts', "import { PlayerPage } from '@/e2e/pages/player-page';\nexport const x = PlayerPage;\n")).toHaveLength(1);
    expect(await boundaryErrors('lib/server/x.ts', "import { serveOnLoopback } from '@/test-support/loopback-server';\nexport const x = serveOnLoopback;\n")).toHaveLength(1);
  });

  it('checks proxy.ts (it may use lib, not the tools) and any file at lib/\'s root (it belongs to no layer)', async () => {
    expect(await boundaryErrors('proxy.ts', "import { pageSecurityHeaders } from '@/lib/security/headers';\nexport const x = pageSecurityHeaders;\n")).toEqual([]);
    expect(await boundaryErrors('proxy.ts', "import { MANIFEST } from '@/scripts/record-manifest';\nexport const x = MANIFEST;\n")).toHaveLength(1);
    expect(await boundaryErrors('lib/x.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toHaveLength(1);
    expect(await boundaryErrors('lib/x.ts', "import { formatPath } from '@/lib/scenario/schema';\nexport const x = formatPath;\n")).toHaveLength(1);
  });

  it('holds wherever eslint is started: an upward import fails when the working directory is outside the repository', async () => {
    const file = path.join(root, 'lib/engine/derive-steps.ts');
    const code = "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n";
    // A separate process, so that process.cwd() (what resolvers fall back to) really is elsewhere.
    const script = `
      const { ESLint } = require(${JSON.stringify(require.resolve('eslint'))});
      new ESLint({ cwd: ${JSON.stringify(root)} }).lintText(${JSON.stringify(code)}, { filePath: ${JSON.stringify(file)} })
        .then(([r]) => console.log(JSON.stringify(r.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message))));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: tmpdir() });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]')).toEqual([expect.stringMatching(/lib\/engine.*lib\/store/)]);
  });

  it('has no file at lib/\'s root but tests: each module belongs to a layer', () => {
    const files = readdirSync(path.join(root, 'lib'), { withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
    expect(files.filter((f) => !/\.test\.tsx?$/.test(f))).toEqual([]);
  });

  it('lets imports point down, and lets tests and scripts import anything', async () => {
    expect(await boundaryErrors('components/x.tsx', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
    expect(await boundaryErrors('lib/engine/x.ts', "import data from '@/scenarios/weather-mcp.json';\nexport const x = data;\n")).toEqual([]);
    expect(await boundaryErrors('lib/engine/x.test.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
    expect(await boundaryErrors('scripts/x.ts', "import { createPlayerStore } from '@/lib/store/player-store';\nexport const x = createPlayerStore;\n")).toEqual([]);
  });
});
