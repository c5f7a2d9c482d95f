import { describe, expect, it } from 'vitest';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { LIBRARY } from '@/scenarios/library';
import { deriveSteps } from './derive-steps';

function steps(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(`scenario ${id} does not load`);
  return deriveSteps(parsed.scenario);
}

describe('the turn each step says the model holds', () => {
  it('weather-mcp: grows by the model’s own blocks and by each injected result, and ends with the whole response', () => {
    // content: text, server_tool_use, tool_search_tool_result, text, mcp_tool_use, mcp_tool_result, text
    expect(steps('weather-mcp').map((s) => s.turn.blocks)).toEqual([0, 0, 2, 2, 2, 3, 5, 5, 5, 6, 7]);
  });

  it('weather-client: the client’s tool run keeps the first response’s turn; the next request starts a new one', () => {
    const all = steps('weather-client');
    expect(all.map((s) => `${s.turn.exchange}:${s.turn.blocks}`)).toEqual([
      '0:0', '0:0', '0:2', '0:2', '0:2', '0:3', '0:5', '0:5',
      // client-tool-run, client-tool-result: the model is idle, holding response 1
      '0:5', '0:5',
      '2:0', '2:0', '2:1',
    ]);
  });

  it('never points past its response, in any library scenario', () => {
    for (const { id } of LIBRARY) {
      const parsed = loadLibraryScenario(id);
      if (!parsed?.ok) throw new Error(id);
      for (const step of deriveSteps(parsed.scenario)) {
        const exchange = parsed.scenario.exchanges[step.turn.exchange];
        const length = exchange?.kind === 'messages' ? (exchange.response?.content.length ?? 0) : 0;
        expect(step.turn.blocks, `${id} step ${step.number}`).toBeLessThanOrEqual(length);
      }
    }
  });
});
