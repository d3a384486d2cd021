import { defineMessages } from '../../engine-core/i18n';

/** Words of the business-number template picker (zh is the platform's own wording). */
export const billRuleSelectMessages = defineMessages({
  title: { zh: '选择单据模板', zhtw: '選擇單據模板', en: 'Select a numbering template' },
  category: { zh: '业务分类', zhtw: '業務分類', en: 'Business category' },
  fullName: { zh: '业务名称', zhtw: '業務名稱', en: 'Business name' },
  enCode: { zh: '业务编码', zhtw: '業務編碼', en: 'Business code' },
  startNumber: { zh: '流水起始', zhtw: '流水起始', en: 'Serial start' },
  placeholder: { zh: '请选择', zhtw: '請選擇', en: 'Please select' },
});
