import { registryApplication } from './registry';

const application = { id: 7, file_number: '26 100001 STE 10 OZ', status: 'Under Review' };

test('an alert with no meeting and an application comes from a registry', () => {
  expect(registryApplication({ meeting_id: null, application })).toBe(application);
});

test('an agenda item about an application, or an alert with neither, does not', () => {
  expect(registryApplication({ meeting_id: 12, application })).toBeNull();
  expect(registryApplication({ meeting_id: null, application: null })).toBeNull();
  expect(registryApplication({ meeting_id: null })).toBeNull();
});
