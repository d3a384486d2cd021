import { useMemo } from 'react';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import { ArrayTable, DatePicker, FormItem, Input, NumberPicker, Select } from '@formily/antd-v5';

/** What an app writes without the engine: one SchemaField over @formily/antd-v5's ArrayTable and inputs. */
const SchemaField = createSchemaField({
  components: { ArrayTable, DatePicker, FormItem, Input, NumberPicker, Select },
});

export interface PlainArrayTableProps {
  schema: ISchema;
  initialValues: Record<string, unknown>;
  /** hands the form to the page (its values tell when a row is added or removed) */
  onForm(form: Form): void;
}

/** The form is created on mount, with the rows, as our FormRenderer does: the mount clock includes it. */
export function PlainArrayTable({ schema, initialValues, onForm }: PlainArrayTableProps) {
  const form = useMemo(() => createForm({ initialValues }), [initialValues]);
  onForm(form);
  return (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
}
