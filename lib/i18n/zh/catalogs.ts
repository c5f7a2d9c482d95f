import type { catalogs as en } from '../en/catalogs';

export const catalogs: typeof en = {
  title: '工具目录',
  intro:
    '公开 MCP 服务器的真实工具定义，随应用一同提供，用于搜索和 token 预算。每份定义沿用各自的许可证；除了把 MCP 的 inputSchema 改名为 API 的 input_schema 之外，内容未做任何改动。',
  columns: ['目录', '工具数', '源代码仓库', '提交 / 版本', '许可证'],
  note: 'Atlassian 的目录是根据服务器的 Python 函数签名重建的；GitHub 的来自其自身的 JSON 快照；Notion 的通过 tools/list 采集。完整说明见 data/catalogs/SOURCES.md。',
};
