import { describe, expect, it } from 'vitest';
import { BUILTIN_MCP_ORIGIN, builtinMcpPath, builtinMcpUrl, isLoopbackUrl } from './mcp-urls';

describe('MCP URLs', () => {
  it('reads back the path of a built-in URL, and nothing for any other origin', () => {
    expect(builtinMcpPath(builtinMcpUrl('demo-weather'))).toBe('demo-weather');
    expect(builtinMcpPath(`${BUILTIN_MCP_ORIGIN}/github/`)).toBe('github');
    expect(builtinMcpPath('https://mcp.tool-search-lab.example.evil.com/github')).toBeUndefined();
    expect(builtinMcpPath('not a url')).toBeUndefined();
  });

  it('knows the loopback URLs the real API cannot reach', () => {
    for (const url of ['http://localhost:3000/mcp', 'http://127.0.0.1/mcp', 'http://[::1]:8080/']) expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of ['https://example.com/mcp', 'ftp://localhost/', 'nonsense']) expect(isLoopbackUrl(url), url).toBe(false);
  });
});
