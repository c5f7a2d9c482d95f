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
    registry: 'レジストリ（MCP）',
    tool: '実際のツール',
  },
  seen: {
    wire: { label: '通信上', hint: 'クライアントが実際に送受信したバイト列。そのまま記録しています。' },
    inside: {
      label: 'サービス内部',
      hint: 'API 内部の通信で、クライアントからは観測できません。通信上のデータから導いたモデルです。',
    },
    client: { label: 'あなたのコード内', hint: 'このツールはクライアント自身が実行しました（クライアント側実行）。API の通信ではなく観測結果です。' },
  },
  provenance: {
    exact: { label: '正確', hint: 'API が数えた値：count_tokens、または実際の API から記録したレスポンスの usage。' },
    estimate: {
      label: '推定',
      hint: '独自の推定器（約 4 文字で 1 トークン、公表済みの固定オーバーヘッドを加算）。エミュレーターの usage も同じ推定器によるものです。',
    },
    quoted: { label: '引用', hint: '記事の記載をそのまま引用したもので、ここでは計算していません。' },
  },
};
