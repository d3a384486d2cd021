import { defineMessages, engineLanguage, formatMessage, type EngineMessage } from '../../engine-core/i18n';

/** Words of the screen components. */
export const screenMessages = defineMessages({
  empty: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  selectRow: { zh: '选择第 {n} 行', zhtw: '選擇第 {n} 行', en: 'Select row {n}' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  actions: { zh: '操作', zhtw: '操作', en: 'Actions' },
  total: { zh: '共 {total} 条', zhtw: '共 {total} 條', en: '{total} in total' },
  search: { zh: '查询', zhtw: '查詢', en: 'Search' },
  reset: { zh: '重置', zhtw: '重置', en: 'Reset' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  ok: { zh: '确定', zhtw: '確定', en: 'OK' },
  tipTitle: { zh: '提示', zhtw: '提示', en: 'Notice' },
  operationDone: { zh: '操作成功', zhtw: '操作成功', en: 'Done' },
  filterPlaceholder: { zh: '输入关键字', zhtw: '輸入關鍵字', en: 'Filter' },
  refreshData: { zh: '刷新数据', zhtw: '刷新數據', en: 'Refresh' },
  expandAll: { zh: '展开全部', zhtw: '展開全部', en: 'Expand all' },
  collapseAll: { zh: '折叠全部', zhtw: '折疊全部', en: 'Collapse all' },
  loadFailed: { zh: '加载失败', zhtw: '加載失敗', en: 'Failed to load' },
  schemaError: { zh: '页面配置有误', zhtw: '頁面配置有誤', en: 'The screen definition is invalid' },
  noUrl: { zh: '未发现文件', zhtw: '未發現文件', en: 'No file found' },
});

/**
 * The success messages the platform's server answers (in simplified Chinese), in the user's language. Another
 * Chinese message shows as the generic 操作成功 outside simplified Chinese: the toast never mixes languages.
 */
export const serverSuccessMessages: Readonly<Record<string, EngineMessage>> = {
  保存成功: { zh: '保存成功', zhtw: '儲存成功', en: 'Saved' },
  删除成功: { zh: '删除成功', zhtw: '刪除成功', en: 'Deleted' },
  修改成功: { zh: '修改成功', zhtw: '修改成功', en: 'Updated' },
  更新成功: { zh: '更新成功', zhtw: '更新成功', en: 'Updated' },
  新建成功: { zh: '新建成功', zhtw: '新建成功', en: 'Created' },
  上传成功: { zh: '上传成功', zhtw: '上傳成功', en: 'Uploaded' },
  导入成功: { zh: '导入成功', zhtw: '匯入成功', en: 'Imported' },
  复制成功: { zh: '复制成功', zhtw: '複製成功', en: 'Copied' },
  发布成功: { zh: '发布成功', zhtw: '發布成功', en: 'Published' },
  提交成功: { zh: '提交成功', zhtw: '提交成功', en: 'Submitted' },
  设置成功: { zh: '设置成功', zhtw: '設定成功', en: 'Settings saved' },
  重置密码成功: { zh: '重置密码成功', zhtw: '重設密碼成功', en: 'Password reset' },
  解除锁定成功: { zh: '解除锁定成功', zhtw: '解除鎖定成功', en: 'Unlocked' },
  操作成功: { zh: '操作成功', zhtw: '操作成功', en: 'Done' },
};

/** What the success toast of an API action says for the server's `msg`, in the engine's language. */
export function serverSuccessText(msg: string | undefined): string {
  if (!msg) return formatMessage(screenMessages.operationDone);
  const known = serverSuccessMessages[msg];
  if (known) return formatMessage(known);
  return engineLanguage() === 'zh' || !/[\u3400-\u9fff]/.test(msg) ? msg : formatMessage(screenMessages.operationDone);
}
