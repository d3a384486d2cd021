/** The signed-in member's own card (/memberInfo, docs/portals.md). */
import { get } from '../http';
import type { MemberCard } from '../../../contract';

export function getMemberCard(): Promise<MemberCard> {
  return get<MemberCard>('/api/visualdev/MemberCard', undefined, { silent: true });
}
