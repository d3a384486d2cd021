import type { AreaNode } from '../../contract';
import type { AreaServices } from '../../engine-core/areaServices';

/**
 * A fake AreaServices over a small province → city → district → street tree (national division codes, as the
 * seed uses them), recording every call so tests can count them.
 */
interface FakeArea {
  id: string;
  fullName: string;
  children?: FakeArea[];
}

export const fakeAreaTree: FakeArea[] = [
  {
    id: '330000',
    fullName: '浙江省',
    children: [
      {
        id: '330100',
        fullName: '杭州市',
        children: [
          {
            id: '330106',
            fullName: '西湖区',
            children: [
              { id: '330106001', fullName: '北山街道' },
              { id: '330106002', fullName: '西溪街道' },
            ],
          },
          { id: '330102', fullName: '上城区' },
        ],
      },
      { id: '330200', fullName: '宁波市', children: [{ id: '330203', fullName: '海曙区' }] },
    ],
  },
  {
    id: '110000',
    fullName: '北京市',
    children: [{ id: '110100', fullName: '北京市', children: [{ id: '110101', fullName: '东城区' }] }],
  },
  // a province without cities
  { id: '120000', fullName: '天津市' },
];

function index(nodes: FakeArea[], parentId: string, into: Map<string, { node: FakeArea; parentId: string }>) {
  for (const node of nodes) {
    into.set(node.id, { node, parentId });
    index(node.children ?? [], node.id, into);
  }
  return into;
}

export interface FakeAreaCalls {
  children: string[];
  search: string[];
  namesByPaths: string[][][];
}

export type FakeAreaServices = AreaServices & { calls: FakeAreaCalls };

export function createFakeAreas(tree: FakeArea[] = fakeAreaTree): FakeAreaServices {
  const byId = index(tree, '-1', new Map());
  const calls: FakeAreaCalls = { children: [], search: [], namesByPaths: [] };
  const toNode = (node: FakeArea, parentId: string, i: number): AreaNode => ({
    id: node.id,
    parentId,
    enCode: node.id,
    fullName: node.fullName,
    enabledMark: 1,
    sortCode: i + 1,
    hasChildren: Boolean(node.children?.length),
    isLeaf: !node.children?.length,
  });
  return {
    calls,
    async children(parentId) {
      calls.children.push(parentId);
      const kids = parentId === '-1' ? tree : (byId.get(parentId)?.node.children ?? []);
      return kids.map((node, i) => toNode(node, parentId, i));
    },
    async search(keyword) {
      calls.search.push(keyword);
      // like the server: every level, in tree order, each hit with its path from the top
      const hits: { idPath: string[]; namePath: string[] }[] = [];
      const walk = (nodes: FakeArea[], ids: string[], names: string[]) =>
        nodes.forEach((node) => {
          const idPath = [...ids, node.id];
          const namePath = [...names, node.fullName];
          if (node.fullName.includes(keyword)) hits.push({ idPath, namePath });
          walk(node.children ?? [], idPath, namePath);
        });
      walk(tree, [], []);
      return hits;
    },
    async namesByPaths(idPaths) {
      calls.namesByPaths.push(idPaths.map((p) => [...p]));
      // like the server: unknown ids are left out of their path
      return idPaths.map((path) => path.flatMap((id) => (byId.has(id) ? [byId.get(id)!.node.fullName] : [])));
    },
  };
}
