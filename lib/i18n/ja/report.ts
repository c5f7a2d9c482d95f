import type { report as en } from '../en/report';
import { num } from './format';

const names = (list: readonly string[]) => list.join('、');

/** 発見しやすさレポートの文言：各記述の問題の理由と修正案。 */
export const report: typeof en = {
  smells: {
    no_description: {
      reason: () => '説明がありません。検索は名前と引数名にしか一致できず、モデルにも選ぶ手がかりがありません。',
      fix: () => '何をするか、何を返すか、似たツールではなくいつこれを使うかを、1〜3 文で書いてください。',
    },
    one_line_purpose: {
      reason: (words: number) => `説明が ${num(words)} 語しかありません。動作は言っていますが、何が返るのか、いつこのツールが適切なのかを言っていません。`,
      fix: () => '返す内容と「〜のときに使う」という一文を、ユーザーが検索に使う言葉で加えてください。',
    },
    restates_name: {
      reason: () => '説明が名前の単語を繰り返しているだけで、検索にもモデルにも新しい情報を与えていません。',
      fix: () => '名前では言えないこと、つまり対象、返す内容、制約を書いてください。',
    },
    no_when_to_use: {
      reason: () => 'いつ使うべきか（使うべきでないか）が書かれていないため、モデルは似たツールとの間で推測するしかありません。',
      fix: () => '「〜のときに使う。〜には other_tool を使う。」のような一文を加えてください。',
    },
    undescribed_arguments: {
      reason: (missing: readonly string[], total: number) => `引数 ${num(total)} 個のうち ${num(missing.length)} 個に説明がありません：${names(missing)}。`,
      fix: () => '各引数について、それが何か、形式、値の例を書いてください。',
    },
    over_2kb: {
      reason: (bytes: number, cutBefore: string) => `説明は ${num(bytes)} バイトあります。Claude Code は説明を 2 KB で切り詰めるため、「…${cutBefore}」より後は失われます。`,
      fix: () => '目的と使うタイミングを先頭に置き、細部は引数の説明へ移してください。',
    },
    name_without_action: {
      reason: (words: readonly string[]) => `名前（${words.join(' ')}）に動詞がありません。ツールが何をするのかを言っていません。`,
      fix: () => 'create_issue や list_pull_requests のように「動詞_対象」で名付けてください。',
    },
    generic_name: {
      reason: (alsoOn: readonly string[]) =>
        alsoOn.length > 0
          ? `名前は動作だけで対象を言っておらず、他のサーバーにも同じ名前のツールがあります：${names(alsoOn)}。`
          : '名前は動作だけで対象を言っていません。クライアントが次に追加するサーバーにも、同じ名前のツールがある可能性が高いです。',
      fix: () => 'search_issues や fetch_web_page のように、対象も名前に入れてください。',
    },
    name_collision: {
      reason: (alsoOn: readonly string[]) => `他のサーバーにも同じ名前のツールがあります（${names(alsoOn)}）。区別できるのはサーバーの接頭辞と説明だけです。`,
      fix: () => 'このサーバーに固有のことを、説明の最初の文か名前に書いてください。',
    },
  },
};
