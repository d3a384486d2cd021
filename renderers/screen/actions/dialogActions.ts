import type { CloseDialogActionSpec, OpenDialogActionSpec } from '../types';
import { argsOf } from './argsOf';
import type { ActionHandler } from './types';

/** Opens a dialog schema by id with a record; its `onSuccess` runs here, in the opener's scope, after a submit. */
export const openDialogAction: ActionHandler<OpenDialogActionSpec> = async (spec, context) => {
  context.runtime.openDialog({
    dialog: spec.dialog,
    record: argsOf(spec.record, context),
    onSuccess: spec.onSuccess,
    submit: spec.submit,
    openerScope: { ...context.scope },
  });
  return true;
};

/** Closes the named dialog, or the one the action runs in. */
export const closeDialogAction: ActionHandler<CloseDialogActionSpec> = async (spec, context) => {
  context.runtime.closeDialog(spec.dialog ?? context.dialog);
  return true;
};
