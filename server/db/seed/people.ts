import type { NamedFixture, OrganizeFixture, PositionFixture, UserFixture } from '../seedFixtures';
import { femaleChars, firstChars, maleChars, surnames, type NamePart } from './chineseNames';

/**
 * Generated staff (fixtures/seed/people.json): branches with departments, a head and a staff position per
 * department, and a few hundred people spread over them, so the pickers have something to page and search.
 * The hand-written fixtures keep their ids; everything here is added beside them. A fixed-seed generator makes
 * every run produce the same people, ids and accounts.
 */

export interface DepartmentTemplate {
  key: string;
  fullName: string;
  enCode: string;
  /** title of the head's and of the staff's position */
  head: string;
  staff: string;
  children?: DepartmentTemplate[];
}

export interface BranchSpec {
  id: string;
  key: string;
  enCode: string;
  /** true: the company is hand-written already, only its departments are added */
  existing?: boolean;
  parentId?: string;
  fullName?: string;
  /** template keys of the departments to add */
  departments: string[];
}

export interface PeopleFixture {
  seed: number;
  users: number;
  /** everybody's initial password; all generated people share one hash of it */
  password: string;
  roleIds?: string[];
  branches: BranchSpec[];
  departments: DepartmentTemplate[];
  groups?: NamedFixture[];
}

export interface GeneratedPeople {
  organizes: OrganizeFixture[];
  positions: PositionFixture[];
  groups: NamedFixture[];
  users: UserFixture[];
}

interface Unit {
  org: OrganizeFixture;
  template: DepartmentTemplate;
  branchId: string;
  parentUnit?: Unit;
  headPosition: string;
  staffPosition: string;
  headId?: string;
}

/** mulberry32: a small, fast generator; good enough for sample data and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const camel = (id: string) =>
  id
    .replace(/^dept-/, '')
    .split('-')
    .map((part, i) => (i ? part[0].toUpperCase() + part.slice(1) : part))
    .join('');

function buildUnits(spec: PeopleFixture, base: OrganizeFixture[]): { companies: OrganizeFixture[]; units: Unit[] } {
  const templates = new Map(spec.departments.map((t) => [t.key, t]));
  const companies: OrganizeFixture[] = [];
  const units: Unit[] = [];
  const add = (
    t: DepartmentTemplate,
    id: string,
    parentId: string,
    enCode: string,
    branchId: string,
    parent?: Unit,
  ) => {
    const siblings = [...base, ...units.map((u) => u.org)].filter((o) => o.parentId === parentId).length;
    const org: OrganizeFixture = {
      id,
      parentId,
      category: 'department',
      fullName: t.fullName,
      enCode,
      sortCode: siblings + 1,
    };
    const unit: Unit = {
      org,
      template: t,
      branchId,
      parentUnit: parent,
      headPosition: `pos-${id.replace(/^dept-/, '')}-head`,
      staffPosition: `pos-${id.replace(/^dept-/, '')}-staff`,
    };
    units.push(unit);
    for (const child of t.children ?? [])
      add(child, `${id}-${child.key}`, id, `${enCode}-${child.enCode}`, branchId, unit);
  };
  spec.branches.forEach((branch, i) => {
    if (!branch.existing) {
      companies.push({
        id: branch.id,
        parentId: branch.parentId ?? '-1',
        category: 'company',
        fullName: branch.fullName ?? branch.id,
        enCode: branch.enCode,
        sortCode: 100 + i,
      });
    }
    for (const key of branch.departments) {
      const t = templates.get(key);
      if (!t) throw new Error(`people.json: branch ${branch.id} names the unknown department template ${key}`);
      add(t, `dept-${branch.key}-${t.key}`, branch.id, `${branch.enCode}-${t.enCode}`, branch.id);
    }
  });
  return { companies, units };
}

function positionsOf(units: Unit[]): PositionFixture[] {
  return units.flatMap((u) => [
    {
      id: u.headPosition,
      fullName: `${u.template.fullName}${u.template.head}`,
      enCode: `${camel(u.org.id)}Head`,
      organizeId: u.org.id,
      sortCode: 1,
    },
    {
      id: u.staffPosition,
      fullName: `${u.template.fullName}${u.template.staff}`,
      enCode: `${camel(u.org.id)}Staff`,
      organizeId: u.org.id,
      sortCode: 2,
    },
  ]);
}

type Random = () => number;
const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)];

/** A name with its pinyin; common surnames come up more often. */
export function chineseName(random: Random): { realName: string; pinyin: string; gender: '1' | '2' } {
  const surname = surnames[Math.floor(random() * random() * surnames.length)];
  const gender = random() < 0.5 ? '1' : '2';
  const pool = gender === '1' ? maleChars : femaleChars;
  const given: NamePart[] =
    random() < 0.4 ? [pick(pool, random)] : [pick([...firstChars, ...pool], random), pick(pool, random)];
  const parts = [surname, ...given];
  return { realName: parts.map((p) => p[0]).join(''), pinyin: parts.map((p) => p[1]).join(''), gender };
}

const MOBILE_PREFIXES = ['135', '136', '137', '139', '158', '186'];

/** The people of `spec`, given the hand-written organisations and users (for free accounts and managers). */
export function generatePeople(
  spec: PeopleFixture,
  base: { organizes: OrganizeFixture[]; users: UserFixture[] },
): GeneratedPeople {
  const random = seededRandom(spec.seed);
  const { companies, units } = buildUnits(spec, base.organizes);
  const groups = spec.groups ?? [];
  const accounts = new Set(base.users.map((u) => u.account));
  const users: UserFixture[] = [];
  for (let i = 0; i < spec.users; i++) {
    // the first person of each department is its head
    const unit = i < units.length ? units[i] : pick(units, random);
    const isHead = i < units.length;
    const { realName, pinyin, gender } = chineseName(random);
    let account = pinyin;
    for (let n = 2; accounts.has(account); n++) account = `${pinyin}${n}`;
    accounts.add(account);
    const id = `user-gen-${String(i + 1).padStart(4, '0')}`;
    if (isHead) unit.headId = id;
    const suffix = String(((i + 1) * 7907) % 10_000_000).padStart(7, '0');
    const branchHead =
      base.organizes.find((o) => o.id === unit.branchId)?.managerId ??
      units.find((u) => u.branchId === unit.branchId)?.headId;
    const managerId = isHead ? (unit.parentUnit?.headId ?? (branchHead !== id ? branchHead : undefined)) : unit.headId;
    users.push({
      id,
      account,
      password: spec.password,
      realName,
      gender,
      mobilePhone: `${MOBILE_PREFIXES[i % MOBILE_PREFIXES.length]}${suffix}`,
      email: `${account}@example.org`,
      organizeId: unit.org.id,
      managerId,
      enabledMark: !isHead && (i + 1) % 37 === 0 ? 0 : 1,
      positionIds: [isHead ? unit.headPosition : unit.staffPosition],
      roleIds: spec.roleIds ?? [],
      groupIds: groups.length && random() < 0.3 ? [pick(groups, random).id] : [],
      generated: true,
    });
  }
  for (const unit of units) unit.org.managerId = unit.headId;
  for (const company of companies) company.managerId = units.find((u) => u.branchId === company.id)?.headId;
  return { organizes: [...companies, ...units.map((u) => u.org)], positions: positionsOf(units), groups, users };
}
