import type { FastifyRequest } from 'fastify';
import type { ImportMode } from '../../contract';
import { BizError } from './envelope';

/**
 * Reads an Actions/Import upload (multipart: one `file` plus `type` 0 skip / 1 append, and optional plain fields
 * such as `parentId`) with the import dialog's messages. The route registers @fastify/multipart.
 */
export interface ConfigUpload {
  text: string;
  mode: ImportMode;
  fields: Record<string, string>;
}

export async function readConfigUpload(request: FastifyRequest, extension: string): Promise<ConfigUpload> {
  if (!request.isMultipart()) throw new BizError('请上传文件');
  let file: { name: string; text: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file ??= { name: part.filename, text: buffer.toString('utf8') };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('文件大小不能超过1MB');
    throw new BizError('上传文件读取失败');
  }
  if (!file) throw new BizError('请上传文件');
  if (!file.name.toLowerCase().endsWith(extension)) throw new BizError(`请选择${extension}类型的文件`);
  const mode = fields.type;
  if (mode !== '0' && mode !== '1') throw new BizError('请选择识别重复');
  return { text: file.text, mode: Number(mode) as ImportMode, fields };
}
