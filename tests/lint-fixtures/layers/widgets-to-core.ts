// lint as: widgets/input/Fixture.ts
// expect: nothing
import { formatMessage } from '../../engine-core/i18n';

export const good = formatMessage;
