import './loading-panel.css';

/** A spinner with a line of text, announced politely while a screen's data loads. */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div className="loading-panel" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="loading-panel__text">{text}</p>
    </div>
  );
}
