import type { FastifySchemaValidationError } from 'fastify';

/** Turns a JSON-schema validation failure into the contract's Chinese 400 message: `参数错误：<field> …`. */

const partNames: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const typeNames: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function fieldOf(error: FastifySchemaValidationError, part: string): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : '';
  const field = [path, extra].filter(Boolean).join('.');
  return field || partNames[part] || part;
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return '不能为空';
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((t) => typeNames[t] ?? t);
      return `类型应为${types.join('或')}`;
    }
    case 'minLength':
      return limit === 1 ? '不能为空' : `长度不能少于${String(limit)}个字符`;
    case 'maxLength':
      return `长度不能超过${String(limit)}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于${String(limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于${String(limit)}`;
    case 'minItems':
      return `至少需要${String(limit)}项`;
    case 'maxItems':
      return `最多允许${String(limit)}项`;
    case 'enum':
    case 'const':
      return '取值无效';
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'additionalProperties':
      return '是不允许的字段';
    default:
      return '无效';
  }
}

export function validationMessage(errors: FastifySchemaValidationError[], part = 'body'): string {
  const first = errors[0];
  if (!first) return '参数错误';
  return `参数错误：${fieldOf(first, part)} ${describe(first)}`;
}
