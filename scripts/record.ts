import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { MANIFEST } from './record-manifest';
import { parseScenario } from '@/lib/scenario/schema';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { builtinCatalogOf } from '@/lib/service/mcp-connection';
import { parseCommand, USAGE } from './record-args';
import { mcpServersOf } from './record-request';
import { apiTarget, emulatorTarget, recordScenario, serializeScenario, type RecordTarget } from './record-scenario';
import type { RecordSpec } from './record-spec';

function targetFor(spec: RecordSpec, forceEmulator: boolean): RecordTarget {
  if (forceEmulator || !process.env.ANTHROPIC_API_KEY) return emulatorTarget();
  const demoServers = spec.args.mode === 'mcp' ? mcpServersOf(spec.args).filter((s) => builtinCatalogOf(s.url)) : [];
  if (demoServers.length > 0) {
    throw new Error(
      `MCP mode against the real API needs public MCP URLs: the API cannot reach the built-in demo servers (${demoServers
        .map((s) => s.url)
        .join(', ')}). Pass --mcp-url <catalog-id>=<https url> for each catalog, or --emulator.`,
    );
  }
  return apiTarget();
}

async function write(spec: RecordSpec, out: string, target: RecordTarget) {
  const scenario = await recordScenario(spec, target);
  const parsed = parseScenario(JSON.parse(serializeScenario(scenario)), out);
  if (!parsed.ok) throw new Error(`the recording does not pass the scenario schema: ${parsed.error}`);
  const path = resolve(out);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, serializeScenario(scenario));
  const steps = deriveSteps(parsed.scenario).length;
  console.log(`${out}: ${scenario.exchanges.length} exchanges, ${steps} steps (${target.kind})`);
}

async function main() {
  const command = parseCommand(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (command.kind === 'all') {
    const specs = command.only ? MANIFEST.filter((s) => command.only?.includes(s.id)) : MANIFEST;
    for (const spec of specs) await write(spec, `scenarios/${spec.id}.json`, targetFor(spec, true));
    return;
  }
  await write(command.spec, command.out, targetFor(command.spec, command.forceEmulator));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  console.error(USAGE);
  process.exitCode = 1;
});
