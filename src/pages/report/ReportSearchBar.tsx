import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReportSearchField } from '../../../contract';
import type { SearchValues } from './useReportRun';

/**
 * The report's search fields: text, select and date range. A date range is sent as epoch ms from the start of its
 * first day to the end of its last day, both ends inclusive (docs/reports.md).
 */

type FormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

const JNPF_KEY = { text: 'input', select: 'select', dateRange: 'dateRange' } as const;

export function toSearchValues(fields: ReportSearchField[], values: FormValues): SearchValues {
  const out: SearchValues = {};
  for (const field of fields) {
    const value = values[field.field];
    if (field.type === 'dateRange') {
      const [start, end] = Array.isArray(value) ? value : [];
      if (start || end)
        out[field.field] = [start?.startOf('day').valueOf() ?? null, end?.endOf('day').valueOf() ?? null];
    } else if (typeof value === 'string' && value.trim() !== '') out[field.field] = value.trim();
  }
  return out;
}

/** Form.Item hands its child value and onChange: they are passed on to the control. */
function FieldControl({ field, ...control }: { field: ReportSearchField; [prop: string]: unknown }) {
  const { t } = useTranslation();
  if (field.type === 'select')
    return (
      <Select
        {...control}
        allowClear
        style={{ width: 180 }}
        placeholder={t('report.pleaseSelect', { label: field.label })}
        options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  if (field.type === 'dateRange')
    return <DatePicker.RangePicker {...control} placeholder={[t('report.startDate'), t('report.endDate')]} />;
  return (
    <Input
      {...control}
      allowClear
      style={{ width: 180 }}
      placeholder={t('report.pleaseEnter', { label: field.label })}
    />
  );
}

export default function ReportSearchBar({
  fields,
  onSearch,
}: {
  fields: ReportSearchField[];
  onSearch: (values: SearchValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const search = (values: FormValues = form.getFieldsValue(true) as FormValues) =>
    onSearch(toSearchValues(fields, values));
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => search(values)}
      data-region="report-search"
      style={{ rowGap: 12 }}
    >
      {fields.map((field) => (
        <div key={field.field} data-jnpf-key={JNPF_KEY[field.type]} data-field={field.field}>
          <Form.Item name={field.field} label={field.label}>
            <FieldControl field={field} />
          </Form.Item>
        </div>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('report.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('report.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
