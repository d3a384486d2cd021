import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { operationLogs } from '../../db/schema';
import type { SessionUser } from '../../lib/sessions';
import { newId } from '../../lib/ids';

/**
 * The operation log (系统日志, category 3) of changes to screens and form models: written in the same transaction
 * as the change itself, so a change is never without its log line and a log line never without its change.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change, from where: taken from the request once, written with every version it creates. */
export interface OperationActor {
  userId: string;
  userName: string;
  ip: string;
  userAgent: string;
  requestURL: string;
  requestMethod: string;
}

export function actorOf(request: FastifyRequest, user: SessionUser): OperationActor {
  return {
    userId: user.id,
    userName: `${user.realName}/${user.account}`,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    requestURL: request.url.slice(0, 500),
    requestMethod: request.method,
  };
}

export const SCREEN_MODULE = '页面配置';

export async function writeOperationLog(
  tx: Db | Tx,
  actor: OperationActor,
  abstracts: string,
  moduleName = SCREEN_MODULE,
): Promise<void> {
  await tx.insert(operationLogs).values({ id: newId(), ...actor, moduleName, abstracts: abstracts.slice(0, 1000) });
}
