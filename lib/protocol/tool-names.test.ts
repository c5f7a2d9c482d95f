import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TOOL_NAME_PATTERN, MCP_TOOL_NAME_PATTERN, REFERENCE_NAME_PATTERN } from './tool-names';

describe('tool names', () => {
  it('take ASCII letters, digits, _ and - (and . for MCP), up to 128', () => {
    for (const name of ['get_weather', 'search-issues', 'A1', 'x'.repeat(128)]) {
      expect(CUSTOM_TOOL_NAME_PATTERN.test(name), name).toBe(true);
      expect(MCP_TOOL_NAME_PATTERN.test(name), name).toBe(true);
    }
    expect(MCP_TOOL_NAME_PATTERN.test('admin.tools.list')).toBe(true);
    expect(CUSTOM_TOOL_NAME_PATTERN.test('admin.tools.list')).toBe(false);
    expect(REFERENCE_NAME_PATTERN.test(`weather_${'x'.repeat(128)}`)).toBe(true);
  });

  it('refuse bidi controls, zero-width characters, spaces, look-alikes and the empty name', () => {
    for (const name of ['delete_all\u202Eatad_daer', 'read\u200Bdata', 'get weather', 'gеt_weather' /* Cyrillic е */, '', 'x'.repeat(129), 'a/b']) {
      expect(CUSTOM_TOOL_NAME_PATTERN.test(name), JSON.stringify(name)).toBe(false);
      expect(MCP_TOOL_NAME_PATTERN.test(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('fit every tool of every shipped catalog, as a custom tool (client mode) and as an MCP tool', () => {
    const dir = path.resolve(__dirname, '../../data/catalogs');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const tools = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { name: string }[];
      for (const { name } of tools) expect(CUSTOM_TOOL_NAME_PATTERN.test(name) && MCP_TOOL_NAME_PATTERN.test(name), `${file}: ${name}`).toBe(true);
    }
  });
});
