import type { ToolWhere } from '@/lib/catalog-input/types';
import { catalogProblemWords, type CatalogProblemWording, type catalogInput as en } from '../en/catalog-input';
import { num } from './format';

const where = (w: ToolWhere) => (w.server === null ? w.tool : `${w.server} 的 ${w.tool}`);

const problems: CatalogProblemWording = {
  'json-syntax': (p) => `不是有效的 JSON：第 ${num(p.line)} 行第 ${num(p.column)} 列出现 ${p.found}，此处应为 ${p.expected}`,
  'json-invalid': (p) => `不是有效的 JSON（${p.detail}）`,
  'too-large': (p) => `文本超过 ${num(p.megabytes)} MB`,
  'too-deep': (p) => `嵌套超过 ${num(p.limit)} 层（最先出现在 ${p.at}）`,
  'not-a-catalog': () =>
    '应为 tools 数组 [{"name", "description", "input_schema"}]、MCP 的 tools/list 结果 {"tools": […]} 或其 JSON-RPC 响应、多个服务器（{"servers": {"名称": 列表}} 或 [{"name", "tools"}]），或 MCP 配置 {"mcpServers": {…}}',
  'not-a-listing': () => '应为工具列表：tools 数组、tools/list 结果 {"tools": […]} 或其 JSON-RPC 响应',
  'no-tools-key': () => '应为工具列表：带有 "tools"（tools/list 结果）或 "result"（其 JSON-RPC 响应）的对象',
  'tools-not-array': () => '应为工具定义的数组',
  'result-not-object': () => '应为 tools/list 的结果，即带有 "tools" 的对象',
  'jsonrpc-error': (p) => `这个 JSON-RPC 响应是一个错误${p.message !== null ? `（${p.message}）` : ''}，不是工具列表`,
  'tool-name-missing': () => '工具需要一个名称（字符串）',
  'tool-name-empty': () => '工具名称不能为空',
  'tool-name-pattern': (p) =>
    `${p.rule === 'custom' ? '名称只能由 ASCII 字母、数字、“_”和“-”组成，长度 1 到 128（API 的工具名称规则 ^[a-zA-Z0-9_-]{1,128}$）' : '名称只能由 ASCII 字母、数字、“_”“-”和“.”组成，长度 1 到 128（MCP 规范的工具名称规则）'}，实际为“${p.name}”`,
  'expected-string': () => '应为字符串',
  'expected-object': () => '应为对象',
  'expected-schema-object': () => '应为 JSON Schema 对象',
  'invalid-value': () => '值无效',
  'input-schema-missing': () => '工具需要 input_schema（API 的字段）或 inputSchema（MCP 的字段）',
  'duplicate-tool': (p) => `“${p.name}”出现了两次；同一服务器上的工具名称必须唯一`,
  'too-many-tools': (p) => `${p.servers > 1 ? `${num(p.servers)} 个服务器上共有 ` : ''}${num(p.count)} 个工具，超过 API 单次请求最多 ${num(p.limit)} 个延迟加载工具的上限`,
  'no-tools': () => '目录中没有任何工具',
  'expected-servers': () => '应为服务器：带名称的列表数组，或以服务器名称为键的列表',
  'server-needs-name': () => '有多个服务器时，每个都需要名称：在其 "tools" 旁写上 "name"、"server" 或 "mcp_server_name"',
  'server-name-empty': () => '服务器名称不能为空',
  'server-twice': (p) => `服务器“${p.name}”被列出了两次（另一处在 ${p.earlier}）；请给每个列表各自的名称`,
  'name-clash': (p) => `“${p.name}”同时指向两个工具：${where(p.first)} 和 ${where(p.second)}；请重命名服务器或工具`,
  'part-many-servers': (p) => `包含 ${num(p.count)} 个服务器；名称只能给单个列表`,
  'part-needs-name': () => '合并多个目录时，每个列表都需要服务器名称：请用 NAME=FILE 的形式指定',
  'config-not-object': () => '应为以名称为键的服务器对象',
  'config-too-many': (p) => `服务器超过 ${num(p.limit)} 个`,
  'config-bad-server': () => '应为服务器：{"command", "args"} 或 {"type": "http", "url"}',
  'config-expected-env': () => '应为环境变量的对象',
  'config-unknown-transport': (p) => `未知的传输方式“${p.type}”；应为 stdio、http 或 sse`,
  'config-needs-command': () => 'stdio 服务器需要启动它的命令',
  'config-needs-url': (p) => `${p.transport} 服务器需要它的 URL`,
  'config-bad-url': () => '不是有效的 URL',
  'config-no-servers': () => '配置中没有列出任何服务器',
  'not-kept': (p) => `无法保存在本浏览器中（${p.detail}）`,
  'read-failed': (p) => `无法读取（${p.detail}）`,
};

export const catalogInput: typeof en = catalogProblemWords(problems, '：');
