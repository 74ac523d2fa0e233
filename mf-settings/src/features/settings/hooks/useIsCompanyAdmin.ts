import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { useCompanyQuery } from '../api/companyApi';

/** Whether the signed-in user is an admin of the company (the company answer wins over the cached user). */
export function useIsCompanyAdmin(): boolean {
  const user = useAppSelector(selectCurrentUser);
  const { data: company } = useCompanyQuery();
  return (company?.current_user_role ?? user?.role) === 'admin';
}
