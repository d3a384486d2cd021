import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../client';
import { areas } from '../tables/area';
import { seedFolder } from '../seedFixtures';

/** One node of fixtures/seed/areas.json: provinces → cities → districts, by national division code. */
export interface AreaFixture {
  enCode: string;
  fullName: string;
  children?: AreaFixture[];
}

export interface AreaRow {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  sortCode: number;
}

/** The code is the id: saved area values (`['440000','440300']`) stay meaningful across databases. */
export function flattenAreas(nodes: AreaFixture[], parentId = '-1'): AreaRow[] {
  return nodes.flatMap((node, i) => [
    { id: node.enCode, parentId, enCode: node.enCode, fullName: node.fullName, sortCode: i + 1 },
    ...flattenAreas(node.children ?? [], node.enCode),
  ]);
}

export function loadAreaFixtures(folder = seedFolder): AreaFixture[] {
  return JSON.parse(readFileSync(join(folder, 'areas.json'), 'utf8')) as AreaFixture[];
}

/** Inserts the area tree; runs inside the seed transaction (server/db/seed.ts). */
export async function seedAreas(tx: Db, fixtures: AreaFixture[] = loadAreaFixtures()): Promise<void> {
  const rows = flattenAreas(fixtures);
  // a few hundred rows per statement keeps well under the parameter limit of both drivers
  for (let i = 0; i < rows.length; i += 500) await tx.insert(areas).values(rows.slice(i, i + 500));
}
