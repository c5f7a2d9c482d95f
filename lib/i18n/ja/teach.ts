import type { teach as en } from '../en/teach';

export const teach: typeof en = {
  primer: {
    title: '30 秒でわかるツール検索',
    sentences: [
      'モデルが最初に持っているツールは 1 つだけ、検索ツールです。',
      'ほかのツールはすべて遅延読み込みです。定義はリクエストと一緒に送られますが、API はそれをモデルのコンテキストに入れません。',
      'ツールが必要になると、モデルはまず検索します。検索が返すのは名前だけの tool_reference ブロックで、API がそれぞれを完全な定義に展開し、モデルは見つけたツールを呼び出します。',
      'シーケンス図の矢印 1 本が、この流れの 1 ステップです。→ キーか「次のステップ」で進めてください。',
    ],
    dismiss: 'わかった',
    reopen: 'これは何？',
  },
  glossary: {
    label: (term: string) => `「${term}」とは`,
    close: '閉じる',
    terms: {
      'search-tool': {
        name: '検索ツール',
        match: ['検索ツール'],
        definition: 'API がモデルの代わりに実行するツール（正規表現版または BM25 版）、またはクライアントが自前で用意するツールです。モデルはこれを呼び出して、まだ見えていないツールを探します。',
      },
      deferred: {
        name: '遅延読み込み',
        match: ['遅延読み込み', 'defer_loading'],
        definition: 'defer_loading: true を付けたツールです。定義はリクエストと一緒に送られますが、検索で名前が挙がるまで API はそれをモデルのコンテキストに入れません。コンテキストを消費せず、モデルもまだ呼び出せません。',
      },
      'tool-reference': {
        name: 'tool_reference',
        match: ['tool_reference'],
        definition: '検索が、見つけたツールごとに返すブロックで、中身はツール名だけです（{"type": "tool_reference", "tool_name": …}）。API がモデルのコンテキスト内で完全な定義に置き換えます。',
      },
      connector: {
        name: 'MCP コネクタ',
        match: ['MCP コネクタ'],
        definition: 'API 自身がリモートの MCP サーバーにつなぐための、Messages API のベータ機能です。API がサーバーのツールを一覧して呼び出すので、クライアントは何も実行しません。',
      },
      'mcp-server': {
        name: 'MCP サーバー',
        match: ['MCP サーバー'],
        definition: 'Model Context Protocol を話すサーバーです。自分のツールを一覧し（tools/list）、実行します（tools/call）。',
      },
      sampling: {
        name: 'サンプリング',
        match: ['サンプリング'],
        definition: 'モデルが出力を 1 回生成することです。1 つのレスポンスに何回も含まれることがあります。モデルが検索を書き、API がそれを実行し、モデルは結果をコンテキストに入れてもう一度サンプリングします。',
      },
    },
  },
  legend: {
    title: 'マークの意味',
  },
  details: '詳細',
};
