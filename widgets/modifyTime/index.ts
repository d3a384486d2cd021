import { systemFieldEntry } from '../createUser/SystemField';

export default systemFieldEntry('modifyTime', { value: '2024-03-06 18:00:00', display: '2024-03-06 18:00:00' });
