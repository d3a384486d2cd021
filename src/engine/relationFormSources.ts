/** EngineServices.relationForms over src/api: another form model's records for the related-form widgets. */
import { lazy } from 'react';
import type { RelationFormServices } from '../../renderers';
import { getModelRecord, listModelRecords } from '../api/visualdev/onlineDev';

/** The record's values out of its JSON text; null for a record with none. */
export function parseRecordData(data: unknown): Record<string, unknown> | null {
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  if (typeof data !== 'string' || !data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const relationFormSources: RelationFormServices = {
  list: (modelId, { currentPage, pageSize, keyword }) => listModelRecords(modelId, { currentPage, pageSize, keyword }),
  async record(modelId, id) {
    const info = await getModelRecord(modelId, id);
    return parseRecordData(info?.data);
  },
  // the model's own form, read-only; loaded when a related record is first opened
  RecordView: lazy(() => import('./RelationRecordView')),
};
