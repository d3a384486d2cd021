import type { CSSProperties } from 'react';
import { AutoComplete } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { autoCompleteMessages } from './messages';
import { useSuggestions, type SuggestionSource } from './useSuggestions';

/** Designer props of `autoComplete` (docs/widgets.md). */
export interface JnpfAutoCompleteProps extends SuggestionSource {
  value?: unknown;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  interfaceName?: string;
  style?: CSSProperties;
  className?: string;
}

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * `autoComplete` (下拉补全): a text input suggesting the relationField values of a data interface as the user
 * types. The value is text: what was typed stays when nothing is chosen; choosing writes the suggestion.
 */
export function JnpfAutoComplete({
  value,
  onChange,
  onBlur,
  placeholder,
  clearable,
  disabled,
  interfaceId,
  templateJson,
  relationField,
  total,
  style,
  className,
}: JnpfAutoCompleteProps) {
  const lang = useEngineLanguage();
  const { suggestions, search } = useSuggestions({ interfaceId, templateJson, relationField, total });
  return (
    <AutoComplete
      className={className}
      style={{ width: '100%', ...style }}
      value={textOf(value)}
      options={suggestions.map((text) => ({ value: text, label: text }))}
      placeholder={placeholder || formatMessage(autoCompleteMessages.placeholder, {}, lang)}
      allowClear={clearable}
      disabled={disabled}
      onSearch={search}
      onChange={(next) => onChange?.(textOf(next))}
      onSelect={(chosen: string) => onChange?.(textOf(chosen))}
      onBlur={onBlur}
    />
  );
}
