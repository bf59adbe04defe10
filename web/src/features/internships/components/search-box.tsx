/**
 * A search field that applies what is typed after a short pause (and at once on Enter). The URL holds the applied
 * value; when it changes from outside (Clear Filters, Back), the field follows it.
 */
import { useSearchDraft } from '../../../components/search-field';

const PAUSE_MS = 350;

export function SearchBox({
  id,
  label,
  value,
  onSearch,
  placeholder,
  type = 'search',
  className,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text';
  className?: string;
}) {
  const { draft, setDraft, apply } = useSearchDraft(value, onSearch, PAUSE_MS);

  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__control"
        id={id}
        name={id}
        type={type}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint={type === 'search' ? 'search' : 'done'}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
    </div>
  );
}
