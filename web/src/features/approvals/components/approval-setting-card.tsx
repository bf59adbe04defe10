/**
 * The university's placement approval setting on its settings screen (issue 17 item 4): whether its students'
 * placements accepted from now on need its approval of a learning agreement before they start. Placements accepted
 * before a change keep what applied when they were accepted.
 */
import { useState } from 'react';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { CheckboxField } from '../../../components/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { saveApprovalSetting, useApprovalSetting } from '../api/approval-setting';

export function ApprovalSettingCard() {
  const { data } = useApprovalSetting();
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The box shows the choice at once while it is saved; a failed save puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);

  const change = async (isApprovalRequired: boolean) => {
    setChosen(isApprovalRequired);
    setIsSaving(true);
    setStatus(null);
    try {
      const message = await saveApprovalSetting({ isApprovalRequired });
      setStatus({ tone: 'success', text: message ?? 'Settings saved' });
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, 'Could not save the setting') });
    }
    setChosen(null);
    setIsSaving(false);
  };

  return (
    <section className="card settings-card" aria-labelledby="approval-setting-title">
      <h2 id="approval-setting-title" className="card__title">
        Placement Approval
      </h2>
      <p className="settings-card__intro">
        Ask your students for a learning agreement, confirmed by their employer, that you approve before a placement
        starts. Their logbooks and reports open once you approve it.
      </p>
      {data ? (
        <fieldset className="approval__setting" disabled={isSaving}>
          <legend className="visually-hidden">Placement approval</legend>
          <CheckboxField
            id="approval-required"
            label="Placements need our approval before they start"
            hint="Applies to placements accepted from now on."
            checked={chosen ?? data.isApprovalRequired}
            onChange={(checked) => void change(checked)}
          />
        </fieldset>
      ) : null}
      <StatusNote status={status} />
    </section>
  );
}
