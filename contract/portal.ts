/**
 * Portals (menu type 8 and /home, docs/portals.md): a grid of cards, each card a kind with its settings. The
 * layout is validated here once, by the designer before saving and by the server before storing.
 */

/** The card kinds a portal may hold; anything else is refused. */
export const PORTAL_CARD_KINDS = [
  'notices',
  'messages',
  'schedule',
  'shortcuts',
  'report',
  'dataInterface',
  'richText',
  'iframe',
] as const;
export type PortalCardKind = (typeof PORTAL_CARD_KINDS)[number];

/** The grid is 12 columns wide; a card is at most 40 rows tall and placed within 200 rows. */
export const PORTAL_GRID = { cols: 12, maxH: 40, maxY: 200, maxCards: 40 } as const;

export interface PortalCard {
  /** unique within the layout (react-grid-layout's `i`) */
  i: string;
  kind: PortalCardKind;
  title: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** per kind: richText {html}, iframe {url}, report/dataInterface {id}, shortcuts {menuIds?}, lists {limit?} */
  settings: Record<string, unknown>;
}

export interface PortalLayout {
  cards: PortalCard[];
}

export interface PortalListItem {
  id: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  lastModifyTime: number | null;
}

export interface PortalInfo extends PortalListItem {
  systemId: string;
  layout: PortalLayout;
  version: number;
}

export interface PortalForm {
  fullName: string;
  enCode?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  layout: PortalLayout;
  version?: number | null;
}

/** GET /api/visualdev/Portal/Mine: the portals the user may switch between and the one /home opens. */
export interface MyPortals {
  list: PortalListItem[];
  defaultId: string;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Only http(s) pages may be embedded: javascript:, data: and relative addresses are refused. */
export function isEmbeddableUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2000) return false;
  return /^https?:\/\/[^\s/]+/i.test(url.trim());
}

function cardProblem(card: unknown, index: number, seen: Set<string>): string | null {
  const n = index + 1;
  if (typeof card !== 'object' || card === null) return `第${n}个卡片格式不正确`;
  const c = card as Partial<PortalCard>;
  if (typeof c.i !== 'string' || !c.i || c.i.length > 60) return `第${n}个卡片缺少标识`;
  if (seen.has(c.i)) return `卡片标识重复：${c.i}`;
  seen.add(c.i);
  if (!PORTAL_CARD_KINDS.includes(c.kind as PortalCardKind)) return `第${n}个卡片类型不支持：${String(c.kind)}`;
  if (typeof c.title !== 'string' || c.title.length > 100) return `第${n}个卡片标题不正确`;
  const { cols, maxH, maxY } = PORTAL_GRID;
  if (!isInt(c.w, 1, cols) || !isInt(c.x, 0, cols - 1) || c.x + c.w > cols)
    return `第${n}个卡片超出栅格宽度（${cols}列）`;
  if (!isInt(c.h, 1, maxH) || !isInt(c.y, 0, maxY)) return `第${n}个卡片的位置或高度超出范围`;
  if (typeof c.settings !== 'object' || c.settings === null || Array.isArray(c.settings))
    return `第${n}个卡片设置不正确`;
  if (c.kind === 'iframe' && !isEmbeddableUrl(c.settings.url)) return `第${n}个卡片的嵌入地址只能是 http(s) 地址`;
  if (c.kind === 'richText' && (typeof c.settings.html !== 'string' || c.settings.html.length > 50_000))
    return `第${n}个卡片的富文本内容不正确`;
  if ((c.kind === 'report' || c.kind === 'dataInterface') && typeof c.settings.id !== 'string')
    return `第${n}个卡片未选择数据来源`;
  return null;
}

/** The first problem of a layout in the platform's Chinese wording, or null when it may be stored. */
export function portalLayoutProblem(layout: unknown): string | null {
  if (typeof layout !== 'object' || layout === null || !Array.isArray((layout as PortalLayout).cards))
    return '门户布局格式不正确';
  const { cards } = layout as PortalLayout;
  if (cards.length > PORTAL_GRID.maxCards) return `门户卡片不能超过${PORTAL_GRID.maxCards}个`;
  const seen = new Set<string>();
  for (let index = 0; index < cards.length; index += 1) {
    const problem = cardProblem(cards[index], index, seen);
    if (problem) return problem;
  }
  return null;
}
