import { sql } from 'drizzle-orm';
import { md5Hex, hashPassword } from '../lib/password';
import { newId } from '../lib/ids';
import type { Db } from './client';
import * as t from './schema';
import type { DictionaryDataFixture, SeedFixtures } from './seedFixtures';
import { loadSeedFixtures } from './seedFixtures';
import { expandRoleGrants, flattenMenus } from './seedMenus';
import { seedAreas } from './seed/area';
import { seedModelRecords } from './seed/records';
import { seedTemplates } from './seed/templates';
import { seedPortals } from './seed/portals';

/**
 * First-start seed: everything in fixtures/seed goes in within ONE transaction, so a crash half-way
 * leaves an empty database that is seeded again on the next start rather than a half-seeded one.
 */
export async function seedIfEmpty(db: Db, fixtures?: SeedFixtures): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if (count > 0) return false;
  await seedDatabase(db, fixtures ?? loadSeedFixtures());
  return true;
}

interface DataRow {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

function flattenDictionaryData(typeId: string, items: DictionaryDataFixture[], parentId = '0'): DataRow[] {
  return items.flatMap((item, i) => {
    const id = `${typeId}.${item.enCode}`;
    const row: DataRow = {
      id,
      dictionaryTypeId: typeId,
      parentId,
      fullName: item.fullName,
      enCode: item.enCode,
      sortCode: i + 1,
      enabledMark: item.enabledMark ?? 1,
      description: item.description ?? '',
    };
    return [row, ...flattenDictionaryData(typeId, item.children ?? [], id)];
  });
}

type Hash = Awaited<ReturnType<typeof hashPassword>>;
type Hashes = Hash[];

/** A hash per hand-written user; generated people share one per password, so a few hundred cost one scrypt. */
function hashPasswords(f: SeedFixtures): Promise<Hashes> {
  const shared = new Map<string, Promise<Hash>>();
  return Promise.all(
    f.users.map((u) => {
      if (!u.generated) return hashPassword(md5Hex(u.password));
      if (!shared.has(u.password)) shared.set(u.password, hashPassword(md5Hex(u.password)));
      return shared.get(u.password)!;
    }),
  );
}

export async function seedDatabase(db: Db, f: SeedFixtures): Promise<void> {
  // hash outside the transaction: scrypt is slow on purpose and would hold the transaction open
  const hashes = await hashPasswords(f);
  // design data (rules, interfaces, models) is recorded as created by the first administrator
  const adminId = f.users.find((u) => u.isAdministrator === 1)?.id ?? null;
  const seededAt = new Date();

  await db.transaction(async (tx) => {
    await seedOrganisation(tx, f);
    await seedUsers(tx, f, hashes, seededAt);
    await seedMenus(tx, f);
    await seedDictionaries(tx, f);
    await tx.insert(t.sysConfig).values(Object.entries(f.sysconfig).map(([key, value]) => ({ key, value })));
    await seedAreas(tx);
    await seedTemplates(tx);
    await seedDesignData(tx, f, adminId);
    await seedMessages(tx, f, seededAt);
    await seedModels(tx, f, adminId, seededAt);
    await seedPortals(tx, (f.systems.find((s) => s.isMain) ?? f.systems[0])?.id, adminId);
  });
}

/** Organisations, positions, roles and groups: what users belong to. */
async function seedOrganisation(tx: Db, f: SeedFixtures): Promise<void> {
  await tx.insert(t.organizes).values(
    f.organizes.map((o, i) => ({
      ...o,
      sortCode: o.sortCode ?? i + 1,
      managerId: o.managerId ?? null,
      description: o.description ?? '',
    })),
  );
  await tx.insert(t.positions).values(f.positions.map((p, i) => ({ ...p, sortCode: p.sortCode ?? i + 1 })));
  await tx.insert(t.roles).values(f.roles.map((r, i) => ({ ...r, sortCode: r.sortCode ?? i + 1 })));
  await tx.insert(t.groups).values(f.groups.map((g, i) => ({ ...g, sortCode: g.sortCode ?? i + 1 })));
}

/** Users (signed in to the main system) and their positions, roles and groups, in the fixture's order. */
async function seedUsers(tx: Db, f: SeedFixtures, hashes: Hashes, seededAt: Date): Promise<void> {
  const mainSystem = f.systems.find((s) => s.isMain) ?? f.systems[0];
  await tx.insert(t.users).values(
    f.users.map((u, i) => ({
      id: u.id,
      account: u.account,
      realName: u.realName,
      gender: u.gender ?? '3',
      mobilePhone: u.mobilePhone ?? '',
      email: u.email ?? '',
      organizeId: u.organizeId,
      managerId: u.managerId ?? null,
      passwordHash: hashes[i].hash,
      passwordSalt: hashes[i].salt,
      enabledMark: u.enabledMark ?? 1,
      isAdministrator: u.isAdministrator ?? 0,
      incompleteInfo: u.incompleteInfo ?? 0,
      changePasswordDate: u.initialPassword ? null : seededAt,
      systemId: mainSystem?.id ?? null,
      sortCode: u.sortCode ?? i + 1,
      description: u.description ?? '',
    })),
  );
  const relations = f.users.flatMap((u) => [
    ...(u.positionIds ?? []).map((objectId, i) => ({ objectType: 'Position' as const, objectId, userId: u.id, i })),
    ...(u.roleIds ?? []).map((objectId, i) => ({ objectType: 'Role' as const, objectId, userId: u.id, i })),
    ...(u.groupIds ?? []).map((objectId, i) => ({ objectType: 'Group' as const, objectId, userId: u.id, i })),
  ]);
  if (relations.length) {
    await tx.insert(t.userRelations).values(relations.map(({ i, ...r }) => ({ id: newId(), ...r, sortCode: i + 1 })));
  }
}

/** Systems, their menus with buttons, columns and form fields, and what each role is granted of them. */
async function seedMenus(tx: Db, f: SeedFixtures): Promise<void> {
  const menus = flattenMenus(f.menus);
  const grants = expandRoleGrants(f.roleAuthorizations, menus);
  await tx.insert(t.systems).values(
    f.systems.map((s, i) => ({
      ...s,
      icon: s.icon ?? '',
      isMain: s.isMain ?? 0,
      sortCode: s.sortCode ?? i + 1,
      description: s.description ?? '',
    })),
  );
  await tx.insert(t.modules).values(menus.menus);
  if (menus.buttons.length) await tx.insert(t.moduleButtons).values(menus.buttons);
  if (menus.columns.length) await tx.insert(t.moduleColumns).values(menus.columns);
  if (menus.forms.length) await tx.insert(t.moduleForms).values(menus.forms);
  if (grants.length) {
    await tx.insert(t.authorizations).values(grants.map((g) => ({ id: newId(), objectType: 'Role' as const, ...g })));
  }
}

async function seedDictionaries(tx: Db, f: SeedFixtures): Promise<void> {
  await tx.insert(t.dictionaryTypes).values(
    f.dictionaries.map(({ data: _data, ...type }, i) => ({
      ...type,
      sortCode: type.sortCode ?? i + 1,
      description: type.description ?? '',
    })),
  );
  const data = f.dictionaries.flatMap((type) => flattenDictionaryData(type.id, type.data ?? []));
  if (data.length) await tx.insert(t.dictionaryData).values(data);
}

/** Serial-number rules and data interfaces. */
async function seedDesignData(tx: Db, f: SeedFixtures, adminId: string | null): Promise<void> {
  if (f.billRules.length) {
    await tx.insert(t.billRules).values(
      f.billRules.map((r, i) => ({
        ...r,
        type: r.type ?? 1,
        suffix: r.suffix ?? '',
        sortCode: r.sortCode ?? i + 1,
        description: r.description ?? '',
        creatorUserId: adminId,
      })),
    );
  }
  if (f.dataInterfaces.length) {
    await tx.insert(t.dataInterfaces).values(
      f.dataInterfaces.map(({ dataConfig, parameters, fields, ...di }, i) => ({
        ...di,
        category: di.category ?? '',
        dataConfigJson: JSON.stringify(dataConfig),
        parameterJson: JSON.stringify(parameters ?? []),
        fieldJson: JSON.stringify(fields ?? []),
        sortCode: di.sortCode ?? i + 1,
        description: di.description ?? '',
        creatorUserId: adminId,
      })),
    );
  }
}

/** Messages, each sent its `minutesAgo` before the seed. */
async function seedMessages(tx: Db, f: SeedFixtures, seededAt: Date): Promise<void> {
  if (!f.messages.length) return;
  await tx.insert(t.messages).values(
    f.messages.map((m) => ({
      id: m.id,
      userId: m.userId,
      type: m.type,
      flowType: m.flowType ?? null,
      title: m.title,
      bodyText: m.bodyText ?? '',
      excerpt: m.excerpt ?? '',
      files: JSON.stringify(m.files ?? []),
      isRead: m.isRead ?? 0,
      readTime: m.isRead ? seededAt : null,
      releaseUserId: m.releaseUserId ?? null,
      releaseTime: new Date(seededAt.getTime() - (m.minutesAgo ?? 0) * 60_000),
    })),
  );
}

/** Form models and, when there is an administrator to own them, their sample records. */
async function seedModels(tx: Db, f: SeedFixtures, adminId: string | null, seededAt: Date): Promise<void> {
  if (!f.models.length) return;
  await tx.insert(t.visualdevModels).values(
    f.models.map((m, i) => ({
      id: m.id,
      fullName: m.fullName,
      enCode: m.enCode,
      webType: m.webType,
      type: m.type ?? 1,
      category: m.category ?? '',
      formData: JSON.stringify(m.formData),
      columnData: JSON.stringify(m.columnData),
      appColumnData: JSON.stringify(m.appColumnData ?? {}),
      enableFlow: m.enableFlow ?? 0,
      sortCode: m.sortCode ?? i + 1,
      description: m.description ?? '',
      creatorUserId: adminId,
    })),
  );
  const flows = f.models.flatMap((m) =>
    (m.flows ?? []).map((flow, i) => ({ ...flow, modelId: m.id, sortCode: i + 1, creatorUserId: adminId })),
  );
  if (flows.length) await tx.insert(t.visualdevFlows).values(flows);
  if (adminId) await seedModelRecords(tx, f.models, adminId, seededAt);
}
