import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { useDebouncedValue } from 'shared-auth';

export interface DebouncedSearchProps {
  placeholder: string;
  label: string;
  /** Called with the trimmed text once typing has paused for 300 ms (the screen re-renders only then). */
  onSearch: (text: string) => void;
  /** The text the box starts with (the page's `?q=`, e.g. from the header search), already searched for. */
  initial?: string;
}

/** A search box that holds what is typed and reports it debounced. */
export function DebouncedSearch({ placeholder, label, onSearch, initial = '' }: DebouncedSearchProps) {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const report = useRef(onSearch);
  report.current = onSearch;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current(debounced);
  }, [debounced]);
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ flex: '1 1 280px', maxWidth: 480 }}
    />
  );
}
