/** The seeded dictionary categories and message templates of the template domains (seed/templates.ts). */

export const categories = [
  {
    id: 'dt-schedule-type',
    parentId: '1',
    fullName: '日程类型',
    enCode: 'scheduleType',
    sortCode: 7,
    items: [
      ['1', '工作安排'],
      ['2', '会议'],
      ['3', '学术活动'],
      ['4', '个人事务'],
    ],
  },
  {
    id: 'dt-print-dev',
    parentId: '1',
    fullName: '打印模板分类',
    enCode: 'printDev',
    sortCode: 8,
    items: [
      ['member', '会员业务'],
      ['finance', '财务票据'],
      ['academic', '学术活动'],
    ],
  },
  {
    id: 'dt-report-sort',
    parentId: '1',
    fullName: '报表分类',
    enCode: 'reportSort',
    sortCode: 9,
    items: [
      ['member', '会员统计'],
      ['finance', '财务报表'],
      ['academic', '学术统计'],
    ],
  },
] as const;

const param = (field: string, fieldName: string) => ({ field, fieldName });
const scheduleParams = [
  param('@Title', '标题'),
  param('@CreatorUserName', '创建人'),
  param('@Content', '内容'),
  param('@StartDate', '开始日期'),
  param('@StartTime', '开始时间'),
  param('@EndDate', '结束日期'),
  param('@EndTime', '结束时间'),
];

export const templates = [
  {
    id: 'mt-notice-site',
    fullName: '公告发布通知',
    enCode: 'NoticeSite',
    templateType: 1,
    messageSource: '1',
    messageType: '1',
    title: '{@Title}',
    content: '',
    params: [
      param('@Title', '标题'),
      param('@CreatorUserName', '创建人'),
      param('@Content', '内容'),
      param('@Remark', '摘要'),
    ],
    description: '系统内置：公告发布后通知接收人',
  },
  {
    id: 'mt-flow-email',
    fullName: '审批待办邮件',
    enCode: 'FlowTodoEmail',
    messageSource: '2',
    messageType: '2',
    title: '【待办】{@Title}',
    content: '<p>{@CreatorUserName} 提交的 {@Title} 等待您审批，紧急程度：{urgency}。</p><p>{@FlowLink}</p>',
    params: [
      param('@Title', '标题'),
      param('@CreatorUserName', '创建人'),
      param('@FlowLink', '流程链接'),
      param('urgency', '紧急程度'),
    ],
  },
  {
    id: 'mt-schedule-sms',
    fullName: '日程提醒短信',
    enCode: 'ScheduleSms',
    messageSource: '4',
    messageType: '3',
    templateCode: 'SMS_276410235',
    params: scheduleParams,
    sms: [
      { smsField: 'title', field: '@Title', isTitle: 0 },
      { smsField: 'date', field: '@StartDate', isTitle: 0 },
      { smsField: 'time', field: '@StartTime', isTitle: 0 },
    ],
  },
  {
    id: 'mt-fee-wechat',
    fullName: '会费缴纳提醒',
    enCode: 'FeeWechat',
    messageSource: '3',
    messageType: '7',
    templateCode: 'Kq8w3nZ0v1FeeRemind',
    wxSkip: '1',
    xcxAppId: 'wx7e52b1c0a3d9f418',
    params: [
      param('@Title', '标题'),
      param('@CreatorUserName', '创建人'),
      param('memberName', '会员姓名'),
      param('amount', '应缴金额'),
    ],
    sms: [
      { smsField: 'first', field: '@Title', isTitle: 1 },
      { smsField: 'keyword1', field: 'memberName', isTitle: 0 },
      { smsField: 'keyword2', field: 'amount', isTitle: 0 },
    ],
  },
  {
    id: 'mt-system-dingtalk',
    fullName: '系统维护通知',
    enCode: 'SystemDingTalk',
    messageSource: '3',
    messageType: '4',
    title: '系统维护：{@Title}',
    content: '{@Title}，届时系统将暂停服务，请提前保存工作。',
    params: [param('@Title', '标题'), param('@CreatorUserName', '创建人')],
    enabledMark: 0,
  },
];
