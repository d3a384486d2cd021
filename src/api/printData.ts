/** What a print template is filled with, and the fields it may use (docs/print-templates.md). */
import { get, post } from './http';

const BASE = '/api/system/printDev';

export interface OperatorRecord {
  nodeName: string;
  userName: string;
  handleTime: number;
  /** 0 return … 9 revive (engine-core/print/renderTemplate.ts names them) */
  handleStatus: number;
  handleOpinion: string;
}

export interface PrintDataReply {
  printTemplate: string;
  printData: Record<string, unknown>;
  operatorRecordList: OperatorRecord[];
}

export interface PrintFieldNode {
  id: string;
  fullName: string;
  jnpfKey?: string;
  children?: PrintFieldNode[];
}

/** GET printDev/Data: one record (`formId`) with template `id`. */
export function getPrintData(id: string, formId: string): Promise<PrintDataReply> {
  return get<PrintDataReply>(`${BASE}/Data`, { id, formId });
}

/** GET printDev/BatchData: several records, comma-separated. */
export function getPrintBatchData(id: string, formIds: string[]): Promise<PrintDataReply[]> {
  return get<PrintDataReply[]>(`${BASE}/BatchData`, { id, formId: formIds.join(',') });
}

/** POST printDev/Fields: a model's fields (tables with `table.column` children) and the system fields. */
export function getPrintFields(body: { modelId?: string; dbLinkId?: string; sqlTemplate?: string }) {
  return post<PrintFieldNode[]>(`${BASE}/Fields`, body);
}

/** GET printDev/PreviewData: one record's print data without a template (the print designer's live preview). */
export function getPrintPreviewData(formId: string): Promise<PrintDataReply> {
  return get<PrintDataReply>(`${BASE}/PreviewData`, { formId });
}

/** GET printDev/Models: the form models a template may be designed for. */
export function getPrintModels(): Promise<{ list: { id: string; fullName: string }[] }> {
  return get<{ list: { id: string; fullName: string }[] }>(`${BASE}/Models`);
}
