import type { search as en } from '../en/search';

export const search: typeof en = {
  title: '搜索试验场',
  intro: '在真实的 MCP 工具目录上运行三种搜索变体，效果与 API（正则、BM25）或 Claude Code（关键词）一致。结果随输入实时更新。',
  catalogs: '工具目录',
  variant: '变体',
  variants: {
    regex: { label: '正则', hint: (max: number, tool: string) => `Python re.search，不区分大小写，最多 ${max} 个字符（${tool}）。` },
    bm25: { label: 'BM25', hint: (max: number, tool: string) => `自然语言查询，最多 ${max} 个字符，按相关度排序（${tool}）。` },
    keyword: { label: '关键词', hint: () => 'Claude Code 的客户端 ToolSearch：select:a,b · 关键词 · +term 表示名称中必须包含。' },
  },
  query: '查询',
  queryPlaceholder: { regex: '例如 weather|forecast', bm25: '例如 list open pull requests', keyword: '例如 +slack message' },
  limit: '数量上限',
  loading: '正在加载工具目录…',
  searched: (n: number) => `${n} 个工具定义`,
  timing: (searchMs: string, buildMs: string) => `搜索 ${searchMs} ms · 建索引 ${buildMs} ms`,
  noQuery: '输入查询即可搜索。',
  noMatch: '没有匹配项。API 会返回一个空的 tool_references 列表：这不是错误。',
  errorTitle: '搜索工具返回一个错误结果（HTTP 200）：模型能看到它，并可以再试一次。',
  resultJson: '模型收到的内容',
  score: '得分',
  moreFields: (n: number) => `另有 ${n} 个字段匹配`,
  fields: { name: '名称', description: '描述', argument_name: '参数', argument_description: '参数描述' },
  reportLink: '工具搜索能找到这些工具吗？打开这些目录的报告',
  pickOne: '请至少选择一个工具目录。',
  serverName: (server: string) => `作为 MCP 服务器“${server}”`,
  serverContext: {
    legend: '服务器上下文',
    label: '像 MCP 托管的运行那样，把每个工具目录当作一个 MCP 服务器：其工具以 {server}_{name} 被引用。',
  },
  openFromStep: '在搜索试验场中试试这次搜索',
};
