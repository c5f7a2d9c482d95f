import type { report as en } from '../en/report';
import { num } from './format';

const names = (list: readonly string[]) => list.join('、');

/** 可发现性报告的文字：每种描述问题的原因与修改建议。 */
export const report: typeof en = {
  smells: {
    no_description: {
      reason: () => '它没有描述：搜索只能匹配它的名称和参数名，模型也无从据以选择它。',
      fix: () => '用一到三句话写明：它做什么、返回什么，以及何时该用它而不是相近的工具。',
    },
    one_line_purpose: {
      reason: (words: number) => `描述只有 ${num(words)} 个词：它说出了动作，却没说返回什么，也没说何时该用它。`,
      fix: () => '补上它返回什么，再加一句“在……时使用”，用用户搜索时会用的词。',
    },
    restates_name: {
      reason: () => '描述只是重复名称里的词，没有给搜索和模型任何新的信息。',
      fix: () => '写出名称说不出的东西：它作用的对象、返回的内容、它的限制。',
    },
    no_when_to_use: {
      reason: () => '没有一句话说明何时该用它、何时不该用，模型只能在它与相似工具之间猜测。',
      fix: () => '加一句，例如“在……时使用；要……请改用 other_tool。”',
    },
    undescribed_arguments: {
      reason: (missing: readonly string[], total: number) => `${num(total)} 个参数中有 ${num(missing.length)} 个没有描述：${names(missing)}。`,
      fix: () => '为每个参数写明：它是什么、格式如何，并给一个示例值。',
    },
    over_2kb: {
      reason: (bytes: number, cutBefore: string) => `描述长 ${num(bytes)} 字节；Claude Code 会在 2 KB 处截断描述，截断点在“……${cutBefore}”之后。`,
      fix: () => '把用途和使用时机放在最前面，把细节移到参数的描述里。',
    },
    name_without_action: {
      reason: (words: readonly string[]) => `名称（${words.join(' ')}）里没有动词：它没说出这个工具做什么。`,
      fix: () => '按“动词_对象”命名，例如 create_issue 或 list_pull_requests。',
    },
    generic_name: {
      reason: (alsoOn: readonly string[]) =>
        alsoOn.length > 0
          ? `名称只说了动作，没说作用的对象，而且其他服务器上也有同名工具：${names(alsoOn)}。`
          : '名称只说了动作，没说作用的对象；客户端再接入的下一个服务器很可能也有同名工具。',
      fix: () => '把对象也写进名称，例如 search_issues 或 fetch_web_page。',
    },
    name_collision: {
      reason: (alsoOn: readonly string[]) => `其他服务器上也有同名工具（${names(alsoOn)}）：只有服务器前缀和描述能把它们区分开。`,
      fix: () => '在描述的第一句或名称里写出这个服务器特有的东西。',
    },
  },
};
