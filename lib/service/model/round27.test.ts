import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { rankTools } from './rank';

// Made-up servers the app does not ship: a mailer, a document store, a to-do app and a checklist app.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('one of several sets of fields (a subject with HTML or with text, or a template)', () => {
  const schema = {
    type: 'object',
    properties: {
      to: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] } },
      subject: { type: 'string' },
      htmlContent: { type: 'string' },
      textContent: { type: 'string' },
      templateId: { type: 'number' },
    },
    required: ['to'],
    oneOf: [{ required: ['subject', 'htmlContent'] }, { required: ['subject', 'textContent'] }, { required: ['templateId'] }],
  };
  const valid = new Ajv({ strict: false }).compile(schema);

  it('the set the question\'s own values make up is the one filled ("using template 42"), and the input is valid', () => {
    const input = fillArguments(schema, { intent: first('Send a transactional email through Mailly using template 42 to oliver@example.com'), toolName: 'send_email', earlier: [] });
    expect(input.templateId).toBe(42);
    expect(input).not.toHaveProperty('htmlContent');
    expect(valid(input)).toBe(true);
  });

  it('without one, the first set its properties define is filled, and the input is valid', () => {
    const input = fillArguments(schema, { intent: first('Send an email to oliver@example.com saying the order shipped'), toolName: 'send_email', earlier: [] });
    expect(input).toHaveProperty('subject');
    expect(input).toHaveProperty('htmlContent');
    expect(valid(input)).toBe(true);
  });
});

describe('a `oneOf` whose sets the question fills two of', () => {
  it('keeps one: a field only the other set needs is left out, so exactly one holds', () => {
    const schema = {
      type: 'object',
      properties: { to: { type: 'string' }, title: { type: 'string' }, templateId: { type: 'number' } },
      required: ['to'],
      oneOf: [{ required: ['title'] }, { required: ['templateId'] }],
    };
    const input = fillArguments(schema, { intent: first("Send 'Your order shipped' to oliver@example.com using template 42"), toolName: 'send_email', earlier: [] });
    expect(new Ajv({ strict: false }).compile(schema)(input)).toBe(true);
    expect(Object.keys(input).filter((k) => k === 'title' || k === 'templateId')).toHaveLength(1);
  });
});

describe('a code written like an issue key ("the document ORD-10442")', () => {
  it('is the one id of a tool that takes no key', () => {
    const schema = { type: 'object', properties: { collection: { type: 'string' }, id: { type: 'string' } }, required: ['collection', 'id'] };
    const input = fillArguments(schema, { intent: first("Fetch the Storely document ORD-10442 from the 'orders' collection"), toolName: 'store_get_document', earlier: [] });
    expect(input.id).toBe('ORD-10442');
  });

  it('a tool with a key field keeps it for the key', () => {
    const schema = { type: 'object', properties: { issue_key: { type: 'string' }, id: { type: 'string' } }, required: ['issue_key'] };
    const input = fillArguments(schema, { intent: first('Show me WEB-5'), toolName: 'tracker_get_issue', earlier: [] });
    expect(input.issue_key).toBe('WEB-5');
    expect(input.id).toBeUndefined();
  });
});

describe('"throw \'renew passport\' on my tasky"', () => {
  it('is a thing put on the user\'s own list: made there', () => {
    const intent = first("throw 'renew passport' on my tasky for friday");
    expect(intent.verb.id).toBe('create');
  });

  it('thrown into a store, a file is still uploaded', () => {
    expect(first('throw q1-sales.csv into our acme-reports bucket').verb.id).toBe('upload');
  });
});

describe('a product written in CamelCase ("In SimpleCheckList, …")', () => {
  it('is one name, the server the client composed onto tool names', () => {
    const tools = [
      def('tickly_create_task', 'Create a task', { name: { type: 'string' } }, ['name']),
      def('ticklist_create_task', 'Create a task in a task list', { name: { type: 'string' }, list_id: { type: 'string' } }, ['name']),
      def('ticklist_get_tasks', 'Get the tasks of a task list', {}),
      def('get_tasks', 'Get the tasks', {}),
      def('tickly_get_tasks', 'Get the tasks', {}),
    ].map(tool);
    const { intent, words } = intentOver("In TickList, add a task 'Book venue' to task list tl_4f82", tools);
    expect(intent.products).toContain('ticklist');
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('ticklist_create_task');
  });
});
