import * as Slider from 'radix-ui/slider';

interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, such as "Minimum funding goal". */
  thumbLabels: readonly [string, string];
  /** Form names of the two thumbs' values, such as `minGoal`: Radix renders a hidden input for each inside a form, and autofill needs a name. */
  thumbNames: readonly [string, string];
  /** How a value reads, for the visible bounds and for assistive technology. */
  formatValue: (value: number) => string;
}

/** A two-thumb range with a visible label and current bounds; each thumb has its own name, and arrow keys move it by one step. */
export function RangeSlider({ label, min, max, step, value, onValueChange, thumbLabels, thumbNames, formatValue }: RangeSliderProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-medium text-foreground">{label}</span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {formatValue(value[0])} – {formatValue(value[1])}
        </span>
      </div>
      <Slider.Root
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={[...value]}
        onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-gradient-to-r from-primary to-accent" />
        </Slider.Track>
        {thumbLabels.map((thumbLabel, index) => (
          <Slider.Thumb
            key={thumbLabel}
            name={thumbNames[index]}
            aria-label={thumbLabel}
            aria-valuetext={formatValue(value[index] ?? min)}
            className="group flex h-6 w-6 items-center justify-center rounded-full"
          >
            {/* Drawn at 20 px; the thumb around it is the 24 px target (WCAG 2.2 SC 2.5.8). */}
            <span
              aria-hidden
              className="block h-5 w-5 rounded-full border-2 border-primary bg-foreground shadow-md transition-transform group-hover:scale-110"
            />
          </Slider.Thumb>
        ))}
      </Slider.Root>
    </div>
  );
}
