import type {
  DataInterfaceListQuery,
  DataInterfaceParam,
  EngineServices,
  EngineUser,
  OptionItem,
  PagedRows,
  ToastType,
} from '../../engine-core/services';
import { createFakeUploads } from './fakeUploads';
import { createFakeAreas } from './fakeAreas';
import { createFakeLocation } from './fakeLocation';
import { createFakePickers } from './fakePickers';
import { createFakeRelationForms } from './fakeRelationForms';
import { createFakeSigns } from './fakeSigns';

/**
 * EngineServices for engine tests: answers from in-memory tables and records every call, so a test can both
 * drive widgets (dictionaries, data interfaces, the current user, bill numbers) and assert what they asked for.
 */
export const fakeUser: EngineUser = {
  userId: 'u-1',
  userAccount: 'admin',
  userName: '管理员',
  organizeId: 'org-1',
  organizeName: '中华学会/会员部',
  departmentId: 'dep-1',
  departmentName: '会员部',
  positionId: 'pos-1',
  positionName: '部长',
  organizeIdList: ['org-0', 'org-1'],
  roleIds: ['role-1', 'role-2'],
  groupIds: [],
};

export const fakeDictionaries: Record<string, OptionItem[]> = {
  sex: [
    { id: '1', fullName: '男', enCode: 'male' },
    { id: '2', fullName: '女', enCode: 'female' },
  ],
  region: [
    {
      id: 'east',
      fullName: '华东',
      hasChildren: true,
      children: [
        { id: 'sh', fullName: '上海', hasChildren: false },
        { id: 'js', fullName: '江苏', hasChildren: false },
      ],
    },
  ],
};

type InterfaceHandler = (paramList: DataInterfaceParam[]) => unknown;

/** Data interfaces by id; `cities` filters by its `province` parameter (linkage tests). */
export const fakeInterfaces: Record<string, InterfaceHandler> = {
  colours: () => [
    { id: 'r', fullName: '红' },
    { id: 'g', fullName: '绿' },
  ],
  cities: (params) => {
    const province = params.find((p) => p.field === 'province')?.defaultValue;
    const all: Record<string, { id: string; fullName: string }[]> = {
      zj: [
        { id: 'hz', fullName: '杭州' },
        { id: 'nb', fullName: '宁波' },
      ],
      js: [{ id: 'nj', fullName: '南京' }],
    };
    return { list: all[String(province)] ?? [] };
  },
};

export interface FakeServiceCalls {
  dictionaryOptions: string[];
  dataInterface: { id: string; paramList: DataInterfaceParam[] }[];
  dataInterfaceList: { id: string; query: DataInterfaceListQuery }[];
  billNumber: string[];
  request: { url: string; method?: string; data?: unknown }[];
  route: string[];
  toast: { message: string; type?: ToastType }[];
  download: string[];
}

export type FakeEngineServices = EngineServices & { calls: FakeServiceCalls };

export interface FakeServicesOptions {
  dictionaries?: Record<string, OptionItem[]>;
  interfaces?: Record<string, InterfaceHandler>;
  user?: EngineUser;
  overrides?: Partial<EngineServices>;
}

export function createFakeServices(options: FakeServicesOptions = {}): FakeEngineServices {
  const dictionaries = options.dictionaries ?? fakeDictionaries;
  const interfaces = options.interfaces ?? fakeInterfaces;
  const calls: FakeServiceCalls = {
    dictionaryOptions: [],
    dataInterface: [],
    dataInterfaceList: [],
    billNumber: [],
    request: [],
    route: [],
    toast: [],
    download: [],
  };
  const rowsOf = (id: string, paramList: DataInterfaceParam[] = []): Record<string, unknown>[] => {
    const result = interfaces[id]?.(paramList);
    if (Array.isArray(result)) return result as Record<string, unknown>[];
    const list = (result as { list?: unknown } | undefined)?.list;
    return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  };
  let billCounter = 0;
  const services: EngineServices = {
    async dictionaryOptions(type) {
      calls.dictionaryOptions.push(type);
      const items = dictionaries[type];
      if (!items) throw new Error(`no dictionary ${type}`);
      return items;
    },
    async dataInterface(id, paramList = []) {
      calls.dataInterface.push({ id, paramList });
      const handler = interfaces[id];
      if (!handler) throw new Error(`no data interface ${id}`);
      return handler(paramList);
    },
    async dataInterfaceList(id, query): Promise<PagedRows> {
      calls.dataInterfaceList.push({ id, query });
      const keyword = query.keyword ?? '';
      const rows = rowsOf(id, query.paramList).filter((r) => !keyword || JSON.stringify(r).includes(keyword));
      const start = (query.currentPage - 1) * query.pageSize;
      return {
        list: rows.slice(start, start + query.pageSize),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
      };
    },
    async dataInterfaceByIds(id, query) {
      const key = query.propsValue ?? 'id';
      return rowsOf(id, query.paramList).filter((r) => query.ids.includes(String(r[key])));
    },
    async billNumber(ruleCode) {
      calls.billNumber.push(ruleCode);
      billCounter += 1;
      return `NO20240615${String(billCounter).padStart(4, '0')}`;
    },
    currentUser: () => options.user ?? fakeUser,
    async request(url, method, data) {
      calls.request.push({ url, method, data });
      return null;
    },
    api: {},
    route: (url) => void calls.route.push(url),
    toast: (message, type) => void calls.toast.push({ message, type }),
    confirm: async () => true,
    download: (url) => void calls.download.push(url),
    pickers: createFakePickers(),
    areas: createFakeAreas(),
    location: createFakeLocation(),
    relationForms: createFakeRelationForms(),
    uploads: createFakeUploads(),
    signs: createFakeSigns(),
    ...options.overrides,
  };
  return Object.assign(services, { calls });
}
