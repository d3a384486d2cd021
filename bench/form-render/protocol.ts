import type { KeyRecord } from './probe';

/** What the benchmark page exposes on `window.__bench` to the driver (bench/form-render.ts). */
export type Variant = 'engine' | 'plain-grid' | 'plain-layout' | 'bare';

export interface SubmitCheck {
  /** fields in the DOM when submit() was called */
  mountedAtCall: number;
  /** field errors submit() reported */
  errors: number;
  ms: number;
  /** fields in the DOM when submit() settled */
  mountedAfter: number;
}

export interface MountResult {
  /** ms from before root.render to the first commit's layout effects */
  firstCommit: number;
  /** ms to the first frame after the first commit (rAF + setTimeout 0): the visible fields are interactive */
  visible: number;
  fieldsAtVisible: number;
  /** the fields in the DOM at `visible` fill the viewport (or are all there) */
  viewportFilled: boolean;
  /** ms until every field is in the DOM (then rAF + setTimeout 0) */
  all: number;
  submitCheck?: SubmitCheck;
}

export interface BenchPage {
  flavour: 'production' | 'profiling';
  visible: Promise<number>;
  result: Promise<MountResult>;
  isAllMounted(): boolean;
  focusField(key: string): Promise<boolean>;
  keyCount(): number;
  takeKeys(): KeyRecord[];
  fieldKeys: { top: string; middle: string };
  requiredCount: number;
}
