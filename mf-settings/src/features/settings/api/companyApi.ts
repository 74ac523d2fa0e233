import { api } from 'shared-auth';
import type {
  AccountExport,
  AssignableRole,
  Company,
  CompanyUser,
  InviteRequest,
  ProfileAnswer,
  ProfileUpdate,
} from './types';

const EXPORT_FALLBACK_FILENAME = 'parcelwatch-account-data.json';

/** The file name of a Content-Disposition header, if it names one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    company: build.query<Company, void>({
      query: () => '/api/companies/me',
      providesTags: ['Company'],
    }),
    updateCompanySettings: build.mutation<unknown, { contact_email: string }>({
      query: (body) => ({ url: '/api/companies/settings', method: 'PUT', body }),
      invalidatesTags: ['Company'],
    }),
    updateProfile: build.mutation<ProfileAnswer, ProfileUpdate>({
      query: (body) => ({ url: '/api/companies/profile', method: 'PUT', body }),
      invalidatesTags: ['Auth', 'Users'],
    }),
    uploadTermsOfReference: build.mutation<unknown, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/companies/terms-of-reference', method: 'POST', body };
      },
      invalidatesTags: ['Company'],
    }),
    companyUsers: build.query<CompanyUser[], void>({
      query: () => '/api/companies/users',
      providesTags: ['Users'],
    }),
    inviteUser: build.mutation<CompanyUser, Omit<InviteRequest, 'role'>>({
      // Invitations always make analysts.
      query: (body) => ({ url: '/api/companies/users', method: 'POST', body: { ...body, role: 'analyst' } }),
      invalidatesTags: ['Users', 'Company'],
    }),
    updateUserRole: build.mutation<unknown, { id: string; role: AssignableRole }>({
      query: ({ id, role }) => ({
        url: `/api/companies/users/${encodeURIComponent(id)}/role`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['Users', 'Company'],
    }),
    removeUser: build.mutation<void, string>({
      query: (id) => ({ url: `/api/companies/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users', 'Company'],
    }),
    exportAccountData: build.mutation<AccountExport, void>({
      query: () => ({
        url: '/api/companies/export',
        // Kept as text (serializable in the store); the component turns it into a Blob download.
        responseHandler: async (response) => {
          const text = await response.text();
          if (!response.ok) {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return text;
            }
          }
          const filename =
            filenameFromDisposition(response.headers.get('Content-Disposition')) ?? EXPORT_FALLBACK_FILENAME;
          return { filename, text } satisfies AccountExport;
        },
      }),
    }),
    deleteCompany: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/api/companies/me', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useCompanyQuery,
  useUpdateCompanySettingsMutation,
  useUpdateProfileMutation,
  useUploadTermsOfReferenceMutation,
  useCompanyUsersQuery,
  useInviteUserMutation,
  useUpdateUserRoleMutation,
  useRemoveUserMutation,
  useExportAccountDataMutation,
  useDeleteCompanyMutation,
} = companyApi;
