/**
 * On a phone a public form is one column: every field and container of the designer's layout takes the whole
 * row (span 24), whatever the desktop layout asked for. Unreadable text is given back as it came.
 */
export function singleColumnForm(formDataText: string): string {
  let formConf: { span?: unknown; fields?: unknown };
  try {
    formConf = JSON.parse(formDataText) as typeof formConf;
  } catch {
    return formDataText;
  }
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes) || depth > 20) return;
    for (const node of nodes as { __config__?: Record<string, unknown> }[]) {
      const config = node?.__config__;
      if (!config) continue;
      if (config.span !== undefined) config.span = 24;
      walk(config.children, depth + 1);
    }
  };
  formConf.span = 24;
  walk(formConf.fields, 0);
  return JSON.stringify(formConf);
}

/** Whether the page is drawn on a phone-sized screen (read once, when the form mounts). */
export const isPhoneWidth = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches;
