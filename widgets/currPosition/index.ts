import { systemFieldEntry } from '../createUser/SystemField';

export default systemFieldEntry('currPosition', { value: '秘书长', display: '秘书长' });
