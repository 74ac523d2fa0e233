const DAY_MS = 86_400_000;

/** Whether a free trial ending at `endsAt` is still running, and how many days (started ones included) are left. */
export function trialStatus(endsAt: Date | null): { is_trial_active: boolean; days_remaining: number } {
  const remainingMs = endsAt ? endsAt.getTime() - Date.now() : 0;
  return {
    is_trial_active: remainingMs > 0,
    days_remaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
  };
}
