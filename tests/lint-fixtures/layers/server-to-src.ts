// lint as: server/services/Fixture.ts
// expect: no-restricted-imports server/ imports nothing of the front end but contract/
import { http } from '../../src/api/http';

export const bad = http;
