import { and, asc, eq } from 'drizzle-orm';
import type { ModelFlowsReply } from '../../../contract';
import type { Db } from '../../db/client';
import { visualdevFlows } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { ModelRow } from '../visualdevModels';

/**
 * The flows of a form model (visualdev_flows; docs/model-import.md, "Flows"). A model with enableFlow = 1
 * takes imported rows only into one of its own enabled flows: without one, or with a flowId that is not
 * one of them, ImportData is refused with the platform's 流程不存在.
 */

export const FLOW_MISSING = '流程不存在';

export async function modelFlows(db: Db, model: ModelRow): Promise<ModelFlowsReply> {
  if (model.enableFlow !== 1) return { enableFlow: 0, list: [] };
  const list = await db
    .select({ id: visualdevFlows.id, fullName: visualdevFlows.fullName, enCode: visualdevFlows.enCode })
    .from(visualdevFlows)
    .where(and(eq(visualdevFlows.modelId, model.id), eq(visualdevFlows.enabledMark, 1)))
    .orderBy(asc(visualdevFlows.sortCode), asc(visualdevFlows.fullName));
  return { enableFlow: 1, list };
}

/** The flow imported rows go to: none for a model without flows, else the caller's, which must be the model's. */
export async function importFlowId(db: Db, model: ModelRow, flowId: string | undefined): Promise<string | null> {
  if (model.enableFlow !== 1) return null;
  const { list } = await modelFlows(db, model);
  const chosen = flowId?.trim();
  if (!chosen || !list.some((flow) => flow.id === chosen)) throw new BizError(FLOW_MISSING);
  return chosen;
}
