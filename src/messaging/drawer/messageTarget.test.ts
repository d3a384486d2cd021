import type { MenuItem } from '../../../contract';
import { messageTarget } from './messageTarget';

const menu = (urlAddress: string, children: MenuItem[] = []) => ({ urlAddress, children }) as unknown as MenuItem;
const scheduleMenus = [menu('', [menu('system/schedule')])];

describe('where a message leads', () => {
  test('a flow message with launch parameters opens the workflow detail with them in base64', () => {
    const bodyText = '{"id":"f1","flowId":"流程1","opType":1}';
    const target = messageTarget({ type: 2, flowType: 1, bodyText }, []);
    expect(target?.startsWith('/workFlowDetail?config=')).toBe(true);
    const config = decodeURIComponent(target!.slice('/workFlowDetail?config='.length));
    const bytes = Uint8Array.from(atob(config), (c) => c.charCodeAt(0));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ id: 'f1', flowId: '流程1', opType: 1 });
  });

  test('a delegation opens the delegation list of its kind', () => {
    expect(messageTarget({ type: 2, flowType: 2, bodyText: '{"type":1}' }, [])).toBe(
      '/workFlow/entrust?config=entrust',
    );
    expect(messageTarget({ type: 2, flowType: 2, bodyText: '{"type":2}' }, [])).toBe('/workFlow/entrust?config=proxy');
  });

  test('a schedule message opens the schedule screen only for a user who has it', () => {
    expect(messageTarget({ type: 4, bodyText: '明天 09:30' }, scheduleMenus)).toBe('/system/schedule');
    expect(messageTarget({ type: 4, bodyText: '明天 09:30' }, [menu('system/dictionary')])).toBeNull();
  });

  test('plain-text flow bodies and other types are read in the dialog', () => {
    expect(messageTarget({ type: 2, flowType: 1, bodyText: '会员登记：赵敏，请审批。' }, scheduleMenus)).toBeNull();
    expect(messageTarget({ type: 1, bodyText: '{"id":"n1"}' }, scheduleMenus)).toBeNull();
    expect(messageTarget({ type: 3, bodyText: '' }, scheduleMenus)).toBeNull();
  });
});
