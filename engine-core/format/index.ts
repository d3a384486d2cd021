export { amountInChinese } from './amountInChinese';
export { thousands, roundTo, toFixedText } from './thousands';
export { fileSize } from './fileSize';
export { abbreviateNumber } from './abbreviateNumber';
export { relativeTime } from './relativeTime';
export { maskText, defaultMaskConfig, MASK_TYPES, type MaskConfig } from './maskText';
export { isPlainNumber, isExpression } from './numberHelpers';
export { formatMessages } from './messages';
