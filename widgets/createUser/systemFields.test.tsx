import { render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import dayjs from 'dayjs';
import {
  EngineServicesProvider,
  missingServices,
  type EngineServices,
  type EngineUser,
} from '../../engine-core/services';
import createUser from '.';
import createTime from '../createTime';
import modifyUser from '../modifyUser';
import modifyTime from '../modifyTime';
import currOrganize from '../currOrganize';
import currPosition from '../currPosition';
import { liveText, storedText } from './systemText';

const user: EngineUser = {
  userId: 'u1',
  userAccount: 'admin',
  userName: '管理员',
  organizeId: 'o1',
  organizeName: '中华学会/会员部',
  departmentId: 'd1',
  departmentName: '会员部',
  positionId: 'p1',
  positionName: '秘书长',
};

const services: EngineServices = { ...missingServices, currentUser: () => user };
const entries = [createUser, createTime, modifyUser, modifyTime, currOrganize, currPosition];
const SchemaField = createSchemaField({ components: Object.fromEntries(entries.map((e) => [e.key, e.component])) });

function renderField(
  key: string,
  value: unknown,
  props: Record<string, unknown> = {},
  pattern: 'editable' | 'readPretty' = 'editable',
) {
  const form = createForm({ values: { f: value }, pattern });
  render(
    <EngineServicesProvider value={services}>
      <FormProvider form={form}>
        <SchemaField
          schema={{
            type: 'object',
            properties: { f: { type: 'string', 'x-component': key, 'x-component-props': props } },
          }}
        />
      </FormProvider>
    </EngineServicesProvider>,
  );
  return form;
}

const shown = () => (document.querySelector('input') as HTMLInputElement).value;

describe('storedText / liveText', () => {
  const at = new Date(2024, 2, 5, 8, 9, 10).getTime();
  it.each([
    ['createTime', at, undefined, '2024-03-05 08:09:10'],
    ['modifyTime', String(at), undefined, '2024-03-05 08:09:10'],
    ['createTime', '2024-03-05 08:09:10', undefined, '2024-03-05 08:09:10'],
    ['currOrganize', '中华学会/会员部', 'last', '会员部'],
    ['currOrganize', '中华学会/会员部', 'all', '中华学会/会员部'],
    ['currOrganize', ['中华学会', '会员部'], undefined, '中华学会/会员部'],
    ['createUser', '张三/zs', undefined, '张三/zs'],
    ['createUser', null, undefined, ''],
  ] as const)('stored %s %j (%s) → %j', (kind, value, level, text) =>
    expect(storedText(kind, value, level)).toBe(text),
  );

  it.each([
    ['createUser', undefined, '管理员/admin'],
    ['createTime', undefined, '2024-03-05 08:09:10'],
    ['currOrganize', 'last', '会员部'],
    ['currOrganize', 'all', '中华学会/会员部'],
    ['currPosition', undefined, '秘书长'],
    ['modifyUser', undefined, ''],
    ['modifyTime', undefined, ''],
  ] as const)('live %s (%s) → %j', (kind, level, text) => expect(liveText(kind, user, at, level)).toBe(text));
});

describe('system fields', () => {
  it('a new record shows the current user, now, organisation and position without writing the value', () => {
    const form = renderField('createUser', '');
    expect(shown()).toBe('管理员/admin');
    expect(form.values.f).toBe('');
  });

  it('createTime on a new record shows now as YYYY-MM-DD HH:mm:ss', () => {
    const before = dayjs().format('YYYY-MM-DD HH:mm');
    renderField('createTime', undefined);
    expect(shown().startsWith(before) || shown() > before).toBe(true);
    expect(shown()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([
    ['currOrganize', { showLevel: 'last' }, '会员部'],
    ['currOrganize', { showLevel: 'all' }, '中华学会/会员部'],
    ['currPosition', {}, '秘书长'],
  ])('%s on a new record (%j) → %s', (key, props, text) => {
    renderField(key, '', props);
    expect(shown()).toBe(text);
  });

  it('modify fields on a new record show the placeholder 系统自动生成', () => {
    renderField('modifyUser', '');
    expect(shown()).toBe('');
    expect((document.querySelector('input') as HTMLInputElement).placeholder).toBe('系统自动生成');
  });

  it('a saved record shows what it holds, read-only', () => {
    renderField('createUser', '张三/zs');
    const input = document.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('张三/zs');
    expect(input.readOnly).toBe(true);
  });

  it('the read-only twin shows the stored value only (never the current user)', () => {
    renderField('createUser', '', {}, 'readPretty');
    expect(document.querySelector('input')).toBeNull();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
