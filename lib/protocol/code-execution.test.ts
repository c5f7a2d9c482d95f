import { describe, expect, it } from 'vitest';
import {
  ALLOWED_CALLERS,
  callableDirectly,
  callableFromCode,
  CODE_EXECUTION_TOOLS,
  CODE_EXECUTION_TYPES,
  codeExecutionToolEntry,
  isCodeCaller,
  isCodeExecutionType,
  PTC_CODE_EXECUTION,
} from './code-execution';

describe('the code execution table', () => {
  it('has a row for every version the SDK types, and sends the one PTC needs under its one name', () => {
    expect(CODE_EXECUTION_TYPES.sort()).toEqual(['code_execution_20250522', 'code_execution_20250825', 'code_execution_20260120', 'code_execution_20260521']);
    expect(codeExecutionToolEntry()).toEqual({ type: 'code_execution_20260120', name: 'code_execution' });
    expect(CODE_EXECUTION_TOOLS[PTC_CODE_EXECUTION]).toMatchObject({ callsTools: 'yes', callerType: PTC_CODE_EXECUTION, replState: true });
    expect(isCodeExecutionType('code_execution_20250825')).toBe(true);
    expect(isCodeExecutionType('tool_search_tool_regex_20251119')).toBe(false);
  });

  it('tells code callers from Claude, and which tools each may call', () => {
    expect(isCodeCaller({ type: 'code_execution_20260120', tool_id: 'srvtoolu_1' })).toBe(true);
    expect(isCodeCaller({ type: 'direct' })).toBe(false);
    expect(isCodeCaller(undefined)).toBe(false);
    expect(ALLOWED_CALLERS).toContain('direct');
    const codeOnly = { name: 'q', allowed_callers: ['code_execution_20260120'] };
    const both = { name: 'q', allowed_callers: ['direct', 'code_execution_20260120'] };
    expect([callableFromCode(codeOnly), callableDirectly(codeOnly)]).toEqual([true, false]);
    expect([callableFromCode(both), callableDirectly(both)]).toEqual([true, true]);
    // Left out, allowed_callers means Claude only (the docs' default).
    expect([callableFromCode({ name: 'q' }), callableDirectly({ name: 'q' })]).toEqual([false, true]);
  });
});
