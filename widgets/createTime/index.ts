import { systemFieldEntry } from '../createUser/SystemField';

// a local-time string: the display does not depend on the test machine's time zone
export default systemFieldEntry('createTime', { value: '2024-03-05 08:09:10', display: '2024-03-05 08:09:10' });
