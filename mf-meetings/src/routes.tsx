import MeetingsPage from './features/meetings/pages/MeetingsPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [{ path: '/meetings', element: <MeetingsPage /> }];
