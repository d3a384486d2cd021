// Half of a deliberate import cycle (with b.ts) that tests/unit/lintRules.test.ts expects import-x/no-cycle to catch.
import { b } from './b';

export const a = () => b;
