import { describe, expect, it } from 'vitest';
import type { MessagesRequest } from '@/lib/scenario/types';
import { resolveCatalog } from './tool-catalog';

const toolset = (server: string, configs?: Record<string, unknown>) =>
  ({
    model: 'm',
    max_tokens: 1,
    messages: [{ role: 'user', content: 'q' }],
    tools: [{ type: 'mcp_toolset', mcp_server_name: server, ...(configs ? { configs } : {}) }],
  }) as unknown as MessagesRequest;

describe('resolveCatalog with names from a file', () => {
  it('finds nothing for a server it has no tool list for, even one named like an Object method', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(resolveCatalog(toolset(name), {})).toEqual([]);
    }
  });

  it('reads a tool’s config only from the file’s own keys', () => {
    const tool = { name: 'constructor', input_schema: { type: 'object' as const } };
    const catalog = resolveCatalog(toolset('s', {}), { s: [tool] });
    expect(catalog).toEqual([{ name: 's_constructor', callName: 'constructor', server: 's', definition: tool, kind: 'mcp', deferred: false, source: 'mcp:s' }]);
  });
});
