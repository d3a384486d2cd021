import { adjustmentRange, distanceMetres, rangeProblem, scopeCircles } from './geo';
import { fullAddressOf, parseLocation, placeFromPoi, stringifyLocation, valueOfPlace } from './locationValue';

describe('the value', () => {
  test('a poi becomes a place; its value is the JSON text of the eight fields, city not repeated', () => {
    const place = placeFromPoi({
      id: 'B1',
      name: '天安门',
      type: '风景名胜',
      typecode: '110200',
      address: [] as unknown as string,
      location: '116.397477,39.908692',
      pname: '北京市',
      cityname: '北京市',
      adname: '东城区',
      adcode: '110101',
      distance: '12',
    })!;
    expect(place).toMatchObject({ address: '', distance: 12, lng: 116.397477, lat: 39.908692 });
    const text = stringifyLocation(valueOfPlace(place));
    expect(JSON.parse(text)).toEqual({
      pName: '北京市',
      cName: '北京市',
      adName: '东城区',
      address: '',
      name: '天安门',
      lng: 116.397477,
      lat: 39.908692,
      fullAddress: '北京市东城区天安门',
    });
    expect(parseLocation(text)).toEqual(JSON.parse(text));
  });

  test('unreadable values are empty; an object a script set is read; a missing fullAddress is rebuilt', () => {
    expect([parseLocation(''), parseLocation('x'), parseLocation('[1]'), parseLocation({ lng: 'a', lat: 1 })]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const value = {
      pName: '浙江省',
      cName: '杭州市',
      adName: '西湖区',
      address: '北山街',
      name: '断桥',
      lng: 120,
      lat: 30,
    };
    expect(parseLocation(value)?.fullAddress).toBe('浙江省杭州市西湖区北山街断桥');
    expect(fullAddressOf(value)).toBe('浙江省杭州市西湖区北山街断桥');
  });
});

describe('the range rules', () => {
  const origin = { lng: 120, lat: 30 };
  const north = (m: number) => ({ lng: 120, lat: 30 + m / 111_195 });

  test('distances in metres', () => {
    expect(Math.round(distanceMetres(origin, north(500)))).toBe(500);
  });

  test('fine-tune first, then the scope circles; 500 m when adjustmentScope is empty', () => {
    const rules = { fineTune: { origin, range: adjustmentRange('') }, scopes: [] };
    expect(rules.fineTune.range).toBe(500);
    expect(rangeProblem(north(499), rules)).toBe(null);
    expect(rangeProblem(north(501), rules)).toBe('outOfFineTune');
    const scopes = scopeCircles([{ ...north(1000), radius: 50 }, { lng: 'x' }, { ...origin, radius: 0 }]);
    expect(scopes).toHaveLength(1);
    expect(rangeProblem(north(990), { fineTune: null, scopes })).toBe(null);
    expect(rangeProblem(north(900), { fineTune: null, scopes })).toBe('outOfScope');
    expect(rangeProblem(north(900), { fineTune: { origin, range: 100 }, scopes })).toBe('outOfFineTune');
  });
});
