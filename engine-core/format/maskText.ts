/**
 * Masking of sensitive text (types 1 all, 2 name, 3 phone, 4 email, 5 ID number, 6 IP, 7 plate,
 * 8 bank card, 0 custom; default filler `*`). The config has the platform's shape (the designer stores it in
 * the input widget's `maskConfig`).
 */
export interface MaskConfig {
  /** character(s) written in place of hidden characters */
  filler: string;
  maskType: number;
  /** custom rule, start: 1 hide from the start, 2 show `prefixLimit` characters, 3 show up to (not including)
   *  `prefixSpecifyChar`, 4 show up to and including it */
  prefixType: number;
  prefixLimit: number;
  prefixSpecifyChar: string;
  /** custom rule, end: 1 hide to the end, 2 show `suffixLimit` characters, 3 show what follows
   *  `suffixSpecifyChar`, 4 show it and what follows */
  suffixType: number;
  suffixLimit: number;
  suffixSpecifyChar: string;
  /** comma-separated characters kept visible inside the hidden part */
  ignoreChar: string;
  /** hide the length too: each hidden run becomes `unrealMaskLength` fillers */
  useUnrealMask: boolean;
  unrealMaskLength: number;
}

export const MASK_TYPES = {
  custom: 0,
  all: 1,
  name: 2,
  phone: 3,
  email: 4,
  idNumber: 5,
  ip: 6,
  plate: 7,
  bankCard: 8,
} as const;

export const defaultMaskConfig: MaskConfig = {
  filler: '*',
  maskType: MASK_TYPES.all,
  prefixType: 1,
  prefixLimit: 0,
  prefixSpecifyChar: '',
  suffixType: 1,
  suffixLimit: 0,
  suffixSpecifyChar: '',
  ignoreChar: '',
  useUnrealMask: false,
  unrealMaskLength: 1,
};

/** keeps `head` characters and `tail` characters, hides the `hidden` characters between */
function keepEnds(
  text: string,
  head: number,
  tail: number,
  filler: string,
  hidden = text.length - head - tail,
): string {
  return text.slice(0, head) + filler.repeat(Math.max(0, hidden)) + (tail ? text.slice(-tail) : '');
}

const byType: Record<number, (text: string, filler: string) => string> = {
  [MASK_TYPES.all]: (text, filler) => filler.repeat(text.length),
  // first and last character; a two-character name keeps only the first
  [MASK_TYPES.name]: (text, filler) =>
    text.length <= 1 ? text : text.length === 2 ? text[0] + filler : keepEnds(text, 1, 1, filler),
  [MASK_TYPES.phone]: (text, filler) => (text.length <= 7 ? text : keepEnds(text, 3, 4, filler)),
  // first three characters, then the @ and the domain
  [MASK_TYPES.email]: (text, filler) => {
    const at = text.indexOf('@');
    if (text.length <= 3 || (at > -1 && at < 3)) return text;
    return at > -1 ? keepEnds(text.slice(0, at), 3, 0, filler) + text.slice(at) : keepEnds(text, 3, 0, filler);
  },
  // first six and last three; the hidden part is always four fillers so the length does not leak
  [MASK_TYPES.idNumber]: (text, filler) => (text.length <= 9 ? text : keepEnds(text, 6, 3, filler, 4)),
  [MASK_TYPES.ip]: (text, filler) => text.split('.')[0] + `.${filler.repeat(3)}`.repeat(3),
  [MASK_TYPES.plate]: (text, filler) => (text.length <= 3 ? text : keepEnds(text, 1, 2, filler)),
  [MASK_TYPES.bankCard]: (text, filler) => (text.length <= 10 ? text : keepEnds(text, 6, 4, filler)),
};

function customVisibleEnds(text: string, config: MaskConfig): [number, number] {
  let head = 0;
  let tail = 0;
  if (config.prefixType === 2) head = Math.max(0, config.prefixLimit || 0);
  if ((config.prefixType === 3 || config.prefixType === 4) && config.prefixSpecifyChar) {
    const at = text.indexOf(config.prefixSpecifyChar);
    if (at > -1) head = config.prefixType === 3 ? at : at + config.prefixSpecifyChar.length;
  }
  if (config.suffixType === 2) tail = Math.max(0, config.suffixLimit || 0);
  if ((config.suffixType === 3 || config.suffixType === 4) && config.suffixSpecifyChar) {
    const at = text.indexOf(config.suffixSpecifyChar);
    if (at > -1) tail = text.length - at - (config.suffixType === 3 ? config.suffixSpecifyChar.length : 0);
  }
  return [head, tail];
}

function maskCustom(text: string, config: MaskConfig): string {
  const [head, tail] = customVisibleEnds(text, config);
  if (head + tail >= text.length) return text;
  const hide = (run: string) =>
    config.filler.repeat(config.useUnrealMask ? Math.max(1, config.unrealMaskLength || 1) : run.length);
  const middle = text.slice(head, text.length - tail);
  const kept = config.ignoreChar ? config.ignoreChar.split(',').filter(Boolean) : [];
  let masked: string;
  if (!kept.length) {
    masked = hide(middle);
  } else {
    const escaped = kept.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    masked = middle
      .split(new RegExp(`(${escaped.join('|')})`, 'g'))
      .map((run) => (run && !kept.includes(run) ? hide(run) : run))
      .join('');
  }
  return text.slice(0, head) + masked + (tail ? text.slice(-tail) : '');
}

/** The masked text of a value; empty values give ''. An unknown mask type leaves the text as it is. */
export function maskText(value: unknown, maskConfig?: Partial<MaskConfig> | null): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  const merged = { ...defaultMaskConfig, ...(maskConfig ?? {}) };
  // models written by hand or by older designers hold numbers as text ("2"): compare them as numbers
  const config: MaskConfig = {
    ...merged,
    filler: merged.filler ? String(merged.filler) : defaultMaskConfig.filler,
    prefixType: Number(merged.prefixType),
    prefixLimit: Number(merged.prefixLimit) || 0,
    suffixType: Number(merged.suffixType),
    suffixLimit: Number(merged.suffixLimit) || 0,
    unrealMaskLength: Number(merged.unrealMaskLength) || 1,
    prefixSpecifyChar: merged.prefixSpecifyChar ? String(merged.prefixSpecifyChar) : '',
    suffixSpecifyChar: merged.suffixSpecifyChar ? String(merged.suffixSpecifyChar) : '',
    ignoreChar: merged.ignoreChar ? String(merged.ignoreChar) : '',
    useUnrealMask: Boolean(merged.useUnrealMask),
  };
  const maskType = Number(config.maskType);
  if (maskType === MASK_TYPES.custom) return maskCustom(text, config);
  const mask = byType[maskType];
  return mask ? mask(text, config.filler) : text;
}
