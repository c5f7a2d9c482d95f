import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers, top to bottom. A file may import its own layer and anything in a row below it,
 * never a row above nor a sibling in its own row. Worked out from the real import graph:
 * - lib/i18n sits under the code that shows text (components, and lib/files, which names
 *   exported files) and over lib/live, whose failure kinds and settings it describes, so
 *   lib/live and lib/service can never import a UI string;
 * - lib/store drives runs (lib/live) and compares modes (lib/compare), and reads files;
 * - lib/server is the HTTP face of the emulator and of live mode's server route, and the emulator
 *   run inside a page: above lib/live (whose secret scrubbing the route uses) and lib/service;
 * - lib/tokens, lib/diagram and lib/catalogs read steps (lib/engine) and the format, never each other;
 * - lib/sse and lib/search are pure and depend on the wire's facts at most;
 * - lib/scenario is the format, and reads the recorded library (scenarios/) and data/;
 * - lib/protocol is the wire's own facts (betas, search tool types, models, limits, lab headers,
 *   MCP URLs): under everything that sends, checks or shows a request, the scenario schema included.
 * scripts/, e2e/ and tests may import anything (see the block that switches the rule off).
 */
export const LAYERS = [
  // proxy.ts runs before every page, as the routes do.
  ['app', 'proxy.ts'],
  ['components'],
  ['hooks'],
  ['lib/store'],
  // The diagram's source is built from the UI's words (actor names, step titles), so it sits above lib/i18n.
  // The report words its smells from the dictionary and reads the emulator's model (lib/service) for its queries.
  // lib/your-tools keeps the user's own catalogs in the browser (IndexedDB), reads them off the main thread and connects to their MCP servers.
  ['lib/files', 'lib/compare', 'lib/diagram', 'lib/report', 'lib/your-tools'],
  ['lib/i18n'],
  ['lib/server'],
  // lib/mcp-connect lists an MCP server's tools through the MCP SDK's client, with whatever fetch it is
  // given: the server route's guarded one, or the browser's.
  ['lib/live', 'lib/mcp-connect'],
  ['lib/service'],
  ['lib/tokens', 'lib/catalogs'],
  // "Your tools": one parser for every catalog shape, under every page, store and route that reads one.
  ['lib/catalog-input'],
  ['lib/engine'],
  ['lib/sse', 'lib/search'],
  ['lib/scenario'],
  ['lib/protocol'],
  // Pure helpers with no imports: JSON syntax errors and the viewer's rows; the security headers; which deploy this build is.
  ['lib/json', 'lib/security', 'lib/deploy'],
  ['data', 'scenarios'],
];

/**
 * Where the repository is: the rule's patterns and the `@/` alias are resolved from here, not from
 * the directory eslint was started in (from anywhere else, `@/` resolved to nothing and every
 * import passed unchecked).
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Folders that are not layers of the app: nothing in a layer may import them. */
const TOOLS = ['scripts', 'e2e', 'test-support'];

const isFile = (entry) => entry.endsWith('.ts');
const elements = [...LAYERS.flat().filter((e) => !isFile(e)), ...TOOLS].map((folder) => ({ type: folder, pattern: `${folder}/**`, partialMatch: false }));
const files = [
  ...LAYERS.flat().filter(isFile).map((file) => ({ category: file, pattern: file })),
  // A file at lib/'s root belongs to no layer, so no policy lets it import anything.
  { category: 'lib root', pattern: 'lib/*' },
];

const layerPolicies = LAYERS.flatMap((row, level) => {
  const below = LAYERS.slice(level + 1).flat().filter((e) => !isFile(e));
  return row.map((entry) =>
    isFile(entry)
      ? { from: { file: { categories: entry } }, allow: { to: { element: { types: { anyOf: below } } } } }
      : { from: { element: { type: entry } }, allow: { to: { element: { types: { anyOf: [entry, ...below] } } } } },
  );
});

/** Files that are tools around the app rather than layers of it. */
const OUTSIDE_THE_LAYERS = [
  'scripts/**',
  'e2e/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  // Modules only tests import (loopback HTTP servers): outside the shipped lib/.
  'test-support/**',
  '*.config.{ts,mts,mjs}',
];

export default defineConfig([
  js.configs.recommended,
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (`const { a: _a, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['lib/search/**', 'lib/diagram/sequence-source.ts'],
    // The regex engine folds fields with \u0000 separators and tests ASCII ranges on purpose;
    // the diagram's escaping replaces control characters in labels.
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['e2e/**'],
    // Playwright's fixture callback is called `use`, not React's hook; `async ({}, testInfo)` is its way to ask for no fixture.
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['app/**', 'proxy.ts', 'components/**', 'hooks/**', 'lib/**', 'data/**', 'scenarios/**', ...TOOLS.map((t) => `${t}/**`)],
      'boundaries/root-path': ROOT,
      // eslint-config-next's resolvers, with the tsconfig named by path: found from the working directory, it is not there when eslint runs elsewhere.
      'import/resolver': {
        [require.resolve('eslint-import-resolver-node')]: { extensions: ['.js', '.jsx', '.ts', '.tsx'] },
        [require.resolve('eslint-import-resolver-typescript')]: { alwaysTryTypes: true, project: path.join(ROOT, 'tsconfig.json') },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
      // An import the rule cannot place (it resolves to no file, or to one outside every layer) is an error, not a pass.
      'boundaries/no-unknown-dependencies': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.type!="Literal"]',
          message: 'Name the module of a dynamic import() as a string literal: the layer rule cannot check a computed one.',
        },
      ],
    },
  },
  {
    files: OUTSIDE_THE_LAYERS,
    rules: { 'boundaries/dependencies': 'off', 'boundaries/no-unknown-dependencies': 'off', 'no-restricted-syntax': 'off' },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/**']),
]);
