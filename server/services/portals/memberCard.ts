import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, visualdevModels, visualdevRecords } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { memberQrText, type MemberCard } from '../../../contract';
import { memberships, organizePath } from '../currentUser';
import { parseFormModel } from '../formModel';
import { displayValue } from '../onlineDisplay';

/** The 会员登记 form model (fixtures/models/member-register.json) and the fields a member card shows. */
export const MEMBER_MODEL_ID = 'vd-member-register';
const CARD_FIELDS = ['memberNo', 'memberType', 'joinDate', 'workUnit', 'professionalTitle', 'isCouncil', 'councilRole'];

/** A registration is the user's own when it carries their mobile phone or e-mail address (the newest one wins). */
async function ownRecord(db: Db, mobilePhone: string, email: string) {
  const matches = [
    mobilePhone ? sql`${visualdevRecords.data}->>'mobilePhone' = ${mobilePhone}` : undefined,
    email ? sql`lower(${visualdevRecords.data}->>'email') = ${email.toLowerCase()}` : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(visualdevRecords)
    .where(and(eq(visualdevRecords.modelId, MEMBER_MODEL_ID), or(...matches)))
    .orderBy(desc(visualdevRecords.creatorTime))
    .limit(1);
  return row;
}

async function membershipFields(db: Db, userId: string, data: Record<string, unknown>) {
  const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, MEMBER_MODEL_ID)).limit(1);
  if (!model) return null;
  const fields = parseFormModel(model.formData).fields.filter((f) => CARD_FIELDS.includes(f.vModel));
  return Promise.all(
    fields.map(async (field) => {
      const shown = await displayValue(db, field, data[field.vModel], data, userId);
      return {
        field: field.vModel,
        label: field.label,
        value: Array.isArray(shown) ? shown.join(',') : String(shown ?? ''),
      };
    }),
  );
}

export async function memberCard(db: Db, userId: string): Promise<MemberCard> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new BizError('用户不存在');
  const [path, member, record] = await Promise.all([
    organizePath(db, user.organizeId),
    memberships(db, user.id),
    ownRecord(db, user.mobilePhone, user.email),
  ]);
  const membership = record ? await membershipFields(db, userId, record.data) : null;
  const memberNo = record ? String(record.data.memberNo ?? '') : '';
  return {
    userId: user.id,
    account: user.account,
    realName: user.realName,
    headIcon: user.headIcon ?? '',
    organizeName: path.map((o) => o.fullName).join('/'),
    positionName: member.positions.map((p) => p.name).join(','),
    membership,
    qrText: memberQrText({ userId: user.id, account: user.account, memberNo }),
  };
}
