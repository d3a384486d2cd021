/** JSON-schema fragments shared by the system routes (bodies are checked before any handler runs). */

export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const int = (minimum?: number, maximum?: number) =>
  ({
    type: 'integer',
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  }) as const;

/** Ids in paths: our UUIDs, readable fixture ids, or a category's enCode. */
export const idParams = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, text(100, 1)])),
  }) as const;

export const pageQueryProperties = {
  keyword: text(200),
  currentPage: int(1, 1_000_000),
  pageSize: int(1, 1_000_000),
  sidx: text(200),
  sort: text(10),
} as const;

/** Success messages the screens show (the server's msg is the toast, docs/contract.md). */
export const Msg = {
  created: '新建成功',
  updated: '修改成功',
  deleted: '删除成功',
  state: '更新成功',
  imported: '导入成功',
  copied: '复制成功',
} as const;
