import { useCallback } from 'react';
import { useCompleteLogin, type LoginAnswer } from 'shared-auth';

/**
 * Completes a login from a two-factor answer. Answers the error to show, or null once signed in; for this call
 * a missing token or user is 'Invalid response from server'.
 */
export function useFinishTwoFactorLogin(onSignedIn: () => void): (answer: LoginAnswer) => string | null {
  const completeLogin = useCompleteLogin();
  return useCallback(
    (answer: LoginAnswer) => {
      if (!answer?.access_token || !answer.user) return 'Invalid response from server';
      completeLogin(answer);
      onSignedIn();
      return null;
    },
    [completeLogin, onSignedIn],
  );
}
