import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { storedToken } from './actions';
import type { TestApp } from './harness';

const BASE = '/api/visualdev/OnlineDev/vd-staff-transfer';

/**
 * What the server stored for the sample application titled `title` (人事调动申请, fixtures/models/
 * staff-transfer.json), read through the API with the page's session: the raw values by vModel.
 */
export async function storedApplication(app: TestApp, page: Page, title: string): Promise<Record<string, unknown>> {
  const token = await storedToken(page);
  const list = await app.api<{ list: { id: string; title: string }[] }>('POST', `${BASE}/List`, {
    token,
    json: { currentPage: 1, pageSize: 100, menuId: 'm-staff-transfer' },
  });
  const mine = list.data.list.filter((r) => r.title === title);
  expect(mine).toHaveLength(1);
  const info = await app.api<{ data: string }>('GET', `${BASE}/${mine[0].id}`, { token });
  return JSON.parse(info.data.data) as Record<string, unknown>;
}
