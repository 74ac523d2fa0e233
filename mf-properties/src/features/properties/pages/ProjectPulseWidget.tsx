import { ProjectPulse } from '../../insights/components/ProjectPulse';

/** The dashboard's Project Pulse widget (exposed to the shell). */
export default function ProjectPulseWidget() {
  return <ProjectPulse />;
}
