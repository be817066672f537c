import { Deferred, lazyComponent } from '../Lazy';
import { PeriodButton } from './PeriodButton';
import type { PeriodControlProps } from './PeriodPicker';

// The presets and the calendar sit in a popover, whose code comes a moment after the screen's first
// paint: the button is drawn at once (a press before then opens the popover when it arrives).
const PeriodPicker = lazyComponent(() => import('./PeriodPicker').then((m) => m.PeriodPicker));

/** The period of a list: its button at once, its presets and calendar on press (PeriodPicker). */
export function PeriodControl(props: PeriodControlProps) {
  return (
    <Deferred
      control={PeriodPicker}
      props={props}
      placeholder={(press) => (
        <PeriodButton period={props.value} activeLabel={props.activeLabel} onClick={press} />
      )}
    />
  );
}
