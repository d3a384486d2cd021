import { defineMessages } from '../../../engine-core/i18n';

/** Words of the category-and-table picker dialog (zh is the platform's own wording). */
export const categoryTableMessages = defineMessages({
  categories: { zh: '分类', zhtw: '分類', en: 'Categories' },
  allCategories: { zh: '全部', zhtw: '全部', en: 'All' },
  search: { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  add: { zh: '新建', zhtw: '新建', en: 'New' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  total: { zh: '共 {total} 条', zhtw: '共 {total} 條', en: '{total} in all' },
  rows: { zh: '结果', zhtw: '結果', en: 'Results' },
  pick: { zh: '选择 {name}', zhtw: '選擇 {name}', en: 'Select {name}' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
});
