import type { files as en } from '../en/files';

export const files: typeof en = {
  actions: {
    legend: '保存与分享',
    saveScenario: '保存为场景（.json）',
    exportRun: '导出整次运行（.json）',
    exportSvg: '将时序图导出为 SVG',
    exportPng: '将时序图导出为 PNG',
    openInPlayer: '在播放器中打开',
    importFile: '导入场景文件…',
    shareLink: '复制指向此步骤的链接',
    linkCopied: '链接已复制',
    copyFailed: '复制失败：链接显示在下方，请手动复制',
    fileLinkNote: (file: string) => `此链接依赖文件：打开它的人也必须导入 ${file}。来自文件的场景绝不会上传到任何地方。`,
    saved: (file: string) => `已保存 ${file}`,
    exportFailed: (what) => `无法导出${{ scenario: '场景', run: '运行记录', svg: 'SVG', png: 'PNG' }[what]}。`,
    diagramNotReady: '时序图仍在绘制中。',
    refusedSecret: '已拒绝：导出内容中仍含有密钥。',
  },
  import: {
    drop: '拖放场景文件即可播放',
    reading: (file: string) => `正在读取 ${file}…`,
    failed: (file: string) => `${file} 不是本应用可以播放的场景。当前场景保持不变。`,
    fromFile: (file: string) => `正在播放 ${file}（从文件导入）`,
    needsFile: (file: string) => `此链接指向一个从文件导入的场景${file ? `（${file}）` : ''}。文件只保存在导入它的浏览器中：请在这里导入后再播放。`,
    badStep: (raw: string, total: number) => `导入的场景中没有步骤“${raw}”：它的步骤为 1 到 ${total}。现显示步骤 1。`,
  },
};
