import { defineMessages } from '../i18n';

/** The names of the approval handle statuses (codes 0–9) a print shows for `operatorRecordList.handleStatus`. */
export const statusMessages = defineMessages({
  status0: { zh: '退回', zhtw: '退回', en: 'Returned' },
  status1: { zh: '通过', zhtw: '通過', en: 'Approved' },
  status2: { zh: '发起', zhtw: '發起', en: 'Submitted' },
  status3: { zh: '撤回', zhtw: '撤回', en: 'Withdrawn' },
  status4: { zh: '终止', zhtw: '終止', en: 'Terminated' },
  status5: { zh: '指派', zhtw: '指派', en: 'Assigned' },
  status6: { zh: '加签', zhtw: '加簽', en: 'Signer added' },
  status7: { zh: '转办', zhtw: '轉辦', en: 'Transferred' },
  status8: { zh: '变更', zhtw: '變更', en: 'Changed' },
  status9: { zh: '复活', zhtw: '復活', en: 'Revived' },
});
