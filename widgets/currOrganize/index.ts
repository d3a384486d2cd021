import { systemFieldEntry } from '../createUser/SystemField';

export default systemFieldEntry('currOrganize', { value: '中华学会/会员部', display: '中华学会/会员部' });
