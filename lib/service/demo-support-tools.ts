import { hash32 } from './demo-seed';
import { DEMO_LABEL, asArgs, fail, missing, ok, stringArg, type DemoArgs, type DemoToolResult } from './demo-tool-result';

/**
 * Demo implementations of data/catalogs/demo-support.json, a made-up help desk: each answer is
 * built from the arguments alone (ids are hashes of them), JSON in the shapes the other demo
 * servers use (`ok`, `id`, `created` / `updated` / `item`), and labelled as demo data.
 */

const json = (value: Record<string, unknown>) => ok(JSON.stringify({ _demo: DEMO_LABEL, ...value }, null, 2));
const idOf = (prefix: string, args: DemoArgs) => `${prefix}-${1000 + (hash32(JSON.stringify(args)) % 9000)}`;

function needsTicket(run: (id: string, args: DemoArgs) => DemoToolResult) {
  return (args: DemoArgs) => {
    const id = stringArg(args, 'ticket_id');
    if (!id) return missing('ticket_id');
    if (!/^TCK-\d+$/.test(id)) return fail(`Unknown ticket: ${id}. Ticket ids look like TCK-1042.`);
    return run(id, args);
  };
}

const TAILORED: Record<string, (args: DemoArgs) => DemoToolResult> = {
  create_ticket: (args) => (stringArg(args, 'title') ? json({ ok: true, id: idOf('TCK', args), created: { ...args, status: 'open' } }) : missing('title')),
  create_incident: (args) =>
    stringArg(args, 'summary') ? json({ ok: true, id: idOf('INC', args), created: { ...args, status: 'declared', channel: `#inc-${1000 + (hash32(JSON.stringify(args)) % 9000)}` } }) : missing('summary'),
  get_ticket: needsTicket((id) => json({ item: { id, title: 'Login page returns 500 error', status: 'open', priority: 'high', assignee: 'USR-24680', comments: 2 } })),
  update_ticket: needsTicket((id, args) => json({ ok: true, id, updated: args })),
  add_comment: needsTicket((id, args) => json({ ok: true, id: idOf('CMT', args), created: { ticket_id: id, body: args.body ?? '', internal: args.internal === true } })),
  assign_ticket: needsTicket((id, args) => json({ ok: true, id, updated: { assignee: args.assignee ?? '' } })),
  close_ticket: needsTicket((id, args) => json({ ok: true, id, updated: { status: 'closed', resolution: args.resolution ?? '' } })),
  search_tickets: (args) =>
    json({ query: args.query ?? '', results: [0, 1].map((i) => ({ id: idOf('TCK', { ...args, i }), title: i === 0 ? 'Login page returns 500 error' : 'Add dark mode support', status: args.status ?? 'open' })) }),
};

/** Undefined for a tool this catalog does not have. */
export function runSupportTool(name: string, input: unknown): DemoToolResult | undefined {
  return Object.hasOwn(TAILORED, name) ? TAILORED[name]!(asArgs(input)) : undefined;
}
