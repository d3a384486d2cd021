// lint as: widgets/input/Fixture.ts
// expect: @eslint-community/eslint-comments/require-description Unexpected undescribed directive comment
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Bad = any;
