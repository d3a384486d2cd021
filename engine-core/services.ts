import { createContext, useContext } from 'react';
import { missingAreaServices, type AreaServices } from './areaServices';
import { missingLocationServices, type LocationServices } from './locationServices';
import { missingPickerServices, type PickerServices } from './pickerServices';
import { missingRelationFormServices, type RelationFormServices } from './relationFormServices';
import { missingSignServices, type SignServices } from './signServices';
import { missingUploadServices, type UploadServices } from './uploadServices';

/**
 * Everything the engine (renderers/ + widgets/) needs from the outside world. The app implements it over
 * src/api (src/engine/services.ts) and provides it with renderers' <EngineProvider services> (which sets this
 * context); tests pass fakes. The engine never imports src/.
 */

export interface OptionItem {
  id: string;
  fullName: string;
  children?: OptionItem[] | null;
  hasChildren?: boolean;
  disabled?: boolean;
  [key: string]: unknown;
}

/** One parameter sent to a data interface (DataInterfacePreviewInput.paramList, contract/dataInterface.ts). */
export interface DataInterfaceParam {
  field: string;
  defaultValue: unknown;
  /** 1 form field, 2 custom value, 3 empty, 4 system variable */
  sourceType?: number;
  relationField?: string;
  [key: string]: unknown;
}

export interface DataInterfaceListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  propsValue?: string;
  relationField?: string;
  /** comma-joined column fields */
  columnOptions?: string;
  paramList?: DataInterfaceParam[];
}

export interface PagedRows {
  list: Record<string, unknown>[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The signed-in user as forms see it (system fields, getUserInfo in scripts, @user variables). */
export interface EngineUser {
  userId: string;
  userAccount: string;
  userName: string;
  organizeId: string;
  /** organisation path text, e.g. 中华学会/会员部 */
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionId: string;
  positionName: string;
  /** ids from the top organisation down to the user's own (a picker value of organizeSelect) */
  organizeIdList?: string[];
  roleIds?: string[];
  groupIds?: string[];
}

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ApiFunction = (args?: Record<string, unknown>) => Promise<unknown>;

export interface EngineServices {
  /** enabled dictionary items of a type (id or enCode): a tree when the type is a tree */
  dictionaryOptions(typeIdOrCode: string): Promise<OptionItem[]>;
  /** run a data interface (Actions/Preview) with parameters; its raw result (array, object or {list}) */
  dataInterface(interfaceId: string, paramList?: DataInterfaceParam[]): Promise<unknown>;
  /** paged rows of a data interface (Actions/List) for popup-selects and auto-complete */
  dataInterfaceList(interfaceId: string, query: DataInterfaceListQuery): Promise<PagedRows>;
  /** rows whose propsValue is among ids (Actions/InfoByIds), to echo a saved selection */
  dataInterfaceByIds(
    interfaceId: string,
    query: { ids: string[]; propsValue?: string; relationField?: string; paramList?: DataInterfaceParam[] },
  ): Promise<Record<string, unknown>[]>;
  /** next number of a serial-number rule (BillRule/BillNumber/{enCode}) */
  billNumber(ruleCode: string): Promise<string>;
  currentUser(): EngineUser;
  /** onlineUtils.request: a call through the app's request layer (base path, token, envelope) */
  request(url: string, method?: string, data?: unknown, headers?: Record<string, string>): Promise<unknown>;
  /** screen schemas call APIs by name from this table, never by URL */
  api: Readonly<Record<string, ApiFunction>>;
  route(url: string): void;
  toast(message: string, type?: ToastType, durationSeconds?: number): void;
  confirm(options: { title: string; content?: string }): Promise<boolean>;
  download(url: string, fileName?: string): void;
  /** sources of the organisation, role, position, group and user pickers */
  pickers: PickerServices;
  /** the province-city-district tree */
  areas: AreaServices;
  /** place search and map settings of the location picker */
  location: LocationServices;
  /** records of other form models, for the related-form widgets */
  relationForms: RelationFormServices;
  /** the upload queue, single uploads and signed downloads of stored files */
  uploads: UploadServices;
  /** the current user's saved signatures (the sign and signature widgets) */
  signs: SignServices;
}

const notProvided = (what: string) => () => {
  throw new Error(`EngineServices.${what} is not provided`);
};

/** Services that refuse every call: the default, so a missing provider fails loudly instead of silently. */
export const missingServices: EngineServices = {
  dictionaryOptions: () => Promise.reject(new Error('EngineServices.dictionaryOptions is not provided')),
  dataInterface: () => Promise.reject(new Error('EngineServices.dataInterface is not provided')),
  dataInterfaceList: () => Promise.reject(new Error('EngineServices.dataInterfaceList is not provided')),
  dataInterfaceByIds: () => Promise.reject(new Error('EngineServices.dataInterfaceByIds is not provided')),
  billNumber: () => Promise.reject(new Error('EngineServices.billNumber is not provided')),
  currentUser: notProvided('currentUser'),
  request: () => Promise.reject(new Error('EngineServices.request is not provided')),
  api: {},
  route: notProvided('route'),
  toast: notProvided('toast'),
  confirm: () => Promise.resolve(false),
  download: notProvided('download'),
  pickers: missingPickerServices,
  areas: missingAreaServices,
  location: missingLocationServices,
  relationForms: missingRelationFormServices,
  uploads: missingUploadServices,
  signs: missingSignServices,
};

export const EngineServicesContext = createContext<EngineServices>(missingServices);
export const EngineServicesProvider = EngineServicesContext.Provider;

export function useEngineServices(): EngineServices {
  return useContext(EngineServicesContext);
}
