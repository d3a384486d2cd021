// The other half of the cycle of a.ts.
import { a } from './a';

export const b = () => a;
