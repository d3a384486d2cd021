import { modelDocumentProblems } from '../../../contract/screens/modelChecks';
import { validateFormModel } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { byPointer, parseEdited, type LiveProblem } from './liveProblems';

/** `fields[2].__config__.jnpfKey` (the engine's issue path) → `/formData/fields/2/__config__/jnpfKey` */
export function pointerOfIssuePath(path: string, root = '/formData'): string {
  if (!path) return root;
  return `${root}/${path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The problems of an edited form model: the structural check the server runs before saving
 * (contract/screens/modelChecks.ts) first; once it passes, the engine's own model checks (unknown widgets, bad
 * rules and scripts, duplicate names), each located by JSON pointer.
 */
export function modelLiveProblems(text: string): LiveProblem[] {
  const parsed = parseEdited(text);
  if ('problem' in parsed) return [parsed.problem];
  const structural = modelDocumentProblems(parsed.value);
  if (structural.length) return byPointer(structural);
  const formData = (parsed.value as { formData: unknown }).formData;
  const { issues } = validateFormModel(formData, { registry: defaultRegistry, language: 'zh' });
  return byPointer(issues.map((issue) => ({ path: pointerOfIssuePath(issue.path), message: issue.message })));
}
