import type { Db } from '../db/client';
import { claimBillNumber } from './billNumber';
import { SYSTEM_KEYS, type FormField } from './formModel';
import type { UserContext } from './userContext';

/**
 * The system fields of a record are the server's to fill (docs/widgets.md, "System fields"): the client's
 * values for them are ignored. They are stored as display text and epoch-ms instants, so the read-only
 * widgets show them without further lookups: people as "name/account", the organisation as its whole path
 * (the widget cuts it to the last level when showLevel is 'last'), the position by name.
 */

/** "张伟/zhangwei", as the platform shows people. */
const personText = (who: UserContext) => (who.realName ? `${who.realName}/${who.account}` : '');

export interface FillContext {
  db: Db;
  who: UserContext;
  now: Date;
}

/** Values of a new record: creation fields set, modification fields empty, bill numbers issued. */
export async function fillOnCreate(fields: FormField[], data: Record<string, unknown>, ctx: FillContext) {
  const out = { ...data };
  for (const field of fields.filter((f) => SYSTEM_KEYS.has(f.jnpfKey))) {
    switch (field.jnpfKey) {
      case 'createUser':
        out[field.vModel] = personText(ctx.who);
        break;
      case 'createTime':
        out[field.vModel] = ctx.now.getTime();
        break;
      case 'modifyUser':
      case 'modifyTime':
        out[field.vModel] = null;
        break;
      case 'currOrganize':
        out[field.vModel] = ctx.who.organizeNames.join('/');
        break;
      case 'currPosition':
        out[field.vModel] = ctx.who.positionName;
        break;
      case 'billRule': {
        const rule = String(field.node.__config__?.rule ?? '');
        out[field.vModel] = rule
          ? await claimBillNumber(ctx.db, ctx.who.userId, rule, data[field.vModel], ctx.now)
          : null;
        break;
      }
    }
  }
  return out;
}

/** Values of an edited record: creation fields and bill numbers kept as stored, modification fields set. */
export async function fillOnUpdate(
  fields: FormField[],
  data: Record<string, unknown>,
  stored: Record<string, unknown>,
  ctx: FillContext,
) {
  const out = { ...data };
  for (const field of fields.filter((f) => SYSTEM_KEYS.has(f.jnpfKey))) {
    if (field.jnpfKey === 'modifyUser') out[field.vModel] = personText(ctx.who);
    else if (field.jnpfKey === 'modifyTime') out[field.vModel] = ctx.now.getTime();
    else if (field.jnpfKey === 'billRule' && !stored[field.vModel]) {
      // a rule field added to the model after this record was created gets its number now
      const filled = await fillOnCreate([field], data, ctx);
      out[field.vModel] = filled[field.vModel];
    } else out[field.vModel] = stored[field.vModel] ?? null;
  }
  return out;
}
