import { describe, expect, it } from 'vitest';
import { emulatorFetch } from '@/lib/server/emulator-client';
import type { MessagesRequest } from '@/lib/scenario/types';
import { initialAgentState, runAgentLoop } from './agent-loop';
import { classifyFailure } from './failure';
import { prepareTools } from './live-engine';
import { createClient, streamMessage } from './sdk-transport';
import { DEFAULT_SETTINGS, planRun } from './settings';

/**
 * A tool use example that does not validate against its tool's input_schema, sent through the SDK
 * to the emulator: the 400 that comes back, as the live page explains it.
 */
describe('a tool use example that does not validate', () => {
  it('comes back as a 400 pointed at the example, its tool and the field in it', async () => {
    const plan = planRun({ ...DEFAULT_SETTINGS, target: 'emulator', catalogs: ['demo-support'], yours: 'yours-abc123' }, false, { name: 'Mine', tools: 1 });
    const bug = {
      name: 'file_bug',
      description: 'File a bug',
      input_schema: { type: 'object' as const, properties: { severity: { type: 'string', enum: ['low', 'high'] } }, required: ['severity'] },
      input_examples: [{ severity: 'low' }, { severity: 'urgent' }],
    };
    const tools = await prepareTools(plan, [bug]);
    const client = createClient({ baseURL: 'http://lab.test/api/emulator', apiKey: 'not-needed', timeoutMs: 5_000, fetch: emulatorFetch() });
    let sent: MessagesRequest | undefined;
    const state = initialAgentState(['Open a ticket']);
    const end = await runAgentLoop(state, tools.build('claude-sonnet-4-6', 256), {
      send: (request) => {
        sent = request;
        return streamMessage(client, request, { idleTimeoutMs: 5_000 });
      },
      runTool: (block, request) => tools.runTool(block, request),
    });
    if (end.kind !== 'api-error') throw new Error(`expected a 400, got ${end.kind}`);
    // The request carried the shipped examples (demo-support's) and the user's, as they are.
    expect(sent?.tools?.filter((t) => 'input_examples' in t && t.input_examples).length).toBe(3);
    const index = sent?.tools?.findIndex((t) => 'name' in t && t.name === 'file_bug');
    const failure = classifyFailure({ kind: 'http', status: end.error.status, body: end.error.body }, sent);
    expect(failure).toMatchObject({ kind: 'bad-request', status: 400, errorType: 'invalid_request_error', retryable: false });
    expect(failure.pointer).toEqual({
      path: `tools.${index}.custom.input_examples.1`,
      display: `tools[${index}].custom.input_examples[1].severity`,
      value: { severity: 'urgent' },
      label: 'file_bug',
    });
  });
});
