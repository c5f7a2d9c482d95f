import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSION } from './mcp-prologue';

describe('the modelled initialize', () => {
  it('offers the protocol version the MCP SDK the emulator runs on offers', () => {
    expect(MCP_PROTOCOL_VERSION).toBe(LATEST_PROTOCOL_VERSION);
  });
});
