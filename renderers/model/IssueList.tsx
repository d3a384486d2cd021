import { Alert } from 'antd';
import type { FormModelIssue } from '../formModel/types';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { modelMessages } from './messages';

/**
 * A model's located problems (validateFormModel): for each, the JSON path, the field's label and what is wrong.
 * Errors first in red; warnings (rendered around) below in amber.
 */
export function IssueList({ issues }: { issues: readonly FormModelIssue[] }) {
  useEngineLanguage();
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  const block = (list: FormModelIssue[], type: 'error' | 'warning', title: string) =>
    list.length ? (
      <Alert
        type={type}
        showIcon
        data-testid={`model-${type}s`}
        style={{ marginBottom: 12 }}
        message={title}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {list.map((issue, i) => (
              <li key={`${issue.path}-${issue.code}-${i}`} data-issue-path={issue.path} data-issue-code={issue.code}>
                <code style={{ marginRight: 6 }}>{issue.path || '$'}</code>
                {issue.label ? <strong style={{ marginRight: 6 }}>{issue.label}</strong> : null}
                <span>{issue.message}</span>
              </li>
            ))}
          </ul>
        }
      />
    ) : null;
  return (
    <>
      {block(errors, 'error', formatMessage(modelMessages.issuesTitle, { count: errors.length }))}
      {block(warnings, 'warning', formatMessage(modelMessages.warningsTitle, { count: warnings.length }))}
    </>
  );
}
