/**
 * Characters for generated people's names, each with its pinyin (for the account). Surnames roughly by how
 * common they are; given-name characters lean male (`m`) or female (`f`), `x` can start either.
 */

export type NamePart = readonly [text: string, pinyin: string];

const parts = (text: string): NamePart[] =>
  text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [hanzi, pinyin] = pair.split(':');
      return [hanzi, pinyin] as const;
    });

export const surnames = parts(`
  王:wang 李:li 张:zhang 刘:liu 陈:chen 杨:yang 黄:huang 赵:zhao 吴:wu 周:zhou 徐:xu 孙:sun 马:ma 朱:zhu 胡:hu
  郭:guo 何:he 高:gao 林:lin 罗:luo 郑:zheng 梁:liang 谢:xie 宋:song 唐:tang 许:xu 韩:han 冯:feng 邓:deng
  曹:cao 彭:peng 曾:zeng 肖:xiao 田:tian 董:dong 袁:yuan 潘:pan 于:yu 蒋:jiang 蔡:cai 余:yu 杜:du 叶:ye
  程:cheng 苏:su 魏:wei 吕:lv 丁:ding 任:ren 沈:shen 姚:yao 卢:lu 姜:jiang 崔:cui 钟:zhong 谭:tan 陆:lu
  汪:wang 范:fan 金:jin 石:shi 廖:liao 贾:jia 夏:xia 韦:wei 方:fang 白:bai 邹:zou 孟:meng 熊:xiong 秦:qin
  邱:qiu 江:jiang 尹:yin 薛:xue 段:duan 雷:lei 侯:hou 龙:long 史:shi 陶:tao 黎:li 贺:he 顾:gu 毛:mao 郝:hao
  龚:gong 邵:shao 万:wan 钱:qian 严:yan 武:wu 戴:dai 孔:kong 汤:tang 欧阳:ouyang 司马:sima 上官:shangguan
`);

export const maleChars = parts(`
  伟:wei 强:qiang 磊:lei 军:jun 勇:yong 杰:jie 涛:tao 明:ming 超:chao 斌:bin 辉:hui 鹏:peng 华:hua 飞:fei
  刚:gang 建:jian 国:guo 俊:jun 峰:feng 宇:yu 浩:hao 凯:kai 健:jian 波:bo 晨:chen 志:zhi 文:wen 博:bo
  成:cheng 龙:long 海:hai 东:dong 林:lin 亮:liang 彬:bin 毅:yi 昊:hao 轩:xuan 然:ran 哲:zhe 睿:rui 铭:ming
`);

export const femaleChars = parts(`
  芳:fang 娜:na 敏:min 静:jing 丽:li 艳:yan 娟:juan 霞:xia 燕:yan 玲:ling 婷:ting 雪:xue 慧:hui 颖:ying
  琳:lin 倩:qian 洁:jie 红:hong 梅:mei 莉:li 萍:ping 佳:jia 欣:xin 怡:yi 悦:yue 璐:lu 雯:wen 琪:qi 晶:jing
  蕾:lei 薇:wei 瑶:yao 岚:lan 蓉:rong 菲:fei 楠:nan 彤:tong
`);

export const firstChars = parts(`
  子:zi 晓:xiao 思:si 嘉:jia 雨:yu 春:chun 秋:qiu 志:zhi 建:jian 永:yong 国:guo 家:jia 文:wen 天:tian
  海:hai 玉:yu 明:ming 立:li 新:xin 一:yi 宏:hong 振:zhen 俊:jun 梓:zi 欣:xin
`);
