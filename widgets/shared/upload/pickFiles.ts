import { checkFile, checkLimit, isReadable, unreadableMessage, type UploadRules } from './validate';

/**
 * Sorts the chosen files into those that may be uploaded and the refusals' messages, in the order chosen: the
 * limit (counting what the field holds and is uploading), then type and size, then whether the file can be read.
 * In single-file mode (`replace`: uploadFile with limit 1) the newest acceptable file is kept: it replaces what
 * the field holds, so the limit refuses nothing.
 */
export async function pickFiles(
  files: File[],
  rules: UploadRules & { limit?: unknown },
  held: number,
  replace = false,
): Promise<{ accepted: File[]; refusals: string[] }> {
  const single = replace;
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const overLimit = single ? null : checkLimit(held + accepted.length, rules.limit, rules.kind);
    const refusal = overLimit ?? checkFile(file, rules);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    if (!(await isReadable(file))) {
      refusals.push(unreadableMessage(file));
      continue;
    }
    if (single) accepted.length = 0;
    accepted.push(file);
  }
  return { accepted, refusals };
}
