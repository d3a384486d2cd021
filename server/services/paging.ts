import type { PageResult } from '../../contract';

/** Paging of list endpoints (docs/contract.md): 1-based pages, default 20 rows, capped so a request stays cheap. */

export const DEFAULT_PAGE_SIZE = 20;
/** the front end asks for 1,000,000 rows to mean "no paging"; nothing here holds that many */
export const MAX_PAGE_SIZE = 1_000_000;

export interface Page {
  currentPage: number;
  pageSize: number;
  offset: number;
}

export function pageOf(query: { currentPage?: number; pageSize?: number }): Page {
  const currentPage = Math.max(1, Math.trunc(query.currentPage ?? 1) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE) || 1));
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}

export function pageResult<T>(list: T[], page: Page, total: number): PageResult<T> {
  return { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total } };
}

/** Pages an in-memory list (interfaces and small admin lists). */
export function pageSlice<T>(all: T[], page: Page): PageResult<T> {
  return pageResult(all.slice(page.offset, page.offset + page.pageSize), page, all.length);
}

/** `%`, `_` and `\` are wildcards in LIKE; a keyword must match literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
