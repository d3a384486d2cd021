import type { FastifyInstance } from 'fastify';
import type {
  CreateSignImageBody,
  SwitchMajorBody,
  SystemLanguageBody,
  SystemThemeBody,
  UpdateBaseInfoBody,
} from '../../../contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { BizError, Code, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { EMAIL_PATTERN, MOBILE_PATTERN, PHONE_PATTERN } from '../../services/patterns';
import {
  createSignImage,
  deleteSignImage,
  listSignImages,
  setDefaultSignImage,
  SIGN_IMAGE_MAX_CHARS,
} from '../../services/signImages';
import { userAuthorize } from '../../services/usersCurrent/authorize';
import { getBaseInfo, updateBaseInfo } from '../../services/usersCurrent/baseInfo';
import { switchMajor, userOrganizes, userPositions, userRoles } from '../../services/usersCurrent/memberships';
import { MODIFY_PASSWORD_OK, modifyPassword, type ModifyPasswordInput } from '../../services/usersCurrent/password';
import { updateAvatar, updateLanguage, updateTheme } from '../../services/usersCurrent/preferences';
import { subordinates } from '../../services/usersCurrent/subordinates';
import { systemLog, type SystemLogQueryInput } from '../../services/usersCurrent/systemLog';
import { idParams, int, pageQueryProperties, text } from '../system/schemas';

/** /api/permission/Users/Current (docs/contract.md): the signed-in user's own profile, settings and records. */

const BASE = '/api/permission/Users/Current';

const optionalText = (max: number) => text(max);
const phone = (max: number) => ({ type: 'string', maxLength: max, pattern: PHONE_PATTERN }) as const;
const blankOr = (schema: Record<string, unknown>) => ({ anyOf: [{ type: 'string', maxLength: 0 }, schema] }) as const;

const baseInfoBody = {
  type: 'object',
  required: ['realName'],
  additionalProperties: false,
  properties: {
    realName: text(50, 1),
    signature: optionalText(200),
    gender: { type: 'string', enum: ['', '1', '2', '3'] },
    nation: optionalText(50),
    nativePlace: optionalText(100),
    certificatesType: optionalText(50),
    certificatesNumber: { type: 'string', maxLength: 50, pattern: '^[0-9A-Za-z-]*$' },
    education: optionalText(50),
    birthday: {
      anyOf: [{ type: 'null' }, { type: 'integer', minimum: -2_208_988_800_000, maximum: 4_102_444_800_000 }],
    },
    telePhone: phone(20),
    landline: phone(20),
    mobilePhone: blankOr({ type: 'string', pattern: MOBILE_PATTERN }),
    email: blankOr({ type: 'string', maxLength: 100, pattern: EMAIL_PATTERN }),
    urgentContacts: optionalText(50),
    urgentTelePhone: phone(20),
    postalAddress: optionalText(200),
  },
} as const;

const MD5_HEX = { type: 'string', pattern: '^[0-9a-fA-F]{32}$' } as const;

const modifyPasswordBody = {
  type: 'object',
  required: ['oldPassword', 'password', 'code', 'timestamp'],
  additionalProperties: false,
  properties: {
    oldPassword: MD5_HEX,
    password: MD5_HEX,
    code: text(16),
    timestamp: text(64),
    encryptedPassword: text(512),
  },
} as const;

export const THEMES = ['classic', 'functional', 'plain', 'blend'] as const;
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;

const majorBody = {
  type: 'object',
  required: ['majorType', 'majorId'],
  additionalProperties: false,
  properties: {
    majorType: { type: 'string', enum: ['Organize', 'Position', 'Role', 'System', 'Standing'] },
    majorId: text(100, 1),
    menuType: int(0, 9),
  },
} as const;

const signImgBody = {
  type: 'object',
  required: ['signImg'],
  additionalProperties: false,
  properties: {
    signImg: { type: 'string', minLength: 1, maxLength: SIGN_IMAGE_MAX_CHARS },
    isDefault: int(0, 1),
  },
} as const;

const epochMs = { type: 'integer', minimum: 0, maximum: 4_102_444_800_000 } as const;

const systemLogQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    pageSize: int(1, 1000),
    category: int(0, 99),
    startTime: epochMs,
    endTime: epochMs,
    loginType: int(0, 1),
    loginMark: int(0, 1),
  },
} as const;

type IdParams = { Params: { id: string } };
type Deps = { db: Db; config: AppConfig };

export async function usersCurrentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  registerProfileRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerMembershipRoutes(app, deps);
  registerSignImageRoutes(app, deps);
  registerRecordRoutes(app, deps);
}

/** Base information, avatar, theme and language. */
function registerProfileRoutes(app: FastifyInstance, { db }: Deps): void {
  app.get(`${BASE}/BaseInfo`, async (request) => ok(await getBaseInfo(db, requireUser(request).id)));

  app.put<{ Body: UpdateBaseInfoBody }>(`${BASE}/BaseInfo`, { schema: { body: baseInfoBody } }, async (request) => {
    await updateBaseInfo(db, requireUser(request).id, request.body);
    return ok(null, '修改成功');
  });

  app.put<{ Params: { name: string } }>(
    `${BASE}/Avatar/:name`,
    { schema: { params: idParams('name') } },
    async (request) => {
      await updateAvatar(db, requireUser(request).id, request.params.name);
      return ok(null, '修改成功');
    },
  );

  app.put<{ Body: SystemThemeBody }>(
    `${BASE}/SystemTheme`,
    {
      schema: {
        body: { type: 'object', required: ['theme'], properties: { theme: { type: 'string', enum: THEMES } } },
      },
    },
    async (request) => {
      await updateTheme(db, requireUser(request).id, request.body.theme);
      return ok(null, '修改成功');
    },
  );

  app.put<{ Body: SystemLanguageBody }>(
    `${BASE}/SystemLanguage`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['language'],
          properties: { language: { type: 'string', enum: LANGUAGES } },
        },
      },
    },
    async (request) => {
      await updateLanguage(db, requireUser(request).id, request.body.language);
      return ok(null, '修改成功');
    },
  );
}

function registerPasswordRoutes(app: FastifyInstance, { db, config }: Deps): void {
  // not enveloped by the framework in the platform: its own {code, msg}, which the profile shows
  app.post<{ Body: ModifyPasswordInput }>(
    `${BASE}/Actions/ModifyPassword`,
    { schema: { body: modifyPasswordBody } },
    async (request) => {
      const user = requireUser(request);
      try {
        await modifyPassword(db, config, user.id, user.sessionId, request.body);
      } catch (error) {
        if (error instanceof BizError) return { code: error.code, msg: error.message };
        throw error;
      }
      return { code: Code.ok, msg: MODIFY_PASSWORD_OK };
    },
  );
}

/** The user's organisations, positions and roles, and the switch of the main one or of the system. */
function registerMembershipRoutes(app: FastifyInstance, { db }: Deps): void {
  app.put<{ Body: SwitchMajorBody }>(`${BASE}/major`, { schema: { body: majorBody } }, async (request) => {
    await switchMajor(db, requireUser(request).id, request.body.majorType, request.body.majorId);
    return ok(null, '切换成功');
  });

  app.get(`${BASE}/getUserOrganizes`, async (request) => ok(await userOrganizes(db, requireUser(request).id)));
  app.get(`${BASE}/getUserPositions`, async (request) => ok(await userPositions(db, requireUser(request).id)));
  app.get(`${BASE}/getUserRoles`, async (request) => ok(await userRoles(db, requireUser(request).id)));
}

function registerSignImageRoutes(app: FastifyInstance, { db }: Deps): void {
  app.get(`${BASE}/SignImg`, async (request) => ok(await listSignImages(db, requireUser(request).id)));

  app.post<{ Body: CreateSignImageBody }>(`${BASE}/SignImg`, { schema: { body: signImgBody } }, async (request) => {
    await createSignImage(db, requireUser(request).id, {
      signImg: request.body.signImg,
      isDefault: request.body.isDefault ?? 0,
    });
    return ok(null, '保存成功');
  });

  app.put<IdParams>(`${BASE}/:id/SignImg`, { schema: { params: idParams('id') } }, async (request) => {
    await setDefaultSignImage(db, requireUser(request).id, request.params.id);
    return ok(null, '设置成功');
  });

  app.delete<IdParams>(`${BASE}/:id/SignImg`, { schema: { params: idParams('id') } }, async (request) => {
    await deleteSignImage(db, requireUser(request).id, request.params.id);
    return ok(null, '删除成功');
  });
}

/** What the user may use, what they did, and who reports to them. */
function registerRecordRoutes(app: FastifyInstance, { db }: Deps): void {
  app.get(`${BASE}/Authorize`, async (request) => ok(await userAuthorize(db, requireUser(request).id)));

  app.get<{ Querystring: SystemLogQueryInput }>(
    `${BASE}/SystemLog`,
    { schema: { querystring: systemLogQuery } },
    async (request) => ok(await systemLog(db, requireUser(request).id, request.query)),
  );

  app.get<IdParams>(`${BASE}/Subordinate/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok(await subordinates(db, requireUser(request).id, request.params.id)),
  );
}
