import type { AnyJobDefinition } from '../../jobs/define.js';
import { analysisJobs } from '../../analysis/jobs.js';
import { authJobs } from '../../auth/jobs.js';
import { documentJobs } from '../../documents/jobs.js';
import { filesJobs } from '../../files/jobs.js';
import { notificationJobs } from '../../notifications/jobs.js';
import { pipelineJobs } from '../../pipeline/jobs.js';

/**
 * Every job kind of the product, collected from the domains that own them (each declared once, in `<domain>/jobs.ts`:
 * name, payload, policy, handler) and handed to the queue (plugins/app/jobs.ts), which creates each kind's queue with
 * its policy and checks each payload. Each domain's plugin serves its own list (`app.jobs.serve(list, services)`).
 */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  ...pipelineJobs,
  ...analysisJobs,
  ...documentJobs,
  ...notificationJobs,
  ...authJobs,
  ...filesJobs,
];
