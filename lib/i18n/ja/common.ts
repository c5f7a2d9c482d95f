import type { common as enCommon } from '../en/common';
import { format } from './format';

export const common: typeof enCommon = {
  appName: 'Tool Search Lab',
  tagline: '何千ものツールの中から Claude がツールを見つける仕組みを、実際の JSON とともに 1 ステップずつ。',
  nav: {
    main: 'メイン',
    player: 'プレーヤー',
    scenarios: 'シナリオ',
    search: '検索プレイグラウンド',
    catalogs: 'カタログ',
    live: 'ライブ',
    compare: '比較',
    budget: 'トークン予算',
  },
  format,
  language: { label: '言語' },
  actors: {
    client: 'クライアント',
    service: 'サービス（API）',
    model: 'モデル',
    registry: 'レジストリ · API 内のツールインデックス',
    tool: '実際のツール',
  },
  seen: {
    api: { label: '実 API から記録', hint: 'クライアントが Anthropic の API に送った、または API から受け取ったバイト列を、そのまま記録したものです（キーはマスク済み）。' },
    emulator: {
      label: 'エミュレーターから記録',
      hint: 'クライアントがこのアプリのエミュレーターとやり取りしたバイト列を、そのまま記録したものです。エミュレーターはスクリプトで動くモデルを載せた API のオフライン代替で、Anthropic のサーバーではありません。',
    },
    derived: {
      label: 'エンジンが導出',
      hint: 'クライアントからは見えない API 内部のやり取りです。記録したバイト列からエンジンが組み立て直しています（ステップ 2 は、遅延読み込みの定義を除いたリクエストです）。',
    },
    client: { label: 'クライアントが実行', hint: 'このツールはクライアント自身のコードが実行しました（クライアント側実行）。実行の一部ですが、API の通信ではありません。' },
    published: {
      label: '記事の掲載どおり',
      hint: '記事に掲載されたとおりに引用したもので、記録でも導出でもなく、API が実際に送る内容とも限りません。',
    },
  },
  provenance: {
    exact: { label: '正確', hint: 'API が数えた値：count_tokens、または実際の API から記録したレスポンスの usage。' },
    estimate: {
      label: '推定',
      hint: '独自の推定器（約 4 文字で 1 トークン、公表済みの固定オーバーヘッドを加算）。エミュレーターの usage も同じ推定器によるものです。',
    },
    quoted: { label: '引用', hint: '記事の記載をそのまま引用したもので、ここでは計算していません。' },
  },
  modelled: {
    label: '模擬',
    hint: 'API の代わりにこのアプリが書いたもの（エミュレーターのエラー文、ステップ 2 の前の MCP ツール一覧のやり取り）で、公開されたルールに沿って模擬しています。実際の API とは異なる場合があります。',
  },
  unverified: {
    label: '未検証',
    hint: '実際の通信でまだ誰も確かめていないプロトコルの細部です。アプリはそれを前提にしており、どの点かはマークが示します。',
    points: {
      'bm25-input': {
        point: 'BM25 の入力フィールド',
        hint: 'ドキュメントによれば BM25 検索ツールの入力は {"query": …} ですが、それを示すキャプチャ済みのレスポンスはまだありません。',
      },
      'search-limit': {
        point: '検索の limit',
        hint: '実際のキャプチャでは、モデルが検索とともに "limit" を送っていますが、公式のパラメーターとしては確認されていません。API が無視する可能性があります。',
      },
      'defer-builtin': {
        point: '組み込みツールの遅延読み込み',
        hint: 'SDK の型は組み込みのサーバーツール（Web 検索、Web フェッチ）にも defer_loading を受け付けますが、API が実際にそれらを遅延読み込みにし、検索で見つけられるようにするかは未検証です。',
      },
      'count-tokens-deferred': {
        point: 'count_tokens と遅延読み込みのツール',
        hint: 'count_tokens は defer_loading を受け付けますが、その値がモデルのコンテキストと同じように遅延読み込みの定義を除外しているかは未検証です。',
      },
    },
  },
};
