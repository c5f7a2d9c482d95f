import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { codeCallArgs } from './code-calls';

const defs: ToolDefinition[] = ['get_expenses', 'get_team_members', 'approve_expense'].map((name) => ({ name, input_schema: { type: 'object' } }));

describe('what code calls change in the request template', () => {
  it('without code calls, leave the form’s non-deferred list alone and add no allowed_callers', () => {
    expect(codeCallArgs({ search: 'regex', nonDeferred: ['get_expenses'] }, defs)).toEqual({ nonDeferred: ['get_expenses'] });
  });

  it('with no search first, keep every definition loaded: nothing deferred could be found', () => {
    expect(codeCallArgs({ search: 'none', nonDeferred: [], codeCalls: { tools: [] } }, defs)).toEqual({
      nonDeferred: ['get_expenses', 'get_team_members', 'approve_expense'],
      callableFromCode: ['get_expenses', 'get_team_members', 'approve_expense'],
    });
  });

  it('with a search first, defer as the form says, and let code call only the named tools that exist', () => {
    expect(codeCallArgs({ search: 'regex', nonDeferred: ['get_team_members'], codeCalls: { tools: ['get_expenses', 'get_expnses'] } }, defs)).toEqual({
      nonDeferred: ['get_team_members'],
      callableFromCode: ['get_expenses'],
    });
  });
});
