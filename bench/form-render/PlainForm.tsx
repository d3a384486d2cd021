import { useMemo } from 'react';
import { createForm } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import { FormGrid, FormItem, FormLayout, Input } from '@formily/antd-v5';

/** What an app writes without the engine: one SchemaField over @formily/antd-v5's own components. */
const SchemaField = createSchemaField({ components: { FormItem, FormGrid, FormLayout, Input } });

export function PlainForm({ schema }: { schema: ISchema }) {
  const form = useMemo(() => createForm(), []);
  return (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
}
