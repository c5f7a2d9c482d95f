import { describe, expect, it, vi } from 'vitest';
import { EMULATOR_HEADER } from '@/lib/protocol/lab-headers';
import { withInPageEmulator } from './in-page-emulator';

const BASE = 'https://someone.github.io/tool-search-lab/api/emulator';

const countBody = JSON.stringify({ model: 'claude-sonnet-4-6', messages: [{ role: 'user', content: 'What is the weather in Paris?' }] });

describe('withInPageEmulator', () => {
  it('answers a request for the emulator in the page, without the network', async () => {
    const network = vi.fn<typeof fetch>();
    const fetchIt = withInPageEmulator(BASE, network);
    const response = await fetchIt(`${BASE}/v1/messages/count_tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: countBody });
    expect(network).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
    expect(response.headers.has(EMULATOR_HEADER)).toBe(true);
    expect(await response.json()).toEqual({ input_tokens: expect.any(Number) });
  });

  it('sends everything else over the network, as it was given', async () => {
    const answer = new Response('{}', { status: 200 });
    const network = vi.fn<typeof fetch>().mockResolvedValue(answer);
    const fetchIt = withInPageEmulator(`${BASE}/`, network);
    const init = { method: 'POST', body: countBody };
    expect(await fetchIt('https://api.anthropic.com/v1/messages', init)).toBe(answer);
    // A path that only starts like the emulator's is not the emulator.
    expect(await fetchIt(`${BASE}-not/v1/messages`, init)).toBe(answer);
    expect(network.mock.calls.map(([input]) => String(input))).toEqual(['https://api.anthropic.com/v1/messages', `${BASE}-not/v1/messages`]);
  });
});
