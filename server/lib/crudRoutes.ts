import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../db/client';
import { requireUser } from '../plugins/auth';
import { idParams, Msg } from '../routes/system/schemas';
import { assertMenuAccess, Button, type ButtonCode } from '../services/menuAccess';
import { ok } from './envelope';

/**
 * The routes of a CRUD-shaped admin domain under one base path: list, info, create, update, delete, and when
 * the domain has them state, copy and export. Every route needs one of the domain's menus; a write also needs
 * the button of its action (create and copy btn_add, update and state btn_edit, delete btn_remove, export
 * btn_download), as services/menuAccess.ts decides. Routes a domain has beyond these stay in its own file.
 */

export type Guard = (request: FastifyRequest, button?: ButtonCode) => Promise<void>;

/** The menu check of a domain's routes, for the routes it registers itself. */
export function menuGuard(db: Db, menus: string[]): Guard {
  return (request, button) => assertMenuAccess(db, requireUser(request), menus, button);
}

export interface CrudRoutesSpec<QuerySchema extends TSchema, BodySchema extends TSchema> {
  /** e.g. `/api/permission/Group` (under the API prefix of the scope) */
  base: string;
  menus: string[];
  /** the contract's schemas of the list's query string and of the create/update body: they validate the
   * request and give the handlers their types (docs/contract.md, "One source for a body") */
  listQuery: QuerySchema;
  body: BodySchema;
  list(db: Db, query: Static<QuerySchema>): Promise<unknown>;
  info(db: Db, id: string): Promise<unknown>;
  create(db: Db, body: Static<BodySchema>, userId: string): Promise<unknown>;
  update(db: Db, id: string, body: Static<BodySchema>, userId: string): Promise<unknown>;
  remove(db: Db, id: string): Promise<unknown>;
  toggle?(db: Db, id: string, userId: string): Promise<unknown>;
  copy?(db: Db, id: string, userId: string): Promise<unknown>;
  /** answers the download ticket of the row's file */
  export?(db: Db, id: string, userId: string): Promise<unknown>;
}

type IdParams = { Params: { id: string } };
const byId = () => ({ schema: { params: idParams('id') } });

/** Registers the domain's routes; answers the guard for the routes the domain adds next to them. */
export function crudRoutes<Q extends TSchema, B extends TSchema>(
  fastify: FastifyInstance,
  db: Db,
  spec: CrudRoutesSpec<Q, B>,
): Guard {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { base } = spec;
  const guard = menuGuard(db, spec.menus);
  const userId = (request: FastifyRequest) => requireUser(request).id;

  app.get(base, { schema: { querystring: spec.listQuery } }, async (request) => {
    await guard(request);
    // a generic schema leaves the provider's type open; the concrete domains get it exactly
    return ok(await spec.list(db, request.query as Static<Q>));
  });
  app.get<IdParams>(`${base}/:id`, byId(), async (request) => {
    await guard(request);
    return ok(await spec.info(db, request.params.id));
  });
  app.post(base, { schema: { body: spec.body } }, async (request) => {
    await guard(request, Button.add);
    await spec.create(db, request.body as Static<B>, userId(request));
    return ok(null, Msg.created);
  });
  app.put<IdParams>(`${base}/:id`, { schema: { params: idParams('id'), body: spec.body } }, async (request) => {
    await guard(request, Button.edit);
    await spec.update(db, request.params.id, request.body as Static<B>, userId(request));
    return ok(null, Msg.updated);
  });
  app.delete<IdParams>(`${base}/:id`, byId(), async (request) => {
    await guard(request, Button.remove);
    await spec.remove(db, request.params.id);
    return ok(null, Msg.deleted);
  });
  registerActions(app, spec, guard, userId, db);
  return guard;
}

function registerActions<Q extends TSchema, B extends TSchema>(
  app: FastifyInstance,
  spec: CrudRoutesSpec<Q, B>,
  guard: Guard,
  userId: (request: FastifyRequest) => string,
  db: Db,
) {
  const { base, toggle, copy, export: exportFile } = spec;
  if (toggle)
    app.put<IdParams>(`${base}/:id/Actions/State`, byId(), async (request) => {
      await guard(request, Button.edit);
      await toggle(db, request.params.id, userId(request));
      return ok(null, Msg.state);
    });
  if (copy)
    app.post<IdParams>(`${base}/:id/Actions/Copy`, byId(), async (request) => {
      await guard(request, Button.add);
      await copy(db, request.params.id, userId(request));
      return ok(null, Msg.copied);
    });
  if (exportFile)
    app.get<IdParams>(`${base}/:id/Actions/Export`, byId(), async (request) => {
      await guard(request, Button.download);
      return ok(await exportFile(db, request.params.id, userId(request)));
    });
}
