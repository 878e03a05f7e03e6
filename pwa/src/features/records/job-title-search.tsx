import { Button, SearchBox, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import type { FormEvent } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  box: { width: 'min(380px, 100%)' },
});

/**
 * The records page's job-title search. It runs on Enter or the Search button, not per keystroke
 * (each search may return 2,000 records); clearing the box brings the full list back at once,
 * as the spec asks.
 */
export function JobTitleSearch({ onSearch }: { onSearch: (jobTitle: string) => void }) {
  const styles = useStyles();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label="Records by job title" className={styles.form} onSubmit={submit}>
      <SearchBox
        className={styles.box}
        placeholder="Search by job title"
        aria-label="Search by job title"
        value={text}
        onChange={(_event, data) => {
          setText(data.value);
          if (data.value === '') onSearch('');
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
