import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError, Code, fail } from '../lib/envelope';
import { validationMessage } from '../lib/validationMessage';

/**
 * Maps every failure to the envelope with HTTP 200: business refusals and bad input become code 400
 * (never 500), anything unexpected is logged and answered with a generic 500 that leaks nothing.
 */

const requestErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '参数错误：不支持的内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误：请求体长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '参数错误：请求体过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误：请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误：请求体不是合法的JSON',
  FST_ERR_CTP_EMPTY_TYPE: '参数错误：缺少内容类型',
  FST_ERR_CTP_INVALID_TYPE: '参数错误：不支持的内容类型',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

export function errorReply(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  reply.code(200);
  if (error instanceof BizError) return reply.send(fail(error.code, error.message));
  if (isFastifyError(error)) {
    if (error.validation) {
      return reply.send(fail(Code.business, validationMessage(error.validation, error.validationContext)));
    }
    const known = requestErrors[error.code];
    if (known) return reply.send(fail(Code.business, known));
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // any other client error Fastify raises while reading the request (bad URL encoding…)
    // one line, no stack: bad input is the caller's mistake, not something to investigate
    request.log.info(`rejected request: ${(error as Error).message}`);
    return reply.send(fail(Code.business, '参数错误：请求无效'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.send(fail(Code.serverError, '服务器内部错误'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => errorReply(error, request, reply));
}
