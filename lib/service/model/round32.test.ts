import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { extractEntities } from './entities';
import { fits } from './rank';

// Made-up servers the app does not ship: an answer engine, a notes vault, a social network, a CRM, a stay-booking site,
// a team planner, a mail campaign service, a headless browser, a code host and a vector index.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('a note path may hold spaces; a clause with words of its own reads its own values', () => {
  it('"Travel/Packing rules.md" is one path, no owner and repository', () => {
    const { entities } = extractEntities('append its answer to my Notely note Travel/Packing rules.md.');
    expect(entities.paths).toEqual(['Travel/Packing rules.md']);
    expect(entities.owner).toBeUndefined();
  });

  it('an owner/repo followed by a plain word stays one', () => {
    expect(extractEntities('star acme/api today').entities.owner).toBe('acme');
  });

  it('the step before, which names no file of its own, asks nothing of a file or a repository', () => {
    const intents = analyzeQuestion('Ask Answerly what the airline rules are for carrying power banks in cabin baggage, then append its answer to my Notely note Travel/Packing rules.md.');
    expect(intents[0]!.concepts.map((c) => c.id)).toEqual([]);
  });

  it('a step with no words of its own still takes the value the question gave before', () => {
    const intents = analyzeQuestion('Find acme/api, then fork it.');
    expect(intents.at(-1)!.concepts.map((c) => c.id)).toContain('repository');
  });

  it('the named product\'s tool for "ask" answers the question put to it', () => {
    const tools = [def('answerly_ask', 'Ask Answerly a question and get an answer with sources.', { question: { type: 'string' } }, ['question']), def('answerly_research', 'Deep research with Answerly on a topic.', { topic: { type: 'string' } }, ['topic']), def('notely_append_content', 'Append content to a note in the vault.', { filepath: { type: 'string' }, content: { type: 'string' } }, ['filepath', 'content'])].map(tool);
    const ranked = rankOver('Ask Answerly what the airline rules are for carrying power banks in cabin baggage, then append its answer to my Notely note Travel/Packing rules.md.', tools);
    expect(ranked[0]!.tool.name).toBe('answerly_ask');
    expect(fits(ranked[0])).toBe(true);
  });
});

describe('"is anyone on Chirper moaning about …": what people say there is searched for', () => {
  const tools = [def('search_chirps', 'Search Chirper for recent chirps matching a query.', { query: { type: 'string' } }, ['query']), def('post_chirp', 'Post a chirp to Chirper.', { text: { type: 'string' } }, ['text'])].map(tool);

  it('reads it as a search for what is said', () => {
    expect(first('is anyone on chirper moaning about ledgerly being down?').verb.id).toBe('search');
  });

  it("the named product's search answers it", () => {
    const ranked = rankOver('is anyone on chirper moaning about ledgerly being down? we had a blip around lunch', tools);
    expect(ranked[0]!.tool.name).toBe('search_chirps');
    expect(ranked[0]!.why).toContain("the named product's search tool");
  });
});

describe('a thing given by a long number after its name is that one thing', () => {
  it('"listing 912834471" numbers the listing', () => {
    expect(extractEntities('Get the details of Staybnb listing 912834471 for 3 adults').entities.numbers).toEqual([{ noun: 'listing', value: '912834471', loose: true }]);
  });

  it('but a limit, an amount or a code is no thing\'s number', () => {
    expect(extractEntities('show rows with a total above 100000 for zip 94107, limit 50000').entities.numbers).toEqual([]);
  });

  it('which does not make a question ask for one thing: "workspace 1203345678901" is where to find the project', () => {
    expect(first("Find the Planly project called 'Website Redesign 2025' in workspace 1203345678901").specific).toBe(false);
  });

  it('nor is it evidence for any tool that takes some id', () => {
    const other = [def('delete_all_email_customizations', 'Delete all email template customizations of a brand.', { brand_id: { type: 'string' } }, ['brand_id'])].map(tool);
    const score = (q: string) => rankOver(q, other)[0]!.score;
    expect(score('Delete my chirp 1763429917254320128 from yesterday')).toBe(score('Delete my chirp from yesterday'));
  });

  it("the listing's own tool answers, not the product's search, and takes the number as its id", () => {
    const details = def('staybnb_listing_details', 'Get detailed information about a specific Staybnb listing.', { id: { type: 'string', description: 'The Staybnb listing ID' }, checkin: { type: 'string' } }, ['id']);
    const tools = [def('staybnb_search', 'Search for Staybnb listings with price, adults and dates.', { location: { type: 'string' }, adults: { type: 'number' } }, ['location']), details].map(tool);
    const question = 'Get the details of Staybnb listing 912834471 for 3 adults — house rules, amenities and the total price.';
    expect(rankOver(question, tools)[0]!.tool.name).toBe('staybnb_listing_details');
    expect(fillArguments(details.input_schema, { intent: readOver(question, tools).intents[0]!, toolName: details.name, earlier: [] }).id).toBe('912834471');
  });
});

describe('"You\'ll need the project\'s schedule ID first": the thing whose id it is comes first', () => {
  it('looks up the schedule, not the project', () => {
    const intents = analyzeQuestion("Put the walkthrough on the schedule of Planly project 5583021. You'll need the project's schedule ID first.");
    expect(intents[0]!.clause).toMatch(/^Find the schedule\b/);
  });

  it('"the project or task IDs" still looks up the first named', () => {
    expect(analyzeQuestion("Log two hours on the migration task. I don't have the project or task IDs.")[0]!.clause).toMatch(/^Find the project\b/);
  });
});

describe('"… went out with a broken link. Suspend it right away — don\'t archive it; we\'ll fix the link and resume it later."', () => {
  const question = "Mailfox campaign 233 went out with a broken discount link and is still sending in batches. Suspend it right away — don't archive or delete it; we'll fix the link and resume it later.";

  it('the sentence after the told one asks, whatever its verb', () => {
    expect(first(question).verbWord).toBe('suspend');
  });

  it('but not a question about it', () => {
    expect(first('The nightly export went out late. Is it still running?').verbWord).not.toBe('is');
  });

  it('what the user will do themselves is no step', () => {
    expect(analyzeQuestion(question)).toHaveLength(1);
    expect(analyzeQuestion("Archive the old board; we'll set up a new one and invite everyone later.")).toHaveLength(1);
  });

  it('a plan said with its step after a comma keeps the step', () => {
    expect(analyzeQuestion("I'll be out tomorrow, so post the standup update to #team and close ENG-4").map((i) => i.verbWord)).toEqual(['post', 'close']);
  });

  it('"I\'ll need you to …" is still an ask', () => {
    expect(analyzeQuestion("Close the sprint; I'll need you to list what was left open.").length).toBe(2);
  });

  it('a tool whose field takes the state the verb sets does it', () => {
    const status = def('update_campaign_status', 'Update campaign status (pause, resume, archive)', { campaignId: { type: 'number' }, status: { type: 'string', enum: ['suspended', 'archive', 'sent', 'queued'] } }, ['campaignId', 'status']);
    const tools = [status, def('send_campaign_now', 'Send a campaign immediately.', { campaignId: { type: 'number' } }, ['campaignId'])].map(tool);
    const ranked = rankOver(question, tools);
    expect(ranked[0]!.tool.name).toBe('update_campaign_status');
    expect(ranked[0]!.actionOk).toBe(true);
    expect(fillArguments(status.input_schema, { intent: readOver(question, tools).intents[0]!, toolName: status.name, earlier: [] }).status).toBe('suspended');
  });
});

describe('browser steps in a row: "open …, type … into …, click …, and then take a screenshot"', () => {
  const question = "Using Pageshot, open https://staging.example.io/signup, type 'QA Test Co' into #company, click button#create-account, and then take a screenshot named signup-result.";
  const tools = [def('pageshot_navigate', 'Navigate to a URL', { url: { type: 'string' } }, ['url']), def('pageshot_click', 'Click an element on the page', { selector: { type: 'string' } }, ['selector']), def('pageshot_fill', 'Fill out an input field', { selector: { type: 'string' }, value: { type: 'string' } }, ['selector', 'value'])].map(tool);

  it('each is a step of its own', () => {
    // The page opened for the typing and clicking after it is navigated to (round 37).
    expect(analyzeQuestion(question).map((i) => i.verbWord)).toEqual(['navigate', 'type', 'click', 'take']);
  });

  it('"type", "press" and "click" only as steps: "grouped by status and type", "open and click rates" name things', () => {
    expect(analyzeQuestion('count tickets by priority, type and status')).toHaveLength(1);
    expect(analyzeQuestion('Show open rate and click rate for campaign 12')).toHaveLength(1);
    expect(analyzeQuestion('go to example.com, type hello into the search box and press Enter').map((i) => i.verbWord)).toContain('press');
  });

  it('the first, a web address and nothing else, goes to the tool that takes it', () => {
    const ranked = rankOver(question, tools);
    expect(ranked[0]!.tool.name).toBe('pageshot_navigate');
    expect(ranked[0]!.why).toContain('takes the URL given');
    expect(fits(ranked[0])).toBe(true);
  });
});

describe('a file named alone is a path', () => {
  it('".gitlab-ci.yml" and "notes.txt"', () => {
    expect(extractEntities('Read the .gitlab-ci.yml file of project acme/ledger-api').entities.paths).toEqual(['.gitlab-ci.yml']);
    expect(extractEntities('summarize notes.txt for me').entities.paths).toEqual(['notes.txt']);
  });

  it('not a framework named like a script ("next.js")', () => {
    expect(extractEntities('upgrade next.js to 16').entities.paths).toEqual([]);
  });

  it('a project id that may be a path takes owner/repo, the file its path', () => {
    const contents = def('get_file_contents', 'Get the contents of a file or directory from a Codehub project', { project_id: { type: 'string', description: 'Project ID or URL-encoded path' }, file_path: { type: 'string', description: 'Path to the file or directory' } }, ['project_id', 'file_path']);
    const question = 'Read the .gitlab-ci.yml file of Codehub project acme/ledger-api at ref main.';
    const tools = [contents, def('search_repositories', 'Search for Codehub projects', { search: { type: 'string' } }, ['search'])].map(tool);
    expect(rankOver(question, tools)[0]!.tool.name).toBe('get_file_contents');
    expect(fillArguments(contents.input_schema, { intent: readOver(question, tools).intents[0]!, toolName: contents.name, earlier: [] })).toMatchObject({ project_id: 'acme/ledger-api', file_path: '.gitlab-ci.yml' });
  });
});

describe('"what\'s stored under the \'contracts\' namespace": all of it, nothing to search for', () => {
  it('a search that needs a query text is set back', () => {
    const tools = [def('semantic-search', 'Search Vectory for documents', { query: { type: 'string' }, namespace: { type: 'string' } }, ['query']), def('list-documents', 'List all documents in the knowledge base by namespace', { namespace: { type: 'string' } }, ['namespace'])].map(tool);
    const ranked = rankOver("What's stored under the 'contracts' namespace in Vectory?", tools);
    expect(ranked.find((f) => f.tool.name === 'semantic-search')!.why).toContain('needs a text to search for, and the question asks for everything there');
  });
});

describe('"As the tools require, look up … first, then create the item": the order the user gives, whatever comes before', () => {
  it('the look-up is the first step', () => {
    const intents = analyzeQuestion("Add a new item to our Tillpoint catalog: 'Oat Milk Latte' at $4.75. As the Tillpoint tools require, look up the catalog service first, then create the item.");
    expect(intents[0]!.verbWord).toBe('look up');
  });
});

describe('"where did i put the scanned copy …? … somewhere in my drive": what is mislaid is searched for', () => {
  it('reads a search, not a "put"', () => {
    const intent = first('where did i put the scanned copy of my car insurance? pretty sure it\'s a pdf somewhere in my drive');
    expect(intent.verb.id).toBe('search');
    expect(intent.literals).not.toContain('put');
  });
});

describe('"is it gonna be windy at the beach on saturday?": the weather, in the words people use for it', () => {
  it('windy, cloudy, stormy are the weather; rainy and snowy the forecast', () => {
    expect(first('is it gonna be windy at Scheveningen beach on saturday?').concepts.map((c) => c.id)).toContain('weather');
    expect(first('will it be rainy in Lyon tomorrow?').concepts.map((c) => c.id)).toContain('forecast');
  });
});

describe('"Look up Orbitwise in Crmly and open its full company record": the next step says what the name is', () => {
  it('the look-up is of a company', () => {
    const intents = analyzeQuestion('Look up Orbitwise in Crmly and open its full company record: I want its domains and who owns it.');
    expect(intents[0]!.words).toContain('company');
  });

  it('not when the look-up names what it is already', () => {
    expect(analyzeQuestion('Find the deal Orbitwise in Crmly and open its full company record.')[0]!.clause).not.toMatch(/the company/);
  });
});

describe('"ping jonas@… on Chatly and tell him the release build is green": what to tell is the message', () => {
  it('is one step, a message with that text', () => {
    const intents = analyzeQuestion('ping jonas.weber@harborline.io on chatly and tell him the release build is green');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verb.id).toBe('post');
    expect(intents[0]!.entities.body).toMatch(/release build is green/);
  });

  it('but "find … and tell him" is still a find, then a message', () => {
    expect(analyzeQuestion('find the failing build and tell him which test broke')).toHaveLength(2);
  });
});
