/**
 * Writes fixtures/seed/places.json: the places the location picker finds when no map-service key is configured.
 * A few real landmarks per city plus shops, offices, banks, stops… laid out deterministically (a fixed-seed
 * random walk) around real district centres of 北京, 上海, 杭州 and 南京, with a dense cluster around the
 * default map centre (天安门) so a picker that could not locate the user still has places within 500 m.
 *   npx tsx scripts/generate-places.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface District {
  adname: string;
  adcode: string;
  centre: [number, number];
  roads: string[];
  /** metres; places fall within this distance of the centre */
  spread: number;
  count: number;
}
interface City {
  pname: string;
  cityname: string;
  landmarks: [string, string, string, number, number][];
  districts: District[];
}

const d = (adname: string, adcode: string, centre: [number, number], roads: string[], spread = 3000, count = 18) =>
  ({ adname, adcode, centre, roads, spread, count }) satisfies District;

const cities: City[] = [
  {
    pname: '北京市',
    cityname: '北京市',
    landmarks: [
      ['天安门', '东城区', '东长安街', 116.397477, 39.908692],
      ['故宫博物院', '东城区', '景山前街4号', 116.397026, 39.918058],
      ['人民大会堂', '西城区', '西长安街', 116.387488, 39.903256],
      ['中国国家博物馆', '东城区', '东长安街16号', 116.401252, 39.905171],
      ['王府井步行街', '东城区', '王府井大街', 116.417592, 39.913961],
      ['北京站', '东城区', '毛家湾胡同甲13号', 116.427287, 39.902842],
      ['中关村广场', '海淀区', '中关村大街', 116.310905, 39.982806],
      ['三里屯太古里', '朝阳区', '三里屯路19号', 116.4547, 39.9339],
    ],
    districts: [
      d('东城区', '110101', [116.397428, 39.90923], ['东长安街', '南池子大街', '正义路', '南河沿大街'], 700, 26),
      d('东城区', '110101', [116.416357, 39.928353], ['王府井大街', '东单北大街', '崇文门内大街', '朝阳门内大街']),
      d('西城区', '110102', [116.365868, 39.912289], ['西长安街', '西单北大街', '金融大街', '复兴门内大街']),
      d('朝阳区', '110105', [116.443108, 39.92147], ['建国路', '朝阳门外大街', '东三环中路', '工体北路']),
      d('海淀区', '110108', [116.298056, 39.959912], ['中关村大街', '海淀大街', '学院路', '知春路']),
    ],
  },
  {
    pname: '上海市',
    cityname: '上海市',
    landmarks: [
      ['外滩', '黄浦区', '中山东一路', 121.490317, 31.236305],
      ['东方明珠广播电视塔', '浦东新区', '世纪大道1号', 121.49974, 31.239853],
      ['人民广场', '黄浦区', '人民大道', 121.475164, 31.228816],
      ['南京东路步行街', '黄浦区', '南京东路', 121.4808, 31.2367],
      ['上海火车站', '静安区', '秣陵路303号', 121.455708, 31.249574],
      ['徐家汇公园', '徐汇区', '肇嘉浜路889号', 121.4373, 31.1954],
    ],
    districts: [
      d('黄浦区', '310101', [121.484443, 31.231763], ['南京东路', '淮海中路', '西藏中路', '延安东路']),
      d('静安区', '310106', [121.447348, 31.227718], ['南京西路', '延安中路', '常德路', '江宁路']),
      d('徐汇区', '310104', [121.436307, 31.188334], ['漕溪北路', '肇嘉浜路', '衡山路', '天钥桥路']),
      d('浦东新区', '310115', [121.544346, 31.221461], ['世纪大道', '陆家嘴环路', '张杨路', '东方路']),
    ],
  },
  {
    pname: '浙江省',
    cityname: '杭州市',
    landmarks: [
      ['西湖文化广场', '拱墅区', '环城北路', 120.1638, 30.2764],
      ['武林广场', '拱墅区', '武林广场1号', 120.1644, 30.2726],
      ['杭州东站', '上城区', '天城路1号', 120.2126, 30.2908],
      ['断桥残雪', '西湖区', '北山街', 120.1518, 30.2588],
      ['湖滨银泰in77', '上城区', '东坡路7号', 120.1646, 30.256],
      ['浙江大学玉泉校区', '西湖区', '浙大路38号', 120.1236, 30.2653],
    ],
    districts: [
      d('上城区', '330102', [120.197503, 30.242081], ['解放路', '延安路', '庆春路', '中山中路']),
      d('拱墅区', '330105', [120.141406, 30.319037], ['湖墅南路', '莫干山路', '大关路', '上塘路']),
      d('西湖区', '330106', [120.130396, 30.259242], ['文三路', '天目山路', '教工路', '西溪路']),
      d('滨江区', '330108', [120.211623, 30.208847], ['江南大道', '滨盛路', '长河路', '江陵路']),
    ],
  },
  {
    pname: '江苏省',
    cityname: '南京市',
    landmarks: [
      ['新街口', '秦淮区', '中山南路', 118.784, 32.0416],
      ['夫子庙', '秦淮区', '贡院街152号', 118.7886, 32.0208],
      ['南京站', '玄武区', '龙蟠路111号', 118.7976, 32.0873],
      ['玄武湖公园', '玄武区', '玄武巷1号', 118.7969, 32.0723],
      ['中山陵', '玄武区', '石象路7号', 118.8482, 32.0644],
      ['南京博物院', '玄武区', '中山东路321号', 118.8249, 32.0411],
    ],
    districts: [
      d('玄武区', '320102', [118.797757, 32.048498], ['中山路', '北京东路', '珠江路', '龙蟠路']),
      d('秦淮区', '320104', [118.794744, 32.039113], ['中华路', '建康路', '白下路', '太平南路']),
      d('建邺区', '320105', [118.731793, 32.003731], ['江东中路', '河西大街', '梦都大街', '庐山路']),
      d('鼓楼区', '320106', [118.770182, 32.066601], ['中山北路', '湖南路', '广州路', '汉中路']),
    ],
  },
];

/** name template ({road}, {short}: the road without 路/街/大街/大道), AMap type and typecode */
const kinds: [string, string, string][] = [
  ['星巴克({road}店)', '餐饮服务;咖啡厅;星巴克咖啡', '050501'],
  ['瑞幸咖啡({road}店)', '餐饮服务;咖啡厅;咖啡厅', '050500'],
  ['全家便利店({road}店)', '购物服务;便民商店/便利店;全家', '060202'],
  ['罗森({road}店)', '购物服务;便民商店/便利店;罗森', '060203'],
  ['中国工商银行({road}支行)', '金融保险服务;银行;中国工商银行', '160105'],
  ['招商银行({road}支行)', '金融保险服务;银行;招商银行', '160109'],
  ['如家酒店({road}店)', '住宿服务;宾馆酒店;经济型连锁酒店', '100105'],
  ['全季酒店({road}店)', '住宿服务;宾馆酒店;四星级宾馆', '100103'],
  ['老百姓大药房({road}店)', '医疗保健服务;医药保健销售店;药房', '090601'],
  ['{short}国际大厦', '商务住宅;楼宇;商务写字楼', '120201'],
  ['{short}中心', '商务住宅;楼宇;商务写字楼', '120201'],
  ['{short}花园', '商务住宅;住宅区;住宅小区', '120302'],
  ['{road}(公交站)', '交通设施服务;公交车站;公交车站相关', '150700'],
  ['{road}停车场', '交通设施服务;停车场;停车场相关', '150900'],
  ['盒马鲜生({road}店)', '购物服务;超级市场;超市', '060400'],
  ['{short}社区卫生服务中心', '医疗保健服务;诊所;社区卫生服务站', '090300'],
  ['{short}小学', '科教文化服务;学校;小学', '141203'],
  ['{short}面馆', '餐饮服务;中餐厅;中餐厅', '050100'],
  ['{short}书店', '购物服务;文化用品店;书店', '061205'],
  ['{short}口腔门诊', '医疗保健服务;专科医院;口腔医院', '090202'],
];

/** mulberry32: the same sequence on every run, so the fixture only changes when this file does */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const short = (road: string) => road.replace(/(大街|大道|路|街)$/, '');
const rand = random(20240615);
const places: Record<string, string>[] = [];
const names = new Set<string>();
let serial = 0;
const nextId = () => `B0SEED${String(++serial).padStart(4, '0')}`;

for (const city of cities) {
  for (const [name, adname, address, lng, lat] of city.landmarks) {
    const adcode = city.districts.find((x) => x.adname === adname)?.adcode ?? '';
    names.add(name);
    places.push({
      id: nextId(),
      name,
      type: '风景名胜;风景名胜;风景名胜',
      typecode: '110200',
      address,
      location: `${lng},${lat}`,
      pname: city.pname,
      cityname: city.cityname,
      adname,
      adcode,
    });
  }
  for (const district of city.districts) {
    let made = 0;
    for (let attempt = 0; made < district.count && attempt < district.count * 10; attempt++) {
      const road = district.roads[Math.floor(rand() * district.roads.length)];
      const [template, type, typecode] = kinds[Math.floor(rand() * kinds.length)];
      const name = template.replace('{road}', road).replace('{short}', short(road));
      if (names.has(name)) continue;
      names.add(name);
      // uniform over the disc: sqrt keeps the places from bunching at the centre
      const metres = Math.sqrt(rand()) * district.spread;
      const angle = rand() * 2 * Math.PI;
      const [lng0, lat0] = district.centre;
      const lat = lat0 + (metres * Math.sin(angle)) / 111_320;
      const lng = lng0 + (metres * Math.cos(angle)) / (111_320 * Math.cos((lat0 * Math.PI) / 180));
      places.push({
        id: nextId(),
        name,
        type,
        typecode,
        address: `${road}${1 + Math.floor(rand() * 300)}号`,
        location: `${round6(lng)},${round6(lat)}`,
        pname: city.pname,
        cityname: city.cityname,
        adname: district.adname,
        adcode: district.adcode,
      });
      made++;
    }
  }
}

const file = fileURLToPath(new URL('../fixtures/seed/places.json', import.meta.url));
writeFileSync(file, `[\n${places.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n]\n`);
console.log(`wrote ${places.length} places to ${file}`);
