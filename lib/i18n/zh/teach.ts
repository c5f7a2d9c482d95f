import type { teach as en } from '../en/teach';

export const teach: typeof en = {
  primer: {
    title: '30 秒了解工具搜索',
    sentences: [
      '模型一开始只有一个工具：搜索工具。',
      '其余工具都是延迟加载的：它们的定义随请求一起发送，但 API 不会把它们放进模型的上下文。',
      '需要工具时，模型先搜索。搜索返回的是 tool_reference 块，只有名字；API 把每个引用展开成完整定义，模型再调用找到的工具。',
      '时序图里的每个箭头就是其中一步：按 → 或“下一步”逐步查看。',
    ],
    dismiss: '知道了',
    reopen: '这是什么？',
  },
  glossary: {
    label: (term: string) => `“${term}”是什么意思`,
    close: '关闭',
    terms: {
      'search-tool': {
        name: '搜索工具',
        match: ['搜索工具'],
        definition: '由 API 替模型运行的工具（正则表达式版或 BM25 版），也可以是客户端自己提供的工具。模型调用它，去找那些暂时看不到的工具。',
      },
      deferred: {
        name: '延迟加载',
        match: ['延迟加载', 'defer_loading'],
        definition: '设置了 defer_loading: true 的工具。它的定义照样随请求发送，但在搜索命中之前，API 不会把它放进模型的上下文：不占上下文，模型也还不能调用它。',
      },
      'tool-reference': {
        name: 'tool_reference',
        match: ['tool_reference'],
        definition: '搜索为每个命中的工具返回的块，只含工具名（{"type": "tool_reference", "tool_name": …}）。API 会在模型的上下文中把它换成完整定义。',
      },
      connector: {
        name: 'MCP 连接器',
        match: ['MCP 连接器'],
        definition: 'Messages API 的一项 beta 功能，让 API 自己连接远程 MCP 服务器：列出服务器的工具并调用它们，客户端什么都不用执行。',
      },
      'mcp-server': {
        name: 'MCP 服务器',
        match: ['MCP 服务器'],
        definition: '遵循 Model Context Protocol 的服务器：列出自己的工具（tools/list），并执行它们（tools/call）。',
      },
      sampling: {
        name: '采样',
        match: ['采样'],
        definition: '模型生成一次输出的过程。一个响应里可以有好几次：模型写出搜索，API 执行搜索，模型带着结果再采样一次。',
      },
    },
  },
  legend: {
    title: '标记的含义',
  },
  details: '详细信息',
};
