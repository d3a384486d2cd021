import { VIRTUAL_ROOT_ID as ROOT } from '../../../../contract';
import { defineMessages } from '../../../../engine-core/i18n';
import type { PickerContext, PickerKind } from '../kind';
import { fromUserNode } from '../nodes';
import type { PickerTab } from '../types';
import { idKeys, idValue } from '../values';

/**
 * The approver picker (a flow's next approver, the bulk import's flow chooser): one lazy tree of organisations,
 * departments and users from the virtual root '-1', a keyword listing users by name or account page by page,
 * and only users can be picked. Confirming with nobody picked is refused with 请选择{title}.
 */

export const approverMessages = defineMessages({
  title: { zh: '审批人', zhtw: '審批人', en: 'Approver' },
});

function approverTab({ pickers }: PickerContext): PickerTab {
  return {
    key: 'approver',
    label: approverMessages.title,
    children: async (parent) => (await pickers.userNodes(parent?.id ?? ROOT, {})).list.map(fromUserNode),
    // the server matches the keyword against the name and the account (the user's number)
    page: async (keyword, currentPage, pageSize) =>
      (await pickers.userNodes(ROOT, { keyword, currentPage, pageSize })).list.map(fromUserNode),
  };
}

export const approverKind: PickerKind = {
  title: approverMessages.title,
  names: { source: 'users', keyOf: (key) => key },
  keysOf: idKeys,
  valueOf: idValue,
  emptyValue: (multiple) => (multiple ? [] : ''),
  keyOf: (node) => node.id,
  label: (node) => node.fullName,
  // organisations and departments only open and close
  choosable: (node) => node.type === 'user',
  tabs: (context) => [approverTab(context)],
  required: true,
};
