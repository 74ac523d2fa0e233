/** The reference rows of the registry sources: the tribunals CanLII is read for, and the provincial registries. */
export const LEGAL_TRIBUNALS = [
  { code: 'onlt', name: 'Ontario Land Tribunal' },
  { code: 'onltb', name: 'Landlord and Tenant Board' },
] as const;

export const PROVINCIAL_SITES = [
  { siteCode: 'ERO', siteName: 'Environmental Registry of Ontario', isActive: true },
  { siteCode: 'ORR', siteName: "Ontario's Regulatory Registry", isActive: true },
] as const;
