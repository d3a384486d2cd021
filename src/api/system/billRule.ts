/** Serial-number rules (contract §4.3). */
import { get } from '../http';

/** The next number of a rule; an unknown code is refused with {code:400, msg:单据规则不存在} (clearer than the original 200 + text). */
export function getBillNumber(enCode: string): Promise<string> {
  return get<string>(`/api/system/BillRule/BillNumber/${encodeURIComponent(enCode)}`);
}
