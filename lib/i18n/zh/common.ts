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
    registry: '注册中心 · API 内的工具索引',
    tool: '实际工具',
  },
  seen: {
    api: { label: '录自真实 API', hint: '客户端发往 Anthropic API 或从中收到的字节，按原样录制（密钥已遮盖）。' },
    emulator: {
      label: '录自模拟器',
      hint: '客户端发往本应用模拟器或从中收到的字节，按原样录制。模拟器是 API 的离线替身，背后是脚本化的模型，并不是 Anthropic 的服务器。',
    },
    derived: {
      label: '引擎推导',
      hint: 'API 内部的流量，任何客户端都看不到：由引擎根据录制的字节重建（例如第 2 步就是去掉延迟加载定义之后的请求）。',
    },
    client: { label: '客户端执行', hint: '这个工具由客户端自己的代码运行（客户端执行）：属于这次运行，但不是 API 流量。' },
    published: {
      label: '按原文引用',
      hint: '照录文章刊出的内容：既不是录制的，也不是推导的，也不一定是 API 实际发送的内容。',
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
    label: '推演',
    hint: '由本应用代替 API 写出（模拟器的错误文本、第 2 步之前的 MCP 工具列表交互），依据公开的规则推演而来：真实 API 可能不同。',
  },
  unverified: {
    label: '未验证',
    hint: '还没有人在实际流量中证实过的协议细节：应用依赖了它，标记会注明是哪一点。',
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
    },
  },
};
