// lint as: widgets/input/Fixture.tsx
// expect: no-restricted-imports never import renderers/
import { formatMessage } from '../../renderers/i18n';

export const bad = formatMessage;
