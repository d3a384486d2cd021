import { useEffect, useState } from 'react';
import { useEngineServices } from '../../engine-core/services';
import type { PrintRecord } from '../../engine-core/print/renderTemplate';

export interface RecordOption {
  value: string;
  label: string;
}

/** The model's recent records (its list API, first page), labelled by the first main field that has text. */
export function useRecentRecords(modelId: string | undefined, labelKeys: string[]): RecordOption[] {
  const services = useEngineServices();
  const [options, setOptions] = useState<RecordOption[]>([]);
  const keys = labelKeys.join(',');
  useEffect(() => {
    setOptions([]);
    const list = services.api['onlineDev.list'];
    if (!modelId || !list) return;
    let alive = true;
    Promise.resolve(list({ modelId, currentPage: 1, pageSize: 20 }))
      .then((reply) => {
        const rows = ((reply as { list?: unknown } | null)?.list ?? []) as Record<string, unknown>[];
        const names = keys.split(',').filter(Boolean);
        const label = (row: Record<string, unknown>) => {
          const key = names.find((k) => typeof row[k] === 'string' && row[k]);
          return key ? String(row[key]) : String(row.id);
        };
        if (alive) setOptions(rows.map((row) => ({ value: String(row.id), label: label(row) })));
      })
      .catch((error: unknown) => console.warn('[print designer] the records could not be listed', error));
    return () => {
      alive = false;
    };
  }, [services, modelId, keys]);
  return options;
}

export type PreviewData = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; record: PrintRecord };

/** One record's print data (`print.previewData`), exactly what 打印 fills a template with. */
export function usePreviewData(recordId: string | undefined): PreviewData {
  const services = useEngineServices();
  const [state, setState] = useState<PreviewData>({ status: 'idle' });
  useEffect(() => {
    const load = services.api['print.previewData'];
    if (!recordId || !load) {
      setState({ status: 'idle' });
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    Promise.resolve(load({ formId: recordId }))
      .then((reply) => {
        if (alive) setState({ status: 'ready', record: reply as PrintRecord });
      })
      .catch((error: unknown) => {
        console.warn('[print designer] the preview data could not be loaded', error);
        if (alive) setState({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [services, recordId]);
  return state;
}
