import type { search as en } from '../en/search';

export const search: typeof en = {
  title: '検索プレイグラウンド',
  intro: '実際の MCP ツールカタログに対して 3 種類の検索を、API（正規表現、BM25）や Claude Code（キーワード）と同じ方法で実行します。結果は入力に合わせて更新されます。',
  catalogs: 'カタログ',
  variant: '検索方式',
  variants: {
    regex: { label: '正規表現', hint: (max: number, tool: string) => `Python の re.search、大文字と小文字を区別せず、最大 ${max} 文字（${tool}）。` },
    bm25: { label: 'BM25', hint: (max: number, tool: string) => `自然言語のクエリ、最大 ${max} 文字、スコア順（${tool}）。` },
    keyword: { label: 'キーワード', hint: () => 'Claude Code のクライアント側 ToolSearch：select:a,b · キーワード · +term は名前に必須。' },
  },
  query: 'クエリ',
  queryPlaceholder: { regex: '例：weather|forecast', bm25: '例：list open pull requests', keyword: '例：+slack message' },
  limit: '上限',
  loading: 'カタログを読み込み中…',
  searched: (n: number) => `${n} 件のツール定義`,
  timing: (searchMs: string, buildMs: string) => `検索 ${searchMs} ms · インデックス ${buildMs} ms`,
  noQuery: 'クエリを入力すると検索します。',
  noMatch: '一致するものはありません。API は空の tool_references リストを返します。エラーではありません。',
  errorTitle: '検索ツールはエラー結果を返します（HTTP 200）。モデルはそれを見て再検索できます。',
  resultJson: 'モデルが受け取る内容',
  score: 'スコア',
  moreFields: (n: number) => `ほかに ${n} 個のフィールドが一致`,
  fields: { name: '名前', description: '説明', argument_name: '引数', argument_description: '引数の説明' },
  reportLink: 'ツール検索はこれらのツールを見つけられるか？ これらのカタログのレポートを開く',
  pickOne: 'カタログを 1 つ以上選んでください。',
  serverName: (server: string) => `MCP サーバー「${server}」として`,
  serverContext: {
    legend: 'サーバーの文脈',
    label: 'MCP ホスト型の実行と同じように、各カタログを MCP サーバーとして扱います。そのツールは {server}_{name} で参照されます。',
  },
  openFromStep: 'この検索をプレイグラウンドで試す',
};
