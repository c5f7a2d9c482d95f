import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { bundledCatalogTools } from '../catalog-data';
import type { ModelTool } from '../model-context';
import { analyzeQuestion } from './analyze';
import { fits, headNoun, profile, rankTools } from './rank';

const tools = (...catalogs: string[]): ModelTool[] =>
  catalogs.flatMap((c) => bundledCatalogTools(c)).map((definition: ToolDefinition) => ({ kind: 'mcp', name: definition.name, definition, how: 'discovered' }) as unknown as ModelTool);
const best = (q: string, ...catalogs: string[]) => {
  const ranked = rankTools(tools(...catalogs), analyzeQuestion(q)[0]!);
  return { ranked, top: fits(ranked[0]) ? ranked[0]!.tool.name : undefined };
};

describe('rankTools', () => {
  it('never fits a read tool to a write question (symmetric to never a write tool for a read)', () => {
    const { ranked, top } = best('DM bob that the review is done', 'slack-korotovsky');
    expect(top).toBe('conversations_add_message');
    for (const name of ['conversations_unreads', 'conversations_history', 'users_search']) {
      expect(ranked.find((f) => f.tool.name === name)?.rejected, name).toMatch(/only reads/);
    }
  });

  it('never fits a write tool to a read question', () => {
    const { ranked } = best('What did people say in #random today?', 'slack-korotovsky');
    expect(ranked.find((f) => f.tool.name === 'conversations_add_message')?.rejected).toMatch(/writes/);
  });

  it('matches a write verb to the tool action: a remove never fits a create, and vice versa', () => {
    const { ranked, top } = best('Remove my star from angular/angular', 'github');
    expect(ranked.find((f) => f.tool.name === 'star_repository')?.rejected).toBeDefined();
    expect(top).toBe('unstar_repository');
    expect(best('Star the repo facebook/react for me', 'github').top).toBe('star_repository');
  });

  it('fits nothing for an action no tool names', () => {
    expect(best('Transfer $200 to my savings account', 'atlassian-confluence').top).toBeUndefined();
    expect(best('Turn off the lights in the living room', 'slack-korotovsky').top).toBeUndefined();
  });

  it('prefers the chat tools for a #channel and messages for speech verbs', () => {
    expect(best('What did people say in #random today?', 'slack-korotovsky').top).toMatch(/^conversations_(history|search_messages)$/);
  });

  it('reads jira_get_project_issues as a list tool and picks an issue tool for "assigned to me"', () => {
    const catalog = tools('atlassian-jira');
    expect(profile(catalog.find((t) => t.name === 'jira_get_project_issues')!).many).toBe(true);
    expect(profile(catalog.find((t) => t.name === 'jira_get_issue')!).many).toBe(false);
    expect(best('Which Jira bugs are assigned to me?', 'atlassian-jira').top).toMatch(/^jira_(search|get_project_issues)$/);
  });

  it("reads a tool name's last noun as its object and earlier nouns as modifiers", () => {
    const jira = tools('atlassian-jira');
    expect(headNoun(profile(jira.find((t) => t.name === 'jira_get_project_issue_types')!))).toBe('type');
    expect(best('Which tickets are still open in project OPS?', 'atlassian-jira').top).toMatch(/^jira_(search|get_project_issues)$/);
    expect(best('What issue types can I use in project HR?', 'atlassian-jira').top).toBe('jira_get_project_issue_types');
    expect(best('What are the child pages of page 7781?', 'atlassian-confluence').top).toMatch(/^confluence_get_(page_children|space_page_tree)$/);
  });

  it('lets the object decide over "who": the lines of a file are its blame', () => {
    expect(best('Who wrote line 40 of src/index.ts in acme/api?', 'github').top).toBe('get_file_blame');
    expect(best('Who last changed the lines in lib/auth.go in acme/gate?', 'github').top).toBe('get_file_blame');
  });

  it("answers a file's size or dates with a file info tool", () => {
    expect(best('How big is /var/data/dump.sql?', 'ref-filesystem').top).toBe('get_file_info');
    expect(best('When was /srv/app/config.yaml last modified?', 'ref-filesystem').top).toBe('get_file_info');
  });

  it('does not read "translate" as a unit conversion', () => {
    expect(best("Translate 'good morning' into Japanese", 'demo-weather').top).toBeUndefined();
  });
});
