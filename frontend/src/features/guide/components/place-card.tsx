import { formatFee, isFeeAbsent } from '@dalil/domain/rules';
import type { Place } from '@/lib/api/universities';

function PerTermPrice({ value, currency }: { value: string | null; currency: 'EGP' | 'USD' }) {
  if (isFeeAbsent(value)) return <>{formatFee(value, currency)}</>;
  return (
    <>
      <span dir="ltr">{formatFee(value, currency)}</span> <span className="place-card__per">للفصل الدراسي</span>
    </>
  );
}

/** A dorm or transport option; its prices are per term (spec 1 §2). */
export function PlaceCard({ place }: { place: Place }) {
  return (
    <article className="place-card card-surface" aria-label={place.type}>
      <h3 className="place-card__title">{place.type}</h3>
      <dl className="place-card__prices">
        <div>
          <dt>للمصريين</dt>
          <dd>
            <PerTermPrice value={place.price} currency="EGP" />
          </dd>
        </div>
        <div>
          <dt>للوافدين</dt>
          <dd>
            <PerTermPrice value={place.price_wafdeen} currency="USD" />
          </dd>
        </div>
      </dl>
    </article>
  );
}
