import type { PlainFacts, plain as en } from '../en/plain';
import { num } from './format';

const n = (value: string | number | undefined) => Number(value ?? 0);

/** 名前が多いときは先頭のいくつかだけを挙げる。教室の後ろからでも一目で読める長さに。 */
const someNames = (names: string | number | undefined, max = 3) => {
  const all = String(names ?? '').split(', ').filter(Boolean);
  return all.length <= max ? all.join('、') : `${all.slice(0, max).join('、')} ほか ${num(all.length - max)} 個`;
};

const seesOnlySearch = (f: PlainFacts) => f.seesSearch > 0 && f.seesAlways + f.seesFound === 0;

export const plain: typeof en = {
  sentences: {
    request: (f) => {
      if (n(f.followUp)) return 'クライアントが新しいリクエストを送ります。これまでの会話と、その後に起きたことを含みます。';
      if (n(f.toolsets) > 0)
        return (
          `クライアントは質問を送り、MCP コネクタで API を ${num(n(f.servers))} 台の MCP サーバーにつなぎます。` +
          (n(f.listedDeferred) > 0 ? `${num(n(f.listed))} 個のツールのうち ${num(n(f.listedDeferred))} 個が遅延読み込みです。` : '')
        );
      const defs = n(f.definitions);
      const deferred = n(f.deferred);
      if (deferred === 0) return `クライアントは質問と ${num(defs)} 個のツールを送ります。遅延読み込みのものはありません。`;
      return f.search
        ? `クライアントは質問と一緒に、検索ツールと遅延読み込みのツール ${num(deferred)} 個を送ります。`
        : `クライアントは質問と ${num(defs)} 個のツールを送ります。そのうち ${num(deferred)} 個が遅延読み込みです。`;
    },
    'model-input': (f) => {
      const deferred = n(f.deferred);
      if (deferred === 0) return '遅延読み込みのツールはありません。モデルには最初からすべてのツールが見えます。';
      const hidden = `遅延読み込みのツール ${num(deferred)} 個は、コンテキストに入っていません。`;
      if (seesOnlySearch(f)) return `モデルが最初に持っているのは検索ツールだけです。${hidden}`;
      const parts = [
        ...(f.seesSearch > 0 ? ['検索ツール'] : []),
        ...(f.seesAlways > 0 ? [`最初から読み込まれたツール ${num(f.seesAlways)} 個`] : []),
        ...(f.seesFound > 0 ? [`以前に見つけたツール ${num(f.seesFound)} 個`] : []),
      ];
      return `モデルに見えるのは${parts.join('と')}です。${hidden}`;
    },
    'model-search-call': (f) =>
      n(f.attempt) > 1
        ? `その検索では呼び出せるツールが得られなかったので、モデルはもう一度検索します：「${f.query}」。`
        : seesOnlySearch(f)
          ? `モデルに見えるのは検索ツールだけなので、質問に答えるために、まずツールを検索します：「${f.query}」。`
          : `モデルは遅延読み込みのツールから、合うものを検索します：「${f.query}」。`,
    'search-run': (f) =>
      `API が自分で検索を実行します。対象は、遅延読み込みのツール ${num(n(f.deferred))} 個の名前と説明です。` + (f.servers ? 'MCP サーバーが検索クエリを目にすることはありません。' : ''),
    'search-result': (f) =>
      f.error ? `検索は拒否されました（${f.error}）。モデルにはそれが伝わり、やり直すことができます。` : n(f.count) === 0 ? '一致するツールはありません。' : `${num(n(f.count))} 個のツールが一致しました：${someNames(f.names)}。`,
    'search-inject': (f) =>
      f.error
        ? 'モデルにはエラーが返り、ツールは読み込まれません。'
        : n(f.count) === 0
          ? 'モデルには空の結果が返り、ツールは読み込まれません。'
          : `検索が返すのは、名前だけの tool_reference ブロックです。API がそれぞれを完全な定義に展開するので、モデルには ${someNames(f.names)} が見えるようになります。`,
    'model-tool-call': (f) =>
      f.server
        ? `モデルは見つけたツール ${f.tool} を呼び出し、API が MCP サーバー「${f.server}」でそれを実行します。`
        : `モデルはクライアントに ${f.tool} の実行を頼みます。` + (f.stop_reason === 'tool_use' ? 'レスポンスはここで止まります。' : ''),
    'mcp-call': (f) => `API が MCP サーバー「${f.server}」の ${f.tool} を呼び出します。`,
    'mcp-result': (f) => (f.is_error === 'true' ? 'MCP サーバーがエラーを返します。' : 'MCP サーバーがツールの結果を返します。'),
    'tool-result-inject': (f) =>
      'API が結果をモデルのコンテキストに入れ' +
      (f.next === 'text' ? '、モデルが答えを書きます。' : f.next === 'server_tool_use' ? '、モデルはもう一度検索します。' : f.next === 'mcp_tool_use' ? '、モデルは別のツールを呼び出します。' : 'ます。'),
    response: (f) => {
      if (f.stop_reason === 'tool_use') return `クライアントが ${f.clientTools} を自分で実行できるよう、レスポンスはここで止まります。`;
      if (f.stop_reason !== 'end_turn') return `レスポンスは途中で止まります：stop_reason は「${f.stop_reason}」です。`;
      if (n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0) return 'モデルはすぐに答えます。検索もツール呼び出しもありません。';
      return 'クライアントは答えと、そこに至るまでのすべての検索とツール呼び出しを受け取ります。';
    },
    'error-response': (f) => `API は、モデルを動かす前に HTTP ${f.status} でリクエストを拒否します。`,
    'client-tool-run': (f) => (n(f.byCode) ? `クライアントがプログラムの代わりに ${f.tool} を実行します。クライアントにとっては普通の呼び出しです。` : `クライアント自身のコードが ${f.tool} を実行します。`),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `${f.tool} の結果は次のリクエストで、モデルではなくコンテナで待っているプログラムへ返されます。`
        : n(f.references) > 0
        ? `クライアントの検索は tool_reference ブロックを ${num(n(f.references))} 個返します。次のリクエストで、API がそれらをモデルのために展開します。`
        : `クライアントは ${f.tool} の出力をツールの結果として包み、次のリクエストに入れます。`,
    'model-code-call': (f) => `モデルはツールを 1 つずつ呼ぶ代わりに、${someNames(f.functions) || 'それら'} を呼ぶ短い Python プログラムを書きます。`,
    'code-run': () => 'API はプログラムをコード実行コンテナで動かします。その中はどのクライアントからも見えません。',
    'code-tool-call': (f) => `プログラムが ${someNames(f.tools)} を呼び出します。各呼び出しは Claude ではなくコードからの tool_use ブロックとしてクライアントへ送られ、モデルはサンプリングされません。`,
    'code-resume': () => '結果はモデルではなく、待っているプログラムに渡ります。コードはサンプリングなしで続きを実行します。',
    'code-output': (f) => (f.code === 0 ? 'プログラムが終わり、結果を出力します。' : 'プログラムが失敗します。') + (f.origin === 'modelled' ? '（出力は模擬です。エミュレーターは Python を実行しません。）' : ''),
    'code-output-inject': () => 'モデルのコンテキストに入るのはプログラムが出力した内容だけで、処理したツール結果は入りません。',
    'as-written': (f) => String(f.explanation),
  },
};
