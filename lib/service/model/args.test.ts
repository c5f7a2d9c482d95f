import { describe, expect, it } from 'vitest';
import { bundledCatalogTools } from '../catalog-data';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';

const schemaOf = (catalog: string, name: string) => bundledCatalogTools(catalog).find((t) => t.name === name)!.input_schema;
const fill = (q: string, catalog: string, name: string, earlier: string[] = []) =>
  fillArguments(schemaOf(catalog, name), { intent: analyzeQuestion(q).at(-1)!, toolName: name, earlier });

describe('fillArguments', () => {
  it('gives a required field the question does not give a neutral demo value, not a word of the question', () => {
    const args = fill('Which Jira bugs are assigned to me?', 'github', 'list_issue_types');
    expect(args.owner).toBe('demo-owner');
  });

  it('takes a required value from the description example before inventing one', () => {
    const args = fill('Turn off the lights in the living room', 'slack-korotovsky', 'channels_list');
    expect(args.channel_types).toBe('public_channel,private_channel,im');
  });

  it('fills the recipient of a DM and the id of a numbered parent', () => {
    expect(fill('DM bob that the review is done', 'slack-korotovsky', 'conversations_add_message')).toMatchObject({ channel_id: 'bob' });
    expect(fill('What are the child pages of page 7781?', 'atlassian-confluence', 'confluence_get_page_children')).toMatchObject({ parent_id: '7781' });
  });

  it('prefers the plain enum value the question asks for', () => {
    expect(fill('Show me issue #42 in acme/widgets', 'github', 'issue_read')).toMatchObject({ method: 'get', issue_number: 42 });
  });
});
