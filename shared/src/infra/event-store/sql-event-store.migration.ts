/** The schema of the SQL event store and its append function (see sql-event-store.ts). */

/** pg_advisory_xact_lock key shared by every process that appends to this database. */
const APPEND_LOCK_KEY = '7203941563012';
/** LISTEN/NOTIFY channel: appends in other processes wake this process's subscribers. */
export const NOTIFY_CHANNEL = 'stint_event_appended';

/**
 * The events table and the append function. One call appends one or more appends (those that queued up in
 * this process while the previous call ran), in order, each as if alone, in one transaction: one lock, one
 * commit, one notification. The lock is held only while the server works, never across round trips.
 * One result row per append, in order:
 *  - `appended`: at `revision` (the stream's new last revision), `position` (of its last event);
 *  - `unchanged`: an empty append, or a retry of an append already recorded (its original result);
 *  - `conflict`: the stream is at `revision` ('no_stream' when missing); nothing was written for it.
 * An event id recorded in another stream raises an error (the whole call writes nothing). Change the
 * function's signature or meaning and it needs a new name: during a rolling deploy, processes of the old
 * version still call the old one.
 */
export const MIGRATION = `
create table if not exists events (
  position bigserial primary key,
  id uuid not null unique,
  stream text not null,
  revision bigint not null,
  type text not null,
  version integer not null default 1,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default clock_timestamp(),
  unique (stream, revision)
);

-- The version of each event's body (issue 16). A log from before it gets the column without a rewrite (a constant
-- default is stored once, not per row), and its events read as version 1, the only shape there was.
alter table events add column if not exists version integer not null default 1;

create or replace function stint_append_events(
  -- [{ stream, expected: 'any' | 'no_stream' | revision, events: [{ id, type, version, data, metadata }] }]; an event
  -- without a version (sent by a process of a release before versions) is version 1, the shape that release writes.
  p_appends jsonb,
  p_notify boolean -- false: the caller wakes other processes itself a little later (see SqlEventStore.notifyLater)
) returns table (outcome text, revision text, "position" text) language plpgsql volatile as $function$
declare
  item jsonb;
  item_stream text;
  item_events jsonb;
  event_count int;
  ids uuid[];
  last_revision bigint;
  last_position bigint;
  recorded_ids uuid[];
  elsewhere record;
  newest bigint;
  appended bigint;
  i int;
begin
  if current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'stint_append_events needs READ COMMITTED to see the appends committed while it waited';
  end if;
  perform pg_advisory_xact_lock(${APPEND_LOCK_KEY});
  -- READ COMMITTED and a volatile function: every statement from here on takes a new snapshot, so it sees
  -- every append committed before the lock was granted (and the earlier appends of this call).
  for i in 0 .. jsonb_array_length(p_appends) - 1 loop
    item := p_appends -> i;
    item_stream := item ->> 'stream';
    item_events := item -> 'events';
    event_count := jsonb_array_length(item_events);
    if event_count = 1 then
      ids := array[(item_events -> 0 ->> 'id')::uuid];
    else
      ids := array(select (e ->> 'id')::uuid from jsonb_array_elements(item_events) with ordinality x (e, n) order by n);
    end if;
    select events.revision, events.position into last_revision, last_position
      from events where events.stream = item_stream order by events.revision desc limit 1;
    -- Some of these events are already recorded: a retry of this very append is done, anything else is not.
    -- An aggregate, not EXISTS: EXISTS plans for a quick first match and may scan the table for one. One event, the
    -- common case, asks by equality: PL/pgSQL then keeps the plan, where \`= any (ids)\` is planned anew every call.
    if event_count = 1 then
      select array[events.id] into recorded_ids from events where events.id = ids[1];
    else
      select array_agg(events.id order by events.position) into recorded_ids from events where events.id = any (ids);
    end if;
    if recorded_ids is not null then
      select events.id, events.stream into elsewhere
        from events where events.id = any (ids) and events.stream <> item_stream order by events.position limit 1;
      if found then
        raise exception 'Event % is already recorded in stream %, not %', elsewhere.id, elsewhere.stream, item_stream;
      end if;
    end if;
    outcome := 'unchanged';
    if recorded_ids = ids then
      select events.revision::text, events.position::text into revision, "position"
        from events where events.id = ids[cardinality(ids)];
    elsif recorded_ids is not null
       or item ->> 'expected' not in ('any', coalesce(last_revision::text, 'no_stream')) then
      outcome := 'conflict';
      revision := coalesce(last_revision::text, 'no_stream');
      "position" := null;
    elsif event_count = 0 then
      revision := coalesce(last_revision, -1)::text;
      "position" := coalesce(last_position, -1)::text;
    else
      -- One event, the common case: a plain insert, without unpacking the array.
      if event_count = 1 then
        insert into events (id, stream, revision, type, version, data, metadata)
        values (ids[1], item_stream, coalesce(last_revision, -1) + 1, item_events -> 0 ->> 'type',
                coalesce((item_events -> 0 ->> 'version')::integer, 1),
                item_events -> 0 -> 'data', item_events -> 0 -> 'metadata')
        returning events.position into appended;
      else
        with inserted as (
          insert into events (id, stream, revision, type, version, data, metadata)
          select (e ->> 'id')::uuid, item_stream, coalesce(last_revision, -1) + n,
                 e ->> 'type', coalesce((e ->> 'version')::integer, 1), e -> 'data', e -> 'metadata'
            from jsonb_array_elements(item_events) with ordinality x (e, n) order by n
          returning events.position
        )
        select max(inserted.position) into appended from inserted;
      end if;
      newest := appended;
      outcome := 'appended';
      revision := (coalesce(last_revision, -1) + event_count)::text;
      "position" := appended::text;
    end if;
    return next;
  end loop;
  -- Delivered on commit only, so other processes never wake for a rolled-back append.
  if newest is not null and p_notify then
    perform pg_notify('${NOTIFY_CHANNEL}', newest::text);
  end if;
end
$function$;

-- The first version, still called by processes of an older release during a rolling deploy.
create or replace function stint_append_events(p_appends jsonb)
returns table (outcome text, revision text, "position" text) language sql volatile as $function$
  select * from stint_append_events(p_appends, true)
$function$;
`;
