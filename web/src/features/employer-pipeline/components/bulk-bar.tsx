/**
 * What the pipeline does with the selected rows: move them to a stage, or reject them with one message. Each is its
 * own command in the api; the result is said per application, in a live region, so a screen reader hears it too.
 */
import { useId, useState } from 'react';
import { movableStages, STAGE_LABELS, type MovableStage } from '@stint/shared/applications/applications.constants';
import type { Application, MoveResult } from '@stint/shared/applications/applications.schemas';
import { errorMessage } from '../../../lib/api-client';
import { studentName } from '../../employer-applications/components/application-status';
import { moveApplications } from '../api/pipeline';

/** "2 moved to Shortlisted." and a line per refusal, naming the student. */
export function summarise(
  results: MoveResult[],
  rows: Application[],
  to: MovableStage,
): { summary: string; refused: string[] } {
  const moved = results.filter((result) => result.outcome === 'moved').length;
  const nameOf = (id: string) => {
    const row = rows.find((candidate) => candidate._id === id);
    return row ? studentName(row) : 'An application';
  };
  const refused = results.flatMap((result) =>
    result.outcome === 'refused' ? [`${nameOf(result.applicationId)}: ${result.message}`] : [],
  );
  const summary = [
    moved > 0 ? `${moved} ${moved === 1 ? 'application' : 'applications'} moved to ${STAGE_LABELS[to]}.` : null,
    refused.length > 0 ? `${refused.length} not moved.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { summary, refused };
}

export function BulkBar({ selected, onDone }: { selected: Application[]; onDone: () => void }) {
  const [to, setTo] = useState<MovableStage>('shortlisted');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ summary: string; refused: string[] } | null>(null);
  const noteId = useId();
  const stageId = useId();

  async function run(target: MovableStage, message?: string) {
    setBusy(true);
    try {
      const results = await moveApplications({
        moves: selected.map((row) => ({ applicationId: row._id, from: row.stage, to: target })),
        ...(message ? { note: message } : {}),
      });
      setOutcome(summarise(results, selected, target));
      setNote('');
      onDone();
    } catch (error) {
      setOutcome({ summary: errorMessage(error, 'The applications could not be moved.'), refused: [] });
    } finally {
      setBusy(false);
    }
  }

  const count = selected.length;
  return (
    <section className="tile pipeline__bulk" aria-label="Bulk actions">
      <p className="pipeline__bulk-count" role="status">
        {count === 0 ? 'Select applications to move or reject them together.' : `${count} selected`}
      </p>
      {count > 0 ? (
        <div className="pipeline__bulk-actions">
          <div className="field">
            <label className="field__label" htmlFor={stageId}>
              Move to
            </label>
            <select
              id={stageId}
              className="field__control field__control--select"
              value={to}
              onChange={(event) => setTo(event.target.value as MovableStage)}
            >
              {movableStages
                .filter((stage) => stage !== 'rejected')
                .map((stage) => (
                  <option key={stage} value={stage}>
                    {STAGE_LABELS[stage]}
                  </option>
                ))}
            </select>
          </div>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void run(to)}>
            Move {count} selected
          </button>
          <div className="field pipeline__bulk-note">
            <label className="field__label" htmlFor={noteId}>
              Message with the rejection (optional)
            </label>
            <textarea
              id={noteId}
              className="field__control"
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void run('rejected', note.trim() || undefined)}
          >
            Reject {count} selected
          </button>
        </div>
      ) : null}
      <div className="pipeline__bulk-result" role="status" aria-live="polite">
        {outcome ? (
          <>
            <p>{outcome.summary}</p>
            {outcome.refused.length > 0 ? (
              <ul className="pipeline__refused">
                {outcome.refused.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
