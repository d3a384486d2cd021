import { defineMessages, type EngineMessage } from '../../engine-core/i18n';

export const areaMessages = defineMessages({
  title: { zh: '省市区域', zhtw: '省市區域', en: 'Province-city-district' },
  selected: { zh: '已选', zhtw: '已選', en: 'Selected' },
  clearList: { zh: '清空列表', zhtw: '清空列表', en: 'Clear list' },
  placeholder: { zh: '请选择', zhtw: '請選擇', en: 'Please select' },
  hint: { zh: '请选择到{name}', zhtw: '請選擇到{name}', en: 'Choose down to the {name}' },
  nothing: { zh: '暂无数据', zhtw: '暫無資料', en: 'No data' },
  search: { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  searchResults: { zh: '搜索结果', zhtw: '搜尋結果', en: 'Search results' },
  remove: { zh: '移除', zhtw: '移除', en: 'Remove' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
});

/** What a path of level+1 ids ends on, by level. */
export const levelNames: EngineMessage[] = [
  { zh: '省份', zhtw: '省份', en: 'province' },
  { zh: '城市', zhtw: '城市', en: 'city' },
  { zh: '区县', zhtw: '區縣', en: 'district' },
  { zh: '街道', zhtw: '街道', en: 'street' },
];
