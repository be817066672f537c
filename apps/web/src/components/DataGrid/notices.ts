import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GridSearchProblem } from './grid-search';

/** What a user is told when a link held something the screen could not use. */
export const DROPPED_NOTICE: Readonly<Record<GridSearchProblem, MessageDescriptor>> = {
  'period-invalid': msg`The period in the link is not a valid range of dates; showing the usual period instead.`,
  'period-too-long': msg`A period can span at most 366 days; showing the usual period instead.`,
  view: msg`The saved view in the link does not exist any more; showing the standard view.`,
  filters: msg`The link's search or filters could not be read; showing every row.`,
};
