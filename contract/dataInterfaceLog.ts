/** Wire types of GET /api/system/DataInterfaceLog/{id} (docs/contract.md): one row per run of an interface. */
export interface DataInterfaceLogItem {
  id: string;
  invokTime: number;
  /** "realName/account" of the caller */
  userId: string;
  invokIp: string;
  invokDevice: string;
  /** Preview, List, InfoByIds */
  invokType: string;
  /** milliseconds */
  invokWasteTime: number;
  success: number;
  message: string;
}
