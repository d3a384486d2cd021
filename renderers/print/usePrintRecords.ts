import { useEffect, useState } from 'react';
import { useEngineServices } from '../../engine-core/services';
import { renderTemplateHtml, type OperatorRecord } from '../../engine-core/print/renderTemplate';
import { parseTemplateBody, type PrintPage } from '../../engine-core/print/template';

interface PrintDataReply {
  printTemplate: string;
  printData: Record<string, unknown>;
  operatorRecordList?: OperatorRecord[] | null;
}

export type PrintRecords =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; page: PrintPage; pages: { id: string; html: string }[] };

/** The filled pages of the records with the template: `print.data` for one record, `print.batchData` for more. */
export function usePrintRecords(templateId: string | null, recordIds: readonly string[]): PrintRecords {
  const services = useEngineServices();
  const [state, setState] = useState<PrintRecords>({ status: 'loading' });
  const key = recordIds.join(',');
  useEffect(() => {
    if (!templateId || !key) return;
    let alive = true;
    setState({ status: 'loading' });
    const ids = key.split(',');
    const load =
      ids.length === 1
        ? (services.api['print.data']?.({ id: templateId, formId: ids[0] }) as Promise<PrintDataReply>).then((r) => [r])
        : (services.api['print.batchData']?.({ id: templateId, formIds: ids }) as Promise<PrintDataReply[]>);
    Promise.resolve(load)
      .then((replies) => {
        if (!alive) return;
        if (!Array.isArray(replies) || !replies.length) throw new Error('no print data');
        const body = parseTemplateBody(replies[0].printTemplate);
        const pages = replies.map((reply, i) => ({
          id: ids[i] ?? String(i),
          html: renderTemplateHtml(body.html, reply),
        }));
        setState({ status: 'ready', page: body.page, pages });
      })
      .catch((error: unknown) => {
        console.warn('[print] print data could not be loaded', error);
        if (alive) setState({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [services, templateId, key]);
  return state;
}
