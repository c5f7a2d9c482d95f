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
    registry: '注册表（MCP）',
    tool: '实际工具',
  },
  seen: {
    wire: { label: '网络上传输', hint: '客户端实际发送或接收的字节：按原样记录。' },
    inside: {
      label: '服务端内部',
      hint: 'API 内部的流量，任何客户端都看不到：这里是根据网络数据推导出的模型。',
    },
    client: { label: '在你的代码中', hint: '该工具由客户端自己执行（客户端执行）：是观察结果，而非 API 流量。' },
  },
  provenance: {
    exact: { label: '精确', hint: '由 API 计数：count_tokens，或从真实 API 录制的响应中的 usage。' },
    estimate: {
      label: '估算',
      hint: '我们的估算器（约每 4 个字符 1 个 token，另加官方公布的固定开销）——模拟器返回的 usage 也出自同一个估算器。',
    },
    quoted: { label: '引用', hint: '按原文照录自文章，并非在此计算。' },
  },
};
