import type { common as enCommon } from '../en/common';
import { format } from './format';

export const common: typeof enCommon = {
  appName: 'Tool Search Lab',
  tagline: 'Claude 如何在成千上万个工具中找到需要的那一个：逐步演示，附带原样 JSON。',
  nav: {
    main: '主导航',
    player: '播放器',
    scenarios: '场景',
    search: '搜索试验场',
    catalogs: '工具目录',
    live: '实时模式',
    compare: '对比',
    budget: 'Token 预算',
  },
  format,
  language: { label: '语言' },
  actors: {
    client: '客户端',
    service: '服务端（API）',
    model: '模型',
    registry: '工具索引（API 内部）',
    tool: '实际工具',
  },
  seen: {
    wire: { label: '网络上传输', hint: '客户端实际发送或接收的字节：按原样记录。' },
    inside: {
      label: '服务端内部',
      hint: 'API 内部的流量，任何客户端都看不到：这里是根据网络数据推导出的模型。',
    },
    client: { label: '在你的代码中', hint: '该工具由客户端自己执行（客户端执行）：是观察结果，而非 API 流量。' },
    published: {
      label: '按原文发布',
      hint: '按文章刊载的原样引用：既非录制，也非推导，而且不一定是 API 实际发送的内容。',
    },
  },
  provenance: {
    exact: { label: '精确', hint: '由 API 计数：count_tokens，或从真实 API 录制的响应中的 usage。' },
    estimate: {
      label: '估算',
      hint: '我们的估算器（约每 4 个字符 1 个 token，另加官方公布的固定开销）——模拟器返回的 usage 也出自同一个估算器。',
    },
    quoted: { label: '引用', hint: '按原文照录自文章，并非在此计算。' },
  },
  modelled: {
    label: '模拟生成',
    hint: '由模拟器编写，并非真实 API 返回：API 自己的措辞可能不同。',
    orderHint: '这是模拟器的排序：API 没有公布其搜索的排序方式，得分相同的结果可能另有顺序。',
  },
  searchOrder: {
    regex: '排序：名称中的匹配在前，其次是描述，最后是仅在参数中的匹配；同级的结果保持工具列表中的顺序。',
    bm25: '排序：按 BM25 得分；得分相同的结果保持工具列表中的顺序。',
    keyword: '排序：按关键词得分（名称片段高于搜索提示，高于描述）；得分相同的结果保持工具列表中的顺序。',
  },
  searchNames: {
    legend: 'MCP 工具按什么被搜索',
    tool: '它自己的名称（即 tools/list 给出的名称）、描述和参数：这是文档的说法，也是默认设置',
    prefixed: '连同组合名称 {server}_{name}：服务器前缀也会被匹配',
    hint: '无论哪种方式，tool_reference 都用 {server}_{name} 指称该工具。',
  },
  unverified: {
    label: '未验证',
    points: {
      'bm25-input': {
        point: 'BM25 的输入字段',
        hint: '按文档，BM25 搜索工具的输入是 {"query": …}，但目前还没有任何抓取到的响应能证实这一点。',
      },
      'search-limit': {
        point: '搜索的 limit',
        hint: '一次真实抓取显示模型在搜索时发送了 "limit"，但它尚未被确认为官方参数：API 可能会忽略它。',
      },
      'defer-builtin': {
        point: '延迟加载内置工具',
        hint: 'SDK 的类型允许在内置服务器工具（网页搜索、网页抓取）上设置 defer_loading，但 API 是否真的延迟加载它们、并让搜索能找到它们，尚未验证。',
      },
      'count-tokens-deferred': {
        point: 'count_tokens 与延迟加载的工具',
        hint: 'count_tokens 接受 defer_loading，但它给出的数字是否像模型的上下文那样不计入延迟加载的定义，尚未验证。',
      },
      'search-prefix': {
        point: '搜索服务器前缀',
        hint: 'tool_reference 用 {server}_{name} 指称 MCP 工具，但搜索本身是否也匹配这个服务器前缀，目前并不清楚：文档只提到工具的名称、描述和参数。',
      },
    },
  },
};
