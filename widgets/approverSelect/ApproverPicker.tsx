import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { approverKind, PickerDialog, type PickerItem } from '../shared/picker';
import { pickerMessages } from '../shared/picker/messages';

/** A picked approver as the caller gets it. */
export interface ApproverPick {
  id: string;
  fullName: string;
  /** the organisation path of names */
  organize?: string;
}

export interface ApproverPickerOptions {
  /** the dialog title and the {title} of 请选择{title}; 审批人 by default */
  title?: string;
  multiple?: boolean;
  /** the approvers picked before, shown under 已选 */
  value?: ApproverPick[];
}

export interface ApproverPickerProps extends ApproverPickerOptions {
  open: boolean;
  onConfirm(picked: ApproverPick[]): void;
  onCancel(): void;
}

const toItem = (pick: ApproverPick): PickerItem => ({
  key: pick.id,
  node: { id: pick.id, fullName: pick.fullName, organize: pick.organize, type: 'user', hasChildren: false },
});

/**
 * The approver dialog on its own, for code that asks for an approver (a flow's submit, the bulk import's flow
 * chooser) rather than a form field: the shared picker dialog with the approver kind.
 */
export function ApproverPicker({ open, title, multiple = false, value, onConfirm, onCancel }: ApproverPickerProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const tabs = useMemo(
    () =>
      approverKind.tabs({
        pickers: services.pickers,
        user: services.currentUser(),
        settings: { multiple, selectType: 'all', ableIds: [], ableRelationIds: [], auth: false },
      }),
    [services, multiple],
  );
  const items = useMemo(() => (value ?? []).map(toItem), [value]);
  const dialogTitle = title || formatMessage(approverKind.title);
  return (
    <PickerDialog
      open={open}
      title={dialogTitle}
      multiple={multiple}
      tabs={tabs}
      choosable={(node) => approverKind.choosable(node, multiple)}
      keyOf={approverKind.keyOf}
      value={items}
      requiredMessage={formatMessage(pickerMessages.chooseTitle, { title: dialogTitle })}
      onCancel={onCancel}
      onConfirm={(picked) =>
        onConfirm(picked.map(({ node }) => ({ id: node.id, fullName: node.fullName, organize: node.organize })))
      }
    />
  );
}

/**
 * Opening the approver dialog and awaiting the answer: `pick()` resolves with the picked approvers, or null
 * when the user cancels. Render `holder` once where the caller renders.
 */
export function useApproverPicker(): {
  pick(options?: ApproverPickerOptions): Promise<ApproverPick[] | null>;
  holder: ReactNode;
} {
  const [request, setRequest] = useState<{
    options: ApproverPickerOptions;
    resolve(picked: ApproverPick[] | null): void;
  } | null>(null);
  const pick = useCallback(
    (options: ApproverPickerOptions = {}) =>
      new Promise<ApproverPick[] | null>((resolve) => setRequest({ options, resolve })),
    [],
  );
  const settle = (picked: ApproverPick[] | null) => {
    request?.resolve(picked);
    setRequest(null);
  };
  const holder = request ? (
    <ApproverPicker {...request.options} open onConfirm={settle} onCancel={() => settle(null)} />
  ) : null;
  return { pick, holder };
}
