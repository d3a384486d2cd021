import { defineMessages } from '../../engine-core/i18n';

/** Messages of the named rules; zh as the platform words them (the platform's rule list). */
export const namedRuleMessages = defineMessages({
  phone: { zh: '请正确输入您的手机号', zhtw: '請正確輸入您的手機號', en: 'Enter a valid mobile phone number' },
  password: {
    zh: '6-16位字符的密码（数字和字母组成）',
    zhtw: '6-16位字元的密碼（數字和字母組成）',
    en: 'Password of 6-16 characters (letters and digits)',
  },
  idCard: { zh: '请正确输入您的身份证号码', zhtw: '請正確輸入您的身分證號碼', en: 'Enter a valid ID card number' },
  email: { zh: '请正确输入您的邮箱地址', zhtw: '請正確輸入您的郵箱地址', en: 'Enter a valid email address' },
  licensePlate: { zh: '请正确输入您的车牌号', zhtw: '請正確輸入您的車牌號', en: 'Enter a valid licence plate number' },
  chinese: { zh: '请正确输入中文', zhtw: '請正確輸入中文', en: 'Enter Chinese characters only' },
  dotCode: {
    zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
    en: 'Code may contain letters, digits and dots, with no dot at either end',
  },
  account: { zh: '只能输入数字英文', zhtw: '只能輸入數字英文', en: 'Letters and digits only' },
  plainName: { zh: '名称不能含有特殊符号', zhtw: '名稱不能含有特殊符號', en: 'Name must not contain special symbols' },
  digitCode: { zh: '编码只能输入数字', zhtw: '編碼只能輸入數字', en: 'Code may contain digits only' },
  halfHours: {
    zh: '时间只能是整数和0.5的倍数',
    zhtw: '時間只能是整數和0.5的倍數',
    en: 'Time must be a whole number or a multiple of 0.5',
  },
  positiveInteger: { zh: '请输入正整数', zhtw: '請輸入正整數', en: 'Enter a positive integer' },
  fieldName: {
    zh: '字段名须以字母开头，只能包含字母、数字和下划线',
    zhtw: '欄位名須以字母開頭，只能包含字母、數字和底線',
    en: 'Field name must start with a letter and contain only letters, digits and underscores',
  },
  externalLink: {
    zh: '请输入以 http://、https://、mailto: 或 tel: 开头的链接',
    zhtw: '請輸入以 http://、https://、mailto: 或 tel: 開頭的連結',
    en: 'Enter a link starting with http://, https://, mailto: or tel:',
  },
  httpUrl: { zh: '请输入正确的网址', zhtw: '請輸入正確的網址', en: 'Enter a valid http(s) address' },
  link: { zh: '请输入正确的链接地址', zhtw: '請輸入正確的連結地址', en: 'Enter a valid URL' },
  mailto: { zh: '请输入正确的邮件链接', zhtw: '請輸入正確的郵件連結', en: 'Enter a valid mailto: link' },
  tel: { zh: '请输入正确的电话链接', zhtw: '請輸入正確的電話連結', en: 'Enter a valid tel: link' },
});
