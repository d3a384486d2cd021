import { systemFieldEntry } from './SystemField';

export default systemFieldEntry('createUser', { value: '张三/zhangsan', display: '张三/zhangsan' });
