/** Serial-number rules (contract §4.3). */
import { get } from '../http';

/** The next number of a rule; an unknown code answers the string 单据规则不存在. */
export function getBillNumber(enCode: string): Promise<string> {
  return get<string>(`/api/system/BillRule/BillNumber/${encodeURIComponent(enCode)}`);
}
