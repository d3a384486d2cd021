// lint as: widgets/input/Fixture.ts
// expect: nothing
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Formily hands over whatever the schema names
export type Good = any;
