import type { FastifyInstance } from 'fastify';
import type { ScheduleForm } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { checkedAttachments } from '../../services/files/attachments';
import {
  createSchedule,
  deleteSchedule,
  inviteCandidates,
  listSchedules,
  scheduleDetail,
  scheduleInfo,
  updateSchedule,
} from '../../services/schedules';
import { idParams, int, Msg, text } from './schemas';

/**
 * /api/system/Schedule (docs/contract.md). A schedule is personal: every signed-in user reads and writes their
 * own calendar (what they created or were invited to) and nothing else, so no menu grant is needed. Its
 * participants may download its attachments, so only files the caller may read can be attached.
 */

const BASE = '/api/system/Schedule';
const day = { anyOf: [text(40), { type: 'number' }] } as const;

const scheduleBody = {
  type: 'object',
  properties: {
    category: text(100),
    urgent: { anyOf: [int(1, 3), text(2)] },
    title: text(1000),
    content: text(20_000),
    allDay: int(0, 1),
    startDay: day,
    startTime: text(10),
    endDay: day,
    endTime: text(10),
    duration: int(),
    color: text(100),
    reminderTime: int(),
    reminderType: int(),
    send: text(200),
    sendName: text(500),
    repetition: text(2),
    repeatTime: { anyOf: [{ type: 'null' }, day] },
    toUserIds: { type: 'array', maxItems: 500, items: text(100) },
    files: text(50_000),
  },
} as const;

const rangeQuery = {
  type: 'object',
  properties: {
    startTime: { anyOf: [{ type: 'number' }, text(40)] },
    endTime: { anyOf: [{ type: 'number' }, text(40)] },
  },
} as const;
const scopeParams = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: text(120, 1), type: int(1, 3) },
} as const;

type ScopeParams = { Params: { id: string; type: number } };

export async function scheduleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { startTime?: string; endTime?: string } }>(
    BASE,
    { schema: { querystring: rangeQuery } },
    async (request) => ok(await listSchedules(db, requireUser(request).id, request.query)),
  );

  app.get<{ Querystring: { id: string; groupId?: string } }>(
    `${BASE}/detail`,
    {
      schema: {
        querystring: { type: 'object', required: ['id'], properties: { id: text(120, 1), groupId: text(120) } },
      },
    },
    async (request) => ok(await scheduleDetail(db, request.query.id, requireUser(request).id)),
  );

  app.get(`${BASE}/Actions/UserSelector`, async (request) => ok(await inviteCandidates(db, requireUser(request).id)));

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok(await scheduleInfo(db, request.params.id, requireUser(request).id)),
  );

  app.post<{ Body: ScheduleForm }>(BASE, { schema: { body: scheduleBody } }, async (request) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    await createSchedule(db, { ...body, files: await checkedAttachments(db, user, body.files) }, user);
    return ok(null, Msg.created);
  });

  app.put<ScopeParams & { Body: ScheduleForm }>(
    `${BASE}/:id/:type`,
    { schema: { params: scopeParams, body: scheduleBody } },
    async (request) => {
      const { id, type } = request.params;
      const user = requireUser(request);
      const body = request.body ?? {};
      await updateSchedule(db, id, type, { ...body, files: await checkedAttachments(db, user, body.files) }, user.id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<ScopeParams>(`${BASE}/:id/:type`, { schema: { params: scopeParams } }, async (request) => {
    const { id, type } = request.params;
    await deleteSchedule(db, id, type, requireUser(request).id);
    return ok(null, Msg.deleted);
  });
}
