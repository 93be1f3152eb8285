import { TrainerSearch } from './TrainerSearch';

/**
 * `/member/performer-bio-search` (issue 19; docs/decisions/0029): find a trainer by club and
 * specialty among the approved bios; each links to the trainer's public page.
 */
export function PerformerBioSearchPage() {
  return <TrainerSearch audience="staff" />;
}
