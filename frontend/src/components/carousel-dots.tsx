/**
 * Dots under a carousel: one button per slide, the current one marked `aria-current` (every carousel of the
 * site: the home page's, the guide's faculty cards at 390 px and the assistant's faculty page).
 * `className` adds a carousel's own modifier (its spacing), never a second markup.
 */
export function CarouselDots({
  count,
  index,
  onSelect,
  label,
  className,
}: {
  count: number;
  index: number;
  onSelect: (i: number) => void;
  label: (i: number) => string;
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <div className={className ? `carousel-dots ${className}` : 'carousel-dots'}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`carousel-dots__dot${i === index ? ' carousel-dots__dot--active' : ''}`}
          aria-label={label(i)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
