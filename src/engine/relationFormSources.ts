/** EngineServices.relationForms over src/api: another form model's records for the related-form widgets. */
import type { RelationFormServices } from '../../renderers';
import { getModelRecord, listModelRecords } from '../api/visualdev/onlineDev';

export const relationFormSources: RelationFormServices = {
  list: (modelId, { currentPage, pageSize, keyword }) => listModelRecords(modelId, { currentPage, pageSize, keyword }),
  async record(modelId, id) {
    const info = await getModelRecord(modelId, id);
    return info?.data ? (JSON.parse(info.data) as Record<string, unknown>) : null;
  },
};
