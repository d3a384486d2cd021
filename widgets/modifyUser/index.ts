import { systemFieldEntry } from '../createUser/SystemField';

export default systemFieldEntry('modifyUser', { value: '李四/lisi', display: '李四/lisi' });
