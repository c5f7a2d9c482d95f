import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import { captureRequest, captureScenario, replayCapture } from '@/lib/service/fixtures/capture';
import { deriveSteps } from './derive-steps';

/**
 * Real bytes from the API (Haiku 4.5, regex search, client-side tools), read through
 * the SDK's own SSE parser and message accumulator — the path a live run takes — and
 * then through the engine. If our schema or engine only fitted our own emulator,
 * this is where it would show.
 */
const request = captureRequest;

describe('the real captured response', () => {
  it('accumulates through the SDK into the message the API meant', async () => {
    const message = await replayCapture();
    expect(message.content.map((b) => b.type)).toEqual(['text', 'server_tool_use', 'tool_search_tool_result', 'text', 'tool_use']);
    expect(message.content[1]).toMatchObject({ input: { pattern: 'weather', limit: 10 } });
    expect(message.usage.input_tokens).toBe(1641);
  });

  it('is a valid scenario and derives the client-side search steps', async () => {
    const parsed = parseScenario(await captureScenario(), 'capture');
    if (!parsed.ok) throw new Error(parsed.error);
    const steps = deriveSteps(parsed.scenario);
    expect(steps.map((s) => s.kind)).toEqual([
      'request',
      'model-input',
      'model-search-call',
      'search-run',
      'search-result',
      'search-inject',
      'model-tool-call',
      'response',
    ]);
    expect(steps[1]?.view).toEqual({ loaded: [{ name: 'tool_search_tool_regex', how: 'search' }], deferred: 2 });
    expect(steps[5]?.view.loaded).toContainEqual({ name: 'get_weather', how: 'discovered' });
    // Step 5 holds the definition the request carried, without the request-only flag.
    const { defer_loading: _flag, ...definition } = request.tools[1];
    expect(steps[4]?.payload).toEqual([definition]);
  });
});
