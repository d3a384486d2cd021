import { Pagination } from 'antd';
import { formatMessage } from '../../../engine-core/i18n';
import { screenMessages } from '../messages';
import styles from '../screen.module.css';
import { PAGE_SIZES } from './tableData';

/** The pager under a list; while the first rows load it shows no total (共 0 条 would be a false answer). */
export function CrudPagination(props: {
  current: number;
  size: number;
  total: number;
  loadingFirst: boolean;
  onChange: (page: number, size: number) => void;
}) {
  return (
    <div className={styles.tablePagination}>
      <Pagination
        size="small"
        current={props.current}
        pageSize={props.size}
        total={props.total}
        showTotal={(n) => (props.loadingFirst ? '' : formatMessage(screenMessages.total, { total: n }))}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES.map(String)}
        showQuickJumper
        onChange={props.onChange}
      />
    </div>
  );
}
