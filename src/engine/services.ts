/**
 * EngineServices over the app (docs/architecture.md): the engine asks, src/ answers through src/api, the session store,
 * the router and antd's feedback. Built by <EngineProvider> with antd's context-aware message/modal.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { EngineServices, EngineUser } from '../../renderers';
import { request } from '../api/http';
import { dataInterfaceInfoByIds, listDataInterface, previewDataInterface } from '../api/system/dataInterface';
import { getBillNumber } from '../api/system/billRule';
import { appConfig } from '../config';
import { navigateTo } from '../router/navigation';
import { session } from '../store/session';
import { apiTable } from './apiTable';
import { areaSources } from './areaSources';
import { locationSources } from './locationSources';
import { dictionaryOptions } from './dictionaryCache';
import { pickerSources } from './pickerSources';
import { relationFormSources } from './relationFormSources';
import { signSources } from './signSources';
import { uploadSources } from './uploadSources';

export interface FeedbackApis {
  message: MessageInstance;
  modal: ModalHookAPI;
}

function currentUser(): EngineUser {
  const user = session.userInfo;
  return {
    userId: user?.userId ?? '',
    userAccount: user?.userAccount ?? '',
    userName: user?.userName ?? '',
    organizeId: user?.organizeId ?? '',
    organizeName: user?.organizeName ?? '',
    departmentId: user?.departmentId ?? '',
    departmentName: user?.departmentName ?? '',
    positionId: user?.positionId ?? '',
    positionName: user?.positionName ?? '',
    organizeIdList: user?.organizeIdList ?? [],
    roleIds: user?.roleIds ?? [],
    groupIds: user?.groupIds ?? [],
  };
}

/** Server download URLs are relative to the API base (`/api/file/Download?…`); absolute ones are kept. */
export function downloadHref(url: string): string {
  return /^(https?:)?\/\//i.test(url) || url.startsWith(appConfig.apiBase) ? url : appConfig.apiBase + url;
}

function download(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = downloadHref(url);
  link.rel = 'noopener';
  if (fileName) link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function createEngineServices({ message, modal }: FeedbackApis): EngineServices {
  return {
    dictionaryOptions,
    dataInterface: (interfaceId, paramList) => previewDataInterface(interfaceId, { paramList }),
    dataInterfaceList: (interfaceId, query) => listDataInterface(interfaceId, query),
    dataInterfaceByIds: (interfaceId, query) => dataInterfaceInfoByIds(interfaceId, query),
    billNumber: (ruleCode) => getBillNumber(ruleCode),
    currentUser,
    request: (url, method = 'GET', data, headers) => request<unknown>({ url, method, data, headers }),
    api: apiTable,
    route: (url) => void navigateTo(url),
    toast: (content, type = 'info', durationSeconds) => void message.open({ type, content, duration: durationSeconds }),
    confirm: ({ title, content }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    download,
    pickers: pickerSources,
    areas: areaSources,
    location: locationSources,
    relationForms: relationFormSources,
    uploads: uploadSources,
    signs: signSources,
  };
}
