/**
 * Whether a placement needs its university's approval is decided by the setting *as it was when the application was
 * accepted*, read from the log by position: the last `PlacementApprovalSettingChanged` of the student's university
 * recorded before the acceptance (`ApplicationStatusChanged` to accepted). Appends commit in position order
 * (shared/src/infra/event-store/sql-event-store.ts; $all order on EventStoreDB), so once the acceptance is recorded
 * no setting change can land before it: the answer never changes afterwards, and the api (reading the streams) and the
 * projector (folding the log in order, on a replay too) always agree. A later change of the setting leaves placements
 * accepted before it as they were.
 */
export type PositionedSetting = { position: bigint; isRequired: boolean };

/** The setting in force at `acceptedAt`: the last change before it, or off (the default) when there is none. */
export function isApprovalRequiredAt(settings: readonly PositionedSetting[], acceptedAt: bigint): boolean {
  let isRequired = false;
  let latest = -1n;
  for (const setting of settings) {
    if (setting.position < acceptedAt && setting.position > latest) {
      latest = setting.position;
      isRequired = setting.isRequired;
    }
  }
  return isRequired;
}
