import dayjs from 'dayjs';
import type { EngineUser } from '../../engine-core/services';

/**
 * The value a field with the designer's "default to current" (`__config__.defaultCurrent`) starts with in a new
 * record: now for date and time pickers, the signed-in user's own organisation, department, position, roles,
 * groups or self for the pickers (docs/widgets.md, "Pickers"). Undefined when the key has no such default or
 * the user has nothing to give (a user in no group leaves a group picker empty).
 */
export function currentDefault(
  jnpfKey: string,
  props: Record<string, unknown>,
  currentUser: () => Partial<EngineUser>,
): unknown {
  if (jnpfKey === 'datePicker') return Date.now();
  if (jnpfKey === 'timePicker') return dayjs().format(typeof props.format === 'string' ? props.format : 'HH:mm:ss');
  const ids = pickerIds(jnpfKey, currentUser());
  if (!ids?.length) return undefined;
  // organisation values are id paths: one path, or a list holding it
  if (jnpfKey === 'organizeSelect') return props.multiple ? [ids] : ids;
  return props.multiple ? ids : ids[0];
}

function pickerIds(jnpfKey: string, user: Partial<EngineUser>): string[] | undefined {
  const one = (id: string | undefined) => (id ? [id] : []);
  switch (jnpfKey) {
    case 'organizeSelect':
      return user.organizeIdList?.length ? user.organizeIdList : one(user.organizeId);
    case 'depSelect':
      return one(user.departmentId || user.organizeId);
    case 'posSelect':
      return one(user.positionId);
    case 'userSelect':
      return one(user.userId);
    case 'usersSelect':
      return user.userId ? [`${user.userId}--user`] : [];
    case 'roleSelect':
      return user.roleIds;
    case 'groupSelect':
      return user.groupIds;
    default:
      return undefined;
  }
}
