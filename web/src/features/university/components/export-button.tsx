/** Export CSV: the list as a file, with the filters on screen (all pages). */
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { downloadUniversityExport, type ExportName } from '../api/download-university-export';

export function ExportButton({ name, params }: { name: ExportName; params: URLSearchParams }) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="export-action">
      <button
        type="button"
        className="button button--secondary"
        disabled={isBusy}
        onClick={() => {
          setIsBusy(true);
          setFailure(null);
          downloadUniversityExport(name, params)
            .catch((error: unknown) => setFailure(errorMessage(error, 'The export failed. Please try again.')))
            .finally(() => setIsBusy(false));
        }}
      >
        {isBusy ? 'Exporting…' : 'Export CSV'}
      </button>
      {failure ? (
        <p className="export-action__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
