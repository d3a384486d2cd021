/**
 * Online form models (docs/contract.md): the calls of the engine's model pages (renderers/model), by name.
 * Config answers its whole envelope (the request layer exempts it); list and info their data; writes the envelope.
 */
import type { ApiFunction } from '../../../renderers';
import * as onlineDev from '../../api/visualdev/onlineDev';
import { idList, onlineListQuery, onlineRecordBody } from '../../api/visualdev/onlineDevArgs';
import { optionalText, requiredText } from '../apiArgs';

export const apis: Record<string, ApiFunction> = {
  'onlineDev.config': async (a) => onlineDev.getModelConfig(requiredText(a, 'modelId'), optionalText(a, 'menuId')),
  'onlineDev.list': async (a) => onlineDev.listModelRecords(requiredText(a, 'modelId'), onlineListQuery(a)),
  'onlineDev.info': async (a) => onlineDev.getModelRecord(requiredText(a, 'modelId'), requiredText(a, 'id')),
  'onlineDev.create': async (a) => onlineDev.createModelRecord(requiredText(a, 'modelId'), onlineRecordBody(a)),
  'onlineDev.update': async (a) =>
    onlineDev.updateModelRecord(requiredText(a, 'modelId'), requiredText(a, 'id'), onlineRecordBody(a)),
  'onlineDev.remove': async (a) => onlineDev.deleteModelRecord(requiredText(a, 'modelId'), requiredText(a, 'id')),
  'onlineDev.batchRemove': async (a) =>
    onlineDev.batchDeleteModelRecords(requiredText(a, 'modelId'), { ids: idList(a) }),
};
