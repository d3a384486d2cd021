import { payloadFromQuery } from './payload';

describe('payloadFromQuery', () => {
  test('the payload fields as query parameters', () => {
    const params = new URLSearchParams('t=DFD&id=r1&mid=vd-x&mt=2&opt=detail&other=1');
    expect(payloadFromQuery(params)).toEqual({ t: 'DFD', id: 'r1', mid: 'vd-x', mt: '2', opt: 'detail' });
  });

  test('the whole payload as JSON text in one parameter', () => {
    const json = JSON.stringify({ t: 'DFD', id: 'r2', mid: 'vd-y', fid: 'f1', pid: 'p1', ftid: 't1' });
    const params = new URLSearchParams({ data: json });
    expect(payloadFromQuery(params)).toEqual({ t: 'DFD', id: 'r2', mid: 'vd-y', fid: 'f1', pid: 'p1', ftid: 't1' });
  });

  test('anything else is not a record code', () => {
    expect(payloadFromQuery(new URLSearchParams('t=XYZ&id=r1&mid=m'))).toBeNull();
    expect(payloadFromQuery(new URLSearchParams('t=DFD&mid=m'))).toBeNull();
    expect(payloadFromQuery(new URLSearchParams('data={broken'))).toBeNull();
    expect(payloadFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
