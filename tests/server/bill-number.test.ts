import { eq } from 'drizzle-orm';
import { billRules } from '../../server/db/schema';
import { computeNext, exampleOf, formatDatePart, nextBillNumber, serialOf } from '../../server/services/billNumber';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const at = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h, 30, 15, 7);

describe('number parts', () => {
  test.each([
    ['yyyyMMdd', '20240705'],
    ['YYYYMMDD', '20240705'],
    ['yyyyMM', '202407'],
    ['YYYYMM', '202407'],
    ['yyyy', '2024'],
    ['YYYY', '2024'],
    ['yyyyMMddHHmmss', '20240705103015'],
    ['no', ''],
    ['', ''],
  ])('date format %s → %s', (format, part) => {
    expect(formatDatePart(format, at(2024, 7, 5))).toBe(part);
  });

  test.each([
    ['1', 0, 4, '0001'],
    ['1', 1, 4, '0002'],
    ['100', 5, 4, '0105'],
    ['9999', 1, 4, '10000'],
    ['12345678901234567890', 1, 4, '12345678901234567891'],
  ])('serial of start %s after %i issued, %i digits → %s', (start, issued, digit, serial) => {
    expect(serialOf(start, issued, digit)).toBe(serial);
  });

  test('the example pads the start to the digit count, keeping its trailing digits', () => {
    const rule = {
      type: 1,
      prefix: 'DD',
      suffix: '',
      dateFormat: 'YYYYMMDD',
      digit: 4,
      startNumber: '1',
      randomDigit: 6,
      randomType: 1,
    };
    expect(exampleOf(rule, at(2024, 7, 5))).toBe('DD202407050001');
    expect(exampleOf({ ...rule, startNumber: '123456' }, at(2024, 7, 5))).toBe('DD202407053456');
  });

  test('random and UUID rules', () => {
    const base = {
      prefix: 'R',
      suffix: '-X',
      dateFormat: 'no',
      digit: 4,
      startNumber: '1',
      thisNumber: 0,
      dateKey: '',
    };
    expect(computeNext({ ...base, type: 2, randomDigit: 8, randomType: 1 }, new Date()).number).toMatch(/^R\d{8}-X$/);
    expect(computeNext({ ...base, type: 2, randomDigit: 6, randomType: 2 }, new Date()).number).toMatch(
      /^R[A-Z0-9]{6}-X$/,
    );
    expect(computeNext({ ...base, type: 3, randomDigit: 6, randomType: 1 }, new Date()).number).toMatch(
      /^R[0-9a-f-]{36}-X$/,
    );
  });
});

describe('issuing numbers', () => {
  test('the contract example: DD + YYYYMMDD + 4 digits counts up, and restarts the next day', async () => {
    await s.db.insert(billRules).values({
      id: 'br-test-dd', fullName: '测试单据', enCode: 'TestDD', category: 'dt-business-type.finance', prefix: 'DD',
      dateFormat: 'YYYYMMDD', digit: 4, startNumber: '1',
    }); // prettier-ignore
    expect(await nextBillNumber(s.db, 'TestDD', at(2024, 7, 5))).toBe('DD202407050001');
    expect(await nextBillNumber(s.db, 'TestDD', at(2024, 7, 5, 23))).toBe('DD202407050002');
    expect(await nextBillNumber(s.db, 'TestDD', at(2024, 7, 6, 0))).toBe('DD202407060001');
    expect(await nextBillNumber(s.db, 'TestDD', at(2024, 7, 6, 9))).toBe('DD202407060002');
    const [rule] = await s.db.select().from(billRules).where(eq(billRules.id, 'br-test-dd'));
    expect(rule).toMatchObject({ outputNumber: 'DD202407060002', thisNumber: 2, dateKey: '20240706' });
  });

  test('a monthly rule restarts only when the month changes; a rule without date never restarts', async () => {
    expect(await nextBillNumber(s.db, 'PaperNo', at(2025, 3, 1))).toBe('LW20250300001');
    expect(await nextBillNumber(s.db, 'PaperNo', at(2025, 3, 31))).toBe('LW20250300002');
    expect(await nextBillNumber(s.db, 'PaperNo', at(2025, 4, 1))).toBe('LW20250400001');
    // the seeded feedback records took the first numbers of the rule without date
    const [feedback] = await s.db.select().from(billRules).where(eq(billRules.enCode, 'FeedbackNo'));
    const serial = (n: number) => `FK${String(feedback.thisNumber + n).padStart(6, '0')}`;
    expect(await nextBillNumber(s.db, 'FeedbackNo', at(2025, 3, 1))).toBe(serial(1));
    expect(await nextBillNumber(s.db, 'FeedbackNo', at(2026, 1, 1))).toBe(serial(2));
  });

  test('concurrent callers never get the same number', async () => {
    const now = at(2025, 5, 20);
    const numbers = await Promise.all(Array.from({ length: 12 }, () => nextBillNumber(s.db, 'ConferenceNo', now)));
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `XSHY2025${String(i + 1).padStart(3, '0')}`),
    );
  });

  test('unknown and disabled rules are refused', async () => {
    await expect(nextBillNumber(s.db, 'Nope', new Date())).rejects.toThrow('单据规则不存在');
    await s.db.update(billRules).set({ enabledMark: 0 }).where(eq(billRules.id, 'br-test-dd'));
    await expect(nextBillNumber(s.db, 'TestDD', new Date())).rejects.toThrow('单据规则已禁用');
  });
});

describe('GET BillNumber/{enCode}', () => {
  test('gives a form its number and the same one when the form is reopened', async () => {
    const first = await s.get<string>('/api/system/BillRule/BillNumber/MemberNo', { token: admin });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatch(/^HY\d{8}\d{4}$/);
    const again = await s.get<string>('/api/system/BillRule/BillNumber/MemberNo', { token: admin });
    expect(again.body.data).toBe(first.body.data);
    // another user filling the same form gets the next number
    const other = await s.get<string>('/api/system/BillRule/BillNumber/MemberNo', {
      token: await s.login('zhangwei', 'User1234'),
    });
    expect(other.body.data).not.toBe(first.body.data);
    expect(Number(other.body.data.slice(-4))).toBe(Number(first.body.data.slice(-4)) + 1);
  });

  test('an unknown code is a 400 单据规则不存在', async () => {
    const reply = await s.get('/api/system/BillRule/BillNumber/NoSuchRule', { token: admin });
    expect(reply.body).toMatchObject({ code: 400, msg: '单据规则不存在' });
  });

  test('needs a signed-in user', async () => {
    expect((await s.get('/api/system/BillRule/BillNumber/MemberNo')).body.code).not.toBe(200);
  });
});
