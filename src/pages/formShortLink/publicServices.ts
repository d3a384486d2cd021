import { missingServices, type EngineServices, type OptionItem } from '../../../renderers';

/**
 * What the widgets of a public form may use: the dictionary options the server sent with the form, and nothing
 * that needs a session (pickers, data interfaces, uploads… are not in a published form). `toast` is the page's.
 */
export function publicServices(
  dictionaries: Record<string, unknown[]> | undefined,
  toast: EngineServices['toast'],
): EngineServices {
  return {
    ...missingServices,
    dictionaryOptions: (type) => Promise.resolve((dictionaries?.[type] ?? []) as OptionItem[]),
    currentUser: () => ({
      userId: '',
      userAccount: '',
      userName: '',
      organizeId: '',
      organizeName: '',
      departmentId: '',
      departmentName: '',
      positionId: '',
      positionName: '',
    }),
    toast,
    route: () => undefined,
    download: () => undefined,
    confirm: () => Promise.resolve(true),
  };
}
