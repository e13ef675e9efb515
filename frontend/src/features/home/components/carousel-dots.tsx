/** Dots under a carousel: one button per slide, the current one pressed. */
export function CarouselDots({
  count,
  index,
  onSelect,
  label,
}: {
  count: number;
  index: number;
  onSelect: (i: number) => void;
  label: (i: number) => string;
}) {
  if (count < 2) return null;
  return (
    <div className="carousel-dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`carousel-dots__dot${i === index ? ' carousel-dots__dot--active' : ''}`}
          aria-label={label(i)}
          aria-pressed={i === index}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
