/**
 * An application's interview (issue 17 item 3), on the application screens of its student and its employer. The
 * employer proposes one to five slots as wall times in their own zone (named beside the inputs), reschedules or
 * cancels; the student picks one, each slot shown in the student's zone with the zone named, or cancels. Live: the
 * other side's action shows without a reload (`interviews` notices).
 */
import { useState, type FormEvent } from 'react';
import { formatSlot, INTERVIEW_SLOTS_MAX } from '@stint/shared/interviews/interviews.constants';
import type { Interview } from '@stint/shared/interviews/interviews.schemas';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSession } from '../../../lib/session';
import {
  cancelInterview,
  pickInterviewSlot,
  proposeInterview,
  rescheduleInterview,
  useInterview,
} from '../api/interviews';
import { instantOf, viewerTimeZone } from './zone';
import './interviews.css';

const DURATIONS = [30, 45, 60, 90];
type Row = { start: string; minutes: number };

export function InterviewPanel({ applicationId, headingLevel = 2 }: { applicationId: string; headingLevel?: 2 | 3 }) {
  const role = useSession((state) => state.user?.role);
  const { data: interview, error } = useInterview(role === 'student' || role === 'employer' ? applicationId : null);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [busy, setBusy] = useState(false);
  if (role !== 'student' && role !== 'employer') return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const zone = viewerTimeZone();
  const open = interview && interview.status !== 'cancelled' ? interview : null;

  async function run(action: () => Promise<string | undefined>) {
    setBusy(true);
    try {
      const message = await action();
      setStatus({ tone: 'success', text: message ?? 'Saved' });
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessage(failure, 'That did not work; try again') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card interview" aria-labelledby={`interview-${applicationId}`}>
      <Heading id={`interview-${applicationId}`}>Interview</Heading>
      {error && interview === undefined ? <p>{errorMessage(error, 'Could not load the interview')}</p> : null}
      {interview?.status === 'cancelled' ? (
        <p>The interview was cancelled by {interview.cancelledBy === 'student' ? 'the student' : 'the employer'}.</p>
      ) : null}
      {/* The student picks from the form below; the list is the employer's view and the picked time. */}
      {open && (role === 'employer' || open.picked) ? <Slots interview={open} zone={zone} /> : null}
      {role === 'student' && open && !open.picked ? (
        <PickForm
          interview={open}
          zone={zone}
          busy={busy}
          onPick={(slotId) => run(() => pickInterviewSlot(applicationId, slotId))}
        />
      ) : null}
      {role === 'student' && !interview ? <p>No interview has been proposed yet.</p> : null}
      {role === 'employer' ? (
        <SlotsForm
          key={open ? `${open.interviewId}-${open.slots.length}` : 'new'}
          zone={zone}
          busy={busy}
          label={open ? 'Reschedule' : 'Propose interview times'}
          onSubmit={(slots, key) =>
            run(() =>
              open
                ? rescheduleInterview(applicationId, zone, slots)
                : proposeInterview(applicationId, zone, slots, key),
            )
          }
        />
      ) : null}
      {open ? (
        <div className="interview__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => void run(() => cancelInterview(applicationId))}
          >
            Cancel interview
          </button>
        </div>
      ) : null}
      <StatusNote status={status} />
    </section>
  );
}

function Slots({ interview, zone }: { interview: Interview; zone: string }) {
  if (interview.picked) {
    return (
      <p>
        <strong>Scheduled:</strong> {formatSlot(interview.picked, zone)}
      </p>
    );
  }
  return (
    <>
      <p>Times offered (shown in your time zone, {zone}); waiting for the student to pick one:</p>
      <ul className="interview__slots">
        {interview.slots.map((slot) => (
          <li key={slot.slotId}>{formatSlot(slot, zone)}</li>
        ))}
      </ul>
    </>
  );
}

function PickForm({
  interview,
  zone,
  busy,
  onPick,
}: {
  interview: Interview;
  zone: string;
  busy: boolean;
  onPick: (slotId: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const legend = `Pick a time (shown in your time zone, ${zone})`;
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (choice) onPick(choice);
      }}
    >
      <fieldset className="interview__slots">
        <legend>{legend}</legend>
        {interview.slots.map((slot) => (
          <label key={slot.slotId} className="interview__choice">
            <input
              type="radio"
              name={`slot-${interview.interviewId}`}
              value={slot.slotId}
              checked={choice === slot.slotId}
              onChange={() => setChoice(slot.slotId)}
            />
            {formatSlot(slot, zone)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy || !choice}>
        Pick this time
      </button>
    </form>
  );
}

function SlotsForm({
  zone,
  busy,
  label,
  onSubmit,
}: {
  zone: string;
  busy: boolean;
  label: string;
  onSubmit: (slots: { start: string; end: string }[], key: string) => void;
}) {
  const [rows, setRows] = useState<Row[]>([{ start: '', minutes: 30 }]);
  const [problem, setProblem] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey('interview'));
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const slots = rows.map((row) => {
      const start = instantOf(row.start);
      return start ? { start, end: new Date(Date.parse(start) + row.minutes * 60_000).toISOString() } : null;
    });
    if (slots.some((slot) => slot === null)) {
      setProblem('Enter a date and time for every slot');
      return;
    }
    setProblem(null);
    onSubmit(slots as { start: string; end: string }[], key);
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>
        {label}: times are in your time zone, <strong>{zone}</strong>.
      </p>
      <ol className="interview__slots">
        {rows.map((row, index) => (
          <li key={index} className="interview__slot-row">
            <div className="field">
              <label className="field__label" htmlFor={`slot-start-${index}`}>
                Slot {index + 1} starts
              </label>
              <input
                id={`slot-start-${index}`}
                className="field__control"
                type="datetime-local"
                value={row.start}
                onChange={(event) => update(index, { start: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`slot-minutes-${index}`}>
                Length
              </label>
              <select
                id={`slot-minutes-${index}`}
                className="field__control"
                value={row.minutes}
                onChange={(event) => update(index, { minutes: Number(event.target.value) })}
              >
                {DURATIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </div>
            {rows.length > 1 ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                Remove slot {index + 1}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {problem ? <p className="field__error">{problem}</p> : null}
      <div className="interview__actions">
        {rows.length < INTERVIEW_SLOTS_MAX ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setRows((current) => [...current, { start: '', minutes: 30 }])}
          >
            Add a slot
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {label}
        </button>
      </div>
    </form>
  );
}
