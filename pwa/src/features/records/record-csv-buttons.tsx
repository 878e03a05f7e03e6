import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';

interface Props {
  exporting: boolean;
  onExport: () => void;
  onImportFile: (file: File) => void;
}

/**
 * 'Export CSV' and 'Import CSV'. The file input is hidden (a file input cannot be styled as a
 * button) and opened by the Import button, so the button is what the keyboard reaches; the
 * input is emptied after each choice so the same file can be chosen again after fixing it.
 */
export function RecordCsvButtons({ exporting, onExport, onImportFile }: Props) {
  const input = useRef<HTMLInputElement>(null);

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImportFile(file);
  }

  return (
    <>
      <Button icon={exporting ? <Spinner size="tiny" aria-hidden="true" /> : <ArrowDownloadRegular />} disabledFocusable={exporting} onClick={onExport}>
        Export CSV
      </Button>
      <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
        Import CSV
      </Button>
      <input ref={input} type="file" accept=".csv,text/csv" hidden tabIndex={-1} aria-label="CSV file of career records to import" onChange={chosen} />
    </>
  );
}
