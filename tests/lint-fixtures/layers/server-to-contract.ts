// lint as: server/services/Fixture.ts
// expect: nothing
import { billDatePart } from '../../contract';

export const good = billDatePart;
