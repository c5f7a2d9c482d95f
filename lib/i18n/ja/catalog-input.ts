import type { ToolWhere } from '@/lib/catalog-input/types';
import { catalogProblemWords, type CatalogProblemWording, type catalogInput as en } from '../en/catalog-input';
import { num } from './format';

const where = (w: ToolWhere) => (w.server === null ? w.tool : `${w.server} の ${w.tool}`);

const problems: CatalogProblemWording = {
  'json-syntax': (p) => `有効な JSON ではありません：${num(p.line)} 行 ${num(p.column)} 列に ${p.found} があります。ここには ${p.expected} が必要です`,
  'json-invalid': (p) => `有効な JSON ではありません（${p.detail}）`,
  'too-large': (p) => `テキストが ${num(p.megabytes)} MB を超えています`,
  'too-deep': (p) => `入れ子が ${num(p.limit)} 段を超えています（最初は ${p.at}）`,
  'not-a-catalog': () =>
    'tools 配列 [{"name", "description", "input_schema"}]、MCP の tools/list の結果 {"tools": […]} かその JSON-RPC 応答、複数のサーバー（{"servers": {"名前": 一覧}} または [{"name", "tools"}]）、または MCP 設定 {"mcpServers": {…}} が必要です',
  'not-a-listing': () => 'ツール一覧が必要です：tools 配列、tools/list の結果 {"tools": […]}、またはその JSON-RPC 応答',
  'no-tools-key': () => 'ツール一覧が必要です："tools"（tools/list の結果）か "result"（その JSON-RPC 応答）を持つオブジェクト',
  'tools-not-array': () => 'ツール定義の配列が必要です',
  'result-not-object': () => 'tools/list の結果、つまり "tools" を持つオブジェクトが必要です',
  'jsonrpc-error': (p) => `この JSON-RPC 応答はエラーです${p.message !== null ? `（${p.message}）` : ''}。ツール一覧ではありません`,
  'tool-name-missing': () => 'ツールには名前（文字列）が必要です',
  'tool-name-empty': () => 'ツールの名前を空にはできません',
  'tool-name-pattern': (p) =>
    `${p.rule === 'custom' ? '名前は ASCII の英字・数字・「_」・「-」の 1〜128 文字でなければなりません（API のツール名の規則 ^[a-zA-Z0-9_-]{1,128}$）' : '名前は ASCII の英字・数字・「_」・「-」・「.」の 1〜128 文字でなければなりません（MCP 仕様のツール名）'}。実際は「${p.name}」です`,
  'expected-string': () => '文字列が必要です',
  'expected-object': () => 'オブジェクトが必要です',
  'expected-schema-object': () => 'JSON Schema のオブジェクトが必要です',
  'invalid-value': () => '値が正しくありません',
  'input-schema-missing': () => 'ツールには input_schema（API のフィールド）か inputSchema（MCP のフィールド）が必要です',
  'duplicate-tool': (p) => `「${p.name}」が 2 回出てきます。1 つのサーバーのツール名は一意でなければなりません`,
  'too-many-tools': (p) => `${p.servers > 1 ? `${num(p.servers)} 個のサーバーに合わせて ` : ''}${num(p.count)} 個のツールがあり、API が 1 回のリクエストで受け付ける遅延読み込みツールの上限 ${num(p.limit)} 個を超えています`,
  'no-tools': () => 'カタログにツールがありません',
  'expected-servers': () => 'サーバーが必要です：名前付きの一覧の配列か、サーバー名をキーにした一覧',
  'server-needs-name': () => 'サーバーが複数あるときは、それぞれに名前が必要です："tools" の横に "name"、"server"、"mcp_server_name" のいずれかを書いてください',
  'server-name-empty': () => 'サーバー名を空にはできません',
  'server-twice': (p) => `サーバー「${p.name}」が 2 回出てきます（もう 1 つは ${p.earlier}）。一覧ごとに別の名前を付けてください`,
  'name-clash': (p) => `「${p.name}」が 2 つのツールを指しています：${where(p.first)} と ${where(p.second)}。サーバーかツールの名前を変えてください`,
  'part-many-servers': (p) => `${num(p.count)} 個のサーバーを含んでいます。名前を付けられるのは一覧 1 つだけです`,
  'part-needs-name': () => '複数のカタログを合わせるときは、一覧ごとにサーバー名が必要です：NAME=FILE の形で付けてください',
  'config-not-object': () => '名前をキーにしたサーバーのオブジェクトが必要です',
  'config-too-many': (p) => `サーバーが ${num(p.limit)} 個を超えています`,
  'config-bad-server': () => 'サーバーが必要です：{"command", "args"} または {"type": "http", "url"}',
  'config-expected-env': () => '環境変数のオブジェクトが必要です',
  'config-unknown-transport': (p) => `不明なトランスポート「${p.type}」です。stdio、http、sse のいずれかが必要です`,
  'config-needs-command': () => 'stdio のサーバーには、それを起動するコマンドが必要です',
  'config-needs-url': (p) => `${p.transport} のサーバーには URL が必要です`,
  'config-bad-url': () => '有効な URL ではありません',
  'config-no-servers': () => '設定にサーバーが 1 つもありません',
  'not-kept': (p) => `このブラウザーに保存できませんでした（${p.detail}）`,
  'read-failed': (p) => `読み込めませんでした（${p.detail}）`,
};

export const catalogInput: typeof en = catalogProblemWords(problems, '：');
