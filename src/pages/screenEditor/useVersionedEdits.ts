import { App } from 'antd';
import { parseEdited } from './liveProblems';

interface VersionedStore {
  /** stores the parsed text as a new version; resolves with the server's message */
  save(value: unknown, comment: string): Promise<{ msg: string }>;
  rollback(versionId?: string): Promise<unknown>;
}

/**
 * Saving and rolling back the edited JSON of a screen or a form model, the same way for both: the text is parsed
 * first (a parse problem is shown, nothing is sent), a refusal shows the server's message, and after every change
 * the panel reloads what the server now holds and tells the list.
 */
export function useVersionedEdits(
  text: string,
  store: VersionedStore,
  after: { reload: () => Promise<void>; onChanged: () => void; setError: (error: string | null) => void },
) {
  const { message } = App.useApp();
  const save = async (comment: string) => {
    const parsed = parseEdited(text);
    if ('problem' in parsed) {
      after.setError(parsed.problem.message);
      return false;
    }
    try {
      const reply = await store.save(parsed.value, comment);
      void message.success(reply.msg);
      await after.reload();
      after.onChanged();
      return true;
    } catch (refusal) {
      after.setError((refusal as { msg?: string }).msg ?? String(refusal));
      return false;
    }
  };
  const rollback = async (versionId?: string) => {
    await store.rollback(versionId);
    await after.reload();
    after.onChanged();
  };
  return { save, rollback };
}
